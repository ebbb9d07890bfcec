package http

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"net/url"
	"slices"
	"sync"
	"time"

	"turnir"
)

// The links of a fight played live (issue 11). Nobody signs in: a team's
// button is a link that holds the team's key for one fight, a venue's host
// and recorder a link that holds the venue's key. A key is an HMAC, under
// the server's session key (session.key in the data directory), of what
// it opens, so the server keeps no list of them, a restart changes none,
// and a key of one team, fight or venue opens nothing else:
//
//	team key:  HMAC(key, "turnir live team\0" fid "\0" fight "\0" team)
//	venue key: HMAC(key, "turnir live venue\0" fid "\0" venue)
//
// A page sends its key in the X-Live-Key header (the link carries it in
// its fragment-free query; every response says Referrer-Policy:
// no-referrer, so the link does not leak through the page's requests).
const liveKeyHeader = "X-Live-Key"

// liveMAC is the key of the given parts.
func (s *Server) liveMAC(parts ...string) string {
	m := hmac.New(sha256.New, s.org.keys.key)
	m.Write([]byte("turnir live"))
	for _, p := range parts {
		m.Write([]byte{0})
		m.Write([]byte(p))
	}
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:18])
}

// teamKey is the key of team's button in fight of festival fid.
func (s *Server) teamKey(fid, fight, team string) string {
	return s.liveMAC("team", fid, fight, team)
}

// venueTeamKey is the key of team's button for every fight of venue: the
// one link a team keeps for the day, its page following the team's fight
// in play there.
func (s *Server) venueTeamKey(fid, venue, team string) string {
	return s.liveMAC("venue-team", fid, venue, team)
}

// teamKeyOf checks got, a team's key for fight: the fight's own, or the
// team's for the fight's venue. It returns the fight's key, which names
// the press guard's and the clock estimate's entries either way.
func (s *Server) teamKeyOf(r *http.Request, fid, fight, team, got string) (string, bool) {
	key := s.teamKey(fid, fight, team)
	if keyIs(got, key) {
		return key, true
	}
	venue, err := s.fightVenue(r, fid, fight)
	return key, err == nil && keyIs(got, s.venueTeamKey(fid, venue, team))
}

// venueKey is the key of the host of venue in festival fid.
func (s *Server) venueKey(fid, venue string) string { return s.liveMAC("venue", fid, venue) }

// keyIs compares a presented key with the right one in constant time.
func keyIs(got, want string) bool {
	return got != "" && hmac.Equal([]byte(got), []byte(want))
}

// errWrongTeamKey is the refusal of a press whose key is not this team's
// for this fight: another team's link, another fight's, or a made-up one.
var errWrongTeamKey = turnir.Errorf(turnir.EFORBIDDEN,
	"this button link is not this team's for this fight; open the link the organizer gave your team",
	"эта ссылка кнопки не принадлежит этой команде в этом бою; откройте ссылку, которую организатор дал вашей команде")

// errWrongVenue is the refusal of a host's link used for a fight of
// another venue.
var errWrongVenue = turnir.Errorf(turnir.EFORBIDDEN,
	"this host link is for another venue; this fight is not played there",
	"эта ссылка ведущего для другой площадки; этот бой играется не там")

// liveHost says who may run fight (on venue) of festival fid: the
// organizer or the jury with their session, or the venue's host with its
// key. It returns the actor of the events ("host:A" for venue A).
func (s *Server) liveHost(r *http.Request, fid, venue string) (string, error) {
	if key := r.Header.Get(liveKeyHeader); key != "" {
		if keyIs(key, s.venueKey(fid, venue)) {
			return "host:" + venue, nil
		}
		return "", errWrongVenue
	}
	return s.festWriter(r, false)
}

// pageLink is the address of a live page for the request's host.
func (s *Server) pageLink(r *http.Request, q url.Values) string {
	return s.ownOrigin(r) + "/live.html?" + q.Encode()
}

// pressGuard holds, per team key, the rate of its presses and the last
// press ids its page sent, so that a flood is slowed and a captured press
// sent again is refused rather than logged twice.
type pressGuard struct {
	limit limiter
	mu    sync.Mutex
	seen  map[string][]string // key -> the last pressMemory ids, oldest first
}

// The press rate of one team's link: a burst of 8 (a nervous captain
// hammering the button), then 4 a second; and how many press ids of a
// link are remembered against replays.
const (
	pressBurst     = 8
	pressPerSecond = 4
	pressMemory    = 64
)

// allow refuses a press of link key beyond its rate, or one whose id (a
// random string the page makes for each press; "" for a client that sends
// none) was seen already.
func (g *pressGuard) allow(key, id string, now time.Time) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if id != "" && slices.Contains(g.seen[key], id) {
		return turnir.Errorf(turnir.ECONFLICT, "this press was already received (a repeated request)",
			"это нажатие уже получено (повторный запрос)")
	}
	if wait, ok := g.limit.take(key, pressBurst, pressPerSecond, now, true); !ok {
		return waitRefusal(wait, "too many presses in a row: wait %[1]s s", "слишком много нажатий подряд: подождите %[2]s с")
	}
	if id == "" {
		return nil
	}
	if g.seen == nil {
		g.seen = map[string][]string{}
	}
	ids := append(g.seen[key], id)
	if len(ids) > pressMemory {
		ids = ids[len(ids)-pressMemory:]
	}
	g.seen[key] = ids
	return nil
}
