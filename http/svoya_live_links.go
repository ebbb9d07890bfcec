package http

import (
	"bytes"
	"net/http"
	"net/url"
	"time"

	"github.com/skip2/go-qrcode"

	"turnir"
	"turnir/buzzer"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/svoyatournament"
	"turnir/report"
	"turnir/svoya"
)

// The links and the buttons of a Svoya igra fight played live, with the
// Brain-ring's keys (live_links.go): a player's button is a link holding
// that player's key for one fight,
//
//	player key: HMAC(key, "turnir live\0svoya player\0" fid "\0" fight "\0" player)
//
// and a venue's host link holds the key of the venue "svoya:N" (N the
// group venue's number, or "playoff"), which opens no Brain-ring venue.

// playerKey is the key of player's button in the fight at ref.
func (s *Server) playerKey(fid string, ref svoyatournament.SvoyaRef, player string) string {
	return s.liveMAC("svoya player", fid, ref.Key(), player)
}

// errWrongPlayerKey refuses a press whose key is not this player's for
// this fight: another player's link, another fight's, or a made-up one.
var errWrongPlayerKey = turnir.Errorf(turnir.EFORBIDDEN,
	"this button link is not this player's for this fight; open the link the host gave you",
	"эта ссылка кнопки не принадлежит этому игроку в этом бою; откройте ссылку, которую вам дал ведущий")

// svoyaPageLink is the address of a live Svoya igra page for the
// request's host.
func (s *Server) svoyaPageLink(r *http.Request, q url.Values) string {
	return s.ownOrigin(r) + "/svoya-live.html?" + q.Encode()
}

// SvoyaLivePressRequest is the body of POST .../svoya-live/{fight}/press:
// the player, its key from its link and a random id of this press (the
// same id again is refused).
type SvoyaLivePressRequest struct {
	Player string `json:"player"`
	Key    string `json:"key"`
	ID     string `json:"id,omitempty"`
}

