package http

import (
	"bytes"
	"context"
	"net/http"
	"net/url"
	"time"

	"github.com/skip2/go-qrcode"

	"turnir"
	"turnir/brainring"
	"turnir/buzzer"
	"turnir/es"
	"turnir/festival"
	"turnir/report"
)

// A Brain-ring fight played live over HTTP (issue 11): the host's buttons
// (open, attention, time, rule, remove, undo), a team's press, the fight's
// view, its press log as CSV, the links of its buttons and of a venue's
// host, and a venue's fights in the order of the schedule. The live
// channel and the clock are in live_push.go, the keys in live_links.go.

// liveRoutes are the routes of the fights played live; routes.go adds
// them to the table.
func (s *Server) liveRoutes() []route {
	return []route{
		{"GET /api/festivals/{fid}/live/{fight}", s.handleLiveView},
		{"POST /api/festivals/{fid}/live/{fight}/open", s.handleLiveOpen},
		{"POST /api/festivals/{fid}/live/{fight}/attention", s.handleLiveAttention},
		{"POST /api/festivals/{fid}/live/{fight}/time", s.handleLiveTime},
		{"POST /api/festivals/{fid}/live/{fight}/rule", s.handleLiveRule},
		{"POST /api/festivals/{fid}/live/{fight}/remove", s.handleLiveRemove},
		{"POST /api/festivals/{fid}/live/{fight}/undo", s.handleLiveUndo},
		{"POST /api/festivals/{fid}/live/{fight}/press", s.handleLivePress},
		{"GET /api/festivals/{fid}/live/{fight}/links", s.handleLiveLinks},
		{"GET /api/festivals/{fid}/live/{fight}/presses.csv", s.handleLivePresses},
		{"GET /api/festivals/{fid}/live/{fight}/ws", s.handleLiveWS},
		{"GET /api/festivals/{fid}/venues/{venue}", s.handleVenue},
		{"GET /api/festivals/{fid}/venues/{venue}/link", s.handleVenueLink},
		{"POST /api/festivals/{fid}/venues/{venue}/package", s.handleLivePackage},
	}
}

