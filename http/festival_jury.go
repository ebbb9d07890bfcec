package http

import (
	"crypto/hmac"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"net/http"
	"strconv"
	"strings"
	"time"

	"turnir"
)

// The jury role. With Config.JuryPassword set, the jury signs in with its
// own password (POST /api/jury/login) and may enter and correct results of
// every festival, but not create a festival, disqualify (DQ2) or record a
// committee decision (DQ1): those stay the organizer's. Its writes are
// logged with the actor "jury", so the history tells the two apart. The
// session cookie is signed like the organizer's, keyed by the jury
// password, so it survives a restart and ends when the password changes.
const (
	juryCookie = "turnir_jury"
	juryActor  = "jury"
)

type juryAuth struct {
	password string
	key      []byte
}

func newJuryAuth(password string) *juryAuth {
	if password == "" {
		return nil
	}
	k := sha256.Sum256([]byte("turnir jury session\x00" + password))
	return &juryAuth{password: password, key: k[:]}
}

func (j *juryAuth) mac(exp string) string {
	m := hmac.New(sha256.New, j.key)
	m.Write([]byte(exp))
	return hex.EncodeToString(m.Sum(nil))
}

func (j *juryAuth) check(password string) bool {
	a, b := sha256.Sum256([]byte(password)), sha256.Sum256([]byte(j.password))
	return subtle.ConstantTimeCompare(a[:], b[:]) == 1
}

func (j *juryAuth) cookie(now time.Time) *http.Cookie {
	exp := strconv.FormatInt(now.Add(sessionTTL).Unix(), 10)
	return &http.Cookie{Name: juryCookie, Value: exp + "." + j.mac(exp), Path: "/",
		HttpOnly: true, SameSite: http.SameSiteLaxMode, MaxAge: int(sessionTTL / time.Second)}
}

// valid reports whether r carries a live jury session (false without a
// jury password).
func (j *juryAuth) valid(r *http.Request, now time.Time) bool {
	if j == nil {
		return false
	}
	c, err := r.Cookie(juryCookie)
	if err != nil {
		return false
	}
	exp, mac, ok := strings.Cut(c.Value, ".")
	if !ok || !hmac.Equal([]byte(mac), []byte(j.mac(exp))) {
		return false
	}
	n, err := strconv.ParseInt(exp, 10, 64)
	return err == nil && now.Unix() < n
}

func (s *Server) handleJuryLogin(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Password string `json:"password"`
	}
	if err := readJSON(r, &body, 4<<10); err != nil {
		s.writeError(w, r, err)
		return
	}
	if s.jury == nil || !s.jury.check(body.Password) {
		time.Sleep(200 * time.Millisecond) // as the organizer's sign-in
		s.writeError(w, r, turnir.Errorf(turnir.EUNAUTHORIZED, "wrong jury password", "неверный пароль жюри"))
		return
	}
	http.SetCookie(w, s.jury.cookie(s.clock.Now()))
	writeJSON(w, http.StatusOK, map[string]bool{"jury": true})
}

// festWriter says who may write to a festival: the organizer, or the jury
// unless orgOnly. It returns the actor the events are logged with.
func (s *Server) festWriter(r *http.Request, orgOnly bool) (string, error) {
	err := s.organizer(r, "")
	if err == nil {
		return orgActor, nil
	}
	if s.jury.valid(r, s.clock.Now()) {
		if orgOnly {
			return "", turnir.Errorf(turnir.EFORBIDDEN, "only the organizer may do this; the jury enters results",
				"это может сделать только организатор; жюри вводит результаты")
		}
		return juryActor, nil
	}
	return "", err
}
