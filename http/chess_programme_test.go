package http_test

import "testing"

// TestK7_ProgrammeOverAPI: the programme is data, with what comes next;
// an event run ahead of its printed dates is never told of what it has
// passed (after round 1's draw and its close, the next is not
// registration, nor round 1, though their dates are still to come).
func TestK7_ProgrammeOverAPI(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	chessEvent(t, org, "k7", 10)
	v := org.chess("k7")
	if len(v.Programme.Items) != 15 || v.Programme.Next == nil || v.Programme.Next.Kind != "registration" {
		t.Fatalf("programme %+v", v.Programme)
	}
	org.must("POST", "/api/chess/k7/begin", nil, nil)
	if v = org.chess("k7"); v.Programme.Next == nil || v.Programme.Next.Kind != "round" || v.Programme.Next.Round != 1 {
		t.Fatalf("after round 1's draw the next item is %+v", v.Programme.Next)
	}
}
