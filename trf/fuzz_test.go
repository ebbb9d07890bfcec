package trf

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// FuzzParse holds the reader to two promises: no input makes it panic,
// and what it reads it can write, in a file that reads back the same
// (players, entries, points, records) and writes back byte for byte.
func FuzzParse(f *testing.F) {
	f.Add([]byte(sample))
	f.Add([]byte("XXS WW=1.5 BW=1.0 WD=0.6\n162  W 3.0    D 1.0\nBBW 2.0\nXXC white1\n152 B\n192 FIDE_DUTCH_2025\n"))
	f.Add([]byte("240 H 002    1    2\n260 001 003    1    2\nXXP 1 2\nXXA    1  1.0  1.0\n250      1.0 001 002    1    2\n"))
	// A blank round before a bye: blank colour and '-' mean the same.
	f.Add([]byte("001    1      A                                                                  0.5    1            0000 - H\n"))
	files, _ := filepath.Glob("../dutch/testdata/*.trf")
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		a, err := Parse(bytes.NewReader(src))
		if err != nil {
			return
		}
		var w1 bytes.Buffer
		if err := a.Write(&w1); err != nil {
			t.Fatalf("read but not writable: %v", err)
		}
		b, err := Parse(bytes.NewReader(w1.Bytes()))
		if err != nil {
			t.Fatalf("written file does not read back: %v\n%s", err, w1.String())
		}
		if x, y := comparable(a), comparable(b); !reflect.DeepEqual(x, y) {
			for i := range min(len(x.Players), len(y.Players)) {
				t.Logf("player %d: %+v\n          %+v", i, *x.Players[i], *y.Players[i])
			}
			t.Fatalf("read back differently:\n%+v\n%+v\n%q", x, y, w1.String())
		}
		var w2 bytes.Buffer
		if err := b.Write(&w2); err != nil || !bytes.Equal(w1.Bytes(), w2.Bytes()) {
			t.Fatalf("second write differs (%v):\n%s\n%s", err, w1.String(), w2.String())
		}
	})
}

// comparable is what a file means, without where it stood: line numbers
// and the kept lines, which a write renumbers and regenerates.
func comparable(t *Tournament) Tournament {
	c := *t
	c.Lines = nil
	c.Players = nil
	for _, p := range t.Players {
		q := *p
		q.Line = 0
		q.Head = strings.TrimRight(q.Head, " ")
		if len(q.Entries) == 0 {
			q.Entries = nil
		}
		c.Players = append(c.Players, &q)
	}
	c.Byes = nil
	for _, b := range t.Byes {
		b.Line = 0
		c.Byes = append(c.Byes, b)
	}
	c.Prohibited = nil
	for _, pr := range t.Prohibited {
		pr.Line = 0
		c.Prohibited = append(c.Prohibited, pr)
	}
	return c
}
