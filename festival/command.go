package festival

import (
	"fmt"
	"slices"
	"strings"

	"turnir"
	"turnir/es"
	"turnir/festival/register"
	"turnir/names"
)

// Create returns the event that opens an event's stream.
func Create(m es.Meta, id, name string) ([]turnir.Event, error) {
	if err := es.ValidID(id); err != nil {
		return nil, err
	}
	if len(id) > MaxID {
		return nil, turnir.Errorf(turnir.EINVALID, "a festival id has at most %d characters", "в идентификаторе фестиваля не больше %d символов", MaxID)
	}
	if strings.TrimSpace(name) != "" {
		clean, err := names.CleanLen(name, MaxTitle)
		if err != nil {
			return nil, err
		}
		name = clean
	}
	return create(m, id, name)
}

// MaxID is the longest festival id: short enough that the names of the
// lot seeds kept after it stay valid.
const MaxID = 32

// MaxTitle is the longest festival name, in characters.
const MaxTitle = 200

// create is Create for a name already cleaned; Verify re-runs it, so a log
// written before names were cleaned still verifies.
func create(m es.Meta, id, name string) ([]turnir.Event, error) {
	if strings.TrimSpace(id) == "" || strings.TrimSpace(name) == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "an event needs an ID and a name", "у турнира должны быть идентификатор и название")
	}
	return es.At(m.At, m.Actor, "").One(EvCreated, Created{ID: id, Name: name})
}

// exists refuses commands on a stream that was never created.
func (f *Festival) exists() error { return f.Exists() }

// RegisterTeam adds a team to the event. Its name is cleaned (names.Clean)
// and must not read as the name of a team entered already (names.Key); the
// city, when given, is cleaned too.
func (f *Festival) RegisterTeam(m es.Meta, id, name, city string) ([]turnir.Event, error) {
	if err := f.exists(); err != nil {
		return nil, err
	}
	name, err := f.newName(KindTeam, name, "")
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(city) != "" {
		if city, err = names.Clean(city); err != nil {
			return nil, err
		}
	}
	return f.registerTeam(m, id, name, city)
}

// registerTeam is RegisterTeam under the rules of logs written before
// names were cleaned: Verify re-runs it, so an old log with a name that
// Clean now refuses still verifies.
func (f *Festival) registerTeam(m es.Meta, id, name, city string) ([]turnir.Event, error) {
	if err := f.exists(); err != nil {
		return nil, err
	}
	name = strings.Join(strings.Fields(name), " ")
	if id == "" || name == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "a team needs an ID and a name", "у команды должны быть идентификатор и название")
	}
	if f.Team(id) != nil {
		return nil, turnir.Errorf(turnir.ECONFLICT, "team ID %q is taken", "идентификатор команды %q занят", id)
	}
	return es.At(m.At, m.Actor, "").One(EvTeamRegistered, TeamRegistered{ID: id, Name: name, City: city})
}

// RegisterPlayer adds a player to a team. A player belongs to one team of
// the event, so that no one sits at two tables. The name is cleaned
// (names.Clean) and must not read as the name of a player or coach of the
// same team (names.Key).
func (f *Festival) RegisterPlayer(m es.Meta, id, name, team string) ([]turnir.Event, error) {
	return f.RegisterRated(m, KindPlayer, id, name, team, "")
}

// RegisterCoach adds a coach of a team; the name is checked as a player's.
func (f *Festival) RegisterCoach(m es.Meta, id, name, team string) ([]turnir.Event, error) {
	return f.RegisterRated(m, KindCoach, id, name, team, "")
}

// RegisterRated registers a player or a coach (kind) as RegisterPlayer
// does, with their id on the ChGK rating site ("" when not known; see
// CleanRating).
func (f *Festival) RegisterRated(m es.Meta, kind, id, name, team, rating string) ([]turnir.Event, error) {
	if kind != KindPlayer && kind != KindCoach {
		return nil, unknown(kind, id)
	}
	name, err := f.newName(kind, name, team)
	if err != nil {
		return nil, err
	}
	if rating, err = CleanRating(rating); err != nil {
		return nil, err
	}
	if kind == KindCoach {
		return f.registerCoach(m, id, name, team, rating)
	}
	return f.registerPlayer(m, id, name, team, rating)
}

// registerPlayer is RegisterPlayer under the rules of old logs (see
// registerTeam); the rating id, which old logs never carry, is checked
// as today.
func (f *Festival) registerPlayer(m es.Meta, id, name, team, rating string) ([]turnir.Event, error) {
	if err := f.checkPerson(KindPlayer, id, name, team); err != nil {
		return nil, err
	}
	if err := f.ratingFree(rating, ""); err != nil {
		return nil, err
	}
	return es.At(m.At, m.Actor, "").One(EvPlayerRegistered, PlayerRegistered{ID: id, Name: name, Team: team, Rating: rating})
}

// registerCoach is RegisterCoach under the rules of old logs (see
// registerPlayer).
func (f *Festival) registerCoach(m es.Meta, id, name, team, rating string) ([]turnir.Event, error) {
	if err := f.checkPerson(KindCoach, id, name, team); err != nil {
		return nil, err
	}
	if err := f.ratingFree(rating, ""); err != nil {
		return nil, err
	}
	return es.At(m.At, m.Actor, "").One(EvCoachRegistered, CoachRegistered{ID: id, Name: name, Team: team, Rating: rating})
}

