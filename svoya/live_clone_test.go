package svoya_test

import (
	"encoding/json"
	"testing"

	"turnir/svoya"
)

// TestLiveCloneIsIndependent: a clone and its original go on apart. The
// press log is shared between them (only ever appended to), so a press on
// either must not show in the other, and neither may the board, the
// scores or the rulings.
func TestLiveCloneIsIndependent(t *testing.T) {
	g := newGame(t, four, svoya.Themes(2), svoya.DefaultLiveSettings())
	g.question("A-", "B-", "C+") // three presses: the log has room for a fourth
	before, _ := json.Marshal(&g.f)

	// Play on a clone: the original is as it was.
	c := &game{t: t, f: *g.f.Clone(), now: g.now}
	c.question("D+")
	if after, _ := json.Marshal(&g.f); string(after) != string(before) {
		t.Fatalf("playing the clone changed the original:\n%s\n%s", before, after)
	}

	// Play on the original the other way: the clone keeps its own log.
	cloned, _ := json.Marshal(&c.f)
	g.question("B+")
	if again, _ := json.Marshal(&c.f); string(again) != string(cloned) {
		t.Fatalf("playing the original changed the clone:\n%s\n%s", cloned, again)
	}
	if len(g.f.Presses) != 4 || len(c.f.Presses) != 4 || g.f.Presses[3].Press.Seat != "B" || c.f.Presses[3].Press.Seat != "D" {
		t.Fatalf("press logs: original %+v, clone %+v", g.f.Presses, c.f.Presses)
	}
}
