package turnir

import "context"

// Several servers may share one event log (PostgreSQL): any of them serves
// any request. What they need from the store beyond Store is below, as
// optional interfaces, so that a store made for one process (SQLite) need
// not pretend.

// Follower is a Store shared by several processes that tells each of them
// about the events the others append.
type Follower interface {
	// Follow calls changed(stream, version) after each append any process
	// commits (its own included), version being the stream's new head,
	// until ctx ends; calls come from one goroutine, in commit order per
	// stream. Whenever notifications may have been missed (at the start and
	// after the connection that carries them was lost and made again) it
	// calls resync once it listens again, so that the caller re-reads what
	// it holds: nothing committed is ever missed. It returns ctx's error.
	Follow(ctx context.Context, changed func(stream string, version int64), resync func()) error
}

// Announcer is a Follower that also carries notices of what is not in the
// log (a file loaded into the shared data directory, which the other
// servers' pages should show at once): Announce reaches every process
// that follows, its own included, as a call of the notice function given
// to Notices before Follow. A notice is a hint, not a record: one lost
// while a connection was down is not made up for (the pages see the file
// at their next read).
type Announcer interface {
	Announce(ctx context.Context, stream, notice string) error
	// Notices sets the function Follow calls with each notice; nil drops
	// them.
	Notices(fn func(stream, notice string))
}

// Elector chooses the one process of several sharing a store that runs
// the round clocks (the scheduler).
type Elector interface {
	// Lead reports whether this process holds the scheduler's lease,
	// taking it when nobody holds it. A process that loses its hold (its
	// connection died) reports false until it takes the lease again. An
	// error means the store could not be asked; the caller is then not
	// the leader.
	Lead(ctx context.Context) (bool, error)
}

// Updater is a shared Store that can judge a command and append its
// events in one step that no other writer can come between, so that on a
// log several servers write no append is ever refused as stale.
type Updater interface {
	// Update reads the events of stream after version after (newer) and
	// hands them to decide, which returns the events to append after them;
	// both happen while no other writer may append to stream. It returns
	// newer and the appended events (numbered), or decide's error with
	// nothing written. newer is returned whenever it was read, even with
	// an error: those events are committed.
	Update(ctx context.Context, stream string, after int64, decide func(newer []Event) ([]Event, error)) (newer, appended []Event, err error)
}
