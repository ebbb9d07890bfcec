package puzzleswiss

import (
	"strings"
	"time"

	"turnir"
	"turnir/es"
	"turnir/names"
	"turnir/puzzleswiss/puzzle"
)

// System is the actor of events the clock causes.
const System = "system"

// Create returns the event that opens a tournament. The seed's commitment
// is published now; the seed itself is revealed at the draw (Lots).
func Create(m es.Meta, id, name string, settings Settings, commitment string) ([]turnir.Event, error) {
	if err := es.ValidID(id); err != nil {
		return nil, err
	}
	if strings.TrimSpace(name) != "" {
		clean, err := names.CleanLen(name, MaxTitle)
		if err != nil {
			return nil, err
		}
		name = clean
	}
	return create(m, id, name, settings, commitment)
}

// MaxTitle is the longest tournament name, in characters.
const MaxTitle = 200

// create is Create for a name already cleaned. Verify re-runs it, not
// Create: a log written before names were cleaned may hold a title the
// rule now refuses, and that log must still verify.
func create(m es.Meta, id, name string, settings Settings, commitment string) ([]turnir.Event, error) {
	if strings.TrimSpace(name) == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "the tournament needs a name", "у турнира должно быть название")
	}
	if err := settings.Validate(); err != nil {
		return nil, err
	}
	if len(commitment) != 64 {
		return nil, turnir.Errorf(turnir.EINVALID, "the seed commitment must be a SHA-256 in hex", "обязательство жребия должно быть SHA-256 в шестнадцатеричном виде")
	}
	return []turnir.Event{turnir.NewEvent(EvCreated, m.At, m.Actor, Created{ID: id, Name: name, Settings: settings, Commitment: commitment})}, nil
}

func (t *Tournament) inRegistration() error {
	switch t.Phase {
	case PhaseRegistration:
		return nil
	case "":
		return turnir.Errorf(turnir.ENOTFOUND, "no such tournament", "нет такого турнира")
	default:
		return turnir.Errorf(turnir.ECONFLICT, "registration is closed: the round-1 draw has been made (P2, P3)",
			"регистрация закрыта: жеребьёвка первого тура уже проведена (P2, P3)")
	}
}

// ChangeSettings replaces the settings; allowed until the draw.
func (t *Tournament) ChangeSettings(m es.Meta, s Settings) ([]turnir.Event, error) {
	if err := t.inRegistration(); err != nil {
		return nil, err
	}
	if err := s.Validate(); err != nil {
		return nil, err
	}
	e := turnir.NewEvent(EvSettingsChanged, m.At, m.Actor, SettingsChanged{Settings: s})
	e.Reason = m.Reason
	return []turnir.Event{e}, nil
}

// Register adds a solver (P2): only while registration is open.
func (t *Tournament) Register(id, name, tokenHash string, at time.Time) ([]turnir.Event, error) {
	if err := t.inRegistration(); err != nil {
		return nil, err
	}
	// The duplicate check comes first and compares Keys, so "Alice" with a
	// zero-width space is refused as the Alice already registered: that is
	// what the person sees on the standings, and the clearer message.
	if s, dup := t.SolverNamed(name); dup && names.Key(name) != "" {
		return nil, turnir.Errorf(turnir.ECONFLICT, "%q is already registered; add a city or a middle name to tell them apart",
			"%q уже зарегистрирован; добавьте город или отчество, чтобы различать участников", names.Printable(s.Name))
	}
	name, err := names.Clean(name)
	if err != nil {
		return nil, err
	}
	return t.register(id, name, tokenHash, at)
}

// register is Register for a name already cleaned. Verify re-runs it, not
// Register: a log written before the name rule (names/) may hold a name
// the rule now refuses, and that log must still verify.
func (t *Tournament) register(id, name, tokenHash string, at time.Time) ([]turnir.Event, error) {
	if err := t.inRegistration(); err != nil {
		return nil, err
	}
	if _, dup := t.Solvers[id]; dup || id == "" {
		return nil, turnir.Errorf(turnir.ECONFLICT, "solver id %q is taken", "идентификатор %q занят", id)
	}
	return []turnir.Event{turnir.NewEvent(EvRegistered, at, id, Registered{ID: id, Name: name, TokenHash: tokenHash})}, nil
}

// Withdraw removes a solver before the round-1 draw (P3).
func (t *Tournament) Withdraw(m es.Meta, id string) ([]turnir.Event, error) {
	if err := t.inRegistration(); err != nil {
		return nil, turnir.Errorf(turnir.ECONFLICT, "withdrawal is possible only before the round-1 draw (P3); an absent solver simply scores nothing",
			"отказаться от участия можно только до жеребьёвки первого тура (P3); неявившийся участник просто не получает очков")
	}
	s, err := t.solver(id)
	if err != nil {
		return nil, err
	}
	if s.Withdrawn {
		return nil, turnir.Errorf(turnir.ECONFLICT, "%s has already withdrawn", "%s уже отказался от участия", s.Name)
	}
	return []turnir.Event{turnir.NewEvent(EvWithdrew, m.At, m.Actor, Withdrew{ID: id})}, nil
}

