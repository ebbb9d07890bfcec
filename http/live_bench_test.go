package http_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"sync"
	"testing"
	"time"
)

// BenchmarkLivePressToDisplay measures what a hall sees: the time from a
// team's press leaving its client to the fight's view with that press
// reaching each display, over loopback HTTP and WebSocket, every press
// committed to a real SQLite file. 8 fights are played at once (F2: 8
// venues of one festival, so one stream), 2 team clients and 4 displays
// each; each fight presses every 150 ms, its teams in turn (each link under
// its rate limit), the fights out of step with each other. It reports the
// p50 and p99 of the press-to-display latency over every display of every
// press, from the press leaving to the view arriving at the display's
// socket (bench_live_helpers_test.go). Run with -benchtime=Nx: N presses a
// fight.
func BenchmarkLivePressToDisplay(b *testing.B) {
	const fights, displays = 8, 4
	srv := newBenchServer(b)
	do := srv.do
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
		shown [displays]*benchWatch
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
			f.shown[d] = srv.watch(ctx, base+"/ws", func(data []byte) (int, bool) {
				var m struct {
					View struct {
						Live struct {
							Presses []json.RawMessage `json:"presses"`
						} `json:"live"`
					} `json:"view"`
				}
				err := json.Unmarshal(data, &m)
				return len(m.View.Live.Presses), err == nil
			})
		}
		all[g] = f
	}
	var lat benchLatencies
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
				res, err := pc.Post(srv.ts.URL+"/api/festivals/lat/live/"+f.id+"/press", "application/json", bytes.NewReader(body))
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
				for _, w := range f.shown {
					at, ok := w.seen(i + 1)
					if !ok {
						b.Error("a display closed")
						return
					}
					lat.add(at.Sub(sent))
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
	lat.report(b)
}
