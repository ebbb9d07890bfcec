package svoya_test

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"turnir"
	"turnir/buzzer"
	"turnir/svoya"
)

var four = []string{"A", "B", "C", "D"}

// A press before the host's signal blocks that player's button for the
// false-start time; the others are not held back.
func TestLiveFalseStartBlocks(t *testing.T) {
	g := newGame(t, four, svoya.Themes(1), svoya.DefaultLiveSettings())
	ref, _ := g.f.Next()
	g.do(g.f.Choose(g.now, ref, ""))
	g.now = g.now.Add(time.Second)
	evs := g.do(g.f.Press(buzzer.Press{Seat: "A", At: g.now}))
	if fs, ok := evs[0].(svoya.LiveFalseStart); !ok || fs.Until != g.now.Add(time.Second) {
		t.Fatalf("a false start: %+v", evs)
	}
	g.now = g.now.Add(500 * time.Millisecond)
	g.do(g.f.Unlock(g.now))
	g.now = g.now.Add(100 * time.Millisecond)
	g.logged(buzzer.VerdictBlocked)(g.f.Press(buzzer.Press{Seat: "A", At: g.now}))
	g.now = g.now.Add(400 * time.Millisecond) // 1 s after the false start
	evs = g.do(g.f.Press(buzzer.Press{Seat: "A", At: g.now}))
	if p, ok := evs[0].(svoya.LivePressed); !ok || p.Player != "A" {
		t.Fatalf("the block is over, A answers: %+v", evs)
	}
	g.logged(buzzer.VerdictBeaten)(g.f.Press(buzzer.Press{Seat: "B", At: g.now}))
	// Every press is in the log with its verdict, the false start first.
	var got []buzzer.Verdict
	for _, e := range g.f.Presses {
		got = append(got, e.Verdict)
	}
	if want := []buzzer.Verdict{buzzer.VerdictFalseStart, buzzer.VerdictBlocked, buzzer.VerdictFirst, buzzer.VerdictBeaten}; !reflect.DeepEqual(got, want) {
		t.Fatalf("press log %v, want %v", got, want)
	}
}

// Wrong: minus the value, and the others may press again, not the one who
// answered; right: plus the value and the question ends.
func TestLiveWrongThenRight(t *testing.T) {
	g := newGame(t, four, svoya.Themes(1), svoya.DefaultLiveSettings())
	g.question("B-", "C+")
	s := sheetOf(g)
	if s["B"].Total != -10 || s["C"].Total != 10 || s["C"].RightSum != 10 || s["C"].RightCount != 1 || s["A"].Answered != 0 {
		t.Fatalf("sheet %+v", s)
	}
	// B may not press again on the question it missed.
	ref, _ := g.f.Next()
	g.do(g.f.Choose(g.now, ref, ""))
	g.do(g.f.Unlock(g.now))
	g.do(g.f.Press(buzzer.Press{Seat: "B", At: g.now}))
	g.do(g.f.Rule(g.now, false))
	g.logged(buzzer.VerdictNoRight)(g.f.Press(buzzer.Press{Seat: "B", At: g.now.Add(time.Millisecond)}))
	g.do(g.f.Press(buzzer.Press{Seat: "A", At: g.now.Add(time.Millisecond)}))
}

