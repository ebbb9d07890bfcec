package e2e

import (
	"encoding/json"
	"testing"
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
