package http

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/buzzer"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/brainringtournament"
	"turnir/festival/teamcup"
)

// The live channel of a fight played live and its clock. Every commit of
// a festival that holds live events renders each touched fight's view
// once, under the stream's lock, and sends it at once to the fight's
// subscribers (the console, the displays, the team phones): no coalescing,
// since a press must reach the hall display within a frame or two. The
// scheduler's tick (liveTick) writes what fell due in running fights.

// liveHTTP is the server's side of the live fights.
type liveHTTP struct {
	hub   *hub       // subscribers by liveSub(fid, fight); never flushed, broadcast at commit
	press pressGuard // rate and replay guard of the team links

	fests liveFests // the festivals the clock looks at

	mu      sync.Mutex
	est     map[string]*buzzer.Estimator          // team key -> its phone's clock estimate (fair mode)
	latency func(fid, fight string, at time.Time) // benchmark hook: a view was pushed
}

func newLiveHTTP() *liveHTTP {
	return &liveHTTP{hub: newHub(festival.Kind, nil), est: map[string]*buzzer.Estimator{}}
}

// liveSub is the hub key of a fight's subscribers.
func liveSub(fid, fight string) string { return fid + "\x00" + fight }

// liveViewJSON is a fight's view with the festival's version it was made
// at: a page that has a newer view (the answer to its own button, say)
// ignores an older one that comes later on the channel.
type liveViewJSON struct {
	brainringtournament.LiveView
	Version int64 `json:"version"`
}

// fightView is fight's view of f at now.
func fightView(f *festival.Festival, fight string, now time.Time) (liveViewJSON, error) {
	v, err := f.LiveView(fight, now)
	return liveViewJSON{LiveView: v, Version: f.Version}, err
}

// liveMessage is what the live channel sends: the fight's view and the
// types of the events that made it (a display flashes at "Time", at the
// warning, at a press and at the end).
type liveMessage struct {
	Type   string   `json:"type"` // "live"
	Events []string `json:"events"`
	View   any      `json:"view"`
}

// liveCommitted pushes the view of every fight that events touch. It runs
// in the festival host's Committed hook, under the stream's lock, so it
// only renders and hands the message to the hub, which never blocks.
func (s *Server) liveCommitted(fid string, f *festival.Festival, events []turnir.Event) {
	touched := map[string][]string{}
	var order []string
	for _, e := range events {
		if !isLiveType(e.Type) {
			continue
		}
		var head struct {
			Fight string `json:"fight"`
		}
		if e.Decode(&head) != nil {
			continue
		}
		if strings.HasPrefix(e.Type, teamcup.CupFinalLivePrefix) {
			head.Fight = festival.CupFinalFight // the final's events name no fight
		}
		if _, ok := touched[head.Fight]; !ok {
			order = append(order, head.Fight)
		}
		touched[head.Fight] = append(touched[head.Fight], e.Type)
	}
	if len(order) == 0 {
		return
	}
	s.fest.live.fests.add(fid)
	s.fest.live.mu.Lock()
	hook := s.fest.live.latency
	s.fest.live.mu.Unlock()
	now := s.clock.Now()
	for _, fight := range order {
		v, err := fightView(f, fight, now)
		if err != nil {
			continue
		}
		msg, err := json.Marshal(liveMessage{Type: "live", Events: touched[fight], View: v})
		if err != nil {
			continue
		}
		s.fest.live.hub.broadcast(liveSub(fid, fight), false, msg)
		if hook != nil {
			hook(fid, fight, now)
		}
	}
}

// isLiveType reports whether typ is an event of a fight played live: a
// Brain-ring fight's or the cup final's.
func isLiveType(typ string) bool {
	return slices.Contains(brainring.LiveEventTypes(), typ) || strings.HasPrefix(typ, teamcup.CupFinalLivePrefix)
}

// liveTick writes what fell due by now in every fight played live (the
// 10-s warning, a time-up, the fair mode's decision), each stamped when it
// fell due; a festival whose live fights are all done leaves the list. It
// is the one place the live clock moves, so that a single scheduler can
// run it.
func (s *Server) liveTick(ctx context.Context) {
	now := s.clock.Now()
	s.fest.live.fests.tick(s.fest.ids, func(fid string) bool {
		var due []string
		running := false
		_ = s.festRead(ctx, fid, func(f *festival.Festival) error {
			for _, fight := range f.LiveRunning() {
				running = true
				if f.LiveDueNow(fight, now) {
					due = append(due, fight)
				}
			}
			return nil
		})
		for _, fight := range due {
			if _, err := s.festDo(ctx, fid, "clock", func(f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
				return f.LiveDue(m, fight)
			}); err != nil {
				s.log.Error("live fight clock", "festival", fid, "fight", fight, "err", err)
			}
		}
		return running
	})
}

