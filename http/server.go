package http

import (
	"context"
	"encoding/json"
	"io/fs"
	"log/slog"
	"net/http"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"turnir"
	"turnir/app"
	"turnir/es"
	"turnir/puzzleswiss"
)

// Config is what a Server needs. Store is required; the rest has defaults.
type Config struct {
	Store       turnir.Store
	Clock       turnir.Clock // default turnir.SystemClock
	DataDir     string       // seeds (seeds/), puzzle files (files/) and Svoya igra boards (packages/); default "turnir-data"
	OrgPassword string       // required: the organizer's sign-in
	// JuryPassword, if set, lets the jury sign in to enter festival
	// results (festival_jury.go).
	JuryPassword string
	Web          fs.FS        // the pages, served at /; nil serves none
	Log          *slog.Logger // default slog.Default()
	// Tick is how often the scheduler moves the round clocks when Run is
	// called; default 250 ms, so pages hear of an opening or a close within
	// a quarter of a second. The steps are stamped at their due times
	// whatever the tick, and every command catches the clock up first.
	Tick time.Duration

	// AllowedOrigins are origins besides the server's own
	// ("https://turnir.example.org") whose pages may send state-changing
	// requests and open WebSockets: for a proxy that rewrites Host
	// (guard.go).
	AllowedOrigins []string
	// TrustedProxies are the addresses (IPs or CIDRs) of reverse proxies
	// whose X-Forwarded-For and X-Forwarded-Proto are believed; from any
	// other peer those headers are ignored (clientaddr.go).
	TrustedProxies []string
	// SecureCookies marks session cookies Secure: set it when the pages
	// are served over HTTPS (behind a TLS proxy).
	SecureCookies bool
	// Limits are the per-address limits on sign-in, registration and
	// connections; zero fields take the defaults (addrlimit.go).
	Limits Limits
	// Timeouts are the limits on slow clients of HTTPServer; zero fields
	// take DefaultTimeouts.
	Timeouts Timeouts
	// MetricsToken, if set, serves GET /metrics (Prometheus text) to
	// requests carrying it as "Authorization: Bearer"; unset, /metrics is
	// a 404 (metrics.go says why it is not public).
	MetricsToken string
}

// Server is the turnir HTTP server: API, pages, WebSocket and scheduler
// over one event log. Create it with New, serve Handler, call Run for the
// scheduler and the live push, and Close at the end.
type Server struct {
	host     *es.Host[*puzzleswiss.Tournament]
	clock    turnir.Clock
	log      *slog.Logger
	seeds    app.Seeds
	files    string
	org      *session
	web      fs.FS
	tick     time.Duration
	timeouts Timeouts
	tokens   tokens
	batch    batchers
	limit    limiter
	hub      *hub
	handler  http.Handler
	checks   latency // server-side handling time of Check
	starts   latency // and of Start

	// known (every puzzle-Swiss tournament in the log, id -> true) and
	// rates (each one's check_rate) are read by every solver request
	// without a lock: in the herd half of the remaining lock wait was
	// requests queueing on mu just to look these up. They are written
	// under mu, so that known and created change together.
	known sync.Map
	rates sync.Map // id -> puzzleswiss.RateLimit

	mu      sync.Mutex
	running map[string]bool // those the scheduler must move
	created []string        // creation order, newest last
	cache   map[string]*cached
	active  map[string]int // active solvers per tournament

	// computing lets one standings computation of a tournament run at a
	// time (see standings); computed counts the computations.
	computing keyLocks
	computed  atomic.Int64

	fest  *fests   // the festivals (festival.go)
	chess *chesses // the team chess events (chess.go)
	jury  *session // nil without a jury password

	origins map[string]bool // Config.AllowedOrigins, lower case (guard.go)
	proxies proxies         // Config.TrustedProxies (clientaddr.go)
	limits  *addrLimits     // per-address limits (addrlimit.go)
	secure  bool            // Secure session cookies

	// Several servers on one log (follow.go, leader.go): the store's
	// follower, if it has one, whether the log is shared (its store
	// elects a leader), and this server's part in the election.
	follower  turnir.Follower
	followers *followers
	shared    bool
	update    turnir.Updater   // the store's, counted; nil unless shared
	announcer turnir.Announcer // the store's notices to the other servers; nil unless shared
	lead      *leadership
	boards    *packageStore // the Svoya igra boards loaded (svoya_package_store.go)
	metrics   *metrics      // /metrics (metrics.go)
}

