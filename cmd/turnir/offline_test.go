package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
)

// The acceptance review of issue 4 (finding 4): the Russian message of a
// missing tournament names the file and the tournament in their places,
// and the read-only commands do not offer --at/--as.
func TestOfflineMessages(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.db")
	for _, cmd := range []string{"verify", "replay", "standings"} {
		t.Run("no_tournament_"+cmd, func(t *testing.T) {
			var out, errb bytes.Buffer
			if code := run([]string{cmd, "--db", db, "-t", "f"}, &out, &errb); code == 0 {
				t.Fatalf("exit 0 for a missing tournament: %s", out.String())
			}
			msg := errb.String()
			for _, want := range []string{`no tournament "f" in ` + db, "в " + db + ` нет турнира "f"`} {
				if !strings.Contains(msg, want) {
					t.Errorf("message lacks %q:\n%s", want, msg)
				}
			}
		})
	}
	for _, tc := range []struct {
		cmd  string
		want bool
	}{{"verify", false}, {"replay", false}, {"list", false}, {"result", true}, {"create", true}} {
		t.Run("help_"+tc.cmd, func(t *testing.T) {
			var out, errb bytes.Buffer
			run([]string{tc.cmd, "-h"}, &out, &errb)
			help := out.String() + errb.String()
			if !strings.Contains(help, "-db") {
				t.Fatalf("no usage printed:\n%s", help)
			}
			if got := strings.Contains(help, "-at") || strings.Contains(help, "-as"); got != tc.want {
				t.Errorf("-at/-as offered %v, want %v:\n%s", got, tc.want, help)
			}
		})
	}
}
