package brainring_test

import (
	"slices"
	"testing"
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/buzzer"
)

func TestC9_AttentionThenTimeThenAPressStopsTheClock(t *testing.T) {
	g := newGame(t, liveSettings(5, false))
	g.wantPhase(brainring.PhaseIdle)
	g.refused(g.l.Time(at(1)))
	g.attention(1)
	if q := g.q(); q.Number != 1 || q.Phase != brainring.PhaseReading {
		t.Fatalf("after Attention: %+v", q)
	}
	g.time(8)
	q := g.q()
	if q.Phase != brainring.PhaseClean || !q.Deadline.Equal(at(68)) || !q.WarnAt.Equal(at(58)) {
		t.Fatalf("after Time: phase %s deadline %s warn %s, want clean to 68 s, warning at 58 s", q.Phase, q.Deadline, q.WarnAt)
	}
	if v := g.press("B", 31.4); v != buzzer.VerdictFirst {
		t.Fatalf("B's press: %s", v)
	}
	q = g.q()
	if q.Phase != brainring.PhaseAnswering || q.Answering != "B" || !q.PressedAt.Equal(at(31.4)) || !q.Deadline.IsZero() {
		t.Fatalf("after the press: %+v", q)
	}
	// The clock stopped: nothing falls due any more, not even at 100 s.
	if due := g.l.Due(at(100)); len(due) != 0 {
		t.Fatalf("due after the press: %v", due)
	}
}

func TestC9_HostCommandsOutOfTurnAreRefused(t *testing.T) {
	g := newGame(t, liveSettings(5, false))
	g.refused(g.l.Rule(at(1), brainring.RulingRight))
	g.attention(1)
	g.refused(g.l.Attention(at(2)))
	g.refused(g.l.Rule(at(2), brainring.RulingWrong))
	g.time(3)
	g.refused(g.l.Time(at(4)))
	g.press("A", 5)
	refusedCode := func(err error, code string) {
		t.Helper()
		if turnir.ErrorCode(err) != code {
			t.Fatalf("error %v, want %s", err, code)
		}
	}
	_, err := g.l.Rule(at(6), "maybe")
	refusedCode(err, turnir.EINVALID)
	_, err = g.l.Press(buzzer.Press{Seat: "C", At: at(6)})
	refusedCode(err, turnir.EINVALID)
	_, err = g.l.Press(buzzer.Press{Seat: "B", At: at(4)})
	refusedCode(err, turnir.EINVALID) // the clock never runs backwards
}

// TestC10_FalseStartAtEveryPhase presses at every phase of a question and
// checks what each press is judged and what it does to the rights.
func TestC10_FalseStartAtEveryPhase(t *testing.T) {
	g := newGame(t, liveSettings(5, false))
	steps := []struct {
		name  string
		setup func()
		team  string
		want  buzzer.Verdict
	}{
		{"before the first question: closed", nil, "A", buzzer.VerdictClosed},
		{"reading: the first early press is a false start", func() { g.attention(10) }, "A", buzzer.VerdictFalseStart},
		{"reading: the false starter again is a duplicate", nil, "A", buzzer.VerdictDuplicate},
		{"reading: the other team after a false start is only early", nil, "B", buzzer.VerdictEarly},
		{"clean time: the false starter has no right", func() { g.time(20) }, "A", buzzer.VerdictNoRight},
		{"clean time: the other team takes the button", nil, "B", buzzer.VerdictFirst},
		{"answering: the same team again is a duplicate", nil, "B", buzzer.VerdictDuplicate},
		{"answering: the false starter still has no right", nil, "A", buzzer.VerdictNoRight},
		{"over: too late", func() { g.rule(30, brainring.RulingWrong) }, "B", buzzer.VerdictTooLate},
		{"next reading: rights are back, a false start again", func() { g.attention(40) }, "B", buzzer.VerdictFalseStart},
		{"removed: closed", func() { g.do(g.l.Remove(at(45), "a technical error")) }, "A", buzzer.VerdictClosed},
	}
	sec := 1.0
	for _, s := range steps {
		if s.setup != nil {
			s.setup()
		}
		sec = max(sec+0.5, g.l.Clock.Sub(start).Seconds()+0.5)
		if got := g.press(s.team, sec); got != s.want {
			t.Fatalf("%s: verdict %s, want %s", s.name, got, s.want)
		}
	}
	if n := len(g.l.Presses); n != len(steps) {
		t.Fatalf("%d presses in the log, want every one of %d", n, len(steps))
	}
	// Question 1 ended with both rights lost: A's false start, B's wrong answer.
	if r := g.l.Results()[0]; r.End != brainring.EndBothLost || r.Taker != "" {
		t.Fatalf("question 1: %+v", r)
	}
}

