package svoya_test

import (
	"testing"

	"turnir/buzzer"
	"turnir/svoya"
)

// S8: a group fight is 4 rounds of 4 themes of 5 questions, valued 10-50,
// 20-100, 30-150, 40-200 by default; the board of each round shows its
// values, and after the 80th question the fight is over.
func TestS8_LiveGroupFightBoard(t *testing.T) {
	cfg := svoya.DefaultConfig()
	g := newGame(t, four, cfg.Groups.Format, svoya.DefaultLiveSettings())
	played := 0
	for round := 1; round <= 4; round++ {
		b := g.f.Board()
		if b.Round != round || len(b.Themes) != 4 {
			t.Fatalf("round %d: board %+v", round, b)
		}
		for _, th := range b.Themes {
			for q, v := range th.Values {
				if want := 10 * round * (q + 1); v != want {
					t.Fatalf("round %d question %d worth %d, want %d", round, q+1, v, want)
				}
			}
		}
		for range 20 {
			ref := g.question("A+")
			played++
			if ref.Round != round {
				t.Fatalf("question %d is of round %d, want %d", played, ref.Round, round)
			}
		}
	}
	if g.f.Phase != svoya.LiveDone || played != 80 {
		t.Fatalf("phase %s after %d questions", g.f.Phase, played)
	}
	// A plays every question right: 4 themes x (10+20+...+50) x step/10 a round.
	if s := sheetOf(g)["A"]; s.Total != 4*150*(1+2+3+4) || s.RightCount != 80 {
		t.Errorf("A: %+v", s)
	}
	if _, err := svoya.ScoreGroupFight(g.f.Fight(), cfg.Groups); err != nil {
		t.Errorf("the live fight does not score: %v", err)
	}
}

// groupRows plays a live group fight (each answers list one question, the
// rest silent) and scores it by S9.
func groupRows(t *testing.T, questions ...[]string) (map[string]svoya.FightRow, *game) {
	t.Helper()
	cfg := svoya.DefaultConfig()
	g := newGame(t, four, cfg.Groups.Format, svoya.DefaultLiveSettings())
	for _, q := range questions {
		g.question(q...)
	}
	g.rest()
	rows, err := svoya.ScoreGroupFight(g.f.Fight(), cfg.Groups)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]svoya.FightRow{}
	for _, r := range rows {
		out[r.Player] = r
	}
	return out, g
}

// S9: the passive zero comes from the play itself: D only false-starts
// and never answers, so D's 0 scores nothing, while C's 0 from a right and
// a wrong answer of the same value (an active zero) shares the place with
// D and scores its averaged points.
func TestS9_PassiveZeroFromPlay(t *testing.T) {
	cfg := svoya.DefaultConfig()
	g := newGame(t, four, cfg.Groups.Format, svoya.DefaultLiveSettings())
	g.question("A+")       // 10: A 10
	g.question("C+")       // 20: C 20
	g.question("B-", "A+") // 30: B -30, A 40
	g.silent(3)            // 40, 50, theme 2's 10
	g.question("C-")       // 20: C 0, an active zero
	ref, _ := g.f.Next()   // D presses early on theme 2's 30, and never answers
	g.do(g.f.Choose(g.now, ref, ""))
	g.do(g.f.Press(buzzer.Press{Seat: "D", At: g.now}))
	g.do(g.f.Unlock(g.now))
	g.do(g.f.EndQuestion(g.now))
	g.rest()
	s := sheetOf(g)
	if !s["D"].Passive || s["D"].Total != 0 || s["C"].Passive || s["C"].Total != 0 {
		t.Fatalf("sheet %+v", s)
	}
	rows, err := svoya.ScoreGroupFight(g.f.Fight(), cfg.Groups)
	if err != nil {
		t.Fatal(err)
	}
	by := map[string]svoya.FightRow{}
	for _, r := range rows {
		by[r.Player] = r
	}
	if by["A"].Place != 1 || by["C"].Place != 2 || by["C"].PlaceTo != 3 || by["D"].Place != 2 {
		t.Fatalf("places %+v", rows)
	}
	if by["C"].Points != 150 || by["D"].Points != 0 || !by["D"].Passive || by["C"].Passive {
		t.Errorf("C (active zero) %s, D (passive zero) %s; want 1.50 and 0", by["C"].Points, by["D"].Points)
	}
}

// S9: a negative total scores 0 whatever the place: C ends third with -10
// (where third would score 1).
func TestS9_NegativeTotalScoresZero(t *testing.T) {
	by, g := groupRows(t, []string{"A+"}, []string{"B+"}, []string{"C-", "A+"}, []string{"D-"}, []string{"D-", "B+"})
	s := sheetOf(g)
	if s["A"].Total != 40 || s["B"].Total != 70 || s["C"].Total != -30 || s["D"].Total != -90 {
		t.Fatalf("sheet %+v", s)
	}
	if by["C"].Place != 3 || by["C"].Points != 0 || by["D"].Points != 0 || by["B"].Points != 400 || by["A"].Points != 200 {
		t.Errorf("rows %+v", by)
	}
}

