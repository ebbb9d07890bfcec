package teamchess_test

import (
	"fmt"
	"strings"
	"testing"

	"turnir"
	"turnir/es"
	"turnir/teamchess"
)

// TestRoster checks each eligibility rule on its own: one change to an
// eligible roster, and the violation it must produce (rule, board).
func TestRoster(t *testing.T) {
	cfg := teamchess.DefaultConfig()
	type want struct {
		rule  string
		board int
		text  string
	}
	cases := []struct {
		name   string
		change func(r *teamchess.Roster)
		want   []want
	}{
		{"K1_K2_eligible_roster_passes", func(r *teamchess.Roster) {}, nil},
		{"K1_player_of_another_school", func(r *teamchess.Roster) { r.Players[2].School = "Lyceum 5" }, []want{{"K1", 3, "Lyceum 5"}}},
		{"K1_player_school_may_be_left_to_the_team", func(r *teamchess.Roster) { r.Players[2].School = "" }, nil},
		{"K1_same_school_in_other_spelling", func(r *teamchess.Roster) { r.Players[1].School = "  gymnasium   1 " }, nil},
		{"K1_team_without_school", func(r *teamchess.Roster) { r.School = "" }, []want{{"K1", 0, "school"}}},
		{"K2_captain_born_2012", func(r *teamchess.Roster) { r.Players[0].BirthYear = 2012 }, []want{{"K2", 1, "2013 or later"}}},
		{"K2_captain_born_2013_allowed", func(r *teamchess.Roster) { r.Players[0].BirthYear = 2013 }, nil},
		{"K2_captain_younger_allowed", func(r *teamchess.Roster) { r.Players[0].BirthYear = 2018 }, nil},
		{"K2_board2_born_2013", func(r *teamchess.Roster) { r.Players[1].BirthYear = 2013 }, []want{{"K2", 2, "2014 or later"}}},
		{"K2_board3_born_2014", func(r *teamchess.Roster) { r.Players[2].BirthYear = 2014 }, []want{{"K2", 3, "2015 or later"}}},
		{"K2_board4_boy", func(r *teamchess.Roster) { r.Players[3].Sex = teamchess.Boy }, []want{{"K2", 4, "girl"}}},
		{"K2_board4_girl_born_2015", func(r *teamchess.Roster) { r.Players[3].BirthYear = 2015 }, []want{{"K2", 4, "2016 or later"}}},
		{"K2_board4_boy_born_2015_two_violations", func(r *teamchess.Roster) { r.Players[3].BirthYear = 2015; r.Players[3].Sex = teamchess.Boy },
			[]want{{"K2", 4, "2016 or later"}, {"K2", 4, "girl"}}},
		{"K2_board5_born_2016", func(r *teamchess.Roster) { r.Players[4].BirthYear = 2016 }, []want{{"K2", 5, "2017 or later"}}},
		{"K2_board5_born_2018_read_as_or_later", func(r *teamchess.Roster) { r.Players[4].BirthYear = 2018 }, nil},
		{"K2_girl_may_play_any_board", func(r *teamchess.Roster) { r.Players[0].Sex = teamchess.Girl }, nil},
		{"K2_birth_year_missing", func(r *teamchess.Roster) { r.Players[1].BirthYear = 0 }, []want{{"K2", 2, "year of birth"}}},
		{"K2_birth_year_after_the_event", func(r *teamchess.Roster) { r.Players[4].BirthYear = 2030 }, []want{{"K2", 5, "after the event's year 2027"}}},
		{"K2_sex_missing", func(r *teamchess.Roster) { r.Players[1].Sex = "" }, []want{{"K2", 2, "sex"}}},
		{"K2_no_team_leader", func(r *teamchess.Roster) { r.Leader = " " }, []want{{"K2", 0, "team leader"}}},
		{"K2_team_leader_does_not_play", func(r *teamchess.Roster) { r.Leader = r.Players[4].Name }, []want{{"K2", 5, "does not play"}}},
		{"K2_four_players", func(r *teamchess.Roster) { r.Players = r.Players[:4] }, []want{{"K2", 0, "exactly 5"}}},
		{"K2_six_players", func(r *teamchess.Roster) { r.Players = append(r.Players, r.Players[4]); r.Players[5].Name = "Extra" },
			[]want{{"K2", 0, "exactly 5"}, {"K2", 6, "only 5 boards"}}},
		{"K2_same_player_twice", func(r *teamchess.Roster) { r.Players[4].Name = r.Players[1].Name },
			[]want{{"K2", 5, "already on board 2"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := roster(1)
			c.change(&r)
			got := cfg.Check(r)
			if len(got) != len(c.want) {
				t.Fatalf("violations %v, want %d: %+v", got, len(c.want), c.want)
			}
			for i, w := range c.want {
				g := got[i]
				if g.Rule != w.rule || g.Board != w.board || !strings.Contains(g.String(), w.text) {
					t.Errorf("violation %d = %s (rule %s, board %d), want rule %s board %d with %q", i, g, g.Rule, g.Board, w.rule, w.board, w.text)
				}
				if g.RU == "" || g.RU == g.EN {
					t.Errorf("violation %d has no Russian text", i)
				}
				if w.board > 0 && w.board <= len(r.Players) && g.Player != r.Players[w.board-1].Name {
					t.Errorf("violation %d names player %q, want %q", i, g.Player, r.Players[w.board-1].Name)
				}
			}
		})
	}
}

// TestRosterLimitsAreData: the birth-year limits and the girl board come
// from the regulation, not from the code.
func TestRosterLimitsAreData(t *testing.T) {
	t.Run("K2_limits_from_config", func(t *testing.T) {
		cfg := teamchess.DefaultConfig()
		r := roster(1)
		r.Players[0].BirthYear = 2012
		r.Players[3].Sex = teamchess.Boy
		if len(cfg.Check(r)) != 2 {
			t.Fatalf("default regulation: %v", cfg.Check(r))
		}
		cfg.Boards[0].BornFrom = 2012
		cfg.Boards[3].Girl = false
		if v := cfg.Check(r); len(v) != 0 {
			t.Errorf("relaxed regulation still refuses: %v", v)
		}
		cfg.Boards[4].BornTo = 2016
		if v := cfg.Check(r); len(v) != 1 || v[0].Board != 5 || !strings.Contains(v[0].EN, "2016 or earlier") {
			t.Errorf("upper limit: %v", v)
		}
	})
}

// TestRegisterTeam: the aggregate refuses an ineligible roster with every
// violation named by board and player, in English and Russian, and keeps
// player IDs unique across teams.
func TestRegisterTeam(t *testing.T) {
	t.Run("K2_ineligible_roster_refused_per_board", func(t *testing.T) {
		f := newFixture(t, teamchess.DefaultConfig())
		r := roster(1)
		r.Players[0].BirthYear = 2011
		r.Players[3].Sex = teamchess.Boy
		r.Players[4].School = "School 99"
		_, err := f.tour.RegisterTeam(es.At(t0, "org", ""), "t1", r)
		refused(t, err, turnir.EINVALID)
		en, ru := turnir.ErrorMessage(err, "en"), turnir.ErrorMessage(err, "ru")
		for _, s := range []string{"board 1 (P1.1): born 2011", "board 4 (P1.4): this board is for a girl", "board 5 (P1.5): studies at School 99", "(K1)", "(K2)"} {
			if !strings.Contains(en, s) {
				t.Errorf("message lacks %q: %s", s, en)
			}
		}
		for _, s := range []string{"доска 1 (P1.1): 2011 г.р.", "доска 4 (P1.4): эта доска — для девочки", "доска 5 (P1.5)"} {
			if !strings.Contains(ru, s) {
				t.Errorf("Russian message lacks %q: %s", s, ru)
			}
		}
		if len(f.tour.Teams) != 0 {
			t.Errorf("a refused team was entered")
		}
	})
	t.Run("K1_player_in_two_teams_refused", func(t *testing.T) {
		f := newFixture(t, teamchess.DefaultConfig())
		a, b := roster(1), roster(2)
		a.Players[1].ID, b.Players[1].ID = "fsr-1", "fsr-1"
		f.must(f.tour.RegisterTeam(es.At(t0, "org", ""), "t1", a))
		_, err := f.tour.RegisterTeam(es.At(t0, "org", ""), "t2", b)
		refused(t, err, turnir.ECONFLICT)
	})
	t.Run("K1_same_child_in_two_teams_refused_by_name_and_birth_year", func(t *testing.T) {
		// Generated player IDs differ between teams; the child does not.
		f := newFixture(t, teamchess.DefaultConfig())
		a, b := roster(1), roster(2)
		b.Players[2].Name = "p1.3" // a.Players[2], written in other case
		f.must(f.tour.RegisterTeam(es.At(t0, "org", ""), "t1", a))
		_, err := f.tour.RegisterTeam(es.At(t0, "org", ""), "t2", b)
		refused(t, err, turnir.ECONFLICT)
		if en := turnir.ErrorMessage(err, "en"); !strings.Contains(en, "board 3 (p1.3): this player already plays for Team 1") {
			t.Errorf("message %q", en)
		}
		// The page's "check" says what "admit" said (it passed the roster).
		if _, err := f.tour.CheckRoster(b); turnir.ErrorCode(err) != turnir.ECONFLICT || !strings.Contains(turnir.ErrorMessage(err, "en"), "already plays for Team 1") {
			t.Errorf("the check of the same roster: %v", err)
		}
		b.Players[2].BirthYear = 2016 // a namesake born a year later is another child
		if vs, err := f.tour.CheckRoster(b); err != nil || len(vs) != 0 {
			t.Errorf("the check of an eligible roster: %v %v", vs, err)
		}
		f.must(f.tour.RegisterTeam(es.At(t0, "org", ""), "t2", b))
	})
	t.Run("K2_check_takes_the_year_from_a_date_alone", func(t *testing.T) {
		f := newFixture(t, teamchess.DefaultConfig())
		a := roster(1)
		a.Players[0].BirthDate = fmt.Sprintf("%d-03-05", a.Players[0].BirthYear)
		a.Players[0].BirthYear = 0
		if vs, err := f.tour.CheckRoster(a); err != nil || len(vs) != 0 {
			t.Errorf("a date of birth without its year: %v %v", vs, err)
		}
		f.must(f.tour.RegisterTeam(es.At(t0, "org", ""), "t1", a))
	})
	t.Run("K1_same_rating_ID_in_two_teams_refused", func(t *testing.T) {
		f := newFixture(t, teamchess.DefaultConfig())
		a, b := roster(1), roster(2)
		a.Players[1].RatingID, b.Players[4].RatingID = "24101234", "24101234"
		f.must(f.tour.RegisterTeam(es.At(t0, "org", ""), "t1", a))
		_, err := f.tour.RegisterTeam(es.At(t0, "org", ""), "t2", b)
		refused(t, err, turnir.ECONFLICT)
	})
	t.Run("K1_same_FIDE_ID_in_two_teams_refused", func(t *testing.T) {
		f := newFixture(t, teamchess.DefaultConfig())
		a, b := roster(1), roster(2)
		a.Players[0].FideID, b.Players[3].FideID = "34123456", "34123456"
		f.must(f.tour.RegisterTeam(es.At(t0, "org", ""), "t1", a))
		_, err := f.tour.RegisterTeam(es.At(t0, "org", ""), "t2", b)
		refused(t, err, turnir.ECONFLICT)
	})
	t.Run("K1_namesakes_born_on_other_days_are_two_children", func(t *testing.T) {
		f := newFixture(t, teamchess.DefaultConfig())
		a, b := roster(1), roster(2)
		b.Players[2].Name = a.Players[2].Name
		a.Players[2].BirthDate, b.Players[2].BirthDate = "2015-03-01", "2015-11-20"
		f.must(f.tour.RegisterTeam(es.At(t0, "org", ""), "t1", a))
		f.must(f.tour.RegisterTeam(es.At(t0, "org", ""), "t2", b))
	})
	t.Run("K2_date_of_birth_gives_the_year_and_must_agree_with_it", func(t *testing.T) {
		f := newFixture(t, teamchess.DefaultConfig())
		r := roster(1)
		r.Players[0].BirthYear, r.Players[0].BirthDate = 0, "2013-09-14"
		f.must(f.tour.RegisterTeam(es.At(t0, "org", ""), "t1", r))
		if p := f.tour.Teams["t1"].Roster.Players[0]; p.BirthYear != 2013 || p.BirthDate != "2013-09-14" {
			t.Errorf("board 1: %+v", p)
		}
		bad := roster(2)
		bad.Players[0].BirthDate = "2012-09-14" // the year says 2013
		_, err := f.tour.RegisterTeam(es.At(t0, "org", ""), "t2", bad)
		refused(t, err, turnir.EINVALID)
		bad.Players[0].BirthDate = "14.09.2013"
		_, err = f.tour.RegisterTeam(es.At(t0, "org", ""), "t2", bad)
		refused(t, err, turnir.EINVALID)
	})
	t.Run("K2_one_child_on_two_boards_refused", func(t *testing.T) {
		f := newFixture(t, teamchess.DefaultConfig())
		r := roster(1)
		r.Players[2] = r.Players[4] // board 5's player (born 2017) may play board 3
		_, err := f.tour.RegisterTeam(es.At(t0, "org", ""), "t1", r)
		refused(t, err, turnir.EINVALID)
		if en := turnir.ErrorMessage(err, "en"); !strings.Contains(en, "board 5 (P1.5): the same player is already on board 3") {
			t.Errorf("message %q", en)
		}
	})
	t.Run("K2_roster_corrected_with_reason", func(t *testing.T) {
		f := newFixture(t, teamchess.DefaultConfig())
		f.must(f.tour.RegisterTeam(es.At(t0, "org", ""), "t1", roster(1)))
		r := roster(1)
		r.Players[4].Name = "Replacement"
		_, err := f.tour.AmendRoster(es.At(t0, "commission", ""), "t1", r)
		refused(t, err, turnir.EINVALID)
		bad := r
		bad.Players = append([]teamchess.Player(nil), r.Players...)
		bad.Players[4].BirthYear = 2010
		_, err = f.tour.AmendRoster(es.At(t0, "commission", "birth certificate"), "t1", bad)
		refused(t, err, turnir.EINVALID)
		f.must(f.tour.AmendRoster(es.At(t0, "commission", "board 5 replaced before the draw"), "t1", r))
		if got := f.tour.Teams["t1"].Roster.Players[4].Name; got != "Replacement" {
			t.Errorf("board 5 is %q", got)
		}
		d := f.tour.Decisions[len(f.tour.Decisions)-1]
		if d.Actor != "commission" || d.Reason != "board 5 replaced before the draw" {
			t.Errorf("decision %+v", d)
		}
	})
	t.Run("K2_no_entry_after_the_draw", func(t *testing.T) {
		f := newFixture(t, teamchess.DefaultConfig())
		f.register(10)
		_, err := f.tour.RegisterTeam(es.At(t0, "org", ""), "late", roster(11))
		refused(t, err, turnir.ECONFLICT)
	})
}
