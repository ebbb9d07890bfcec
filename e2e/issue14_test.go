package e2e

import (
	"strings"
	"testing"
	"time"
)

// setValue sets an input's value as a picker would (datetime-local fields
// take no typed keys reliably) and tells the page it changed.
func (b *tab) setValue(css, v string) {
	b.t.Helper()
	b.waitVisible(css)
	eval[bool](b, `(() => { const e = document.querySelector(`+js(css)+`); e.value = `+js(v)+`; e.dispatchEvent(new Event("input", {bubbles: true})); return true; })()`)
}

// TestIssue14_OrganizerPage: the organizer's page on a phone shows
// durations as people write them and takes "4 мин" (item 14); schedules the
// start with a registration deadline, which the solver's page shows with a
// countdown and the clock carries out by itself (item 7); lists a
// tournament created elsewhere without a reload (item 19); names each
// decision in words and whom it concerns (items 2 and 3); and offers the
// standings as CSV and XLSX on its own and the public page (item 12).
func TestIssue14_OrganizerPage(t *testing.T) {
	e := newEnv(t)
	tr := e.newTournament("Кубок по расписанию")
	var solvers []*client
	for _, n := range []string{"Ольга Смирнова", "Пётр Рябов", "Роза Ильина"} {
		solvers = append(solvers, e.register(tr.ID, n))
	}
	b := newTab(t, e, 390, 844, true)
	b.open("/org.html")
	b.fill("#password", orgPassword)
	b.click("#signin-btn")
	b.waitVisible("#console")
	b.open("/org.html?t=" + tr.ID)
	b.waitText("#tname", "Кубок по расписанию")

	steps(t, b, []step{
		{"item14_durations_as_people_write_them", func(t *testing.T) {
			if v := eval[string](b, `document.querySelector("#s-round_length").value`); v != "5:00" {
				t.Errorf("the round length reads %q, want 5:00", v)
			}
			b.fill("#s-round_length", "4 мин")
			b.fill("#settings-reason", "короче тур")
			b.click("#settings-btn")
			b.waitText("#notice", "Готово")
			var got tournament
			e.org.call("GET", "/api/tournaments/"+tr.ID, nil, &got)
			if got.Settings["round_length"] != "4m0s" {
				t.Errorf("round_length %v, want 4m0s", got.Settings["round_length"])
			}
			b.fill("#s-round_length", "4 парсека")
			b.click("#settings-btn")
			msg := b.waitText("#error", "5 мин")
			if strings.Contains(msg, "time:") || strings.Contains(msg, "unknown unit") {
				t.Errorf("a parser's message reached the page: %q", msg)
			}
			b.fill("#s-round_length", "4:00")
		}},
		{"item7_schedule_the_start", func(t *testing.T) {
			b.setValue("#starts-in", "2026-03-14T10:30")
			b.setValue("#closes-in", "2026-03-14T10:20")
			b.click("#schedule-btn")
			b.waitText("#scheduled", "10:30")
			b.waitText("#scheduled", "10:20")
			b.shotAt("org-schedule", "#schedule-card")
			var got struct {
				StartsAt string `json:"starts_at"`
			}
			e.org.call("GET", "/api/tournaments/"+tr.ID, nil, &got)
			want := eval[string](b, `new Date("2026-03-14T10:30").toISOString().replace(/\.\d+Z$/, "Z")`)
			if got.StartsAt != want {
				t.Errorf("starts_at %q, want %q", got.StartsAt, want)
			}
		}},
		{"item7_the_solver_sees_when_and_counts_down", func(t *testing.T) {
			s := newTab(t, e, 390, 844, true)
			s.open("/solver.html?t=" + tr.ID)
			s.waitText("#register-when", "начало: 14 марта, 10:30")
			s.fill("#name", "Сергей Новиков")
			s.click("#register-btn")
			s.waitText("#round-status", "Начало:")
			s.waitText("#round-status", "10:30")
			s.waitText("#clock", ":")
			s.shot("solver-scheduled")
		}},
		{"item19_a_tournament_made_elsewhere_is_listed", func(t *testing.T) {
			other := e.newTournament("Созданный в другой вкладке")
			eval[bool](b, `(window.dispatchEvent(new Event("focus")), true)`)
			b.waitText("#choose", "Созданный в другой вкладке")
			_ = other
		}},
		{"item7_registration_closes_and_the_tournament_begins_by_itself", func(t *testing.T) {
			// The page's zone is the browser's; the server's clock runs to the
			// deadline and past the start.
			deadline, _ := time.Parse(time.RFC3339, eval[string](b, `new Date("2026-03-14T10:20").toISOString()`))
			e.advance(deadline.Sub(e.clock.Now()))
			b.waitText("#phase", "Идёт")
			e.advance(10 * time.Minute)
			b.waitVisible("#live-card")
		}},
		{"items2_3_decisions_in_words_and_whom", func(t *testing.T) {
			me := solvers[1].me(tr.ID)
			e.org.call("POST", "/api/tournaments/"+tr.ID+"/solvers/"+me["id"].(string)+"/disqualify", map[string]string{"reason": "подсказка из зала"}, nil)
			dq := `#decisions li[data-type="SolverDisqualified"]`
			b.waitText(dq, "Участник дисквалифицирован")
			b.waitText(dq, "Пётр Рябов")
			b.waitText(`#decisions li[data-type="StartScheduled"]`, "весь турнир")
			b.waitText(`#decisions li[data-type="SettingsChanged"]`, "Изменены настройки")
			for _, raw := range []string{"SolverDisqualified", "SettingsChanged", "StartScheduled"} {
				if txt, _ := b.state("#decisions"); strings.Contains(txt, raw) {
					t.Errorf("the decision log shows %q: %q", raw, txt)
				}
			}
			b.shotAt("org-decisions", "#decisions")
		}},
		{"item12_export_buttons", func(t *testing.T) {
			for _, page := range []string{"/org.html?t=" + tr.ID, "/public.html?t=" + tr.ID} {
				b.open(page)
				for _, ext := range []string{"csv", "xlsx", "pdf"} {
					a := `#exports a[data-export="` + ext + `"]`
					b.waitVisible(a)
					href := eval[string](b, `document.querySelector(`+js(a)+`).getAttribute("href")`)
					if status, msg := e.client().try("GET", href, nil, nil); status != 200 {
						t.Errorf("%s: %s answers %d %s", page, href, status, msg)
					}
				}
			}
			b.shotAt("public-exports", "#exports")
		}},
	})
}

