package e2e

import "testing"

// TestPhonePressOnItsChannel: a team's phone presses on its live channel,
// and a press the channel does not answer (a socket half dead, a server
// of an older build behind the balancer) goes again as a request after a
// moment and counts: the phone takes the button either way.
func TestPhonePressOnItsChannel(t *testing.T) {
	e := newEnv(t)
	fight, _ := liveFestival(t, e, "chan")
	live := "/api/festivals/chan/live/" + fight
	e.org.call("POST", live+"/open", map[string]any{}, nil)
	var links struct {
		Teams []struct {
			Name string `json:"name"`
			URL  string `json:"url"`
		} `json:"teams"`
	}
	e.org.call("GET", live+"/links", nil, &links)
	a := newTab(t, e, 390, 844, true)
	a.beforeScripts(`window.presses = [];
		const send = WebSocket.prototype.send;
		WebSocket.prototype.send = function (d) { if (String(d).includes('"press"')) window.presses.push(d); return send.call(this, d); };`)
	a.open(pathOf(t, links.Teams[0].URL))
	a.waitText("#b-team", links.Teams[0].Name)
	b := newTab(t, e, 390, 844, true)
	// B's socket takes its presses and never passes them on.
	b.beforeScripts(`const send = WebSocket.prototype.send;
		WebSocket.prototype.send = function (d) { if (String(d).includes('"press"')) return; return send.call(this, d); };`)
	b.open(pathOf(t, links.Teams[1].URL))
	b.waitText("#b-team", links.Teams[1].Name)

	// Question 1: A presses on its channel and takes the button.
	e.org.call("POST", live+"/attention", nil, nil)
	e.org.call("POST", live+"/time", nil, nil)
	a.waitText("#b-state", "ЖМИТЕ")
	a.click("#b-press")
	a.waitText("#b-state", "Кнопка ваша")
	if n := eval[int](a, `window.presses.length`); n != 1 {
		t.Fatalf("%d presses went on A's channel, want 1", n)
	}
	e.org.call("POST", live+"/rule", map[string]string{"ruling": "wrong"}, nil)
	// B alone may answer: its press, lost on the channel, comes as a request.
	b.waitText("#b-state", "ЖМИТЕ")
	b.click("#b-press")
	b.waitText("#b-state", "Кнопка ваша")
}
