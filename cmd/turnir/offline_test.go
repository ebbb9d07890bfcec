package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The acceptance review of issue 4 (finding 4): the Russian message of a
// missing tournament names the file and the tournament in their places,
// and the read-only commands do not offer --at/--as.
func TestOfflineMessages(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.db")
	mustCLI(t, "create", "--db", db, "-t", "other", "--name", "Другой турнир") // the file exists; "f" is not in it
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

// TestReadingCommandsCreateNoDatabase: list, verify, replay, standings
// and export on a mistyped --db say so and leave no new file behind
// (issue 9 item 14, found by review).
func TestReadingCommandsCreateNoDatabase(t *testing.T) {
	db := filepath.Join(t.TempDir(), "typo.db")
	for _, c := range [][]string{{"list"}, {"verify", "-t", "x"}, {"replay", "-t", "x"}, {"standings", "-t", "x"}, {"export", "-t", "x"}} {
		code, _, errs := cli(t, append(c, "--db", db)...)
		if code == 0 || !strings.Contains(errs, "no database") {
			t.Errorf("%s on a missing file: exit %d %s", c[0], code, errs)
		}
		if _, err := os.Stat(db); err == nil {
			t.Fatalf("%s created %s", c[0], db)
		}
	}
}
