package app_test

import (
	"os"
	"path/filepath"
	"testing"

	"turnir"
	"turnir/app"
)

func TestSeeds(t *testing.T) {
	s := app.Seeds{Dir: filepath.Join(t.TempDir(), "seeds")}
	seed, err := s.New("cup-1")
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.Get("cup-1")
	if err != nil || got != seed {
		t.Fatalf("Get = %v, %v; want the stored seed", got, err)
	}
	if _, err := s.New("cup-1"); turnir.ErrorCode(err) != turnir.ECONFLICT {
		t.Errorf("a second seed for the same tournament: %v", err)
	}
	if _, err := s.Get("other"); turnir.ErrorCode(err) != turnir.ENOTFOUND {
		t.Errorf("missing seed: %v", err)
	}
	if _, err := s.New("../escape"); turnir.ErrorCode(err) != turnir.EINVALID {
		t.Errorf("path escape accepted: %v", err)
	}
	fi, err := os.Stat(filepath.Join(s.Dir, "cup-1.seed"))
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("seed file mode %v, %v; want 0600", fi.Mode(), err)
	}
}
