package http_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"turnir"
)

// TestFestivalSvoyaWithdraw: an entry made by mistake goes back out over
// the API (S2) with its reason, which the history keeps; without a reason,
// or once the qualifying is closed, the withdrawal is refused.
func TestFestivalSvoyaWithdraw(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	org.festival("svw", 2, 2)
	var v svoyaJSON
	org.must("POST", "/api/festivals/svw/svoya", map[string]any{}, &v)
	org.must("POST", "/api/festivals/svw/svoya/enter", map[string]any{"all": true}, &v)
	entered := func() []string {
		var out []string
		for _, r := range v.Qualifying.Rows {
			out = append(out, r.Player)
		}
		return out
	}
	if !slices.Contains(entered(), "t2-p2") {
		t.Fatalf("entered: %v", entered())
	}
	for _, tc := range []struct {
		name string
		body map[string]any
		code string
	}{
		{"S2_no_reason", map[string]any{"player": "t2-p2"}, turnir.EINVALID},
		{"S2_blank_reason", map[string]any{"player": "t2-p2", "reason": "  "}, turnir.EINVALID},
	} {
		t.Run(tc.name, func(t *testing.T) {
			org.refused("POST", "/api/festivals/svw/svoya/withdraw", tc.body, tc.code)
		})
	}
	t.Run("S2_withdrawn_with_a_reason", func(t *testing.T) {
		org.must("POST", "/api/festivals/svw/svoya/withdraw", map[string]any{"player": "t2-p2", "reason": "заявлен по ошибке"}, &v)
		if slices.Contains(entered(), "t2-p2") || len(entered()) != 3 {
			t.Fatalf("after the withdrawal: %v", entered())
		}
		var h historyJSON
		org.must("GET", "/api/festivals/svw/history", nil, &h)
		if last := h[len(h)-1]; last.Type != "SvoyaWithdrawn" || !strings.Contains(last.Reason, "по ошибке") {
			t.Fatalf("history: %+v", last)
		}
	})
	t.Run("S2_refused_once_the_qualifying_is_closed", func(t *testing.T) {
		org.must("POST", "/api/festivals/svw/svoya/close-qualifying", nil, &v)
		org.refused("POST", "/api/festivals/svw/svoya/withdraw", map[string]any{"player": "t1-p1", "reason": "поздно"}, turnir.ECONFLICT)
	})
}

// TestFestivalTeamIsNotACrowd: a team of more than 50 players is refused
// before anything is registered (found by review: 20,000 in one request
// held the festival's lock for a minute and a half).
func TestFestivalTeamIsNotACrowd(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	org.must("POST", "/api/festivals", map[string]any{"id": "crowd", "name": "Толпа"}, nil)
	players := make([]string, 51)
	for i := range players {
		players[i] = fmt.Sprintf("Игрок %d", i+1)
	}
	org.refused("POST", "/api/festivals/crowd/teams", map[string]any{"name": "Все", "players": players}, turnir.EINVALID)
	org.must("POST", "/api/festivals/crowd/teams", map[string]any{"name": "Все", "players": players[:50]}, nil)
}
