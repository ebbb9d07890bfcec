-- Each take from turnir_rate is a commit, and an ordinary table made it
-- wait for its WAL to reach the disk: when every Check took a token here,
-- those flushes made the herd's one-server Check p50 1 s (BENCHMARKS.md;
-- the Check rate is now judged from the log, puzzleswiss/rate.go, and
-- the table keeps the sign-in and registration budgets). A bucket is
-- worth nothing after a crash (a full bucket is the same as none), so
-- the table is not written to the WAL at all: PostgreSQL empties it
-- after a crash and a standby does not have it, and every bucket is then
-- full.
ALTER TABLE turnir_rate SET UNLOGGED;