func TestC10_FalseStartGivesTheOpponentAfterWrongAtTime(t *testing.T) {
	g := newGame(t, liveSettings(5, false))
	g.attention(0)
	g.press("B", 3)
	g.time(9)
	ts := g.last().(brainring.LiveTimeStarted)
	if !slices.Equal(ts.Teams, []string{"A"}) || !ts.Deadline.Equal(at(29)) || !ts.WarnAt.Equal(at(19)) {
		t.Fatalf("Time after B's false start: %+v, want A alone until 29 s, warning at 19 s", ts)
	}
	g.tick(40)
	if r := g.l.Results()[0]; r.End != brainring.EndTimeUp || r.Taker != "" {
		t.Fatalf("result %+v", r)
	}
	if over := g.last().(brainring.LiveQuestionOver); !over.At.Equal(at(29)) {
		t.Fatalf("time up stamped %s, want 29 s", over.At)
	}
}

func TestC10_SecondEarlyPressChangesNothing(t *testing.T) {
	g := newGame(t, liveSettings(5, false))
	g.attention(0)
	g.press("A", 2)
	g.press("B", 2.1) // the other team presses early too: only A is marked
	q := g.q()
	if q.Lost != [2]string{brainring.LostFalseStart, ""} {
		t.Fatalf("rights lost %q, want only A's false start", q.Lost)
	}
	g.time(6)
	if v := g.press("B", 10); v != buzzer.VerdictFirst {
		t.Fatalf("B in its 20 s: %s", v)
	}
	g.rule(12, brainring.RulingRight)
	if a, b := g.l.Score(); a != 0 || b != 1 {
		t.Fatalf("score %d:%d", a, b)
	}
}

func TestC11_PromptingAndDelayCostTheRight(t *testing.T) {
	for _, r := range []brainring.Ruling{brainring.RulingWrong, brainring.RulingPrompting, brainring.RulingDelay} {
		t.Run(string(r), func(t *testing.T) {
			g := newGame(t, liveSettings(5, false))
			g.attention(0)
			g.time(5)
			g.press("A", 15)
			if q := g.q(); !q.DelayEnds.Equal(at(20)) {
				t.Fatalf("the host's 5-s count ends %s, want 20 s", q.DelayEnds)
			}
			g.rule(17, r)
			q := g.q()
			if q.Lost[0] != string(r) || q.Phase != brainring.PhaseClean || !q.Deadline.Equal(at(37)) {
				t.Fatalf("after %s: %+v, want A out and B's clock to 37 s", r, q)
			}
			if v := g.press("A", 18); v != buzzer.VerdictNoRight {
				t.Fatalf("A pressing again: %s", v)
			}
		})
	}
}

func TestC12_CleanTimeRunsOutAfter60sWithTheWarningAt10s(t *testing.T) {
	g := newGame(t, liveSettings(5, false))
	g.attention(0)
	g.time(10)
	if due := g.l.Due(at(59.999)); len(due) != 0 {
		t.Fatalf("due before the warning: %v", due)
	}
	w := g.tick(60)
	if len(w) != 1 || !w[0].(brainring.LiveWarning).At.Equal(at(60)) {
		t.Fatalf("at 60 s: %v, want the warning", w)
	}
	if due := g.l.Due(at(69.999)); len(due) != 0 {
		t.Fatalf("due before the end: %v", due)
	}
	over := g.tick(70)
	if len(over) != 1 || over[0].(brainring.LiveQuestionOver).End != brainring.EndTimeUp {
		t.Fatalf("at 70 s: %v", over)
	}
	if v := g.press("A", 70); v != buzzer.VerdictTooLate {
		t.Fatalf("a press at the deadline: %s", v)
	}
}

