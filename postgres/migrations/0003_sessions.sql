-- What servers sharing the log must agree on besides the events: the key
-- that signs the organizer's and the jury's session cookies (one row), and
-- the sessions signed out before they expired. Neither is an event: they
-- are not part of any tournament's history, and an auditor's copy of the
-- log (turnir migrate) never carries them.
CREATE TABLE turnir_session_key (
	only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
	key      bytea   NOT NULL CHECK (length(key) = 32)
);
CREATE TABLE turnir_revoked (
	id      text   PRIMARY KEY,
	expires bigint NOT NULL -- Unix seconds; a row is useless after it
);
