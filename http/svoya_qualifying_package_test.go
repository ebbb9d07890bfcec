package http_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"turnir/svoya"
)

// qualifyingYAML is a package of themes named ТемаA, ТемаB ... of 5
// questions of 100 each.
func qualifyingYAML(themes int) string {
	var b strings.Builder
	b.WriteString("title: Отбор\nrounds:\n  - name: Раунд\n    themes:\n")
	for t := 1; t <= themes; t++ {
		b.WriteString("      - name: Тема" + string(rune('A'+t-1)) + "\n        questions:\n")
		for q := 1; q <= 5; q++ {
			b.WriteString("          - value: 100\n            text: вопрос\n            answer: ответ\n")
		}
	}
	return b.String()
}

// TestSvoyaQualifyingPackage loads the written qualifying's package: one
// of 25 themes is fitted to S4's 24 themes of 5 and kept, its theme names
// the sheet's headers; one of 3 themes is refused, saying what is short,
// and nothing is kept (the one loaded before stays).
func TestSvoyaQualifyingPackage(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	org.festival("sq", 2, 4)
	const path = "/api/festivals/sq/svoya/qualifying/package"
	yaml := qualifyingYAML
	st, out := raw(t, e, "POST", path, map[string]any{"name": "q.yaml", "content": yaml(3)}, nil)
	if st != 401 && st != 403 {
		t.Fatalf("a package without a session: %d %s", st, out)
	}
	org.refused("POST", path, map[string]any{"name": "q.yaml", "content": yaml(3)}, "invalid")
	// The jury's page holds the card, and the jury may open the
	// tournament with the package: it may load one too.
	jury := e.client()
	jury.must("POST", "/api/jury/login", map[string]string{"password": juryPassword}, nil)
	jury.refused("POST", path, map[string]any{"name": "q.yaml", "content": yaml(3)}, "invalid")
	org.refused("GET", path, nil, "not_found")
	var q struct {
		Qualifying struct {
			Themes int   `json:"themes"`
			Values []int `json:"values"`
		} `json:"qualifying"`
		Themes []string `json:"themes"`
	}
	org.must("POST", path, map[string]any{"name": "q.yaml", "content": yaml(25)}, &q)
	if q.Qualifying.Themes != 24 || len(q.Themes) != 24 || q.Themes[0] != "ТемаA" || q.Themes[23] != "ТемаX" ||
		len(q.Qualifying.Values) != 5 || q.Qualifying.Values[0] != 10 {
		t.Fatalf("fitted: %+v", q)
	}
	// A refused package leaves the one loaded before.
	st, out = org.call("POST", path, map[string]any{"name": "q.yaml", "content": yaml(3)}, nil)
	if st != 400 || !strings.Contains(string(out), "short") {
		t.Fatalf("a package of 3 themes: %d %s", st, out)
	}
	org.must("GET", path, nil, &q)
	if len(q.Themes) != 24 {
		t.Fatalf("kept: %+v", q)
	}
}

// TestSvoyaOpenWithQualifyingPackage opens the Svoya igra tournament with
// "qualifying_package": the written qualifying takes the loaded package's
// themes and values and keeps the rest of the given settings; without a
// loaded package it is refused (409, both languages), and without the
// field the settings are opened as given.
func TestSvoyaOpenWithQualifyingPackage(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	cfg := svoya.DefaultConfig()
	cfg.Qualifying.Themes = 12
	cfg.Qualifying.Values = []int{20, 40, 60, 80, 100}
	cfg.Qualifying.Advance = 16
	type opened struct {
		Config svoya.Config `json:"config"`
	}
	load := func(fid string) {
		org.must("POST", "/api/festivals/"+fid+"/svoya/qualifying/package", map[string]any{"name": "q.yaml", "content": qualifyingYAML(25)}, nil)
	}

	t.Run("S4/with_the_package", func(t *testing.T) {
		org.festival("sqa", 2, 4)
		eb := org.refused("POST", "/api/festivals/sqa/svoya", map[string]any{"config": cfg, "qualifying_package": true}, "conflict")
		if !strings.Contains(eb.MessageEN, "no package") || !strings.Contains(eb.MessageRU, "пакет не загружен") {
			t.Fatalf("refusal: %+v", eb)
		}
		org.refused("GET", "/api/festivals/sqa/svoya", nil, "not_found") // nothing was opened
		load("sqa")
		var v opened
		org.must("POST", "/api/festivals/sqa/svoya", map[string]any{"config": cfg, "qualifying_package": true}, &v)
		q := v.Config.Qualifying
		if q.Themes != 24 || !slices.Equal(q.Values, []int{10, 20, 30, 40, 50}) || q.Advance != 16 {
			t.Fatalf("qualifying: %+v", q)
		}
		want := cfg
		want.Qualifying = q
		got := v.Config
		if !equalJSON(t, got, want) {
			t.Fatalf("the rest of the settings changed: %+v, want %+v", got, want)
		}
	})
	t.Run("S4/regulation_with_the_package", func(t *testing.T) {
		org.festival("sqr", 2, 4)
		load("sqr")
		var v opened
		org.must("POST", "/api/festivals/sqr/svoya", map[string]any{"qualifying_package": true}, &v)
		if v.Config.Qualifying.Themes != 24 || len(v.Config.Qualifying.Values) != 5 {
			t.Fatalf("qualifying: %+v", v.Config.Qualifying)
		}
	})
	t.Run("S4/without_the_field", func(t *testing.T) {
		org.festival("sqb", 2, 4)
		load("sqb")
		var v opened
		org.must("POST", "/api/festivals/sqb/svoya", map[string]any{"config": cfg}, &v)
		if !equalJSON(t, v.Config, cfg) {
			t.Fatalf("opened: %+v, want %+v", v.Config, cfg)
		}
	})
}

// equalJSON reports whether a and b encode to the same JSON.
func equalJSON(t *testing.T, a, b any) bool {
	t.Helper()
	x, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	y, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	return string(x) == string(y)
}
