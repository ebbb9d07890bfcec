package http

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"

	"turnir"
)

// Strict request bodies for the festival's writes. A jury entry is a
// result: a field the client forgot must not be read as "no" or "nobody"
// and recorded, so the fields a request cannot do without are pointers
// (nil when absent) checked with need, and a field the API does not know
// (a typo such as "answerd") is refused rather than ignored.

// readStrictJSON decodes the request body (at most limit bytes) into v,
// refusing unknown fields. A *turnir.Error raised while decoding (a
// required key missing in a nested value) is passed on as it is.
func readStrictJSON(r *http.Request, v any, limit int64) error {
	if r.Body == nil {
		return turnir.Errorf(turnir.EINVALID, "a JSON body is required", "нужно тело запроса в формате JSON")
	}
	dec := json.NewDecoder(http.MaxBytesReader(nil, r.Body, limit))
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	var te *turnir.Error
	switch {
	case err == nil:
		if dec.More() {
			return turnir.Errorf(turnir.EINVALID, "the request body holds more than one JSON value",
				"в теле запроса больше одного значения JSON")
		}
		return nil
	case errors.As(err, &te):
		return te
	case errors.Is(err, io.EOF):
		return turnir.Errorf(turnir.EINVALID, "a JSON body is required", "нужно тело запроса в формате JSON")
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		name := strings.TrimPrefix(err.Error(), "json: unknown field ")
		return turnir.Errorf(turnir.EINVALID, "unknown field %s in the request", "в запросе неизвестное поле %s", name)
	}
	return turnir.Errorf(turnir.EINVALID, "the request body is not the expected JSON: %v", "тело запроса — не ожидаемый JSON: %v", err)
}

// need refuses a request without the required field name (present is
// false when the client left it out).
func need(name string, present bool) error {
	if present {
		return nil
	}
	return turnir.Errorf(turnir.EINVALID, "the field %q is required", "обязательное поле %q не указано", name)
}

// firstErr returns the first non-nil error: the first missing field of a
// list of need calls is the one named.
func firstErr(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
