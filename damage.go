package turnir

import (
	"errors"
	"fmt"
)

// Damaged reports that stream cannot be read back at event number version
// (of type typ, if known) because of cause: the event does not decode, its
// type is unknown, it does not apply, or the hash chain shows it was edited.
// Every reader (the server, turnir list, verify, replay ...) returns this
// one error, so the damage is named the same way everywhere and a damaged
// stream is reported, never skipped. A cause that already reports damage
// is returned as it is.
func Damaged(stream string, version int64, typ string, cause error) error {
	if ErrorCode(cause) == EDAMAGED {
		return cause
	}
	en, ru := cause.Error(), cause.Error() // a store's own failure: its detail is the cause
	var te *Error
	if errors.As(cause, &te) {
		en, ru = te.EN, te.RU
	}
	what := ""
	if typ != "" {
		what = " (" + typ + ")"
	}
	return &Error{Code: EDAMAGED,
		EN: fmt.Sprintf("stream %s is damaged at event #%d%s: %s; restore the database from a backup", stream, version, what, en),
		RU: fmt.Sprintf("поток %s повреждён в событии #%d%s: %s; восстановите базу из резервной копии", stream, version, what, ru),
	}
}

// IsDamaged tells whether err reports a damaged stream (Damaged).
func IsDamaged(err error) bool { return ErrorCode(err) == EDAMAGED }
