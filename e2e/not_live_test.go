package e2e

import (
	"testing"
	"time"
)

// TestFightNotLiveIsNotOffline: the console of a Svoya igra fight the host
// has not opened yet offers to open it and does not say the server is
// unreachable (the channel of a fight not live is refused and tried
// again; the page used to show "no connection, reconnecting" until the
// fight was opened). Once opened, the console is live without a reload.
func TestFightNotLiveIsNotOffline(t *testing.T) {
	e := newEnv(t)
	_, hostURL := svoyaLiveFestival(t, e, "sv-wait")
	con := newTab(t, e, 390, 844, true)
	con.open(pathOf(t, hostURL))
	con.waitVisible("#s-open")
	// Long enough for the channel's first tries (0.5 s, then 1 s, 2 s).
	for end := time.Now().Add(3 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		if con.visible("#offline") {
			con.shotOnFailure()
			t.Fatal("the console of a fight not open yet says the server is unreachable")
		}
	}
	con.click("#s-open-btn")
	con.waitVisible("#s-main")
	if con.visible("#offline") {
		t.Fatal("the opened fight's console says the server is unreachable")
	}
}

// TestConsoleNotSignedInShowsTheWayIn: the Brain-ring console opened from
// the jury page's link in a browser that is not signed in refuses to
// open the fight and links to where one signs in (it said "sign in as
// the organizer or the jury" with no form and no link); signed in there,
// the same press opens the fight, and the console shows the venue host's
// link as text.
func TestConsoleNotSignedInShowsTheWayIn(t *testing.T) {
	e := newEnv(t)
	fight, _ := liveFestival(t, e, "nosign")
	con := newTab(t, e, 390, 844, true)
	con.open("/live.html?fest=nosign&fight=" + fight + "&view=console")
	con.waitVisible("#c-open")
	con.click("#c-open-btn")
	con.waitText("#error", "Войдите")
	con.waitText("#c-sign-in", "Войти на странице жюри")
	jury := con.sibling(e, 390, 844, true) // the same browser: its cookie is the console's
	jury.open("/jury.html?f=nosign")
	jury.fill("#password", orgPassword)
	jury.click("#login")
	jury.waitVisible("#br-jury")
	con.click("#c-open-btn")
	con.waitVisible("#c-main")
	// The venue host's link is there to read, not only to copy.
	con.waitEval(`document.querySelector("#c-host-url") && document.querySelector("#c-host-url").value.includes("key=")`)
}
