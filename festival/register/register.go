// Package register holds what every competition of a quiz event shares:
// the event's teams, players and coaches with their disqualification
// marks (DQ2), the lots it has committed and drawn, and the record of
// every applied event. The festival (package festival) owns the register
// and composes its competitions (the team quiz cup, the Brain-ring, Svoya
// igra, the solyanka), each a package of its own that sees the register
// through Shared and nothing of the others.
package register

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"turnir"
	"turnir/cup"
	"turnir/es"
)

// Kinds of people and teams a disqualification applies to (DQ2).
const (
	KindPlayer = "player"
	KindTeam   = "team"
	KindCoach  = "coach"
)

// kindRU names an entity kind in Russian for messages.
var kindRU = map[string]string{KindPlayer: "игрок", KindTeam: "команда", KindCoach: "тренер"}

// KindRU names an entity kind in Russian, or returns kind itself.
func KindRU(kind string) string {
	if ru := kindRU[kind]; ru != "" {
		return ru
	}
	return kind
}

// Register is the event's identity and people: the first part of a
// festival's state. Its JSON fields come first in the festival's state,
// so a replayed log compares byte for byte with one written before the
// competitions were packages of their own.
type Register struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	// Base is the version and the decisions: the part of History that is
	// a human ruling (committee decisions (DQ1), disqualifications (DQ2)
	// and anything with a reason).
	es.Base
	CreatedAt time.Time `json:"created_at"`
	Teams     []Team    `json:"teams"`
	Players   []Person  `json:"players"`
	Coaches   []Person  `json:"coaches"`
}

// Record is the lots and the history of an event: the last part of a
// festival's state.
type Record struct {
	Lots []Lot `json:"lots,omitempty"` // committed lots, drawn or not, in commitment order
	// History lists every applied event with who, when and why, oldest
	// first; a correction is one more entry, the corrected one stays.
	History []Entry `json:"history"`
}

// Shared is what a competition sees of the event it belongs to: the
// register and the record, both owned by the festival. A competition's
// folds may change the lots (a draw marks its commitment drawn) and read
// the rest.
type Shared struct {
	*Register
	*Record
}

// Team is a team of the event. Its roster is the players registered to it
// (Register.Roster).
type Team struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	City         string `json:"city,omitempty"`
	Disqualified bool   `json:"disqualified,omitempty"`
	DQReason     string `json:"dq_reason,omitempty"`
}

// Person is a player or a coach, attached to a team.
type Person struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Team string `json:"team"`
	// Rating is the person's id on the ChGK rating site (digits), "" when
	// not given; logs written before it replay byte for byte.
	Rating       string `json:"rating,omitempty"`
	Disqualified bool   `json:"disqualified,omitempty"`
	DQReason     string `json:"dq_reason,omitempty"`
}

// Lot is one published commitment and, once drawn, its revealed seed and
// result. Versions say where in the log each happened.
type Lot struct {
	Purpose     string    `json:"purpose"`
	Commitment  string    `json:"commitment"`
	CommittedAt int64     `json:"committed_at"` // stream version of LotCommitted
	Seed        string    `json:"seed,omitempty"`
	DrawnAt     int64     `json:"drawn_at,omitempty"` // stream version of the draw
	Draw        *cup.Draw `json:"draw,omitempty"`
	// Hall says the lot was drawn in the hall and entered by the jury
	// (CupLotDrawn.Hall, BrainringGroupsDrawn.Hall ...); a commitment
	// published for it stays unrevealed.
	Hall bool `json:"hall,omitempty"`
}

// Entry is one applied event as the jury page lists it.
type Entry = es.Decision

// Disqualified records a committee's disqualification of a player, a team
// or a coach (DQ2). The event's Actor is the author, its Reason the why.
// The festival marks the team or person; each competition it holds is
// then told (its own Disqualified hook).
type Disqualified struct {
	Kind string `json:"kind"` // KindPlayer, KindTeam or KindCoach
	ID   string `json:"id"`
}

// Exists refuses commands on a stream that was never created.
func (r *Register) Exists() error {
	if r.ID == "" {
		return turnir.Errorf(turnir.ENOTFOUND, "no such event", "нет такого турнира")
	}
	return nil
}

// Team returns the team with the given ID, or nil.
func (r *Register) Team(id string) *Team {
	i := slices.IndexFunc(r.Teams, func(t Team) bool { return t.ID == id })
	if i < 0 {
		return nil
	}
	return &r.Teams[i]
}

// TeamName returns a team's name, or its ID when unknown.
func (r *Register) TeamName(id string) string {
	if t := r.Team(id); t != nil {
		return t.Name
	}
	return id
}

// TeamNames maps every team's id to its name.
func (r *Register) TeamNames() map[string]string {
	m := make(map[string]string, len(r.Teams))
	for _, t := range r.Teams {
		m[t.ID] = t.Name
	}
	return m
}

// NotInFight refuses a press of a team that does not play the fight of a
// and b, naming the teams as people know them: the live engines know a
// team only by its id, which a team's phone would otherwise be shown.
func (r *Register) NotInFight(team, a, b string) error {
	return turnir.Errorf(turnir.EINVALID, "team “%s” does not play in the fight “%s” – “%s”",
		"команда «%s» не играет в бою «%s» – «%s»", r.TeamName(team), r.TeamName(a), r.TeamName(b))
}

// NotInSvoyaFight refuses a press of a player who does not play the
// fight, by the player's name (as NotInFight).
func (r *Register) NotInSvoyaFight(player string) error {
	return turnir.Errorf(turnir.EINVALID, "“%s” does not play in this fight", "«%s» не играет в этом бою", r.PlayerName(player))
}

