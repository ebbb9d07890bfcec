package http

import (
	"context"
	"time"

	"turnir"
	"turnir/festival"
)

// The demo festivals: a finished team quiz cup (festival.DemoCup) and a
// quiz festival half-way through (festival.DemoFestival), written into the
// log once by the demo, so that a newcomer can open a finished cup and a
// festival in progress beside the running puzzle Swiss, and the jury page
// can carry the festival on. Their lots derive from a fixed demo seed
// (festival.DemoLotSeed): the lots still to come need it after a restart,
// and a demo keeps no secret worth a file.
var demoFestSeed = turnir.SeedFromUint64(2026)

// DemoFestivals writes the demo festivals the log does not hold yet and
// registers their lot seeds; RunDemo calls it first, and calling it again
// changes nothing.
func DemoFestivals(ctx context.Context, s *Server) error {
	builds := []struct {
		id    string
		build func(turnir.Seed, time.Time) ([]turnir.Event, error)
	}{
		{festival.DemoCupID, festival.DemoCup},
		{festival.DemoFestivalID, festival.DemoFestival},
	}
	for _, b := range builds {
		s.fest.mu.Lock()
		s.fest.demo[b.id] = demoFestSeed
		known := s.fest.known[b.id]
		s.fest.mu.Unlock()
		if known {
			continue
		}
		evs, err := b.build(demoFestSeed, s.clock.Now().Add(-3*time.Hour))
		if err != nil {
			return err
		}
		if _, err := s.fest.host.Do(ctx, festStream(b.id), func(f *festival.Festival) ([]turnir.Event, error) {
			if f.ID != "" {
				return nil, nil // written meanwhile
			}
			return evs, nil
		}); err != nil {
			return err
		}
	}
	return nil
}