func TestC12_APressAMillisecondBeforeTheDeadlineCounts(t *testing.T) {
	g := newGame(t, liveSettings(5, false))
	g.attention(0)
	g.time(10)
	if v := g.press("A", 69.999); v != buzzer.VerdictFirst {
		t.Fatalf("verdict %s", v)
	}
	// The press came after the warning: the late catch-up gave it first.
	if _, ok := g.history[len(g.history)-3].(brainring.LiveWarning); !ok {
		t.Fatalf("history %T, want the warning before the press", g.history[len(g.history)-3])
	}
}

func TestC12_OpponentGets20sAfterAWrongAnswer(t *testing.T) {
	g := newGame(t, liveSettings(5, false))
	g.attention(0)
	g.time(5)
	g.press("A", 50) // 15 s of clean time left: the opponent gets 20 s all the same
	g.rule(53, brainring.RulingWrong)
	ruled := g.last().(brainring.LiveRuled)
	if ruled.Opponent != "B" || !ruled.Deadline.Equal(at(73)) || !ruled.WarnAt.Equal(at(63)) {
		t.Fatalf("ruling %+v, want B until 73 s, warning at 63 s", ruled)
	}
	evs := g.tick(200) // one late tick: the same stamps as punctual ones
	if len(evs) != 2 || !evs[0].Stamp().Equal(at(63)) || !evs[1].Stamp().Equal(at(73)) {
		t.Fatalf("late tick gave %v", evs)
	}
}

func TestC12_ALateTickWritesTheSameHistory(t *testing.T) {
	play := func(tick float64) []brainring.LiveEvent {
		g := newGame(t, liveSettings(5, false))
		ticks := func(from, to float64) {
			for s := from; tick > 0 && s < to; s += tick {
				g.tick(s)
			}
		}
		g.attention(0)
		g.time(5)
		ticks(5, 40)
		g.press("A", 40)
		g.rule(42, brainring.RulingWrong)
		ticks(42, 80)
		g.attention(80)
		g.time(85)
		ticks(85, 200)
		g.attention(200)
		return g.history
	}
	punctual, late := play(0.25), play(0)
	if len(punctual) != len(late) {
		t.Fatalf("%d events with ticks, %d without", len(punctual), len(late))
	}
	for i := range late {
		if !sameJSON(t, punctual[i], late[i]) {
			t.Fatalf("event %d: %+v with ticks, %+v without", i, punctual[i], late[i])
		}
	}
}

func TestC13_ARightAnswerScoresAndEndsTheQuestion(t *testing.T) {
	g := newGame(t, liveSettings(5, false))
	g.attention(0)
	g.time(5)
	g.press("B", 10)
	g.rule(12, brainring.RulingRight)
	g.wantPhase(brainring.PhaseIdle)
	if r := g.l.Results()[0]; r.Taker != "B" || r.End != brainring.EndRight {
		t.Fatalf("result %+v", r)
	}
	if f := g.l.Fight(); !slices.Equal(f.Taken, []string{"B"}) {
		t.Fatalf("fight line %v", f.Taken)
	}
	if v := g.press("A", 13); v != buzzer.VerdictTooLate {
		t.Fatalf("A after the point: %s", v)
	}
}

func TestC14_BothTeamsLoseTheirRight(t *testing.T) {
	g := newGame(t, liveSettings(5, false))
	g.attention(0)
	g.time(5)
	g.press("A", 10)
	g.rule(12, brainring.RulingWrong)
	g.press("B", 20)
	g.rule(22, brainring.RulingPrompting)
	over := g.last().(brainring.LiveQuestionOver)
	if over.End != brainring.EndBothLost || over.Taker != "" || !over.At.Equal(at(22)) {
		t.Fatalf("%+v", over)
	}
	if f := g.l.Fight(); !slices.Equal(f.Taken, []string{""}) {
		t.Fatalf("fight line %q", f.Taken)
	}
}

