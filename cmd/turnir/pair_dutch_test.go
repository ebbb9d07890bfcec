package main

import (
	"bytes"
	"fmt"
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
		if code := runPairDutch([]string{"--dutch", in, "-c"}, &so, &se); code != exitDiffer {
			t.Fatalf("exit %d, want %d: %s", code, exitDiffer, se.String())
		}
		if !strings.Contains(so.String(), "round 2 differs") || strings.Contains(so.String(), "round 1 differs") {
			t.Fatalf("report:\n%s", so.String())
		}
	})
	t.Run("check_exits_0_when_every_round_agrees", func(t *testing.T) {
		// The same tournament with round 2 as the engine pairs it: 2 White.
		text := "012 T\n" +
			"001    1      Test0001 Player0001               2600                             2.0    1     3 w 1     2 b 1\n" +
			"001    2      Test0002 Player0002               2590                             1.0    2     4 b 1     1 w 0\n" +
			"001    3      Test0003 Player0003               2580                             0.0    3     1 b 0     4 w 0\n" +
			"001    4      Test0004 Player0004               2570                             1.0    4     2 w 0     3 b 1\n" +
			"XXR 2\nXXC white1\n"
		in := writeTemp(t, "in.trf", text)
		var so, se bytes.Buffer
		if code := runPairDutch([]string{"--dutch", in, "-c"}, &so, &se); code != exitOK {
			t.Fatalf("exit %d: %s\n%s", code, se.String(), so.String())
		}
		if !strings.Contains(so.String(), "0 of 2 rounds differ") {
			t.Fatalf("report:\n%s", so.String())
		}
	})
	t.Run("check_exit_code_is_none_the_engines_use", func(t *testing.T) {
		for _, c := range []int{exitOK, exitNoPairing, 2, exitBadInput, 4, 5} {
			if exitDiffer == c {
				t.Fatalf("exit code %d of -c differences collides", c)
			}
		}
	})
	t.Run("help_lists_the_exit_codes", func(t *testing.T) {
		var so, se bytes.Buffer
		if code := runPairDutch([]string{"--dutch", "--help"}, &so, &se); code != exitOK {
			t.Fatalf("exit %d", code)
		}
		for _, want := range []string{"--baku", "240", "\n  6  -c only"} {
			if !strings.Contains(so.String(), want) {
				t.Fatalf("help lacks %q:\n%s", want, so.String())
			}
		}
	})
	t.Run("baku_flag_accelerates_round_1", func(t *testing.T) {
		var text strings.Builder
		text.WriteString("012 T\n")
		for i := 1; i <= 8; i++ {
			fmt.Fprintf(&text, "001 %4d      Test%04d Player%04d               %4d                             0.0 %4d\n", i, i, i, 2700-10*i, i)
		}
		text.WriteString("XXR 9\nXXC white1\n")
		in := writeTemp(t, "in.trf", text.String())
		for _, c := range []struct {
			args []string
			want string
		}{
			{[]string{"--dutch", in, "-p"}, "4\n1 5\n6 2\n3 7\n8 4\n"},
			{[]string{"--dutch", in, "-p", "--baku"}, "4\n1 3\n4 2\n5 7\n8 6\n"},
		} {
			var so, se bytes.Buffer
			if code := runPairDutch(c.args, &so, &se); code != exitOK {
				t.Fatalf("%v: exit %d: %s", c.args, code, se.String())
			}
			if so.String() != c.want {
				t.Fatalf("%v: got %q, want %q", c.args, so.String(), c.want)
			}
		}
	})
	t.Run("baku_refuses_a_non_standard_point_system_with_exit_3", func(t *testing.T) {
		in := writeTemp(t, "in.trf", fourPlayers+"162  W 3.0    D 1.0\n")
		var so, se bytes.Buffer
		if code := runPairDutch([]string{"--dutch", in, "-p", "--baku"}, &so, &se); code != exitBadInput {
			t.Fatalf("exit %d, want %d", code, exitBadInput)
		}
	})
	t.Run("record_240_bye_is_not_paired", func(t *testing.T) {
		in := writeTemp(t, "in.trf", fourPlayers+"240 H 002    4\n")
		var so, se bytes.Buffer
		if code := runPairDutch([]string{"--dutch", in, "-p"}, &so, &se); code != exitOK {
			t.Fatalf("exit %d: %s", code, se.String())
		}
		// 4 is away: 3 and 1 meet, 2 gets the pairing-allocated bye.
		if so.String() != "2\n3 1\n2 0\n" {
			t.Fatalf("got %q", so.String())
		}
	})
	t.Run("exit_3_on_malformed_record_240_with_line_and_column", func(t *testing.T) {
		in := writeTemp(t, "in.trf", fourPlayers+"240 X 002    4\n")
		var so, se bytes.Buffer
		if code := runPairDutch([]string{"--dutch", in, "-p"}, &so, &se); code != exitBadInput {
			t.Fatalf("exit %d, want %d", code, exitBadInput)
		}
		if !strings.Contains(se.String(), "line 7, column 5") {
			t.Fatalf("message %q lacks the position", se.String())
		}
	})
}
