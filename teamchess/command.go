package teamchess

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"turnir"
	"turnir/es"
	"turnir/labels"
	"turnir/names"
)

// Create returns the event that opens an event's stream. The seed's
// commitment is published now; the seed is revealed at the draw (Begin).
func Create(m es.Meta, id, name string, cfg Config, commitment string) ([]turnir.Event, error) {
	if err := es.ValidID(id); err != nil {
		return nil, err
	}
	// The name goes into every page's title, the exports and the rating
	// file: the same check as a team's or a player's (names.Clean), with
	// a title's length. Verify re-runs create, so older logs still verify.
	if strings.TrimSpace(name) != "" {
		clean, err := names.CleanLen(name, MaxTitle)
		if err != nil {
			return nil, err
		}
		name = clean
	}
	return create(m, id, name, cfg, commitment)
}

// MaxTitle is the longest event name, in characters (as a tournament's).
const MaxTitle = 200

// create is Create without the id rule, which came later: Verify re-runs
// it, so an older log verifies as it was written.
func create(m es.Meta, id, name string, cfg Config, commitment string) ([]turnir.Event, error) {
	if strings.TrimSpace(id) == "" || strings.TrimSpace(name) == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "an event needs an ID and a name", "у турнира должны быть идентификатор и название")
	}
	if len(commitment) != 64 {
		return nil, turnir.Errorf(turnir.EINVALID, "the seed commitment must be a SHA-256 in hex", "обязательство жребия должно быть SHA-256 в шестнадцатеричном виде")
	}
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	return es.At(m.At, m.Actor, "").One(EvCreated, Created{ID: id, Name: name, Config: cfg, Commitment: commitment})
}

func (t *Tournament) inRegistration() error {
	switch t.Phase {
	case PhaseRegistration:
		return nil
	case "":
		return turnir.Errorf(turnir.ENOTFOUND, "no such event", "нет такого турнира")
	}
	return turnir.Errorf(turnir.ECONFLICT, "registration is closed: the round-1 draw has been made", "регистрация закрыта: жеребьёвка первого тура проведена")
}

// CheckRoster is what admitting r would say of it, without entering it:
// a name or date that is not one (refused as admission refuses it), else
// every violation of the regulation (K1, K2), none when it may play. The
// page's "check" says what "admit" then does.
//
// It runs admission's own checks in admission's order (so a roster that
// "check" passes is never refused by "admit"): the roster's names and
// dates (a year taken from a date of birth given alone), the regulation,
// then what only the entered teams can say, a team of the same name and
// a player who already plays for another school (K1), refused as
// admission refuses them.
func (t *Tournament) CheckRoster(r Roster) ([]Violation, error) {
	c, err := cleanRoster(r)
	if err != nil {
		return nil, err
	}
	for i := range c.Players {
		if err := checkBirthDate(&c.Players[i], i+1); err != nil {
			return nil, err
		}
	}
	if vs := t.Config.Check(c); len(vs) > 0 {
		return vs, nil
	}
	if _, err := t.admit(t.NextTeamID(), r); err != nil {
		return nil, err
	}
	return nil, nil
}

