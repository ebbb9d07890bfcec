package festival_test

import (
	"slices"
	"testing"
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/buzzer"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/brainringtournament"
)

// liveFight opens the first fight of group A live and returns its ID and
// teams.
func liveFight(h *harness, bz buzzer.Config) (id, a, b string) {
	h.t.Helper()
	brOpen(h, 8, 2)
	brDraw(h, 7)
	gf := h.f.Brainring.Groups[0].Fights[0]
	h.do(h.f.OpenBrainringLive(es.At(h.now(), "host", ""), gf.ID, bz))
	return gf.ID, gf.Fight.A, gf.Fight.B
}

// at is a Meta of the host at t.
func at(t time.Time) es.Meta { return es.At(t, "host", "") }

// TestF4_LiveFightEntersTheGroupTable plays a group fight live (C9-C14):
// a false start, a right answer, a wrong one and the opponent's 20 s
// running out (C12), a removal (C14) and its replacement, an undo; the
// fight's line lands in the group table with nothing typed, and Verify
// re-makes every event of the log.
func TestF4_LiveFightEntersTheGroupTable(t *testing.T) {
	h := newHarness(t)
	id, a, b := liveFight(h, buzzer.Config{})
	t0 := h.clock.Now()
	s := func(d time.Duration) time.Time { return t0.Add(d) }

	// Q1: B false-starts, A alone gets 20 s at "Time" and answers right.
	h.do(h.f.BrainringLiveAttention(at(s(time.Second)), id))
	h.do(h.f.BrainringLivePress(at(s(2*time.Second)), id, b, time.Time{}, nil))
	h.do(h.f.BrainringLiveTime(at(s(5*time.Second)), id))
	h.do(h.f.BrainringLivePress(at(s(6*time.Second)), id, a, time.Time{}, nil))
	evs := h.do(h.f.BrainringLiveRule(at(s(8*time.Second)), id, brainring.RulingRight))
	if last := evs[len(evs)-1]; last.Type != "BrainringFightEntered" {
		t.Fatalf("a question over must enter the fight's line, got %s", es.Types(evs))
	}
	// Q2: A answers wrong, B's 20 s run out (the tick, stamped at the deadline).
	h.do(h.f.BrainringLiveAttention(at(s(20*time.Second)), id))
	h.do(h.f.BrainringLiveTime(at(s(25*time.Second)), id))
	h.do(h.f.BrainringLivePress(at(s(30*time.Second)), id, a, time.Time{}, nil))
	h.do(h.f.BrainringLiveRule(at(s(32*time.Second)), id, brainring.RulingWrong))
	due := h.do(h.f.BrainringLiveDue(es.At(s(90*time.Second), "clock", ""), id))
	if len(due) < 2 || !due[len(due)-2].At.Equal(s(52*time.Second)) {
		t.Fatalf("the time-up must be stamped at its deadline, got %s", es.Types(due))
	}
	// Q3: B right, then the host removes it (a dispute) and replays it.
	h.do(h.f.BrainringLiveAttention(at(s(100*time.Second)), id))
	h.do(h.f.BrainringLiveTime(at(s(101*time.Second)), id))
	h.do(h.f.BrainringLivePress(at(s(102*time.Second)), id, b, time.Time{}, nil))
	h.do(h.f.BrainringLiveRule(at(s(103*time.Second)), id, brainring.RulingRight))
	h.refused(turnir.EINVALID, "причина")(h.f.BrainringLiveRemove(at(s(104*time.Second)), id))
	h.do(h.f.BrainringLiveRemove(es.At(s(104*time.Second), "host", "dispute"), id))
	// Q3 again: B answers, the host mis-clicks wrong and undoes it, then right.
	h.do(h.f.BrainringLiveAttention(at(s(110*time.Second)), id))
	h.do(h.f.BrainringLiveTime(at(s(111*time.Second)), id))
	h.do(h.f.BrainringLivePress(at(s(112*time.Second)), id, b, time.Time{}, nil))
	h.do(h.f.BrainringLivePress(at(s(112*time.Second)), id, a, time.Time{}, nil)) // beaten
	h.do(h.f.BrainringLiveRule(at(s(113*time.Second)), id, brainring.RulingWrong))
	h.do(h.f.BrainringLiveUndo(es.At(s(114*time.Second), "host", "mis-click"), id))
	h.do(h.f.BrainringLiveRule(at(s(115*time.Second)), id, brainring.RulingRight))
	// Q4, Q5: nobody presses; the 60 s run out.
	for q := range 2 {
		base := s(time.Duration(200+100*q) * time.Second)
		h.do(h.f.BrainringLiveAttention(at(base), id))
		h.do(h.f.BrainringLiveTime(at(base.Add(time.Second)), id))
		h.do(h.f.BrainringLiveDue(es.At(base.Add(90*time.Second), "clock", ""), id))
	}
	v, err := h.f.BrainringLiveView(id, s(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if !v.Done || v.ScoreA != 1 || v.ScoreB != 1 || !slices.Equal(v.Actions, []string{"remove"}) {
		t.Fatalf("live view %+v", v)
	}
	if got := h.f.BrainringLiveRunning(); len(got) != 0 {
		t.Errorf("a done fight still runs: %v", got)
	}
	fv, err := h.f.BrainringFightByID(id)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{a, "", b, "", ""}; !slices.Equal(fv.Taken, want) || fv.Status != "complete" {
		t.Fatalf("the table's fight is %v %s, want %v complete", fv.Taken, fv.Status, want)
	}
	h.refused(turnir.ECONFLICT, "")(h.f.BrainringLiveAttention(at(s(2*time.Hour)), id))
	verifyLive(t, h.log)
	replayed, err := festival.Replay(h.log)
	if err != nil {
		t.Fatal(err)
	}
	if rv, _ := replayed.BrainringLiveView(id, s(time.Hour)); rv.ScoreA != 1 || len(rv.Live.Presses) != 6 {
		t.Errorf("the replay differs: %+v", rv)
	}
}

// verifyLive runs Verify over log and demands every event re-made.
func verifyLive(t *testing.T, log []turnir.Event) {
	t.Helper()
	rep, err := festival.Verify(log)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.OK() || rep.Applied != 0 {
		t.Fatalf("verify: %v (applied only: %d)", rep.Problems(), rep.Applied)
	}
}

// TestC10_LiveFairModeVerifies: in the fair mode a press opens the grace
// window and the tick's decision (or the other team's press) gives the
// button; Verify re-makes the decisions from the stored evidence.
func TestC10_LiveFairModeVerifies(t *testing.T) {
	h := newHarness(t)
	id, a, b := liveFight(h, buzzer.Config{Fair: true})
	t0 := h.clock.Now()
	s := func(d time.Duration) time.Time { return t0.Add(d) }
	h.do(h.f.BrainringLiveAttention(at(s(time.Second)), id))
	h.do(h.f.BrainringLiveTime(at(s(2*time.Second)), id))
	h.do(h.f.BrainringLivePress(at(s(3*time.Second)), id, a, time.Time{}, nil))
	h.do(h.f.BrainringLivePress(at(s(3*time.Second+50*time.Millisecond)), id, b, time.Time{}, nil))
	h.do(h.f.BrainringLiveRule(at(s(5*time.Second)), id, brainring.RulingWrong))
	h.do(h.f.BrainringLivePress(at(s(6*time.Second)), id, b, time.Time{}, nil))
	h.do(h.f.BrainringLiveRule(at(s(7*time.Second)), id, brainring.RulingRight))
	h.do(h.f.BrainringLiveAttention(at(s(10*time.Second)), id))
	h.do(h.f.BrainringLiveTime(at(s(11*time.Second)), id))
	h.do(h.f.BrainringLivePress(at(s(12*time.Second)), id, a, time.Time{}, nil))
	due := h.do(h.f.BrainringLiveDue(es.At(s(13*time.Second), "clock", ""), id))
	if len(due) != 1 || due[0].Type != brainring.EvLiveAnswering {
		t.Fatalf("the window's end must decide, got %s", es.Types(due))
	}
	verifyLive(t, h.log)
}

// TestLiveRefusals: a fight is played live once, not after a hand entry,
// and a press of a team that does not play is refused.
func TestLiveRefusals(t *testing.T) {
	h := newHarness(t)
	id, a, b := liveFight(h, buzzer.Config{})
	h.refused(turnir.ECONFLICT, "уже играется")(h.f.OpenBrainringLive(at(h.now()), id, buzzer.Config{}))
	// The team's phone is told by the teams' names, not their ids.
	h.refused(turnir.EINVALID, "не играет в бою «"+h.f.TeamName(a)+"» – «"+h.f.TeamName(b)+"»")(h.f.BrainringLivePress(at(h.now()), id, "T-nobody", time.Time{}, nil))
	other := h.f.Brainring.Groups[0].Fights[1]
	h.do(h.f.BrainringFight(at(h.now()), other.ID, []string{other.Fight.A}))
	h.refused(turnir.ECONFLICT, "очистите")(h.f.OpenBrainringLive(at(h.now()), other.ID, buzzer.Config{}))
	h.refused(turnir.ENOTFOUND, "не играется")(h.f.BrainringLiveTime(at(h.now()), "A-9-9"))
	// A fight played live takes no hand entry: its line is the console's.
	h.refused(turnir.ECONFLICT, "вживую")(h.f.BrainringFight(at(h.now()), id, []string{a}))
	h.refused(turnir.ECONFLICT, "вживую")(h.f.BrainringQuestion(at(h.now()), id, 1, b))
	_, _ = a, b
}

// TestF7_LiveExtraQuestions: a play-off match level after its two fights
// plays its extra questions live ("F-x"): a question nobody takes, a
// question taken and then removed (the cup of extras is cleared, the
// replacement takes its number), and the team that takes one wins the
// match; Verify re-makes every event.
func TestF7_LiveExtraQuestions(t *testing.T) {
	h := newHarness(t)
	brOpen(h, 4, 1)
	brDraw(h, 11)
	playGroups(h, func(string, string, int) (int, int) { return 0, 0 })
	g := h.f.Brainring.Groups[0]
	seed := turnir.SeedFromUint64(5)
	h.do(h.f.CommitLot(at(h.now()), "brainring-lot-"+g.Name, seed.Commitment()))
	h.do(h.f.DrawBrainringGroupLot(at(h.now()), g.Name, seed))
	h.do(h.f.StartBrainringPlayoff(at(h.now())))
	b, err := h.f.BrainringBracket()
	if err != nil {
		t.Fatal(err)
	}
	fin := b.Rounds[0].Matches[0]
	a, bb := fin.A, fin.B
	id := fin.ID + "-x"
	h.refused(turnir.ECONFLICT, "не равный")(h.f.OpenBrainringLive(at(h.now()), id, buzzer.Config{}))
	h.do(h.f.BrainringFight(at(h.now()), "F-1", line(a, bb, 3, 2, 9)))
	h.do(h.f.BrainringFight(at(h.now()), "F-2", line(bb, a, 3, 2, 9)))
	h.do(h.f.OpenBrainringLive(at(h.now()), id, buzzer.Config{}))
	h.refused(turnir.ECONFLICT, "вживую")(h.f.BrainringExtraQuestion(at(h.now()), fin.ID, 1, a))
	t0 := h.clock.Now()
	s := func(d time.Duration) time.Time { return t0.Add(d) }
	// Extra 1: nobody presses; the time runs out.
	h.do(h.f.BrainringLiveAttention(at(s(time.Second)), id))
	h.do(h.f.BrainringLiveTime(at(s(2*time.Second)), id))
	h.do(h.f.BrainringLiveDue(es.At(s(70*time.Second), "clock", ""), id))
	// Extra 2: A takes it, then it is removed; its replacement: B takes it.
	h.do(h.f.BrainringLiveAttention(at(s(80*time.Second)), id))
	h.do(h.f.BrainringLiveTime(at(s(81*time.Second)), id))
	h.do(h.f.BrainringLivePress(at(s(82*time.Second)), id, a, time.Time{}, nil))
	h.do(h.f.BrainringLiveRule(at(s(83*time.Second)), id, brainring.RulingRight))
	if m := bracketMatch(h, fin.ID); m.Winner != a {
		t.Fatalf("after A's extra: winner %q", m.Winner)
	}
	h.do(h.f.BrainringLiveRemove(es.At(s(84*time.Second), "host", "спор"), id))
	if m := bracketMatch(h, fin.ID); m.Winner != "" {
		t.Fatalf("after the removal: winner %q, want none yet", m.Winner)
	}
	h.do(h.f.BrainringLiveAttention(at(s(90*time.Second)), id))
	h.do(h.f.BrainringLiveTime(at(s(91*time.Second)), id))
	h.do(h.f.BrainringLivePress(at(s(92*time.Second)), id, bb, time.Time{}, nil))
	h.do(h.f.BrainringLiveRule(at(s(93*time.Second)), id, brainring.RulingRight))
	if m := bracketMatch(h, fin.ID); m.Winner != bb || !slices.Equal(h.f.Brainring.Playoff.Plays[fin.ID].Extra, []string{"", bb}) {
		t.Fatalf("winner %q, extras %v", m.Winner, h.f.Brainring.Playoff.Plays[fin.ID].Extra)
	}
	if v, _ := h.f.BrainringVenueFights("playoff"); !slices.ContainsFunc(v, func(x brainringtournament.LiveVenueFight) bool { return x.Fight == id && x.Done }) {
		t.Errorf("the play-off venue does not list the extras as played: %+v", v)
	}
	verifyLive(t, h.log)
}

// TestDQ1_CommitteeCorrectsALiveFightAfterIt: once a fight played live is
// over, the committee may still correct a question of it (DQ1: a protest
// upheld after the fight), as a decision with its reason; the group table
// follows, the console can no longer put its own line back (an undo after
// the end is refused), and Verify re-makes every event.
func TestDQ1_CommitteeCorrectsALiveFightAfterIt(t *testing.T) {
	h := newHarness(t)
	id, a, _ := liveFight(h, buzzer.Config{})
	for q := 0; ; q++ {
		v, err := h.f.BrainringLiveView(id, h.clock.Now())
		if err != nil {
			t.Fatal(err)
		}
		if v.Done {
			break
		}
		base := h.now()
		h.do(h.f.BrainringLiveAttention(at(base), id))
		h.do(h.f.BrainringLiveTime(at(base.Add(time.Second)), id))
		h.do(h.f.BrainringLiveDue(es.At(base.Add(90*time.Second), "clock", ""), id))
		h.clock.Advance(2 * time.Minute)
		if q > 20 {
			t.Fatal("the fight does not end")
		}
	}
	// While it is played the console owns the line (TestLiveRefusals);
	// after it a correction needs the committee's reason.
	h.refused(turnir.EINVALID, "причина")(h.f.BrainringQuestion(es.At(h.now(), "jury", ""), id, 1, a))
	h.do(h.f.BrainringQuestion(es.At(h.now(), "jury", "протест принят: ответ засчитан"), id, 1, a))
	fv, err := h.f.BrainringFightByID(id)
	if err != nil {
		t.Fatal(err)
	}
	if len(fv.Taken) == 0 || fv.Taken[0] != a {
		t.Fatalf("the table's fight after the correction: %v", fv.Taken)
	}
	h.refused(turnir.ECONFLICT, "жюри исправило")(h.f.BrainringLiveUndo(es.At(h.now(), "host", "mis-click"), id))
	verifyLive(t, h.log)
}