// liveClientMsg is what a page sends on the live channel: a ping (its
// clock, ms since the epoch) or, after the pong, the whole sample, which
// feeds its team's clock estimate for the fair mode.
type liveClientMsg struct {
	Ping   float64 `json:"ping,omitempty"`
	Send   float64 `json:"send,omitempty"`
	Server float64 `json:"server,omitempty"`
	Recv   float64 `json:"recv,omitempty"`
	// Press is a press of the team's button (its id, as in
	// LivePressRequest), sent on the channel whose pings made the clock
	// estimate; ClientMS is the phone's clock at the press.
	Press    string  `json:"press,omitempty"`
	ClientMS float64 `json:"client_ms,omitempty"`
}

// livePressReply answers a press sent on the live channel: the press's
// id and what it did, or why it was refused.
type livePressReply struct {
	Type   string           `json:"type"` // "press"
	ID     string           `json:"id"`
	Answer *LivePressAnswer `json:"answer,omitempty"`
	Error  *errorBody       `json:"error,omitempty"`
}

// msTime is a JavaScript time (ms since the epoch) as a time.Time.
func msTime(ms float64) time.Time { return time.UnixMicro(int64(ms * 1000)) }

// handleLiveWS serves GET /api/festivals/{fid}/live/{fight}/ws: the
// fight's view at once ({type: "live", events: [], view}) and after every
// change. A team's phone (?team=&key=) may ping; its samples feed the
// team's clock estimate. A page of another site is refused before the
// upgrade, as on every live channel.
func (s *Server) handleLiveWS(w http.ResponseWriter, r *http.Request) {
	fid, fight := r.PathValue("fid"), r.PathValue("fight")
	hello := func() ([]byte, error) {
		var b []byte
		err := s.festRead(r.Context(), fid, func(f *festival.Festival) error {
			v, err := fightView(f, fight, s.clock.Now())
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
	team, key := r.URL.Query().Get("team"), r.URL.Query().Get("key")
	// The clock samples go under the fight's key, whichever link opened
	// the socket: the press looks its estimate up there.
	if key != "" {
		fightKey, ok := s.teamKeyOf(r, fid, fight, team, key)
		if !ok {
			s.writeError(w, r, errWrongTeamKey)
			return
		}
		key = fightKey
	}
	c, release, ok := s.acceptWS(w, r)
	if !ok {
		return
	}
	defer release()
	c.SetReadLimit(1 << 10)
	// Subscribe before the first view is read, so that no change falls
	// between the two: one made meanwhile comes after it on the channel.
	h := s.fest.live.hub
	su := h.add(liveSub(fid, fight), false)
	defer h.remove(su)
	first, err := hello()
	if err != nil {
		return
	}
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	out := make(chan []byte, 4) // pongs and press answers, beside the hub's messages
	go func() {
		defer cancel()
		for {
			_, b, err := c.Read(ctx)
			if err != nil {
				return
			}
			var m liveClientMsg
			if json.Unmarshal(b, &m) != nil || key == "" {
				continue // only a team's phone measures its clock
			}
			switch {
			case m.Ping != 0:
				pong, _ := json.Marshal(map[string]any{"type": "pong", "ping": m.Ping,
					"server": float64(s.clock.Now().UnixMicro()) / 1000})
				select {
				case out <- pong:
				default:
				}
			case m.Send != 0 && m.Recv != 0:
				s.fest.live.sample(key, buzzer.Sample{ClientSend: msTime(m.Send), Server: msTime(m.Server), ClientReceive: msTime(m.Recv)})
			case m.Press != "":
				// Judged here, where this phone's pings made its clock
				// estimate (the fair mode's), and answered on the
				// channel. One at a time: a phone flooding presses waits
				// for its own answers (and the link's guard refuses most).
				reply := livePressReply{Type: "press", ID: m.Press}
				ans, err := s.livePress(ctx, fid, fight, team, key, m.Press, m.ClientMS)
				if err != nil {
					_, body := s.errorOf(r, err)
					reply.Error = &body
				} else {
					reply.Answer = &ans
				}
				b, _ := json.Marshal(reply)
				select {
				case out <- b:
				case <-ctx.Done():
					return
				}
			}
		}
	}()
	pushTo(ctx, c, su, first, out)
}

// sample adds a ping sample of a team's link to its estimate.
func (l *liveHTTP) sample(key string, smp buzzer.Sample) {
	l.mu.Lock()
	defer l.mu.Unlock()
	e := l.est[key]
	if e == nil {
		e = &buzzer.Estimator{}
		l.est[key] = e
	}
	_ = e.Add(smp) // a sample from a jumping clock says nothing
}

// estimate is a team link's clock estimate, nil before any sample.
func (l *liveHTTP) estimate(key string) *buzzer.Estimate {
	l.mu.Lock()
	defer l.mu.Unlock()
	if e := l.est[key]; e != nil {
		if est, ok := e.Estimate(); ok {
			return &est
		}
	}
	return nil
}
