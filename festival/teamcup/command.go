package teamcup

import (
	"slices"

	"turnir"
	"turnir/cup"
	"turnir/es"
	"turnir/festival/register"
)

// cupCmd validates a cup input event by applying it to a copy of the
// festival (try) and returns it if the engine accepts it.
func (f *Festival) cupCmd(e turnir.Event) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	if f.Cup == nil {
		return nil, noCup()
	}
	return f.try(e)
}

// OpenCup adds the team quiz cup to the event with its settings.
func (f *Festival) OpenCup(m es.Meta, cfg cup.Config) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	if f.Cup != nil {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the event already has a cup", "в турнире уже есть кубок")
	}
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	return es.At(m.At, m.Actor, "").One(EvCupOpened, CupOpened{Config: cfg})
}

// checkRoster refuses players who are not this team's or are disqualified
// (DQ2); the cup checks C1 and the rest.
func (f *Festival) checkRoster(team string, players []string) error {
	t := f.Team(team)
	if t == nil {
		return register.Unknown(register.KindTeam, team)
	}
	if t.Disqualified {
		return turnir.Errorf(turnir.ECONFLICT, "team %q is disqualified (DQ2)", "команда %q дисквалифицирована (DQ2)", t.Name)
	}
	for _, id := range players {
		p := f.Player(id)
		switch {
		case p == nil || p.Team != team:
			return turnir.Errorf(turnir.EINVALID, "%q is not a player of team %q", "%q не игрок команды %q", id, t.Name)
		case p.Disqualified:
			return turnir.Errorf(turnir.ECONFLICT, "player %q is disqualified (DQ2): %s", "игрок %q дисквалифицирован (DQ2): %s", p.Name, p.DQReason)
		}
	}
	return nil
}

// EnterCupTeam enters a registered team into the cup. A nil roster takes
// every player of the team not disqualified. C1 is the cup's to enforce.
func (f *Festival) EnterCupTeam(m es.Meta, team string, roster []string) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	if f.Cup == nil {
		return nil, noCup()
	}
	if roster == nil {
		for _, id := range f.Roster(team) {
			if !f.Player(id).Disqualified {
				roster = append(roster, id)
			}
		}
	}
	if err := f.checkRoster(team, roster); err != nil {
		return nil, err
	}
	return f.try(es.At(m.At, m.Actor, "").Event(EvCupTeamEntered, CupTeamEntered{Team: team, Roster: roster}))
}

// SetCupRoster replaces a cup team's roster (C1; locked for finalists
// once the final starts, C8).
func (f *Festival) SetCupRoster(m es.Meta, team string, roster []string) ([]turnir.Event, error) {
	if err := f.checkRoster(team, roster); err != nil {
		return nil, err
	}
	return f.cupCmd(m.Event(EvCupRosterSet, CupRosterSet{Team: team, Roster: slices.Clone(roster)}))
}

// StartCup closes the cup's registration and opens round 1; the cup
// refuses fewer teams than its minimum (C2).
func (f *Festival) StartCup(m es.Meta) ([]turnir.Event, error) {
	return f.cupCmd(es.At(m.At, m.Actor, "").Event(EvCupStarted, CupStarted{}))
}

// CupAnswer sets one cell of written round n. Entering a cell again is a
// correction: both entries stay in History; the reason is optional.
func (f *Festival) CupAnswer(m es.Meta, n int, team string, q int, answered bool) ([]turnir.Event, error) {
	return f.cupCmd(m.Event(EvCupAnswered, CupAnswered{Round: n, Team: team, Question: q, Answered: answered}))
}

// CupAnswerRow sets a team's whole line of written round n, the fast way
// for the jury's keyboard entry.
func (f *Festival) CupAnswerRow(m es.Meta, n int, team string, answers []bool) ([]turnir.Event, error) {
	return f.cupCmd(m.Event(EvCupRowEntered, CupRowEntered{Round: n, Team: team, Answers: slices.Clone(answers)}))
}

// CupRemoveQuestion removes question q of written round n; a reason is
// required since it is a jury decision.
func (f *Festival) CupRemoveQuestion(m es.Meta, n, q int) ([]turnir.Event, error) {
	if err := register.NeedReason(m.Reason, "removing a question", "снятие вопроса"); err != nil {
		return nil, err
	}
	return f.cupCmd(m.Event(EvCupQuestionRemoved, CupQuestionRemoved{Round: n, Question: q, Reason: m.Reason}))
}

