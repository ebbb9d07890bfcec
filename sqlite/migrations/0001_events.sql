-- The event log: one row per event, numbered 1, 2, 3 ... within its stream.
-- id gives the global order of commits (useful for a feed across streams);
-- UNIQUE(stream, version) is the last line of defence against a gap-free
-- numbering being broken by two writers.
-- at is UTC text with nine fractional digits, so that times round-trip to the
-- nanosecond and read well in the sqlite3 shell; data is the JSON payload kept
-- byte for byte as a BLOB.
CREATE TABLE events (
	id      INTEGER PRIMARY KEY,
	stream  TEXT    NOT NULL CHECK (stream <> ''),
	version INTEGER NOT NULL CHECK (version >= 1),
	type    TEXT    NOT NULL CHECK (type <> ''),
	data    BLOB    NOT NULL,
	at      TEXT    NOT NULL,
	actor   TEXT    NOT NULL DEFAULT '',
	reason  TEXT    NOT NULL DEFAULT '',
	UNIQUE (stream, version)
) STRICT;