// liveViewOf answers with fight's live view.
func (s *Server) liveViewOf(w http.ResponseWriter, r *http.Request, fid, fight string) {
	var v any
	err := s.festRead(r.Context(), fid, func(f *festival.Festival) error {
		var err error
		v, err = fightView(f, fight, s.clock.Now())
		return err
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

func (s *Server) handleLiveView(w http.ResponseWriter, r *http.Request) {
	s.liveViewOf(w, r, r.PathValue("fid"), r.PathValue("fight"))
}

// fightVenue returns the venue of fight, refusing an unknown festival or
// fight.
func (s *Server) fightVenue(r *http.Request, fid, fight string) (string, error) {
	var venue string
	err := s.festRead(r.Context(), fid, func(f *festival.Festival) error {
		var err error
		venue, err = f.LiveVenue(fight)
		return err
	})
	return venue, err
}

// liveHostDo checks that the request may run fight (the organizer, the
// jury or the venue's host), decodes its body into req, runs cmd at the
// server's time once the whole body has arrived and answers with the
// fight's view.
func liveHostDo[T any](s *Server, w http.ResponseWriter, r *http.Request, req *T,
	cmd func(req *T, f *festival.Festival, m es.Meta, fight string) ([]turnir.Event, error)) {
	fid, fight := r.PathValue("fid"), r.PathValue("fight")
	venue, err := s.fightVenue(r, fid, fight)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	actor, err := s.liveHost(r, fid, venue)
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
	if _, err := s.festDo(r.Context(), fid, actor, func(f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return cmd(req, f, m, fight)
	}); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.liveViewOf(w, r, fid, fight)
}

// LiveOpenRequest is the body of POST .../live/{fight}/open: the server's
// order (default) or the fair mode with its grace window in ms (default
// 150, at most 1000).
type LiveOpenRequest struct {
	Fair    bool `json:"fair,omitempty"`
	GraceMS int  `json:"grace_ms,omitempty"`
}

func (s *Server) handleLiveOpen(w http.ResponseWriter, r *http.Request) {
	liveHostDo(s, w, r, &LiveOpenRequest{}, func(req *LiveOpenRequest, f *festival.Festival, m es.Meta, fight string) ([]turnir.Event, error) {
		bz := buzzer.Config{Fair: req.Fair, Grace: turnir.Duration(time.Duration(req.GraceMS) * time.Millisecond)}
		if bz.Fair && bz.Grace == 0 {
			bz.Grace = buzzer.DefaultGrace
		}
		if err := bz.Validate(); err != nil {
			return nil, err
		}
		return f.LiveOpen(m, fight, bz)
	})
}

func (s *Server) handleLiveAttention(w http.ResponseWriter, r *http.Request) {
	liveHostDo(s, w, r, &NoFields{}, func(_ *NoFields, f *festival.Festival, m es.Meta, fight string) ([]turnir.Event, error) {
		return f.LiveAttention(m, fight)
	})
}

func (s *Server) handleLiveTime(w http.ResponseWriter, r *http.Request) {
	liveHostDo(s, w, r, &NoFields{}, func(_ *NoFields, f *festival.Festival, m es.Meta, fight string) ([]turnir.Event, error) {
		return f.LiveTime(m, fight)
	})
}

// LiveRuleRequest is the body of POST .../live/{fight}/rule: right,
// wrong, prompting or delay (C11, C13).
type LiveRuleRequest struct {
	Ruling string `json:"ruling"`
}

func (s *Server) handleLiveRule(w http.ResponseWriter, r *http.Request) {
	liveHostDo(s, w, r, &LiveRuleRequest{}, func(req *LiveRuleRequest, f *festival.Festival, m es.Meta, fight string) ([]turnir.Event, error) {
		if err := need("ruling", req.Ruling != ""); err != nil {
			return nil, err
		}
		return f.LiveRule(m, fight, brainring.Ruling(req.Ruling))
	})
}

// LiveReasonRequest is the body of a removal (reason required, C14) or an
// undo (reason optional).
type LiveReasonRequest struct {
	Reason string `json:"reason,omitempty"`
}

func (s *Server) handleLiveRemove(w http.ResponseWriter, r *http.Request) {
	liveHostDo(s, w, r, &LiveReasonRequest{}, func(req *LiveReasonRequest, f *festival.Festival, m es.Meta, fight string) ([]turnir.Event, error) {
		return f.LiveRemove(m.Because(req.Reason), fight)
	})
}

func (s *Server) handleLiveUndo(w http.ResponseWriter, r *http.Request) {
	liveHostDo(s, w, r, &LiveReasonRequest{}, func(req *LiveReasonRequest, f *festival.Festival, m es.Meta, fight string) ([]turnir.Event, error) {
		return f.LiveUndo(m.Because(req.Reason), fight)
	})
}

// LivePressRequest is the body of POST .../live/{fight}/press: the team,
// its key from its link, a random id of this press (a request sent again
// with the same id is refused) and, for the fair mode, the phone's own
// time of the press (ms since the epoch).
type LivePressRequest struct {
	Team     string  `json:"team"`
	Key      string  `json:"key"`
	ID       string  `json:"id,omitempty"`
	ClientMS float64 `json:"client_ms,omitempty"`
}

// LivePressAnswer is what a press answers: its place in the press log
// and its verdict (first, false_start, beaten, no_right, too_late ...).
type LivePressAnswer struct {
	Seq     int            `json:"seq"`
	Verdict buzzer.Verdict `json:"verdict"`
	At      time.Time      `json:"at"`
}

// handleLivePress is a team's button. The press is stamped when its whole
// body has arrived (a held-back body buys nothing), after the key is
// checked and the link's rate and replay guard let it through.
func (s *Server) handleLivePress(w http.ResponseWriter, r *http.Request) {
	fid, fight := r.PathValue("fid"), r.PathValue("fight")
	var req LivePressRequest
	if err := readJSON(r, &req, 1<<10); err != nil {
		s.writeError(w, r, err)
		return
	}
	key, ok := s.teamKeyOf(r, fid, fight, req.Team, req.Key)
	if !ok {
		s.writeError(w, r, errWrongTeamKey)
		return
	}
	ans, err := s.livePress(r.Context(), fid, fight, req.Team, key, req.ID, req.ClientMS)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, ans)
}

// livePress records a press of team's button, whose link's key (the
// fight's, checked) is key, through the link's guard, with the clock
// estimate this server holds for the link: a press over the phone's live
// channel (handleLiveWS) meets the estimate its own pings made, whichever
// server the load balancer gave it.
func (s *Server) livePress(ctx context.Context, fid, fight, team, key, id string, clientMS float64) (LivePressAnswer, error) {
	if err := s.admitPress(key, key, id, errWrongTeamKey); err != nil {
		return LivePressAnswer{}, err
	}
	var client time.Time
	if clientMS > 0 {
		client = msTime(clientMS)
	}
	sync := s.fest.live.estimate(key)
	evs, err := s.festDo(ctx, fid, "team:"+team, func(f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.LivePress(m, fight, team, client, sync)
	})
	if err != nil {
		return LivePressAnswer{}, err
	}
	var ans LivePressAnswer
	for _, e := range evs {
		if e.Type != brainring.EvLivePressed {
			continue
		}
		var p brainring.LivePressed
		if e.Decode(&p) == nil {
			ans = LivePressAnswer{Seq: p.Entry.Seq, Verdict: p.Entry.Verdict, At: p.At}
		}
	}
	return ans, nil
}

// admitPress lets a press of a button link through, or says why not: the
// link's key (wrong when it is not), a press id of at most 64 characters,
// the link's rate and replay guard. Every live button passes it.
func (s *Server) admitPress(got, key, id string, wrong error) error {
	if !keyIs(got, key) {
		return wrong
	}
	if len(id) > 64 {
		return turnir.Errorf(turnir.EINVALID, "a press id is at most 64 characters", "id нажатия не длиннее 64 символов")
	}
	return s.fest.live.press.allow(key, id, s.clock.Now())
}

// LiveLink is one team's button link, and the same as a QR code (a PNG,
// base64 in the JSON) for the team's phone to scan.
type LiveLink struct {
	Team string `json:"team"`
	Name string `json:"name"`
	URL  string `json:"url"`
	// VenueURL is the team's link for every fight of the venue (its QR
	// code is QR): the phone follows the team's fight in play.
	VenueURL string `json:"venue_url"`
	QR       []byte `json:"qr_png,omitempty"`
}

// LiveLinks are the pages of a fight: each team's button (a secret of that
// team for this fight), the hall display and the console.
type LiveLinks struct {
	Teams   []LiveLink `json:"teams"`
	Display string     `json:"display"` // this fight's display
	// VenueDisplay follows the venue's fight in play, one after another:
	// the link a projector keeps open all day.
	VenueDisplay string `json:"venue_display"`
	Console      string `json:"console"`
}

// handleLiveLinks gives the host the links of a fight's pages; only the
// organizer, the jury and the venue's host see them.
func (s *Server) handleLiveLinks(w http.ResponseWriter, r *http.Request) {
	fid, fight := r.PathValue("fid"), r.PathValue("fight")
	venue, err := s.fightVenue(r, fid, fight)
	if err == nil {
		_, err = s.liveHost(r, fid, venue)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var out LiveLinks
	err = s.festRead(r.Context(), fid, func(f *festival.Festival) error {
		v, err := f.LiveView(fight, s.clock.Now())
		if err != nil {
			return err
		}
		for _, t := range []struct{ id, name string }{{v.Live.A, v.NameA}, {v.Live.B, v.NameB}} {
			link := s.pageLink(r, url.Values{"fest": {fid}, "fight": {fight}, "view": {"button"}, "team": {t.id}, "key": {s.teamKey(fid, fight, t.id)}})
			// The team's link for the venue's whole day: its page goes to
			// the team's fight in play there, fight after fight.
			all := s.pageLink(r, url.Values{"fest": {fid}, "venue": {venue}, "view": {"button"}, "team": {t.id}, "key": {s.venueTeamKey(fid, venue, t.id)}})
			// A link is short, so encoding cannot fail; without a code
			// the link itself still works.
			png, _ := qrcode.Encode(all, qrcode.Medium, 256)
			out.Teams = append(out.Teams, LiveLink{Team: t.id, Name: t.name, URL: link, VenueURL: all, QR: png})
		}
		out.Display = s.pageLink(r, url.Values{"fest": {fid}, "fight": {fight}, "view": {"display"}})
		out.VenueDisplay = s.pageLink(r, url.Values{"fest": {fid}, "venue": {venue}, "view": {"display"}})
		out.Console = s.pageLink(r, url.Values{"fest": {fid}, "venue": {venue}, "fight": {fight}, "view": {"console"}})
		return nil
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// handleLivePresses serves the press log of a fight as CSV (every press,
// early or late, with its millisecond stamp and verdict, and the fair
// mode's evidence) for the jury afterwards.
func (s *Server) handleLivePresses(w http.ResponseWriter, r *http.Request) {
	fid, fight := r.PathValue("fid"), r.PathValue("fight")
	venue, err := s.fightVenue(r, fid, fight)
	if err == nil {
		_, err = s.liveHost(r, fid, venue)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var body bytes.Buffer
	err = s.festRead(r.Context(), fid, func(f *festival.Festival) error {
		v, err := f.LiveView(fight, s.clock.Now())
		if err != nil {
			return err
		}
		t := report.Table{Name: "presses-" + fight, Header: buzzer.RowHeader()}
		for _, row := range v.Live.Presses.Rows() {
			t.Rows = append(t.Rows, row.Cells())
		}
		return report.WriteCSV(&body, t)
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+fid+"-"+fight+`-presses.csv"`)
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body.Bytes())
}

// handleVenue lists a venue's fights (a group's, F2) in the order of the
// schedule, so that its console plays them one after the other.
func (s *Server) handleVenue(w http.ResponseWriter, r *http.Request) {
	var v any
	err := s.festRead(r.Context(), r.PathValue("fid"), func(f *festival.Festival) error {
		fights, err := f.LiveVenueFights(r.PathValue("venue"))
		v = map[string]any{"venue": r.PathValue("venue"), "fights": fights}
		return err
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// VenueLink is a venue's host link: whoever holds it runs that venue's
// fights, and no other's, without the organizer's password.
type VenueLink struct {
	Venue string `json:"venue"`
	Key   string `json:"key"`
	URL   string `json:"url"`
}

// handleVenueLink gives the organizer or the jury a venue's host link.
func (s *Server) handleVenueLink(w http.ResponseWriter, r *http.Request) {
	fid, venue := r.PathValue("fid"), r.PathValue("venue")
	if _, err := s.festWriter(r, false); err != nil {
		s.writeError(w, r, err)
		return
	}
	err := s.festRead(r.Context(), fid, func(f *festival.Festival) error {
		_, err := f.LiveVenueFights(venue)
		return err
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	key := s.venueKey(fid, venue)
	writeJSON(w, http.StatusOK, VenueLink{Venue: venue, Key: key,
		URL: s.pageLink(r, url.Values{"fest": {fid}, "venue": {venue}, "view": {"console"}, "key": {key}})})
}
