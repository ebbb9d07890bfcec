package main

import (
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"testing"
)

// TestClusterSharesTheRateLimits: servers on one log give a client one
// budget, not one each: a solver pressing Check on two servers in turn
// gets the tournament's burst (P10) between them, and wrong passwords
// from one address count on every server (issue 15, item 3).
func TestClusterSharesTheRateLimits(t *testing.T) {
	c := newCluster(t, 2)
	jar, _ := cookiejar.New(nil)
	org := &http.Client{Jar: jar}
	c.must(0, org, "POST", "/api/login", "", map[string]string{"password": "cluster"}, nil)
	settings := map[string]any{"rounds": 1, "round_length": "10m", "pause": "1m",
		"points": map[string]int{"first": 2, "second": 1, "none": 0}, "bye": map[string]string{"mode": "pair-of-one"},
		"tiebreaks": []string{"buchholz", "total_time", "lot"}, "min_participants": 2,
		"check_rate": map[string]any{"burst": 3, "per_second": 2}}
	var tv struct{ ID string }
	c.must(0, org, "POST", "/api/tournaments", "", map[string]any{"name": "Rate cup", "settings": settings}, &tv)
	tid := tv.ID
	c.must(0, org, "PUT", "/api/tournaments/"+tid+"/puzzles", "", map[string]any{"puzzles": []any{
		map[string]any{"id": "a", "kind": "text", "text": "6 × 7?", "key": map[string]any{"accepted": []string{"42"}}}}}, nil)
	hc := &http.Client{}
	var tokens []string
	for i := range 2 {
		var reg struct{ Token string }
		c.must(i, hc, "POST", "/api/tournaments/"+tid+"/solvers", "", map[string]string{"name": fmt.Sprintf("Solver %d", i)}, &reg)
		tokens = append(tokens, reg.Token)
	}
	c.must(1, org, "POST", "/api/tournaments/"+tid+"/begin", "", map[string]int{"first_round_in_s": 0}, nil)
	c.clock.Advance(1e9)
	path := "/api/tournaments/" + tid + "/me/"
	// The round may reach node 1 a moment after node 0 opened it.
	if !waitFor(5e9, func() bool { st, _ := c.call(1, hc, "POST", path+"start", tokens[0], nil, nil); return st == 200 }) {
		t.Fatal("the solver could not start")
	}
	// The clock stands still: no token comes back during the presses.
	var codes []int
	for k := range 6 {
		st, _ := c.call(k%2, hc, "POST", path+"check", tokens[0], map[string]string{"answer": "wrong"}, nil)
		codes = append(codes, st)
	}
	if fmt.Sprint(codes) != "[200 200 200 429 429 429]" {
		t.Fatalf("six wrong checks over two servers from a burst of 3: %v", codes)
	}

	// Ten wrong passwords, five on each server: the eleventh try is
	// refused on either, even with the right password.
	for k := range 10 {
		if st, raw := c.call(k%2, &http.Client{}, "POST", "/api/login", "", map[string]string{"password": "wrong"}, nil); st != http.StatusUnauthorized {
			t.Fatalf("wrong password %d: %d %s", k+1, st, raw)
		}
	}
	for i := range 2 {
		if st, raw := c.call(i, &http.Client{}, "POST", "/api/login", "", map[string]string{"password": "cluster"}, nil); st != http.StatusTooManyRequests {
			t.Fatalf("after ten wrong passwords over two servers, node %d answers %d %s", i, st, raw)
		}
	}
}
