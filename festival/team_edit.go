package festival

import (
	"regexp"
	"slices"
	"strings"

	"turnir"
	"turnir/es"
	"turnir/festival/register"
	"turnir/names"
	"turnir/quiz"
)

// Editing a festival's teams (issue 14, item 10): a team is renamed (its
// name cleaned and told apart from the others, its city too), and a team
// that plays in no competition yet may be removed with its people; both
// are logged with who and why.

// Event types of the team edits.
const (
	EvTeamRenamed = "FestivalTeamRenamed"
	EvTeamRemoved = "FestivalTeamRemoved"
)

// TeamRenamed gives a team a new name and city.
type TeamRenamed struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	City string `json:"city,omitempty"`
}

// TeamRemoved takes a team that has not played out of the festival, with
// its players and coaches.
type TeamRemoved struct {
	ID string `json:"id"`
}

// RenameTeam renames team id (and sets its city): the name is cleaned and
// must not read as another team's (names.Key).
func (f *Festival) RenameTeam(m es.Meta, id, name, city string) ([]turnir.Event, error) {
	if err := f.exists(); err != nil {
		return nil, err
	}
	t := f.Team(id)
	if t == nil {
		return nil, unknown(KindTeam, id)
	}
	key := names.Key(name)
	for _, other := range f.Teams {
		if other.ID != id && key != "" && names.Key(other.Name) == key {
			return nil, turnir.Errorf(turnir.ECONFLICT, "team %q is already registered; add something to tell them apart",
				"команда %q уже зарегистрирована; добавьте что-нибудь, чтобы их различать", names.Printable(other.Name))
		}
	}
	clean, err := names.Clean(name)
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(city) != "" {
		if city, err = names.Clean(city); err != nil {
			return nil, err
		}
	}
	return m.One(EvTeamRenamed, TeamRenamed{ID: id, Name: clean, City: city})
}

// RemoveTeam removes team id with its players and coaches, a decision
// with its reason, while the team plays in no competition of the
// festival (entered in the cup, the Brain-ring or the solyanka, or a
// player of it in Svoya igra): after that its results must stay.
func (f *Festival) RemoveTeam(m es.Meta, id string) ([]turnir.Event, error) {
	if err := f.exists(); err != nil {
		return nil, err
	}
	if f.Team(id) == nil {
		return nil, unknown(KindTeam, id)
	}
	if err := register.NeedReason(m.Reason, "removing a team", "удаление команды"); err != nil {
		return nil, err
	}
	if where := f.playsIn(id); where != "" {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the team plays in the %s already; disqualify it instead (DQ2)",
			"команда уже играет: %s; вместо удаления её можно дисквалифицировать (DQ2)", where)
	}
	return m.Decision(EvTeamRemoved, TeamRemoved{ID: id})
}

// playsIn names a competition team id is entered in, or "".
func (f *Festival) playsIn(id string) string {
	if f.Cup != nil {
		if _, ok := f.Cup.Team(id); ok {
			return "cup"
		}
	}
	if f.Brainring != nil && slices.Contains(f.Brainring.Teams, id) {
		return "Brain-ring"
	}
	if f.Solyanka != nil && slices.ContainsFunc(f.Solyanka.Rows, func(r quiz.ScoreRow) bool { return r.Team == id }) {
		return "solyanka"
	}
	if f.Svoya != nil {
		for _, p := range f.Roster(id) {
			if f.Svoya.Sheet(p) != nil {
				return "Svoya igra"
			}
		}
	}
	return ""
}

