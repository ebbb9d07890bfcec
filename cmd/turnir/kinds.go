package main

// The kinds of stream this binary reads: each module registers its kind
// (es.Register) when it is linked in, so every command that reads a log
// (list, replay, verify) knows them all.
import (
	_ "turnir/festival"
	_ "turnir/puzzleswiss"
	_ "turnir/teamchess"
)
