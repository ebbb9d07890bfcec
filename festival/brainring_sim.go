package festival

import (
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"time"

	"turnir"
	"turnir/es"
	"turnir/festival/brainringtournament"
)

// BrainringSim drives a Brain-ring tournament with simulated results
// through the festival's commands, as a jury would: tests and the demo
// event use it.
type BrainringSim struct {
	// Now stamps each command; nil uses one fixed instant.
	Now func() time.Time
	// Commit stores and applies the events of one command to the festival
	// PlayBrainring was given (es.Host.Do, or a test harness). It must
	// apply them before it returns.
	Commit func([]turnir.Event) error
	// Nobody is the chance that nobody takes a question (0.2 when zero).
	Nobody float64
	// Strength gives a team's playing strength (any positive scale); nil
	// makes the teams entered earlier the stronger.
	Strength func(team string) float64
	// LotSeed gives the seed of the lot of a purpose; nil draws it from r.
	// The demo uses DemoLotSeed, so that its commitments can be redrawn.
	LotSeed func(purpose string) turnir.Seed
	// Organizer and Jury are the actors of the lots and of the results
	// ("org" and "jury" when empty).
	Organizer, Jury string
}

// PlayBrainring plays the festival's Brain-ring tournament forward with
// results drawn from r: it commits and draws every lot with a seed drawn
// from r, enters every fight question by question, plays extra questions
// and starts the play-off. It stops before the first step for which stop
// returns true (nil never stops), when the tournament is done, or when only
// a committee decision can move it on. Teams entered earlier are stronger,
// so that a demo looks plausible. It uses only the festival's commands, so
// everything it does is an input a jury could make.
func PlayBrainring(r *rand.Rand, f *Festival, sim BrainringSim, stop func(brainringtournament.BrainringStep) bool) error {
	if f.Brainring == nil {
		return brainringtournament.NoBrainring()
	}
	now := sim.Now
	if now == nil {
		at := f.CreatedAt
		now = func() time.Time { return at }
	}
	nobody := sim.Nobody
	if nobody == 0 {
		nobody = 0.2
	}
	do := func(evs []turnir.Event, err error) error {
		if err != nil {
			return err
		}
		v := f.Version
		if err := sim.Commit(evs); err != nil {
			return err
		}
		if f.Version != v+int64(len(evs)) {
			return turnir.Errorf(turnir.EINTERNAL, "the simulator's commit did not apply the events to the festival",
				"симулятор: события не применены к турниру")
		}
		return nil
	}
	org, jury := sim.Organizer, sim.Jury
	if org == "" {
		org = "org"
	}
	if jury == "" {
		jury = "jury"
	}
	lot := func(purpose string) (turnir.Seed, error) {
		var s turnir.Seed
		if sim.LotSeed != nil {
			s = sim.LotSeed(purpose)
		} else {
			for i := 0; i < len(s); i += 8 {
				binary.BigEndian.PutUint64(s[i:], r.Uint64())
			}
		}
		if l := f.Lot(purpose); l != nil {
			// Committed already (the demo publishes its commitments
			// early): the seed must be the one committed to.
			return s, nil
		}
		return s, do(f.CommitLot(es.At(now(), org, ""), purpose, s.Commitment()))
	}
	strength := sim.Strength
	if strength == nil {
		strength = func(team string) float64 {
			n := len(f.Brainring.Teams)
			i := slices.Index(f.Brainring.Teams, team)
			return 0.3 + 0.7*float64(n-i)/float64(n)
		}
	}
	taker := func(a, b string) string {
		if r.Float64() < nobody {
			return ""
		}
		if r.Float64()*(strength(a)+strength(b)) < strength(a) {
			return a
		}
		return b
	}
	for guard := 0; guard < 100000; guard++ {
		s, err := f.BrainringNext()
		if err != nil {
			return err
		}
		if s.Stage == brainringtournament.BrainringStageDone || s.Stage == brainringtournament.BrainringStageBlocked || (stop != nil && stop(s)) {
			return nil
		}
		switch s.Stage {
		case brainringtournament.BrainringStageDraw:
			var seed turnir.Seed
			if seed, err = lot(brainringtournament.BrainringGroupsLotPurpose); err == nil {
				err = do(f.DrawBrainringGroups(es.At(now(), org, ""), nil, seed))
			}
		case brainringtournament.BrainringStageLot:
			var seed turnir.Seed
			if seed, err = lot(brainringtournament.BrainringGroupLotPurpose(s.Group)); err == nil {
				err = do(f.DrawBrainringGroupLot(es.At(now(), org, ""), s.Group, seed))
			}
		case brainringtournament.BrainringStagePlayoffStart:
			err = do(f.StartBrainringPlayoff(es.At(now(), org, "")))
		case brainringtournament.BrainringStageGroups, brainringtournament.BrainringStagePlayoff:
			a, b := s.Teams[0], s.Teams[1]
			err = do(f.BrainringQuestion(es.At(now(), jury, ""), s.Fight, s.Question, taker(a, b)))
		case brainringtournament.BrainringStageExtra:
			a, b := s.Teams[0], s.Teams[1]
			err = do(f.BrainringExtraQuestion(es.At(now(), jury, ""), s.Match, s.Question, taker(a, b)))
		}
		if err != nil {
			return err
		}
	}
	return turnir.Errorf(turnir.EINTERNAL, "the Brain-ring simulation does not end", "симуляция брейн-ринга не завершается")
}

// BrainringUntil returns a stop function for PlayBrainring that stops at
// the first step of the given stage: a BrainringStage* constant, or a
// play-off round such as brainring.StageSemiFinal. The demo event plays
// until the semi-finals, so that it shows a festival half-way through.
func BrainringUntil(stage string) func(brainringtournament.BrainringStep) bool {
	return func(s brainringtournament.BrainringStep) bool { return s.Stage == stage || s.MatchStage == stage }
}

// LocalCommit returns a BrainringSim.Commit that numbers the events of
// stream after f's version, applies them to f and appends them to log:
// the demo builds a festival's log this way and stores it in one append.
func LocalCommit(f *Festival, stream string, log *[]turnir.Event) func([]turnir.Event) error {
	return func(evs []turnir.Event) error {
		for _, e := range evs {
			e.Stream, e.Version = stream, f.Version+1
			if err := f.Apply(e); err != nil {
				return err
			}
			*log = append(*log, e)
		}
		return nil
	}
}
