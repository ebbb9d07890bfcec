package puzzle

import "unicode/utf8"

// MaxAnswerBytes bounds a submitted text answer. A longer one is never right
// (no puzzle has an answer that long), and refusing it early keeps a bot from
// making the server normalize megabytes.
const MaxAnswerBytes = 1000

// Key is the answer key of a text puzzle. It never leaves the server: it is
// stored with the Puzzle in the event log and has no place in a Statement.
type Key struct {
	// Accepted lists every answer that counts as right, as the organizer
	// wrote them; they are compared after Normalize, so "Ёлка" also accepts
	// "елка", "ЕЛКА" and " ёлка ".
	Accepted []string `json:"accepted"`
	// IgnoreSpaces compares answers with all spaces removed.
	IgnoreSpaces bool `json:"ignore_spaces,omitempty"`
}

// Options returns the normalisation options the key compares with.
func (k Key) Options() Options { return Options{IgnoreSpaces: k.IgnoreSpaces} }

// Check reports whether answer is right: whether it normalizes equal to one
// of the accepted answers. An empty, oversized or non-UTF-8 answer is wrong.
// Check only judges; how many attempts a solver has (unlimited, P10) is the
// round engine's business.
func (k Key) Check(answer string) bool {
	if len(answer) > MaxAnswerBytes || !utf8.ValidString(answer) {
		return false
	}
	o := k.Options()
	a := Normalize(answer, o)
	if a == "" {
		return false
	}
	for _, acc := range k.Accepted {
		if Normalize(acc, o) == a {
			return true
		}
	}
	return false
}

// Validate returns an EINVALID *turnir.Error, naming w and the field, when
// the key could never work: no accepted answers, or one that is not UTF-8,
// too long, or empty once normalized.
func (k Key) Validate(w Where) error {
	if len(k.Accepted) == 0 {
		return w.invalid("the answer key has no accepted answers (key.accepted)",
			"в ключе нет ни одного верного ответа (key.accepted)")
	}
	for i, a := range k.Accepted {
		switch {
		case !utf8.ValidString(a):
			return w.invalid("accepted answer %d is not valid UTF-8 (key.accepted)",
				"верный ответ %d не в кодировке UTF-8 (key.accepted)", i+1)
		case len(a) > MaxAnswerBytes:
			return w.invalid("accepted answer %d is longer than %d bytes (key.accepted)",
				"верный ответ %d длиннее %d байт (key.accepted)", i+1, MaxAnswerBytes)
		case Normalize(a, k.Options()) == "":
			return w.invalid("accepted answer %d (%q) is empty once spaces and quotes are folded (key.accepted)",
				"верный ответ %d (%q) пуст без пробелов и кавычек (key.accepted)", i+1, a)
		}
	}
	return nil
}
