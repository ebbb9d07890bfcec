package http

import (
	"net/http"
	"time"

	"turnir"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/svoyatournament"
	"turnir/svoya"
)

// A Svoya igra fight played live over HTTP (issue 13), in the shape of the
// Brain-ring's (festival_live.go): the host's buttons (open, choose,
// unlock, rule, end-question, undo, reopen), a player's press, the
// fight's view, its press log, the links of its buttons and of a venue's
// host, a venue's fights, the question package. A fight is named by its
// SvoyaRef's Key ("groups-1-2"); the live channel and the clock are in
// svoya_live_push.go, the links in svoya_live_links.go, the package in
// svoya_live_package.go.

// svoyaLiveRoutes are the routes of the Svoya igra fights played live;
// routes.go adds them to the table.
func (s *Server) svoyaLiveRoutes() []route {
	const f = "/api/festivals/{fid}/svoya-live/{fight}"
	return []route{
		{"GET " + f, s.handleSvoyaLiveView},
		{"POST " + f + "/open", s.handleSvoyaLiveOpen},
		{"POST " + f + "/choose", s.handleSvoyaLiveChoose},
		{"POST " + f + "/unlock", s.handleSvoyaLiveUnlock},
		{"POST " + f + "/rule", s.handleSvoyaLiveRule},
		{"POST " + f + "/end-question", s.handleSvoyaLiveEnd},
		{"POST " + f + "/undo", s.handleSvoyaLiveUndo},
		{"POST " + f + "/reopen", s.handleSvoyaLiveReopen},
		{"POST " + f + "/press", s.handleSvoyaLivePress},
		{"GET " + f + "/links", s.handleSvoyaLiveLinks},
		{"GET " + f + "/presses.csv", s.handleSvoyaLivePresses},
		{"GET " + f + "/ws", s.handleSvoyaLiveWS},
		{"GET " + f + "/package", s.handleSvoyaPackageGet},
		{"POST " + f + "/package", s.handleSvoyaPackagePost},
		{"GET /api/festivals/{fid}/svoya-venues/{venue}", s.handleSvoyaVenue},
		{"GET /api/festivals/{fid}/svoya-venues/{venue}/link", s.handleSvoyaVenueLink},
	}
}

// svoyaVenueName is the name a Svoya igra venue's host key is made for:
// apart from every Brain-ring venue's, so that no key of one opens the
// other.
func svoyaVenueName(venue string) string { return "svoya:" + venue }

// svoyaFight reads the fight of the request's path.
func svoyaFight(r *http.Request) (svoyatournament.SvoyaRef, error) {
	return svoyatournament.ParseSvoyaRef(r.PathValue("fight"))
}

// svoyaHost checks that the request may run the fight of its path (the
// organizer, the jury, or its venue's host by the X-Live-Key header) and
// returns the fight and the actor of its events.
func (s *Server) svoyaHost(r *http.Request) (svoyatournament.SvoyaRef, string, error) {
	ref, err := svoyaFight(r)
	if err != nil {
		return ref, "", err
	}
	fid := r.PathValue("fid")
	if err := s.festRead(r.Context(), fid, func(f *festival.Festival) error {
		_, err := f.SvoyaFightBoard(ref)
		return err
	}); err != nil {
		return ref, "", err
	}
	actor, err := s.liveHost(r, fid, svoyaVenueName(svoyatournament.SvoyaLiveVenue(ref)))
	return ref, actor, err
}