// cached is a tournament's standings, recomputed only when a round closes
// or a solver is disqualified rather than for every request.
type cached struct {
	key  [3]int
	view puzzleswiss.StandingsView
}

// New loads every puzzle-Swiss tournament of the log, so that after a
// restart running rounds continue from their stored times.
func New(cfg Config) (*Server, error) {
	if cfg.Clock == nil {
		cfg.Clock = turnir.SystemClock{}
	}
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	if cfg.DataDir == "" {
		cfg.DataDir = "turnir-data"
	}
	if cfg.Tick <= 0 {
		cfg.Tick = 250 * time.Millisecond
	}
	if cfg.OrgPassword == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "the organizer password is empty", "пароль организатора пуст")
	}
	m := newMetrics(cfg.MetricsToken)
	store := countingStore{Store: cfg.Store, m: m} // the hosts' appends, counted
	s := &Server{
		metrics: m,
		host:    es.NewHost[*puzzleswiss.Tournament](store, puzzleswiss.New), clock: cfg.Clock, log: cfg.Log,
		seeds: app.Seeds{Dir: cfg.DataDir + "/seeds"}, files: cfg.DataDir + "/files", boards: newPackageStore(cfg.DataDir + "/packages"),
		web: cfg.Web, tick: cfg.Tick, timeouts: cfg.Timeouts.withDefaults(),
		running: map[string]bool{}, cache: map[string]*cached{}, active: map[string]int{},
	}
	s.batch.host, s.batch.clock = s.host, &clockDeps{seeds: s.seeds, herd: newHerdRoom()}
	s.cluster(cfg)
	if err := s.secureWith(cfg); err != nil {
		return nil, err
	}
	s.hub = newHub(puzzleswiss.Kind, s.renderLive)
	s.host.Committed = s.committed
	if err := s.load(context.Background()); err != nil {
		return nil, err
	}
	if err := s.newFests(context.Background(), store); err != nil {
		return nil, err
	}
	if err := s.newChess(context.Background(), store); err != nil {
		return nil, err
	}
	s.fest.host.Update, s.chess.host.Update = s.update, s.update
	s.fest.miss = func(stream string) { s.missed(context.Background(), stream) }
	s.chess.miss = s.fest.miss
	s.handler = s.routes()
	return s, nil
}

// load indexes the tournaments of the log. A stream that does not read
// back is indexed as damaged, never skipped: it is logged as an error and
// its pages answer the damage. Festivals are indexed by newFests.
func (s *Server) load(ctx context.Context) error {
	streams, err := s.host.Store().Streams(ctx, "")
	if err != nil {
		return err
	}
	type found struct {
		id string
		at time.Time
	}
	var all []found
	for _, st := range streams {
		// The kind is the stream's name (es.KindOf): festivals are indexed
		// by newFests, and the team chess has no pages yet.
		if k, ok := es.KindOf(st); !ok || k.Name != puzzleswiss.Kind.Name {
			continue
		}
		err = s.host.Read(ctx, st, func(t *puzzleswiss.Tournament) error {
			for _, sv := range t.Solvers {
				s.tokens.put(st, sv.TokenHash, sv.ID)
			}
			s.known.Store(st, true)
			s.rates.Store(st, t.Settings.CheckRate)
			s.active[st] = countActive(t)
			if t.Phase == puzzleswiss.PhaseRunning || (t.Phase == puzzleswiss.PhaseRegistration && !t.StartsAt.IsZero()) {
				s.running[st] = true // running, or a start is scheduled
			}
			all = append(all, found{st, t.CreatedAt})
			return nil
		})
		if err != nil && !turnir.IsDamaged(err) {
			return err // the store failed, not the stream
		}
		if err != nil {
			// Listed, never skipped: its pages answer the damage.
			s.logDamage(st, err)
			s.known.Store(st, true)
			all = append(all, found{st, time.Time{}}) // its creation time is unread: listed first
		}
	}
	slices.SortStableFunc(all, func(a, b found) int { return a.at.Compare(b.at) })
	for _, f := range all {
		s.created = append(s.created, f.id)
	}
	return nil
}

