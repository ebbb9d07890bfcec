package main

import (
	"errors"
	"os"
	"testing"

	"turnir"
)

// FuzzPairHistory holds `turnir pair` to its promise on any history file:
// a draw or a *turnir.Error, never a panic (an unknown tie-break in the
// settings was one), and a draw that pairs each solver of the table once.
func FuzzPairHistory(f *testing.F) {
	if src, err := os.ReadFile("../../docs/pair-history.example.json"); err == nil {
		f.Add(src)
	}
	f.Add([]byte(`{"participants":[{"id":"a","lot":1},{"id":"b","lot":2},{"id":"c","lot":3}],"rounds":[],"seed":"` +
		"00000000000000000000000000000000000000000000000000000000000000ff" + `"}`))
	f.Add([]byte(`{"participants":[{"id":"a","lot":1},{"id":"b","lot":2}],"rounds":[{"pairs":[["a","b"]],"results":{"a":{"solved":true,"time":"1m"}}}]}`))
	f.Add([]byte(`{"settings":{"round_length":"5m","pause":"1m","points":{"first":2,"second":1,"none":0},"bye":{"mode":"fixed","points":1},` +
		`"tiebreaks":["nope"],"min_participants":2,"check_rate":{"burst":5,"per_second":1}},` +
		`"participants":[{"id":"a","lot":1},{"id":"b","lot":2},{"id":"c","lot":3}],"rounds":[{"pairs":[["a","b"]],"bye":"c","results":{}}]}`))
	f.Fuzz(func(t *testing.T, src []byte) {
		d, err := pairHistory(src, "history.json")
		if err != nil {
			var te *turnir.Error
			if !errors.As(err, &te) {
				t.Fatalf("refusal is not a *turnir.Error: %T %v", err, err)
			}
			return
		}
		inTable := map[string]bool{}
		for _, id := range d.Table {
			inTable[id] = true
		}
		seen := map[string]bool{}
		for _, id := range append(flattenPairs(d.Pairs), d.Bye) {
			if id == "" {
				continue
			}
			if seen[id] || !inTable[id] {
				t.Fatalf("draw %+v pairs %q twice or from outside the table", d, id)
			}
			seen[id] = true
		}
		if len(seen) != len(inTable) {
			t.Fatalf("draw %+v leaves someone of the table out", d)
		}
	})
}

func flattenPairs(ps [][2]string) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p[0], p[1])
	}
	return out
}
