package http_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	turnirhttp "turnir/http"
)

// offersJSON is what the cup's view says the jury page may offer: the
// teams a shootout correction may name and, per final question, whether it
// may be removed. The page only draws these; it re-derives no rule.
type offersJSON struct {
	Next struct {
		Stage string `json:"stage"`
	} `json:"next"`
	ShootoutFix *struct {
		Teams []string `json:"teams"`
	} `json:"shootout_fix"`
	Final *struct {
		Questions []struct {
			Winner    string `json:"winner"`
			Removed   bool   `json:"removed"`
			Removable *bool  `json:"removable"`
		} `json:"questions"`
	} `json:"final"`
}

// TestCupViewOffers: the server computes what the jury may do next to the
// cup (issue "web": no rule re-derived in the browser).
func TestCupViewOffers(t *testing.T) {
	t.Run("C4_shootout_fix_names_the_teams_tied_across_the_cut_until_round_2_is_drawn", func(t *testing.T) {
		e := newEnv(t)
		org := e.org()
		const fid = "offer"
		org.festival(fid, 10, 1)
		org.must("POST", "/api/festivals/"+fid+"/cup", map[string]any{}, nil)
		org.must("POST", "/api/festivals/"+fid+"/cup/teams", map[string]any{"all": true}, nil)
		org.must("POST", "/api/festivals/"+fid+"/cup/start", nil, nil)
		for k := 1; k <= 10; k++ {
			n := 13 - k
			if k >= 8 {
				n = 3 // t8, t9, t10 tie across the cut (places 8-10)
			}
			org.must("POST", "/api/festivals/"+fid+"/cup/rounds/1/answers", map[string]any{"team": fmt.Sprintf("t%d", k), "answers": marks(n, 12)}, nil)
		}
		var v offersJSON
		org.must("POST", "/api/festivals/"+fid+"/cup/rounds/1/close", map[string]any{}, &v)
		if v.ShootoutFix != nil {
			t.Fatalf("nothing to correct before a shootout question is entered: %+v", v.ShootoutFix)
		}
		org.must("POST", "/api/festivals/"+fid+"/cup/shootout", map[string]any{"correct": []string{"t9"}}, &v)
		if v.ShootoutFix == nil || !slices.Equal(v.ShootoutFix.Teams, []string{"t8", "t9", "t10"}) {
			t.Fatalf("after the deciding shootout question: %+v, want t8 t9 t10", v.ShootoutFix)
		}
		cv := org.drawLot(fid) // the place lot or the round-2 draw
		for cv.Next.Stage != "round" {
			cv = org.drawLot(fid)
		}
		v = offersJSON{}
		org.must("GET", "/api/festivals/"+fid+"/cup", nil, &v)
		if v.ShootoutFix != nil {
			t.Fatalf("round 2 is drawn on the cut, yet the view offers a correction: %+v", v.ShootoutFix)
		}
	})
	t.Run("C15_once_the_final_is_decided_only_its_deciding_question_is_removable", func(t *testing.T) {
		e := newEnv(t)
		if err := turnirhttp.DemoFestivals(context.Background(), e.srv); err != nil {
			t.Fatal(err)
		}
		var v offersJSON
		e.client().must("GET", "/api/festivals/demo-cup/cup", nil, &v)
		if v.Next.Stage != "done" || v.Final == nil || len(v.Final.Questions) < 2 {
			t.Fatalf("the demo cup is not finished: %+v", v.Next)
		}
		last := len(v.Final.Questions) - 1
		for i, q := range v.Final.Questions {
			want := i == last && !q.Removed
			if q.Removable == nil || *q.Removable != want {
				t.Errorf("final question %d (removed %v): removable %v, want %v", i+1, q.Removed, q.Removable, want)
			}
		}
	})
}
