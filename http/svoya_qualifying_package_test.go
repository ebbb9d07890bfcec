package http_test

import (
	"strings"
	"testing"
)

// TestSvoyaQualifyingPackage loads the written qualifying's package: one
// of 25 themes is fitted to S4's 24 themes of 5 and kept, its theme names
// the sheet's headers; one of 3 themes is refused, saying what is short,
// and nothing is kept (the one loaded before stays).
func TestSvoyaQualifyingPackage(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	org.festival("sq", 2, 4)
	const path = "/api/festivals/sq/svoya/qualifying/package"
	yaml := func(themes int) string {
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
	st, out := raw(t, e, "POST", path, map[string]any{"name": "q.yaml", "content": yaml(3)}, nil)
	if st != 401 && st != 403 {
		t.Fatalf("a package without a session: %d %s", st, out)
	}
	org.refused("POST", path, map[string]any{"name": "q.yaml", "content": yaml(3)}, "invalid")
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
