-- The hash chain (turnir.ChainHash): hash is SHA-256 of the previous
-- event's hash and this event's columns. Go fills it for the events already
-- logged right after this step, in the same transaction (fillChain), so a
-- log keeps opening; edits made before the upgrade are sealed in, not
-- detected.
ALTER TABLE events ADD COLUMN hash BLOB NOT NULL DEFAULT x'';
