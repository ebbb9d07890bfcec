package regulation

import (
	"math"
	"time"

	"turnir/teamchess"
)

// KindSchoolTeamChess is the school team chess Swiss (K1-K7), block
// school_team_chess.
const KindSchoolTeamChess = "school-team-chess"

// The kind registers itself here rather than in regulation.go's lists, so
// that kinds added side by side do not touch the same lines.
func init() {
	kinds = append(kinds, KindSchoolTeamChess)
	ownBlocks[KindSchoolTeamChess] = []string{"school_team_chess"}
}

// SchoolTeamChess holds the settings of the school team chess Swiss
// (regulations/002, RULES.md K1-K7). Config gives the engine's
// teamchess.Config.
type SchoolTeamChess struct {
	// Rounds is the number of rounds of the Swiss (K3).
	Rounds int `yaml:"rounds" json:"rounds"`
	// MinTeams is the fewest teams the draw is made with.
	MinTeams int `yaml:"min_teams" json:"min_teams"`
	// SameSchool requires all players of a team to study at its school (K1).
	SameSchool bool `yaml:"same_school" json:"same_school"`
	// TeamLeader requires a team leader, who does not play (K2).
	TeamLeader bool `yaml:"team_leader" json:"team_leader"`
	// Boards are the eligibility rules of boards 1..n in order (K2).
	Boards []ChessBoard `yaml:"boards" json:"boards"`
	// SimulGiverColour is the colour of the captains on the simul boards:
	// white (the default) or black (K4).
	SimulGiverColour string `yaml:"simul_giver_colour" json:"simul_giver_colour"`
	// Bye is what a team without an opponent scores (K3 decision).
	Bye ChessBye `yaml:"bye" json:"bye"`
	// TimeControls are the clocks of a round (K6).
	TimeControls ChessTimeControls `yaml:"time_controls" json:"time_controls"`
	// UTCOffset is the offset of the venue's local time, like "+07:00";
	// the programme's times are local times.
	UTCOffset string `yaml:"utc_offset" json:"utc_offset"`
	// Schedule is the programme (K7), in time order.
	Schedule []ChessItem `yaml:"schedule" json:"schedule"`
}

// ChessBoard is the eligibility of one board (K2).
type ChessBoard struct {
	Board    int  `yaml:"board" json:"board"`
	BornFrom int  `yaml:"born_from,omitempty" json:"born_from,omitempty"` // this year or later
	BornTo   int  `yaml:"born_to,omitempty" json:"born_to,omitempty"`     // this year or earlier
	Girl     bool `yaml:"girl,omitempty" json:"girl,omitempty"`
}

// ChessBye is the score of a bye: game points (a multiple of 0.5) and
// match points (0, 1 or 2).
type ChessBye struct {
	GamePoints  float64 `yaml:"game_points" json:"game_points"`
	MatchPoints int     `yaml:"match_points" json:"match_points"`
}

// ChessTimeControls are the three clocks of a round (K6).
type ChessTimeControls struct {
	SimulGiver ChessClock `yaml:"simul_giver" json:"simul_giver"`
	SimulBoard ChessClock `yaml:"simul_board" json:"simul_board"`
	BoardMatch ChessClock `yaml:"board_match" json:"board_match"`
}

// ChessClock is a Fischer control: base time plus an increment per move
// from move 1.
type ChessClock struct {
	Base      Duration `yaml:"base" json:"base"`
	Increment Duration `yaml:"increment" json:"increment"`
}

// ChessItem is one line of the programme (K7). At and Until are local
// times written "2006-01-02 15:04".
type ChessItem struct {
	At     string `yaml:"at" json:"at"`
	Until  string `yaml:"until,omitempty" json:"until,omitempty"`
	Kind   string `yaml:"kind" json:"kind"` // registration, meeting, arbiters, draw, round, opening, closing, other
	Round  int    `yaml:"round,omitempty" json:"round,omitempty"`
	Name   string `yaml:"name,omitempty" json:"name,omitempty"`
	NameRU string `yaml:"name_ru,omitempty" json:"name_ru,omitempty"`
	Place  string `yaml:"place,omitempty" json:"place,omitempty"`
	// PlaceRU is the place in Russian, when it differs from Place.
	PlaceRU string `yaml:"place_ru,omitempty" json:"place_ru,omitempty"`
}

