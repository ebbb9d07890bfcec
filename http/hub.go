package http

import (
	"context"
	"math/rand/v2"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"turnir"
	"turnir/es"
)

// Live push. Messages are coalesced per tournament: a round opening or
// closing goes out at once, everything else (registrations, presses) at most
// once per flushEvery, so 10,000 solvers pressing Check do not become
// 10,000 x 10,000 messages. Each subscriber has a small buffer; one that
// falls behind is disconnected (it reconnects and re-reads) instead of
// slowing everyone else.
const (
	flushEvery   = time.Second
	subBuffer    = 16
	writeTimeout = 10 * time.Second
)

type sub struct {
	tid  string
	org  bool
	ch   chan []byte
	gone chan struct{} // closed when the hub drops the subscriber
}

type pending struct {
	types    []string
	seen     map[string]bool
	activity bool
}

// hub fans messages out to the WebSocket subscribers of each tournament.
type hub struct {
	// render builds the message for tid listing the event types since the
	// last one; it runs in the flusher, never under a stream lock.
	render func(tid, typ string, types []string) []byte
	// urgent says which events are pushed at once rather than at the next
	// flush: the hosted kind's (es.Kind.Urgent).
	urgent func(typ string) bool
	// activity says which events only the organizer's live view wants
	// (es.Kind.Activity).
	activity func(typ string) bool

	mu      sync.Mutex
	subs    map[string]map[*sub]struct{}
	pending map[string]*pending
	closed  bool
	wake    chan struct{}

	clients atomic.Int64
	dropped atomic.Int64
}

func newHub(kind es.Kind, render func(tid, typ string, types []string) []byte) *hub {
	return &hub{render: render, urgent: kind.Urgent, activity: kind.Activity, subs: map[string]map[*sub]struct{}{}, pending: map[string]*pending{}, wake: make(chan struct{}, 1)}
}

// notify records committed events; it never blocks (it runs in the
// Committed hook under the stream's lock).
func (h *hub) notify(tid string, events []turnir.Event) {
	h.mu.Lock()
	defer h.mu.Unlock()
	p := h.pending[tid]
	if p == nil {
		p = &pending{seen: map[string]bool{}}
		h.pending[tid] = p
	}
	wake := false
	for _, e := range events {
		if h.activity != nil && h.activity(e.Type) {
			p.activity = true
			continue
		}
		if !p.seen[e.Type] {
			p.seen[e.Type] = true
			p.types = append(p.types, e.Type)
		}
		wake = wake || (h.urgent != nil && h.urgent(e.Type))
	}
	if wake {
		select {
		case h.wake <- struct{}{}:
		default:
		}
	}
}

// run flushes pending messages until ctx ends.
func (h *hub) run(ctx context.Context) {
	t := time.NewTicker(flushEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-h.wake:
		}
		h.flush()
	}
}

// flush sends every tournament's pending message.
func (h *hub) flush() {
	h.mu.Lock()
	pend := h.pending
	h.pending = map[string]*pending{}
	for tid := range pend {
		if len(h.subs[tid]) == 0 {
			delete(pend, tid) // nobody listens: do not even render
		}
	}
	h.mu.Unlock()
	for tid, p := range pend {
		if len(p.types) > 0 {
			h.broadcast(tid, false, h.render(tid, "tournament", p.types))
		}
		if p.activity {
			h.broadcast(tid, true, h.render(tid, "activity", nil))
		}
	}
}

// broadcast sends msg to the subscribers of tid (only organizers if
// orgOnly), dropping any whose buffer is full.
func (h *hub) broadcast(tid string, orgOnly bool, msg []byte) {
	if msg == nil {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for s := range h.subs[tid] {
		if orgOnly && !s.org {
			continue
		}
		select {
		case s.ch <- msg:
		default:
			h.dropLocked(s)
			h.dropped.Add(1)
		}
	}
}

func (h *hub) add(tid string, org bool) *sub {
	s := &sub{tid: tid, org: org, ch: make(chan []byte, subBuffer), gone: make(chan struct{})}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		close(s.gone)
		return s
	}
	if h.subs[tid] == nil {
		h.subs[tid] = map[*sub]struct{}{}
	}
	h.subs[tid][s] = struct{}{}
	h.clients.Add(1)
	return s
}

func (h *hub) remove(s *sub) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.dropLocked(s)
}

func (h *hub) dropLocked(s *sub) {
	if _, ok := h.subs[s.tid][s]; !ok {
		return
	}
	delete(h.subs[s.tid], s)
	close(s.gone)
	h.clients.Add(-1)
}

// close disconnects every subscriber (at shutdown) and refuses new ones.
func (h *hub) close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.closed = true
	for _, m := range h.subs {
		for s := range m {
			h.dropLocked(s)
		}
	}
}

// handleWS serves GET /api/tournaments/{tid}/ws.
func (s *Server) handleWS(w http.ResponseWriter, r *http.Request) {
	tid := r.PathValue("tid")
	if err := s.exists(r.Context(), tid); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.serveWS(w, r, s.hub, tid, func() []byte { return s.renderLive(tid, "hello", nil) }, s.solverCommands(r, tid))
}

// acceptWS upgrades a request to a live channel, or answers it: a page of
// another site must not read a live channel with this browser's cookies
// (the same origin check as for writes, before the upgrade, so the
// refusal is a readable JSON error), and an address holds only so many
// channels open. release closes the socket and frees the address's slot.
func (s *Server) acceptWS(w http.ResponseWriter, r *http.Request) (c *websocket.Conn, release func(), ok bool) {
	if err := s.sameOrigin(r); err != nil {
		s.writeError(w, r, err)
		return nil, nil, false
	}
	done, err := s.limits.connect(s.clientAddr(r))
	if err != nil {
		s.writeError(w, r, err)
		return nil, nil, false
	}
	c, err = websocket.Accept(w, r, &websocket.AcceptOptions{CompressionMode: websocket.CompressionDisabled,
		OriginPatterns: s.originHosts()})
	if err != nil {
		done()
		return nil, nil, false // Accept has answered
	}
	return c, func() { c.CloseNow(); done() }, true
}

