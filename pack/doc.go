// Package pack reads question packages for the quiz games: the boards of
// Svoya igra (rounds of themes of valued questions) and the numbered
// question lists of the Brain-ring, from three formats: SIGame's .siq
// archives (ReadSIQ), a plain YAML format (ReadYAML) and the plain text of
// the ChGK question bases (ReadText). docs/packages.md describes every
// format, what of a .siq is read and what is skipped, and the limits.
//
// A package is the secret of a fight: its questions and answers must never
// reach a display before they are played. Public gives the only view of a
// package meant to leave the server: theme names, values and played flags,
// and a question's text or answer only once the caller says it is shown.
//
// Nothing here touches files or the clock: every reader takes the bytes (or
// an io.ReaderAt) the caller holds, and every refusal is a *turnir.Error
// whose English and Russian messages say what is wrong and where
// ("round 2, theme 3, question 4: no answer"). A refused file gives no
// package at all, so nothing of it can be stored.
package pack
