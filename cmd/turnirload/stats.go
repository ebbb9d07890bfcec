package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"sync"
	"time"
)

// stats collects latencies and errors per kind of request.
type stats struct {
	mu   sync.Mutex
	lat  map[string][]time.Duration
	errs map[string]map[string]int
	// marks are the round's presses with when they were sent (since the
	// round was opened), for -timeline: where in the round the slow ones are.
	marks []mark
}

// mark is one press of the round: its kind, when it was sent, how long
// its answer took.
type mark struct {
	kind     string
	sent, in time.Duration
}

func newStats() *stats {
	return &stats{lat: map[string][]time.Duration{}, errs: map[string]map[string]int{}}
}

func (s *stats) add(kind string, d time.Duration, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err != nil {
		if s.errs[kind] == nil {
			s.errs[kind] = map[string]int{}
		}
		msg := err.Error()
		if len(msg) > 160 {
			msg = msg[:160]
		}
		s.errs[kind][msg]++
		return
	}
	s.lat[kind] = append(s.lat[kind], d)
}

// mark records a press sent at sent (since the round's opening) and
// answered after d, for the timeline.
func (s *stats) mark(kind string, sent, d time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.marks = append(s.marks, mark{kind: kind, sent: sent, in: d})
}

// timeline prints the round in slices of every: how many Starts and
// Checks were sent in each, and the p50 and p99 of the Checks' answers.
// A tail that sits in one slice (the opening's push, a collection of the
// server's garbage) reads differently from one spread over the round.
func (s *stats) timeline(w io.Writer, every time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if every <= 0 || len(s.marks) == 0 {
		return
	}
	type slice struct {
		starts int
		checks []time.Duration
		slow   int
	}
	var sl []slice
	for _, m := range s.marks {
		i := int(m.sent / every)
		for len(sl) <= i {
			sl = append(sl, slice{})
		}
		if m.kind == "start" {
			sl[i].starts++
			continue
		}
		sl[i].checks = append(sl[i].checks, m.in)
		if m.in > 100*time.Millisecond {
			sl[i].slow++
		}
	}
	fmt.Fprintf(w, "timeline (sent since the opening): %10s %7s %7s %9s %9s %s\n", "from", "starts", "checks", "check p50", "check p99", "checks over 100ms")
	for i, x := range sl {
		slices.Sort(x.checks)
		fmt.Fprintf(w, "timeline                           %10v %7d %7d %9s %9s %d\n", time.Duration(i)*every, x.starts, len(x.checks), ms(pct(x.checks, .5)), ms(pct(x.checks, .99)), x.slow)
	}
}

func (s *stats) errorCount() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, m := range s.errs {
		for _, c := range m {
			n += c
		}
	}
	return n
}

func pct(d []time.Duration, p float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	i := int(float64(len(d)-1) * p)
	return d[i]
}

func (s *stats) report(w io.Writer) {
	s.mu.Lock()
	defer s.mu.Unlock()
	kinds := make([]string, 0, len(s.lat))
	for k := range s.lat {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	fmt.Fprintf(w, "%-9s %8s %9s %9s %9s %9s\n", "request", "count", "p50", "p90", "p99", "max")
	for _, k := range kinds {
		d := slices.Clone(s.lat[k])
		slices.Sort(d)
		fmt.Fprintf(w, "%-9s %8d %9s %9s %9s %9s\n", k, len(d), ms(pct(d, .5)), ms(pct(d, .9)), ms(pct(d, .99)), ms(d[len(d)-1]))
	}
	for k, m := range s.errs {
		for msg, c := range m {
			fmt.Fprintf(w, "ERROR %s x%d: %s\n", k, c, msg)
		}
	}
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1fms", float64(d.Microseconds())/1000) }

func mb(b uint64) string { return fmt.Sprintf("%.0f MB", float64(b)/(1<<20)) }

// health is the server's /api/health.
type health struct {
	HeapInuse  uint64        `json:"heap_inuse"`
	Sys        uint64        `json:"sys"`
	NumGC      uint32        `json:"num_gc"`
	Goroutines int           `json:"goroutines"`
	WSClients  int64         `json:"ws_clients"`
	WSDropped  int64         `json:"ws_dropped"`
	Check      serverLatency `json:"check_latency"`
	Start      serverLatency `json:"start_latency"`
	Batches    int64         `json:"batches"`
	BatchedOps int64         `json:"batched_ops"`
	BatchBusy  float64       `json:"batch_busy_ms"`
	Sched      schedLatency  `json:"sched_latency"`
}

// schedLatency is how long the server's runnable goroutines waited for a
// processor: high, and the server is short of CPU rather than of disk.
type schedLatency struct {
	P50  float64 `json:"p50_ms"`
	P90  float64 `json:"p90_ms"`
	P99  float64 `json:"p99_ms"`
	P999 float64 `json:"p999_ms"`
}

// serverLatency is the server's own measure of a request kind.
type serverLatency struct {
	Count int64   `json:"count"`
	P50   float64 `json:"p50_ms"`
	P90   float64 `json:"p90_ms"`
	P99   float64 `json:"p99_ms"`
	Max   float64 `json:"max_ms"`
}

func (l *load) health(ctx context.Context) (health, error) {
	var h health
	err := l.call(ctx, l.hc, "GET", "/api/health", nil, &h, "")
	return h, err
}

// watchMemory samples the server's memory every second until the returned
// function is called, which returns the peak.
func (l *load) watchMemory(ctx context.Context) func() health {
	ctx, cancel := context.WithCancel(ctx)
	var mu sync.Mutex
	var peak health
	done := make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(time.Second)
		defer t.Stop()
		for {
			if h, err := l.health(ctx); err == nil {
				mu.Lock()
				peak.HeapInuse, peak.Sys = max(peak.HeapInuse, h.HeapInuse), max(peak.Sys, h.Sys)
				mu.Unlock()
			}
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
		}
	}()
	return func() health {
		cancel()
		<-done
		mu.Lock()
		defer mu.Unlock()
		return peak
	}
}

// cookieJar keeps the organizer's session cookie (one host, loopback).
type cookieJar struct {
	mu      sync.Mutex
	cookies []*http.Cookie
}

func (j *cookieJar) SetCookies(_ *url.URL, cs []*http.Cookie) {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.cookies = append(j.cookies, cs...)
}

func (j *cookieJar) Cookies(_ *url.URL) []*http.Cookie {
	j.mu.Lock()
	defer j.mu.Unlock()
	return slices.Clone(j.cookies)
}