// admit checks a roster for the team id (K1, K2) and fills in missing
// player IDs as "<team>-<board>". Player IDs are unique in the event: no
// one plays for two teams.
func (t *Tournament) admit(id string, r Roster) (Roster, error) {
	// The duplicate check comes before cleaning, so a name that reads as an
	// entered team's (with a zero-width space, say) is refused as that team.
	for _, other := range t.Order {
		if tm := t.Teams[other]; other != id && !tm.Withdrawn && r.Name != "" && fold(tm.Roster.Name) == fold(r.Name) {
			return r, turnir.Errorf(turnir.ECONFLICT, "a team named %q is already entered", "команда %q уже заявлена", names.Printable(tm.Roster.Name))
		}
	}
	r, err := cleanRoster(r)
	if err != nil {
		return r, err
	}
	for i := range r.Players {
		p := &r.Players[i]
		if p.ID == "" {
			p.ID = fmt.Sprintf("%s-%d", id, i+1)
		}
		if err := checkBirthDate(p, i+1); err != nil {
			return r, err
		}
	}
	if err := RosterError(r.Name, t.Config.Check(r)); err != nil {
		return r, err
	}
	for _, other := range t.Order {
		tm := t.Teams[other]
		if other == id || tm.Withdrawn {
			continue
		}
		for _, p := range tm.Roster.Players {
			for b, q := range r.Players {
				if p.ID == q.ID {
					return r, turnir.Errorf(turnir.ECONFLICT, "board %d (%s): player ID %s already plays for %s",
						"доска %d (%s): игрок с идентификатором %s уже заявлен за команду %s", b+1, q.Name, q.ID, tm.Roster.Name)
				}
				if samePerson(p, q) {
					return r, turnir.Errorf(turnir.ECONFLICT, "board %d (%s): this player already plays for %s (K1: one team a player)",
						"доска %d (%s): этот игрок уже заявлен за команду %s (K1: игрок выступает за одну команду)", b+1, q.Name, tm.Roster.Name)
				}
			}
		}
	}
	return r, nil
}

// samePerson reports whether two roster entries are one child: the same
// rating ID (Russian or FIDE), or the same name (as names.Key compares
// them) and year of birth, unless both dates of birth are given and
// differ. Generated player IDs differ between teams, so they prove
// nothing.
func samePerson(p, q Player) bool {
	if (p.RatingID != "" && p.RatingID == q.RatingID) || (p.FideID != "" && p.FideID == q.FideID) {
		return true
	}
	if p.BirthDate != "" && q.BirthDate != "" && p.BirthDate != q.BirthDate {
		return false // namesakes born the same year, on other days
	}
	return p.Name != "" && fold(p.Name) == fold(q.Name) && p.BirthYear == q.BirthYear
}

// RegisterTeam admits a team whose roster is eligible (K1, K2); an
// ineligible one is refused with every violation, board by board.
func (t *Tournament) RegisterTeam(m es.Meta, id string, r Roster) ([]turnir.Event, error) {
	if err := t.inRegistration(); err != nil {
		return nil, err
	}
	if strings.TrimSpace(id) == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "a team needs an ID", "у команды должен быть идентификатор")
	}
	if _, dup := t.Teams[id]; dup {
		return nil, turnir.Errorf(turnir.ECONFLICT, "team ID %q is taken", "идентификатор команды %q занят", id)
	}
	r, err := t.admit(id, r)
	if err != nil {
		return nil, err
	}
	return es.At(m.At, m.Actor, "").One(EvTeamRegistered, TeamRegistered{ID: id, Roster: r})
}

// RefuseTeam records the admission committee's refusal of a roster before
// the draw, a decision with its reason, with every violation the
// regulation finds in it (K1, K2). It enters nothing.
func (t *Tournament) RefuseTeam(m es.Meta, r Roster) ([]turnir.Event, error) {
	if err := t.inRegistration(); err != nil {
		return nil, err
	}
	if strings.TrimSpace(m.Reason) == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "a refusal needs a reason", "для отказа в допуске нужна причина")
	}
	r, err := cleanRoster(r)
	if err != nil {
		return nil, err
	}
	vs := t.Config.Check(r)
	if vs == nil {
		vs = []Violation{}
	}
	return m.One(EvTeamRefused, TeamRefused{Roster: r, Violations: vs})
}

