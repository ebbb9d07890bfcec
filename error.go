package turnir

import (
	"errors"
	"fmt"
)

// Error codes. Each maps to one HTTP status in http/error.go; the set is
// small on purpose so that clients can act on it.
const (
	EINVALID      = "invalid"      // the input is malformed or breaks a rule
	ECONFLICT     = "conflict"     // the state changed meanwhile, or the action is not allowed now
	ENOTFOUND     = "not_found"    // no such tournament, participant, round ...
	EUNAUTHORIZED = "unauthorized" // who you are is unknown
	EFORBIDDEN    = "forbidden"    // you are known but may not do this
	ETOOMANY      = "too_many"     // rate limit
	ETOOLARGE     = "too_large"    // the request body or an uploaded file is over its size limit
	EINTERNAL     = "internal"     // a bug or an I/O failure
	EDAMAGED      = "damaged"      // a stream's log cannot be read back as it was written (Damaged)
	EUNAVAILABLE  = "unavailable"  // the server cannot serve now (its event log does not answer); try another
)

// Error is the one error type of turnir. Every refusal carries a code and a
// message in English and in Russian, so that any front end can explain it to
// an organizer or a solver in their language.
type Error struct {
	Code string // one of the E* constants
	EN   string // message in English
	RU   string // message in Russian
}

// Error implements the error interface with the English message.
func (e *Error) Error() string { return fmt.Sprintf("turnir: %s: %s", e.Code, e.EN) }

// Errorf returns an *Error with the given code; en and ru are format strings
// that share args.
func Errorf(code, en, ru string, args ...any) *Error {
	return &Error{Code: code, EN: fmt.Sprintf(en, args...), RU: fmt.Sprintf(ru, args...)}
}

// ErrorCode returns the code of the first *Error in err's chain, EINTERNAL for
// any other non-nil error and "" for nil.
func ErrorCode(err error) string {
	var e *Error
	switch {
	case err == nil:
		return ""
	case errors.As(err, &e):
		return e.Code
	default:
		return EINTERNAL
	}
}

// ErrorMessage returns the human message of err in lang ("ru" or "en").
// Errors that are not *Error are internal: their text is not shown to users.
func ErrorMessage(err error, lang string) string {
	var e *Error
	if err == nil {
		return ""
	}
	if !errors.As(err, &e) {
		if lang == "ru" {
			return "Внутренняя ошибка."
		}
		return "Internal error."
	}
	if lang == "ru" && e.RU != "" {
		return e.RU
	}
	return e.EN
}
