package regulation_test

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"turnir"
	"turnir/regulation"
)

// FuzzParse holds the regulation reader to its promise: any file is read
// or refused with a *turnir.Error, never a panic, and a regulation read
// is written (Marshal) in a form that reads back the same.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("builtin/*.yaml")
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte("format: turnir-regulation/1\nkind: puzzle-swiss\nname: x\npuzzle_swiss:\n  tiebreaks: [sonneborn]\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		r, err := regulation.Parse(src)
		if err != nil {
			var te *turnir.Error
			if !errors.As(err, &te) {
				t.Fatalf("refusal is not a *turnir.Error: %T %v", err, err)
			}
			return
		}
		out, err := r.Marshal()
		if err != nil {
			t.Fatalf("read but not writable: %v", err)
		}
		back, err := regulation.Parse(out)
		if err != nil {
			t.Fatalf("written regulation does not read back: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(r, back) {
			t.Fatalf("read back differently:\n%+v\n%+v\n%s", r, back, out)
		}
	})
}