// UndoPairing takes back the pairing of the latest round, a decision with
// its reason, while none of its results has been entered (K3: the
// arbiters change a published pairing only by a logged decision). The
// round is paired again afterwards. Round 1 is the draw's own and stays.
func (t *Tournament) UndoPairing(m es.Meta) ([]turnir.Event, error) {
	r := t.Current()
	if t.Phase != PhaseRunning || r == nil {
		return nil, turnir.Errorf(turnir.ECONFLICT, "no round is paired", "ни один тур не составлен")
	}
	if r.Closed {
		return nil, turnir.Errorf(turnir.ECONFLICT, "round %d is closed", "тур %d закрыт", r.N)
	}
	if r.N == 1 {
		return nil, turnir.Errorf(turnir.ECONFLICT, "round 1 is paired by the draw's lot and stays", "1-й тур составлен жребием и не отменяется")
	}
	for _, res := range r.Results {
		for _, x := range res {
			if x != "" {
				return nil, turnir.Errorf(turnir.ECONFLICT, "round %d already has results; correct them instead", "в туре %d уже есть результаты; исправьте их", r.N)
			}
		}
	}
	if strings.TrimSpace(m.Reason) == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "taking back a pairing needs a reason", "для отмены жеребьёвки нужна причина")
	}
	return m.One(EvPairingUndone, PairingUndone{Round: r.N})
}

// ScheduleDraw sets the time at which the round-1 draw happens by itself
// (K7), or cancels it with a zero at. The draw itself is Begin, run by
// the clock (DrawDue).
func (t *Tournament) ScheduleDraw(m es.Meta, at time.Time) ([]turnir.Event, error) {
	if err := t.inRegistration(); err != nil {
		return nil, err
	}
	if !at.IsZero() && at.Before(m.At) {
		return nil, turnir.Errorf(turnir.EINVALID, "the draw cannot be scheduled in the past (%s)", "нельзя назначить жеребьёвку на прошедшее время (%s)", at.Format(time.RFC3339))
	}
	return es.At(m.At, m.Actor, m.Reason).One(EvDrawScheduled, DrawScheduled{At: at})
}

// DrawDue reports whether the scheduled round-1 draw is due at now.
func (t *Tournament) DrawDue(now time.Time) bool {
	return t.Phase == PhaseRegistration && !t.DrawAt.IsZero() && !now.Before(t.DrawAt)
}

func (t *Tournament) team(id string) (*Team, error) {
	tm := t.Teams[id]
	if tm == nil {
		return nil, turnir.Errorf(turnir.ENOTFOUND, "no team %q", "нет команды %q", id)
	}
	return tm, nil
}

// AmendRoster replaces a team's roster before the draw, checked like a
// registration; the reason is logged.
func (t *Tournament) AmendRoster(m es.Meta, id string, r Roster) ([]turnir.Event, error) {
	if err := t.inRegistration(); err != nil {
		return nil, err
	}
	if _, err := t.team(id); err != nil {
		return nil, err
	}
	if strings.TrimSpace(m.Reason) == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "a roster correction needs a reason", "для исправления состава нужна причина")
	}
	r, err := t.admit(id, r)
	if err != nil {
		return nil, err
	}
	return m.One(EvRosterAmended, RosterAmended{ID: id, Roster: r})
}

// WithdrawTeam removes a team: before the draw it simply leaves; during
// the event (a team that leaves, or a committee's exclusion) it is not
// paired again, its past results stay in the standings, marked, and a
// reason is required. The match of a round already paired is settled by
// entering its games (forfeits).
func (t *Tournament) WithdrawTeam(m es.Meta, id string) ([]turnir.Event, error) {
	switch t.Phase {
	case PhaseRegistration:
	case PhaseRunning:
		if strings.TrimSpace(m.Reason) == "" {
			return nil, turnir.Errorf(turnir.EINVALID, "a withdrawal during the event needs a reason", "для снятия команды во время турнира нужна причина")
		}
	default:
		return nil, t.inRegistration()
	}
	tm, err := t.team(id)
	if err != nil {
		return nil, err
	}
	if tm.Withdrawn {
		return nil, turnir.Errorf(turnir.ECONFLICT, "team %s has already withdrawn", "команда %s уже снялась", tm.Roster.Name)
	}
	return m.One(EvTeamWithdrawn, TeamWithdrawn{ID: id})
}

