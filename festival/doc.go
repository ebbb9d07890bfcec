// Package festival is one quiz event — a quiz festival or a cup day — as
// an event-sourced aggregate: the teams with their rosters, the players and
// coaches, and the competitions held inside the event, all in one stream.
//
// Each competition is a package of its own, under this folder: the team
// quiz cup (teamcup/, over the engine cup), the Brain-ring tournament
// (brainringtournament/, over brainring), the Svoya igra tournament
// (svoyatournament/, over svoya) and the solyanka (solyanka/, over quiz).
// Each holds its state, events, folds, commands and views, and sees the
// event only through register/: the teams, players and coaches with their
// disqualification marks, the lots and the history, which the festival
// owns. No competition imports another.
//
// The festival composes them through one shape, Competition
// (competition.go; declared for each in cup.go, brainring.go, svoya.go,
// solyanka.go): the event types it folds, how to fold one, whether the
// festival holds it, how to copy its state for a trial and what a
// disqualification does to it. Apply hands every event to its
// competition, a disqualification (one event) is told to each competition
// held, Holds says which a festival holds, and each competition's commands
// and views are one-line methods of Festival, so the server, the CLI and
// the exports call one aggregate. The festival's own commands (people,
// rulings, lots), the batches that span competitions (batch.go), the
// views of the whole event (teams, lots, history) and the audit stay here:
// verify.go holds how the festival's and the cup's events are re-made, the
// Brain-ring and Svoya igra register theirs in brainring_verify.go and
// svoya_verify.go; demo*.go build the demo logs and brainring_sim.go and
// svoya_sim.go play the competitions through the festival's commands.
//
// The pattern is the one of package puzzleswiss. A Festival is the fold of Apply
// over its events. Commands are methods that look at the current state and
// return the events that record their decision, or a *turnir.Error in
// English and Russian; they never change the state. To validate an engine
// input a command replays it on a deep copy of the engine value (es.Clone,
// never a JSON round trip) and refuses what the engine refuses, so C1, C2 and the other
// rules of the engines surface unchanged. Apply then replays the very same
// input on the real engine value: every event is an engine input, never a
// computed outcome, except the lots, whose drawn result is stored so that a
// replay never draws again.
//
// Lots (C4, C5, C6): the organizer publishes the SHA-256 of a secret seed
// for a lot's purpose (LotCommitted) before the draw; DrawLot checks the
// revealed seed against it, draws with cup.Cup.Draw from
// seed.Rand(step.Purpose()) and stores the draw and the seed (CupLotDrawn).
// A published commitment cannot be replaced, so the organizer cannot try
// seeds until one suits.
//
// DQ1 and DQ2: a committee decision (CommitteeDecided) and a
// disqualification of a player, a team or a coach (Disqualified) are events
// with their author (the event's Actor) and a required reason. Every applied
// event, corrections included, stays in History with who, when and why, for
// the jury page: a correction is a new event and the old entry stays.
//
// Verify re-checks a log: every event is re-made by its command on the state
// before it, and every lot's seed is checked against its commitment and
// re-drawn (`turnir verify`). DemoCup and DemoFestival build demo logs
// through the same commands.
//
// Decisions taken where the regulations are silent:
//   - A disqualified player may not be put on a cup roster or a final
//     line-up again; results already entered stand (DQ2 "past results stay").
//   - A disqualified team is disqualified in the cup too (cup.Cup.Disqualify
//     decides what that means there); in the solyanka it keeps its points
//     and is marked unplaced by Festival.SolyankaTable.
//   - A commitment may be published at any time before its draw; the jury
//     page shows the version at which it was published.
//
// Brain-ring (brainringtournament/, F1-F7), where the regulations are silent:
//   - A disqualified team's complete fights stand; its unfinished group
//     fights count as lost 0:N and its undecided play-off match is
//     forfeited whole (a semi-finalist forfeits the 3rd-place match too).
//     It is unplaced and the others close up, but a team already in the
//     play-off keeps its group place.
//   - A group's lot is one random order of the whole group, drawn once,
//     allowed only when every fight is in and a tie touches a qualifying
//     place (a tie for 1st counts: it decides the seeding).
//   - A correction that leaves a match no longer level voids its extra
//     questions (they stay in History).
//
// Svoya igra (svoyatournament/, S1-S12), where the regulations are silent:
//   - A disqualified player leaves every fight with no answer yet; a fight
//     under way keeps what they scored. They are unplaced and never go on.
//   - A committee order is accepted only for an exact tie, with a reason:
//     after the qualifying closes, on a venue table once its fights are
//     closed, or in a play-off fight after a shootout left the tie.
//   - The S3 seat draw is allowed only while no qualifying mark exists.
//   - Below the final, players out in the same round share the places of
//     their fight place there (two semi-final 3rds share "5-6").
package festival
