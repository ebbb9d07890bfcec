package http

import (
	"net/http"
	"time"

	"turnir"
)

// The jury role. With Config.JuryPassword set, the jury signs in with its
// own password (POST /api/jury/login) and may enter and correct results of
// every festival, but not create a festival, disqualify (DQ2) or record a
// committee decision (DQ1): those stay the organizer's. Its writes are
// logged with the actor "jury", so the history tells the two apart. The
// session cookie is signed like the organizer's (session.go): it survives
// a restart, ends at sign-out and when the password changes.
const (
	juryCookie = "turnir_jury"
	juryActor  = "jury"
)

func (s *Server) handleJuryLogin(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Password string `json:"password"`
	}
	if err := readJSON(r, &body, 4<<10); err != nil {
		s.writeError(w, r, err)
		return
	}
	addr := s.clientAddr(r)
	if err := s.limits.signInLocked(addr, s.clock.Now()); err != nil {
		s.writeError(w, r, err)
		return
	}
	if s.jury == nil || !s.jury.check(body.Password) {
		s.limits.signInFailed(addr, s.clock.Now())
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
	return s.writerOf(r, orgOnly, juryActor,
		turnir.Errorf(turnir.EFORBIDDEN, "only the organizer may do this; the jury enters results",
			"это может сделать только организатор; жюри вводит результаты"),
		turnir.Errorf(turnir.EUNAUTHORIZED, "sign in as the organizer or the jury", "войдите как организатор или жюри"))
}

// writerOf says who may write: the organizer, or the jury's session
// (logged as juryAs: the festival's jury, the chess arbiters) unless
// orgOnly, refused then with onlyOrg; nobody signed in is refused with
// signIn where the jury may write, else as the organizer's refusal. A
// session the shared log cannot check is EUNAVAILABLE, never "sign in".
func (s *Server) writerOf(r *http.Request, orgOnly bool, juryAs string, onlyOrg, signIn error) (string, error) {
	err := s.organizer(r, "")
	if err == nil {
		return orgActor, nil
	}
	if turnir.ErrorCode(err) == turnir.EUNAVAILABLE {
		return "", err
	}
	jury, jerr := s.jury.signedIn(r, s.clock.Now())
	switch {
	case jerr != nil:
		return "", jerr
	case jury && orgOnly:
		return "", onlyOrg
	case jury:
		return juryAs, nil
	case !orgOnly && s.jury != nil && turnir.ErrorCode(err) == turnir.EUNAUTHORIZED:
		return "", signIn
	}
	return "", err
}