// Begin closes registration, reveals the seed and draws the lots: every
// team gets a lot number from seed.Rand("lots"), the starting order is by
// the sum of the players' ratings (higher first) then by lot, and the
// colour of the first team in round 1 is drawn from seed.Rand("colour").
// Round 1 is then paired by PairRound.
func (t *Tournament) Begin(m es.Meta, seed turnir.Seed) ([]turnir.Event, error) {
	if err := t.inRegistration(); err != nil {
		return nil, err
	}
	if !turnir.VerifyCommitment(seed, t.Commitment) {
		return nil, turnir.Errorf(turnir.EINVALID, "this seed does not match the published commitment %s", "этот жребий не совпадает с опубликованным обязательством %s", t.Commitment)
	}
	ids := t.entered()
	n := len(ids)
	if n < t.Config.MinTeams {
		return nil, turnir.Errorf(turnir.ECONFLICT, "teams entered: %d; the regulation needs at least %d", "заявлено команд: %d; по регламенту нужно не меньше %d", n, t.Config.MinTeams)
	}
	// Without repeats a team meets at most n-1 others, plus one bye when
	// n is odd.
	if most := n - 1 + n%2; most < t.Config.Rounds {
		// "2 команды не могут сыграть 9 туров": the count's noun and its
		// verb agree with the number (labels.Plural).
		return nil, turnir.Errorf(turnir.ECONFLICT, "%[1]s cannot play %[3]s without meeting twice (at most %[5]d)",
			"%[2]s не %[6]s сыграть %[4]s без повторных встреч (не больше %[5]d)",
			labels.Count("en", "count.team", n), labels.Count("ru", "count.team", n),
			labels.Count("en", "count.round", t.Config.Rounds), labels.Count("ru", "count.round", t.Config.Rounds), most,
			labels.Plural(n, "может", "могут", "могут"))
	}
	return es.At(m.At, m.Actor, "").One(EvBegun, t.draw(seed, ids))
}

// draw makes the lots of Begin for the teams ids from seed.
func (t *Tournament) draw(seed turnir.Seed, ids []string) Begun {
	perm := turnir.Shuffle(seed.Rand("lots"), len(ids))
	lots := map[string]int{}
	for i, id := range ids {
		lots[id] = perm[i] + 1
	}
	start := append([]string(nil), ids...)
	sort.SliceStable(start, func(i, j int) bool {
		a, b := t.Teams[start[i]], t.Teams[start[j]]
		if a.Rating() != b.Rating() {
			return a.Rating() > b.Rating()
		}
		return lots[a.ID] < lots[b.ID]
	})
	colour := "w"
	if seed.Rand("colour").IntN(2) == 1 {
		colour = "b"
	}
	return Begun{Seed: seed.String(), Lots: lots, Start: start, InitialColour: colour}
}

// entered returns the teams in the draw: registered and not withdrawn.
func (t *Tournament) entered() []string {
	var ids []string
	for _, id := range t.Order {
		if !t.Teams[id].Withdrawn {
			ids = append(ids, id)
		}
	}
	return ids
}

// PairRound pairs the next round by the FIDE Dutch system with game points
// as the score (K3) and stores the pairing as made. When the engine finds
// no pairing, the no-repeat fallback pairs the round (see fallbackPairing);
// when the pairing would leave a later round without a pairing free of
// repeats, the look-ahead pairs it instead (lookahead.go). Either way the
// event says so in its reason; only when no pairing without a repeat
// exists at all is the command refused.
func (t *Tournament) PairRound(m es.Meta) ([]turnir.Event, error) {
	if t.Phase != PhaseRunning {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the event is not running", "турнир не идёт")
	}
	if r := t.Current(); r != nil && !r.Closed {
		return nil, turnir.Errorf(turnir.ECONFLICT, "round %d is not closed yet", "тур %d ещё не закрыт", r.N)
	}
	if len(t.Rounds) >= t.Config.Rounds {
		return nil, turnir.Errorf(turnir.ECONFLICT, "all %[1]s have been paired", "все туры (%[3]d) уже составлены", labels.Count("en", "count.round", t.Config.Rounds), "", t.Config.Rounds)
	}
	d, why, err := t.enginePairing()
	if err == nil && !t.completable(d) {
		if la, ok := t.lookAheadPairing(); ok {
			return es.At(m.At, m.Actor, lookAheadReason(la.Round)).One(EvRoundPaired, la)
		}
	}
	if err != nil {
		// No pairing at all: the look-ahead finds none either.
		return nil, err
	}
	return es.At(m.At, m.Actor, why).One(EvRoundPaired, d)
}

