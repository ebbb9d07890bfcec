package http

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"log/slog"

	"turnir"
)

// leadEvery is how often a server asks the log whether it leads: the
// bound, with PostgreSQL's own notice of a dead connection, on how long
// the round clocks stand still after their server dies.
const leadEvery = time.Second

// leadership says whether this server runs the scheduler. With a store
// that elects (turnir.Elector: several servers share it) only the holder
// of its lease ticks the round clocks; without one this server is the
// only one and always leads. A double step stays impossible even while
// two servers both believe they lead for a moment: every step is an
// append at the expected version, and the loser re-reads and finds the
// step made.
type leadership struct {
	elector turnir.Elector // nil: always the leader
	log     *slog.Logger

	mu      sync.Mutex
	asked   time.Time // wall time of the last question
	leading atomic.Bool
	changes atomic.Int64 // times this server took or lost the lead
}

// check reports whether this server leads, asking the log at most once
// per leadEvery.
func (l *leadership) check(ctx context.Context) bool {
	if l.elector == nil {
		return true
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if time.Since(l.asked) < leadEvery {
		return l.leading.Load()
	}
	l.asked = time.Now()
	ctx, cancel := context.WithTimeout(ctx, leadEvery)
	defer cancel()
	ok, err := l.elector.Lead(ctx)
	if err != nil && ctx.Err() == nil {
		l.log.Warn("could not ask the log who runs the round clocks", "err", err)
	}
	if ok != l.leading.Load() {
		l.changes.Add(1)
		if ok {
			l.log.Info("this server now runs the round clocks")
		} else {
			l.log.Warn("this server no longer runs the round clocks")
		}
	}
	l.leading.Store(ok)
	return ok
}

// isLeading reports the last answer, without asking (metrics, health).
func (l *leadership) isLeading() bool { return l.elector == nil || l.leading.Load() }

// cluster reads what cfg's store offers several servers (follow.go): a
// follower to hear of other servers' appends and an election of the one
// that runs the round clocks. A store that elects is shared.
func (s *Server) cluster(cfg Config) {
	s.lead = &leadership{log: s.log}
	if el, ok := cfg.Store.(turnir.Elector); ok {
		s.lead.elector, s.shared = el, true
	}
	if u, ok := cfg.Store.(turnir.Updater); ok && s.shared {
		s.update = countingUpdater{u: u, m: s.metrics}
		s.host.Update = s.update
	}
	if f, ok := cfg.Store.(turnir.Follower); ok {
		s.follower = f
	}
	if a, ok := cfg.Store.(turnir.Announcer); ok && s.shared {
		s.announcer = a
		// Off the loop that follows the log: a notice may load a
		// festival, and the appends of other servers must not wait.
		a.Notices(func(fid, notice string) { go s.noticed(fid, notice) })
	}
	s.followers = &followers{fold: s.foldStream, log: s.log, pending: map[string]int64{}, running: map[string]bool{}}
}

// Leading reports whether this server runs the round clocks, by the last
// answer of the log (tests and operations; /readyz says it too).
func (s *Server) Leading() bool { return s.lead.isLeading() }
