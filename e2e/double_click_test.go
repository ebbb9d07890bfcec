package e2e

import "testing"

// TestDoubleClickSendsOneWrite: a double click on the jury's "add team"
// (two clicks before the first answer) adds the team once and shows no
// refusal; the second click shares the first's request where it used to
// send its own and come back "already in the list", as if the first had
// failed. The same write sent after the first's answer is sent again and
// refused: only a write in flight is shared.
func TestDoubleClickSendsOneWrite(t *testing.T) {
	e := newEnv(t)
	const fid = "double-click"
	e.org.call("POST", "/api/festivals", map[string]string{"id": fid, "name": "Двойной щелчок"}, nil)
	jury := newTab(t, e, 1280, 900, false)
	jury.open("/jury.html?f=" + fid)
	jury.fill("#password", orgPassword)
	jury.click("#login")
	jury.expand("#teams-card")
	jury.fill("#team-name", "Эрудиты")
	eval[bool](jury, `(() => { const b = document.querySelector("#add-team"); b.click(); b.click(); return true; })()`)
	jury.waitText("#teams", "Эрудиты")
	jury.waitText("#notice", "")
	if !jury.visible("#notice") {
		t.Fatal("no notice that the team was saved")
	}
	if jury.visible("#error") {
		text, _, _ := jury.look("#error")
		t.Fatalf("a double click showed a refusal: %q", text)
	}
	var v struct {
		Teams []struct{ Name string } `json:"team_list"`
	}
	e.org.call("GET", "/api/festivals/"+fid, nil, &v)
	if len(v.Teams) != 1 {
		t.Fatalf("teams after a double click: %+v", v.Teams)
	}
	jury.fill("#team-name", "Эрудиты")
	jury.click("#add-team")
	jury.waitText("#error", "Эрудиты")
}
