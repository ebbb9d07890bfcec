-- A mark of each role's password (the organizer's, the jury's) that the
-- last server to start ran with: an HMAC of the password's hash under the
-- shared session key, never the password nor its plain hash. A server
-- starting with another password than the one before it warns: a cookie's
-- signature covers the password's hash, so a server whose password
-- differs takes no other server's cookies, and behind a load balancer its
-- users seem signed out at random.
CREATE TABLE turnir_password_marks (
	role text  PRIMARY KEY,
	mark bytea NOT NULL
);