// Disqualify removes a solver from all later draws; past results stay,
// marked (DQ2). The reason is required and logged (DQ1).
func (t *Tournament) Disqualify(m es.Meta, id string) ([]turnir.Event, error) {
	if t.Phase == "" || t.Phase == PhaseFinished {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the tournament is not running", "турнир не идёт")
	}
	s, err := t.solver(id)
	if err != nil {
		return nil, err
	}
	if !s.Active() {
		return nil, turnir.Errorf(turnir.ECONFLICT, "%s no longer takes part", "%s уже не участвует", s.Name)
	}
	if strings.TrimSpace(m.Reason) == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "a disqualification needs a reason", "для дисквалификации нужна причина")
	}
	e := turnir.NewEvent(EvDisqualified, m.At, m.Actor, Disqualified{ID: id})
	e.Reason = m.Reason
	return []turnir.Event{e}, nil
}

// Begin closes registration (P2), reveals the seed, draws the lot numbers
// and fixes the number of rounds (P1). Round 1 is drawn by Advance right
// after and opens at firstRoundAt.
func (t *Tournament) Begin(m es.Meta, seed turnir.Seed, firstRoundAt time.Time) ([]turnir.Event, error) {
	if err := t.inRegistration(); err != nil {
		return nil, err
	}
	if !turnir.VerifyCommitment(seed, t.Commitment) {
		return nil, turnir.Errorf(turnir.EINVALID, "this seed does not match the published commitment %s", "этот жребий не совпадает с опубликованным обязательством %s", t.Commitment)
	}
	n := 0
	for _, s := range t.Solvers {
		if s.Active() {
			n++
		}
	}
	if n < t.Settings.MinParticipants {
		return nil, turnir.Errorf(turnir.ECONFLICT, "solvers registered: %d; the regulation needs at least %d", "зарегистрировано участников: %d; по регламенту нужно не меньше %d", n, t.Settings.MinParticipants)
	}
	rounds := t.Settings.Rounds
	if rounds == 0 {
		rounds = AutoRounds(n)
	} else if rounds > n-1 {
		return nil, turnir.Errorf(turnir.ECONFLICT, "rounds: %d, solvers: %d; so many rounds cannot be played without repeats (at most %d)",
			"туров: %d, участников: %d; столько туров нельзя сыграть без повторных встреч (не больше %d)", rounds, n, n-1)
	}
	if firstRoundAt.Before(m.At) {
		firstRoundAt = m.At
	}
	return []turnir.Event{turnir.NewEvent(EvBegun, m.At, m.Actor, Begun{Seed: seed.String(), Lots: t.drawLots(seed), Rounds: rounds, FirstRoundAt: firstRoundAt})}, nil
}

// running returns the round that accepts Start and Check at time at.
func (t *Tournament) running(at time.Time) (*Round, error) {
	r := t.Current()
	switch {
	case t.Phase == PhaseRunning && r != nil && r.N > 1 && (!r.Opened || at.Before(r.OpenedAt)):
		// Between rounds, as a press just after an end finds it once the
		// clock has caught up: the close and the next draw are made.
		return nil, turnir.Errorf(turnir.ECONFLICT, "round %d is over; round %d has not opened yet", "тур %d окончен; тур %d ещё не начался", r.N-1, r.N)
	case t.Phase != PhaseRunning || r == nil || !r.Opened || at.Before(r.OpenedAt):
		// A press stamped before the opening that reaches the log after
		// it (requests queue) is still before the round.
		return nil, turnir.Errorf(turnir.ECONFLICT, "no round is running now", "сейчас тур не идёт")
	case !r.PausedAt.IsZero():
		return nil, turnir.Errorf(turnir.ECONFLICT, "round %d is paused by the organizer", "тур %d приостановлен организатором", r.N)
	case r.Closed || !at.Before(r.EndsAt):
		return nil, turnir.Errorf(turnir.ECONFLICT, "round %d is over", "тур %d окончен", r.N)
	}
	return r, nil
}

// Start records the solver's Start press (P9): their timer starts now; the
// round is not extended. A second press changes nothing.
func (t *Tournament) Start(id string, at time.Time) ([]turnir.Event, error) {
	r, err := t.running(at)
	if err != nil {
		return nil, err
	}
	if _, in := r.Opponent(id); !in {
		return nil, turnir.Errorf(turnir.EFORBIDDEN, "you are not in the draw of round %d", "вас нет в жеребьёвке тура %d", r.N)
	}
	if s := t.Solvers[id]; s != nil && s.Disqualified {
		return nil, turnir.Errorf(turnir.EFORBIDDEN, "you have been disqualified: %s", "вы дисквалифицированы: %s", s.DQReason)
	}
	if _, done := r.Started[id]; done {
		return nil, nil
	}
	return []turnir.Event{turnir.NewEvent(EvStarted, at, id, Started{Round: r.N, ID: id})}, nil
}

