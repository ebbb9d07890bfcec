package e2e

import (
	"fmt"
	"strings"
	"testing"
)

// hallViews are the two screens a jury enters a hall's lot on.
var hallViews = []struct {
	name          string
	width, height int64
	mobile        bool
}{{"phone", 390, 844, true}, {"desktop", 1280, 900, false}}

// TestIssue14_F5_TieLotDrawnInTheHall (issue 14, item 11): a group whose
// fights all ended 0:0 waits for its tie lot (F5); the jury enters the
// order the captains drew in the hall, with the reason; the history says
// what was drawn and the public page that the tie was settled in the hall.
func TestIssue14_F5_TieLotDrawnInTheHall(t *testing.T) {
	e := newEnv(t)
	for _, view := range hallViews {
		t.Run(view.name, func(t *testing.T) {
			fid := "tie-" + view.name
			e.org.call("POST", "/api/festivals", map[string]string{"id": fid, "name": "Брейн зала"}, nil)
			for k := 1; k <= 3; k++ {
				e.org.call("POST", "/api/festivals/"+fid+"/teams", map[string]any{"id": fmt.Sprintf("t%d", k), "name": fmt.Sprintf("Команда %d", k), "players": []string{"А", "Б"}}, nil)
			}
			type next struct {
				Stage    string `json:"stage"`
				Fight    string `json:"fight"`
				Question int    `json:"question"`
			}
			var v struct {
				Next next `json:"next"`
			}
			e.org.call("POST", "/api/festivals/"+fid+"/brainring", map[string]any{"groups": 1}, &v)
			e.org.call("POST", "/api/festivals/"+fid+"/brainring/lot-commit", nil, nil)
			e.org.call("POST", "/api/festivals/"+fid+"/brainring/draw-groups", map[string]any{}, &v)
			for guard := 0; v.Next.Stage == "groups"; guard++ {
				if guard > 200 {
					t.Fatalf("stuck at %+v", v.Next)
				}
				// Nobody takes a question: every fight ends 0:0, all tie.
				e.org.call("POST", "/api/festivals/"+fid+"/brainring/question", map[string]any{"fight": v.Next.Fight, "question": v.Next.Question, "taker": ""}, &v)
			}
			if v.Next.Stage != "group_lot" {
				t.Fatalf("after the fights: %+v, want the group's lot", v.Next)
			}
			jury := newTab(t, e, view.width, view.height, view.mobile)
			jury.open("/jury.html?f=" + fid)
			jury.fill("#password", orgPassword)
			jury.click("#login")
			jury.expand("#br-card")
			jury.expand("#br-hall-lot")
			// The captains drew Команда 3, then 1, then 2.
			for team, n := range map[string]string{"t3": "1", "t1": "2", "t2": "3"} {
				jury.fill(`#br-hall-lot-form input.hall-n[data-team="`+team+`"]`, n)
			}
			jury.fill("#br-hall-lot-reason", "капитаны тянули конверты")
			jury.shotAt("jury-brainring-tie-lot-"+view.name, "#br-hall-lot")
			jury.click("#br-hall-lot-save")
			jury.waitText("#history", "Жребий группы A проведён в зале, порядок: Команда 3, Команда 1, Команда 2")
			jury.waitText("#history", "капитаны тянули конверты")

			pub := newTab(t, e, view.width, view.height, view.mobile)
			pub.open("/festival.html?f=" + fid)
			pub.waitText("#br-groups", "Равенство в группе решил жребий, проведённый в зале")
			pub.waitText("#br-groups", "Команда 3")
			if first := eval[string](pub, `document.querySelector('#br-groups tbody tr').dataset.team`); first != "t3" {
				t.Errorf("the group's first after the hall's lot is %q, want t3", first)
			}
			pub.shotAt("public-brainring-tie-lot-"+view.name, "#br-card")
		})
	}
}

// TestIssue14_S3_SeatsDrawnInTheHall (issue 14, item 11): Svoya igra's
// seat draw (S3) made in the hall is entered player by player (venue and
// seat) with the reason; a seat given twice is caught on the page before
// it is sent; the history lists the venues as drawn and the public page
// says the seats were drawn in the hall.
func TestIssue14_S3_SeatsDrawnInTheHall(t *testing.T) {
	e := newEnv(t)
	for _, view := range hallViews {
		t.Run(view.name, func(t *testing.T) {
			fid := "seats-" + view.name
			e.org.call("POST", "/api/festivals", map[string]string{"id": fid, "name": "Своя зала"}, nil)
			for k := 1; k <= 6; k++ {
				players := []string{}
				for p := 1; p <= 4; p++ {
					players = append(players, fmt.Sprintf("Игрок %d-%d", k, p))
				}
				e.org.call("POST", "/api/festivals/"+fid+"/teams", map[string]any{"id": fmt.Sprintf("t%d", k), "name": fmt.Sprintf("Команда %d", k), "players": players}, nil)
			}
			e.org.call("POST", "/api/festivals/"+fid+"/svoya", map[string]any{}, nil)
			var sv struct {
				HallSeats *struct {
					Players []string `json:"players"`
					Seated  []int    `json:"seated"`
				} `json:"hall_seats"`
			}
			e.org.call("POST", "/api/festivals/"+fid+"/svoya/enter", map[string]any{"all": true}, &sv)
			if sv.HallSeats == nil {
				t.Fatal("no hall form for the seat draw")
			}
			// Seat the players in the view's order, venue by venue: the
			// seating the server's own draw could give.
			where := map[string][2]int{}
			k := 0
			for v, n := range sv.HallSeats.Seated {
				for s := 1; s <= n; s++ {
					where[sv.HallSeats.Players[k]] = [2]int{v + 1, s}
					k++
				}
			}
			jury := newTab(t, e, view.width, view.height, view.mobile)
			jury.open("/jury.html?f=" + fid)
			jury.fill("#password", orgPassword)
			jury.click("#login")
			jury.expand("#sv-card")
			jury.expand("#sv-hall")
			first, second := sv.HallSeats.Players[0], sv.HallSeats.Players[1]
			for p, at := range where {
				row := `#sv-hall-form .hall-seat[data-player="` + p + `"] `
				jury.fill(row+"input.hall-venue", fmt.Sprint(at[0]))
				seat := at[1]
				if p == second {
					seat = where[first][1] // a slip: the first player's seat
				}
				jury.fill(row+"input.hall-seatn", fmt.Sprint(seat))
			}
			jury.fill("#sv-hall-reason", "игроки тянули места")
			jury.click("#sv-hall-save")
			jury.waitText("#sv-hall-form .hall-error", "дважды")
			jury.shotAt("jury-svoya-hall-seats-slip-"+view.name, "#sv-hall-form .hall-error")
			jury.fill(`#sv-hall-form .hall-seat[data-player="`+second+`"] input.hall-seatn`, fmt.Sprint(where[second][1]))
			jury.shotAt("jury-svoya-hall-seats-"+view.name, "#sv-hall")
			jury.click("#sv-hall-save")
			jury.waitText("#history", "Жеребьёвка мест своей игры проведена в зале: Площадка 1:")
			jury.waitText("#history", "игроки тянули места")

			pub := newTab(t, e, view.width, view.height, view.mobile)
			pub.open("/festival.html?f=" + fid)
			said := pub.waitText("#sv-venues", "Места на площадках вытянули в зале")
			if !strings.Contains(said, "Игрок") {
				t.Errorf("the venues show no players: %q", said)
			}
			pub.shotAt("public-svoya-hall-seats-"+view.name, "#sv-card")
		})
	}
}
