package http

import (
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"

	"turnir"
)

// codes maps every turnir error code to its HTTP status: the one table.
var codes = map[string]int{
	turnir.EINVALID:      http.StatusBadRequest,
	turnir.EUNAUTHORIZED: http.StatusUnauthorized,
	turnir.EFORBIDDEN:    http.StatusForbidden,
	turnir.ENOTFOUND:     http.StatusNotFound,
	turnir.ECONFLICT:     http.StatusConflict,
	turnir.ETOOMANY:      http.StatusTooManyRequests,
	turnir.ETOOLARGE:     http.StatusRequestEntityTooLarge,
	turnir.EINTERNAL:     http.StatusInternalServerError,
	turnir.EDAMAGED:      http.StatusInternalServerError,
	turnir.EUNAVAILABLE:  http.StatusServiceUnavailable,
}

// Status returns the HTTP status of an error code (500 for an unknown one).
func Status(code string) int {
	if s, ok := codes[code]; ok {
		return s
	}
	return http.StatusInternalServerError
}

// errorBody is the one JSON shape of every refusal.
type errorBody struct {
	Code         string `json:"code"`
	Message      string `json:"message"`
	MessageEN    string `json:"message_en"`
	MessageRU    string `json:"message_ru"`
	RetryAfterMS int64  `json:"retry_after_ms,omitempty"`
}

// retryError is a rate-limit refusal that tells when to try again.
type retryError struct {
	err     *turnir.Error
	afterMS int64
}

func (e *retryError) Error() string { return e.err.Error() }
func (e *retryError) Unwrap() error { return e.err }

// lang picks the language of messages: ?lang=, then Accept-Language, then
// Russian, the language of the events turnir was made for.
func lang(r *http.Request) string {
	switch q := r.URL.Query().Get("lang"); q {
	case "ru", "en":
		return q
	}
	for _, part := range strings.Split(r.Header.Get("Accept-Language"), ",") {
		tag := strings.ToLower(strings.TrimSpace(strings.SplitN(part, ";", 2)[0]))
		switch {
		case strings.HasPrefix(tag, "ru"):
			return "ru"
		case strings.HasPrefix(tag, "en"):
			return "en"
		}
	}
	return "ru"
}

// writeError answers with err's code, status and messages. Internal errors
// are logged with their detail and shown to the client only as "internal".
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	status, b := s.errorOf(r, err)
	var re *retryError
	if errors.As(err, &re) {
		setRetryAfter(w, re.afterMS)
	}
	writeJSON(w, status, b)
}

// errorOf is the status and body of err's refusal, in the language of r
// (the request, or a live channel's upgrade): the one shape an answer over
// HTTP and a reply on the live channel share.
func (s *Server) errorOf(r *http.Request, err error) (int, errorBody) {
	code := turnir.ErrorCode(err)
	if code == turnir.EINTERNAL || code == turnir.EDAMAGED {
		s.log.Error("request failed", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	b := errorBody{
		Code:      code,
		Message:   turnir.ErrorMessage(err, lang(r)),
		MessageEN: turnir.ErrorMessage(err, "en"),
		MessageRU: turnir.ErrorMessage(err, "ru"),
	}
	var re *retryError
	if errors.As(err, &re) {
		b.RetryAfterMS = re.afterMS
	}
	return Status(code), b
}

// writeJSON writes v with status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		slog.Debug("write response", "err", err)
	}
}

// tooLarge returns the ETOOLARGE refusal when err is http.MaxBytesReader's
// "too large" (anywhere in its chain), nil otherwise.
func tooLarge(err error) error {
	var big *http.MaxBytesError
	if !errors.As(err, &big) {
		return nil
	}
	return sizeLimit("the request body", "тело запроса", big.Limit)
}

// sizeLimit is the refusal of what (a body, a file) over limit bytes, with
// the limit in the unit a person reads best.
func sizeLimit(en, ru string, limit int64) error {
	n, unitEN, unitRU := limit, "bytes", "байт"
	switch {
	case limit >= 1<<20 && limit%(1<<20) == 0:
		n, unitEN, unitRU = limit>>20, "MB", "МБ"
	case limit >= 1<<10 && limit%(1<<10) == 0:
		n, unitEN, unitRU = limit>>10, "KB", "КБ"
	}
	return turnir.Errorf(turnir.ETOOLARGE, "%[1]s is larger than %[3]d %[4]s", "%[2]s больше %[3]d %[5]s", en, ru, n, unitEN, unitRU)
}

// slowBody is the refusal of a body that did not arrive within the
// server's read timeout (a trickle, or a very bad connection), or nil for
// any other error: the person is told to send it again, never a parser's
// or the network's words.
func slowBody(err error) error {
	if !errors.Is(err, os.ErrDeadlineExceeded) {
		var ne net.Error
		if !errors.As(err, &ne) || !ne.Timeout() {
			return nil
		}
	}
	return turnir.Errorf(turnir.EINVALID, "the request arrived too slowly and was not accepted; nothing was recorded, send it again",
		"запрос пришёл слишком медленно и не принят; ничего не записано, отправьте его ещё раз")
}

// drain reads what is left of r's body, up to limit bytes more, so that a
// press is stamped only after the whole request has arrived: a body held
// back is then no way to choose one's own time. More than limit is
// refused.
func drain(r *http.Request, limit int64) error {
	if r.Body == nil {
		return nil
	}
	n, err := io.Copy(io.Discard, io.LimitReader(r.Body, limit+1))
	if slow := slowBody(err); slow != nil {
		return slow
	}
	if err != nil {
		return turnir.Errorf(turnir.EINVALID, "the request body did not arrive whole: %v", "тело запроса пришло не полностью: %v", err)
	}
	if n > limit {
		return sizeLimit("the request body", "тело запроса", limit)
	}
	return nil
}

var (
	errNoSolver = turnir.Errorf(turnir.EUNAUTHORIZED, "open your personal link or send your token", "откройте свою личную ссылку или передайте свой токен")
	errNoOrg    = turnir.Errorf(turnir.EUNAUTHORIZED, "sign in as the organizer", "войдите как организатор")
)

var errNoRoute = turnir.Errorf(turnir.ENOTFOUND, "no such API endpoint; see docs/openapi.yaml", "такого адреса API нет; см. docs/openapi.yaml")
