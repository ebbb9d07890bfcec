package regulation_test

import (
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/puzzleswiss"
	"turnir/regulation"
)

func TestBuiltinPuzzleSwiss(t *testing.T) {
	r, err := regulation.Builtin("puzzle-swiss")
	if err != nil {
		t.Fatal(err)
	}
	p := r.PuzzleSwiss
	t.Run("P1_rounds_automatic_by_default", func(t *testing.T) {
		if p.Rounds != 0 {
			t.Errorf("rounds = %d, want 0 (automatic)", p.Rounds)
		}
	})
	t.Run("P8_five_minute_round", func(t *testing.T) {
		if p.RoundLength.D() != 5*time.Minute {
			t.Errorf("round_length = %v", p.RoundLength)
		}
	})
	t.Run("P11_points_2_1_0", func(t *testing.T) {
		if p.Points != (regulation.PairPoints{First: 2, Second: 1, None: 0}) {
			t.Errorf("points = %+v", p.Points)
		}
	})
	t.Run("P12_one_minute_pause", func(t *testing.T) {
		if p.Pause.D() != time.Minute {
			t.Errorf("pause = %v", p.Pause)
		}
	})
	t.Run("P13_tiebreak_order", func(t *testing.T) {
		if strings.Join(p.Tiebreaks, ",") != "buchholz,total_time,lot" {
			t.Errorf("tiebreaks = %v", p.Tiebreaks)
		}
	})
	t.Run("P7_bye_scores_as_pair_of_one", func(t *testing.T) {
		if p.Bye.Mode != regulation.ByePairOfOne {
			t.Errorf("bye = %+v", p.Bye)
		}
	})
}

func TestParseRefusesWithLineAndField(t *testing.T) {
	base, err := regulation.Builtin("puzzle-swiss")
	if err != nil {
		t.Fatal(err)
	}
	good, err := base.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := regulation.Parse(good); err != nil {
		t.Fatalf("round trip refused: %v", err)
	}
	src := string(good)
	cases := []struct {
		name, from, to string
		want           []string // substrings of the English message
	}{
		{"unknown field", "pause: 1m0s", "colour: red\n    pause: 1m0s", []string{"line @", "colour"}},
		{"bad duration", "round_length: 5m0s", "round_length: five", []string{"line @", "five"}},
		{"wrong type", "rounds: 0", "rounds: many", []string{"line @", "many"}},
		{"negative rounds", "rounds: 0", "rounds: -3", []string{"line @", "puzzle_swiss.rounds"}},
		{"unknown tie-break", "- lot", "- sonneborn", []string{"puzzle_swiss.tiebreaks", "sonneborn"}},
		{"bad bye mode", "mode: pair-of-one", "mode: half", []string{"puzzle_swiss.bye.mode", "half"}},
		{"points out of order", "second: 1", "second: 5", []string{"puzzle_swiss.points"}},
		{"wrong format", "format: turnir-regulation/1", "format: other/9", []string{"line 1", "format"}},
		{"unknown kind", "kind: puzzle-swiss", "kind: golf", []string{"line 2", "golf"}},
		{"syntax", "name: Online puzzle Swiss", "name: [unclosed", []string{"line"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(src, c.from) {
				t.Fatalf("fixture lacks %q:\n%s", c.from, src)
			}
			bad := strings.Replace(src, c.from, c.to, 1)
			// "@" stands for the line the change starts on.
			line := strings.Count(bad[:strings.Index(bad, c.to)], "\n") + 1
			_, err := regulation.Parse([]byte(bad))
			if turnir.ErrorCode(err) != turnir.EINVALID {
				t.Fatalf("err = %v, want EINVALID", err)
			}
			for _, w := range c.want {
				w = strings.ReplaceAll(w, "@", strconv.Itoa(line))
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not name %q", err, w)
				}
			}
			if turnir.ErrorMessage(err, "ru") == turnir.ErrorMessage(err, "en") {
				t.Errorf("no Russian message: %q", turnir.ErrorMessage(err, "ru"))
			}
		})
	}
}

