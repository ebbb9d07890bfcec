package http

import (
	"context"
	"time"

	"turnir"
	"turnir/regulation"
	"turnir/teamchess"
)

// demoChessSeed is the demo event's lot seed: the draw is already made
// when the demo writes it, so it keeps no secret.
var demoChessSeed = turnir.SeedFromUint64(2027)

// DemoChess writes the demo team chess event (teamchess.Demo: 12 schools,
// round 5 of 9 under way) when the log does not hold it yet; its
// programme is moved so that round 5 is the one going on now. Calling it
// again changes nothing.
func DemoChess(ctx context.Context, s *Server) error {
	if s.chessExists(teamchess.DemoID) == nil {
		return nil
	}
	reg, err := regulation.Builtin(regulation.KindSchoolTeamChess)
	if err != nil {
		return err
	}
	cfg := reg.SchoolChess.Config()
	now := s.clock.Now()
	if at, ok := cfg.RoundAt(5); ok {
		shift := now.Add(-30 * time.Minute).Sub(at)
		for i := range cfg.Schedule {
			it := &cfg.Schedule[i]
			it.At = it.At.Add(shift)
			if !it.Until.IsZero() {
				it.Until = it.Until.Add(shift)
			}
		}
	}
	evs, err := teamchess.Demo(cfg, demoChessSeed, now.Add(-2*time.Hour))
	if err != nil {
		return err
	}
	_, err = s.chess.host.Do(ctx, chessStream(teamchess.DemoID), func(t *teamchess.Tournament) ([]turnir.Event, error) {
		if t.ID != "" {
			return nil, nil // written meanwhile
		}
		return evs, nil
	})
	return err
}
