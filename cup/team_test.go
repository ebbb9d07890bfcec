package cup_test

import (
	"strings"
	"testing"

	"turnir"
	"turnir/cup"
)

// TestC1_TooManyAtTheTable: a roster larger than a table is refused (C1),
// the team named in the Russian message in «», as the rest of the
// interface names things (it wrote "Девятка").
func TestC1_TooManyAtTheTable(t *testing.T) {
	cfg := cup.DefaultConfig()
	roster := make([]string, cfg.TableSize+1)
	for i := range roster {
		roster[i] = "Игрок " + string(rune('А'+i))
	}
	err := cup.CheckRoster(cfg, cup.Team{ID: "t1", Name: "Девятка", Roster: roster})
	if turnir.ErrorCode(err) != turnir.EINVALID || !strings.Contains(turnir.ErrorMessage(err, "ru"), "«Девятка»") {
		t.Fatalf("a roster of %d: %v", len(roster), turnir.ErrorMessage(err, "ru"))
	}
}
