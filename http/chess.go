package http

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"time"

	"turnir"
	"turnir/es"
	"turnir/teamchess"
)

// School team chess events (K1-K7) live in the same event log as the
// other kinds, in streams named by their kind (teamchess.Kind: "chess."
// and the event's id). Like the festivals they have their own es.Host and
// WebSocket hub; the organizer's session, the jury's (the arbiters sign
// in with the jury password), the error table and the seeds directory are
// shared.
const chessPrefix = teamchess.StreamPrefix

// arbiterActor is the actor of the writes made with the jury's session on
// a team chess event: the arbiters enter results and pair rounds.
const arbiterActor = "arbiter"

// chesses is the team chess side of a Server.
type chesses struct {
	*hosted[*teamchess.Tournament] // its mu guards the maps below too

	drawAt map[string]time.Time   // scheduled round-1 draws (K7), by event
	failed map[string]int64       // the version at which a scheduled draw was refused, not retried until it changes
	views  map[string]chessCached // the whole event's JSON by event, for one version and minute
}

// chessCached is the JSON of an event's whole view (GET /api/chess/{cid})
// at one version and one minute of the clock (its programme says what
// comes next): a hall of phones re-reading after each push costs one
// computation, not one per phone, and the cache is one entry an event.
type chessCached struct {
	version, minute int64
	body            []byte
}

// chessStream is the stream of event cid.
func chessStream(cid string) string { return chessPrefix + cid }

// newChess hosts the team chess events of store and indexes those
// already logged; a stream that does not fold is listed, never skipped.
func (s *Server) newChess(ctx context.Context, store turnir.Store) error {
	c := &chesses{hosted: newHosted(teamchess.Kind, store, teamchess.New, s.renderChessLive),
		drawAt: map[string]time.Time{}, failed: map[string]int64{}, views: map[string]chessCached{}}
	c.committed = func(cid string, t *teamchess.Tournament, _ []turnir.Event) { c.schedule(cid, t) }
	s.chess = c
	// Team chess events are listed in the log's order (no creation time
	// sorts them), and each scheduled draw is noted.
	return c.load(ctx, store, s.logDamage, func(cid string, t *teamchess.Tournament) (time.Time, error) {
		if t.ID == "" {
			return time.Time{}, c.notCreated(chessStream(cid))
		}
		c.schedule(cid, t)
		return time.Time{}, nil
	})
}

// schedule keeps the event's scheduled draw, if any, for chessTick; the
// caller holds c.mu (or owns c).
func (c *chesses) schedule(cid string, t *teamchess.Tournament) {
	if t.Phase == teamchess.PhaseRegistration && !t.DrawAt.IsZero() {
		c.drawAt[cid] = t.DrawAt
	} else {
		delete(c.drawAt, cid)
	}
}

// chessTick makes the scheduled round-1 draws that are due (K7: the draw
// at 23:59 happens by itself): the seed is revealed, the lots drawn and
// round 1 paired, stamped at the scheduled time, as the server's clock
// owns time. A draw the engine refuses (too few teams) is logged and not
// tried again until the event changes.
func (s *Server) chessTick(ctx context.Context) {
	now := s.clock.Now()
	s.chess.mu.Lock()
	var due []string
	for cid, at := range s.chess.drawAt {
		if !now.Before(at) {
			due = append(due, cid)
		}
	}
	s.chess.mu.Unlock()
	slices.Sort(due)
	for _, cid := range due {
		var version int64
		_, err := s.chess.host.Do(ctx, chessStream(cid), func(t *teamchess.Tournament) ([]turnir.Event, error) {
			version = t.Version
			s.chess.mu.Lock()
			tried := s.chess.failed[cid] == version
			s.chess.mu.Unlock()
			if !t.DrawDue(now) || tried {
				return nil, nil
			}
			seed, err := s.seeds.Get(chessStream(cid))
			if err != nil {
				return nil, err
			}
			m := es.At(t.DrawAt, schedulerActor, "")
			return t.Batch(func(t *teamchess.Tournament) ([]turnir.Event, error) { return t.Begin(m, seed) },
				func(t *teamchess.Tournament) ([]turnir.Event, error) { return t.PairRound(m) })
		})
		if err != nil {
			s.chess.mu.Lock()
			s.chess.failed[cid] = version
			s.chess.mu.Unlock()
			s.log.Error("the scheduled team chess draw was refused", "event", cid, "err", turnir.ErrorMessage(err, "en"))
		}
	}
}

// schedulerActor is the actor of what the server's clock does by itself.
const schedulerActor = "scheduler"

// chessExists refuses an unknown event before anything loads it.
func (s *Server) chessExists(cid string) error {
	return s.chess.exists(cid, turnir.Errorf(turnir.ENOTFOUND, "no team chess event %q", "нет командного турнира по шахматам %q", cid))
}

// chessRead calls fn with event cid's state under its lock.
func (s *Server) chessRead(ctx context.Context, cid string, fn func(t *teamchess.Tournament) error) error {
	if err := s.chessExists(cid); err != nil {
		return err
	}
	return s.chess.host.Read(ctx, chessStream(cid), fn)
}

// chessCmd is one command of a team chess event at the server's time,
// given with the writer's meta.
type chessCmd func(t *teamchess.Tournament, m es.Meta) ([]turnir.Event, error)

// chessDo runs cmds as one commit (teamchess.Batch): either every event
// is appended or none is; the answer waits for the commit.
func (s *Server) chessDo(ctx context.Context, cid, actor, reason string, cmds ...chessCmd) ([]turnir.Event, error) {
	if err := s.chessExists(cid); err != nil {
		return nil, err
	}
	m := es.At(s.clock.Now(), actor, es.CleanReason(reason))
	return s.chess.host.Do(ctx, chessStream(cid), func(t *teamchess.Tournament) ([]turnir.Event, error) {
		bound := make([]teamchess.Command, len(cmds))
		for i, cmd := range cmds {
			bound[i] = func(t *teamchess.Tournament) ([]turnir.Event, error) { return cmd(t, m) }
		}
		return t.Batch(bound...)
	})
}

// chessWriter says who may write to a team chess event: the organizer,
// or the arbiters (the jury's session) unless orgOnly; it returns the
// actor of the log.
func (s *Server) chessWriter(r *http.Request, orgOnly bool) (string, error) {
	return s.writerOf(r, orgOnly, arbiterActor,
		turnir.Errorf(turnir.EFORBIDDEN, "only the organizer may do this; the arbiters run the rounds",
			"это может сделать только организатор; судьи ведут туры"),
		turnir.Errorf(turnir.EUNAUTHORIZED, "sign in as the organizer or an arbiter", "войдите как организатор или судья"))
}

// renderChessLive builds a live message for event cid when it is sent:
// its summary and the types of the events since the last message.
func (s *Server) renderChessLive(cid, typ string, types []string) []byte {
	var b []byte
	if typ == "tournament" {
		typ = "chess"
	}
	err := s.chessRead(context.Background(), cid, func(t *teamchess.Tournament) error {
		var err error
		b, err = json.Marshal(map[string]any{"type": typ, "event": chessSummary(t), "events": types})
		return err
	})
	if err != nil {
		s.log.Error("team chess live message", "event", cid, "err", err)
		return nil
	}
	return b
}
