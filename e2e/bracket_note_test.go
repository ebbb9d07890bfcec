package e2e

import "testing"

// TestBrainringBracketSaysWhatDecided: a play-off match level on the
// points of its fights (2:2) is decided by the next indicator of F7, and
// the bracket says which (taken - given, questions taken, extra
// questions) under the match, where only extra questions were marked and
// a 2:2 match decided by the difference showed no reason for its winner.
// The bracket is the page's own module drawing a view of three matches.
func TestBrainringBracketSaysWhatDecided(t *testing.T) {
	e := newEnv(t)
	pub := newTab(t, e, 1280, 900, false)
	pub.open("/festival.html")
	eval[bool](pub, `((async () => {
		const m = await import("/js/quiz/views-brainring.js");
		const match = (id, by, extra) => ({ id, stage: "final", a: id + "a", b: id + "b", name_a: "A " + id, name_b: "B " + id,
			status: "complete", winner: id + "a", extra, result: { a: id + "a", b: id + "b", points_a: 2, points_b: 2, decided_by: by } });
		const svg = m.brainringBracket({ bracket: { rounds: [{ stage: "semi_final", length: 3,
			matches: [match("m1", "diff"), match("m2", "taken"), match("m3", "points")] },
			{ stage: "final", length: 3, matches: [match("m4", "extra", ["m4a"])] }] } });
		document.body.append(svg);
		window.notes = [...svg.querySelectorAll("g.pair")].map((g) => g.dataset.match + ":" + ((g.querySelector(".bnote") || {}).textContent || "")).join(" | ");
	})(), true)`)
	pub.waitEval(`typeof window.notes === "string"`)
	got := eval[string](pub, `window.notes`)
	want := "m1:по разности взятых и отданных | m2:по взятым вопросам | m3: | m4:по дополнительным вопросам"
	if got != want {
		t.Fatalf("the bracket's notes: %q, want %q", got, want)
	}
}
