package http

import (
	"context"
	"encoding/json"
	"time"

	"turnir"
	"turnir/es"
	"turnir/festival"
)

// Festivals (quiz events: the team quiz cup, the solyanka) live in the same
// event log as the puzzle Swiss, in streams of their own kind. A festival's
// stream is named by its kind (festival.Kind: "fest." + its id,
// "fest.kubok-2026"): a puzzle-Swiss id cannot contain a dot, so the two
// kinds never share a name. Each kind has its own es.Host and its own
// WebSocket hub; the organizer's session, the error table and the seeds
// directory are shared.
const festPrefix = festival.StreamPrefix

// fests is the festival side of a Server.
type fests struct {
	*hosted[*festival.Festival] // its mu guards demo and views too

	demo  map[string]turnir.Seed // the demo festivals' seeds, whose lots derive from them
	views map[string]viewCache   // JSON of a view by path, for one version (festView)
	// building lets one build of a view path run at a time (festView).
	building keyLocks
	live     *liveHTTP      // the fights played live (live_push.go)
	svoya    *svoyaLiveHTTP // the Svoya igra fights played live (svoya_live_push.go)
	// group commits a festival's commands together while one commit is
	// being made durable: the presses and rulings of many live fights at
	// once share an fsync (es.Group).
	group *es.Group[*festival.Festival]
}

// viewCache is a view's JSON at one version of its festival.
type viewCache struct {
	version int64
	body    []byte
}

// cached returns the JSON kept for path at version.
func (f *fests) cached(path string, version int64) ([]byte, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	c, ok := f.views[path]
	return c.body, ok && c.version == version
}

// keep remembers a view's JSON; one entry per path, so the cache is as
// big as the festivals' views, whatever the traffic.
func (f *fests) keep(path string, version int64, body []byte) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.views[path] = viewCache{version, body}
}

// demoSeed returns the seed of a lot of a demo festival.
func (f *fests) demoSeed(fid, purpose string) (turnir.Seed, bool) {
	f.mu.Lock()
	seed, ok := f.demo[fid]
	f.mu.Unlock()
	if !ok {
		return turnir.Seed{}, false
	}
	return festival.DemoLotSeed(seed, purpose), true
}

// festStream is the stream of festival fid.
func festStream(fid string) string { return festPrefix + fid }

// newFests hosts the festivals of store and indexes those already logged.
func (s *Server) newFests(ctx context.Context, store turnir.Store) error {
	f := &fests{hosted: newHosted(festival.Kind, store, festival.New, s.renderFestLive),
		demo: map[string]turnir.Seed{}, views: map[string]viewCache{}, live: newLiveHTTP(), svoya: newSvoyaLiveHTTP()}
	f.group = es.NewGroup(f.host, (*festival.Festival).Clone)
	f.committed = func(fid string, x *festival.Festival, events []turnir.Event) {
		s.liveCommitted(fid, x, events)
		s.svoyaLiveCommitted(fid, x, events)
	}
	s.fest = f
	return f.load(ctx, store, s.logDamage, func(fid string, x *festival.Festival) (time.Time, error) {
		if x.ID == "" {
			return time.Time{}, f.notCreated(festStream(fid))
		}
		return x.CreatedAt, nil
	})
}

// festExists refuses an unknown festival before anything loads it.
func (s *Server) festExists(fid string) error {
	return s.fest.exists(fid, turnir.Errorf(turnir.ENOTFOUND, "no festival %q", "нет фестиваля %q", fid))
}

// festRead calls fn with festival fid's state under its lock.
func (s *Server) festRead(ctx context.Context, fid string, fn func(f *festival.Festival) error) error {
	if err := s.festExists(fid); err != nil {
		return err
	}
	return s.fest.host.Read(ctx, festStream(fid), fn)
}

// festCmd is one command of the festival aggregate at the server's time.
type festCmd func(f *festival.Festival, m es.Meta) ([]turnir.Event, error)

// festDo runs cmds against festival fid as one commit: each command sees
// the state the previous ones leave (festival.Batch), and either every event is
// appended or none is. Each command is given actor, the role that asked,
// and the server's time. The answer is acknowledged only after the
// commit, which may carry other requests' commands too (es.Group).
func (s *Server) festDo(ctx context.Context, fid, actor string, cmds ...festCmd) ([]turnir.Event, error) {
	if err := s.festExists(fid); err != nil {
		return nil, err
	}
	m := es.Meta{At: s.clock.Now(), Actor: actor}
	return s.fest.group.Do(ctx, festStream(fid), func(f *festival.Festival) ([]turnir.Event, error) {
		return chain(f, m, cmds)
	})
}

// chain runs cmds as one festival.Batch, each given m.
func chain(f *festival.Festival, m es.Meta, cmds []festCmd) ([]turnir.Event, error) {
	bound := make([]festival.Command, len(cmds))
	for i, cmd := range cmds {
		bound[i] = func(f *festival.Festival) ([]turnir.Event, error) { return cmd(f, m) }
	}
	return f.Batch(bound...)
}

// renderFestLive builds a live message for festival fid when it is sent:
// the festival's summary and the types of the events since the last one.
func (s *Server) renderFestLive(fid, typ string, types []string) []byte {
	var b []byte
	if typ == "tournament" {
		typ = "festival" // the hub's name for "something changed"
	}
	err := s.festRead(context.Background(), fid, func(f *festival.Festival) error {
		v := festSummary(f)
		var err error
		b, err = json.Marshal(map[string]any{"type": typ, "festival": v, "events": types})
		return err
	})
	if err != nil {
		s.log.Error("festival live message", "festival", fid, "err", err)
		return nil
	}
	return b
}