// svoyaHostDo checks that the request may run the fight, decodes its body
// into req, runs cmd at the server's time once the whole body has arrived
// and answers with the fight's view.
func svoyaHostDo[T any](s *Server, w http.ResponseWriter, r *http.Request, req *T,
	cmd func(req *T, f *festival.Festival, m es.Meta, ref svoyatournament.SvoyaRef) ([]turnir.Event, error)) {
	ref, actor, err := s.svoyaHost(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if r.ContentLength != 0 {
		if err := readJSON(r, req, 4<<10); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	fid := r.PathValue("fid")
	if _, err := s.festDo(r.Context(), fid, actor, func(f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return cmd(req, f, m, ref)
	}); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.svoyaViewOf(w, r, fid, ref)
}

// svoyaViewOf answers with the fight's public view.
func (s *Server) svoyaViewOf(w http.ResponseWriter, r *http.Request, fid string, ref svoyatournament.SvoyaRef) {
	var v svoyaLiveJSON
	err := s.festRead(r.Context(), fid, func(f *festival.Festival) error {
		var err error
		v, err = s.svoyaView(f, fid, ref, s.clock.Now())
		return err
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// handleSvoyaLiveView answers with the fight's view: public, as the hall
// display shows it (no unplayed question, no answer before its time).
func (s *Server) handleSvoyaLiveView(w http.ResponseWriter, r *http.Request) {
	ref, err := svoyaFight(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.svoyaViewOf(w, r, r.PathValue("fid"), ref)
}

// SvoyaLiveOpenRequest is the body of POST .../svoya-live/{fight}/open:
// the live settings (docs/live-svoya.md), each defaulted when absent.
type SvoyaLiveOpenRequest struct {
	Choice        string `json:"choice,omitempty"` // host (default) or answerer
	FalseStartMS  *int   `json:"false_start_ms,omitempty"`
	PressWindowMS *int   `json:"press_window_ms,omitempty"`
	AnswerTimeMS  *int   `json:"answer_time_ms,omitempty"`
}

// settings are the live settings the request asks for.
func (q *SvoyaLiveOpenRequest) settings() svoya.LiveSettings {
	st := svoya.DefaultLiveSettings()
	if q.Choice != "" {
		st.Choice = svoya.LiveChoice(q.Choice)
	}
	ms := func(d *turnir.Duration, v *int) {
		if v != nil {
			*d = turnir.Duration(time.Duration(*v) * time.Millisecond)
		}
	}
	ms(&st.FalseStart, q.FalseStartMS)
	ms(&st.PressWindow, q.PressWindowMS)
	ms(&st.AnswerTime, q.AnswerTimeMS)
	return st
}

func (s *Server) handleSvoyaLiveOpen(w http.ResponseWriter, r *http.Request) {
	svoyaHostDo(s, w, r, &SvoyaLiveOpenRequest{}, func(req *SvoyaLiveOpenRequest, f *festival.Festival, m es.Meta, ref svoyatournament.SvoyaRef) ([]turnir.Event, error) {
		st := req.settings()
		if err := st.Validate(); err != nil {
			return nil, err
		}
		return f.StartSvoyaLive(m, ref, st)
	})
}

// SvoyaLiveChooseRequest is the body of POST .../choose: the question of
// the round in play, 1-based.
type SvoyaLiveChooseRequest struct {
	Round    int `json:"round"`
	Theme    int `json:"theme"`
	Question int `json:"question"`
}

func (s *Server) handleSvoyaLiveChoose(w http.ResponseWriter, r *http.Request) {
	svoyaHostDo(s, w, r, &SvoyaLiveChooseRequest{}, func(req *SvoyaLiveChooseRequest, f *festival.Festival, m es.Meta, ref svoyatournament.SvoyaRef) ([]turnir.Event, error) {
		return f.SvoyaLiveChoose(m, ref, svoya.LiveRef{Round: req.Round, Theme: req.Theme, Question: req.Question})
	})
}

func (s *Server) handleSvoyaLiveUnlock(w http.ResponseWriter, r *http.Request) {
	svoyaHostDo(s, w, r, &NoFields{}, func(_ *NoFields, f *festival.Festival, m es.Meta, ref svoyatournament.SvoyaRef) ([]turnir.Event, error) {
		return f.SvoyaLiveUnlock(m, ref)
	})
}

// SvoyaLiveRuleRequest is the body of POST .../rule: the answer was right
// (+ value) or wrong (- value); required, so that a forgotten field is
// never read as "wrong".
type SvoyaLiveRuleRequest struct {
	Right *bool `json:"right"`
}

func (s *Server) handleSvoyaLiveRule(w http.ResponseWriter, r *http.Request) {
	svoyaHostDo(s, w, r, &SvoyaLiveRuleRequest{}, func(req *SvoyaLiveRuleRequest, f *festival.Festival, m es.Meta, ref svoyatournament.SvoyaRef) ([]turnir.Event, error) {
		if err := need("right", req.Right != nil); err != nil {
			return nil, err
		}
		return f.SvoyaLiveRule(m, ref, *req.Right)
	})
}

func (s *Server) handleSvoyaLiveEnd(w http.ResponseWriter, r *http.Request) {
	svoyaHostDo(s, w, r, &NoFields{}, func(_ *NoFields, f *festival.Festival, m es.Meta, ref svoyatournament.SvoyaRef) ([]turnir.Event, error) {
		return f.SvoyaLiveEndQuestion(m, ref)
	})
}

func (s *Server) handleSvoyaLiveUndo(w http.ResponseWriter, r *http.Request) {
	svoyaHostDo(s, w, r, &LiveReasonRequest{}, func(req *LiveReasonRequest, f *festival.Festival, m es.Meta, ref svoyatournament.SvoyaRef) ([]turnir.Event, error) {
		return f.SvoyaLiveUndo(m.Because(req.Reason), ref)
	})
}

func (s *Server) handleSvoyaLiveReopen(w http.ResponseWriter, r *http.Request) {
	svoyaHostDo(s, w, r, &LiveReasonRequest{}, func(req *LiveReasonRequest, f *festival.Festival, m es.Meta, ref svoyatournament.SvoyaRef) ([]turnir.Event, error) {
		return f.SvoyaLiveReopen(m.Because(req.Reason), ref)
	})
}
