// Package teamchess is the school team chess Swiss of regulations/002
// (RULES.md K1-K7) as an event-sourced engine.
//
// A team is the players of one school (K1): a captain on board 1 and
// boards 2-5, each board with its birth-year limit and board 4 for a girl,
// plus a team leader who does not play (K2). The limits are data
// (Config.Boards, from the regulation file); Config.Check lists every
// violation by rule, board and player, and RegisterTeam refuses an
// ineligible roster with all of them in one *turnir.Error (EN/RU).
//
// Each round (K4) two teams play 13 games: game 1 is two simuls, each
// captain against the opposing boards 2-5 (simul givers have White unless
// Config.SimulGiverBlack), game 2 the board match, board against board.
// Config.Games lists the games of a match by slot; results are entered by
// slot. A team's score is its total game points (K5); a match is won with
// more than half of its 13 points (2 match points), drawn with exactly
// half (1).
//
// Pairing (K3): 9 rounds of a Swiss of teams by the FIDE Dutch system of
// package dutch, with total game points as the score and no two teams
// meeting twice. PairingInput gives the engine the teams as players, each
// round scored with the game points the team made in it (in halves). The
// boards are listed in the order the event has published them from the
// start, which stored logs hold (boardOrder): a team that had a scoring
// bye above one that did not, then by starting number. The
// colour the engine gives a team is its colour on board 1 of the board
// match; board-match colours then alternate by board, and by round as the
// Dutch colour rules alternate the teams. When the engine finds no
// pairing (late rounds of a small field can leave only pairings the Dutch
// absolute colour criterion forbids, while K3 forbids only repeats), a
// no-repeat fallback pairs the round by a maximum-weight matching and the
// event says so in its reason; only when no pairing without a repeat
// exists is the round refused. Every pairing is also looked ahead: when
// it would leave a later round with no pairing free of repeats (fields of
// 9 or 10 teams over 9 rounds, a round robin in all but name, used to get
// stuck in about one event in seven), the look-ahead pairs the round
// instead, team by team from the top against the nearest-placed opponent
// that keeps the event completable (lookahead.go; RoundPaired.LookAhead,
// the reason says so). The arbiters may also pair by hand
// (PairManually), held to K3. Verify re-makes every stored pairing.
//
// Decisions where the regulation is silent (defaults in the regulation
// file):
//   - Bye: with an odd number of teams the Dutch pairing-allocated bye (at
//     most once per team) scores half the match, 6.5 game points, and a
//     drawn match, 1 match point (ByeGamePoints, ByeMatchPoints).
//   - Starting order: by the sum of the players' ratings, then by a lot
//     drawn from the revealed seed; the colour of the first team in round 1
//     is drawn too.
//   - Standings: game points, match points, team Buchholz (the opponents'
//     total game points; a bye adds 0), then head-to-head (game points in
//     the matches among the tied teams, applied only if all of them met);
//     teams still equal share the place.
//   - Board prizes count board-match games only, simul games never; ties
//     go to fewer games, then to the better team place. The rating export
//     (trf.TeamChessRating) lists board-match games only.
//   - A team may withdraw during the event with a reason: it is not
//     paired again and its results stay in the standings, marked.
//   - A field too small for the rounds (8 teams cannot play 9 rounds
//     without a repeat) is refused at the draw with the most it can play;
//     the arbiters change the number of rounds before the draw
//     (Configure, a decision with its reason). Once the rounds paired are
//     closed the arbiters may also finish the event early by a decision
//     (Finish with a reason), so an event can always be ended.
//   - One child plays for one team (K1): a roster is refused when a
//     player has the rating ID of, or the same name (names.Key) and year
//     of birth as, a player of another team entered.
//   - A double forfeit ("--", neither player came) scores for neither
//     team; the match then shares fewer than 13 points and its match
//     points go by what the two teams scored (6:6 is a drawn match). In
//     the rating export both games are forfeit losses, unrated.
//   - Standings, prizes and pairings use closed rounds only; a result
//     changed after the round is closed is a correction with a logged
//     reason; it moves the standings but never a pairing already made.
//   - Admission (K7, the commission): a roster that breaks K1 or K2 is
//     never entered; the committee may record its refusal (RefuseTeam, a
//     decision with its reason, kept with the roster and its violations),
//     and may refuse an eligible roster for a reason of its own (a missing
//     document). The school may present a corrected roster.
//   - The draw (Begin) and the pairing of round 1 go to the log as one
//     commit (Batch): the lot and the round it decides are one act.
//   - Absent players: a board whose player does not come loses by forfeit
//     ("-+" or "+-" from the other side); a team that does not come loses
//     all 13 games by forfeit; when neither player of a game comes it is
//     a double forfeit "--" (see above). The arbiters enter these like any
//     result; the regulation names no other penalty.
//   - The round-1 draw at 23:59 (K7) happens by itself when the arbiters
//     schedule it (ScheduleDraw, a decision): the server's clock makes
//     it at that time, stamped with it, as Begin by hand would. A draw
//     the engine refuses then (too few teams) is logged and waits for
//     the arbiters.
//   - Rosters are fixed at the draw: the regulation has no reserves (six
//     people, five boards), so a player replaced before the draw is a
//     roster correction with its reason (AmendRoster), and a player who
//     cannot play after it loses the games by forfeit; board prizes and
//     the rating stay with the child who played.
//   - A pairing is published as it is made (the public page shows it at
//     once). The arbiters change it only by a decision with its reason:
//     the latest round's pairing is taken back before any of its results
//     (UndoPairing; round 1, the draw's lot, stays) and paired again, by
//     the engine or by hand.
//   - The arbiters (the server's jury password, logged as "arbiter") do
//     everything the organizer does but create an event.
//
// The decisions are shown on the public page ("Правила, где регламент
// молчит") and the pairing sheets print the time controls (K6).
//
// Programme (K6, K7): the time controls and the schedule are data; Next
// gives the next programme item for a time, Sheet prints a round's pairing
// sheet with the time controls.
//
// The pattern is the one of packages swiss and festival: commands return
// events or a *turnir.Error and never change the state; Apply folds the
// events; every human decision is an event with its actor and reason; the
// pairing is stored (RoundPaired) and never recomputed on replay; lots come
// from the committed seed via turnir.Seed.Rand. Simulate plays a whole
// event with seeded bots through the commands.
package teamchess