// CupRestoreQuestion puts a removed question back into the count.
func (f *Festival) CupRestoreQuestion(m es.Meta, n, q int) ([]turnir.Event, error) {
	if err := register.NeedReason(m.Reason, "restoring a question", "возврат вопроса"); err != nil {
		return nil, err
	}
	return f.cupCmd(m.Event(EvCupQuestionRestored, CupQuestionRestored{Round: n, Question: q}))
}

// CupCloseRound closes written round n.
func (f *Festival) CupCloseRound(m es.Meta, n int) ([]turnir.Event, error) {
	return f.cupCmd(es.At(m.At, m.Actor, "").Event(EvCupRoundClosed, CupRoundClosed{Round: n}))
}

// CupReopenRound reopens closed round n for a correction (reason required);
// the cup refuses once later results depend on it.
func (f *Festival) CupReopenRound(m es.Meta, n int) ([]turnir.Event, error) {
	if err := register.NeedReason(m.Reason, "reopening a round", "повторное открытие тура"); err != nil {
		return nil, err
	}
	return f.cupCmd(m.Event(EvCupRoundReopened, CupRoundReopened{Round: n}))
}

// CupShootout records the next shootout question: the teams that answered
// it right (C4).
func (f *Festival) CupShootout(m es.Meta, correct []string) ([]turnir.Event, error) {
	return f.cupCmd(es.At(m.At, m.Actor, "").Event(EvCupShootoutAnswered, CupShootoutAnswered{Correct: slices.Clone(correct)}))
}

// EvCupShootoutCorrected replaces the entry of one shootout question (C4).
// It is declared here, beside its command, rather than in event.go.
const EvCupShootoutCorrected = "CupShootoutCorrected"

// CupShootoutCorrected corrects shootout question Question (1-based): the
// teams that really answered it right. The entry it replaces stays in the
// history.
type CupShootoutCorrected struct {
	Question int      `json:"question"`
	Correct  []string `json:"correct"`
}

// CupCorrectShootout corrects the entry of shootout question i (reason
// required); the cup refuses once later steps depend on it.
func (f *Festival) CupCorrectShootout(m es.Meta, i int, correct []string) ([]turnir.Event, error) {
	if err := register.NeedReason(m.Reason, "correcting a shootout answer", "исправление ответа перестрелки"); err != nil {
		return nil, err
	}
	if correct == nil {
		correct = []string{}
	}
	return f.cupCmd(m.Event(EvCupShootoutCorrected, CupShootoutCorrected{Question: i, Correct: slices.Clone(correct)}))
}

// DrawLot draws the lot the cup waits for (C4 cut lot, C5 place lot and
// round-2 pairs, C6 later pairs). step is the step the caller saw (it must
// still be the cup's next step, so nobody draws a lot other than the one
// shown); seed must match the commitment published for step.Purpose().
// The draw is computed here, once, and stored with the revealed seed.
func (f *Festival) DrawLot(m es.Meta, step cup.Step, seed turnir.Seed) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	if f.Cup == nil {
		return nil, noCup()
	}
	s, err := f.Cup.Next()
	if err != nil {
		return nil, err
	}
	if s.Purpose() == "" {
		en, ru := s.Describe()
		return nil, &turnir.Error{Code: turnir.ECONFLICT, EN: "the cup draws no lot now: it waits for " + en, RU: "кубку сейчас не нужен жребий: он ждёт " + ru}
	}
	if !s.Same(step) {
		en, ru := s.Describe()
		return nil, &turnir.Error{Code: turnir.ECONFLICT, EN: "the cup waits for another lot: " + en + ", not the one requested",
			RU: "кубок ждёт другой жребий: " + ru + ", а не запрошенный"}
	}
	l := f.Lot(s.Purpose())
	if l == nil {
		en, ru := s.Describe()
		return nil, &turnir.Error{Code: turnir.ECONFLICT, EN: "the draw (" + en + ") is not prepared yet: first press “Prepare the draw”",
			RU: "жеребьёвка (" + ru + ") ещё не подготовлена: сначала нажмите «Подготовить жеребьёвку»"}
	}
	if !turnir.VerifyCommitment(seed, l.Commitment) {
		return nil, turnir.Errorf(turnir.EINVALID, "this seed does not match the published commitment %s",
			"этот жребий не совпадает с опубликованным обязательством %s", l.Commitment)
	}
	// The draw is made on a copy (it only reads the cup); the event
	// then records it as Apply will.
	d, err := es.Clone(f.Cup).Draw(seed.Rand(s.Purpose()))
	if err != nil {
		return nil, err
	}
	return f.try(es.At(m.At, m.Actor, "").Event(EvCupLotDrawn, CupLotDrawn{Step: s, Draw: d, Seed: seed.String()}))
}

