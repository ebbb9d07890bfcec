-- Every Check takes a token from turnir_rate, and an ordinary table made
-- each take a commit that waits for its WAL to reach the disk: in the
-- herd of BENCHMARKS.md (10,000 solvers checking twice a second) those
-- flushes, not the appends, made a one-server Check p50 1 s. A bucket is
-- worth nothing after a crash (a full bucket is the same as none), so the
-- table is not written to the WAL at all: PostgreSQL empties it after a
-- crash and a standby does not have it, and every bucket is then full.
ALTER TABLE turnir_rate SET UNLOGGED;
