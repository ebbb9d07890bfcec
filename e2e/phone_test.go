package e2e

import (
	"encoding/json"
	"testing"
	"time"
)

// overflowJS lists what a person on a phone cannot reach: the page wider
// than the screen, any element reaching past its right edge (outside a
// box that scrolls on purpose, a wide table's .table-wrap), a navigation
// link or the language button off the screen or hidden, and a navigation
// bar that scrolls sideways instead of showing every link.
const overflowJS = `(() => {
	const w = window.innerWidth, h = window.innerHeight, out = [];
	if (document.documentElement.scrollWidth > w + 1) out.push("page " + document.documentElement.scrollWidth + " px wide");
	const scrolls = (e) => { for (let p = e.parentElement; p; p = p.parentElement) {
		const o = getComputedStyle(p).overflowX; if (o === "auto" || o === "scroll" || o === "hidden") return true; } return false; };
	const name = (e) => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + (e.className && typeof e.className === "string" ? "." + e.className.split(" ").join(".") : "");
	for (const e of document.body.querySelectorAll("*")) {
		const r = e.getBoundingClientRect();
		if (!r.width || scrolls(e)) continue;
		if (r.right > w + 1 || r.left < -1) out.push(name(e) + " spans " + Math.round(r.left) + ".." + Math.round(r.right));
	}
	const nav = document.querySelector("header.top nav");
	if (!nav) out.push("no navigation bar");
	else if (nav.scrollWidth > nav.clientWidth + 1) out.push("the navigation scrolls sideways");
	for (const a of document.querySelectorAll("header.top a, header.top button")) {
		const r = a.getBoundingClientRect();
		if (!r.width || r.left < 0 || r.right > w + 1 || r.bottom > h || !a.checkVisibility()) out.push("'" + a.textContent + "' is not on the screen");
		if (a.scrollWidth > a.clientWidth + 1) out.push("'" + a.textContent + "' is cut off");
	}
	return JSON.stringify(out);
})()`

// TestNavFitsAPhone opens every page on a 360 px phone in both languages:
// the top bar shows every link whole, and nothing is wider than the screen
// (issue 14, item 16: "Организа…" cut off, "Фестивали" off-screen).
func TestNavFitsAPhone(t *testing.T) {
	e := newEnv(t)
	tr := e.newTournament("Кубок телефона")
	b := newTab(t, e, 360, 740, true)
	pages := []string{"/", "/solver.html?t=" + tr.ID, "/public.html?t=" + tr.ID, "/org.html?t=" + tr.ID, "/festival.html", "/jury.html"}
	for _, lang := range []string{"ru", "en"} {
		for _, p := range pages {
			t.Run(lang+p, func(t *testing.T) {
				b.t = t
				b.open(p)
				eval[bool](b, `(localStorage.setItem("turnir.lang", `+js(lang)+`), true)`)
				b.open(p)
				b.waitVisible("header.top nav a")
				var bad []string
				if err := json.Unmarshal([]byte(eval[string](b, overflowJS)), &bad); err != nil {
					t.Fatal(err)
				}
				for _, x := range bad {
					t.Error(x)
				}
				if len(bad) > 0 {
					b.shotOnFailure()
				}
			})
		}
	}
	b.t = t
	b.open("/solver.html?t=" + tr.ID)
	b.waitVisible("header.top nav a")
	b.shot("phone-nav")
}