// newName cleans the name of a new team (team "") or a new person of team,
// and refuses one that reads as a name already entered: any team's for a
// team, a player's or coach's of the same team for a person. The duplicate
// check comes first, so "Alice" with a zero-width space is refused as the
// Alice there is, which is what the organizer sees on the list.
func (f *Festival) newName(kind, name, team string) (string, error) {
	if err := f.exists(); err != nil {
		return "", err
	}
	key := names.Key(name)
	taken := func(other string) error {
		if key == "" || names.Key(other) != key {
			return nil
		}
		return turnir.Errorf(turnir.ECONFLICT, "%[1]s %[3]q is already registered; add something to tell them apart",
			"%[2]s «%[3]s» уже есть в списке; добавьте что-нибудь, чтобы их различать", kind, register.KindRU(kind), names.Printable(other))
	}
	if kind == KindTeam {
		for _, t := range f.Teams {
			if err := taken(t.Name); err != nil {
				return "", err
			}
		}
	} else {
		for _, p := range append(slices.Clone(f.Players), f.Coaches...) {
			if p.Team != team {
				continue
			}
			if err := taken(p.Name); err != nil {
				return "", err
			}
		}
	}
	return names.Clean(name)
}

func (f *Festival) checkPerson(kind, id, name, team string) error {
	if err := f.exists(); err != nil {
		return err
	}
	if id == "" || strings.TrimSpace(name) == "" {
		return &turnir.Error{Code: turnir.EINVALID, EN: "a " + kind + " needs an ID and a name", RU: "нужны идентификатор и имя (" + register.KindRU(kind) + ")"}
	}
	if f.Player(id) != nil || f.Coach(id) != nil {
		return turnir.Errorf(turnir.ECONFLICT, "person ID %q is taken", "идентификатор участника %q занят", id)
	}
	t := f.Team(team)
	if t == nil {
		return unknown(KindTeam, team)
	}
	if t.Disqualified {
		return turnir.Errorf(turnir.ECONFLICT, "team %q is disqualified (DQ2)", "команда %q дисквалифицирована (DQ2)", t.Name)
	}
	return nil
}

// Disqualify records the committee's disqualification of a player, a team
// or a coach (DQ2). The reason is required and actor is its author (DQ1).
// A team is disqualified in the cup as well, where the cup engine decides
// what that does to its results.
func (f *Festival) Disqualify(m es.Meta, kind, id string) ([]turnir.Event, error) {
	if err := f.exists(); err != nil {
		return nil, err
	}
	if strings.TrimSpace(m.Reason) == "" || strings.TrimSpace(m.Actor) == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "a disqualification needs its author and a reason (DQ1, DQ2)",
			"для дисквалификации нужны автор решения и причина (DQ1, DQ2)")
	}
	if err := f.already(kind, id); err != nil {
		return nil, err
	}
	// Validate on a copy: the same code Apply runs, in the festival and
	// in every competition held (the cup refuses a second
	// disqualification).
	e := m.Event(EvDisqualified, Disqualified{Kind: kind, ID: id})
	if err := f.Clone().applyEvent(e); err != nil {
		return nil, err
	}
	return []turnir.Event{e}, nil
}

// already refuses to disqualify twice.
func (f *Festival) already(kind, id string) error {
	dq := false
	switch kind {
	case KindTeam:
		if t := f.Team(id); t != nil {
			dq = t.Disqualified
		}
	case KindPlayer:
		if p := f.Player(id); p != nil {
			dq = p.Disqualified
		}
	case KindCoach:
		if p := f.Coach(id); p != nil {
			dq = p.Disqualified
		}
	}
	if dq {
		return &turnir.Error{Code: turnir.ECONFLICT, EN: fmt.Sprintf("%s %q is already disqualified", kind, id), RU: fmt.Sprintf("%s %q уже дисквалифицирован(а)", register.KindRU(kind), id)}
	}
	return nil
}

// Decide records a committee ruling on a dispute (DQ1): its subject, the
// decision, its author (actor) and grounds (reason), all required. Rulings
// that change results are followed by the inputs that carry them out (a
// removed question, a correction), each with the same author.
func (f *Festival) Decide(m es.Meta, subject, decision string) ([]turnir.Event, error) {
	if err := f.exists(); err != nil {
		return nil, err
	}
	if strings.TrimSpace(subject) == "" || strings.TrimSpace(decision) == "" ||
		strings.TrimSpace(m.Actor) == "" || strings.TrimSpace(m.Reason) == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "a committee decision needs a subject, the decision, its author and grounds (DQ1)",
			"у решения оргкомитета должны быть предмет, решение, автор и обоснование (DQ1)")
	}
	return m.One(EvCommitteeDecided, CommitteeDecided{Subject: subject, Decision: decision})
}

// CommitLot publishes the commitment of the seed for the lot of purpose
// (e.g. cup.Step.Purpose()). One commitment per purpose and it cannot be
// replaced: otherwise an organizer could try seeds until one suited.
func (f *Festival) CommitLot(m es.Meta, purpose, commitment string) ([]turnir.Event, error) {
	if err := f.exists(); err != nil {
		return nil, err
	}
	if purpose == "" || len(commitment) != 64 {
		return nil, turnir.Errorf(turnir.EINVALID, "a lot commitment needs a purpose and a SHA-256 in hex",
			"для обязательства жребия нужны назначение и SHA-256 в шестнадцатеричном виде")
	}
	for _, l := range f.Lots {
		if l.Purpose == purpose {
			return nil, turnir.Errorf(turnir.ECONFLICT, "the lot %q already has a commitment (published at #%d); it cannot be replaced",
				"для жребия %q обязательство уже опубликовано (#%d); заменить его нельзя", purpose, l.CommittedAt)
		}
	}
	return es.At(m.At, m.Actor, "").One(EvLotCommitted, LotCommitted{Purpose: purpose, Commitment: commitment})
}