// EnterHallLot records the lot the cup waits for as drawn in the hall
// (captains pulling envelopes, C4-C6) instead of by the server's seed: a
// decision of the jury, with who entered it and why. asked is the step the
// jury saw (nil: the current one); the draw must be one the rules allow
// (the order of the tied teams, or pairs seeded as round 2 asks), as the
// cup's Record checks. A commitment published for the lot stays
// unrevealed.
func (f *Festival) EnterHallLot(m es.Meta, asked *cup.Step, draw cup.Draw) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	if f.Cup == nil {
		return nil, noCup()
	}
	if err := register.NeedReason(m.Reason, "a lot drawn in the hall", "жребий, проведённый в зале"); err != nil {
		return nil, err
	}
	step, err := f.Cup.Next()
	if err != nil {
		return nil, err
	}
	if step.Purpose() == "" {
		en, ru := step.Describe()
		return nil, &turnir.Error{Code: turnir.ECONFLICT, EN: "the cup draws no lot now: it waits for " + en, RU: "кубку сейчас не нужен жребий: он ждёт " + ru}
	}
	if asked != nil && !asked.Same(step) {
		return nil, staleLot(*asked, step)
	}
	draw.Stage, draw.Round = step.Stage, 0
	if step.Stage == cup.StageDraw {
		draw.Round = step.Round
	}
	if step.Stage == cup.StageDraw && step.Round == 2 {
		// Round 2's pairs are written lower place first (C5, as the
		// server's draw writes them); the hall's come in either order.
		draw.Pairs = slices.Clone(draw.Pairs)
		half := len(step.Teams) / 2
		for i, p := range draw.Pairs {
			if slices.Index(step.Teams, p.A) < half && slices.Index(step.Teams, p.B) >= half {
				draw.Pairs[i] = cup.Pair{A: p.B, B: p.A}
			}
		}
	}
	return f.try(m.Event(EvCupLotDrawn, CupLotDrawn{Step: step, Draw: draw, Hall: true}))
}

// CupLineup sets a finalist's line-up (C8); disqualified players may not
// play (DQ2).
func (f *Festival) CupLineup(m es.Meta, team string, players []string) ([]turnir.Event, error) {
	for _, id := range players {
		if p := f.Player(id); p != nil && p.Disqualified {
			return nil, turnir.Errorf(turnir.ECONFLICT, "player %q is disqualified (DQ2): %s", "игрок %q дисквалифицирован (DQ2): %s", p.Name, p.DQReason)
		}
	}
	return f.cupCmd(es.At(m.At, m.Actor, "").Event(EvCupLineupSet, CupLineupSet{Team: team, Players: slices.Clone(players)}))
}

// CupStartFinal locks the line-ups and opens the final (C8).
func (f *Festival) CupStartFinal(m es.Meta) ([]turnir.Event, error) {
	return f.cupCmd(es.At(m.At, m.Actor, "").Event(EvCupFinalStarted, CupFinalStarted{}))
}

// ScoreFinalQuestion records who took the next final question, "" for
// nobody (C7).
func (f *Festival) ScoreFinalQuestion(m es.Meta, winner string) ([]turnir.Event, error) {
	return f.cupCmd(es.At(m.At, m.Actor, "").Event(EvFinalQuestionScored, FinalQuestionScored{Winner: winner}))
}

// RemoveFinalQuestion removes the i-th entered final question (reason
// required); a replacement question is then played.
func (f *Festival) RemoveFinalQuestion(m es.Meta, i int) ([]turnir.Event, error) {
	if err := register.NeedReason(m.Reason, "removing a question", "снятие вопроса"); err != nil {
		return nil, err
	}
	return f.cupCmd(m.Event(EvFinalQuestionRemoved, FinalQuestionRemoved{Index: i, Reason: m.Reason}))
}
