package quiz_test

import (
	"encoding/json"
	"flag"
	"math/rand/v2"
	"slices"
	"testing"

	"turnir"
	"turnir/quiz"
)

var seedFlag = flag.Uint64("seed", 0, "seed for randomised tests (0 = pick one)")

// mustRound builds a round from rows of "1"/"0" marks, one string per team.
func mustRound(t *testing.T, name string, rows map[string]string, order ...string) quiz.Round {
	t.Helper()
	n := len(rows[order[0]])
	r, err := quiz.NewRound(name, n, order)
	if err != nil {
		t.Fatal(err)
	}
	for _, team := range order {
		marks := make([]bool, n)
		for i, c := range rows[team] {
			marks[i] = c == '1'
		}
		if err := r.SetRow(team, marks); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

func TestRoundRating(t *testing.T) {
	// Four teams, four questions.
	//        q1 q2 q3 q4
	//   A     1  1  1  0
	//   B     1  0  0  0
	//   C     1  1  0  0
	//   D     0  0  0  0
	// missed: 1  2  3  4  -> values 2 3 4 5
	rows := map[string]string{"A": "1110", "B": "1000", "C": "1100", "D": "0000"}
	r := mustRound(t, "r1", rows, "A", "B", "C", "D")

	t.Run("C4_question_worth_one_plus_teams_that_missed_it", func(t *testing.T) {
		if got, want := r.Values(), []int{2, 3, 4, 5}; !slices.Equal(got, want) {
			t.Errorf("Values = %v, want %v", got, want)
		}
	})
	t.Run("C4_rating_sums_values_of_answered_questions", func(t *testing.T) {
		want := map[string]quiz.Total{
			"A": {Team: "A", Points: 3, Rating: 9},
			"B": {Team: "B", Points: 1, Rating: 2},
			"C": {Team: "C", Points: 2, Rating: 5},
			"D": {Team: "D", Points: 0, Rating: 0},
		}
		for _, got := range r.Totals() {
			if got != want[got.Team] {
				t.Errorf("total %+v, want %+v", got, want[got.Team])
			}
		}
	})
	t.Run("C4_removed_question_counts_for_nobody", func(t *testing.T) {
		r2 := r
		r2.Removed = nil
		r2.Rows = slices.Clone(r.Rows)
		if err := r2.Remove(2, "dispute"); err != nil {
			t.Fatal(err)
		}
		if got, want := r2.Values(), []int{2, 0, 4, 5}; !slices.Equal(got, want) {
			t.Errorf("Values = %v, want %v", got, want)
		}
		a, _ := r2.Total("A")
		if a.Points != 2 || a.Rating != 6 {
			t.Errorf("A after removal = %+v, want 2 points, rating 6", a)
		}
		if !r2.Rows[0].Answers[1] {
			t.Errorf("the removed question's cell must stay as a trace")
		}
		if err := r2.Remove(2, "again"); turnir.ErrorCode(err) != turnir.ECONFLICT {
			t.Errorf("removing twice: %v, want conflict", err)
		}
		if err := r2.Restore(2); err != nil {
			t.Fatal(err)
		}
		if a, _ := r2.Total("A"); a.Points != 3 {
			t.Errorf("restored question not counted: %+v", a)
		}
	})
}

func TestRoundRefusals(t *testing.T) {
	r, err := quiz.NewRound("r", 12, []string{"A", "B"})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		err  error
		code string
	}{
		{"question_0", r.Set("A", 0, true), turnir.EINVALID},
		{"question_13", r.Set("A", 13, true), turnir.EINVALID},
		{"unknown_team", r.Set("Z", 1, true), turnir.ENOTFOUND},
		{"short_row", r.SetRow("A", make([]bool, 11)), turnir.EINVALID},
		{"repeated_team", r.AddTeam("A"), turnir.EINVALID},
		{"empty_team", r.AddTeam(""), turnir.EINVALID},
		{"restore_not_removed", r.Restore(3), turnir.ECONFLICT},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := turnir.ErrorCode(tt.err); got != tt.code {
				t.Errorf("code %q (%v), want %q", got, tt.err, tt.code)
			}
			var e *turnir.Error
			if tt.err != nil && (!asError(tt.err, &e) || e.RU == "" || e.EN == "") {
				t.Errorf("error %v lacks an EN and RU message", tt.err)
			}
		})
	}
	if _, err := quiz.NewRound("r", 0, nil); turnir.ErrorCode(err) != turnir.EINVALID {
		t.Errorf("a round of 0 questions: %v", err)
	}
}

func asError(err error, e **turnir.Error) bool {
	te, ok := err.(*turnir.Error)
	*e = te
	return ok
}

