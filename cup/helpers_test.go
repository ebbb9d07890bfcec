package cup_test

import (
	"flag"
	"fmt"
	"testing"

	"turnir"
	"turnir/cup"
)

var seedFlag = flag.Uint64("seed", 0, "seed for randomised tests (0 = pick one)")

// teams returns n teams T1..Tn with rosters of size players.
func teams(n, players int) []cup.Team {
	out := make([]cup.Team, n)
	for i := range out {
		id := fmt.Sprintf("T%d", i+1)
		out[i] = cup.Team{ID: id, Name: "Team " + id}
		for p := 1; p <= players; p++ {
			out[i].Roster = append(out[i].Roster, fmt.Sprintf("%s-p%d", id, p))
		}
	}
	return out
}

// newCup registers n teams of 8 players in a default cup.
func newCup(t *testing.T, n int) *cup.Cup {
	t.Helper()
	c, err := cup.New(cup.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	for _, tm := range teams(n, 8) {
		if err := c.AddTeam(tm); err != nil {
			t.Fatal(err)
		}
	}
	return &c
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func wantCode(t *testing.T, err error, code string) {
	t.Helper()
	if got := turnir.ErrorCode(err); got != code {
		t.Fatalf("error %v has code %q, want %q", err, got, code)
	}
	e, ok := err.(*turnir.Error)
	if !ok || e.EN == "" || e.RU == "" {
		t.Fatalf("error %v must be a *turnir.Error with EN and RU messages", err)
	}
}

func next(t *testing.T, c *cup.Cup) cup.Step {
	t.Helper()
	s, err := c.Next()
	if err != nil {
		t.Fatal(err)
	}
	return s
}
