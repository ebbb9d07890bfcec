-- The rate limits' token buckets, shared by every server on this log, so
-- that a client spreading its requests over k servers gets one budget, not
-- k (a bot trying answers, a password guesser). Like the session key, not
-- an event: no tournament's history, never in an auditor's copy.
CREATE TABLE turnir_rate (
	key    text             PRIMARY KEY,
	tokens double precision NOT NULL,
	at     timestamptz      NOT NULL, -- when tokens was counted
	took   boolean          NOT NULL  -- whether the last take found a token
);
CREATE INDEX turnir_rate_at ON turnir_rate (at);
