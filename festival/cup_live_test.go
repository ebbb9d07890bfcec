package festival_test

import (
	"slices"
	"testing"
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/buzzer"
	"turnir/cup"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/teamcup"
)

// TestC7_C14_CupFinalPlayedLive plays the cup's final live: a right answer
// scores the cup's question, a question removed in play leaves a removed
// question in the cup (C14) and its replacement takes its number, a
// time-up scores nobody (C12), an undo after the end is refused (remove
// instead), a hand entry is refused while the final is live, and the final
// ends with the cup decided (C7, C15); Verify re-makes every event.
func TestC7_C14_CupFinalPlayedLive(t *testing.T) {
	evs, err := festival.DemoCup(turnir.SeedFromUint64(2026), demoAt)
	if err != nil {
		t.Fatal(err)
	}
	first := slices.IndexFunc(evs, func(e turnir.Event) bool { return e.Type == teamcup.EvFinalQuestionScored })
	h := &harness{t: t, f: replayed(t, evs[:first]), clock: turnir.NewManualClock(demoAt.Add(24 * time.Hour)),
		log: slices.Clone(evs[:first])}
	s := h.next()
	a, b := s.Teams[0], s.Teams[1]
	sec := func() time.Time { return h.clock.Advance(time.Second) }
	h.do(h.f.OpenCupFinalLive(at(sec()), buzzer.Config{}))
	h.refused(turnir.ECONFLICT, "вживую")(h.f.ScoreFinalQuestion(at(sec()), a))
	// Q1: A right: the cup's question 1 is A's.
	h.do(h.f.CupFinalLiveAttention(at(sec())))
	h.do(h.f.CupFinalLiveTime(at(sec())))
	h.do(h.f.CupFinalLivePress(at(sec()), a, time.Time{}, nil))
	out := h.do(h.f.CupFinalLiveRule(at(sec()), brainring.RulingRight))
	if last := out[len(out)-1]; last.Type != teamcup.EvFinalQuestionScored {
		t.Fatalf("a question over must score the cup's question, got %s", es.Types(out))
	}
	h.refused(turnir.ECONFLICT, "снимите вопрос")(h.f.CupFinalLiveUndo(at(sec())))
	// Q2 removed in play, then played again: nobody presses, time runs out.
	h.do(h.f.CupFinalLiveAttention(at(sec())))
	h.do(h.f.CupFinalLiveRemove(es.At(sec(), "host", "подсказка из зала")))
	h.do(h.f.CupFinalLiveAttention(at(sec())))
	h.do(h.f.CupFinalLiveTime(at(sec())))
	h.do(h.f.CupFinalLiveDue(at(h.clock.Advance(time.Minute))))
	if qs := h.f.Cup.Final.Questions; len(qs) != 3 || qs[0].Winner != a || !qs[1].Removed || qs[1].Reason == "" || qs[2].Winner != "" || qs[2].Removed {
		t.Fatalf("the cup's final questions are %+v", qs)
	}
	// The rest: B takes every question; the final is decided for B.
	for guard := 0; h.next().Stage == cup.StageFinal; guard++ {
		if guard > 30 {
			t.Fatal("the final does not end")
		}
		h.do(h.f.CupFinalLiveAttention(at(sec())))
		h.do(h.f.CupFinalLiveTime(at(sec())))
		h.do(h.f.CupFinalLivePress(at(sec()), b, time.Time{}, nil))
		h.do(h.f.CupFinalLiveRule(at(sec()), brainring.RulingRight))
	}
	if h.next().Stage != cup.StageDone || !h.f.CupFinalLive.Done() {
		t.Fatalf("the cup is at %+v, the live final done %v", h.next(), h.f.CupFinalLive.Done())
	}
	if sa, sb := h.f.CupFinalLive.Score(); sa != 1 || sb != 11 {
		t.Errorf("live final score %d:%d, want 1:11", sa, sb)
	}
	for i := range h.log {
		h.log[i].Stream = "fest" // the demo's events, with the harness's
	}
	verifyLive(t, h.log)
}
