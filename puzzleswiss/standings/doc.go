// Package standings orders participants. Each tie-break is a small function
// of a participant's record and the whole field, named so a regulation can
// list them (P13: points, then Buchholz, then total solving time, then the
// lot number). The functions are pure and shared by every Swiss engine.
package standings
