package festival

import (
	"fmt"
	"slices"
	"strings"
	"turnir/labels"

	"turnir"
	"turnir/es"
	"turnir/festival/svoyatournament"
)

// Commands that are several inputs in one commit (a team with its
// players, every team entered in the cup at once, a whole Svoya igra
// sheet) and the ids the festival gives what is registered without one.
// Each input of a batch is judged on the state the inputs before it leave,
// so a batch is accepted exactly when the log will replay it, and it is
// either written whole or, refused, not at all.

// Command is one command of the festival with its arguments bound, for
// Batch.
type Command func(f *Festival) ([]turnir.Event, error)

// Batch runs cmds one after another: each runs on a clone of f with the
// events of those before it applied (f itself is never changed), and the
// events of all are returned, or the first refusal.
func (f *Festival) Batch(cmds ...Command) ([]turnir.Event, error) {
	cur := f
	var out []turnir.Event
	for i, cmd := range cmds {
		evs, err := cmd(cur)
		if err != nil {
			return nil, err
		}
		out = append(out, evs...)
		if i == len(cmds)-1 {
			break
		}
		if cur == f {
			cur = f.Clone()
		}
		for _, e := range evs {
			if err := cur.Apply(e); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// Clone returns a copy of f that events can be applied to without
// touching f. It copies what Apply changes in place and shares the rest:
// the lists of people and lots are copied, the history only clipped (Apply
// only appends to it), and every competition held by its own Clone.
func (f *Festival) Clone() *Festival {
	g := *f
	g.Teams, g.Players, g.Coaches = slices.Clone(f.Teams), slices.Clone(f.Players), slices.Clone(f.Coaches)
	g.Lots = slices.Clone(f.Lots)
	g.History, g.Decisions = slices.Clip(f.History), slices.Clip(f.Decisions)
	for _, c := range competitions {
		if c.Held(&g) {
			c.Clone(&g)
		}
	}
	return &g
}

// freeID returns prefix+n for the smallest n >= from that no one holds.
func freeID(prefix string, from int, taken func(string) bool) string {
	for n := from; ; n++ {
		if id := fmt.Sprintf("%s%d", prefix, n); !taken(id) {
			return id
		}
	}
}

// NewTeamID is the id of a team registered without one: "t" and the
// smallest number from the team count up that is free.
func (f *Festival) NewTeamID() string {
	return freeID("t", len(f.Teams)+1, func(x string) bool { return f.Team(x) != nil })
}

// NewPlayerID is the id of a player of team registered without one:
// "<team>-p" and the smallest free number from the roster's size up.
func (f *Festival) NewPlayerID(team string) string {
	return freeID(team+"-p", len(f.Roster(team))+1, f.personTaken)
}

// NewCoachID is the id of a coach of team registered without one:
// "<team>-c" and the smallest free number.
func (f *Festival) NewCoachID(team string) string { return freeID(team+"-c", 1, f.personTaken) }

func (f *Festival) personTaken(id string) bool { return f.Player(id) != nil || f.Coach(id) != nil }

// MaxTeamPeople bounds the players, and the coaches, of one team.
const MaxTeamPeople = 50

// RegisterTeamWith registers a team (id "" for a new one, NewTeamID) with
// its players and coaches by name, in one batch (RegisterTeamRated).
func (f *Festival) RegisterTeamWith(m es.Meta, id, name, city string, players, coaches []string) ([]turnir.Event, error) {
	return f.RegisterTeamRated(m, id, name, city, Entrants(players), Entrants(coaches))
}

// RegisterTeamRated registers a team (id "" for a new one, NewTeamID) with
// its players and coaches, each with their rating id when given, in one
// batch; each person gets a new id (NewPlayerID, NewCoachID). A team is a
// table of players with its coaches, not a crowd: at most MaxTeamPeople of
// each.
func (f *Festival) RegisterTeamRated(m es.Meta, id, name, city string, players, coaches []Entrant) ([]turnir.Event, error) {
	if len(players) > MaxTeamPeople || len(coaches) > MaxTeamPeople {
		return nil, turnir.Errorf(turnir.EINVALID, "a team has at most %[1]s and %[3]s", "в команде не больше %[2]s и %[4]s", labels.Count("en", "count.player", MaxTeamPeople), labels.Count("ru", "count.player_gen", MaxTeamPeople), labels.Count("en", "count.coach", MaxTeamPeople), labels.Count("ru", "count.coach_gen", MaxTeamPeople))
	}
	if id == "" {
		id = f.NewTeamID()
	}
	cmds := []Command{func(f *Festival) ([]turnir.Event, error) {
		return f.RegisterTeam(m, id, name, strings.TrimSpace(city))
	}}
	for _, p := range players {
		cmds = append(cmds, func(f *Festival) ([]turnir.Event, error) {
			return f.RegisterRated(m, KindPlayer, f.NewPlayerID(id), strings.TrimSpace(p.Name), id, p.Rating)
		})
	}
	for _, p := range coaches {
		cmds = append(cmds, func(f *Festival) ([]turnir.Event, error) {
			return f.RegisterRated(m, KindCoach, f.NewCoachID(id), strings.TrimSpace(p.Name), id, p.Rating)
		})
	}
	return f.Batch(cmds...)
}

// RegisterPerson registers a player, or a coach when coach, of team with
// their rating id ("" for none); id "" gives a new one (NewPlayerID,
// NewCoachID).
func (f *Festival) RegisterPerson(m es.Meta, coach bool, id, name, team, rating string) ([]turnir.Event, error) {
	name = strings.TrimSpace(name)
	if coach {
		if id == "" {
			id = f.NewCoachID(team)
		}
		return f.RegisterRated(m, KindCoach, id, name, team, rating)
	}
	if id == "" {
		id = f.NewPlayerID(team)
	}
	return f.RegisterRated(m, KindPlayer, id, name, team, rating)
}

// EnterAllInCup enters in the cup every registered team, not
// disqualified, that is not in it yet, each with its roster by default
// (EnterCupTeam), in one batch.
func (f *Festival) EnterAllInCup(m es.Meta) ([]turnir.Event, error) {
	if f.Cup == nil {
		return f.EnterCupTeam(m, "", nil) // the festival's own refusal
	}
	var cmds []Command
	for _, t := range f.Teams {
		if _, in := f.Cup.Team(t.ID); in || t.Disqualified {
			continue
		}
		cmds = append(cmds, func(f *Festival) ([]turnir.Event, error) { return f.EnterCupTeam(m, t.ID, nil) })
	}
	if len(cmds) == 0 {
		return nil, turnir.Errorf(turnir.ECONFLICT, "every registered team is already in the cup", "все заявленные команды уже в кубке")
	}
	return f.Batch(cmds...)
}

// EnterSvoyaPlayers enters the players in the Svoya igra, in one batch.
func (f *Festival) EnterSvoyaPlayers(m es.Meta, players []string) ([]turnir.Event, error) {
	if len(players) == 0 {
		return nil, turnir.Errorf(turnir.EINVALID, "name the players to enter", "укажите игроков")
	}
	cmds := make([]Command, 0, len(players))
	for _, id := range players {
		cmds = append(cmds, func(f *Festival) ([]turnir.Event, error) { return f.EnterSvoya(m, id) })
	}
	return f.Batch(cmds...)
}

// EnterAllInSvoya enters in the Svoya igra every player not entered yet
// who is not disqualified and whose team is not, in one batch.
func (f *Festival) EnterAllInSvoya(m es.Meta) ([]turnir.Event, error) {
	in := map[string]bool{}
	if f.Svoya != nil {
		for _, sh := range f.Svoya.Sheets {
			in[sh.Player] = true
		}
	}
	var ids []string
	for _, p := range f.Players {
		if t := f.Team(p.Team); in[p.ID] || p.Disqualified || (t != nil && t.Disqualified) {
			continue
		}
		ids = append(ids, p.ID)
	}
	if len(ids) == 0 {
		return f.EnterSvoya(m, "") // the festival's own refusal
	}
	return f.EnterSvoyaPlayers(m, ids)
}

// SvoyaMarkSheet enters a player's whole qualifying sheet typed at once
// (ParseMarks, one line a theme, "" to skip one): one event a theme, all
// in one batch, so a sheet is either in or, refused, not at all.
func (f *Festival) SvoyaMarkSheet(m es.Meta, player string, sheet []string) ([]turnir.Event, error) {
	var cmds []Command
	for i, line := range sheet {
		if strings.TrimSpace(line) == "" {
			continue
		}
		marks, err := svoyatournament.ParseMarks(strings.TrimSpace(line))
		if err != nil {
			return nil, err
		}
		cmds = append(cmds, func(f *Festival) ([]turnir.Event, error) {
			return f.SvoyaMarkRow(m, player, i+1, marks)
		})
	}
	if len(cmds) == 0 {
		return nil, turnir.Errorf(turnir.EINVALID, "the sheet is empty", "лист пуст")
	}
	return f.Batch(cmds...)
}
