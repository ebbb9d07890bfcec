package http_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"turnir"
)

// TestFestivalBrainringSettingsOverAPI: with fewer than two teams a group
// the opening and the lot are refused (F2), and POST .../brainring/configure
// changes the settings before the draw, so the tournament can go on.
func TestFestivalBrainringSettingsOverAPI(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	const fid = "brs"
	org.festival(fid, 8, 1)
	base := "/api/festivals/" + fid + "/brainring"

	t.Run("F2_opening_8_groups_with_8_teams_is_refused", func(t *testing.T) {
		eb := org.refused("POST", base, map[string]any{}, turnir.EINVALID)
		if !strings.Contains(eb.MessageRU, "не меньше 16") || !strings.Contains(eb.MessageEN, "at least 16") {
			t.Fatalf("refusal %+v", eb)
		}
	})
	t.Run("F2_opening_with_a_group_count_for_the_teams_that_came", func(t *testing.T) {
		e := newEnv(t)
		org := e.org()
		org.festival("brg", 8, 1)
		var v brainringJSON
		org.refused("POST", "/api/festivals/brg/brainring", map[string]any{"groups": 8}, turnir.EINVALID)
		org.must("POST", "/api/festivals/brg/brainring", map[string]any{"groups": 4}, &v)
		org.must("POST", "/api/festivals/brg/brainring/lot-commit", nil, &v)
		org.must("POST", "/api/festivals/brg/brainring/draw-groups", map[string]any{}, &v)
		if len(v.Groups) != 4 {
			t.Fatalf("%d groups drawn, want the 4 asked for", len(v.Groups))
		}
	})
	t.Run("F2_configure_before_the_draw_unblocks_the_lot", func(t *testing.T) {
		var v brainringJSON
		// Opened with no teams yet; 8 enter one by one.
		org.must("POST", base, map[string]any{"teams": []string{}}, &v)
		for k := 1; k <= 8; k++ {
			org.must("POST", base+"/enter", map[string]any{"team": fmt.Sprintf("t%d", k)}, &v)
		}
		eb := org.refused("POST", base+"/lot-commit", nil, turnir.EINVALID)
		if !strings.Contains(eb.MessageRU, "измените настройки") {
			t.Fatalf("refusal %+v", eb)
		}
		cfg := map[string]any{"groups": 2, "advance": 2, "fight_length": 3,
			"points":  map[string]int{"win": 2, "draw": 1, "zero_draw": 0, "loss": 0},
			"playoff": map[string]any{"fights_per_match": 2, "early": 3, "quarter_final": 3, "semi_final": 3, "final": 3, "third_place": 3, "third_place_match": true}}
		org.refused("POST", base+"/configure", map[string]any{"config": cfg}, turnir.EINVALID) // no reason
		org.must("POST", base+"/configure", map[string]any{"config": cfg, "reason": "пришло 8 команд"}, &v)
		org.must("POST", base+"/lot-commit", nil, &v)
		org.must("POST", base+"/draw-groups", map[string]any{}, &v)
		if len(v.Groups) != 2 || v.Next.Stage != "groups" {
			t.Fatalf("groups %+v next %+v", v.Groups, v.Next)
		}
		org.refused("POST", base+"/configure", map[string]any{"config": cfg, "reason": "ещё раз"}, turnir.ECONFLICT)
	})
}

// TestLotSeedOnAnotherServersData: a draw whose lot was prepared (its
// commitment is in the log) on a server whose data directory this one
// does not share says so (503, --data), where it said "press Prepare the
// draw", which the next press refuses as already published; a lot not
// prepared at all still says to prepare it.
func TestLotSeedOnAnotherServersData(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	org.festival("seedless", 8, 1)
	org.must("POST", "/api/festivals/seedless/brainring", map[string]any{"groups": 4}, nil)
	eb := org.refused("POST", "/api/festivals/seedless/brainring/draw-groups", map[string]any{}, turnir.ECONFLICT)
	if !strings.Contains(eb.MessageRU, "не подготовлена") {
		t.Fatalf("a draw not prepared: %+v", eb)
	}
	org.must("POST", "/api/festivals/seedless/brainring/lot-commit", nil, nil)
	if err := os.RemoveAll(filepath.Join(e.dir, "data", "seeds")); err != nil {
		t.Fatal(err)
	}
	eb = org.refused("POST", "/api/festivals/seedless/brainring/draw-groups", map[string]any{}, turnir.EUNAVAILABLE)
	if !strings.Contains(eb.MessageEN, "--data") || !strings.Contains(eb.MessageRU, "общий --data") {
		t.Fatalf("a prepared draw whose seed is not here: %+v", eb)
	}
}
