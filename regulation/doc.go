// Package regulation reads regulation files: the documented YAML format in
// which a regulation says which stages, pairing system, scoring, tie-breaks,
// durations and limits a tournament uses. The regulations turnir ships are
// embedded from builtin/; an organizer can copy one, change any setting and
// create a tournament from the file.
//
// Kinds: the puzzle Swiss, the team quiz cup, the festival's Brain-ring and
// Svoya igra, the solyanka, and a quiz festival bundling several of these.
// Each quiz block converts to its engine's settings (TeamCup.Config,
// Brainring.Config, Svoya.Config, Solyanka.QuizTasks); the built-in files
// give exactly the engines' DefaultConfig.
//
// A malformed file is refused with a *turnir.Error naming the line and the
// field at fault. The format is described in docs/regulation.md.
package regulation
