package festival

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"

	"turnir"
	"turnir/es"
	"turnir/festival/register"
	"turnir/names"
)

// Editing one player or coach (issue 14, item 10): a person is renamed
// and given their id on the ChGK rating site, and one who has played
// nowhere may be removed, a decision with its reason. A person is never
// moved to another team: once they have played, their answers belong to
// the team they played for; before that, the jury removes them and
// registers them to the other team, two entries the log shows.

// Event types of the person edits.
const (
	EvPersonEdited  = "FestivalPersonEdited"
	EvPersonRemoved = "FestivalPersonRemoved"
)

// PersonEdited gives a player or a coach (Kind) a new name and rating id
// ("" clears it).
type PersonEdited struct {
	Kind   string `json:"kind"` // KindPlayer or KindCoach
	ID     string `json:"id"`
	Name   string `json:"name"`
	Rating string `json:"rating,omitempty"`
}

// PersonRemoved takes a player or a coach who has played nowhere out of
// the festival.
type PersonRemoved struct {
	Kind string `json:"kind"`
	ID   string `json:"id"`
}

// MaxRatingDigits bounds a rating-site id: the site's ids are numbers of
// six digits today, and nine leave room without letting a cell of junk in.
const MaxRatingDigits = 9

// CleanRating returns a rating-site id as it is kept: the digits, spaces
// around them trimmed, "" for none. Anything but 1 to MaxRatingDigits ASCII
// digits is refused, so the exports never carry a stray character.
func CleanRating(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", nil
	}
	ok := len(s) <= MaxRatingDigits
	for _, c := range s {
		ok = ok && c >= '0' && c <= '9'
	}
	if !ok {
		return "", turnir.Errorf(turnir.EINVALID, "a rating id is the number on the rating site (1 to %d digits), not %q",
			"рейтинговый ID — это номер на сайте рейтинга (от 1 до %d цифр), а не %q", MaxRatingDigits, names.Printable(s))
	}
	return s, nil
}

// ratingFree refuses a rating id that another person of the festival
// (anyone but self) holds already: one person plays for one team.
func (f *Festival) ratingFree(rating, self string) error {
	if rating == "" {
		return nil
	}
	for _, p := range slices.Concat(f.Players, f.Coaches) {
		if p.Rating == rating && p.ID != self {
			return turnir.Errorf(turnir.ECONFLICT, "rating id %s is already %s's (%s)", "рейтинговый ID %s уже указан у участника %s (%s)",
				rating, names.Printable(p.Name), f.TeamName(p.Team))
		}
	}
	return nil
}

// person returns the player or coach (kind) id, or a refusal.
func (f *Festival) person(kind, id string) (*Person, error) {
	var p *Person
	switch kind {
	case KindPlayer:
		p = f.Player(id)
	case KindCoach:
		p = f.Coach(id)
	}
	if p == nil {
		return nil, unknown(kind, id)
	}
	return p, nil
}

// EditPerson renames a player or a coach (kind) and sets their rating id:
// the name is cleaned and must not read as another person's of the same
// team, the rating id must be digits no one else holds.
func (f *Festival) EditPerson(m es.Meta, kind, id, name, rating string) ([]turnir.Event, error) {
	if err := f.exists(); err != nil {
		return nil, err
	}
	p, err := f.person(kind, id)
	if err != nil {
		return nil, err
	}
	key := names.Key(name)
	for _, other := range slices.Concat(f.Players, f.Coaches) {
		if other.ID != id && other.Team == p.Team && key != "" && names.Key(other.Name) == key {
			return nil, turnir.Errorf(turnir.ECONFLICT, "%q is already on this team; add something to tell them apart",
				"%q уже есть в этой команде; добавьте что-нибудь, чтобы их различать", names.Printable(other.Name))
		}
	}
	clean, err := names.Clean(name)
	if err != nil {
		return nil, err
	}
	if rating, err = CleanRating(rating); err != nil {
		return nil, err
	}
	if err := f.ratingFree(rating, id); err != nil {
		return nil, err
	}
	return m.One(EvPersonEdited, PersonEdited{Kind: kind, ID: id, Name: clean, Rating: rating})
}

