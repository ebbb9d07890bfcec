package http_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"turnir"
)

// TestSvoyaBoardsSharedAndKept: a live fight's board and the written
// qualifying's, loaded on one server, are served by a second server on
// the same log and data directory (as servers behind one balancer are,
// docs/deploy.md); a board replaced on the first reaches the second at
// its next read; a restart keeps both; and the boards are files of the
// organizer alone, never in the log.
func TestSvoyaBoardsSharedAndKept(t *testing.T) {
	e := newEnv(t)
	fight, _, org := svoyaLiveSetup(t, e, "sb")
	base := "/api/festivals/sb/svoya-live/" + fight
	qbase := "/api/festivals/sb/svoya/qualifying/package"
	org.must("POST", base+"/package", map[string]any{"name": "p.yaml", "content": svoyaPackageYAML(2)}, nil)
	org.must("POST", qbase, map[string]any{"name": "q.yaml", "content": qualifyingYAML(24)}, nil)

	other := &env{t: t, dir: e.dir, db: e.db, clock: e.clock}
	other.start()
	org2 := other.org()
	themes := func(c *client, want string) {
		t.Helper()
		var board struct {
			Title  string `json:"title"`
			Rounds []struct {
				Themes []struct {
					Name string `json:"name"`
				} `json:"themes"`
			} `json:"rounds"`
		}
		c.must("GET", base+"/package", nil, &board)
		if len(board.Rounds) != 1 || len(board.Rounds[0].Themes) != 2 || board.Rounds[0].Themes[0].Name != want {
			t.Fatalf("the board served: %+v, want its first theme %q", board, want)
		}
	}
	qualifying := func(c *client) {
		t.Helper()
		var q struct {
			Themes []string `json:"themes"`
		}
		c.must("GET", qbase, nil, &q)
		if len(q.Themes) != 24 {
			t.Fatalf("the qualifying's themes served: %v", q.Themes)
		}
	}

	t.Run("the_other_server_serves_the_boards", func(t *testing.T) {
		themes(org2, "Тема1")
		qualifying(org2)
	})
	t.Run("a_replaced_board_reaches_the_other_server", func(t *testing.T) {
		org.must("POST", base+"/package", map[string]any{"name": "p.yaml", "content": strings.ReplaceAll(svoyaPackageYAML(2), "Тема", "Замена")}, nil)
		themes(org2, "Замена1")
		themes(org, "Замена1")
	})
	t.Run("a_restart_keeps_the_boards", func(t *testing.T) {
		e.stop()
		e.start()
		themes(e.org(), "Замена1")
		qualifying(e.org())
	})
	t.Run("the_boards_are_files_of_the_server_alone", func(t *testing.T) {
		files, _ := filepath.Glob(filepath.Join(e.dir, "data", "packages", "*.json"))
		if len(files) != 2 {
			t.Fatalf("board files: %v, want the fight's and the qualifying's", files)
		}
		for _, f := range files {
			st, err := os.Stat(f)
			if err != nil || st.Mode().Perm() != 0o600 {
				t.Errorf("%s: %v, mode %v; want 0600", f, err, st.Mode().Perm())
			}
		}
		evs, err := e.store.Load(context.Background(), "fest.sb", 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, ev := range evs {
			if strings.Contains(string(ev.Data), "answer-1-1") {
				t.Fatalf("an answer of the package is in the log: %s %s", ev.Type, ev.Data)
			}
		}
	})
}

// TestSvoyaPackageReplacedMidFightNeedsAReason: once a question of a live
// fight has been chosen, loading another package (the wrong file, another
// venue's) is refused, in both languages and with nothing changed, until
// the host confirms the replacement and says why; before that a package
// is loaded again freely.
func TestSvoyaPackageReplacedMidFightNeedsAReason(t *testing.T) {
	e := newEnv(t)
	fight, _, org := svoyaLiveSetup(t, e, "sr")
	base := "/api/festivals/sr/svoya-live/" + fight
	other := strings.ReplaceAll(svoyaPackageYAML(2), "Тема", "Чужая")
	org.must("POST", base+"/package", map[string]any{"name": "p.yaml", "content": svoyaPackageYAML(2)}, nil)
	org.must("POST", base+"/open", map[string]any{}, nil)
	// Opened, nothing chosen yet: a second load is a correction, not a change of play.
	org.must("POST", base+"/package", map[string]any{"name": "p.yaml", "content": svoyaPackageYAML(2)}, nil)
	org.must("POST", base+"/choose", map[string]any{"round": 1, "theme": 1, "question": 1}, nil)

	first := func() string {
		var board struct {
			Rounds []struct {
				Themes []struct{ Name string }
			}
		}
		org.must("GET", base+"/package", nil, &board)
		return board.Rounds[0].Themes[0].Name
	}
	eb := org.refused("POST", base+"/package", map[string]any{"name": "p.yaml", "content": other}, turnir.ECONFLICT)
	if !strings.Contains(eb.MessageRU, "выбрано вопросов: 1") || !strings.Contains(eb.MessageEN, "questions chosen: 1") {
		t.Errorf("the refusal does not say the fight is under way: %+v", eb)
	}
	org.refused("POST", base+"/package", map[string]any{"name": "p.yaml", "content": other, "replace": true, "reason": "  "}, turnir.ECONFLICT)
	if got := first(); got != "Тема1" {
		t.Fatalf("a refused replacement changed the board: %q", got)
	}
	org.must("POST", base+"/package", map[string]any{"name": "p.yaml", "content": other, "replace": true, "reason": "загружен пакет другой площадки"}, nil)
	if got := first(); got != "Чужая1" {
		t.Fatalf("the confirmed replacement: %q", got)
	}
}