// serveWS subscribes a WebSocket to key of hub h (a tournament, or a
// festival on the festivals' hub), sends hello, then every message. A
// channel with commands (the tournament's: solver_live.go) answers each
// message the client sends with the reply commands makes, one message at
// a time; the others read nothing and close on any message but a close.
func (s *Server) serveWS(w http.ResponseWriter, r *http.Request, h *hub, key string, hello func() []byte,
	commands func(ctx context.Context, msg []byte, wall, at time.Time) []byte) {
	org := s.org.valid(r, s.clock.Now())
	c, release, ok := s.acceptWS(w, r)
	if !ok {
		return
	}
	defer release()
	su := h.add(key, org)
	defer h.remove(su)
	var ctx context.Context
	if commands == nil {
		ctx = c.CloseRead(r.Context())
	} else {
		var cancel context.CancelFunc
		ctx, cancel = context.WithCancel(r.Context())
		defer cancel()
		c.SetReadLimit(commandLimit)
		go func() {
			defer cancel()
			replies := newWSWriter(c)
			defer replies.stop()
			for {
				// Not ctx: a read that can be cancelled costs the library
				// a hook per message. The read ends when the connection
				// closes, which release does as serveWS returns.
				_, msg, err := c.Read(context.Background())
				if err != nil {
					return // closed, or over the limit (the library closes it with 1009)
				}
				// The press is stamped once its whole message is in (P9).
				wall, at := time.Now(), s.clock.Now()
				if reply := commands(ctx, msg, wall, at); reply != nil {
					if err := replies.write(reply); err != nil {
						return
					}
				}
			}
		}()
	}
	pushTo(ctx, c, su, hello(), nil)
}

// Heartbeats. A connection can die without a word (a phone that changes
// network, a NAT that forgets it): no close, no error, only silence, and a
// page would wait on it for good, its presses lost, while the server kept
// the client's slot. So every heartbeatEvery the server sends a ping
// message (the pages count silence: common/live.js reconnects after 45 s
// without one) and a ping frame that the client's browser answers by
// itself; one unanswered within pongWait closes the connection.
var (
	heartbeatEvery = 20 * time.Second // shorter in tests
	pongWait       = 15 * time.Second
)

// pingMsg is the heartbeat's message (LiveMessage, type "ping").
var pingMsg = []byte(`{"type":"ping"}`)

// pushTo writes first (unless nil), then every message of su, and of
// extra when not nil, to c, with a heartbeat, until ctx ends, the hub
// drops su (too slow, or the server stops: the client reconnects and
// re-reads) or a write fails. c must have a reader (Read in a loop, or
// CloseRead) for the ping frames' answers.
func pushTo(ctx context.Context, c *websocket.Conn, su *sub, first []byte, extra <-chan []byte) {
	out := newWSWriter(c)
	defer out.stop()
	if first != nil {
		if err := out.write(first); err != nil {
			return
		}
	}
	// Each connection's beat is a little off the others': 10,000 pages
	// that connected in the same second (a round's opening, a restart)
	// would otherwise all beat in the same second, every 20 s.
	beat := time.NewTicker(heartbeatEvery + rand.N(heartbeatEvery/4+1))
	defer beat.Stop()
	for {
		var msg []byte
		select {
		case <-ctx.Done():
			return
		case <-su.gone:
			c.Close(websocket.StatusTryAgainLater, "reconnect")
			return
		case msg = <-su.ch:
		case msg = <-extra: // a nil channel never gives
		case <-beat.C:
			msg = pingMsg
			go func() {
				pctx, cancel := context.WithTimeout(ctx, pongWait)
				defer cancel()
				if err := c.Ping(pctx); err != nil && ctx.Err() == nil {
					c.CloseNow() // no answer: the client is gone
				}
			}()
		}
		if err := out.write(msg); err != nil {
			return
		}
	}
}

// wsWriter writes one goroutine's messages to a WebSocket, each within
// writeTimeout: a write still blocked then (a client that stopped reading,
// its buffers full) closes the connection, which ends the write. One timer
// serves the writer's whole life, moved at each message. A context with a
// deadline per message did the same, but it cost a timer, a context and
// the library's hook on it for every reply and push (about 8 % of the
// server's CPU in the herd of BENCHMARKS.md); the library adds no hook for
// a context that cannot end. A connection's two writers (replies, pushes)
// each have their own, since the library lets one write at a time and the
// time a write waits for the other counts against its own timeout.
type wsWriter struct {
	c *websocket.Conn
	t *time.Timer
	d time.Duration // writeTimeout; shorter in a test
}

func newWSWriter(c *websocket.Conn) *wsWriter { return newWSWriterWithin(c, writeTimeout) }

func newWSWriterWithin(c *websocket.Conn, d time.Duration) *wsWriter {
	t := time.AfterFunc(d, func() { c.CloseNow() })
	t.Stop()
	return &wsWriter{c: c, t: t, d: d}
}

// write sends msg as one text message.
func (w *wsWriter) write(msg []byte) error {
	w.t.Reset(w.d)
	err := w.c.Write(context.Background(), websocket.MessageText, msg)
	w.t.Stop()
	return err
}

// stop disarms the writer for good (its goroutine is done with it).
func (w *wsWriter) stop() { w.t.Stop() }
