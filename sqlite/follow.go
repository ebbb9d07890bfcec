package sqlite

import (
	"context"

	"turnir"
)

var _ turnir.Follower = (*Store)(nil)

// Follow implements turnir.Follower for a log that one server owns: every
// append comes through that server's own hosts, which fold it as they
// commit, so there is nothing to hear of. It waits for ctx and returns its
// error. (Another process writing the file, such as the command line while
// the server runs, is not followed; the server's hosts pick its events up
// at their next conflict or restart, as before.)
func (s *Store) Follow(ctx context.Context, _ func(stream string, version int64), _ func()) error {
	<-ctx.Done()
	return ctx.Err()
}
