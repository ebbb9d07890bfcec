package http

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"sync"
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
	host *es.Host[*festival.Festival]
	hub  *hub

	mu      sync.Mutex
	known   map[string]bool        // festival ids in the log
	created []string               // creation order, newest last
	demo    map[string]turnir.Seed // the demo festivals' seeds, whose lots derive from them
	views   map[string]viewCache   // JSON of a view by path, for one version (festView)
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
	f := &fests{host: es.NewHost(store, festival.New), known: map[string]bool{}, demo: map[string]turnir.Seed{}, views: map[string]viewCache{}}
	f.hub = newHub(festival.Kind, s.renderFestLive)
	f.host.Committed = func(stream string, _ *festival.Festival, events []turnir.Event) {
		fid := strings.TrimPrefix(stream, festPrefix)
		f.mu.Lock()
		for _, e := range events {
			if e.Type == festival.EvCreated && !f.known[fid] {
				f.known[fid] = true
				f.created = append(f.created, fid)
			}
		}
		f.mu.Unlock()
		f.hub.notify(fid, events)
	}
	s.fest = f
	streams, err := store.Streams(ctx, festPrefix)
	if err != nil {
		return err
	}
	type found struct {
		id string
		at time.Time
	}
	var all []found
	for _, st := range streams {
		if !strings.HasPrefix(st, festPrefix) {
			continue
		}
		fid := strings.TrimPrefix(st, festPrefix)
		err := f.host.Read(ctx, st, func(x *festival.Festival) error {
			if x.ID == "" {
				return turnir.Damaged(st, 1, "", turnir.Errorf(turnir.EINTERNAL,
					"it is not FestivalCreated", "это не FestivalCreated"))
			}
			all = append(all, found{fid, x.CreatedAt})
			return nil
		})
		if err != nil && !turnir.IsDamaged(err) {
			return err // the store failed, not the stream
		}
		if err != nil {
			// Listed, never skipped: its pages answer the damage.
			s.logDamage(st, err)
			all = append(all, found{fid, time.Time{}})
		}
		f.known[fid] = true
	}
	slices.SortStableFunc(all, func(a, b found) int { return a.at.Compare(b.at) })
	for _, x := range all {
		f.created = append(f.created, x.id)
	}
	return nil
}

// festExists refuses an unknown festival before anything loads it.
func (s *Server) festExists(fid string) error {
	s.fest.mu.Lock()
	ok := s.fest.known[fid]
	s.fest.mu.Unlock()
	if !ok {
		return turnir.Errorf(turnir.ENOTFOUND, "no festival %q", "нет фестиваля %q", fid)
	}
	return nil
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
// commit.
func (s *Server) festDo(ctx context.Context, fid, actor string, cmds ...festCmd) ([]turnir.Event, error) {
	if err := s.festExists(fid); err != nil {
		return nil, err
	}
	m := es.Meta{At: s.clock.Now(), Actor: actor}
	return s.fest.host.Do(ctx, festStream(fid), func(f *festival.Festival) ([]turnir.Event, error) {
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
