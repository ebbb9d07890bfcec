package e2e

import (
	"strings"
	"testing"
	"time"

	thttp "turnir/http"
)

// TestIssue14_FestivalPages is what issue 14 found on the festival's
// public pages, on the demo cup and the demo festival, on a desktop and a
// phone: the bracket draws the lots between the rounds (item 1); the
// shootout for the cut is shown question by question (item 4); places
// and counts (item 5); the projector rotates (item 13).
func TestIssue14_FestivalPages(t *testing.T) {
	e := newEnv(t)
	if err := thttp.DemoFestivals(e.ctx, e.srv); err != nil {
		t.Fatal(err)
	}
	pub := newTab(t, e, 1280, 900, false)
	phone := newTab(t, e, 390, 844, true)
	steps(t, pub, []step{
		{"item1_C6_the_bracket_draws_the_lot_between_the_rounds", func(t *testing.T) {
			pub.open("/festival.html?f=demo-cup")
			pub.waitVisible("svg.bracket text.blot")
			lots := eval[[]string](pub, `[...document.querySelectorAll("svg.bracket text.blot")].map((e) => e.dataset.lot + ":" + e.textContent)`)
			if len(lots) != 2 || lots[0] != "seeded:жеребьёвка" || lots[1] != "general:жеребьёвка" {
				t.Errorf("lots drawn in the bracket %v, want the seeded lot before round 2 and the general lot before round 3", lots)
			}
			// Lines join only the round-3 pairs to the final and the final
			// to the cup: no round-2 pair is wired into a round-3 match.
			if n := eval[int](pub, `document.querySelectorAll("svg.bracket path.link").length`); n != 3 {
				t.Errorf("%d lines in the bracket, want 3 (two into the final, one to the cup)", n)
			}
			pub.shotAt("festival-cup-bracket", "#bracket-card")
			phone.open("/festival.html?f=demo-cup")
			phone.waitVisible("svg.bracket text.blot")
			phone.shotAt("festival-cup-bracket-phone", "#bracket-card")
		}},
		{"item4_C4_the_shootout_question_by_question", func(t *testing.T) {
			pub.waitVisible("#qualifying table.shootout")
			rows := eval[[]string](pub, `[...document.querySelectorAll("#qualifying table.shootout tbody tr")].map((r) => r.innerText.replace(/\s+/g, " ").trim())`)
			if len(rows) != 3 {
				t.Fatalf("shootout rows %q, want the 3 teams tied across the cut", rows)
			}
			joined := strings.Join(rows, "\n")
			for _, want := range []string{"+ проходит по перестрелке, вопрос 1", "+ проходит по перестрелке, вопрос 2", "выбывает по перестрелке, вопрос 2"} {
				if !strings.Contains(joined, want) {
					t.Errorf("the shootout table lacks %q:\n%s", want, joined)
				}
			}
			// The qualifying table says where the shootout decided.
			if n := eval[int](pub, `document.querySelectorAll('#qualifying table.quiz[data-round="1"] .badge.cut-by[data-by="shootout"]').length`); n != 3 {
				t.Errorf("%d teams of the qualifying table marked as settled by the shootout, want 3", n)
			}
			pub.shotAt("festival-cup-shootout", "#qualifying-card")
			phone.waitVisible("#qualifying table.shootout")
			phone.shotAt("festival-cup-shootout-phone", "#qualifying table.shootout")
		}},
		{"item5_C7_places_and_counts", func(t *testing.T) {
			// A lot the cut never needed says so, not "will be revealed".
			pub.waitText(`#lots tr[data-purpose="cup/cut-lot"] .moot`, "не понадобился")
			if n := eval[int](pub, `[...document.querySelectorAll("#lots")].filter((e) => e.textContent.includes("будет раскрыт")).length`); n != 0 {
				t.Errorf("a finished cup still promises to reveal a lot")
			}
			pub.waitText("#final-played", "сыграно вопросов: 13 из 13")
			// Counts go through the one plural rule.
			pub.open("/festival.html")
			pub.waitText(`#list [data-id="demo-festival"]`, "32 команды")
			pub.waitText(`#list [data-id="demo-cup"]`, "12 команд")
		}},
		{"item5_S9_S10_svoya_fights_and_marks_and_solyanka_titles", func(t *testing.T) {
			pub.open("/festival.html?f=demo-festival")
			pub.waitVisible("#sv-venues .sv-venue")
			pub.waitVisible("#solyanka th.task")
			got := eval[map[string]int](pub, `(() => {
				const fights = [...document.querySelectorAll("#sv-venues .sv-fight")];
				const blank = fights.filter((f) => !f.classList.contains("done") && f.querySelectorAll("tbody tr td strong").length && [...f.querySelectorAll("tbody tr td strong")].every((x) => x.textContent === "0"));
				return {
					notStarted: document.querySelectorAll("#sv-venues .badge.not-started").length,
					live: document.querySelectorAll("#sv-venues .sv-fight .badge.live").length,
					blankLive: blank.filter((f) => f.querySelector(".badge.live")).length,
					openVenuesMarked: [...document.querySelectorAll("#sv-venues .sv-venue")].filter((v) => v.querySelector(".sv-fight:not(.done)") && v.querySelector(".badge.qual")).length,
					titles: [...document.querySelectorAll("#solyanka th.task .ttitle")].filter((e) => e.textContent.trim()).length,
					tasks: document.querySelectorAll("#solyanka th.task").length,
				};
			})()`)
			if got["notStarted"] == 0 || got["blankLive"] != 0 {
				t.Errorf("Svoya fights: %v; want the fights with nothing entered said 'не начат', not 'идёт'", got)
			}
			if got["openVenuesMarked"] != 0 {
				t.Errorf("%d venues with fights to come mark players as going on", got["openVenuesMarked"])
			}
			if got["tasks"] == 0 || got["titles"] != got["tasks"] {
				t.Errorf("solyanka headers: %d tasks, %d with their title shown", got["tasks"], got["titles"])
			}
			pub.waitText("#sv-venues .badge.not-started", "не начат")
			pub.shotAt("festival-solyanka-titles", "#solyanka-card")
		}},
		{"item13_the_projector_rotates_and_shows_the_running_fights", func(t *testing.T) {
			proj := newTab(t, e, 1920, 1080, false)
			proj.open("/festival.html?f=demo-festival&view=projector&rotate=live:2,brainring:1,svoya:1,solyanka:1")
			proj.waitEval(`document.body.dataset.slide === "live"`)
			// The Brain-ring fight the jury enters next is on the screen.
			proj.waitText("#live-fights", "на очереди")
			proj.shot("festival-projector-live")
			if h := eval[int](proj, `document.documentElement.scrollHeight`); h > 1080 {
				t.Errorf("the projector is %d px tall on a 1080 px screen", h)
			}
			seen := map[string]bool{}
			for range 80 {
				seen[eval[string](proj, `document.body.dataset.slide || ""`)] = true
				if h := eval[int](proj, `document.documentElement.scrollHeight`); h > 1080 {
					t.Fatalf("the projector is %d px tall on a 1080 px screen (slide %v)", h, seen)
				}
				if len(seen) == 4 {
					break
				}
				time.Sleep(100 * time.Millisecond)
			}
			for _, s := range []string{"live", "brainring", "svoya", "solyanka"} {
				if !seen[s] {
					t.Errorf("the projector never showed %s: %v", s, seen)
				}
			}
			proj.waitEval(`document.body.dataset.slide === "svoya"`)
			proj.shot("festival-projector-svoya")
		}},
	})
}
