package teamchess

import (
	"fmt"
	"strings"
	"time"

	"turnir"
	"turnir/labels"
	"turnir/names"
)

// Sexes of a player, as chess federations record them.
const (
	Boy  = "m"
	Girl = "f"
)

// Player is one member of a team who plays. Board is given by the place in
// Roster.Players.
type Player struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	BirthYear int    `json:"birth_year"`
	Sex       string `json:"sex"` // Boy or Girl
	// School is the player's school; empty means the team's school (the
	// entry form names it once per team).
	School string `json:"school,omitempty"`
	// Rating and RatingID are the player's national rating and ID at the
	// Russian Chess Federation, if any; FideID is the FIDE ID, if any.
	// They go into the rating export and tell one child from another.
	Rating   int    `json:"rating,omitempty"`
	RatingID string `json:"rating_id,omitempty"`
	FideID   string `json:"fide_id,omitempty"`
	// BirthDate is the date of birth, YYYY-MM-DD, when the entry form
	// gives it; its year is BirthYear (K2 goes by the year).
	BirthDate string `json:"birth_date,omitempty"`
}

// checkBirthDate refuses a date of birth that is not YYYY-MM-DD of a real
// day, and fills in or checks the year from it.
func checkBirthDate(p *Player, board int) error {
	if p.BirthDate == "" {
		return nil
	}
	d, err := time.Parse("2006-01-02", p.BirthDate)
	if err != nil {
		return turnir.Errorf(turnir.EINVALID, "board %d: the date of birth is YYYY-MM-DD, not %q", "доска %d: дата рождения — ГГГГ-ММ-ДД, а не %q", board, p.BirthDate)
	}
	switch {
	case p.BirthYear == 0:
		p.BirthYear = d.Year()
	case p.BirthYear != d.Year():
		return turnir.Errorf(turnir.EINVALID, "board %d: born %s is not of the year %d", "доска %d: дата рождения %s не из %d года", board, p.BirthDate, p.BirthYear)
	}
	return nil
}

// Roster is a team as entered (K1, K2): the school, the team leader who
// does not play, and the players in board order (Players[0] is board 1,
// the captain, who gives the simul).
type Roster struct {
	Name    string   `json:"name"`
	School  string   `json:"school"`
	Leader  string   `json:"leader"`
	Players []Player `json:"players"`
}

// Violation is one reason a roster is not eligible, tied to a board and a
// player when it is about one.
type Violation struct {
	Rule   string `json:"rule"`             // K1 or K2
	Board  int    `json:"board,omitempty"`  // 0 for the team as a whole
	Player string `json:"player,omitempty"` // the player's name
	EN     string `json:"en"`
	RU     string `json:"ru"`
}

// String writes the violation in English, with its board and player.
func (v Violation) String() string { return v.prefix("board") + v.EN + " (" + v.Rule + ")" }

// StringRU writes the violation in Russian.
func (v Violation) StringRU() string { return v.prefix("доска") + v.RU + " (" + v.Rule + ")" }

func (v Violation) prefix(board string) string {
	switch {
	case v.Board > 0 && v.Player != "":
		return fmt.Sprintf("%s %d (%s): ", board, v.Board, v.Player)
	case v.Board > 0:
		return fmt.Sprintf("%s %d: ", board, v.Board)
	}
	return ""
}

func violation(rule string, board int, player, en, ru string, args ...any) Violation {
	return Violation{Rule: rule, Board: board, Player: player, EN: fmt.Sprintf(en, args...), RU: fmt.Sprintf(ru, args...)}
}

// fold is the form two names (or schools) are compared in: names.Key, so
// case, width and invisible characters do not make two names of one.
func fold(s string) string { return names.Key(s) }

// maxSchoolLen is the longest school name: the full official names of
// Russian schools run long.
const maxSchoolLen = 250

// cleanRoster returns r with its names cleaned (names.Clean): the team's,
// the school's and the leader's when given, and every player's and
// player's school. A blank name is left blank for Check to report by rule
// and board; a name with a control or invisible character is refused,
// naming its board.
func cleanRoster(r Roster) (Roster, error) {
	r.Players = append([]Player(nil), r.Players...)
	type field struct {
		s      *string
		board  int
		en, ru string
		max    int
	}
	fields := []field{{&r.Name, 0, "team name", "название команды", names.MaxLen},
		{&r.School, 0, "school", "образовательная организация", maxSchoolLen}, {&r.Leader, 0, "team leader", "руководитель", names.MaxLen}}
	for i := range r.Players {
		fields = append(fields, field{&r.Players[i].Name, i + 1, "name", "имя", names.MaxLen},
			field{&r.Players[i].School, i + 1, "school", "образовательная организация", maxSchoolLen})
	}
	for _, f := range fields {
		if strings.TrimSpace(*f.s) == "" {
			*f.s = ""
			continue
		}
		c, err := names.CleanLen(*f.s, f.max)
		if err != nil {
			en, ru := f.en, f.ru
			if f.board > 0 {
				en, ru = fmt.Sprintf("board %d, %s", f.board, en), fmt.Sprintf("доска %d, %s", f.board, ru)
			}
			return r, &turnir.Error{Code: turnir.EINVALID, EN: en + ": " + turnir.ErrorMessage(err, "en"), RU: ru + ": " + turnir.ErrorMessage(err, "ru")}
		}
		*f.s = c
	}
	return r, nil
}

