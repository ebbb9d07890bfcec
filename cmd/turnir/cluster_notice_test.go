package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// TestClusterTellsOfAPackageLoaded: a Svoya igra package loaded for a live
// fight on one server reaches the fight's displays on another at once (a
// notice on the log's channel; the file is in the shared data
// directory), where they showed blank themes until the host chose a
// question: the package is not an event, so no append told them.
func TestClusterTellsOfAPackageLoaded(t *testing.T) {
	c := newCluster(t, 2)
	jar, _ := cookiejar.New(nil)
	org := &http.Client{Jar: jar}
	c.must(0, org, "POST", "/api/login", "", map[string]string{"password": "cluster"}, nil)
	const fid = "notice"
	c.must(0, org, "POST", "/api/festivals", "", map[string]string{"id": fid, "name": "Notices"}, nil)
	for k := 1; k <= 8; k++ {
		var ps []string
		for p := 1; p <= 4; p++ {
			ps = append(ps, fmt.Sprintf("Player %d-%d", k, p))
		}
		c.must(0, org, "POST", "/api/festivals/"+fid+"/teams", "", map[string]any{"name": fmt.Sprint("Team ", k), "players": ps}, nil)
	}
	// The default settings, with a small board for the group fights.
	var sv struct {
		Config map[string]any `json:"config"`
	}
	c.must(0, org, "POST", "/api/festivals", "", map[string]string{"id": "defaults", "name": "—"}, nil)
	c.must(0, org, "POST", "/api/festivals/defaults/svoya", "", map[string]any{}, nil)
	c.must(0, org, "GET", "/api/festivals/defaults/svoya", "", nil, &sv)
	sv.Config["groups"].(map[string]any)["format"] = map[string]any{"rounds": []any{map[string]any{"themes": 2, "values": []int{10, 20}}}}
	base := "/api/festivals/" + fid + "/svoya"
	c.must(0, org, "POST", base, "", map[string]any{"config": sv.Config}, nil)
	c.must(0, org, "POST", base+"/enter", "", map[string]any{"all": true}, nil)
	c.must(0, org, "POST", base+"/lot-commit", "", nil, nil)
	c.must(0, org, "POST", base+"/draw-seats", "", map[string]any{}, nil)
	var venue struct {
		Fights []struct {
			Fight string `json:"fight"`
		} `json:"fights"`
	}
	c.must(0, org, "GET", "/api/festivals/"+fid+"/svoya-venues/1", "", nil, &venue)
	if len(venue.Fights) == 0 {
		t.Fatal("venue 1 has no fights")
	}
	live := "/api/festivals/" + fid + "/svoya-live/" + venue.Fights[0].Fight
	c.must(0, org, "POST", live+"/open", "", map[string]any{}, nil)

	// The hall display's channel, on the other server, once it has heard
	// of the fight's opening.
	if !waitFor(10*time.Second, func() bool { st, _ := c.call(1, &http.Client{}, "GET", live, "", nil, nil); return st == http.StatusOK }) {
		t.Fatal("the other server never heard of the fight's opening")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(c.nodes[1].ts.URL, "http")+live+"/ws", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	themes := make(chan string, 16)
	go func() {
		for {
			_, b, err := ws.Read(ctx)
			if err != nil {
				return
			}
			themes <- string(b)
		}
	}()
	var yaml strings.Builder
	yaml.WriteString("title: Бой\nrounds:\n  - name: Раунд\n    themes:\n")
	for _, name := range []string{"Реки", "Горы"} {
		fmt.Fprintf(&yaml, "      - name: %s\n        questions:\n", name)
		for q := 1; q <= 2; q++ {
			fmt.Fprintf(&yaml, "          - value: %d\n            text: Вопрос %d\n            answer: Ответ %d\n", 10*q, q, q)
		}
	}
	c.must(0, org, "POST", live+"/package", "", map[string]any{"name": "fight.yaml", "content": yaml.String()}, nil)
	for {
		select {
		case m := <-themes:
			var v struct {
				Type string          `json:"type"`
				View json.RawMessage `json:"view"`
			}
			if json.Unmarshal([]byte(m), &v) == nil && v.Type == "live" && strings.Contains(string(v.View), "Горы") {
				return
			}
		case <-ctx.Done():
			t.Fatal("the other server's display never heard of the package")
		}
	}
}