// TestPersonalLinkFolds is the personal-link box on a 360 px phone
// (issue 14, item 17): open after registering, folded to one line once the
// solver says it is saved (and after a reload), open again on a tap; for a
// solver who never said so, folded when round 1 opens; and then Start is
// on the first screen without scrolling.
func TestPersonalLinkFolds(t *testing.T) {
	e := newEnv(t)
	tr := e.newTournament("Кубок ссылки")
	e.register(tr.ID, "Борис Котов")
	page := "/solver.html?t=" + tr.ID
	anna := newTab(t, e, 360, 740, true)
	vera := newTab(t, e, 360, 740, true)
	onFirstScreen := func(b *tab, css string) {
		b.t.Helper()
		eval[bool](b, `(scrollTo(0, 0), true)`)
		if bottom := eval[float64](b, `document.querySelector(`+js(css)+`).getBoundingClientRect().bottom`); bottom > 740 {
			b.shotOnFailure()
			b.t.Errorf("%s ends at %.0f px, below the first screen of 740 px", css, bottom)
		}
	}
	steps(t, anna, []step{
		{"open_after_registering", func(t *testing.T) {
			anna.open(page)
			anna.fill("#name", "Анна Петрова")
			anna.click("#register-btn")
			anna.waitText("#secret-link", "/enter/")
			anna.waitVisible("#secret-saved")
			anna.shot("solver-link-open")
		}},
		{"folds_once_saved_and_stays_folded", func(t *testing.T) {
			anna.click("#secret-saved")
			anna.waitHidden("#secret-link")
			anna.waitVisible("#secret > summary")
			anna.open(page)
			anna.waitText("#me-name", "Анна Петрова")
			anna.waitVisible("#secret > summary")
			if anna.visible("#secret-link") {
				t.Error("the saved link opens again after a reload")
			}
		}},
		{"opens_again_on_a_tap", func(t *testing.T) {
			anna.expand("#secret")
			anna.waitText("#secret-link", "/enter/")
			if anna.visible("#secret-saved") {
				t.Error("the link is saved, yet the page asks again")
			}
			e.register(tr.ID, "Глеб Орлов") // a push re-renders: the box stays open
			e.srv.Flush()
			anna.waitText("#standings", "3")
			if !anna.visible("#secret-link") {
				t.Error("a push folded the link the solver had opened")
			}
			anna.click("#secret > summary")
			anna.waitHidden("#secret-link")
		}},
		{"folds_by_itself_when_round_1_opens", func(t *testing.T) {
			vera.t = t
			vera.open(page)
			vera.fill("#name", "Вера Лисина")
			vera.click("#register-btn")
			vera.waitText("#secret-link", "/enter/")
			e.begin(tr.ID, 30*time.Second)
			vera.waitText("#round-status", "начнётся через")
			if !vera.visible("#secret-link") {
				t.Error("the link folded before the solver could save it (round 1 has not opened)")
			}
			e.advance(30 * time.Second)
			vera.waitVisible("#start")
			vera.waitHidden("#secret-link")
			vera.waitVisible("#secret > summary")
		}},
		{"start_is_on_the_first_screen", func(t *testing.T) {
			vera.t = t
			anna.waitVisible("#start")
			onFirstScreen(anna, "#start")
			onFirstScreen(vera, "#start")
			anna.shot("solver-start-phone")
		}},
	})
}

// TestStandingsFitAPhone: with eight solvers of long names and solving
// times in every row, the standings on the solver's and the public page
// of a 390 px phone fit without a sideways scroll: the time column whole,
// a long name wrapped rather than pushing it off.
func TestStandingsFitAPhone(t *testing.T) {
	e := newEnv(t)
	tr := e.newTournament("Кубок длинных имён")
	names := []string{"Александра Константинопольская", "Владислав Преображенский-Ильин", "Евгения Верхнеднепровская",
		"Станислав Новохоперский", "Маргарита Северодвинская", "Вячеслав Краснокаменский", "Анастасия Белозерская", "Ярослав Мясоедов"}
	bots := make([]*client, len(names))
	for i, n := range names {
		bots[i] = e.register(tr.ID, n)
	}
	e.begin(tr.ID, 0)
	for _, c := range bots {
		c.call("POST", "/api/tournaments/"+tr.ID+"/me/start", nil, nil)
	}
	for i, c := range bots {
		e.advance(time.Duration(37+i*29)*time.Second + 123*time.Millisecond)
		c.try("POST", "/api/tournaments/"+tr.ID+"/me/check", map[string]string{"answer": "ель"}, nil)
	}
	e.advance(6 * time.Minute)
	b := newTab(t, e, 390, 844, true)
	for _, p := range []string{"/public.html?t=" + tr.ID, "/enter/" + tr.ID + "/" + bots[0].token} {
		b.open(p)
		b.waitText("#standings tbody", "Ярослав")
		fit := eval[string](b, `(() => { const w = document.querySelector("#standings"), tb = w.querySelector("table");
			return tb.scrollWidth <= w.clientWidth + 1 ? "" : tb.scrollWidth + " px in " + w.clientWidth; })()`)
		if fit != "" {
			t.Errorf("%s: the standings need a sideways scroll on a phone: %s", p, fit)
			b.shotOnFailure()
		}
	}
}
