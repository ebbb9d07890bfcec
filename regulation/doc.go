// Package regulation reads regulation files: the documented YAML format in
// which a regulation says which stages, pairing system, scoring, tie-breaks,
// durations and limits a tournament uses. The regulations turnir ships are
// embedded from builtin/; an organizer can copy one, change any setting and
// create a tournament from the file.
//
// A malformed file is refused with a *turnir.Error naming the line and the
// field at fault. The format is described in docs/regulation.md.
package regulation
