-- A turnir event log at schema version 1, as text (SQL) rather than a
-- binary database file. TestOldLogs builds a file from it with a plain
-- SQLite connection and opens it with the current code: every future
-- migration must keep such a log readable, event for event.
PRAGMA application_id = 1953854062;
PRAGMA user_version = 1;
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
INSERT INTO events VALUES (1, 'Кубок-2026', 1, 'TournamentCreated', CAST('{"name":"Кубок России","rounds":7}' AS BLOB), '2026-03-14T09:00:00.000000000Z', 'organizer', '');
INSERT INTO events VALUES (2, 'Кубок-2026', 2, 'ParticipantRegistered', CAST('{"id":"p1","name":"Ёлкина Анна"}' AS BLOB), '2026-03-14T09:05:12.123456789Z', 'organizer', '');
INSERT INTO events VALUES (3, 'other', 1, 'TournamentCreated', CAST('{"name":"Other"}' AS BLOB), '2026-03-15T10:00:00.000000001Z', 'system', '');
INSERT INTO events VALUES (4, 'Кубок-2026', 3, 'ResultCorrected', CAST('{ "p": "p1",  "points": 5 }' AS BLOB), '2026-03-14T12:30:00.500000000Z', 'judge', 'апелляция удовлетворена');