func TestC14_ARemovedQuestionIsReplacedUnderItsNumber(t *testing.T) {
	g := newGame(t, liveSettings(5, false))
	g.takeQuestion("A", 0)
	g.attention(100)
	g.time(105)
	g.press("B", 110)
	g.refused(g.l.Remove(at(111), "  "))
	g.do(g.l.Remove(at(111), "a prompt from the hall"))
	g.wantPhase(brainring.PhaseIdle)
	if due := g.l.Due(at(1000)); len(due) != 0 {
		t.Fatalf("a removed question's clock still runs: %v", due)
	}
	g.refused(g.l.Remove(at(112), "again"))
	g.refused(g.l.Undo(at(112), "")) // a removal is not a ruling to undo
	if n := g.l.NextNumber(); n != 2 {
		t.Fatalf("next number %d, want 2 again", n)
	}
	g.takeQuestion("B", 200)
	// A question may be removed once over too (a dispute after the answer).
	g.do(g.l.Remove(at(300), "a dispute"))
	g.takeQuestion("", 310)
	res := g.l.Results()
	got := []string{}
	for _, r := range res {
		got = append(got, string(r.End)+":"+r.Taker)
	}
	want := []string{"right:A", "removed:", "removed:", "time_up:"}
	if !slices.Equal(got, want) || res[1].Reason != "a prompt from the hall" || res[1].Number != 2 || res[3].Number != 2 {
		t.Fatalf("results %v, want %v, the replacements numbered 2", got, want)
	}
	if f := g.l.Fight(); !slices.Equal(f.Taken, []string{"A", ""}) {
		t.Fatalf("fight line %q", f.Taken)
	}
	if v := g.l.Presses.Find(2).Verdict; v != buzzer.VerdictFirst {
		t.Fatalf("the removed question's press is gone from the log: %v", v)
	}
}

func TestC14_UndoIsALoggedCorrectionNotARemoval(t *testing.T) {
	g := newGame(t, liveSettings(5, false))
	g.attention(0)
	g.time(5)
	g.press("A", 10)
	g.rule(12, brainring.RulingRight) // a mis-click: the answer was wrong
	g.do(g.l.Undo(at(14), "mis-click"))
	undone := g.last().(brainring.LiveRulingUndone)
	if undone.Ruling != brainring.RulingRight || undone.Team != "A" || undone.Reason != "mis-click" {
		t.Fatalf("%+v", undone)
	}
	if a, b := g.l.Score(); a != 0 || b != 0 || g.l.Phase() != brainring.PhaseAnswering || g.q().Answering != "A" {
		t.Fatalf("after undo: %d:%d, %s, answering %q", a, b, g.l.Phase(), g.q().Answering)
	}
	g.rule(15, brainring.RulingWrong)
	g.press("B", 18)           // B presses in its 20 s ...
	g.do(g.l.Undo(at(19), "")) // ... but the wrong ruling itself was a mis-click
	q := g.q()
	if q.Answering != "A" || q.Lost != [2]string{} || !q.Deadline.IsZero() {
		t.Fatalf("after the second undo: %+v", q)
	}
	g.refused(g.l.Undo(at(20), "")) // nothing left to undo
	g.rule(21, brainring.RulingRight)
	if res := g.l.Results(); len(res) != 1 || res[0].Taker != "A" || res[0].Removed() {
		t.Fatalf("results %+v", res)
	}
	if n := len(g.l.Presses); n != 2 {
		t.Fatalf("%d presses in the log, want both", n)
	}
	g.attention(30)
	g.refused(g.l.Undo(at(31), "")) // the last question's rulings are closed
}

func TestC7_ExtraQuestionsAfterATieUntilATeamScores(t *testing.T) {
	g := newGame(t, liveSettings(2, true))
	g.takeQuestion("A", 0)
	g.takeQuestion("B", 100)
	if g.l.Done() {
		t.Fatal("done at 1:1")
	}
	g.takeQuestion("", 200)
	if !g.q().Extra || g.l.Done() {
		t.Fatalf("question 3: %+v, done %v", g.q(), g.l.Done())
	}
	g.takeQuestion("A", 300)
	g.wantPhase(brainring.PhaseDone)
	g.refused(g.l.Attention(at(400)))
	if x := g.l.ExtraTakers(); !slices.Equal(x, []string{"", "A"}) {
		t.Fatalf("extra takers %q", x)
	}
	if f := g.l.Fight(); !f.Complete() || !slices.Equal(f.Taken, []string{"A", "B"}) {
		t.Fatalf("fight line %+v", f)
	}
}

