package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeTemp(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

const fourPlayers = "012 T\n" +
	"001    1      Test0001 Player0001               2600                             1.0    1     2 w 1\n" +
	"001    2      Test0002 Player0002               2590                             0.0    2     1 b 0\n" +
	"001    3      Test0003 Player0003               2580                             1.0    3     4 b 1\n" +
	"001    4      Test0004 Player0004               2570                             0.0    4     3 w 0\n" +
	"XXR 5\n"

func TestPairDutch(t *testing.T) {
	t.Run("pairs_the_next_round_in_engine_format", func(t *testing.T) {
		in := writeTemp(t, "in.trf", fourPlayers)
		out := filepath.Join(t.TempDir(), "out.txt")
		var so, se bytes.Buffer
		if code := runPairDutch([]string{"--dutch", in, "-p", out}, &so, &se); code != exitOK {
			t.Fatalf("exit %d: %s", code, se.String())
		}
		b, _ := os.ReadFile(out)
		if string(b) != "2\n3 1\n2 4\n" {
			t.Fatalf("got %q", b)
		}
	})
	t.Run("exit_1_when_no_pairing_is_valid", func(t *testing.T) {
		// Two players who have met cannot be paired again.
		in := writeTemp(t, "in.trf", "001    1      A                                 2600                             1.0    1     2 w 1\n"+
			"001    2      B                                 2590                             0.0    2     1 b 0\nXXR 3\n")
		var so, se bytes.Buffer
		if code := runPairDutch([]string{"--dutch", in, "-p"}, &so, &se); code != exitNoPairing {
			t.Fatalf("exit %d, want %d (%s)", code, exitNoPairing, se.String())
		}
	})
	t.Run("exit_3_on_malformed_file_with_line_and_column", func(t *testing.T) {
		in := writeTemp(t, "in.trf", fourPlayers+"001    5      E                                 2500                             0.0    5     1 x 1\n")
		var so, se bytes.Buffer
		if code := runPairDutch([]string{"--dutch", in, "-p"}, &so, &se); code != exitBadInput {
			t.Fatalf("exit %d, want %d", code, exitBadInput)
		}
		if !strings.Contains(se.String(), "line 7, column 97") {
			t.Fatalf("message %q lacks the position", se.String())
		}
	})
	t.Run("exit_3_without_number_of_rounds", func(t *testing.T) {
		in := writeTemp(t, "in.trf", strings.Replace(fourPlayers, "XXR 5\n", "", 1))
		var so, se bytes.Buffer
		if code := runPairDutch([]string{"--dutch", in, "-p"}, &so, &se); code != exitBadInput {
			t.Fatalf("exit %d, want %d", code, exitBadInput)
		}
	})
	t.Run("check_lists_rounds_that_differ", func(t *testing.T) {
		// Round 1 as the engine pairs it; round 2 recorded as 1-2 with 1
		// White again, where the engine gives 2 White: only round 2 differs.
		text := "012 T\n" +
			"001    1      Test0001 Player0001               2600                             2.0    1     3 w 1     2 w 1\n" +
			"001    2      Test0002 Player0002               2590                             1.0    2     4 b 1     1 b 0\n" +
			"001    3      Test0003 Player0003               2580                             0.0    3     1 b 0     4 w 0\n" +
			"001    4      Test0004 Player0004               2570                             1.0    4     2 w 0     3 b 1\n" +
			"XXR 2\nXXC white1\n"
		in := writeTemp(t, "in.trf", text)
		var so, se bytes.Buffer
		if code := runPairDutch([]string{"--dutch", in, "-c"}, &so, &se); code != exitOK {
			t.Fatalf("exit %d: %s", code, se.String())
		}
		if !strings.Contains(so.String(), "round 2 differs") || strings.Contains(so.String(), "round 1 differs") {
			t.Fatalf("report:\n%s", so.String())
		}
	})
}
