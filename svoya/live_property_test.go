package svoya_test

import (
	"testing"
	"time"

	"pgregory.net/rapid"

	"turnir/buzzer"
	"turnir/svoya"
)

// TestLiveProperties drives live fights with random commands (rapid prints
// the seed of a failure; replay it with -rapid.seed) and checks, after
// every step, against the log alone: each score equals the values of the
// player's right answers minus those of the wrong ones (undone rulings
// taken out); nobody answers one question twice; a played question never
// shows on the board again nor is chosen again unless reopened or undone;
// and the after-the-fact Tally of Fight equals the score sheet.
func TestLiveProperties(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		players := []string{"A", "B", "C", "D"}[:rapid.IntRange(2, 4).Draw(rt, "players")]
		format := svoya.Format{Rounds: []svoya.RoundFormat{{Themes: 2, Values: []int{10, 20, 30}}, {Themes: 1, Values: []int{40, 80}}}}
		s := svoya.DefaultLiveSettings()
		if rapid.Bool().Draw(rt, "answerer chooses") {
			s.Choice = svoya.LiveChoiceAnswerer
		}
		g := newGame(rt, players, format, s)
		presses := 0
		for range rapid.IntRange(1, 300).Draw(rt, "steps") {
			g.now = g.now.Add(time.Duration(rapid.IntRange(0, 7000).Draw(rt, "ms")) * time.Millisecond)
			var evs []svoya.LiveEvent
			var err error
			switch rapid.IntRange(0, 8).Draw(rt, "command") {
			case 0:
				ref := svoya.LiveRef{Round: g.f.Round, Theme: rapid.IntRange(1, 2).Draw(rt, "theme"), Question: rapid.IntRange(1, 3).Draw(rt, "question")}
				if next, ok := g.f.Next(); ok && rapid.Bool().Draw(rt, "in order") {
					ref = next
				}
				evs, err = g.f.Choose(g.now, ref, g.f.Chooser)
			case 1:
				evs, err = g.f.Unlock(g.now)
			case 2, 3:
				evs, err = g.f.Press(buzzer.Press{Seat: rapid.SampledFrom(players).Draw(rt, "presser"), At: g.now})
				if err == nil {
					presses++
				}
			case 4:
				evs, err = g.f.Rule(g.now, rapid.Bool().Draw(rt, "right"))
			case 5:
				evs, err = g.f.EndQuestion(g.now)
			case 6:
				evs, err = g.f.Undo(g.now, "a correction")
			case 7:
				evs, err = g.f.Reopen(g.now, "ended by mistake")
			case 8:
				evs = g.f.Due(g.now)
			}
			if err != nil {
				continue // a refusal changes nothing
			}
			g.do(evs, nil)
			checkLive(rt, g)
			if len(g.f.Presses) != presses {
				rt.Fatalf("%d presses, %d in the press log", presses, len(g.f.Presses))
			}
		}
	})
}

func checkLive(t *rapid.T, g *game) {
	type ruling struct {
		ref    svoya.LiveRef
		player string
		value  int
		right  bool
	}
	var rulings []ruling
	ended := map[svoya.LiveRef]bool{}
	for _, e := range g.log {
		switch e := e.(type) {
		case svoya.LiveRuled:
			rulings = append(rulings, ruling{e.Ref, e.Player, e.Value, e.Right})
		case svoya.LiveUndone:
			last := rulings[len(rulings)-1]
			if last.ref != e.Ruling.Ref || last.player != e.Ruling.Player {
				t.Fatalf("undone %+v, the last ruling was %+v", e.Ruling, last)
			}
			rulings = rulings[:len(rulings)-1]
			ended[e.Ruling.Ref] = false
		case svoya.LiveReopened:
			ended[e.Ref] = false
		case svoya.LiveQuestionEnded:
			ended[e.Ref] = true
		case svoya.LiveChosen:
			if ended[e.Ref] {
				t.Fatalf("question %v chosen again", e.Ref)
			}
		}
	}
	total := map[string]int{}
	answered := map[svoya.LiveRef]map[string]bool{}
	for _, r := range rulings {
		if answered[r.ref] == nil {
			answered[r.ref] = map[string]bool{}
		}
		if answered[r.ref][r.player] {
			t.Fatalf("%s answered %v twice", r.player, r.ref)
		}
		answered[r.ref][r.player] = true
		if r.right {
			total[r.player] += r.value
		} else {
			total[r.player] -= r.value
		}
	}
	tally, err := g.f.Fight().Tally(g.f.Format)
	if err != nil {
		t.Fatalf("the live fight does not tally: %v", err)
	}
	for _, s := range g.f.Sheet() {
		if s.Total != total[s.Player] {
			t.Fatalf("%s: total %d, the log says %d", s.Player, s.Total, total[s.Player])
		}
		if s.Indicators != tally[s.Player] {
			t.Fatalf("%s: sheet %+v, tally %+v", s.Player, s.Indicators, tally[s.Player])
		}
		if s.Passive != (s.Answered == 0) {
			t.Fatalf("%s: passive %v with %d answers", s.Player, s.Passive, s.Answered)
		}
	}
	b := g.f.Board()
	for ti, th := range b.Themes {
		for qi := range th.Values {
			ref := svoya.LiveRef{Round: b.Round, Theme: ti + 1, Question: qi + 1}
			if ended[ref] != th.Played[qi] {
				t.Fatalf("the board shows %v played=%v, the log says %v", ref, th.Played[qi], ended[ref])
			}
		}
	}
}