func TestRoundValidate(t *testing.T) {
	good := mustRound(t, "r", map[string]string{"A": "10", "B": "01"}, "A", "B")
	b, _ := json.Marshal(good)
	var back quiz.Round
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if err := back.Validate(); err != nil {
		t.Errorf("a round that went through JSON: %v", err)
	}
	bad := []struct {
		name string
		r    quiz.Round
	}{
		{"no_questions", quiz.Round{}},
		{"short_row", quiz.Round{Questions: 2, Rows: []quiz.Row{{Team: "A", Answers: []bool{true}}}}},
		{"repeated_team", quiz.Round{Questions: 1, Rows: []quiz.Row{{"A", []bool{true}}, {"A", []bool{false}}}}},
		{"removed_out_of_range", quiz.Round{Questions: 1, Removed: []quiz.Removal{{Question: 2}}}},
		{"removed_twice", quiz.Round{Questions: 1, Removed: []quiz.Removal{{Question: 1}, {Question: 1}}}},
	}
	for _, tt := range bad {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.r.Validate(); turnir.ErrorCode(err) != turnir.EINVALID {
				t.Errorf("Validate = %v, want invalid", err)
			}
		})
	}
}

func TestTable(t *testing.T) {
	r1 := mustRound(t, "r1", map[string]string{"A": "110", "B": "011", "C": "000"}, "A", "B", "C")
	r2 := mustRound(t, "r2", map[string]string{"A": "10", "B": "10", "C": "01"}, "A", "B", "C")
	// r1 values: q1 3, q2 2, q3 3 -> A 5, B 5. r2 values: q1 2, q2 3 -> A 2, B 2, C 3.
	t.Run("several_rounds_summed_Y2_shared", func(t *testing.T) {
		got := quiz.Table([]quiz.Round{r1, r2}, quiz.SharePoints)
		want := []quiz.Standing{
			{Team: "A", Points: 3, Rating: 7, PerRound: []int{2, 1}, Place: quiz.Place{From: 1, To: 2}},
			{Team: "B", Points: 3, Rating: 7, PerRound: []int{2, 1}, Place: quiz.Place{From: 1, To: 2}},
			{Team: "C", Points: 1, Rating: 3, PerRound: []int{0, 1}, Place: quiz.Place{From: 3, To: 3}},
		}
		assertStandings(t, got, want)
	})
	t.Run("C4_rating_breaks_ties_when_asked", func(t *testing.T) {
		r3 := mustRound(t, "r3", map[string]string{"A": "10", "B": "01", "C": "00"}, "A", "B", "C")
		r4 := mustRound(t, "r4", map[string]string{"A": "100", "B": "010", "C": "011"}, "A", "B", "C")
		// r3 values 3 3: A 3, B 3. r4 values 3 2 3: A 3, B 2, C 5.
		// All have 2 points; ratings A 6, B 5, C 5.
		got := quiz.Table([]quiz.Round{r3, r4}, quiz.ByRating)
		assertStandings(t, got, []quiz.Standing{
			{Team: "A", Points: 2, Rating: 6, PerRound: []int{1, 1}, Place: quiz.Place{From: 1, To: 1}},
			{Team: "B", Points: 2, Rating: 5, PerRound: []int{1, 1}, Place: quiz.Place{From: 2, To: 3}},
			{Team: "C", Points: 2, Rating: 5, PerRound: []int{0, 2}, Place: quiz.Place{From: 2, To: 3}},
		})
		shared := quiz.Table([]quiz.Round{r3, r4}, quiz.SharePoints)
		for _, s := range shared {
			if s.Place != (quiz.Place{From: 1, To: 3}) {
				t.Errorf("Y2_points_only: %s placed %v, want 1-3", s.Team, s.Place)
			}
		}
	})
}

func assertStandings(t *testing.T, got, want []quiz.Standing) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d standings %+v, want %d", len(got), got, len(want))
	}
	for i := range got {
		g, w := got[i], want[i]
		if g.Team != w.Team || g.Points != w.Points || g.Rating != w.Rating || g.Place != w.Place || !slices.Equal(g.PerRound, w.PerRound) {
			t.Errorf("line %d = %+v, want %+v", i+1, g, w)
		}
	}
}

// TestRatingProperty checks the rating against its literal definition on
// random tables: a team's rating is the sum, over the questions it
// answered and that are not removed, of 1 + the number of teams that missed.
func TestRatingProperty(t *testing.T) {
	seed := *seedFlag
	if seed == 0 {
		seed = rand.Uint64()
	}
	t.Logf("seed %d (rerun with -seed %d)", seed, seed)
	rng := rand.New(rand.NewPCG(seed, 1))
	for iter := 0; iter < 200; iter++ {
		nt, nq := 1+rng.IntN(30), 1+rng.IntN(15)
		teams := make([]string, nt)
		for i := range teams {
			teams[i] = string(rune('a'+i%26)) + string(rune('0'+i/26))
		}
		r, _ := quiz.NewRound("r", nq, teams)
		for _, tm := range teams {
			for q := 1; q <= nq; q++ {
				_ = r.Set(tm, q, rng.IntN(2) == 0)
			}
		}
		for q := 1; q <= nq; q++ {
			if rng.IntN(6) == 0 {
				_ = r.Remove(q, "random")
			}
		}
		for i, tot := range r.Totals() {
			want, points := 0, 0
			for q := 0; q < nq; q++ {
				if !r.Rows[i].Answers[q] || r.IsRemoved(q+1) {
					continue
				}
				points++
				want++
				for _, other := range r.Rows {
					if !other.Answers[q] {
						want++
					}
				}
			}
			if tot.Rating != want || tot.Points != points {
				t.Fatalf("seed %d iter %d team %s: got %+v, want points %d rating %d", seed, iter, tot.Team, tot, points, want)
			}
		}
	}
}
