package http

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"turnir"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/svoyatournament"
	"turnir/puzzleswiss"
)

// Several servers on one log (PostgreSQL): every server hears of every
// committed append (turnir.Follower) and folds it into its hosts, which
// hand the new events to the same Committed hooks as their own commits, so
// indexes, caches and live clients cannot tell a foreign event from a
// local one. Notifications of one stream are folded by one goroutine at a
// time, coalesced to the newest version; streams never wait for each
// other, and a notification of this server's own append costs no lock.

// followers folds the notified streams, one worker per busy stream.
type followers struct {
	fold func(ctx context.Context, stream string, version int64) error
	log  *slog.Logger

	mu      sync.Mutex
	pending map[string]int64 // stream -> newest version heard, not folded yet
	running map[string]bool

	ready   atomic.Bool  // listening (readyz)
	resyncs atomic.Int64 // catch-ups after a lost connection (metrics)
	folded  atomic.Int64 // notifications folded (metrics)
}

// changed records a notification and starts the stream's worker.
func (f *followers) changed(ctx context.Context, stream string, version int64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if old, ok := f.pending[stream]; !ok || version == 0 || (old != 0 && version > old) {
		f.pending[stream] = version // 0, a re-read of whatever is there, wins
	}
	if f.running[stream] {
		return
	}
	f.running[stream] = true
	go f.work(ctx, stream)
}

func (f *followers) work(ctx context.Context, stream string) {
	for {
		f.mu.Lock()
		version, ok := f.pending[stream]
		if !ok {
			delete(f.running, stream)
			f.mu.Unlock()
			return
		}
		delete(f.pending, stream)
		f.mu.Unlock()
		f.folded.Add(1)
		if err := f.fold(ctx, stream, version); err != nil && !turnir.IsDamaged(err) && ctx.Err() == nil {
			// The log did not answer: try again with the next notification
			// or catch-up; the damage of a stream is its pages' to report.
			f.warn(stream, err)
		}
	}
}

func (f *followers) warn(stream string, err error) {
	f.log.Warn("folding another server's events failed", "stream", stream, "err", err)
}

// follow runs the store's follower until ctx ends.
func (s *Server) follow(ctx context.Context, store turnir.Follower) {
	f := s.followers
	store.Follow(ctx, func(stream string, version int64) { f.changed(ctx, stream, version) },
		func() {
			// Listening (again): re-read every stream, since what was
			// appended while nobody listened was not notified.
			f.resyncs.Add(1)
			streams, err := s.host.Store().Streams(ctx, "")
			if err != nil {
				f.warn("", err)
				return
			}
			for _, st := range streams {
				f.changed(ctx, st, 0)
			}
			f.ready.Store(true)
		})
}

// foldStream hands a notification to the host of the stream's kind.
func (s *Server) foldStream(ctx context.Context, stream string, version int64) error {
	k, ok := es.KindOf(stream)
	if !ok {
		return nil
	}
	switch k.Name {
	case puzzleswiss.Kind.Name:
		return s.host.Follow(ctx, stream, version)
	case s.fest.kind.Name:
		return s.fest.host.Follow(ctx, stream, version)
	case s.chess.kind.Name:
		return s.chess.host.Follow(ctx, stream, version)
	}
	return nil
}

// missed looks a stream the server does not know of up in the log before
// a request is refused as unknown: on a shared log it may have been made
// on another server a moment ago, before its notification arrived. Only a
// shared log is asked (a single server knows all its streams), and only a
// stream the log holds gets an entry in the hosts.
func (s *Server) missed(ctx context.Context, stream string) {
	if !s.shared {
		return
	}
	evs, err := s.host.Store().Load(ctx, stream, 0)
	if err != nil || len(evs) == 0 {
		return
	}
	s.foldStream(ctx, stream, evs[len(evs)-1].Version)
}

// Notices between servers (turnir.Announcer) of what is not in the log:
// a Svoya igra package loaded for a live fight, whose displays show its
// themes at once, and the written qualifying's package, which every jury
// page reads again. The file itself is in the shared data directory.
const (
	noticeLivePackage       = "svoya-live-package/" // + the fight's key
	noticeQualifyingPackage = "svoya-qualifying-package"
)

// announce tells every server sharing the log (this one too) of notice
// about festival fid; without a shared log there is nobody to tell. A
// notice is a hint: one that cannot be sent is logged, and the other
// servers' pages see the file at their next read.
func (s *Server) announce(fid, notice string) {
	if s.announcer == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := s.announcer.Announce(ctx, fid, notice); err != nil {
		s.log.Warn("could not tell the other servers", "festival", fid, "notice", notice, "err", err)
	}
}

// noticed acts on a notice of another server (or this one's own, which
// repeats what it did already: a view pushed twice).
func (s *Server) noticed(fid, notice string) {
	switch {
	case notice == noticeQualifyingPackage:
		s.fest.hub.notify(fid, []turnir.Event{{Type: QualifyingPackageLoaded}})
	case strings.HasPrefix(notice, noticeLivePackage):
		ref, err := svoyatournament.ParseSvoyaRef(strings.TrimPrefix(notice, noticeLivePackage))
		if err != nil {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = s.festRead(ctx, fid, func(f *festival.Festival) error {
			if f.LiveFight(ref) != nil {
				s.svoyaPush(fid, f, ref, []string{}, s.clock.Now())
			}
			return nil
		})
	}
}
