package http

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http/httptest"
	"testing"

	"turnir"
)

// FuzzReadStrictJSON holds the festival's body reader to its promise: any
// body is decoded or refused with a *turnir.Error, never a panic, and a
// body decoded re-encodes to one that decodes to the same request. The
// request types are the jury's richest (cup answers, Brain-ring and Svoya
// igra inputs); the first byte of the input picks one.
func FuzzReadStrictJSON(f *testing.F) {
	f.Add([]byte(`0{"team": "T1", "question": 3, "answered": true}`))
	f.Add([]byte(`0{"team": "T1", "answers": [true, false, true]}`))
	f.Add([]byte(`1{"fight": "A-3-1", "question": 2, "taker": ""}`))
	f.Add([]byte(`3{"config": {}, "reason": "x"}`))
	f.Add([]byte(`2{"player": "p1", "theme": 1, "question": 2, "mark": 1}`))
	f.Add([]byte(`2{"player": "p1", "theme": 1, "question": 2, "mark": 1, "ref": {"stage": "semi", "fight": 1}}`))
	f.Add([]byte(`4{"ref": {"stage": "semi", "fight": 1}, "answer": {"player": "p1", "theme": 1, "question": 1, "correct": true}, "index": 0}`))
	f.Add([]byte(`5{"player": "p1", "sheet": ["+-..+", ""]} {}`))
	// The first byte picks the type: "0" is 48, so the digits 0-5 name
	// the six in order.
	kinds := []func() any{
		func() any { return &AnswerRequest{} },
		func() any { return &BrainringQuestionRequest{} },
		func() any { return &SvoyaMarkRequest{} },
		func() any { return &BrainringConfigureRequest{} },
		func() any { return &SvoyaCorrectAnswerRequest{} },
		func() any { return &SvoyaMarkSheetRequest{} },
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if len(src) == 0 {
			return
		}
		kind := kinds[int(src[0])%len(kinds)]
		v := kind()
		r := httptest.NewRequest("POST", "/", bytes.NewReader(src[1:]))
		if err := readJSON(r, v, 256<<10); err != nil {
			var te *turnir.Error
			if !errors.As(err, &te) || te.EN == "" || te.RU == "" {
				t.Fatalf("refusal is not a *turnir.Error with both messages: %T %v", err, err)
			}
			return
		}
		out, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("decoded but not encodable: %v", err)
		}
		w := kind()
		if err := readJSON(httptest.NewRequest("POST", "/", bytes.NewReader(out)), w, 256<<10); err != nil {
			t.Fatalf("re-encoded body refused: %v\n%s", err, out)
		}
		// What is read writes back to itself: compared as written, since an
		// empty list and no list are the same request ("answers": [] and
		// none), which a comparison of the decoded values would not see.
		if again, _ := json.Marshal(w); !bytes.Equal(again, out) {
			t.Fatalf("decoded differently:\n%s\n%s", out, again)
		}
	})
}
