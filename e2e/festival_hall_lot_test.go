package e2e

import (
	"strings"
	"testing"
)

// TestIssue14_C5_LotDrawnInTheHallOnThePage (issue 14, item 11): round 2's
// pairs drawn in the hall are entered on the jury page, each team with its
// pair's number and the reason; the cup goes on to round 2 with those pairs
// and the public lots say the lot was drawn in the hall.
func TestIssue14_C5_LotDrawnInTheHallOnThePage(t *testing.T) {
	e := newEnv(t)
	const fid = "hall-lot"
	cupAtRoundTwoDraw(e, fid, "Кубок зала")
	jury := newTab(t, e, 1280, 900, false)
	jury.open("/jury.html?f=" + fid)
	jury.fill("#password", orgPassword)
	jury.click("#login")
	jury.expand("#hall-lot")
	// Places 1-4 against 5-8 (C5): t1-t5, t2-t6, t3-t7, t4-t8, written
	// lower place first as every round-2 pair is.
	eval[bool](jury, `(() => { for (const x of document.querySelectorAll("#hall-form input.hall-n")) {
		const k = Number(x.dataset.team.slice(1)); x.value = String(k <= 4 ? k : k - 4); } return true; })()`)
	jury.click("#hall-save") // no reason: the browser keeps the form
	jury.fill("#hall-reason", "капитаны тянули конверты")
	jury.click("#hall-save")
	jury.waitText("#history", "капитаны тянули конверты")
	jury.waitText("#history", "проведён в зале и записан")
	var v struct {
		Rounds []struct {
			Pairs []struct{ A, B string } `json:"pairs"`
		} `json:"rounds"`
		Lots []struct {
			Purpose string `json:"purpose"`
			Hall    bool   `json:"hall"`
		} `json:"lots"`
	}
	e.org.call("GET", "/api/festivals/"+fid+"/cup", nil, &v)
	if len(v.Rounds) < 2 || len(v.Rounds[1].Pairs) != 4 {
		t.Fatalf("round 2 after the hall's lot: %+v", v.Rounds)
	}
	got := []string{}
	for _, p := range v.Rounds[1].Pairs {
		got = append(got, p.A+"-"+p.B)
	}
	if strings.Join(got, " ") != "t5-t1 t6-t2 t7-t3 t8-t4" {
		t.Errorf("round 2 pairs %v", got)
	}
	if l := v.Lots[len(v.Lots)-1]; !l.Hall || l.Purpose != "cup/draw-round-2" {
		t.Errorf("the lot %+v", l)
	}
	// The public page lists the lot as drawn in the hall, not as one whose
	// seed is still to come.
	pub := newTab(t, e, 1280, 900, false)
	pub.open("/festival.html?f=" + fid)
	pub.waitText("#lots", "жребий тянули в зале")
}
