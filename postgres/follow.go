package postgres

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"turnir"
)

// channelOf names the LISTEN/NOTIFY channel of the committed appends to
// the log in schema: a hash of the schema, since a channel's name is at
// most 63 bytes and a schema's may be as long. Each append
// notifies inside its own transaction, so PostgreSQL delivers the
// notification exactly when the events become visible, and never for a
// transaction that rolled back. The payload is "version stream" (the
// version first: a stream's name is free text, a number is not).
func channelOf(schema string) string {
	h := sha256.Sum256([]byte(schema))
	return "turnir_events_" + hex.EncodeToString(h[:8])
}

var _ turnir.Follower = (*Store)(nil)

// notifyPayload is what an append of stream up to version tells the others.
func notifyPayload(stream string, version int64) string {
	return strconv.FormatInt(version, 10) + " " + stream
}

// noticePayload is what Announce tells the others: "!notice stream", which
// parsePayload (and a server of an older build) takes for no append.
func noticePayload(stream, notice string) string {
	return "!" + notice + " " + stream
}

// parseNotice reads a noticePayload; ok is false for anything else.
func parseNotice(p string) (stream, notice string, ok bool) {
	rest, found := strings.CutPrefix(p, "!")
	if !found {
		return "", "", false
	}
	notice, stream, found = strings.Cut(rest, " ")
	return stream, notice, found && notice != "" && stream != ""
}

var _ turnir.Announcer = (*Store)(nil)

// Announce implements turnir.Announcer on the channel of the appends.
// A notice and a stream name are at most 7,000 bytes together (NOTIFY's
// limit is 8,000).
func (s *Store) Announce(ctx context.Context, stream, notice string) error {
	p := noticePayload(stream, notice)
	if len(p) > 7000 || strings.ContainsRune(notice, ' ') {
		return fmt.Errorf("postgres: notice %q of %s: too long or holds a space", notice, stream)
	}
	return s.pool.with(ctx, func(c *pgx.Conn) error {
		_, err := c.Exec(ctx, "SELECT pg_notify($1, $2)", s.channel, p)
		return err
	})
}

// Notices implements turnir.Announcer.
func (s *Store) Notices(fn func(stream, notice string)) { s.notices.Store(&fn) }

// parsePayload reads a notifyPayload; ok is false for anything else.
func parsePayload(p string) (stream string, version int64, ok bool) {
	v, stream, found := strings.Cut(p, " ")
	n, err := strconv.ParseInt(v, 10, 64)
	if !found || err != nil || stream == "" {
		return "", 0, false
	}
	return stream, n, true
}

// reconnectWait is the pause between attempts to get the listening
// connection back, short enough that a restarted database is followed
// again within a second or two.
const reconnectWait = 500 * time.Millisecond

// Follow implements turnir.Follower over a connection of its own that
// LISTENs to the channel. When that connection fails it makes a new one,
// LISTENs again and only then calls resync, so an append committed while
// nobody listened is found by the caller's re-read, and one committed
// after it by a notification: nothing falls between.
func (s *Store) Follow(ctx context.Context, changed func(stream string, version int64), resync func()) error {
	for {
		err := s.listen(ctx, changed, resync)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		s.followErrors.Add(1)
		slog.Warn("postgres: the connection that follows other servers' appends failed; reconnecting", "err", err)
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(reconnectWait):
		}
	}
}

// listen follows on one connection until it fails or ctx ends.
func (s *Store) listen(ctx context.Context, changed func(stream string, version int64), resync func()) error {
	c, err := pgx.ConnectConfig(ctx, s.pool.cfg)
	if err != nil {
		return err
	}
	defer c.Close(context.Background())
	if _, err := c.Exec(ctx, "LISTEN "+pgx.Identifier{s.channel}.Sanitize()); err != nil {
		return err
	}
	resync()
	for {
		n, err := c.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		if stream, version, ok := parsePayload(n.Payload); ok {
			changed(stream, version)
		} else if stream, notice, ok := parseNotice(n.Payload); ok {
			if fn := s.notices.Load(); fn != nil && *fn != nil {
				(*fn)(stream, notice)
			}
		}
	}
}
