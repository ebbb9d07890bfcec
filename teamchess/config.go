package teamchess

import (
	"time"
	"turnir/labels"

	"turnir"
)

// BoardRule is the eligibility of one board of a team (K2): who may sit
// there, as data from the regulation.
type BoardRule struct {
	// Board is the board number, 1 (the captain, the simul giver) to 5.
	Board int `json:"board"`
	// BornFrom is the earliest birth year allowed ("2013 or later"); 0
	// means no lower limit.
	BornFrom int `json:"born_from,omitempty"`
	// BornTo is the latest birth year allowed; 0 means no upper limit.
	BornTo int `json:"born_to,omitempty"`
	// Girl restricts the board to girls (board 4 of the regulation).
	Girl bool `json:"girl,omitempty"`
}

// TimeControl is a Fischer control: Base for the game plus Increment per
// move from move 1 (K6).
type TimeControl struct {
	Base      time.Duration `json:"base_ns"`
	Increment time.Duration `json:"increment_ns"`
}

// TimeControls are the three controls of a round (K6).
type TimeControls struct {
	SimulGiver TimeControl `json:"simul_giver"` // the captain giving the simul
	SimulBoard TimeControl `json:"simul_board"` // boards 2-5 against the simul giver
	BoardMatch TimeControl `json:"board_match"` // every player of the board match
}

// Config is the regulation of a school team chess Swiss (K1-K7). It is
// built from the regulation file's block school_team_chess
// (regulation.SchoolTeamChess.Config) and stored in the Created event, so
// a replay never depends on the file changing later.
type Config struct {
	// Rounds is the number of rounds (K3: 9).
	Rounds int `json:"rounds"`
	// Boards are the rules of boards 1..len(Boards), in board order (K2).
	Boards []BoardRule `json:"boards"`
	// SameSchool requires every player of a team to come from the team's
	// school (K1).
	SameSchool bool `json:"same_school"`
	// Leader requires a team leader, who does not play (K2).
	Leader bool `json:"leader"`
	// MinTeams is the fewest teams the draw is made with.
	MinTeams int `json:"min_teams"`
	// SimulGiverBlack gives the simul givers Black on every simul board;
	// the default (false) gives them White (K4 decision).
	SimulGiverBlack bool `json:"simul_giver_black,omitempty"`
	// ByeGamePoints and ByeMatchPoints are what a team without an opponent
	// scores, game points in halves (13 = 6.5) and match points (K3
	// decision: half the 13 points and a drawn match by default).
	ByeGamePoints  int `json:"bye_game_points_halves"`
	ByeMatchPoints int `json:"bye_match_points"`
	// TimeControls are the controls of a round (K6).
	TimeControls TimeControls `json:"time_controls"`
	// Schedule is the programme (K7), in time order.
	Schedule []ScheduleItem `json:"schedule"`
}

// Match points of a team match (K5 decision): a match is won by the team
// with more than half of its game points.
const (
	MatchWin  = 2
	MatchDraw = 1
	MatchLoss = 0
)

// DefaultConfig returns the regulation of regulations/002 with the
// decisions of RULES.md, for tests and as a template; the schedule is the
// one of the 2027 event in Novokuznetsk (UTC+7).
func DefaultConfig() Config {
	tz := time.FixedZone("UTC+7", 7*3600)
	at := func(day, hour, minute int) time.Time {
		return time.Date(2027, time.February, day, hour, minute, 0, 0, tz)
	}
	round := func(n, day, hour int) ScheduleItem {
		return ScheduleItem{At: at(day, hour, 0), Kind: ItemRound, Round: n}
	}
	return Config{
		Rounds: 9,
		Boards: []BoardRule{
			{Board: 1, BornFrom: 2013},
			{Board: 2, BornFrom: 2014},
			{Board: 3, BornFrom: 2015},
			{Board: 4, BornFrom: 2016, Girl: true},
			{Board: 5, BornFrom: 2017},
		},
		SameSchool:     true,
		Leader:         true,
		MinTeams:       2,
		ByeGamePoints:  13,
		ByeMatchPoints: MatchDraw,
		TimeControls: TimeControls{
			SimulGiver: TimeControl{30 * time.Minute, 5 * time.Second},
			SimulBoard: TimeControl{10 * time.Minute, 5 * time.Second},
			BoardMatch: TimeControl{10 * time.Minute, 5 * time.Second},
		},
		Schedule: []ScheduleItem{
			{At: at(16, 18, 0), Until: at(16, 21, 0), Kind: ItemRegistration},
			{At: at(16, 21, 0), Kind: ItemMeeting},
			{At: at(16, 21, 30), Kind: ItemArbiters},
			{At: at(16, 23, 59), Kind: ItemDraw, Round: 1},
			round(1, 17, 10),
			{At: at(17, 12, 0), Kind: ItemOpening},
			round(2, 17, 14),
			round(3, 18, 10), round(4, 18, 12),
			round(5, 19, 10), round(6, 19, 12),
			round(7, 20, 10), round(8, 20, 12),
			round(9, 21, 10),
			{At: at(21, 14, 0), Kind: ItemClosing},
		},
	}
}

