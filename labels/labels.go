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
