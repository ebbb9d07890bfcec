package turnir

import (
	"encoding/json"
	"strings"
	"time"
	"unicode/utf8"
)

// StoreTimeLayout is how stores write event times as text: UTC with all
// nine fractional digits, so the text sorts in time order, reads well in a
// database shell and keeps the nanoseconds (SQLite's date functions would
// cut them to milliseconds, PostgreSQL's timestamptz to microseconds).
const StoreTimeLayout = "2006-01-02T15:04:05.000000000Z"

// FormatStoreTime writes t in StoreTimeLayout; the zone is dropped, the
// instant kept.
func FormatStoreTime(t time.Time) string { return t.UTC().Format(StoreTimeLayout) }

// StoredEvent rebuilds an event from the columns a store read back, so
// every store returns exactly the same Event for the same row: an empty
// payload is nil, the time is UTC, and an unreadable time is an EINTERNAL
// *Error naming the event.
func StoredEvent(stream string, version int64, typ string, data []byte, at, actor, reason string) (Event, error) {
	e := Event{Stream: stream, Version: version, Type: typ, Actor: actor, Reason: reason}
	if len(data) > 0 {
		e.Data = data
	}
	t, err := time.Parse(StoreTimeLayout, at)
	if err != nil {
		return e, Errorf(EINTERNAL, "event #%d of stream %s has an unreadable time %q",
			"у события #%d потока %s нечитаемое время %q", version, stream, at)
	}
	e.At = t
	return e, nil
}

// CheckAppend refuses, before any transaction, what a Store cannot keep
// faithfully: every Store calls it first, so all of them accept and refuse
// the same events, and an invalid event in the middle of a batch leaves the
// log untouched. It returns an EINVALID *Error.
func CheckAppend(stream string, expected int64, events []Event) error {
	if err := checkText("stream", stream, true); err != nil {
		return err
	}
	if expected < AnyVersion {
		return Errorf(EINVALID,
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
			return Errorf(EINVALID,
				"event %d (%s) of the batch for stream %s has a payload that is not JSON",
				"у события %d (%s) в пакете для потока %s данные не в формате JSON", i+1, e.Type, stream)
		}
		if y := e.At.UTC().Year(); y < 0 || y > 9999 {
			return Errorf(EINVALID,
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
		return Errorf(EINVALID, "event %s is empty", "поле события %s пусто", field)
	case !utf8.ValidString(s) || strings.IndexByte(s, 0) >= 0:
		return Errorf(EINVALID,
			"event %s %q is not valid UTF-8 text", "поле события %s %q — не корректный текст UTF-8", field, s)
	}
	return nil
}
