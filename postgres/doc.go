// Package postgres is the event log of turnir on PostgreSQL: a turnir.Store
// for installations that already run a database server, with the driver
// github.com/jackc/pgx/v5.
//
// It keeps the semantics of the sqlite package, proved by the same
// storetest suite: each Append is one transaction that takes a per-stream
// advisory lock, checks the expected version and numbers the events, and
// returns after the commit (PostgreSQL's synchronous_commit makes that
// durable). Its tables are prefixed turnir_ and live in the first schema of
// the connection's search_path, so a shared database is not disturbed.
//
// Open refuses a database whose turnir tables were not made by turnir or
// were made by a newer turnir (turnir_schema.version above the migrations
// this build knows). Migrations live in migrations/*.sql, embedded.
//
// A commit makes two round trips while it holds its stream's lock (the
// lock with the read of the newer events, the inserts with COMMIT,
// pipelined: store.go), and a call that meets a connection the database
// ended runs once more on a fresh one (pool.go), an append only when its
// first statement failed, so that nothing of it can have run.
//
// Several servers may share the log (turnir.Follower, turnir.Announcer,
// turnir.Elector): each append sends, in its transaction, a NOTIFY on a
// channel named by the schema carrying "version stream", which every
// server LISTENs to on a connection of its own (follow.go; after a lost
// connection it listens again and asks its caller to re-read, so nothing
// is missed), and a notice of what is not in the log ("!notice stream")
// goes on the same channel; and one
// server at a time holds a session-level advisory lock that makes it the
// one that runs the round clocks (lead.go), released by PostgreSQL when
// its connection ends.
//
// pgxpool is not used because it needs a module the build does not carry
// (jackc/puddle); pool.go holds the few lines of pooling the store needs.
package postgres
