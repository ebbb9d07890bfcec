package http

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"reflect"
	"strings"

	"turnir"
)

// Strict request bodies for the festival's writes. A jury entry is a
// result: a field the client forgot must not be read as "no" or "nobody"
// and recorded, so the fields a request cannot do without are pointers
// (nil when absent) checked with need, and a field the API does not know
// (a typo such as "answerd") is refused rather than ignored.

// readJSON is the one body reader of the API: it decodes the request body
// (at most limit bytes, more is ETOOLARGE, 413, naming the limit) into v,
// refusing unknown fields and anything after the JSON value. A
// *turnir.Error raised while decoding (a required key missing in a nested
// value) is passed on as it is.
func readJSON(r *http.Request, v any, limit int64) error {
	if r.Body == nil {
		return turnir.Errorf(turnir.EINVALID, "a JSON body is required", "нужно тело запроса в формате JSON")
	}
	return decodeJSON(http.MaxBytesReader(nil, r.Body, limit), v)
}

// decodeJSON decodes one JSON value of rd into v as readJSON does, with
// its refusals: for a part of a body read on its own (a partial value
// laid over defaults).
func decodeJSON(rd io.Reader, v any) error {
	dec := json.NewDecoder(rd)
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
	var typ *json.UnmarshalTypeError
	var syn *json.SyntaxError
	switch {
	case tooLarge(err) != nil:
		return tooLarge(err)
	case slowBody(err) != nil:
		return slowBody(err)
	case errors.As(err, &typ):
		en, ru := jsonKind(typ.Type.Kind())
		field := typ.Field
		if field == "" {
			return turnir.Errorf(turnir.EINVALID, "the request body must be a JSON object", "тело запроса должно быть объектом JSON")
		}
		return turnir.Errorf(turnir.EINVALID, "the field %[1]q must be %[2]s", "поле %[1]q должно быть %[3]s", field, en, ru)
	case errors.As(err, &syn), errors.Is(err, io.ErrUnexpectedEOF):
		return turnir.Errorf(turnir.EINVALID, "the request body is not valid JSON", "тело запроса — не правильный JSON")
	}
	return turnir.Errorf(turnir.EINVALID, "the request body is not the expected JSON", "тело запроса — не ожидаемый JSON")
}

// jsonKind names what a Go kind is in JSON, for a refusal.
func jsonKind(k reflect.Kind) (en, ru string) {
	switch k {
	case reflect.Bool:
		return "true or false", "true или false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number", "целым числом"
	case reflect.Float32, reflect.Float64:
		return "a number", "числом"
	case reflect.String:
		return "a string", "строкой"
	case reflect.Slice, reflect.Array:
		return "a list", "списком"
	}
	return "an object", "объектом"
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