// Check judges an answer (P10): right or wrong, any number of attempts,
// wrong ones cost nothing. A Check after the round's end is refused (P9).
func (t *Tournament) Check(id, answer string, at time.Time) ([]turnir.Event, bool, error) {
	r, err := t.running(at)
	if err != nil {
		return nil, false, err
	}
	if s := t.Solvers[id]; s != nil && s.Disqualified {
		return nil, false, turnir.Errorf(turnir.EFORBIDDEN, "you have been disqualified: %s", "вы дисквалифицированы: %s", s.DQReason)
	}
	if _, ok := r.Started[id]; !ok {
		if _, in := r.Opponent(id); !in {
			return nil, false, turnir.Errorf(turnir.EFORBIDDEN, "you are not in the draw of round %d", "вас нет в жеребьёвке тура %d", r.N)
		}
		return nil, false, turnir.Errorf(turnir.ECONFLICT, "press Start first", "сначала нажмите «Старт»")
	}
	if _, done := r.Solved[id]; done {
		return nil, false, turnir.Errorf(turnir.ECONFLICT, "you have already solved round %d", "вы уже решили задачу тура %d", r.N)
	}
	if r.N > len(t.Puzzles) {
		return nil, false, turnir.Errorf(turnir.ECONFLICT, "no puzzle has been set for round %d", "для тура %d не задана головоломка", r.N)
	}
	if wait := t.Settings.CheckRate.Wait(r.buckets[id], at); wait > 0 {
		return nil, false, CheckRateRefusal(wait) // P10: the budget the log holds (rate.go)
	}
	ok, err := t.Puzzles[r.N-1].Check(answer)
	if err != nil {
		return nil, false, err // not an answer at all: not an attempt either
	}
	return []turnir.Event{turnir.NewEvent(EvChecked, at, id, Checked{Round: r.N, ID: id, Answer: answer, Correct: ok})}, ok, nil
}

// EnterResult sets a solver's result of a round that is not closed yet by
// hand (results run elsewhere, a committee decision); it overrides what the
// buttons recorded. The reason is logged.
func (t *Tournament) EnterResult(m es.Meta, round int, id string, solved bool, d time.Duration) ([]turnir.Event, error) {
	r := t.Round(round)
	if r == nil || t.Phase != PhaseRunning {
		return nil, turnir.Errorf(turnir.ENOTFOUND, "round %d has not been drawn", "тур %d ещё не разыгран", round)
	}
	if r.Closed {
		return nil, turnir.Errorf(turnir.ECONFLICT, "round %d is closed; its results are final", "тур %d закрыт, его результаты окончательны", round)
	}
	if _, in := r.Opponent(id); !in {
		return nil, turnir.Errorf(turnir.EINVALID, "%s is not in the draw of round %d", "%s нет в жеребьёвке тура %d", id, round)
	}
	if solved && (d < 0 || d > t.Settings.RoundLength.D()) {
		return nil, turnir.Errorf(turnir.EINVALID, "a solving time must be between 0 and the round length %v", "время решения должно быть от 0 до длины тура %v", t.Settings.RoundLength)
	}
	if !solved {
		d = 0
	}
	e := turnir.NewEvent(EvResultEntered, m.At, m.Actor, ResultEntered{Round: round, ID: id, Solved: solved, Time: d.Truncate(time.Millisecond)})
	e.Reason = m.Reason
	return []turnir.Event{e}, nil
}

// Statement returns the puzzle of the running round for solver id, only
// after the round has opened and the solver has pressed Start (P9): never
// before, and never the key.
func (t *Tournament) Statement(id string, at time.Time) (puzzle.Statement, error) {
	r, err := t.running(at)
	if err != nil {
		return puzzle.Statement{}, err
	}
	if _, ok := r.Started[id]; !ok {
		return puzzle.Statement{}, turnir.Errorf(turnir.ECONFLICT, "press Start to see the puzzle", "нажмите «Старт», чтобы увидеть головоломку")
	}
	if r.N > len(t.Puzzles) {
		return puzzle.Statement{}, turnir.Errorf(turnir.ECONFLICT, "no puzzle has been set for round %d", "для тура %d не задана головоломка", r.N)
	}
	return t.Puzzles[r.N-1].Public(), nil
}

// SetPuzzles stores the puzzle set; allowed until the first round that it
// changes has opened.
func (t *Tournament) SetPuzzles(m es.Meta, set puzzle.Set) ([]turnir.Event, error) {
	if t.Phase == "" || t.Phase == PhaseFinished {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the tournament is not open", "турнир не открыт")
	}
	if err := set.Validate(); err != nil {
		return nil, err
	}
	for _, r := range t.Rounds {
		if r.Opened && (r.N > len(set.Puzzles) || r.N > len(t.Puzzles) ||
			set.Puzzles[r.N-1].ID != t.Puzzles[r.N-1].ID) {
			return nil, turnir.Errorf(turnir.ECONFLICT, "round %d has already been played with its puzzle", "тур %d уже сыгран со своей головоломкой", r.N)
		}
	}
	return []turnir.Event{turnir.NewEvent(EvPuzzlesSet, m.At, m.Actor, PuzzlesSet{Puzzles: set.Puzzles})}, nil
}
