package postgres

import (
	"encoding/json"
	"strings"
	"time"
	"unicode/utf8"

	"turnir"
)

// timeLayout stores every time in UTC with all nine fractional digits: the
// text sorts in time order, reads well in psql and keeps the
// nanoseconds (timestamptz would cut them to microseconds).
const timeLayout = "2006-01-02T15:04:05.000000000Z"

// formatTime renders t for the at column; the zone is dropped, the instant
// kept.
func formatTime(t time.Time) string { return t.UTC().Format(timeLayout) }

// parseTime reads an at column back as a UTC time.
func parseTime(s string) (time.Time, error) { return time.Parse(timeLayout, s) }

// checkAppend is the same check as in package sqlite (adapters do not
// import each other): both stores must accept and refuse the same events.
//
// checkAppend refuses, before any transaction, what the log cannot store
// faithfully. Checking the whole batch first is what lets an invalid event in
// the middle of a batch leave the log untouched.
func checkAppend(stream string, expected int64, events []turnir.Event) error {
	if err := checkText("stream", stream, true); err != nil {
		return err
	}
	if expected < turnir.AnyVersion {
		return turnir.Errorf(turnir.EINVALID,
			"expected version %d of stream %s is negative",
			"ожидаемая версия %d потока %s отрицательна", expected, stream)
	}
	for i, e := range events {
		if err := checkText("type", e.Type, true); err != nil {
			return err
		}
		if err := checkText("actor", e.Actor, false); err != nil {
			return err
		}
		if err := checkText("reason", e.Reason, false); err != nil {
			return err
		}
		if len(e.Data) > 0 && !json.Valid(e.Data) {
			return turnir.Errorf(turnir.EINVALID,
				"event %d (%s) of the batch for stream %s has a payload that is not JSON",
				"у события %d (%s) в пакете для потока %s данные не в формате JSON", i+1, e.Type, stream)
		}
		if y := e.At.UTC().Year(); y < 0 || y > 9999 {
			return turnir.Errorf(turnir.EINVALID,
				"event %d (%s) of the batch for stream %s has a time outside years 0-9999",
				"у события %d (%s) в пакете для потока %s время вне 0-9999 годов", i+1, e.Type, stream)
		}
	}
	return nil
}

// checkText accepts the strings every store keeps unchanged: valid UTF-8
// without NUL bytes (PostgreSQL text cannot hold NUL, and both stores must
// accept the same events).
func checkText(field, s string, required bool) error {
	switch {
	case required && s == "":
		return turnir.Errorf(turnir.EINVALID, "event %s is empty", "поле события %s пусто", field)
	case !utf8.ValidString(s) || strings.IndexByte(s, 0) >= 0:
		return turnir.Errorf(turnir.EINVALID,
			"event %s %q is not valid UTF-8 text", "поле события %s %q — не корректный текст UTF-8", field, s)
	}
	return nil
}