const chessTimeLayout = "2006-01-02 15:04"

func (s *SchoolTeamChess) zone() (*time.Location, error) {
	if s.UTCOffset == "" {
		return time.UTC, nil
	}
	t, err := time.Parse("-07:00", s.UTCOffset)
	if err != nil {
		return nil, err
	}
	_, off := t.Zone()
	return time.FixedZone("UTC"+s.UTCOffset, off), nil
}

// Config returns the engine's settings. It assumes a validated block:
// times that do not parse are left zero.
func (s *SchoolTeamChess) Config() teamchess.Config {
	c := teamchess.Config{
		Rounds:          s.Rounds,
		MinTeams:        s.MinTeams,
		SameSchool:      s.SameSchool,
		Leader:          s.TeamLeader,
		SimulGiverBlack: s.SimulGiverColour == "black",
		ByeGamePoints:   int(math.Round(2 * s.Bye.GamePoints)),
		ByeMatchPoints:  s.Bye.MatchPoints,
		TimeControls: teamchess.TimeControls{
			SimulGiver: s.TimeControls.SimulGiver.control(),
			SimulBoard: s.TimeControls.SimulBoard.control(),
			BoardMatch: s.TimeControls.BoardMatch.control(),
		},
	}
	for _, b := range s.Boards {
		c.Boards = append(c.Boards, teamchess.BoardRule{Board: b.Board, BornFrom: b.BornFrom, BornTo: b.BornTo, Girl: b.Girl})
	}
	loc, err := s.zone()
	if err != nil {
		loc = time.UTC
	}
	for _, it := range s.Schedule {
		at, _ := time.ParseInLocation(chessTimeLayout, it.At, loc)
		var until time.Time
		if it.Until != "" {
			until, _ = time.ParseInLocation(chessTimeLayout, it.Until, loc)
		}
		c.Schedule = append(c.Schedule, teamchess.ScheduleItem{At: at, Until: until, Kind: it.Kind, Round: it.Round,
			Name: it.Name, NameRU: it.NameRU, Place: it.Place, PlaceRU: it.PlaceRU})
	}
	return c
}

func (k ChessClock) control() teamchess.TimeControl {
	return teamchess.TimeControl{Base: k.Base.D(), Increment: k.Increment.D()}
}

func (s *SchoolTeamChess) validate() error {
	const p = "school_team_chess."
	if _, err := s.zone(); err != nil {
		return errField(p+"utc_offset", "must be an offset like +07:00, got %q", "должно быть смещением вида +07:00, а не %q", s.UTCOffset)
	}
	switch s.SimulGiverColour {
	case "", "white", "black":
	default:
		return errField(p+"simul_giver_colour", "must be white or black, got %q", "должно быть white или black, а не %q", s.SimulGiverColour)
	}
	if h := 2 * s.Bye.GamePoints; h != math.Trunc(h) {
		return errField(p+"bye.game_points", "must be a multiple of 0.5, got %v", "должно быть кратно 0.5, а не %v", s.Bye.GamePoints)
	}
	for i, b := range s.Boards {
		if b.Board != i+1 {
			return errField(index(p+"boards", i)+".board", "must be %d: boards are listed 1..n in order, got %d",
				"должно быть %d: доски перечисляются по порядку 1..n, а не %d", i+1, b.Board)
		}
	}
	for i, it := range s.Schedule {
		at := index(p+"schedule", i)
		for _, f := range []struct{ key, v string }{{"at", it.At}, {"until", it.Until}} {
			if f.v == "" && f.key == "until" {
				continue
			}
			if _, err := time.Parse(chessTimeLayout, f.v); err != nil {
				return errField(at+"."+f.key, "must be a local time like 2027-02-16 18:00, got %q", "должно быть местным временем вида 2027-02-16 18:00, а не %q", f.v)
			}
		}
	}
	// The engine's own check, so that a file this accepts always opens an event.
	if err := s.Config().Validate(); err != nil {
		return engineError("school_team_chess", err)
	}
	return nil
}
