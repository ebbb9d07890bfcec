package regulation_test

import (
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/regulation"
	"turnir/teamchess"
)

// TestBuiltinSchoolTeamChess: the built-in file carries the numbers of
// regulations/002 (K1-K7) and gives the engine's default settings.
func TestBuiltinSchoolTeamChess(t *testing.T) {
	r, err := regulation.Builtin("school-team-chess")
	if err != nil {
		t.Fatal(err)
	}
	if r.Kind != regulation.KindSchoolTeamChess || r.SchoolChess == nil {
		t.Fatalf("kind %s, block %v", r.Kind, r.SchoolChess)
	}
	got, want := r.SchoolChess.Config(), teamchess.DefaultConfig()
	t.Run("K1_K2_K3_K4_rules", func(t *testing.T) {
		if got.Rounds != 9 || got.MinTeams != want.MinTeams || !got.SameSchool || !got.Leader || got.SimulGiverBlack ||
			got.ByeGamePoints != 13 || got.ByeMatchPoints != 1 {
			t.Errorf("settings %+v", got)
		}
		if len(got.Boards) != 5 {
			t.Fatalf("boards %+v", got.Boards)
		}
		for i := range want.Boards {
			if got.Boards[i] != want.Boards[i] {
				t.Errorf("board %d: %+v, want %+v", i+1, got.Boards[i], want.Boards[i])
			}
		}
	})
	t.Run("K6_time_controls", func(t *testing.T) {
		if got.TimeControls != want.TimeControls {
			t.Errorf("time controls %+v, want %+v", got.TimeControls, want.TimeControls)
		}
	})
	t.Run("K7_programme", func(t *testing.T) {
		if len(got.Schedule) != len(want.Schedule) {
			t.Fatalf("%d items, want %d", len(got.Schedule), len(want.Schedule))
		}
		for i, w := range want.Schedule {
			g := got.Schedule[i]
			if !g.At.Equal(w.At) || !g.Until.Equal(w.Until) || g.Kind != w.Kind || g.Round != w.Round {
				t.Errorf("item %d: %+v, want %+v", i+1, g, w)
			}
		}
		nk := time.FixedZone("", 7*3600)
		if it, ok := got.Next(time.Date(2027, 2, 17, 12, 30, 0, 0, nk)); !ok || it.Kind != teamchess.ItemRound || it.Round != 2 {
			t.Errorf("next after the opening: %+v", it)
		}
	})
	if err := got.Validate(); err != nil {
		t.Errorf("the engine refuses the built-in settings: %v", err)
	}
}

// TestSchoolTeamChessRefusals: bad values are refused with their line and
// field, in English and Russian.
func TestSchoolTeamChessRefusals(t *testing.T) {
	base, err := regulation.Builtin("school-team-chess")
	if err != nil {
		t.Fatal(err)
	}
	src, err := base.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, from, to, field string }{
		{"K2_boards_out_of_order", "board: 2", "board: 3", "boards[2].board"},
		{"K3_rounds_zero", "rounds: 9", "rounds: 0", "school_team_chess"},
		{"K3_bye_not_a_half", "game_points: 6.5", "game_points: 6.3", "bye.game_points"},
		{"K4_simul_colour", "simul_giver_colour: white", "simul_giver_colour: red", "simul_giver_colour"},
		{"K6_time_control_zero", "base: 30m0s", "base: 0s", "school_team_chess"},
		{"K7_bad_time", "at: 2027-02-16 21:00", "at: 2027-02-16 25:00", "schedule[2].at"},
		{"K7_out_of_order", "at: 2027-02-18 12:00", "at: 2027-02-18 09:00", "school_team_chess"},
		{"K7_bad_offset", "utc_offset: \"+07:00\"", "utc_offset: seven", "utc_offset"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := string(src)
			if !strings.Contains(s, c.from) {
				t.Fatalf("the file has no %q:\n%s", c.from, s)
			}
			_, err := regulation.Parse([]byte(strings.Replace(s, c.from, c.to, 1)))
			if turnir.ErrorCode(err) != turnir.EINVALID {
				t.Fatalf("err = %v", err)
			}
			en, ru := turnir.ErrorMessage(err, "en"), turnir.ErrorMessage(err, "ru")
			if !strings.Contains(en, c.field) || !strings.Contains(en, "line ") || ru == en {
				t.Errorf("message %q / %q does not name %s", en, ru, c.field)
			}
		})
	}
}
