// Package quiz scores written question rounds: the team x question table of
// a ChGK-style round, the ChGK question rating, totals over several rounds,
// the intellectual solyanka (Y1-Y2) and the layout of the ChGK rating site
// export.
//
// Everything here is a pure function over plain data with JSON tags: no
// clock, no randomness, no I/O. The festival and cup aggregates fold their
// events into these values and ask them for totals and places.
//
// Places are shared on equal keys and written "3-4" (Y2). Places and Rank
// are generic so that other engines (brainring, svoya, the cup) can place
// any sorted list by their own comparator.
package quiz
