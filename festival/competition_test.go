package festival

import (
	"slices"
	"testing"
	"time"

	"turnir"
)

// TestEveryEventHasOneOwner: each event type of a festival's stream folds
// in exactly one place, the festival's own table or one competition's,
// and Verify knows how to re-run every one of them.
func TestEveryEventHasOneOwner(t *testing.T) {
	seen := map[string]string{}
	own := func(who string, types []string) {
		for _, typ := range types {
			if prev, dup := seen[typ]; dup {
				t.Errorf("%s folds in both %s and %s", typ, prev, who)
			}
			seen[typ] = who
		}
	}
	own("the festival", festFolds.Types())
	for _, c := range competitions {
		if c.Name == "" || c.Apply == nil || c.Held == nil {
			t.Fatalf("competition %+v is incomplete", c)
		}
		types := c.Types()
		if len(types) == 0 {
			t.Errorf("%s has no events", c.Name)
		}
		own(c.Name, types)
	}
	for typ, who := range seen {
		if reissues.Of(typ) == nil && checks[typ] == nil {
			t.Errorf("%s (%s) has no command for Verify to re-run", typ, who)
		}
	}
	if got := Competitions(); !slices.Equal(got, []string{"cup", "brainring", "svoya", "solyanka"}) {
		t.Errorf("competitions %v", got)
	}
}

// TestHoldsWhatWasOpened: a festival holds the competitions it opened,
// in the order the pages show them.
func TestHoldsWhatWasOpened(t *testing.T) {
	f := New()
	if got := f.Holds(); len(got) != 0 {
		t.Fatalf("an empty festival holds %v", got)
	}
	evs, err := DemoFestival(turnir.SeedFromUint64(1), time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	f, err = Replay(evs)
	if err != nil {
		t.Fatal(err)
	}
	if got := f.Holds(); !slices.Equal(got, []string{"brainring", "svoya", "solyanka"}) {
		t.Errorf("the demo festival holds %v", got)
	}
}

// TestF2_BrainringGroupChoices: the group counts the jury is offered are
// powers of two with two teams a group at least, the regulation's 8 first
// when the teams allow it; disqualified teams do not count.
func TestF2_BrainringGroupChoices(t *testing.T) {
	for _, c := range []struct {
		teams, dq int
		want      []int
		def       int
	}{
		{3, 0, []int{1}, 1}, {5, 0, []int{1, 2}, 2}, {16, 0, []int{1, 2, 4, 8}, 8},
		{17, 2, []int{1, 2, 4}, 4}, {40, 0, []int{1, 2, 4, 8, 16}, 8},
	} {
		f := New()
		for i := range c.teams {
			f.Teams = append(f.Teams, Team{ID: string(rune('a' + i)), Disqualified: i < c.dq})
		}
		got, def := f.BrainringGroupChoices()
		if !slices.Equal(got, c.want) || def != c.def {
			t.Errorf("%d teams (%d disqualified): %v default %d, want %v default %d", c.teams, c.dq, got, def, c.want, c.def)
		}
	}
}