// GamesPerMatch is the number of games of a team match: two simuls of one game
// per board 2..n and the board match of n boards (K4: 4 + 4 + 5 = 13).
func (c Config) GamesPerMatch() int { n := len(c.Boards); return 2*(n-1) + n }

// Validate refuses settings an event cannot be run with.
func (c Config) Validate() error {
	switch {
	case c.Rounds < 1:
		return turnir.Errorf(turnir.EINVALID, "the number of rounds must be at least 1, got %d", "число туров должно быть не меньше 1, а не %d", c.Rounds)
	case len(c.Boards) < 2:
		return turnir.Errorf(turnir.EINVALID, "a team needs at least 2 boards (a simul giver and a board), got %d", "в команде должно быть не меньше 2 досок (сеансёр и участник), а не %d", len(c.Boards))
	case c.MinTeams < 2:
		return turnir.Errorf(turnir.EINVALID, "at least 2 teams are needed to pair, got %d", "для жеребьёвки нужно не меньше 2 команд, а не %d", c.MinTeams)
	case c.ByeGamePoints < 0 || c.ByeGamePoints > 2*c.GamesPerMatch():
		return turnir.Errorf(turnir.EINVALID, "the bye scores between 0 and %[1]s", "свободная от игры команда получает от 0 до %[2]s", labels.Count("en", "count.game_point", c.GamesPerMatch()), labels.Count("ru", "count.point_gen", c.GamesPerMatch()))
	case c.ByeMatchPoints < MatchLoss || c.ByeMatchPoints > MatchWin:
		return turnir.Errorf(turnir.EINVALID, "the bye scores between 0 and 2 match points", "свободная от игры команда получает от 0 до 2 командных очков")
	}
	for i, b := range c.Boards {
		if b.Board != i+1 {
			return turnir.Errorf(turnir.EINVALID, "board rules must list boards 1..%d in order; rule %d is for board %d",
				"правила досок должны идти по порядку 1..%d; правило %d относится к доске %d", len(c.Boards), i+1, b.Board)
		}
		if b.BornTo != 0 && b.BornTo < b.BornFrom {
			return turnir.Errorf(turnir.EINVALID, "board %d: birth years from %d to %d are empty", "доска %d: годы рождения с %d по %d — пустой диапазон", b.Board, b.BornFrom, b.BornTo)
		}
	}
	for _, tc := range []TimeControl{c.TimeControls.SimulGiver, c.TimeControls.SimulBoard, c.TimeControls.BoardMatch} {
		if tc.Base <= 0 || tc.Increment < 0 {
			return turnir.Errorf(turnir.EINVALID, "a time control needs a positive base time and an increment of at least 0", "контроль времени: основное время должно быть больше нуля, добавление — не меньше нуля")
		}
	}
	for i, it := range c.Schedule {
		if i > 0 && it.At.Before(c.Schedule[i-1].At) {
			return turnir.Errorf(turnir.EINVALID, "the programme must be in time order: item %d (%s) comes before item %d", "программа должна идти по времени: пункт %d (%s) раньше пункта %d", i+1, it.Kind, i)
		}
		if !it.Until.IsZero() && it.Until.Before(it.At) {
			return turnir.Errorf(turnir.EINVALID, "programme item %d ends before it starts", "пункт программы %d заканчивается раньше, чем начинается", i+1)
		}
		if !validItem[it.Kind] {
			return turnir.Errorf(turnir.EINVALID, "programme item %d: unknown kind %q", "пункт программы %d: неизвестный вид %q", i+1, it.Kind)
		}
		if (it.Kind == ItemRound || it.Kind == ItemDraw) && (it.Round < 1 || it.Round > c.Rounds) {
			return turnir.Errorf(turnir.EINVALID, "programme item %d: round %d is not between 1 and %d", "пункт программы %d: тур %d — не от 1 до %d", i+1, it.Round, c.Rounds)
		}
	}
	return nil
}