// S9: equal totals share the places and the average of their points,
// rounded to hundredths: A and B share 1-2 (3.00 each), C and D 3-4 (0.50).
func TestS9_SharedPlacesFromLivePlay(t *testing.T) {
	// Values 10, 20, 30, 40, 50, then theme 2's 10, 20, 30: A 10, B 10,
	// C 20-20 = 0, D 30-30 = 0 (active zeros).
	by, _ := groupRows(t, []string{"A+"}, []string{"C+"}, []string{"D+"}, nil, nil, []string{"B+"}, []string{"C-"}, []string{"D-"})
	for p, want := range map[string][3]int{"A": {1, 2, 300}, "B": {1, 2, 300}, "C": {3, 4, 50}, "D": {3, 4, 50}} {
		r := by[p]
		if r.Place != want[0] || r.PlaceTo != want[1] || int(r.Points) != want[2] {
			t.Errorf("%s: place %d-%d, %s points; want %v (totals %+v)", p, r.Place, r.PlaceTo, r.Points, want, by)
		}
	}
}

// S11: a quarter-final of 6 themes played live; the winner by total, the
// top 2 go on.
func TestS11_LivePlayoffFight(t *testing.T) {
	cfg := svoya.DefaultConfig()
	for _, c := range []struct {
		name   string
		format svoya.Format
		themes int
	}{{"quarter-final", cfg.Playoff.QuarterFinal, 6}, {"semi-final", cfg.Playoff.SemiFinal, 7}, {"final", cfg.Playoff.Final, 8}} {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t, four, c.format, svoya.DefaultLiveSettings())
			if n := len(g.f.Board().Themes); n != c.themes {
				t.Fatalf("%d themes, want %d", n, c.themes)
			}
			g.question("C+")       // C 10
			g.question("A+")       // A 20
			g.question("B-", "A+") // A 50, B -30
			g.question("D+")       // D 40
			g.rest()
			rows, ties, err := svoya.RankPlayoff(g.f.Fight(), c.format, nil, cfg, nil)
			if err != nil || len(ties) != 0 {
				t.Fatal(err, ties)
			}
			top, err := svoya.PlayoffQualifiers(rows, cfg.Playoff.Advance)
			if err != nil || top[0] != "A" || top[1] != "D" {
				t.Errorf("top %v, %v (rows %+v)", top, err, rows)
			}
		})
	}
}

// S12: two players equal on every indicator of a play-off fight go to a
// shootout of 2 themes, played live too; it decides.
func TestS12_LiveShootout(t *testing.T) {
	cfg := svoya.DefaultConfig()
	g := newGame(t, four, cfg.Playoff.QuarterFinal, svoya.DefaultLiveSettings())
	g.question("A+") // 10: A 10
	g.question("B+") // 20: B 20
	g.question("C+") // 30: C 30 from one right answer
	g.question("D+") // 40: D 40
	g.silent(1)      // 50
	g.question("B+") // theme 2's 10: B 30 from two
	g.question("A+") // theme 2's 20: A 30 from two, equal to B on every indicator
	g.rest()
	s := sheetOf(g)
	rows, ties, err := svoya.RankPlayoff(g.f.Fight(), cfg.Playoff.QuarterFinal, nil, cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(ties) != 1 || len(ties[0]) != 2 {
		t.Fatalf("want one tie of two (sheet %+v), got %v", s, ties)
	}
	tied := ties[0]
	if _, err := svoya.PlayoffQualifiers(rows, cfg.Playoff.Advance); err == nil {
		t.Fatalf("the top 2 are known before the shootout: %+v", rows)
	}
	sh := newGame(t, tied, cfg.Playoff.Shootout, svoya.DefaultLiveSettings())
	if n := len(sh.f.Board().Themes); n != 2 {
		t.Fatalf("a shootout of %d themes", n)
	}
	sh.question(tied[1] + "+")
	sh.rest()
	rows, ties, err = svoya.RankPlayoff(g.f.Fight(), cfg.Playoff.QuarterFinal, []svoya.Fight{sh.f.Fight()}, cfg, nil)
	if err != nil || len(ties) != 0 {
		t.Fatal(err, ties)
	}
	top, err := svoya.PlayoffQualifiers(rows, cfg.Playoff.Advance)
	if err != nil || top[1] != tied[1] {
		t.Errorf("top %v, %v; want %s second after the shootout", top, err, tied[1])
	}
}
