package regulation_test

import (
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/cup"
	"turnir/quiz"
	"turnir/regulation"
	"turnir/svoya"
)

func builtin(t *testing.T, name string) *regulation.Regulation {
	t.Helper()
	r, err := regulation.Builtin(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestBuiltinTeamCup: the built-in cup regulation carries the numbers of
// regulations/001 and gives exactly the engine's DefaultConfig.
func TestBuiltinTeamCup(t *testing.T) {
	r := builtin(t, "team-quiz-cup")
	if r.Kind != regulation.KindTeamCup || r.TeamCup == nil {
		t.Fatalf("kind %q, block %v", r.Kind, r.TeamCup)
	}
	c := r.TeamCup.Config()
	t.Run("round_trip_equals_DefaultConfig", func(t *testing.T) {
		if c != cup.DefaultConfig() {
			t.Errorf("config %+v, engine default %+v", c, cup.DefaultConfig())
		}
	})
	cases := []struct {
		name      string
		got, want int
	}{
		{"C1_table_limit_8", c.TableSize, 8},
		{"C2_at_least_8_teams", c.MinTeams, 8},
		{"C3_12_questions_a_round", c.Questions, 12},
		{"C3_four_rounds_final_is_round_4", c.FinalRound(), 4},
		{"C4_8_go_on", c.Qualify, 8},
		{"C4_shootout_of_5", c.Shootout, 5},
		{"C7_final_of_13", c.FinalQuestions, 13},
		{"C8_at_most_6_in_the_final", c.FinalLineup, 6},
	}
	for _, k := range cases {
		t.Run(k.name, func(t *testing.T) {
			if k.got != k.want {
				t.Errorf("got %d, want %d", k.got, k.want)
			}
		})
	}
	t.Run("C11_C12_final_clock", func(t *testing.T) {
		ft := r.TeamCup.FinalTiming
		got := []time.Duration{ft.CleanTime.D(), ft.AfterWrong.D(), ft.Warning.D(), ft.AnswerDelay.D()}
		want := []time.Duration{60 * time.Second, 20 * time.Second, 10 * time.Second, 5 * time.Second}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("clean, after wrong, warning, answer delay = %v, want %v", got, want)
		}
	})
	t.Run("C9_C12_final_clock_opens_a_live_fight", func(t *testing.T) {
		live := r.TeamCup.FinalTiming.Live()
		if live != brainring.DefaultLiveTiming() {
			t.Errorf("live timing %+v, want the engine's default %+v", live, brainring.DefaultLiveTiming())
		}
		s := brainring.LiveSettings{Timing: live, Length: c.FinalQuestions, Extra: true}
		if _, err := brainring.OpenLive("a", "b", s, time.Time{}); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("opens_a_cup", func(t *testing.T) {
		if _, err := cup.New(c); err != nil {
			t.Fatal(err)
		}
	})
}

// TestBuiltinBrainring: the built-in Brain-ring regulation carries the
// numbers of regulations/004 clauses 5.x and gives the engine's default.
func TestBuiltinBrainring(t *testing.T) {
	r := builtin(t, "festival-brainring")
	c := r.Brainring.Config()
	t.Run("round_trip_equals_DefaultConfig", func(t *testing.T) {
		if c != brainring.DefaultConfig() {
			t.Errorf("config %+v, engine default %+v", c, brainring.DefaultConfig())
		}
	})
	cases := []struct {
		name      string
		got, want any
	}{
		{"F2_8_groups", c.Groups, 8},
		{"F4_fight_of_5", c.FightLength, 5},
		{"F4_points_2_1_0_zero_draw_0", c.Points, brainring.FightPoints{Win: 2, Draw: 1, ZeroDraw: 0, Loss: 0}},
		{"F5_top_2_go_on", c.Advance, 2},
		{"F6_two_fights_a_match", c.Playoff.FightsPerMatch, 2},
		{"F6_fight_lengths_5_5_7_9_9", []int{c.Playoff.Early, c.Playoff.QuarterFinal, c.Playoff.SemiFinal, c.Playoff.Final, c.Playoff.ThirdPlace}, []int{5, 5, 7, 9, 9}},
		{"F6_match_for_third_place", c.Playoff.ThirdPlaceMatch, true},
	}
	for _, k := range cases {
		t.Run(k.name, func(t *testing.T) {
			if !reflect.DeepEqual(k.got, k.want) {
				t.Errorf("got %v, want %v", k.got, k.want)
			}
		})
	}
}

// TestBuiltinSvoya: the built-in Svoya igra regulation carries the numbers
// of regulations/004 clauses 6.x and gives the engine's default.
func TestBuiltinSvoya(t *testing.T) {
	r := builtin(t, "festival-svoya")
	c := r.Svoya.Config()
	t.Run("round_trip_equals_DefaultConfig", func(t *testing.T) {
		if !reflect.DeepEqual(c, svoya.DefaultConfig()) {
			t.Errorf("config %+v\nengine default %+v", c, svoya.DefaultConfig())
		}
	})
	values := func(f svoya.Format) [][]int {
		var out [][]int
		for _, r := range f.Rounds {
			out = append(out, append([]int{r.Themes}, r.Values...))
		}
		return out
	}
	cases := []struct {
		name      string
		got, want any
	}{
		{"S4_24_themes_of_10_to_50", []any{c.Qualifying.Themes, c.Qualifying.Values}, []any{24, []int{10, 20, 30, 40, 50}}},
		{"S4_10_seconds_an_answer", r.Svoya.Qualifying.AnswerTime.D(), 10 * time.Second},
		{"S7_top_32_to_the_groups", c.Qualifying.Advance, 32},
		{"S8_4_rounds_of_4_themes", values(c.Groups.Format), [][]int{{4, 10, 20, 30, 40, 50}, {4, 20, 40, 60, 80, 100}, {4, 30, 60, 90, 120, 150}, {4, 40, 80, 120, 160, 200}}},
		{"S9_4_venues_of_8_8_fights", []int{c.Groups.Venues, c.Groups.PerVenue, c.Groups.FightSize, c.Groups.Fights}, []int{4, 8, 4, 8}},
		{"S9_place_points_4_2_1_0", c.Groups.PlacePoints, []svoya.Points{400, 200, 100, 0}},
		{"S10_top_4_of_a_venue", c.Groups.Advance, 4},
		{"S11_6_7_8_themes", []int{c.Playoff.QuarterFinal.Rounds[0].Themes, c.Playoff.SemiFinal.Rounds[0].Themes, c.Playoff.Final.Rounds[0].Themes}, []int{6, 7, 8}},
		{"S11_top_2_go_on", c.Playoff.Advance, 2},
		{"S12_shootout_of_2_themes", values(c.Playoff.Shootout), [][]int{{2, 10, 20, 30, 40, 50}}},
	}
	for _, k := range cases {
		t.Run(k.name, func(t *testing.T) {
			if !reflect.DeepEqual(k.got, k.want) {
				t.Errorf("got %v, want %v", k.got, k.want)
			}
		})
	}
	t.Run("S9_hundredths_of_a_point", func(t *testing.T) {
		r := builtin(t, "festival-svoya")
		r.Svoya.Groups.PlacePoints = []float64{4, 2.5, 1.25, 0}
		if got := r.Svoya.Config().Groups.PlacePoints; !reflect.DeepEqual(got, []svoya.Points{400, 250, 125, 0}) {
			t.Errorf("place points %v", got)
		}
	})
}

// TestBuiltinSolyanka: the template's tasks open a solyanka (Y1).
func TestBuiltinSolyanka(t *testing.T) {
	r := builtin(t, "festival-solyanka")
	tasks := r.Solyanka.QuizTasks()
	if len(tasks) == 0 || tasks[0].Title == "" {
		t.Fatalf("tasks %+v", tasks)
	}
	t.Run("round_trip_equals_DefaultTasks", func(t *testing.T) {
		if !reflect.DeepEqual(tasks, quiz.DefaultTasks()) {
			t.Errorf("tasks %+v, engine default %+v", tasks, quiz.DefaultTasks())
		}
	})
	s, err := quiz.NewSolyanka(tasks, []string{"T1", "T2"})
	if err != nil {
		t.Fatal(err)
	}
	t.Run("Y1_task_maximum_enforced", func(t *testing.T) {
		if err := s.Set("T1", 1, tasks[0].Max+1); turnir.ErrorCode(err) != turnir.EINVALID {
			t.Errorf("over the maximum: %v", err)
		}
	})
}

// TestBuiltinQuizFestival: the festival file bundles the same settings as
// the separate files of its tournaments.
func TestBuiltinQuizFestival(t *testing.T) {
	f := builtin(t, "quiz-festival")
	if f.Kind != regulation.KindQuizFestival || f.TeamCup != nil {
		t.Fatalf("kind %q, cup block %v", f.Kind, f.TeamCup)
	}
	if got, want := f.Brainring.Config(), builtin(t, "festival-brainring").Brainring.Config(); got != want {
		t.Errorf("brainring %+v, want %+v", got, want)
	}
	if got, want := f.Svoya, builtin(t, "festival-svoya").Svoya; !reflect.DeepEqual(got, want) {
		t.Errorf("svoya %+v, want %+v", got, want)
	}
	if got, want := f.Solyanka, builtin(t, "festival-solyanka").Solyanka; !reflect.DeepEqual(got, want) {
		t.Errorf("solyanka %+v, want %+v", got, want)
	}
}

// TestBuiltinMarshalRoundTrip: every built-in regulation written back as
// YAML reads back equal, so an organizer's copy made by Marshal works.
func TestBuiltinMarshalRoundTrip(t *testing.T) {
	for _, name := range regulation.BuiltinNames() {
		t.Run(name, func(t *testing.T) {
			r := builtin(t, name)
			b, err := r.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			back, err := regulation.Parse(b)
			if err != nil {
				t.Fatalf("%v\n%s", err, b)
			}
			if !reflect.DeepEqual(back, r) {
				t.Errorf("read back %+v, want %+v", back, r)
			}
		})
	}
}

// TestQuizRefusals edits the built-in files one line at a time and checks
// that each bad value is refused naming its line and its field, in English
// and Russian.
func TestQuizRefusals(t *testing.T) {
	cases := []struct {
		file, name, from, to string
		want                 []string // substrings of the English message; "@" is the changed line
	}{
		{"team-quiz-cup", "C4_qualify_not_a_power_of_two", "qualify: 8 ", "qualify: 6 ", []string{"line @", "team_quiz_cup.qualify", "power of two"}},
		{"team-quiz-cup", "C2_min_teams_below_qualify", "min_teams: 8", "min_teams: 5", []string{"line @", "team_quiz_cup.min_teams"}},
		{"team-quiz-cup", "C8_lineup_over_the_table", "final_lineup: 6", "final_lineup: 9", []string{"line @", "team_quiz_cup.final_lineup"}},
		{"team-quiz-cup", "C1_empty_table", "table_size: 8", "table_size: 0", []string{"line @", "team_quiz_cup.table_size"}},
		{"team-quiz-cup", "C4_negative_shootout", "shootout: 5", "shootout: -1", []string{"line @", "team_quiz_cup.shootout"}},
		{"team-quiz-cup", "C12_bad_duration", "clean_time: 60s", "clean_time: a minute", []string{"line @", "team_quiz_cup.final_timing.clean_time", "a minute"}},
		{"team-quiz-cup", "wrong_type_names_the_field", "questions: 12", "questions: twelve", []string{"line @", "field team_quiz_cup.questions", "twelve"}},
		{"team-quiz-cup", "C12_warning_not_before_the_end", "warning: 10s", "warning: 90s", []string{"line @", "team_quiz_cup.final_timing.warning"}},
		{"team-quiz-cup", "unknown_field", "shootout: 5", "shootout: 5\n  overtime: 3", []string{"overtime"}},
		{"team-quiz-cup", "block_of_another_kind", "team_quiz_cup:", "brainring: {groups: 8}\nteam_quiz_cup:", []string{"line @", "field brainring", "team-quiz-cup"}},
		{"festival-brainring", "F2_groups_not_a_power_of_two", "groups: 8 ", "groups: 6 ", []string{"line @", "brainring.groups"}},
		{"festival-brainring", "F5_advance_3", "advance: 2", "advance: 3", []string{"line @", "brainring.advance"}},
		{"festival-brainring", "F4_fight_without_questions", "fight_length: 5 ", "fight_length: 0 ", []string{"line @", "brainring.fight_length"}},
		{"festival-brainring", "F4_draw_worth_a_win", "draw: 1", "draw: 2", []string{"brainring.points"}},
		{"festival-brainring", "F6_final_without_questions", "final: 9", "final: 0", []string{"line @", "brainring.playoff.fight_length.final"}},
		{"festival-brainring", "F6_no_fights_in_a_match", "fights_per_match: 2", "fights_per_match: 0", []string{"line @", "brainring.playoff.fights_per_match"}},
		{"festival-svoya", "S4_zero_value_in_a_list", "values: [10, 20, 30, 40, 50]\n    answer_time", "values: [10, 0, 30, 40, 50]\n    answer_time", []string{"line @", "svoya.qualifying.values[2]"}},
		{"festival-svoya", "S4_no_answer_time", "answer_time: 10s", "answer_time: 0s", []string{"line @", "svoya.qualifying.answer_time"}},
		{"festival-svoya", "S7_more_than_the_seats", "advance: 32", "advance: 40", []string{"line @", "svoya.qualifying.advance", "32"}},
		{"festival-svoya", "S8_round_without_themes", "- {themes: 4, values: [30, 60", "- {themes: 0, values: [30, 60", []string{"line @", "svoya.groups.rounds[3].themes"}},
		{"festival-svoya", "S9_wrong_type_in_a_list", "place_points: [4, 2, 1, 0]", "place_points: [4, x, 1, 0]", []string{"line @", "svoya.groups.place_points", "`x`"}},
		{"festival-svoya", "S9_three_decimals", "place_points: [4, 2, 1, 0]", "place_points: [4, 2, 1.333, 0]", []string{"line @", "svoya.groups.place_points[3]", "two decimals"}},
		{"festival-svoya", "S9_points_for_every_place", "place_points: [4, 2, 1, 0]", "place_points: [4, 2, 1]", []string{"line @", "svoya.groups.place_points"}},
		{"festival-svoya", "S9_venue_not_split_into_fights", "per_venue: 8", "per_venue: 6", []string{"line @", "svoya.groups.per_venue"}},
		{"festival-svoya", "S9_fights_uneven", "fights: 8", "fights: 3", []string{"line @", "svoya.groups.fights"}},
		{"festival-svoya", "S10_advance_not_venues", "advance: 4 ", "advance: 3 ", []string{"line @", "svoya.groups.advance"}},
		{"festival-svoya", "S11_eight_venues_cannot_make_unique_rounds", "venues: 4            # S9", "venues: 8            # S9", []string{"line @", "svoya.groups.venues"}},
		{"festival-svoya", "S11_playoff_fight_size_not_venues", "fight_size: 4\n    advance: 2", "fight_size: 2\n    advance: 2", []string{"line @", "svoya.playoff.fight_size"}},
		{"festival-svoya", "S12_shootout_without_rounds", "shootout: [{themes: 2, values: [10, 20, 30, 40, 50]}]", "shootout: []", []string{"line @", "svoya.playoff.shootout"}},
		{"festival-solyanka", "Y1_task_without_title", "- {title: Фотовопросы, max: 5}", "- {title: '', max: 5}", []string{"line @", "solyanka.tasks[3].title"}},
		{"festival-solyanka", "Y1_negative_maximum", "- {title: Блиц, max: 3}", "- {title: Блиц, max: -3}", []string{"line @", "solyanka.tasks[6].max"}},
		{"quiz-festival", "festival_block_of_the_puzzle", "solyanka:", "puzzle_swiss: {rounds: 1}\nsolyanka:", []string{"line @", "puzzle_swiss", "quiz-festival"}},
		{"quiz-festival", "festival_error_in_one_section", "fight_length: 5        # F4", "fight_length: -5        # F4", []string{"line @", "brainring.fight_length"}},
	}
	for _, c := range cases {
		t.Run(c.file+"/"+c.name, func(t *testing.T) {
			b, err := os.ReadFile("builtin/" + c.file + ".yaml")
			if err != nil {
				t.Fatal(err)
			}
			src := string(b)
			if !strings.Contains(src, c.from) {
				t.Fatalf("fixture lacks %q", c.from)
			}
			bad := strings.Replace(src, c.from, c.to, 1)
			line := strings.Count(bad[:strings.Index(bad, c.to)], "\n") + 1
			_, err = regulation.Parse([]byte(bad))
			if turnir.ErrorCode(err) != turnir.EINVALID {
				t.Fatalf("err = %v, want EINVALID", err)
			}
			for _, w := range c.want {
				w = strings.ReplaceAll(w, "@", strconv.Itoa(line))
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not name %q", err, w)
				}
			}
			ru := turnir.ErrorMessage(err, "ru")
			if ru == turnir.ErrorMessage(err, "en") || !strings.Contains(ru, "строка") {
				t.Errorf("no Russian message naming the line: %q", ru)
			}
		})
	}
}

// TestQuizFestivalNeedsASection: a festival file with no tournament in it
// is refused at its kind.
func TestQuizFestivalNeedsASection(t *testing.T) {
	_, err := regulation.Parse([]byte("format: turnir-regulation/1\nkind: quiz-festival\nname: Пусто\n"))
	if turnir.ErrorCode(err) != turnir.EINVALID || !strings.Contains(err.Error(), "line 2") || !strings.Contains(err.Error(), "brainring") {
		t.Fatalf("err = %v", err)
	}
}

// TestSvoyaStraightFinal: a regulation whose venues send their qualifiers
// straight to one final (2 venues x top 2 = a final of 4) is accepted and
// gives the engine the same shape (S11).
func TestSvoyaStraightFinal(t *testing.T) {
	b, err := os.ReadFile("builtin/festival-svoya.yaml")
	if err != nil {
		t.Fatal(err)
	}
	src := string(b)
	for _, r := range [][2]string{
		{"venues: 4            # S9", "venues: 2            # S9"},
		{"advance: 4           # S10", "advance: 2           # S10"},
		{"advance: 32          # S7", "advance: 16          # S7"},
	} {
		if !strings.Contains(src, r[0]) {
			t.Fatalf("fixture lacks %q", r[0])
		}
		src = strings.Replace(src, r[0], r[1], 1)
	}
	t.Run("S11_two_venues_top_2_to_a_final_of_4", func(t *testing.T) {
		reg, err := regulation.Parse([]byte(src))
		if err != nil {
			t.Fatal(err)
		}
		cfg := reg.Svoya.Config()
		if !cfg.StraightFinal() || cfg.Playoff.FightSize != 4 || cfg.Validate() != nil {
			t.Fatalf("config %+v", cfg.Groups)
		}
	})
}
