// Package labels is the one catalog of the labels both the server and the
// pages show: the names of the cup's rounds, of the Brain-ring's and Svoya
// igra's stages and play-off rounds. Each label is written once, in
// labels.json (Russian and English); Go reads it through Text (the export
// tables), and the pages import the same file as the module
// js/common/labels.js that the web package serves from it, so the two
// cannot drift apart.
//
// A label may hold {0}, {1} ... for its arguments, as the pages' own
// dictionary does (web/js/common/i18n.js).
package labels

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
)

//go:embed labels.json
var raw []byte

// catalog is labels.json: language ("ru", "en") -> key -> text.
var catalog = func() map[string]map[string]string {
	var c map[string]map[string]string
	if err := json.Unmarshal(raw, &c); err != nil {
		panic("labels.json: " + err.Error())
	}
	return c
}()

var arg = regexp.MustCompile(`\{(\d+)\}`)

// Text returns the label key in language lang ("ru", or "en"; any other is
// Russian), {n} replaced by args[n]. A key the catalog lacks comes back
// as it is, so a missing label shows, never panics.
func Text(lang, key string, args ...any) string {
	s, ok := catalog[Lang(lang)][key]
	if !ok {
		if s, ok = catalog["ru"][key]; !ok {
			return key
		}
	}
	return arg.ReplaceAllStringFunc(s, func(m string) string {
		var n int
		fmt.Sscanf(m, "{%d}", &n)
		if n < len(args) {
			return fmt.Sprint(args[n])
		}
		return ""
	})
}

// Lang is the catalog's language for lang: "en" or "ru".
func Lang(lang string) string {
	if lang == "en" {
		return "en"
	}
	return "ru"
}

// Keys lists the catalog's keys, sorted.
func Keys() []string {
	var out []string
	for k := range catalog["ru"] {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// JSON returns the catalog as it is written: {"ru": {...}, "en": {...}}.
func JSON() []byte { return slices.Clone(raw) }

// EventKey is the catalog key of the label of an event type:
// "SolverDisqualified" is "event.solver_disqualified". The pages derive it
// the same way (js/common/i18n.js eventLabel).
func EventKey(typ string) string {
	b := []byte("event.")
	for i := 0; i < len(typ); i++ {
		c := typ[i]
		if 'A' <= c && c <= 'Z' {
			if i > 0 {
				b = append(b, '_')
			}
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return string(b)
}

// Event is the human label of an event type in lang ("Участник
// дисквалифицирован" for SolverDisqualified), or the type itself when the
// catalog has none (a test keeps every type of every kind labelled).
func Event(lang, typ string) string {
	if _, ok := catalog["ru"][EventKey(typ)]; !ok {
		return typ
	}
	return Text(lang, EventKey(typ))
}