// enginePairing is the pairing of the next round by the Dutch engine, or
// by the no-repeat fallback when the engine finds none (with the reason
// to log). The error is the engine's when the fallback fails too.
func (t *Tournament) enginePairing() (RoundPaired, string, error) {
	d, err := t.pairNext()
	if err == nil {
		return d, "", nil
	}
	fb, ferr := t.fallbackPairing()
	if ferr != nil {
		return RoundPaired{}, "", err
	}
	return fb, "the Dutch engine gave no pairing (" + turnir.ErrorMessage(err, "en") + "); paired by the no-repeat fallback", nil
}

// EnterResults records results of games of one match, by slot (see
// Config.Games). Before the round is closed results may be entered,
// re-entered and cleared ("": typed into the wrong match) freely; after
// it, a change is a correction that needs a reason, which is logged, and
// no result is cleared. A correction changes the standings but never
// a pairing already made.
func (t *Tournament) EnterResults(m es.Meta, round, match int, results map[int]Result) ([]turnir.Event, error) {
	r := t.Round(round)
	if r == nil || t.Phase == "" {
		return nil, turnir.Errorf(turnir.ENOTFOUND, "round %d has not been paired", "тур %d ещё не составлен", round)
	}
	if match < 0 || match >= len(r.Matches) {
		return nil, turnir.Errorf(turnir.ENOTFOUND, "round %d has no match %d", "в туре %d нет матча %d", round, match+1)
	}
	if len(results) == 0 {
		return nil, turnir.Errorf(turnir.EINVALID, "no results given", "результаты не указаны")
	}
	if err := t.Config.checkResults(results); err != nil {
		return nil, err
	}
	if r.Closed && strings.TrimSpace(m.Reason) == "" {
		return nil, turnir.Errorf(turnir.ECONFLICT, "round %d is closed; a correction needs a reason", "тур %d закрыт; для исправления нужна причина", round)
	}
	for _, res := range results {
		if res == "" && r.Closed {
			// A closed round is complete (its standings stand on every
			// game): a result there is corrected, never taken away.
			return nil, turnir.Errorf(turnir.ECONFLICT, "round %d is closed: a result can be corrected, not cleared", "тур %d закрыт: результат можно исправить, но не стереть", round)
		}
	}
	return m.One(EvResultsEntered, ResultsEntered{Round: round, Match: match, Results: results})
}

// GameName names the game in slot of match m as the arbiters' grid does:
// "the simul of Школа 3's captain, board 4" / "сеанс капитана команды
// «Школа 3», доска 4", or "the board match, board 1" / "стыковой матч,
// доска 1" (not the slot's number, which the grid never shows).
func (t *Tournament) GameName(m Match, slot int) (en, ru string) {
	games := t.Config.Games(m)
	if slot < 0 || slot >= len(games) {
		return fmt.Sprintf("game %d", slot+1), fmt.Sprintf("в партии %d", slot+1)
	}
	g := games[slot]
	taker := g.Black
	if g.Kind == GameBoard {
		return fmt.Sprintf("the board match, board %d,", g.White.Board), fmt.Sprintf("в стыковом матче на доске %d", g.White.Board) // White and Black share the board
	}
	if taker.Team == g.Giver {
		taker = g.White
	}
	name := g.Giver
	if tm := t.Teams[g.Giver]; tm != nil {
		name = tm.Roster.Name
	}
	return fmt.Sprintf("the simul of %s's captain, board %d,", name, taker.Board),
		fmt.Sprintf("в сеансе капитана команды «%s» на доске %d", name, taker.Board)
}

