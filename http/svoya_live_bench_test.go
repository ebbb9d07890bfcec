package http_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"turnir/svoya"
)

// BenchmarkSvoyaLivePressToDisplay is BenchmarkLivePressToDisplay for
// Svoya igra (issue 13): 16 group fights of four played live at once in
// one festival. S9's groups (4 venues of 8, two foursomes each) give 8
// fights at once, so the groups here are 4 venues of 16 (64 players, four
// foursomes each at once). Each fight has its hall display and its four
// players' phones on its WebSocket. A question: the host chooses it and
// unlocks the buttons, the four players press at once, the host rules
// the answer right; a fight plays one question every 300 ms (each link
// under its rate limit), the fights out of step. It reports the p50 and
// p99 of the time from a press leaving its phone to a view with it
// arriving at each of the fight's five pages, and fails unless in every
// question the press the server received first (the lowest sequence) is
// the one that answers and the other three are beaten, and the fight's view names it the
// answerer. Run with
// -benchtime=Nx: N questions a fight.
func BenchmarkSvoyaLivePressToDisplay(b *testing.B) {
	const venues, perVenue, size = 4, 16, 4
	const fights = venues * perVenue / size
	const period = 300 * time.Millisecond
	srv := newBenchServer(b)
	do := srv.do
	do("POST", "/api/festivals", map[string]string{"id": "sv", "name": "Latency"}, nil)
	for k := 1; k <= venues*perVenue/4; k++ {
		var names []string
		for p := 1; p <= 4; p++ {
			names = append(names, fmt.Sprintf("Player %d-%d", k, p))
		}
		do("POST", "/api/festivals/sv/teams", map[string]any{"name": fmt.Sprintf("Team %d", k), "players": names}, nil)
	}
	// A board with a question for every iteration.
	const values = 5
	themes := min(svoya.MaxThemes, (b.N+values-1)/values)
	rounds := (b.N + themes*values - 1) / (themes * values)
	if rounds > svoya.MaxRounds {
		b.Fatalf("at most %d questions a fight", svoya.MaxRounds*svoya.MaxThemes*values)
	}
	c := svoya.DefaultConfig()
	c.Qualifying.Advance = venues * perVenue
	c.Groups.PerVenue, c.Groups.Fights = perVenue, perVenue
	var f svoya.Format
	for range rounds {
		f.Rounds = append(f.Rounds, svoya.RoundFormat{Themes: themes, Values: []int{10, 20, 30, 40, 50}})
	}
	c.Groups.Format = f
	do("POST", "/api/festivals/sv/svoya", map[string]any{"config": c}, nil)
	do("POST", "/api/festivals/sv/svoya/enter", map[string]any{"all": true}, nil)
	do("POST", "/api/festivals/sv/svoya/lot-commit", nil, nil)
	do("POST", "/api/festivals/sv/svoya/draw-seats", map[string]any{}, nil)

	type player struct{ id, key string }
	type fight struct {
		base    string
		players []player
		shown   []*benchWatch
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	presses := func(data []byte) (int, bool) {
		var m struct {
			View struct {
				Presses []json.RawMessage `json:"presses"`
			} `json:"view"`
		}
		err := json.Unmarshal(data, &m)
		return len(m.View.Presses), err == nil
	}
	var all []*fight
	for v := 1; v <= venues; v++ {
		var venue struct {
			Fights []struct {
				Fight string `json:"fight"`
			} `json:"fights"`
		}
		do("GET", fmt.Sprintf("/api/festivals/sv/svoya-venues/%d", v), nil, &venue)
		// The venue's first foursomes: every player of the venue once.
		if len(venue.Fights) < perVenue/size {
			b.Fatalf("venue %d has %d fights", v, len(venue.Fights))
		}
		for _, vf := range venue.Fights[:perVenue/size] {
			f := &fight{base: "/api/festivals/sv/svoya-live/" + vf.Fight}
			do("POST", f.base+"/open", map[string]any{}, nil)
			var links struct {
				Players []struct {
					Player string `json:"player"`
					URL    string `json:"url"`
				} `json:"players"`
			}
			do("GET", f.base+"/links", nil, &links)
			f.shown = append(f.shown, srv.watch(ctx, f.base+"/ws", presses))
			for _, l := range links.Players {
				p := player{l.Player, linkParam(l.URL, "key")}
				f.players = append(f.players, p)
				q := url.Values{"player": {p.id}, "key": {p.key}}
				f.shown = append(f.shown, srv.watch(ctx, f.base+"/ws?"+q.Encode(), presses))
			}
			if len(f.players) != size {
				b.Fatalf("%s: %d players", f.base, len(f.players))
			}
			all = append(all, f)
		}
	}
	if len(all) != fights {
		b.Fatalf("%d fights at once", len(all))
	}
	var lat benchLatencies
	var wrongOrder atomic.Int64
	b.ResetTimer()
	var wg sync.WaitGroup
	for g, f := range all {
		wg.Go(func() {
			time.Sleep(time.Duration(g) * period / fights)
			pc := &http.Client{}
			for i := range b.N {
				start := time.Now()
				q := i % (themes * values)
				ref := map[string]any{"round": i/(themes*values) + 1, "theme": q/values + 1, "question": q%values + 1}
				if err := srv.try("POST", f.base+"/choose", ref, nil); err != nil {
					b.Error(err)
					return
				}
				if err := srv.try("POST", f.base+"/unlock", nil, nil); err != nil {
					b.Error(err)
					return
				}
				type answer struct {
					player  string
					sent    time.Time
					seq     int
					verdict string
					err     error
				}
				answers := make([]answer, size)
				var pw sync.WaitGroup
				for k, p := range f.players {
					pw.Go(func() {
						a := &answers[k]
						a.player = p.id
						a.sent = time.Now()
						data, st, err := srv.send(pc, "POST", f.base+"/press", map[string]any{"player": p.id, "key": p.key, "id": fmt.Sprint(i)})
						var out struct {
							Seq     int    `json:"seq"`
							Verdict string `json:"verdict"`
						}
						if err == nil && (st != http.StatusOK || json.Unmarshal(data, &out) != nil) {
							err = fmt.Errorf("press: %d %s", st, data)
						}
						a.seq, a.verdict, a.err = out.Seq, out.Verdict, err
					})
				}
				pw.Wait()
				first := answers[0]
				for _, a := range answers {
					if a.err != nil {
						b.Error(a.err)
						return
					}
					if a.seq < first.seq {
						first = a
					}
				}
				for _, a := range answers {
					if want := map[bool]string{true: "first", false: "beaten"}[a == first]; a.verdict != want {
						wrongOrder.Add(1)
						b.Errorf("%s question %d: press %d of %s is %s, want %s", f.base, i+1, a.seq, a.player, a.verdict, want)
					}
				}
				for _, a := range answers {
					for _, w := range f.shown {
						at, ok := w.seen(a.seq)
						if !ok {
							b.Error("a page's connection closed")
							return
						}
						lat.add(at.Sub(a.sent))
					}
				}
				var view struct {
					Answerer string `json:"answerer"`
				}
				if err := srv.try("GET", f.base, nil, &view); err != nil || view.Answerer != first.player {
					wrongOrder.Add(1)
					b.Errorf("%s question %d: %s answers, not the first press's %s (%v)", f.base, i+1, view.Answerer, first.player, err)
				}
				if err := srv.try("POST", f.base+"/rule", map[string]any{"right": true}, nil); err != nil {
					b.Error(err)
					return
				}
				time.Sleep(period - time.Since(start))
			}
		})
	}
	wg.Wait()
	b.StopTimer()
	if n := wrongOrder.Load(); n > 0 {
		b.Fatalf("%d presses judged out of their order", n)
	}
	lat.report(b)
}