func init() {
	es.On(&festFolds, EvTeamRenamed, func(f *Festival, d TeamRenamed, _ turnir.Event) error {
		t := f.Team(d.ID)
		if t == nil {
			return unknown(KindTeam, d.ID)
		}
		t.Name, t.City = d.Name, d.City
		return nil
	})
	es.On(&festFolds, EvTeamRemoved, func(f *Festival, d TeamRemoved, _ turnir.Event) error {
		if f.Team(d.ID) == nil {
			return unknown(KindTeam, d.ID)
		}
		f.Teams = slices.DeleteFunc(f.Teams, func(t Team) bool { return t.ID == d.ID })
		f.Players = slices.DeleteFunc(f.Players, func(p Person) bool { return p.Team == d.ID })
		f.Coaches = slices.DeleteFunc(f.Coaches, func(p Person) bool { return p.Team == d.ID })
		return nil
	})
	RegisterReissue(EvTeamRenamed, es.CommandOf(func(f *Festival, d TeamRenamed, m es.Meta) ([]turnir.Event, error) {
		return f.RenameTeam(m, d.ID, d.Name, d.City)
	}))
	RegisterReissue(EvTeamRemoved, es.CommandOf(func(f *Festival, d TeamRemoved, m es.Meta) ([]turnir.Event, error) {
		return f.RemoveTeam(m, d.ID)
	}))
}

// TeamRow is one team of an imported file.
type TeamRow struct {
	ID         string // the team's id when the file has an ID column (the rating site's), else ""
	Name, City string
	Coach      Entrant // Name "" when the row has no coach
	Players    []Entrant
}

// idHeaders are the headers of a first column that holds the teams' ids
// (the rating site's team numbers, which its export needs), as files
// write them.
var idHeaders = map[string]bool{"id": true, "№": true, "номер": true, "код": true, "id команды": true, "team id": true,
	"рейтинг id": true, "id рейтинга": true, "номер команды": true}

// ratedCell reads a cell "Анна Петрова (12345)" or "… [12345]": a name
// with the person's rating id in brackets at its end.
var ratedCell = regexp.MustCompile(`^(.*?)\s*[(\[]\s*(\d+)\s*[)\]]$`)

// entrantOf reads a person's cell: the name and, in brackets at its end,
// the rating id; a bracket of anything but digits stays in the name.
func entrantOf(cell string) Entrant {
	if m := ratedCell.FindStringSubmatch(cell); m != nil && m[1] != "" {
		return Entrant{Name: m[1], Rating: m[2]}
	}
	return Entrant{Name: cell}
}

// TeamsFromRows reads the teams of a table as organizers keep them (a CSV
// or a spreadsheet), one team a row after a header row: the team's name,
// its city, its coach, then its players, one a column. A first column
// headed "ID" (or "№", "номер", "код", "ID команды") holds the teams' ids,
// the rating site's team numbers that its export carries. A person's
// rating id may follow their name in brackets ("Анна Петрова (12345)").
// Blank rows and cells are skipped; the names and ids are checked when
// the teams are registered.
func TeamsFromRows(rows [][]string) ([]TeamRow, error) {
	withID := false
	if len(rows) > 0 {
		if len(rows[0]) > 0 {
			h := strings.ToLower(strings.TrimSpace(strings.TrimPrefix(rows[0][0], "\uFEFF")))
			withID = idHeaders[h]
		}
		rows = rows[1:]
	}
	var out []TeamRow
	for i, row := range rows {
		cell := func(j int) string {
			if j < len(row) {
				return strings.TrimSpace(row[j])
			}
			return ""
		}
		if strings.TrimSpace(strings.Join(row, "")) == "" {
			continue
		}
		id := ""
		if withID {
			if id = cell(0); id == "" {
				return nil, turnir.Errorf(turnir.EINVALID, "row %d: the team has no ID (the file's first column is the ID)",
					"строка %d: у команды нет ID (первый столбец файла — ID)", i+2)
			}
			row = row[1:]
		}
		if cell(0) == "" {
			return nil, turnir.Errorf(turnir.EINVALID, "row %d: the team has no name", "строка %d: у команды нет названия", i+2)
		}
		t := TeamRow{ID: id, Name: cell(0), City: cell(1), Coach: entrantOf(cell(2))}
		for j := 3; j < len(row); j++ {
			if p := cell(j); p != "" {
				t.Players = append(t.Players, entrantOf(p))
			}
		}
		if len(out) >= 500 {
			return nil, turnir.Errorf(turnir.EINVALID, "more than 500 teams in one file", "в одном файле больше 500 команд")
		}
		out = append(out, t)
	}
	if len(out) == 0 {
		return nil, turnir.Errorf(turnir.EINVALID, "the file holds no team", "в файле нет ни одной команды")
	}
	return out, nil
}