// Every player wrong ends the question; so does a press window with
// nobody pressing, stamped when it fell due, not when the tick came.
func TestLiveQuestionEnds(t *testing.T) {
	g := newGame(t, []string{"A", "B"}, svoya.Themes(1), svoya.DefaultLiveSettings())
	g.question("A-", "B-")
	if e := g.log[len(g.log)-1].(svoya.LiveQuestionEnded); e.Reason != svoya.LiveEndWrong {
		t.Fatalf("ended %+v", e)
	}
	ref, _ := g.f.Next()
	g.do(g.f.Choose(g.now, ref, ""))
	g.do(g.f.Unlock(g.now))
	closes := g.now.Add(5 * time.Second)
	if evs := g.f.Due(closes.Add(-time.Millisecond)); len(evs) != 0 {
		t.Fatalf("due early: %+v", evs)
	}
	evs := g.wait(time.Hour) // a late tick
	if e, ok := evs[0].(svoya.LiveQuestionEnded); !ok || e.Reason != svoya.LiveEndTimeout || !e.At.Equal(closes) {
		t.Fatalf("the window closed at %s: %+v", closes, evs)
	}
	// A press that arrives after the window answers nothing, even before
	// a tick: the window's end comes first, and the press is logged.
	g2 := newGame(t, []string{"A", "B"}, svoya.Themes(1), svoya.DefaultLiveSettings())
	g2.do(g2.f.Choose(g2.now, ref, ""))
	g2.do(g2.f.Unlock(g2.now))
	g2.now = g2.now.Add(6 * time.Second)
	g2.logged(buzzer.VerdictClosed)(g2.f.Press(buzzer.Press{Seat: "A", At: g2.now}))
	if g2.f.Phase != svoya.LiveChoosing || g2.f.Answerer != "" {
		t.Fatalf("a late press answered: %s %q", g2.f.Phase, g2.f.Answerer)
	}
	// Someone who does not play is refused, and not logged.
	g2.refuse(turnir.EINVALID)(g2.f.Press(buzzer.Press{Seat: "Z", At: g2.now}))
}

// The answerer's time running out is a signal to the host, who rules.
func TestLiveAnswerTimeUp(t *testing.T) {
	g := newGame(t, []string{"A", "B"}, svoya.Themes(1), svoya.DefaultLiveSettings())
	ref, _ := g.f.Next()
	g.do(g.f.Choose(g.now, ref, ""))
	g.do(g.f.Unlock(g.now))
	g.do(g.f.Press(buzzer.Press{Seat: "A", At: g.now}))
	evs := g.wait(7 * time.Second)
	if e, ok := evs[0].(svoya.LiveAnswerTimeUp); len(evs) != 1 || !ok || !e.At.Equal(t0.Add(5*time.Second)) || !g.f.Overtime {
		t.Fatalf("time up: %+v", evs)
	}
	if evs := g.f.Due(g.now.Add(time.Minute)); len(evs) != 0 {
		t.Fatalf("time up twice: %+v", evs)
	}
	g.do(g.f.Rule(g.now, false))
	if g.f.Phase != svoya.LiveOpen {
		t.Fatalf("B may press: %s", g.f.Phase)
	}
}

// Undo takes the last ruling back (the score with it) and the host rules
// again; Reopen puts back a question ended by mistake.
func TestLiveUndoAndReopen(t *testing.T) {
	g := newGame(t, four, svoya.Themes(2), svoya.LiveSettings{Choice: svoya.LiveChoiceAnswerer, FalseStart: turnir.Duration(time.Second),
		PressWindow: turnir.Duration(5 * time.Second), AnswerTime: turnir.Duration(5 * time.Second)})
	g.question("A-", "B+")
	if g.f.Chooser != "B" {
		t.Fatalf("chooser %q, want B", g.f.Chooser)
	}
	g.refuse(turnir.EINVALID)(g.f.Undo(g.now, ""))
	g.do(g.f.Undo(g.now, "B's answer was not the one accepted"))
	if g.f.Phase != svoya.LiveAnswering || g.f.Answerer != "B" || g.f.Chooser != "" || sheetOf(g)["B"].Total != 0 || sheetOf(g)["A"].Total != -10 {
		t.Fatalf("after undo: %+v %+v", g.f, g.f.Sheet())
	}
	g.do(g.f.Rule(g.now, false))
	g.wait(5 * time.Second) // C and D let the window pass
	g.do(g.f.Reopen(g.now, "C's button failed"))
	g.do(g.f.Press(buzzer.Press{Seat: "C", At: g.now}))
	g.refuse(turnir.ECONFLICT)(g.f.Undo(g.now, "C is answering: rule first"))
	g.do(g.f.Rule(g.now, true))
	if s := sheetOf(g); s["A"].Total != -10 || s["B"].Total != -10 || s["C"].Total != 10 || g.f.Chooser != "C" {
		t.Fatalf("sheet %+v", s)
	}
	// Once the next question is chosen, the ruling stays.
	ref, _ := g.f.Next()
	g.refuse(turnir.ECONFLICT)(g.f.Choose(g.now, ref, "A"))
	g.do(g.f.Choose(g.now, ref, "C"))
	g.refuse(turnir.ECONFLICT)(g.f.Undo(g.now, "too late"))
	g.refuse(turnir.ECONFLICT)(g.f.Reopen(g.now, "too late"))
}

