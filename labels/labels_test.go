package labels

import (
	"regexp"
	"slices"
	"testing"
)

// TestCatalog: both languages have the same keys, each with the same
// arguments, in the key form the pages' dictionary uses (area.name).
func TestCatalog(t *testing.T) {
	if len(catalog) != 2 || catalog["ru"] == nil || catalog["en"] == nil {
		t.Fatalf("the catalog must hold exactly ru and en, has %d languages", len(catalog))
	}
	key := regexp.MustCompile(`^[a-z_]+\.[a-z_]+$`)
	args := func(s string) []string {
		out := arg.FindAllString(s, -1)
		slices.Sort(out)
		return slices.Compact(out)
	}
	for _, k := range Keys() {
		if !key.MatchString(k) {
			t.Errorf("key %q is not of the form area.name", k)
		}
		en, ok := catalog["en"][k]
		if !ok {
			t.Errorf("%q has no English text", k)
			continue
		}
		if catalog["ru"][k] == "" || en == "" {
			t.Errorf("%q is empty", k)
		}
		// "1/{0} финала" and "round of {1}" take the same two arguments;
		// each language may use either, never one the other lacks.
		for _, a := range append(args(catalog["ru"][k]), args(en)...) {
			if a != "{0}" && a != "{1}" {
				t.Errorf("%q uses argument %s", k, a)
			}
		}
	}
	for k := range catalog["en"] {
		if _, ok := catalog["ru"][k]; !ok {
			t.Errorf("%q has no Russian text", k)
		}
	}
}

func TestText(t *testing.T) {
	for _, c := range []struct {
		lang, key string
		args      []any
		want      string
	}{
		{"ru", "br.third_place", nil, "матч за 3-е место"},
		{"en", "br.third_place", nil, "3rd place match"},
		{"ru", "br.round_of", []any{8, 16}, "1/8 финала"},
		{"en", "br.round_of", []any{8, 16}, "round of 16"},
		{"de", "fest.round_n", []any{2}, "Тур 2"},
		{"en", "no.such_key", nil, "no.such_key"},
	} {
		if got := Text(c.lang, c.key, c.args...); got != c.want {
			t.Errorf("Text(%q, %q, %v) = %q, want %q", c.lang, c.key, c.args, got, c.want)
		}
	}
}

func TestEvent(t *testing.T) {
	if k := EventKey("SolverDisqualified"); k != "event.solver_disqualified" {
		t.Errorf("EventKey = %q", k)
	}
	if s := Event("ru", "SolverDisqualified"); s != "Участник дисквалифицирован" {
		t.Errorf("ru: %q", s)
	}
	if s := Event("en", "RoundClosed"); s != "Round closed" {
		t.Errorf("en: %q", s)
	}
	if s := Event("en", "NoSuchEvent"); s != "NoSuchEvent" {
		t.Errorf("unknown: %q", s)
	}
}