func TestF4_AFightOfFiveFlowsIntoTheFightLine(t *testing.T) {
	g := newGame(t, liveSettings(5, false))
	for i, team := range []string{"A", "", "B", "A", "A"} {
		g.takeQuestion(team, float64(i*100))
	}
	g.wantPhase(brainring.PhaseDone)
	g.refused(g.l.Attention(at(1000)))
	f := g.l.Fight()
	if err := f.Validate(); err != nil || !f.Complete() {
		t.Fatalf("fight %+v: %v", f, err)
	}
	pa, pb := f.Points(brainring.DefaultConfig().Points)
	if pa != 2 || pb != 0 {
		t.Fatalf("points %d:%d, want 2:0 for A's 3:1", pa, pb)
	}
}

func TestF7_ExtraQuestionsAloneSettleALevelMatch(t *testing.T) {
	cfg := brainring.DefaultConfig()
	level := []brainring.Fight{
		{A: "A", B: "B", Length: 5, Taken: []string{"A", "B", "", "", ""}},
		{A: "B", B: "A", Length: 5, Taken: []string{"A", "B", "", "", ""}},
	}
	g := newGame(t, liveSettings(0, true))
	g.takeQuestion("", 0)
	g.takeQuestion("B", 100)
	g.wantPhase(brainring.PhaseDone)
	res, err := brainring.DecideMatch("A", "B", level, g.l.ExtraTakers(), cfg)
	if err != nil || res.Winner != "B" || res.DecidedBy != brainring.ByExtra {
		t.Fatalf("match %+v: %v", res, err)
	}
}

func TestSimultaneousPressesGoInTheServersOrder(t *testing.T) {
	g := newGame(t, liveSettings(5, false))
	g.attention(0)
	g.time(5)
	if v := g.press("B", 12.345); v != buzzer.VerdictFirst {
		t.Fatalf("B: %s", v)
	}
	if v := g.press("A", 12.345); v != buzzer.VerdictBeaten {
		t.Fatalf("A in the same millisecond, processed second: %s", v)
	}
	if g.q().Answering != "B" {
		t.Fatal("B does not answer")
	}
}

func TestSimultaneousFalseStartsMarkOnlyTheFirst(t *testing.T) {
	g := newGame(t, liveSettings(5, false))
	g.attention(0)
	g.press("A", 1)
	g.press("B", 1)
	if q := g.q(); q.Lost != [2]string{brainring.LostFalseStart, ""} {
		t.Fatalf("lost %q", q.Lost)
	}
}

func TestLiveSettingsRefused(t *testing.T) {
	d := func(s float64) turnir.Duration { return turnir.Duration(time.Duration(s * float64(time.Second))) }
	for name, mod := range map[string]func(*brainring.LiveSettings){
		"no clean time":            func(s *brainring.LiveSettings) { s.Timing.CleanTime = 0 },
		"after wrong above clean":  func(s *brainring.LiveSettings) { s.Timing.AfterWrong = d(61) },
		"warning as long as clean": func(s *brainring.LiveSettings) { s.Timing.Warning = d(60) },
		"no answer delay":          func(s *brainring.LiveSettings) { s.Timing.AnswerDelay = 0 },
		"no questions, no extra":   func(s *brainring.LiveSettings) { s.Length = 0 },
		"fair without a window":    func(s *brainring.LiveSettings) { s.Buzzer.Fair = true },
	} {
		s := liveSettings(5, false)
		mod(&s)
		if _, err := brainring.OpenLive("A", "B", s, start); turnir.ErrorCode(err) != turnir.EINVALID {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := brainring.OpenLive("A", "A", liveSettings(5, false), start); err == nil {
		t.Error("a fight of a team against itself")
	}
}