// The log replays: every event survives JSON and DecodeLiveEvent, and
// folding the decoded log gives the same state.
func TestLiveReplaysFromJSON(t *testing.T) {
	g := newGame(t, four, svoya.DefaultConfig().Groups.Format, svoya.DefaultLiveSettings())
	g.question("A+")
	g.question("B-", "C-", "D+")
	g.do(g.f.Undo(g.now, "a correction"))
	g.do(g.f.Rule(g.now, false))
	g.wait(5 * time.Second) // A lets the window pass
	g.question()
	var f svoya.Live
	for _, e := range g.log {
		b, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		d, err := svoya.DecodeLiveEvent(e.LiveType(), b)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(d, e) {
			t.Fatalf("%s decodes to %+v, want %+v", e.LiveType(), d, e)
		}
		if err := f.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	if !reflect.DeepEqual(f, g.f) {
		t.Fatalf("replayed state differs:\n%+v\n%+v", f, g.f)
	}
	if _, err := svoya.DecodeLiveEvent("SvoyaAnswered", []byte(`{}`)); err == nil {
		t.Error("a foreign event type decodes")
	}
}

func TestStartLiveRefuses(t *testing.T) {
	s := svoya.DefaultLiveSettings()
	for name, err := range map[string]error{
		"one player":     second(svoya.StartLive(t0, []string{"A"}, svoya.Themes(1), s)),
		"twice a player": second(svoya.StartLive(t0, []string{"A", "A"}, svoya.Themes(1), s)),
		"no board":       second(svoya.StartLive(t0, four, svoya.Format{}, s)),
		"bad choice":     second(svoya.StartLive(t0, four, svoya.Themes(1), svoya.LiveSettings{Choice: "x", PressWindow: s.PressWindow, AnswerTime: s.AnswerTime})),
		"no window":      second(svoya.StartLive(t0, four, svoya.Themes(1), svoya.LiveSettings{Choice: svoya.LiveChoiceHost, AnswerTime: s.AnswerTime})),
	} {
		if turnir.ErrorCode(err) != turnir.EINVALID {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func second[T any](_ T, err error) error { return err }

// TestLiveSignalsOpenTheButtons: the log keeps every opening of the
// buttons with the question it opened, the host's unlock and a wrong
// answer's reopening, so that each press can be put after its signal.
func TestLiveSignalsOpenTheButtons(t *testing.T) {
	g := newGame(t, four, svoya.Themes(1), svoya.DefaultLiveSettings())
	ref, _ := g.f.Next()
	g.do(g.f.Choose(g.now, ref, ""))
	unlock := g.now.Add(2 * time.Second)
	g.do(g.f.Unlock(unlock))
	g.do(g.f.Press(buzzer.Press{Seat: "A", At: unlock.Add(312 * time.Millisecond)}))
	wrong := unlock.Add(3 * time.Second)
	g.do(g.f.Rule(wrong, false))
	want := []svoya.LiveSignal{{Question: 1, At: unlock}, {Question: 1, At: wrong}}
	if !reflect.DeepEqual(g.f.Signals, want) {
		t.Fatalf("signals %+v, want the unlock and the reopening of question 1", g.f.Signals)
	}
	c := g.f.Clone()
	c.Signals = append(c.Signals, svoya.LiveSignal{Question: 9})
	if len(g.f.Signals) != 2 {
		t.Fatal("a clone's signal went into the original's")
	}
}
