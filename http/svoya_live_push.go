package http

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"time"

	"turnir"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/svoyatournament"
	"turnir/pack"
	"turnir/svoya"
)

// The live channel of a Svoya igra fight played live and its clock, as
// the Brain-ring's (live_push.go): every commit that holds a fight's live
// events renders its view once, under the stream's lock, and hands it to
// the same hub at once; the scheduler's tick writes what fell due.

// svoyaLiveHTTP is the server's side of the live Svoya igra fights: the
// festivals the clock looks at. Their packages are in Server.boards.
type svoyaLiveHTTP struct {
	fests liveFests // the festivals the clock looks at
}

func newSvoyaLiveHTTP() *svoyaLiveHTTP { return &svoyaLiveHTTP{} }

// svoyaSub is the hub key of a Svoya igra fight's subscribers: apart from
// the Brain-ring's fights (whose names hold no "/").
func svoyaSub(fid string, ref svoyatournament.SvoyaRef) string {
	return liveSub(fid, "svoya/"+ref.Key())
}

// svoyaLiveJSON is a fight's view as every page gets it: the engine's
// state, the public view of the package's round in play (theme names, the
// text of the question chosen and of those played, the answers of those
// over, nothing else) and the festival's version it was made at.
type svoyaLiveJSON struct {
	svoyatournament.SvoyaLiveView
	Package *svoyaPublicBoard `json:"package,omitempty"`
	Version int64             `json:"version"`
}

// svoyaPublicBoard is what a display may show of a fight's package.
type svoyaPublicBoard struct {
	Title string           `json:"title"`
	Round pack.PublicRound `json:"round"`
}

// svoyaView is the fight's view at now, with its package's public round.
func (s *Server) svoyaView(f *festival.Festival, fid string, ref svoyatournament.SvoyaRef, now time.Time) (svoyaLiveJSON, error) {
	v, err := f.SvoyaLiveView(ref, now)
	if err != nil {
		return svoyaLiveJSON{}, err
	}
	out := svoyaLiveJSON{SvoyaLiveView: v, Version: f.Version}
	if p := s.svoyaBoard(fid, ref); p != nil {
		pub := p.Public(pack.LiveShown(f.LiveFight(ref)))
		if r := v.Board.Round; r >= 1 && r <= len(pub.Rounds) {
			out.Package = &svoyaPublicBoard{Title: pub.Title, Round: pub.Rounds[r-1]}
		}
	}
	return out, nil
}

// svoyaLiveCommitted pushes the view of every Svoya igra fight that
// events touch. It runs in the festival host's Committed hook, under the
// stream's lock, so it only renders and hands the message to the hub.
func (s *Server) svoyaLiveCommitted(fid string, f *festival.Festival, events []turnir.Event) {
	touched := map[svoyatournament.SvoyaRef][]string{}
	var order []svoyatournament.SvoyaRef
	for _, e := range events {
		if !slices.Contains(svoya.LiveEventTypes(), e.Type) {
			continue
		}
		var head struct {
			Fight svoyatournament.SvoyaRef `json:"fight"`
		}
		if e.Decode(&head) != nil {
			continue
		}
		if _, ok := touched[head.Fight]; !ok {
			order = append(order, head.Fight)
		}
		touched[head.Fight] = append(touched[head.Fight], e.Type)
	}
	if len(order) == 0 {
		return
	}
	s.fest.svoya.fests.add(fid)
	now := s.clock.Now()
	for _, ref := range order {
		s.svoyaPush(fid, f, ref, touched[ref], now)
	}
}

// svoyaPush sends the fight's view to its subscribers with the types of
// the events that made it (a display flashes at the unlock and a press).
func (s *Server) svoyaPush(fid string, f *festival.Festival, ref svoyatournament.SvoyaRef, types []string, now time.Time) {
	v, err := s.svoyaView(f, fid, ref, now)
	if err != nil {
		return
	}
	msg, err := json.Marshal(liveMessage{Type: "live", Events: types, View: v})
	if err != nil {
		return
	}
	s.fest.live.hub.broadcast(svoyaSub(fid, ref), false, msg)
}

// svoyaLiveTick writes what fell due by now in every live Svoya igra
// fight (a press window closed, an answerer's time up), each stamped when
// it fell due; a festival whose live fights are all done leaves the list.
// Server.Tick calls it beside liveTick, on the scheduler's leader only.
func (s *Server) svoyaLiveTick(ctx context.Context) {
	now := s.clock.Now()
	s.fest.svoya.fests.tick(s.fest.ids, func(fid string) bool {
		running, due := false, false
		_ = s.festRead(ctx, fid, func(f *festival.Festival) error {
			running, due = f.SvoyaLiveRunning(), f.SvoyaLiveDueNow(now)
			return nil
		})
		if due {
			if _, err := s.festDo(ctx, fid, "clock", func(f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
				return f.SvoyaLiveDue(m)
			}); err != nil {
				s.log.Error("live Svoya igra clock", "festival", fid, "err", err)
			}
		}
		return running
	})
}

// handleSvoyaLiveWS serves GET .../svoya-live/{fight}/ws: the fight's
// view at once ({type: "live", events: [], view}) and after every change.
// A player's phone may pass ?player=&key= (a wrong key is refused); a
// page of another site is refused before the upgrade.
func (s *Server) handleSvoyaLiveWS(w http.ResponseWriter, r *http.Request) {
	fid := r.PathValue("fid")
	ref, err := svoyaFight(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	hello := func() ([]byte, error) {
		var b []byte
		err := s.festRead(r.Context(), fid, func(f *festival.Festival) error {
			v, err := s.svoyaView(f, fid, ref, s.clock.Now())
			if err != nil {
				return err
			}
			b, err = json.Marshal(liveMessage{Type: "live", Events: []string{}, View: v})
			return err
		})
		return b, err
	}
	if _, err := hello(); err != nil {
		s.writeError(w, r, err)
		return
	}
	if key := r.URL.Query().Get("key"); key != "" && !keyIs(key, s.playerKey(fid, ref, r.URL.Query().Get("player"))) {
		s.writeError(w, r, errWrongPlayerKey)
		return
	}
	c, release, ok := s.acceptWS(w, r)
	if !ok {
		return
	}
	defer release()
	c.SetReadLimit(1 << 10)
	// Subscribe before the first view is read, so that no change falls
	// between the two.
	h := s.fest.live.hub
	su := h.add(svoyaSub(fid, ref), false)
	defer h.remove(su)
	first, err := hello()
	if err != nil {
		return
	}
	ctx := c.CloseRead(r.Context()) // the pages send nothing that counts
	pushTo(ctx, c, su, first, nil)
}
