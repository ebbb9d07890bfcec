package teamchess_test

import (
	"strings"
	"testing"

	"turnir"
	"turnir/es"
	"turnir/teamchess"
)

// TestRosterNamesWithHiddenCharactersRefused (K2 entry): a control, bidi
// or zero-width character in the team's, the leader's or a player's name is
// refused, naming the board.
func TestRosterNamesWithHiddenCharactersRefused(t *testing.T) {
	for what, edit := range map[string]func(r *teamchess.Roster){
		"ESC in the team name":     func(r *teamchess.Roster) { r.Name = "\x1b[2JTeam" },
		"NUL in a player's name":   func(r *teamchess.Roster) { r.Players[2].Name = "P\x00" },
		"bidi override in a name":  func(r *teamchess.Roster) { r.Players[1].Name = "\u202eP1.2" },
		"zero-width in the leader": func(r *teamchess.Roster) { r.Leader = "Coach\u200b 1" },
		"BOM in the school":        func(r *teamchess.Roster) { r.School = "\ufeffGymnasium 1" },
	} {
		t.Run(what, func(t *testing.T) {
			f := newFixture(t, teamchess.DefaultConfig())
			r := roster(1)
			edit(&r)
			_, err := f.tour.RegisterTeam(es.At(t0, "org", ""), "t1", r)
			refused(t, err, turnir.EINVALID)
			if strings.Contains(what, "player") && !strings.Contains(turnir.ErrorMessage(err, "en"), "board ") {
				t.Errorf("the refusal does not name the board: %v", err)
			}
		})
	}
}

// TestRosterLookalikeNamesAreTheSame (K2): a team named like an entered
// one but for a zero-width space is refused as that team, and two players
// whose names differ only so are one player entered twice.
func TestRosterLookalikeNamesAreTheSame(t *testing.T) {
	f := newFixture(t, teamchess.DefaultConfig())
	f.must(f.tour.RegisterTeam(es.At(t0, "org", ""), "t1", roster(1)))
	twin := roster(2)
	twin.Name = roster(1).Name + "\u200b"
	_, err := f.tour.RegisterTeam(es.At(t0, "org", ""), "t2", twin)
	refused(t, err, turnir.ECONFLICT)

	r := roster(2)
	r.Players[1].Name = "ＰＯ" // full-width letters read as "PO"
	r.Players[2].Name = "po"
	_, err = f.tour.RegisterTeam(es.At(t0, "org", ""), "t2", r)
	refused(t, err, turnir.EINVALID)
	if !strings.Contains(turnir.ErrorMessage(err, "en"), "already on board 2") {
		t.Errorf("want the same-player violation, got %v", err)
	}
}
