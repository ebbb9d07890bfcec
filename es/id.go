package es

import (
	"regexp"

	"turnir"
)

// idPattern is what a stream's id may be: it stands in URLs, in the file
// names of the lot seeds and in stream names, where a dot would read as a
// kind's prefix ("fest.x") and an upper-case letter as another id.
var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,47}$`)

// ValidID refuses an id that is not 1-48 lower-case Latin letters, digits,
// - or _, beginning with a letter or a digit. Every kind's creating
// command checks it, so no adapter can open a stream under another kind's
// prefix.
func ValidID(id string) error {
	if !idPattern.MatchString(id) {
		return turnir.Errorf(turnir.EINVALID, "an id is 1-48 lower-case Latin letters, digits, - or _ (not %q)",
			"идентификатор — от 1 до 48 строчных латинских букв, цифр, - или _ (а не %q)", id)
	}
	return nil
}
