package festival_test

import (
	"encoding/json"
	"testing"

	"turnir"
	"turnir/es"
	"turnir/festival"
)

// stateJSON is the festival's state as JSON, to see that nothing changed.
func stateJSON(t *testing.T, f *festival.Festival) string {
	t.Helper()
	b, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A team with its players and coaches is one batch: the ids come from the
// festival, each person is judged on the state with the team in it, and
// the state the batch ran on is left as it was.
func TestRegisterTeamWithGivesIDsAndLeavesTheState(t *testing.T) {
	h := newHarness(t)
	h.do(h.f.RegisterTeam(es.At(h.now(), "org", ""), "t1", "Первые", ""))
	before := stateJSON(t, h.f)
	evs := h.do(h.f.RegisterTeamWith(es.At(h.now(), "org", ""), "", "Вторые", " Тверь ", []string{"Анна", "Борис"}, []string{"Вера"}))
	if len(evs) != 4 {
		t.Fatalf("%d events, want 4", len(evs))
	}
	if h.f.Team("t2") == nil || h.f.Team("t2").City != "Тверь" || h.f.Player("t2-p1") == nil || h.f.Player("t2-p2") == nil || h.f.Coach("t2-c1") == nil {
		t.Fatalf("ids: %+v %+v %+v", h.f.Teams, h.f.Players, h.f.Coaches)
	}
	if got := h.f.NewPlayerID("t2"); got != "t2-p3" {
		t.Errorf("NewPlayerID = %q, want t2-p3", got)
	}
	if got := h.f.NewTeamID(); got != "t3" {
		t.Errorf("NewTeamID = %q, want t3", got)
	}
	g := festival.New()
	for _, e := range h.log[:2] {
		if err := g.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	if stateJSON(t, g) != before {
		t.Fatal("the replay of the log before the batch differs from the state before it")
	}
	// A batch refused half-way returns nothing and changes nothing.
	before = stateJSON(t, h.f)
	h.refused(turnir.ECONFLICT, "уже есть в списке")(h.f.RegisterTeamWith(es.At(h.now(), "org", ""), "", "Третьи", "", []string{"Анна", "Анна"}, nil))
	if stateJSON(t, h.f) != before {
		t.Error("a refused batch changed the state")
	}
}

// Every team not yet in the cup enters at once; then there are none left.
func TestEnterAllInCup(t *testing.T) {
	h := newHarness(t)
	h.refused(turnir.ECONFLICT, "нет кубка")(h.f.EnterAllInCup(es.At(h.now(), "org", "")))
	h.teams(3, 2)
	h.do(h.f.OpenCup(es.At(h.now(), "org", ""), defaultCup()))
	h.do(h.f.EnterCupTeam(es.At(h.now(), "org", ""), "T1", nil))
	before := stateJSON(t, h.f)
	evs, err := h.f.EnterAllInCup(es.At(h.now(), "org", ""))
	if err != nil || len(evs) != 2 {
		t.Fatalf("EnterAllInCup = %d events, %v", len(evs), err)
	}
	if stateJSON(t, h.f) != before {
		t.Fatal("the command changed the state it ran on")
	}
	h.do(evs, nil)
	h.refused(turnir.ECONFLICT, "уже в кубке")(h.f.EnterAllInCup(es.At(h.now(), "org", "")))
}

// A clone takes events without changing the original.
func TestCloneTakesEventsApart(t *testing.T) {
	h := newHarness(t)
	h.teams(2, 2)
	h.do(h.f.OpenCup(es.At(h.now(), "org", ""), defaultCup()))
	h.do(h.f.EnterCupTeam(es.At(h.now(), "org", ""), "T1", nil))
	before := stateJSON(t, h.f)
	g := h.f.Clone()
	if stateJSON(t, g) != before {
		t.Fatal("the clone differs")
	}
	evs, err := g.Disqualify(es.At(h.now(), "org", "неявка"), festival.KindTeam, "T1")
	if err != nil {
		t.Fatal(err)
	}
	evs[0].Version = g.Version + 1
	if err := g.Apply(evs[0]); err != nil {
		t.Fatal(err)
	}
	if stateJSON(t, h.f) != before {
		t.Error("applying to the clone changed the original")
	}
}