// Check lists every reason the roster is not eligible under the
// regulation (K1, K2), team-wide reasons first, then board by board. An
// empty list means the team may play.
func (c Config) Check(r Roster) []Violation {
	var out []Violation
	if strings.TrimSpace(r.Name) == "" {
		out = append(out, violation("K2", 0, "", "the team has no name", "у команды нет названия"))
	}
	if c.SameSchool && strings.TrimSpace(r.School) == "" {
		out = append(out, violation("K1", 0, "", "the team's school is not given", "не указана образовательная организация команды"))
	}
	if c.Leader {
		switch {
		case strings.TrimSpace(r.Leader) == "":
			out = append(out, violation("K2", 0, "", "the team has no team leader", "у команды нет руководителя"))
		default:
			for i, p := range r.Players {
				if fold(p.Name) == fold(r.Leader) {
					out = append(out, violation("K2", i+1, p.Name, "the team leader does not play, but is entered on this board",
						"руководитель команды не играет, но заявлен на эту доску"))
				}
			}
		}
	}
	if len(r.Players) != len(c.Boards) {
		out = append(out, violation("K2", 0, "", "the team has %[1]s; it needs exactly %[3]d, one per board",
			"в команде %[2]s; нужно ровно %[3]d, по одному на доску",
			labels.Count("en", "count.player", len(r.Players)), labels.Count("ru", "count.player", len(r.Players)), len(c.Boards)))
	}
	seen := map[string]int{}
	for i, p := range r.Players {
		board := i + 1
		name := strings.TrimSpace(p.Name)
		if p == (Player{}) {
			// A board the roster leaves out (an import's row missing).
			out = append(out, violation("K2", board, "", "nobody is entered on this board", "на эту доску никто не заявлен"))
			continue
		}
		if name == "" {
			out = append(out, violation("K2", board, "", "the player has no name", "у игрока нет имени"))
		} else if prev, dup := seen[fold(name)]; dup {
			out = append(out, violation("K2", board, name, "the same player is already on board %d", "этот игрок уже заявлен на доску %d", prev))
		} else {
			seen[fold(name)] = board
		}
		if c.SameSchool && p.School != "" && r.School != "" && fold(p.School) != fold(r.School) {
			out = append(out, violation("K1", board, name, "studies at %s, not at the team's school %s",
				"обучается в %s, а не в организации команды %s", p.School, r.School))
		}
		switch {
		case p.Sex == "":
			out = append(out, violation("K2", board, name, "the sex is not given", "не указан пол"))
		case p.Sex != Boy && p.Sex != Girl:
			out = append(out, violation("K2", board, name, "sex must be %q or %q, got %q", "пол должен быть %q или %q, а не %q", Boy, Girl, p.Sex))
		}
		if i >= len(c.Boards) {
			out = append(out, violation("K2", board, name, "the team has only %d boards", "в команде только %d досок", len(c.Boards)))
			continue
		}
		rule := c.Boards[i]
		switch {
		case p.BirthYear <= 0:
			out = append(out, violation("K2", board, name, "the year of birth is not given", "не указан год рождения"))
		case len(c.Schedule) > 0 && p.BirthYear > c.Schedule[0].At.Year():
			// A typing slip (2030 for 2013) that no "born from" rule catches.
			out = append(out, violation("K2", board, name, "born %d, after the event's year %d", "%d г.р. — позже года турнира (%d)",
				p.BirthYear, c.Schedule[0].At.Year()))
		case rule.BornFrom > 0 && p.BirthYear < rule.BornFrom:
			out = append(out, violation("K2", board, name, "born %d; this board takes players born %d or later",
				"%d г.р.; на эту доску допускаются игроки %d г.р. и моложе", p.BirthYear, rule.BornFrom))
		case rule.BornTo > 0 && p.BirthYear > rule.BornTo:
			out = append(out, violation("K2", board, name, "born %d; this board takes players born %d or earlier",
				"%d г.р.; на эту доску допускаются игроки %d г.р. и старше", p.BirthYear, rule.BornTo))
		}
		if rule.Girl && p.Sex == Boy {
			out = append(out, violation("K2", board, name, "this board is for a girl", "эта доска — для девочки"))
		}
	}
	return out
}

// RosterError joins violations into one EINVALID *turnir.Error that names
// every board and player concerned, or returns nil for none.
func RosterError(team string, vs []Violation) error {
	if len(vs) == 0 {
		return nil
	}
	en := make([]string, len(vs))
	ru := make([]string, len(vs))
	for i, v := range vs {
		en[i], ru[i] = v.String(), v.StringRU()
	}
	teamEN, teamRU := "team "+team, "команда "+team
	if strings.TrimSpace(team) == "" {
		teamEN, teamRU = "a team without a name", "команда без названия"
	}
	return &turnir.Error{Code: turnir.EINVALID,
		EN: fmt.Sprintf("%s is not eligible: %s", teamEN, strings.Join(en, "; ")),
		RU: fmt.Sprintf("%s не допущена: %s", teamRU, strings.Join(ru, "; "))}
}
