package puzzle

import (
	"fmt"

	"turnir"
)

// Where names the place in an upload that an error is about ("round 3",
// "раунд 3"), so that a refusal tells the organizer what to fix in either
// language. The zero Where names nothing.
type Where struct {
	EN, RU string
}

// Round returns the Where of the puzzle for round n (1-based).
func Round(n int) Where {
	return Where{EN: fmt.Sprintf("round %d", n), RU: fmt.Sprintf("тур %d", n)}
}

// invalid returns an EINVALID *turnir.Error whose messages start with w.
// en and ru are format strings that share args, as in turnir.Errorf.
func (w Where) invalid(en, ru string, args ...any) *turnir.Error {
	e := turnir.Errorf(turnir.EINVALID, en, ru, args...)
	if w.EN != "" {
		e.EN = w.EN + ": " + e.EN
	}
	if w.RU != "" {
		e.RU = w.RU + ": " + e.RU
	}
	return e
}
