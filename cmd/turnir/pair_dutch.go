package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"turnir/dutch"
	"turnir/labels"
	"turnir/trf"
)

// Exit codes of `turnir pair --dutch`. 0, 1 and 3 are those of JaVaFo and
// bbpPairings. The engines' checker (-c) lists discrepancies and still exits
// 0, which a script cannot tell from agreement; turnir exits exitDiffer
// instead. 6 is the first code neither engine uses (bbpPairings documents
// 0-5), so a caller written for them never mistakes it for an error of its
// own.
const (
	exitOK        = 0
	exitNoPairing = 1
	exitBadInput  = 3
	exitDiffer    = 6
)

// pairDutchUsage is the help of `turnir pair --dutch`.
const pairDutchUsage = `usage: turnir pair --dutch IN.trf -p [OUT.txt] [--baku]
       turnir pair --dutch IN.trf -c [--baku]

Pairs a chess Swiss by the FIDE Dutch system (C.04.3, 2025 text) from a
TRF-2026 / TRF16 / TRF(x) file (docs/pair-dutch.md).

  -p [OUT]  pair the round after the last one recorded and write it in the
            JaVaFo / bbpPairings format: the number of boards, then
            "white black" per line, "id 0" for the pairing-allocated bye
            (to stdout when OUT is omitted or "-"). Players with a bye
            declared for that round (an entry in the round's column, or a
            TRF-2026 record 240) are not paired.
  -c        re-pair every recorded round from the rounds before it and list
            each round whose pairing differs from the recorded one. A file
            without XXC gets the initial colour its round 1 shows.
  --baku    apply the Baku acceleration method (C.04.5.1) when the file has
            no acceleration of its own (XXA or 250 records); a record 192
            type ending in _BAKU does the same. Needs 1 / 0.5 / 0 scoring.

Exit codes:
  0  done: paired (-p), or every round agrees (-c)
  1  no pairing satisfies the absolute criteria (-p)
  3  invalid input: malformed file (line and column given), missing number
     of rounds (XXR), every round already played, unknown option,
     unreadable or unwritable file
  6  -c only: at least one round differs from the recorded pairing
`

// runPairDutch implements `turnir pair --dutch IN.trf -p OUT.txt` and
// `turnir pair --dutch IN.trf -c`, each with an optional --baku (see
// pairDutchUsage for the whole help and the exit codes).
//
// With -p the next round is paired and written in the engines' output
// format: the number of boards, then "white black" per line, "id 0" for the
// pairing-allocated bye (to stdout when OUT is omitted or "-"). With -c
// every round of the file is re-paired from the rounds before it and each
// round whose pairing differs from the recorded one is listed.
func runPairDutch(args []string, stdout, stderr io.Writer) int {
	var in, out string
	mode := ""
	baku := false
	for i := 0; i < len(args); i++ {
		switch a := args[i]; a {
		case "--dutch":
		case "-h", "--help":
			fmt.Fprint(stdout, pairDutchUsage)
			return exitOK
		case "--baku":
			baku = true
		case "-p":
			mode = "p"
			if i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") {
				out = args[i+1]
				i++
			}
		case "-c":
			mode = "c"
		default:
			if strings.HasPrefix(a, "-") && a != "-" {
				fmt.Fprintf(stderr, "turnir pair: unknown option %s\n", a)
				return exitBadInput
			}
			if in != "" {
				fmt.Fprintf(stderr, "turnir pair: more than one input file\n")
				return exitBadInput
			}
			in = a
		}
	}
	if in == "" || mode == "" {
		fmt.Fprint(stderr, pairDutchUsage)
		return exitBadInput
	}
	f, err := os.Open(in)
	if err != nil {
		fmt.Fprintf(stderr, "turnir pair: %v\n", err)
		return exitBadInput
	}
	t, err := trf.Parse(f)
	f.Close()
	if err != nil {
		fmt.Fprintf(stderr, "turnir pair: %s: %v\n", in, err)
		return exitBadInput
	}
	if baku {
		if t, err = t.Baku(); err != nil {
			return pairError(err, stderr)
		}
	}
	if mode == "c" {
		return checkDutch(t, stdout, stderr)
	}
	pairs, err := pairFile(t)
	if code := pairError(err, stderr); code != exitOK {
		return code
	}
	var b strings.Builder
	fmt.Fprintln(&b, len(pairs))
	for _, p := range pairs {
		fmt.Fprintf(&b, "%d %d\n", p.White, p.Black)
	}
	if out == "" || out == "-" {
		io.WriteString(stdout, b.String())
		return exitOK
	}
	if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
		fmt.Fprintf(stderr, "turnir pair: %v\n", err)
		return exitBadInput
	}
	return exitOK
}

// pairFile pairs the round after the last one recorded in the file.
func pairFile(t *trf.Tournament) ([]dutch.Pair, error) {
	in, err := t.Dutch()
	if err != nil {
		return nil, err
	}
	return dutch.PairNext(in)
}

func pairError(err error, stderr io.Writer) int {
	var ie *dutch.InputError
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, dutch.ErrNoPairing):
		fmt.Fprintf(stderr, "turnir pair: %v\n", err)
		return exitNoPairing
	case errors.As(err, &ie):
		fmt.Fprintf(stderr, "turnir pair: %v\n", err)
		return exitBadInput
	}
	fmt.Fprintf(stderr, "turnir pair: %v\n", err)
	return exitBadInput
}

// checkDutch re-pairs every round and lists the rounds that differ.
func checkDutch(t *trf.Tournament, stdout, stderr io.Writer) int {
	rounds := t.MaxEntries()
	if t.Rounds == 0 {
		t.Rounds = rounds
	}
	differ := 0
	for r := 1; r <= rounds; r++ {
		want := t.Boards(r)
		if len(want) == 0 {
			continue
		}
		got, err := pairFile(t.Cut(r))
		if err != nil {
			fmt.Fprintf(stdout, "round %d: %v\n", r, err)
			differ++
			continue
		}
		gs := make([]string, 0, len(got))
		for _, p := range got {
			gs = append(gs, fmt.Sprintf("%d-%d", p.White, p.Black))
		}
		sort.Strings(gs)
		if strings.Join(gs, " ") != strings.Join(want, " ") {
			differ++
			fmt.Fprintf(stdout, "round %d differs:\n  recorded: %s\n  turnir:   %s\n", r, strings.Join(want, " "), strings.Join(gs, " "))
		}
	}
	fmt.Fprintf(stdout, "%d of %s differ\n", differ, labels.Count("en", "count.round", rounds))
	if differ > 0 {
		return exitDiffer
	}
	return exitOK
}