// TestIssue14_HomeOffersWhatIsPossible: the home page offers "Участвовать"
// only where registration is open, "Смотреть" on a running tournament, and
// points to the one open for registration with its start (item 15).
func TestIssue14_HomeOffersWhatIsPossible(t *testing.T) {
	e := newEnv(t)
	running := e.newTournament("Идущий турнир")
	for _, n := range []string{"Анна", "Борис"} {
		e.register(running.ID, n)
	}
	e.begin(running.ID, 0)
	open := e.newTournament("Следующий турнир")
	e.org.call("PUT", "/api/tournaments/"+open.ID+"/schedule", map[string]string{"starts_at": t0.Add(time.Hour).Format(time.RFC3339)}, nil)
	b := newTab(t, e, 390, 844, true)
	b.open("/")
	run := `.list-item[data-id="` + running.ID + `"]`
	b.waitText(run, "Идущий турнир")
	b.waitText(run+` a[data-act="watch"]`, "Смотреть")
	if b.visible(run + ` a[data-act="play"]`) {
		t.Error("a running tournament offers to take part")
	}
	b.waitText(".open-now", "Открыта регистрация: Следующий турнир")
	b.waitText(".open-now", "начало:")
	b.shot("home-open-now")
	b.click(`.open-now a[data-act="play"]`)
	b.waitText("#register-when", "начало:")
	if !strings.Contains(eval[string](b, `location.search`), open.ID) {
		t.Errorf("take part leads to %s", eval[string](b, `location.href`))
	}
}
