package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"

	"turnir"
	"turnir/puzzleswiss"
)

func init() {
	commands["pair"] = command{group: groupPair, summary: "pair the next round: P6 from a JSON history, or FIDE Dutch from a TRF (--dutch)", run: runPair}
}

// runPair is `turnir pair HISTORY.json` (P5-P7, docs/pair-history.md) or,
// with --dutch, the FIDE Dutch drop-in of pair_dutch.go.
func runPair(args []string, stdout, stderr io.Writer) int {
	if slices.Contains(args, "--dutch") || slices.Contains(args, "-dutch") {
		return runPairDutch(args, stdout, stderr)
	}
	if len(args) != 1 || args[0] == "-h" || args[0] == "--help" {
		fmt.Fprintln(stderr, "usage: turnir pair HISTORY.json     (the P6 Swiss of the puzzle regulation; see docs/pair-history.md)")
		fmt.Fprintln(stderr, "       turnir pair --dutch IN.trf -p OUT.txt | -c   (FIDE Dutch)")
		return 2
	}
	var src []byte
	var err error
	if args[0] == "-" {
		src, err = io.ReadAll(os.Stdin)
	} else {
		src, err = os.ReadFile(args[0])
	}
	if err != nil {
		return printErr(stderr, turnir.Errorf(turnir.EINVALID, "cannot read %s: %v", "не удалось прочитать %s: %v", args[0], err))
	}
	d, err := pairHistory(src, args[0])
	if err != nil {
		return printErr(stderr, err)
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(d); err != nil {
		return printErr(stderr, err)
	}
	return 0
}

// pairHistory decodes a history file (name is for messages) and draws its
// next round. Every refusal is a *turnir.Error: the file is input, and
// FuzzPairHistory holds it to that.
func pairHistory(src []byte, name string) (puzzleswiss.Draw, error) {
	var h puzzleswiss.History
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&h); err != nil {
		return puzzleswiss.Draw{}, turnir.Errorf(turnir.EINVALID, "%s is not a pairing history: %v", "%s — не история жеребьёвок: %v", name, err)
	}
	return h.Next(puzzleswiss.DefaultSettings())
}
