package sqlite

import (
	"path/filepath"
	"testing"

	"turnir"
	"turnir/storetest"
)

// openTemp opens a new log in a fresh file of the test's temporary folder.
func openTemp(t *testing.T) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "events.db"))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) turnir.Store { return openTemp(t) })
}
