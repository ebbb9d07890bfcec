package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// TestPublic is the public page on a screen in the hall: the standings,
// pairings and crosstable change live over the WebSocket without a reload,
// the lot's published hash and revealed seed are shown and checked in the
// browser, English is one tap away and remembered, and printing gives a
// clean table.
func TestPublic(t *testing.T) {
	e := newEnv(t)
	tr := e.newTournament("Открытый турнир")
	names := []string{"Ирина Юдина", "Кирилл Ящук", "Лев Фомин", "Мария Чен", "Никита Шубин"}
	bots := map[string]*client{}
	ids := map[string]string{}
	for _, n := range names {
		bots[n] = e.register(tr.ID, n)
		ids[bots[n].me(tr.ID)["id"].(string)] = n
	}
	b := newTab(t, e, 1100, 900, false)
	page := "/public.html?t=" + tr.ID

	steps(t, b, []step{
		{"home_lists_the_tournament", func(t *testing.T) {
			b.open("/")
			row := `.list-item[data-id="` + tr.ID + `"]`
			b.waitText(row, "Открытый турнир")
			b.waitText(row, "Регистрация")
			b.waitText(row, "участников: 5")
			b.click(row + ` a.secondary`)
			b.waitText("#tname", "Открытый турнир")
		}},
		{"lots_show_the_commitment_before_the_draw", func(t *testing.T) {
			b.waitText("#lots", "будет раскрыт")
			var lots struct {
				Commitment string `json:"commitment"`
			}
			e.org.call("GET", "/api/tournaments/"+tr.ID+"/lots", nil, &lots)
			b.waitText("#commitment", lots.Commitment)
		}},
		{"P5_the_draw_reveals_the_seed_and_it_matches", func(t *testing.T) {
			eval[bool](b, `(window.__sameDocument = 42, true)`)
			e.begin(tr.ID, 0)
			b.waitText("#pairings", "Тур 1")
			b.waitText("#lots", "совпадает") // SHA-256 computed by the browser
			if txt, _ := b.state("#lots"); strings.Contains(txt, "НЕ совпадает") {
				t.Fatalf("the revealed seed does not match: %q", txt)
			}
			b.waitText("#standings", names[0])
			b.waitText("#pairings", "без пары") // five solvers: one bye (P7)
		}},
		{"P11_standings_change_live_without_a_reload", func(t *testing.T) {
			// Whoever meets someone in the first pair solves; the round closes.
			var rounds []struct {
				Pairs []struct {
					A struct{ ID string } `json:"a"`
				} `json:"pairs"`
			}
			e.org.call("GET", "/api/tournaments/"+tr.ID+"/rounds", nil, &rounds)
			winner := ids[rounds[0].Pairs[0].A.ID]
			w := bots[winner]
			w.call("POST", "/api/tournaments/"+tr.ID+"/me/start", nil, nil)
			e.advance(61 * time.Second)
			var res struct {
				Correct bool `json:"correct"`
			}
			w.call("POST", "/api/tournaments/"+tr.ID+"/me/check", map[string]string{"answer": "ель"}, &res)
			if !res.Correct {
				t.Fatal("the right answer was judged wrong")
			}
			e.advance(5 * time.Minute)
			b.waitText("#standings tbody tr:first-child", winner)
			b.waitText("#standings tbody tr:first-child", "1:01.000")
			b.waitText("#cross", winner)
			b.waitText("#pairings", "2 (1:01.000)")
			if v := eval[int](b, `window.__sameDocument || 0`); v != 42 {
				t.Fatal("the page reloaded instead of updating live")
			}
			b.shot("public")
		}},
		{"pairings_fit_a_phone", func(t *testing.T) {
			phone := newTab(t, e, 390, 844, true)
			phone.open(page)
			phone.waitText("#pairings", "2 (1:01.000)")
			// Every name has room of its own and nothing runs out of the table.
			fit := eval[bool](phone, `[...document.querySelectorAll("#pairings table.pairings")].every((tb) =>
				tb.scrollWidth <= tb.parentElement.clientWidth + 1 &&
				[...tb.querySelectorAll("tbody td:nth-child(2), tbody td:nth-child(6)")].every((td) => !td.textContent || td.clientWidth >= 80))`)
			if !fit {
				t.Error("the pairings do not fit a phone: a name squeezed or the table cut")
			}
			phone.shotAt("public-pairings-phone", "#pairings-card")
		}},
		{"english_is_remembered", func(t *testing.T) {
			b.click("#lang")
			b.waitText("#standings-title", "Standings")
			b.waitText("#standings th", "Place")
			b.open(page)
			b.waitText("#standings-title", "Standings")
			b.click("#lang")
			b.waitText("#standings-title", "Положение")
		}},
		{"print_shows_only_the_tables", func(t *testing.T) {
			media := func(m string) {
				if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: m}); err != nil {
					t.Fatal(err)
				}
			}
			media("print")
			defer media("")
			if v := eval[string](b, `getComputedStyle(document.querySelector("header.top")).display`); v != "none" {
				t.Errorf("the navigation prints (display %q)", v)
			}
			if v := eval[string](b, `getComputedStyle(document.querySelector("#cross")).display`); v == "none" {
				t.Error("the crosstable does not print")
			}
			b.shotAt("public-print", "body")
		}},
	})
}

// TestHomeListsTheChessEvents: the home page lists the school chess
// events with their phase and the ways in, to watch and for the
// arbiters (it said "no tournament yet" beside a running chess event,
// whose arbiters' page nothing linked to).
func TestHomeListsTheChessEvents(t *testing.T) {
	e := newEnv(t)
	e.org.call("POST", "/api/chess", map[string]string{"id": "ladya", "name": "Белая ладья"}, nil)
	b := newTab(t, e, 390, 844, true)
	b.open("/")
	b.waitText(`#chess [data-id="ladya"]`, "Белая ладья")
	b.waitText(`#chess [data-id="ladya"] .badge`, "регистрация")
	b.click(`#chess [data-id="ladya"] a[href^="/chess-arbiter.html"]`)
	b.waitVisible("#signin-card")
}
