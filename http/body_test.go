package http

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"turnir"
)

// slowReader gives the first bytes of a body, then fails as a read past
// the server's read deadline does.
type slowReader struct{ r io.Reader }

func (s *slowReader) Read(p []byte) (int, error) {
	n, err := s.r.Read(p)
	if err == io.EOF {
		return n, os.ErrDeadlineExceeded
	}
	return n, err
}

// TestP9_TrickledBodyIsToldToSendAgain: a body cut off by the read timeout
// is refused in the person's words (EN and RU), not a parser's, both by
// the strict reader and by drain (a Check's body).
func TestP9_TrickledBodyIsToldToSendAgain(t *testing.T) {
	for name, read := range map[string]func(r *http.Request) error{
		"readJSON": func(r *http.Request) error { var v struct{ A string }; return readJSON(r, &v, 1<<10) },
		"drain":    func(r *http.Request) error { return drain(r, 1<<10) },
	} {
		t.Run(name, func(t *testing.T) {
			err := read(httptest.NewRequest("POST", "/", &slowReader{strings.NewReader(`{"A": "ab`)}))
			if turnir.ErrorCode(err) != turnir.EINVALID {
				t.Fatalf("err %v", err)
			}
			en, ru := turnir.ErrorMessage(err, "en"), turnir.ErrorMessage(err, "ru")
			if !strings.Contains(en, "too slowly") || !strings.Contains(en, "send it again") || !strings.Contains(ru, "слишком медленно") {
				t.Errorf("messages %q / %q", en, ru)
			}
		})
	}
}