// handleSvoyaLivePress is a player's button. The press is stamped when its
// whole body has arrived, after the key is checked and the link's rate
// and replay guard let it through; every press is logged with its verdict.
func (s *Server) handleSvoyaLivePress(w http.ResponseWriter, r *http.Request) {
	fid := r.PathValue("fid")
	ref, err := svoyaFight(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var req SvoyaLivePressRequest
	if err := readJSON(r, &req, 1<<10); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.admitPress(req.Key, s.playerKey(fid, ref, req.Player), req.ID, errWrongPlayerKey); err != nil {
		s.writeError(w, r, err)
		return
	}
	evs, err := s.festDo(r.Context(), fid, "player:"+req.Player, func(f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.SvoyaLivePress(m, ref, buzzer.Press{Seat: req.Player, At: m.At})
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var ans LivePressAnswer
	for _, e := range evs {
		var p struct {
			Entry *buzzer.Entry `json:"entry"`
			Until time.Time     `json:"until"`
		}
		switch e.Type {
		case svoya.EvSvoyaLivePressed, svoya.EvSvoyaLiveFalseStart, svoya.EvSvoyaLivePressLogged:
			if e.Decode(&p) == nil && p.Entry != nil {
				ans = LivePressAnswer{Seq: p.Entry.Seq, Verdict: p.Entry.Verdict, At: p.Entry.Press.At}
			}
		}
	}
	writeJSON(w, http.StatusOK, ans)
}

// SvoyaLiveLink is one player's button link, and the same as a QR code.
type SvoyaLiveLink struct {
	Player string `json:"player"`
	Name   string `json:"name"`
	URL    string `json:"url"`
	QR     []byte `json:"qr_png,omitempty"`
}

// SvoyaLiveLinks are the pages of a fight: each player's button (a secret
// of that player for this fight), the hall display and the console.
type SvoyaLiveLinks struct {
	Players []SvoyaLiveLink `json:"players"`
	Display string          `json:"display"`
	// VenueDisplay follows the venue's fight in play: the link a
	// projector keeps open all day.
	VenueDisplay string `json:"venue_display"`
	Console      string `json:"console"`
}

// handleSvoyaLiveLinks gives the host the links of a fight's pages; only
// the organizer, the jury and the venue's host see them. The fight need
// not be played live yet: the phones may be handed out before.
func (s *Server) handleSvoyaLiveLinks(w http.ResponseWriter, r *http.Request) {
	ref, _, err := s.svoyaHost(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	fid := r.PathValue("fid")
	venue := svoyatournament.SvoyaLiveVenue(ref)
	out := SvoyaLiveLinks{Players: []SvoyaLiveLink{}}
	err = s.festRead(r.Context(), fid, func(f *festival.Festival) error {
		fg, err := f.Svoya.Fight(ref)
		if err != nil {
			return err
		}
		for _, p := range fg.Players {
			link := s.svoyaPageLink(r, url.Values{"fest": {fid}, "fight": {ref.Key()}, "view": {"button"},
				"player": {p}, "key": {s.playerKey(fid, ref, p)}})
			// A link is short, so encoding cannot fail; without a code
			// the link itself still works.
			png, _ := qrcode.Encode(link, qrcode.Medium, 256)
			out.Players = append(out.Players, SvoyaLiveLink{Player: p, Name: f.PlayerName(p), URL: link, QR: png})
		}
		return nil
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out.Display = s.svoyaPageLink(r, url.Values{"fest": {fid}, "fight": {ref.Key()}, "view": {"display"}})
	out.VenueDisplay = s.svoyaPageLink(r, url.Values{"fest": {fid}, "venue": {venue}, "view": {"display"}})
	out.Console = s.svoyaPageLink(r, url.Values{"fest": {fid}, "venue": {venue}, "fight": {ref.Key()}, "view": {"console"}})
	writeJSON(w, http.StatusOK, out)
}

// handleSvoyaLivePresses serves a fight's press log as CSV (every press
// with its millisecond stamp, the question in play and its verdict) for
// the jury, through report's one CSV writer.
func (s *Server) handleSvoyaLivePresses(w http.ResponseWriter, r *http.Request) {
	ref, _, err := s.svoyaHost(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	fid := r.PathValue("fid")
	var body bytes.Buffer
	err = s.festRead(r.Context(), fid, func(f *festival.Festival) error {
		l := f.LiveFight(ref)
		if l == nil {
			return turnir.Errorf(turnir.ENOTFOUND, "fight %s is not played live", "бой %s не играется вживую", ref.Key())
		}
		t := report.Table{Name: "presses-" + ref.Key(), Header: buzzer.RowHeader()}
		for _, row := range l.Presses.Rows() {
			t.Rows = append(t.Rows, row.Cells())
		}
		return report.WriteCSV(&body, t)
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+fid+"-svoya-"+ref.Key()+`-presses.csv"`)
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body.Bytes())
}

// handleSvoyaVenue lists a Svoya igra venue's fights in playing order
// ("1" to "4", or "playoff"), so that its console plays them one after
// the other; public, as the venue tables are.
func (s *Server) handleSvoyaVenue(w http.ResponseWriter, r *http.Request) {
	venue := r.PathValue("venue")
	var v any
	err := s.festRead(r.Context(), r.PathValue("fid"), func(f *festival.Festival) error {
		fights, err := f.SvoyaLiveVenueFights(venue)
		v = map[string]any{"venue": venue, "fights": fights}
		return err
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// handleSvoyaVenueLink gives the organizer or the jury a Svoya igra
// venue's host link: whoever holds it runs that venue's fights, no other.
func (s *Server) handleSvoyaVenueLink(w http.ResponseWriter, r *http.Request) {
	fid, venue := r.PathValue("fid"), r.PathValue("venue")
	if _, err := s.festWriter(r, false); err != nil {
		s.writeError(w, r, err)
		return
	}
	err := s.festRead(r.Context(), fid, func(f *festival.Festival) error {
		_, err := f.SvoyaLiveVenueFights(venue)
		return err
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	key := s.venueKey(fid, svoyaVenueName(venue))
	writeJSON(w, http.StatusOK, VenueLink{Venue: venue, Key: key,
		URL: s.svoyaPageLink(r, url.Values{"fest": {fid}, "venue": {venue}, "view": {"console"}, "key": {key}})})
}
