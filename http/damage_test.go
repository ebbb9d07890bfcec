package http_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"

	"turnir"
	"turnir/puzzleswiss"
	"turnir/sqlite"
)

// TestDamagedStreamIsReportedNotSkipped breaks one tournament (an event
// whose payload does not decode) and one festival (an event of an unknown
// type) and restarts: the server must start, keep serving the healthy
// tournament, log an error naming each damaged stream and event, list both
// as damaged, and answer their pages with that error instead of "not found".
func TestDamagedStreamIsReportedNotSkipped(t *testing.T) {
	e := newEnv(t)
	org, _ := e.setup(defaultSettings())
	org.must("POST", "/api/tournaments", map[string]any{"id": "ok", "name": "Цел", "settings": defaultSettings()}, nil)
	org.must("POST", "/api/festivals", map[string]string{"id": "fx", "name": "Фест"}, nil)
	anya, _ := e.solver("cup", "Аня")
	e.stop()

	st, err := sqlite.Open(e.db)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	bad := turnir.Event{Type: puzzleswiss.EvRegistered, Data: []byte(`[1]`), At: t0, Actor: "organizer"}
	cup, err := st.Append(ctx, "cup", turnir.AnyVersion, []turnir.Event{bad})
	if err != nil {
		t.Fatal(err)
	}
	fx, err := st.Append(ctx, "fest.fx", turnir.AnyVersion, []turnir.Event{{Type: "NoSuchEvent", At: t0}})
	if err != nil {
		t.Fatal(err)
	}
	st.Close()

	var logged bytes.Buffer
	e.log = slog.New(slog.NewTextHandler(&logged, nil))
	e.start() // the old code started too, but silently without cup and fx
	for _, want := range []string{
		"stream cup is damaged at event #" + itoa(cup[0].Version) + " (" + puzzleswiss.EvRegistered + ")",
		"stream fest.fx is damaged at event #" + itoa(fx[0].Version) + " (NoSuchEvent)",
	} {
		if !strings.Contains(logged.String(), want) || !strings.Contains(logged.String(), "level=ERROR") {
			t.Errorf("the start log should hold an error %q; it is:\n%s", want, logged.String())
		}
	}

	var list []struct {
		ID      string
		Name    string
		Damaged *struct {
			Code      string
			MessageEN string `json:"message_en"`
			MessageRU string `json:"message_ru"`
		}
	}
	e.client().must("GET", "/api/tournaments", nil, &list)
	seen := map[string]string{}
	for _, x := range list {
		seen[x.ID] = "healthy"
		if x.Damaged != nil {
			seen[x.ID] = x.Damaged.MessageEN
			if x.Damaged.Code != turnir.EDAMAGED || !strings.Contains(x.Damaged.MessageRU, "повреждён") {
				t.Errorf("damage entry %+v", *x.Damaged)
			}
		}
	}
	if seen["ok"] != "healthy" || !strings.Contains(seen["cup"], "stream cup is damaged at event #") {
		t.Fatalf("GET /api/tournaments = %s, want ok healthy and cup listed as damaged", mustJSON(list))
	}
	eb := e.client().refused("GET", "/api/tournaments/cup", nil, turnir.EDAMAGED)
	if !strings.Contains(eb.MessageEN, "#"+itoa(cup[0].Version)) {
		t.Errorf("the damaged tournament's page answers %q, want the event named", eb.MessageEN)
	}
	e.client().must("GET", "/api/tournaments/ok", nil, nil)
	// A solver's personal link to the damaged tournament says so, not
	// that the link is wrong (its token could not be read back).
	if eb := e.client().refused("GET", "/enter/cup/"+anya.token, nil, turnir.EDAMAGED); !strings.Contains(eb.MessageEN, "damaged") {
		t.Errorf("the personal link answers %q", eb.MessageEN)
	}
	e.client().refused("GET", "/enter/nosuch/"+anya.token, nil, turnir.ENOTFOUND)

	list = nil
	e.client().must("GET", "/api/festivals", nil, &list)
	if len(list) != 1 || list[0].ID != "fx" || list[0].Damaged == nil {
		t.Fatalf("GET /api/festivals = %s, want fx listed as damaged", mustJSON(list))
	}
	eb = e.client().refused("GET", "/api/festivals/fx", nil, turnir.EDAMAGED)
	if !strings.Contains(eb.MessageEN, "NoSuchEvent") {
		t.Errorf("the damaged festival's page answers %q, want the event named", eb.MessageEN)
	}
}

func itoa(n int64) string { b, _ := json.Marshal(n); return string(b) }

func mustJSON(v any) string { b, _ := json.Marshal(v); return string(b) }

// TestRefusedCreateKeepsTheID: a create refused by validation must not
// burn the id: the same id is created right after, and no seed is left.
func TestRefusedCreateKeepsTheID(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	org.refused("POST", "/api/tournaments", map[string]any{"id": "spring", "name": "  "}, turnir.EINVALID)
	if seeds, _ := filepath.Glob(filepath.Join(e.dir, "data", "seeds", "*")); len(seeds) != 0 {
		t.Fatalf("the refused create left seed files %q", seeds)
	}
	org.must("POST", "/api/tournaments", map[string]any{"id": "spring", "name": "Весна"}, nil)
}