// committed runs after every commit, under the stream's lock, in log order.
func (s *Server) committed(stream string, t *puzzleswiss.Tournament, events []turnir.Event) {
	recount := false
	for _, e := range events {
		switch e.Type {
		case puzzleswiss.EvCreated, puzzleswiss.EvRegistered, puzzleswiss.EvWithdrew, puzzleswiss.EvDisqualified:
			recount = true
		}
	}
	n := -1
	if recount {
		n = countActive(t) // once per batch, not once per request
	}
	s.mu.Lock()
	if n >= 0 {
		s.active[stream] = n
	}
	for _, e := range events {
		switch e.Type {
		case puzzleswiss.EvCreated:
			if _, had := s.known.LoadOrStore(stream, true); !had {
				s.created = append(s.created, stream)
			}
			s.rates.Store(stream, t.Settings.CheckRate)
		case puzzleswiss.EvSettingsChanged:
			s.rates.Store(stream, t.Settings.CheckRate)
		case puzzleswiss.EvRegistered:
			var d puzzleswiss.Registered
			if e.Decode(&d) == nil {
				s.tokens.put(stream, d.TokenHash, d.ID)
			}
		case puzzleswiss.EvScheduled:
			// The scheduler moves a scheduled tournament too: it begins it.
			if t.StartsAt.IsZero() {
				delete(s.running, stream)
			} else {
				s.running[stream] = true
			}
		case puzzleswiss.EvBegun:
			s.running[stream] = true
		case puzzleswiss.EvFinished:
			delete(s.running, stream)
			s.batch.clock.herd.forget(stream)
		}
	}
	s.mu.Unlock()
	s.hub.notify(stream, events)
}

// Handler returns the HTTP handler of the API, the pages and the WebSocket.
func (s *Server) Handler() http.Handler { return s.handler }

// Run moves the round clocks and pushes live updates until ctx ends.
func (s *Server) Run(ctx context.Context) {
	go s.hub.run(ctx)
	go s.fest.hub.run(ctx)
	go s.chess.hub.run(ctx)
	if s.follower != nil {
		go s.follow(ctx, s.follower)
	}
	t := time.NewTicker(s.tick)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			s.makeRoom(ctx)
			if s.lead.check(ctx) { // one round clock for all servers on a log
				s.Tick(ctx)
			}
		}
	}
}

// Tick makes every step the clock has made due in every running
// tournament: open a round at its time, close and score it at its end,
// draw the next after the pause (P8, P11, P12), finish after the last. Run
// calls it; tests call it after moving a ManualClock.
func (s *Server) Tick(ctx context.Context) {
	for _, id := range s.runningIDs() {
		s.advance(ctx, id)
	}
	s.chessTick(ctx)     // scheduled team chess draws (chess.go)
	s.liveTick(ctx)      // the clocks of fights played live (live_push.go)
	s.svoyaLiveTick(ctx) // the clocks of Svoya igra fights played live (svoya_live_push.go)
}

// runningIDs lists, in order, the tournaments the scheduler moves.
func (s *Server) runningIDs() []string {
	s.mu.Lock()
	ids := make([]string, 0, len(s.running))
	for id := range s.running {
		ids = append(ids, id)
	}
	s.mu.Unlock()
	slices.Sort(ids)
	return ids
}

// Flush sends pending live messages now (tests; Run flushes by itself).
func (s *Server) Flush() {
	s.hub.flush()
	s.fest.hub.flush()
	s.chess.hub.flush()
}

// Close disconnects WebSocket subscribers. The store is the caller's.
func (s *Server) Close() {
	s.hub.close()
	s.fest.hub.close()
	s.chess.hub.close()
	s.fest.live.hub.close()
}

// Host returns the tournaments' host, for in-process clients (the demo).
func (s *Server) Host() *es.Host[*puzzleswiss.Tournament] { return s.host }

// exists refuses unknown tournament ids before anything loads them. It
// takes no lock for a known id.
func (s *Server) exists(_ context.Context, tid string) error {
	_, ok := s.known.Load(tid)
	if !ok && s.shared {
		s.missed(context.Background(), tid) // made on another server a moment ago?
		_, ok = s.known.Load(tid)
	}
	if !ok {
		return turnir.Errorf(turnir.ENOTFOUND, "no tournament %q", "нет турнира %q", tid)
	}
	return nil
}

// read calls fn with tournament tid's state under its lock.
func (s *Server) read(ctx context.Context, tid string, fn func(t *puzzleswiss.Tournament) error) error {
	if err := s.exists(ctx, tid); err != nil {
		return err
	}
	return s.host.Read(ctx, tid, fn)
}