// RemovePerson removes a player or a coach (kind), a decision with its
// reason, while the person has played nowhere: a player on the cup roster
// of their team or entered in Svoya igra stays (disqualify instead, DQ2),
// and so does anyone disqualified, whose mark is a committee's record.
func (f *Festival) RemovePerson(m es.Meta, kind, id string) ([]turnir.Event, error) {
	if err := f.exists(); err != nil {
		return nil, err
	}
	p, err := f.person(kind, id)
	if err != nil {
		return nil, err
	}
	if err := register.NeedReason(m.Reason, "removing a person", "удаление участника"); err != nil {
		return nil, err
	}
	if p.Disqualified {
		return nil, turnir.Errorf(turnir.ECONFLICT, "%s is disqualified (DQ2); the committee's record stays",
			"%s дисквалифицирован(а) (DQ2); решение оргкомитета остаётся в списке", names.Printable(p.Name))
	}
	if kind == KindPlayer {
		if where := f.personPlaysIn(*p); where != "" {
			return nil, turnir.Errorf(turnir.ECONFLICT, "the player plays in the %s already; disqualify them instead (DQ2)",
				"игрок уже играет: %s; вместо удаления его можно дисквалифицировать (DQ2)", where)
		}
	}
	return m.Decision(EvPersonRemoved, PersonRemoved{Kind: kind, ID: id})
}

// personPlaysIn names a competition player p plays in, or "".
func (f *Festival) personPlaysIn(p Person) string {
	if f.Cup != nil {
		if t, ok := f.Cup.Team(p.Team); ok && slices.Contains(t.Roster, p.ID) {
			return "cup"
		}
	}
	if f.Svoya != nil && f.Svoya.Sheet(p.ID) != nil {
		return "Svoya igra"
	}
	return ""
}

func init() {
	es.On(&festFolds, EvPersonEdited, func(f *Festival, d PersonEdited, _ turnir.Event) error {
		p, err := f.person(d.Kind, d.ID)
		if err != nil {
			return err
		}
		p.Name, p.Rating = d.Name, d.Rating
		return nil
	})
	es.On(&festFolds, EvPersonRemoved, func(f *Festival, d PersonRemoved, _ turnir.Event) error {
		if _, err := f.person(d.Kind, d.ID); err != nil {
			return err
		}
		drop := func(p Person) bool { return p.ID == d.ID }
		if d.Kind == KindCoach {
			f.Coaches = slices.DeleteFunc(f.Coaches, drop)
		} else {
			f.Players = slices.DeleteFunc(f.Players, drop)
		}
		return nil
	})
	RegisterReissue(EvPersonEdited, es.CommandOf(func(f *Festival, d PersonEdited, m es.Meta) ([]turnir.Event, error) {
		return f.EditPerson(m, d.Kind, d.ID, d.Name, d.Rating)
	}))
	RegisterReissue(EvPersonRemoved, es.CommandOf(func(f *Festival, d PersonRemoved, m es.Meta) ([]turnir.Event, error) {
		return f.RemovePerson(m, d.Kind, d.ID)
	}))
}

// Entrant is a person registered with a team by name, with their rating
// id when it is known. In JSON it is either a name as a cell of the team
// import writes it ("Анна", or "Анна Петрова (12345)" with the rating id
// in brackets at its end) or {"name": "Анна", "rating": "12345"}, so
// bodies written before rating ids still read and the jury's add-team
// form takes the same lines as the import, read by the one rule here.
type Entrant struct {
	Name   string `json:"name"`
	Rating string `json:"rating,omitempty"`
}

// UnmarshalJSON reads an Entrant from a name (a rating id in brackets at
// its end taken apart, as the import does) or an object, whose name is
// taken as it is; an object's unknown field is refused, as the server
// refuses one in any body.
func (e *Entrant) UnmarshalJSON(b []byte) error {
	*e = Entrant{}
	if len(b) > 0 && b[0] == '"' {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*e = entrantOf(strings.TrimSpace(s))
		return nil
	}
	type plain Entrant
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	return dec.Decode((*plain)(e))
}

// Entrants are names as entrants without rating ids.
func Entrants(ns []string) []Entrant {
	out := make([]Entrant, len(ns))
	for i, n := range ns {
		out[i] = Entrant{Name: n}
	}
	return out
}
