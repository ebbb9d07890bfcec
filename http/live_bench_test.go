package http_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"turnir"
	turnirhttp "turnir/http"
	"turnir/sqlite"
)

// BenchmarkLivePressToDisplay measures what a hall sees: the time from a
// team's press leaving its client to the fight's view with that press
// reaching each display, over loopback HTTP and WebSocket, every press
// committed to a real SQLite file. 8 fights are played at once (F2: 8
// venues of one festival, so one stream), 2 team clients and 4 displays
// each; each fight presses every 150 ms, its teams in turn (each link under
// its rate limit), the fights out of step with each other. It reports the p50 and p99 of the press-to-display
// latency over every display of every press. Run with -benchtime=Nx: N
// presses a fight.
func BenchmarkLivePressToDisplay(b *testing.B) {
	const fights, displays = 8, 4
	dir := b.TempDir()
	st, err := sqlite.Open(filepath.Join(dir, "turnir.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	srv, err := turnirhttp.New(turnirhttp.Config{Store: st, Clock: turnir.SystemClock{}, DataDir: filepath.Join(dir, "data"),
		OrgPassword: orgPassword, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()
	jar, _ := cookiejar.New(nil)
	hc := &http.Client{Jar: jar}
	do := func(method, path string, body, out any) {
		js, _ := json.Marshal(body)
		req, _ := http.NewRequest(method, ts.URL+path, bytes.NewReader(js))
		req.Header.Set("Content-Type", "application/json")
		res, err := hc.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		data, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode >= 300 {
			b.Fatalf("%s: %d %s", path, res.StatusCode, data)
		}
		if out != nil {
			_ = json.Unmarshal(data, out)
		}
	}
	do("POST", "/api/login", map[string]string{"password": orgPassword}, nil)
	do("POST", "/api/festivals", map[string]string{"id": "lat", "name": "Latency"}, nil)
	for k := 1; k <= 2*fights; k++ {
		do("POST", "/api/festivals/lat/teams", map[string]any{"name": fmt.Sprintf("Team %d", k)}, nil)
	}
	do("POST", "/api/festivals/lat/brainring", map[string]any{"groups": fights}, nil)
	do("POST", "/api/festivals/lat/brainring/lot-commit", nil, nil)
	do("POST", "/api/festivals/lat/brainring/draw-groups", map[string]any{}, nil)
	type team struct{ id, key string }
	type fight struct {
		id    string
		teams [2]team
		recv  [displays]chan int // press counts each display saw
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	all := make([]*fight, fights)
	for g := range fights {
		var venue struct {
			Fights []struct {
				Fight string `json:"fight"`
			} `json:"fights"`
		}
		do("GET", "/api/festivals/lat/venues/"+string(rune('A'+g)), nil, &venue)
		f := &fight{id: venue.Fights[0].Fight}
		base := "/api/festivals/lat/live/" + f.id
		do("POST", base+"/open", map[string]any{}, nil)
		do("POST", base+"/attention", nil, nil)
		do("POST", base+"/time", nil, nil)
		var links struct {
			Teams []struct {
				Team string `json:"team"`
				URL  string `json:"url"`
			} `json:"teams"`
		}
		do("GET", base+"/links", nil, &links)
		for k, l := range links.Teams {
			u, _ := url.Parse(l.URL)
			f.teams[k] = team{l.Team, u.Query().Get("key")}
		}
		for d := range displays {
			c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(ts.URL, "http")+base+"/ws", nil)
			if err != nil {
				b.Fatal(err)
			}
			c.SetReadLimit(1 << 22)
			ch := make(chan int, 1024)
			f.recv[d] = ch
			go func() {
				defer c.CloseNow()
				for {
					_, data, err := c.Read(ctx)
					if err != nil {
						return
					}
					var m struct {
						View struct {
							Live struct {
								Presses []json.RawMessage `json:"presses"`
							} `json:"live"`
						} `json:"view"`
					}
					if json.Unmarshal(data, &m) == nil {
						ch <- len(m.View.Live.Presses)
					}
				}
			}()
			<-ch // the first view
		}
		all[g] = f
	}
	var mu sync.Mutex
	var lat []time.Duration
	b.ResetTimer()
	var wg sync.WaitGroup
	for g, f := range all {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// The venues press independently: spread their first presses
			// over the period, as halls not in step do.
			time.Sleep(time.Duration(g) * 150 * time.Millisecond / fights)
			pc := &http.Client{}
			for i := range b.N {
				tm := f.teams[i%2]
				body, _ := json.Marshal(map[string]any{"team": tm.id, "key": tm.key, "id": fmt.Sprint(i)})
				sent := time.Now()
				res, err := pc.Post(ts.URL+"/api/festivals/lat/live/"+f.id+"/press", "application/json", bytes.NewReader(body))
				if err != nil {
					b.Error(err)
					return
				}
				io.Copy(io.Discard, res.Body)
				res.Body.Close()
				if res.StatusCode != http.StatusOK {
					b.Errorf("press: %d", res.StatusCode)
					return
				}
				for d := range displays {
					for n := range f.recv[d] {
						if n >= i+1 {
							mu.Lock()
							lat = append(lat, time.Since(sent))
							mu.Unlock()
							break
						}
					}
				}
				// The display of the last one saw it after the press's own
				// answer; what a display saw is what the hall saw. Pace the
				// next press so each link stays under its rate limit.
				time.Sleep(150*time.Millisecond - time.Since(sent))
			}
		}()
	}
	wg.Wait()
	b.StopTimer()
	slices.Sort(lat)
	if len(lat) == 0 {
		b.Fatal("no press reached a display")
	}
	q := func(p float64) float64 { return float64(lat[int(p*float64(len(lat)-1))].Microseconds()) / 1000 }
	b.ReportMetric(q(0.5), "p50-ms")
	b.ReportMetric(q(0.99), "p99-ms")
	b.ReportMetric(float64(len(lat)), "samples")
}