// do runs an organizer's command against tid at the server's time, after
// the round clock has caught up to that time, and lets the clock make the
// steps the command made due (a close makes the next draw due).
func (s *Server) do(ctx context.Context, tid string, cmd func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, error)) error {
	if err := s.exists(ctx, tid); err != nil {
		return err
	}
	at := s.clock.Now()
	catchUp(ctx, s.host, s.batch.clock, tid, at)
	_, err := s.host.Do(ctx, tid, func(t *puzzleswiss.Tournament) ([]turnir.Event, error) { return cmd(t, at) })
	if err == nil {
		catchUp(ctx, s.host, s.batch.clock, tid, at)
	}
	return err
}

// standings returns tid's table from the cache when no round closed since.
func (s *Server) standings(t *puzzleswiss.Tournament) puzzleswiss.StandingsView {
	key := [3]int{len(t.Rounds), 0, 0}
	for _, r := range t.Rounds {
		if r.Closed {
			key[1]++
		}
	}
	for _, d := range t.Decisions {
		if d.Type == puzzleswiss.EvDisqualified {
			key[2]++
		}
	}
	fresh := func() (puzzleswiss.StandingsView, bool) {
		s.mu.Lock()
		c := s.cache[t.ID]
		s.mu.Unlock()
		if c != nil && c.key == key && c.view.Final == (t.Phase == puzzleswiss.PhaseFinished) && c.view.Published == t.Published {
			return c.view, true
		}
		return puzzleswiss.StandingsView{}, false
	}
	if v, ok := fresh(); ok {
		return v
	}
	// At a round's opening every solver's page asks for its view at once,
	// and each view holds the solver's place: without this lock each of
	// those thousands of readers computed the whole table (a herd of
	// 10,000 spent minutes of CPU on it); with it one computes, the others
	// wait for it and take it from the cache.
	defer s.computing.lock(t.ID)()
	if v, ok := fresh(); ok {
		return v
	}
	v := t.StandingsView()
	s.computed.Add(1)
	s.mu.Lock()
	s.cache[t.ID] = &cached{key: key, view: v}
	s.mu.Unlock()
	return v
}

// liveMsg is a WebSocket message (LiveMessage in docs/openapi.yaml).
type liveMsg struct {
	Type       string          `json:"type"`
	Tournament *tournamentView `json:"tournament,omitempty"`
	Events     []string        `json:"events,omitempty"`
}

// renderLive builds a live message for tid at the moment it is sent, so
// the remaining times in it are fresh.
func (s *Server) renderLive(tid, typ string, types []string) []byte {
	var b []byte
	err := s.read(context.Background(), tid, func(t *puzzleswiss.Tournament) error {
		v := s.view(t)
		m := liveMsg{Type: typ, Tournament: &v, Events: types}
		var err error
		b, err = json.Marshal(m)
		return err
	})
	if err != nil {
		s.log.Error("live message", "tournament", tid, "err", err)
		return nil
	}
	return b
}

// view is a tournament's summary, with why its scheduled start has not
// happened when it is overdue.
func (s *Server) view(t *puzzleswiss.Tournament) tournamentView {
	now := s.clock.Now()
	s.mu.Lock()
	active := s.active[t.ID]
	s.mu.Unlock()
	v := tournament(t, now, active) // not under s.mu: the committed hook and the scheduler take it
	if err := s.batch.clock.failure(t.ID); err != nil && t.BeginDue(now) {
		// The start could not be made: registration stays open meanwhile.
		v.StartProblem = &problemView{EN: turnir.ErrorMessage(err, "en"), RU: turnir.ErrorMessage(err, "ru")}
		v.RegistrationOpen = true
	}
	return v
}

// health reports liveness and memory (the load generator records it).
func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	clients, dropped := s.wsClients()
	writeJSON(w, http.StatusOK, map[string]any{
		"ok": true, "goroutines": runtime.NumGoroutine(), "heap_alloc": m.HeapAlloc, "heap_inuse": m.HeapInuse,
		"sys": m.Sys, "num_gc": m.NumGC, "ws_clients": clients, "ws_dropped": dropped,
		"check_latency": s.checks.summary(), "start_latency": s.starts.summary(),
		"batches": batchCount.Load(), "batched_ops": batchOps.Load(), "batch_slowest_ms": batchSlowest.Load() / 1e6,
		"batch_busy_ms": batchBusy.Load() / 1e6, "sched_latency": schedLatency(),
	})
}
