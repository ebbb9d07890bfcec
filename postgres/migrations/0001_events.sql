-- The event log: one row per event, numbered 1, 2, 3 ... within its stream.
-- stream is COLLATE "C" so that its order is the byte order Go sorts
-- strings in, whatever the database's locale. at is UTC text with nine
-- fractional digits because timestamptz keeps only microseconds; data is the
-- JSON payload kept byte for byte (jsonb would re-encode it).
CREATE TABLE turnir_events (
	id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	stream  text COLLATE "C" NOT NULL CHECK (stream <> ''),
	version bigint NOT NULL CHECK (version >= 1),
	type    text   NOT NULL CHECK (type <> ''),
	data    bytea  NOT NULL,
	at      text   NOT NULL,
	actor   text   NOT NULL DEFAULT '',
	reason  text   NOT NULL DEFAULT '',
	UNIQUE (stream, version)
);