// PlayerName returns a player's name, or the ID when unknown.
func (r *Register) PlayerName(id string) string {
	if p := r.Player(id); p != nil {
		return p.Name
	}
	return id
}

// Player returns the player with the given ID, or nil.
func (r *Register) Player(id string) *Person { return person(r.Players, id) }

// Coach returns the coach with the given ID, or nil.
func (r *Register) Coach(id string) *Person { return person(r.Coaches, id) }

func person(ps []Person, id string) *Person {
	i := slices.IndexFunc(ps, func(p Person) bool { return p.ID == id })
	if i < 0 {
		return nil
	}
	return &ps[i]
}

// Roster lists the IDs of the players registered to team, in registration
// order.
func (r *Register) Roster(team string) []string {
	var ids []string
	for _, p := range r.Players {
		if p.Team == team {
			ids = append(ids, p.ID)
		}
	}
	return ids
}

// Lot returns the lot of purpose that is committed and not drawn yet, or
// nil.
func (r *Record) Lot(purpose string) *Lot {
	for i := range r.Lots {
		if r.Lots[i].Purpose == purpose && r.Lots[i].DrawnAt == 0 {
			return &r.Lots[i]
		}
	}
	return nil
}

// MarkLotDrawn records the revealed seed on the lot's commitment, drawn by
// the event being applied.
func (s Shared) MarkLotDrawn(purpose, seed string) error {
	l := s.Lot(purpose)
	if l == nil {
		return turnir.Errorf(turnir.EINTERNAL, "lot %q was drawn without a commitment", "жребий %q проведён без обязательства", purpose)
	}
	l.Seed, l.DrawnAt = seed, s.Version+1
	return nil
}

// MarkLotHall records the lot of purpose as drawn in the hall by the event
// being applied: its commitment, if one was published, stays unrevealed;
// with none, the lot is listed from the draw.
func (s Shared) MarkLotHall(purpose string) {
	l := s.Lot(purpose)
	if l == nil {
		s.Lots = append(s.Lots, Lot{Purpose: purpose})
		l = &s.Lots[len(s.Lots)-1]
	}
	l.DrawnAt, l.Hall = s.Version+1, true
}

// ForTrial returns a copy of s in which a command's event may be applied
// without touching s: the lots are copied (a draw changes them), the
// register and the history are shared, since no competition's event
// changes them.
func (s Shared) ForTrial() Shared {
	rec := *s.Record
	rec.Lots = slices.Clone(s.Lots)
	return Shared{Register: s.Register, Record: &rec}
}

// Unknown is the error for a team, player or coach that is not registered.
func Unknown(kind, id string) error {
	return &turnir.Error{Code: turnir.ENOTFOUND, EN: fmt.Sprintf("no %s %q", kind, id), RU: fmt.Sprintf("не найден(а): %s %q", KindRU(kind), id)}
}

// Try validates a competition's command: it applies the command's event to
// trial, a copy of the competition's festival made for the trial (its own
// state cloned, the register by ForTrial), and returns the event if the
// competition's folds accept it. What a command accepts is exactly what
// Apply will fold; the festival itself is never changed.
func Try[F any](folds *es.Handlers[F], trial F, e turnir.Event) ([]turnir.Event, error) {
	if err := folds.Apply(trial, e); err != nil {
		return nil, err
	}
	return []turnir.Event{e}, nil
}

// NeedReason refuses a decision given without its reason: what (English)
// and whatRU (Russian) name it for the message.
func NeedReason(reason, what, whatRU string) error {
	if strings.TrimSpace(reason) == "" {
		return &turnir.Error{Code: turnir.EINVALID, EN: what + " needs a reason", RU: whatRU + ": нужна причина"}
	}
	return nil
}

// Refusal is an error as a view field: a view that cannot be computed
// says why (in both languages) instead of failing the whole read.
type Refusal struct {
	Code      string `json:"code"`
	Message   string `json:"message"` // the Russian
	MessageEN string `json:"message_en"`
	MessageRU string `json:"message_ru"`
}

// RefusalOf is err as a view field.
func RefusalOf(err error) *Refusal {
	return &Refusal{Code: turnir.ErrorCode(err), Message: turnir.ErrorMessage(err, "ru"),
		MessageEN: turnir.ErrorMessage(err, "en"), MessageRU: turnir.ErrorMessage(err, "ru")}
}

// Committed returns the published commitment of the lot of purpose that
// is not drawn yet, or "".
func (r *Record) Committed(purpose string) string {
	if l := r.Lot(purpose); l != nil {
		return l.Commitment
	}
	return ""
}

// LotEntry is a lot of the festival as the pages list it: the lot itself
// and, for one committed but never drawn, whether it will never be drawn
// (Moot): the cut was settled without it, the places were, the
// competition is over. A moot lot's seed stays secret, and a page must
// not say it will be revealed.
type LotEntry struct {
	Lot
	Moot bool `json:"moot,omitempty"`
}

// ActiveTeams lists the registered teams not disqualified, in
// registration order: the teams a competition opens with by default.
func (r *Register) ActiveTeams() []string {
	var ids []string
	for _, t := range r.Teams {
		if !t.Disqualified {
			ids = append(ids, t.ID)
		}
	}
	return ids
}

// NoLotDue is the refusal of a lot asked for when none is due.
func NoLotDue() error {
	return turnir.Errorf(turnir.ECONFLICT, "no lot is due now", "сейчас жребий не нужен")
}
