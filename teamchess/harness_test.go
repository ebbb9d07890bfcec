package teamchess_test

import (
	"fmt"
	"testing"
	"time"

	"turnir"
	"turnir/es"
	"turnir/teamchess"
)

var t0 = time.Date(2027, 2, 16, 18, 0, 0, 0, time.UTC)

// fixture is an event run in memory: every command's events get versions
// and are applied, as es.Host would after a commit.
type fixture struct {
	t    *testing.T
	seed turnir.Seed
	tour *teamchess.Tournament
	log  []turnir.Event
}

func newFixture(t *testing.T, cfg teamchess.Config) *fixture {
	t.Helper()
	return newSeeded(t, cfg, 7)
}

// newSeeded is newFixture with the organizer's seed derived from seed.
func newSeeded(t *testing.T, cfg teamchess.Config, seed uint64) *fixture {
	t.Helper()
	f := &fixture{t: t, seed: turnir.SeedFromUint64(seed), tour: teamchess.New()}
	f.must(teamchess.Create(es.At(t0, "org", ""), "k", "School team chess", cfg, f.seed.Commitment()))
	return f
}

func (f *fixture) must(evs []turnir.Event, err error) []turnir.Event {
	f.t.Helper()
	if err != nil {
		f.t.Fatalf("unexpected error: %v", err)
	}
	f.apply(evs...)
	return evs
}

func (f *fixture) apply(evs ...turnir.Event) {
	f.t.Helper()
	for _, e := range evs {
		e.Stream, e.Version = "k", f.tour.Version+1
		if err := f.tour.Apply(e); err != nil {
			f.t.Fatalf("apply %s: %v", e.Type, err)
		}
		f.log = append(f.log, e)
	}
}

// refused asserts that err is a *turnir.Error with code and both messages.
func refused(t *testing.T, err error, code string) {
	t.Helper()
	if turnir.ErrorCode(err) != code {
		t.Fatalf("err = %v, want code %s", err, code)
	}
	if turnir.ErrorMessage(err, "ru") == "" || turnir.ErrorMessage(err, "ru") == turnir.ErrorMessage(err, "en") {
		t.Errorf("no Russian message for %v", err)
	}
}

// roster returns an eligible roster of team i for the default regulation,
// rated so that team 1 is seeded first.
func roster(i int) teamchess.Roster {
	school := fmt.Sprintf("Gymnasium %d", i)
	r := teamchess.Roster{Name: fmt.Sprintf("Team %d", i), School: school, Leader: fmt.Sprintf("Coach %d", i)}
	years := []int{2013, 2014, 2015, 2016, 2017}
	for b, y := range years {
		sex := teamchess.Boy
		if b == 3 {
			sex = teamchess.Girl
		}
		r.Players = append(r.Players, teamchess.Player{Name: fmt.Sprintf("P%d.%d", i, b+1), BirthYear: y, Sex: sex, Rating: 2000 - 10*i})
	}
	return r
}

// register enters n eligible teams t1..tn and makes the draw.
func (f *fixture) register(n int) {
	f.t.Helper()
	for i := 1; i <= n; i++ {
		f.must(f.tour.RegisterTeam(es.At(t0, "org", ""), fmt.Sprintf("t%d", i), roster(i)))
	}
	f.must(f.tour.Begin(es.At(t0, "org", ""), f.seed))
}

// score returns results for match m that give m.White the game points w
// (halves) and m.Black the rest of 26: m.White's team wins the first w/2
// games, draws the next if w is odd and loses the others.
func score(cfg teamchess.Config, m teamchess.Match, w int) map[int]teamchess.Result {
	res := map[int]teamchess.Result{}
	for i, g := range cfg.Games(m) {
		own := teamchess.Drawn
		switch {
		case i < w/2:
			own = teamchess.WhiteWins
		case i == w/2 && w%2 == 1:
			own = teamchess.Drawn
		default:
			own = teamchess.BlackWins
		}
		if g.White.Team != m.White && own != teamchess.Drawn {
			own = map[teamchess.Result]teamchess.Result{teamchess.WhiteWins: teamchess.BlackWins, teamchess.BlackWins: teamchess.WhiteWins}[own]
		}
		res[g.Slot] = own
	}
	return res
}

// play enters the results of round n so that teams score want (halves;
// a team's opponent gets the rest of 26) and closes the round.
func (f *fixture) play(n int, want map[string]int) {
	f.t.Helper()
	r := f.tour.Round(n)
	cfg := f.tour.Config
	for i, m := range r.Matches {
		w := 13
		switch {
		case hasKey(want, m.White):
			w = want[m.White]
		case hasKey(want, m.Black):
			w = 26 - want[m.Black]
		}
		res := score(cfg, m, w)
		if a, b, _ := cfg.Score(m, resultsSlice(res)); a != w || b != 26-w {
			f.t.Fatalf("helper scored %d:%d, want %d:%d", a, b, w, 26-w)
		}
		f.must(f.tour.EnterResults(es.At(t0, "arbiter", ""), n, i, res))
	}
	f.must(f.tour.CloseRound(es.At(t0, "arbiter", ""), n))
}

func hasKey(m map[string]int, k string) bool { _, ok := m[k]; return ok }

func resultsSlice(m map[int]teamchess.Result) []teamchess.Result {
	out := make([]teamchess.Result, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}