// TestPuzzleSwissNumbersHaveRanges: every number of the puzzle Swiss
// settings has an upper limit too, so nothing the organizer types can
// overflow a round's end or a score.
func TestPuzzleSwissNumbersHaveRanges(t *testing.T) {
	base, err := regulation.Builtin("puzzle-swiss")
	if err != nil {
		t.Fatal(err)
	}
	for what, edit := range map[string]func(p *regulation.PuzzleSwiss){
		"rounds":           func(p *regulation.PuzzleSwiss) { p.Rounds = 101 },
		"round_length":     func(p *regulation.PuzzleSwiss) { p.RoundLength = regulation.Duration(25 * time.Hour) },
		"pause":            func(p *regulation.PuzzleSwiss) { p.Pause = regulation.Duration(1 << 62) },
		"points":           func(p *regulation.PuzzleSwiss) { p.Points.First = 1 << 40 },
		"bye points":       func(p *regulation.PuzzleSwiss) { p.Bye.Points = -1 << 40 },
		"min_participants": func(p *regulation.PuzzleSwiss) { p.MinParticipants = 1 << 40 },
		"check_rate":       func(p *regulation.PuzzleSwiss) { p.CheckRate.Burst = 1 << 40 },
	} {
		p := *base.PuzzleSwiss
		edit(&p)
		if err := p.Validate(); turnir.ErrorCode(err) != turnir.EINVALID {
			t.Errorf("%s: Validate = %v, want EINVALID", what, err)
		}
	}
	if err := base.PuzzleSwiss.Validate(); err != nil {
		t.Errorf("the built-in settings: %v", err)
	}
}

// TestBuiltinPuzzleSwissIsTheDefault: the built-in file and the puzzle
// Swiss's own defaults (P1-P13) say the same, so tests and the server
// agree on what a default tournament is.
func TestBuiltinPuzzleSwissIsTheDefault(t *testing.T) {
	r, err := regulation.Builtin("puzzle-swiss")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := r.PuzzleSwiss.Settings(), puzzleswiss.DefaultSettings(); !reflect.DeepEqual(got, want) {
		t.Fatalf("built-in %+v, puzzleswiss.DefaultSettings %+v", got, want)
	}
}

// TestIssue14_DurationsAsPeopleWriteThem: a regulation file may write a
// duration as an organizer would ("5 мин", "1:00", "300", "5 min"), and a
// duration it cannot read is refused at its line with what to write, not
// with Go's parser message (issue 14, item 14).
func TestIssue14_DurationsAsPeopleWriteThem(t *testing.T) {
	base, err := regulation.Builtin("puzzle-swiss")
	if err != nil {
		t.Fatal(err)
	}
	good, err := base.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	src := string(good)
	for _, c := range []struct{ round, pause string }{{"5 мин", "1:00"}, {"300", "60"}, {"5 min", "1 минута"}, {"5:00", "1m"}} {
		r, err := regulation.Parse([]byte(strings.NewReplacer("round_length: 5m0s", "round_length: "+c.round, "pause: 1m0s", "pause: "+c.pause).Replace(src)))
		if err != nil {
			t.Errorf("%q / %q: %v", c.round, c.pause, err)
			continue
		}
		if r.PuzzleSwiss.RoundLength.D() != 5*time.Minute || r.PuzzleSwiss.Pause.D() != time.Minute {
			t.Errorf("%q / %q read as %v / %v", c.round, c.pause, r.PuzzleSwiss.RoundLength, r.PuzzleSwiss.Pause)
		}
	}
	_, err = regulation.Parse([]byte(strings.Replace(src, "round_length: 5m0s", "round_length: 5 парсеков", 1)))
	ru := turnir.ErrorMessage(err, "ru")
	if !strings.Contains(ru, "строка") || !strings.Contains(ru, "5 мин") || strings.Contains(err.Error(), "unknown unit") {
		t.Errorf("refusal %q / %v", ru, err)
	}
}