// ResultsUnchanged refuses results typed over a stale page: was holds,
// for each game (slot) being entered, the result the page showed when it
// was typed ("" none), and a game another arbiter has entered since is
// ECONFLICT, so that two arbiters saving one match never overwrite each
// other unseen. A slot not in was is not checked.
func (t *Tournament) ResultsUnchanged(round, match int, was map[int]Result) error {
	r := t.Round(round)
	if r == nil || match < 0 || match >= len(r.Results) {
		return nil // EnterResults refuses it with its own words
	}
	slots := make([]int, 0, len(was))
	for slot := range was {
		slots = append(slots, slot)
	}
	slices.Sort(slots) // the first changed game named, whatever the map's order
	for _, slot := range slots {
		if slot < 0 || slot >= len(r.Results[match]) {
			continue
		}
		if now := r.Results[match][slot]; now != was[slot] {
			shown := string(now)
			if shown == "" {
				shown = "—"
			}
			en, ru := t.GameName(r.Matches[match], slot)
			return turnir.Errorf(turnir.ECONFLICT, "%[1]s was changed meanwhile (now %[2]s), perhaps by another arbiter: look at the match again before saving",
				"%[3]s за это время изменили результат (теперь %[2]s), возможно, другой судья: посмотрите на матч снова, прежде чем сохранять", en, shown, ru)
		}
	}
	return nil
}

// CloseRound ends a round once every game of every match has a result.
func (t *Tournament) CloseRound(m es.Meta, round int) ([]turnir.Event, error) {
	r := t.Round(round)
	if r == nil || t.Phase == "" {
		return nil, turnir.Errorf(turnir.ENOTFOUND, "round %d has not been paired", "тур %d ещё не составлен", round)
	}
	if r.Closed {
		return nil, turnir.Errorf(turnir.ECONFLICT, "round %d is already closed", "тур %d уже закрыт", round)
	}
	pts := map[string]int{}
	for i, mt := range r.Matches {
		w, b, done := t.Config.Score(mt, r.Results[i])
		if !done {
			return nil, turnir.Errorf(turnir.ECONFLICT, "round %d: the match %s - %s still lacks results",
				"тур %d: в матче %s - %s ещё не все результаты", round, t.Teams[mt.White].Roster.Name, t.Teams[mt.Black].Roster.Name)
		}
		pts[mt.White], pts[mt.Black] = w, b
	}
	if r.Bye != "" {
		pts[r.Bye] = t.Config.ByeGamePoints
	}
	return es.At(m.At, m.Actor, "").One(EvRoundClosed, RoundClosed{Round: round, Points: pts})
}

// Finish ends the event after the last round is closed. Earlier, once
// the rounds paired are closed, the arbiters may end it by a decision
// with its reason (the standings are then those after the last closed
// round), so an event can always be finished.
func (t *Tournament) Finish(m es.Meta) ([]turnir.Event, error) {
	if t.Phase != PhaseRunning {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the event is not running", "турнир не идёт")
	}
	if closed := t.closedRounds(); closed < t.Config.Rounds {
		if closed < len(t.Rounds) {
			return nil, turnir.Errorf(turnir.ECONFLICT, "round %d is not closed yet", "тур %d ещё не закрыт", len(t.Rounds))
		}
		if strings.TrimSpace(m.Reason) == "" {
			return nil, turnir.Errorf(turnir.ECONFLICT, "rounds closed: %d of %d; finishing early is a decision that needs a reason",
				"закрыто туров: %d из %d; досрочное завершение — решение, для него нужна причина", closed, t.Config.Rounds)
		}
		return m.One(EvFinished, Finished{})
	}
	return es.At(m.At, m.Actor, "").One(EvFinished, Finished{})
}

// Configure replaces the regulation before the draw, with the reason
// logged: the arbiters fit the number of rounds to the field (8 teams can
// play at most 7 rounds without a repeat, K3) or correct a setting. The
// rosters already entered must still be eligible under the new rules.
func (t *Tournament) Configure(m es.Meta, cfg Config) ([]turnir.Event, error) {
	if err := t.inRegistration(); err != nil {
		return nil, err
	}
	if strings.TrimSpace(m.Reason) == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "a change of the regulation needs a reason", "для изменения регламента нужна причина")
	}
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	for _, id := range t.entered() {
		if err := RosterError(t.Teams[id].Roster.Name, cfg.Check(t.Teams[id].Roster)); err != nil {
			return nil, err
		}
	}
	return m.One(EvConfigured, Configured{Config: cfg})
}

// PairManually stores a pairing made by the arbiters (when the engine
// finds none, or by a committee decision), with the reason logged. It is
// still held to K3: every team once, one bye only for an odd field, and
// no two teams meeting twice.
func (t *Tournament) PairManually(m es.Meta, matches []Match, bye string) ([]turnir.Event, error) {
	if t.Phase != PhaseRunning {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the event is not running", "турнир не идёт")
	}
	if r := t.Current(); r != nil && !r.Closed {
		return nil, turnir.Errorf(turnir.ECONFLICT, "round %d is not closed yet", "тур %d ещё не закрыт", r.N)
	}
	if len(t.Rounds) >= t.Config.Rounds {
		return nil, turnir.Errorf(turnir.ECONFLICT, "all %[1]s have been paired", "все туры (%[3]d) уже составлены", labels.Count("en", "count.round", t.Config.Rounds), "", t.Config.Rounds)
	}
	if strings.TrimSpace(m.Reason) == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "a pairing by hand needs a reason", "для ручной жеребьёвки нужна причина")
	}
	met := map[[2]string]int{}
	for _, r := range t.Rounds {
		for _, mt := range r.Matches {
			met[[2]string{mt.White, mt.Black}], met[[2]string{mt.Black, mt.White}] = r.N, r.N
		}
	}
	seen := map[string]bool{}
	use := func(id string) error {
		if _, err := t.team(id); err != nil {
			return err
		}
		if seen[id] {
			return turnir.Errorf(turnir.EINVALID, "team %s is paired twice", "команда %s в жеребьёвке дважды", t.Teams[id].Roster.Name)
		}
		seen[id] = true
		return nil
	}
	for _, mt := range matches {
		if err := use(mt.White); err != nil {
			return nil, err
		}
		if err := use(mt.Black); err != nil {
			return nil, err
		}
		if r, again := met[[2]string{mt.White, mt.Black}]; again {
			return nil, turnir.Errorf(turnir.ECONFLICT, "%s and %s already met in round %d (K3)", "%s и %s уже встречались в туре %d (K3)",
				t.Teams[mt.White].Roster.Name, t.Teams[mt.Black].Roster.Name, r)
		}
	}
	if bye != "" {
		if err := use(bye); err != nil {
			return nil, err
		}
	}
	active := 0
	for _, id := range t.Start {
		if t.Teams[id].Withdrawn {
			if seen[id] {
				return nil, turnir.Errorf(turnir.ECONFLICT, "team %s has withdrawn", "команда %s снялась с турнира", t.Teams[id].Roster.Name)
			}
			continue
		}
		active++
	}
	if len(seen) != active || (bye != "") != (active%2 == 1) {
		return nil, turnir.Errorf(turnir.EINVALID, "every one of the %[3]s must be paired once, with a bye only for an odd number",
			"каждая из %[2]s должна быть в жеребьёвке ровно один раз, без соперника — только при нечётном числе", active, labels.Count("ru", "count.team_gen", active), labels.Count("en", "count.team", active))
	}
	return m.One(EvRoundPaired, RoundPaired{Round: len(t.Rounds) + 1, Matches: matches, Bye: bye, ByHand: true})
}
