package cup_test

import (
	"testing"

	"turnir"
	"turnir/cup"
)

func TestRoster(t *testing.T) {
	cfg := cup.DefaultConfig()
	tests := []struct {
		name string
		team cup.Team
		ok   bool
	}{
		{"C1_roster_of_8_accepted", teams(1, 8)[0], true},
		{"C1_roster_of_1_accepted", teams(1, 1)[0], true},
		{"C1_roster_of_9_refused", teams(1, 9)[0], false},
		{"C1_empty_roster_refused", cup.Team{ID: "T1", Name: "x"}, false},
		{"C1_player_twice_refused", cup.Team{ID: "T1", Name: "x", Roster: []string{"a", "b", "a"}}, false},
		{"C1_team_without_id_refused", cup.Team{Name: "x", Roster: []string{"a"}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := cup.CheckRoster(cfg, tt.team)
			if tt.ok && err != nil {
				t.Fatalf("refused: %v", err)
			}
			if !tt.ok {
				wantCode(t, err, turnir.EINVALID)
			}
			c, _ := cup.New(cfg)
			err = c.AddTeam(tt.team)
			if tt.ok != (err == nil) {
				t.Errorf("AddTeam = %v, want ok=%v", err, tt.ok)
			}
		})
	}
	t.Run("C1_roster_change_to_9_refused", func(t *testing.T) {
		c := newCup(t, 8)
		wantCode(t, c.SetRoster("T1", teams(1, 9)[0].Roster), turnir.EINVALID)
		must(t, c.SetRoster("T1", []string{"new-1", "new-2"}))
		if tm, _ := c.Team("T1"); len(tm.Roster) != 2 {
			t.Errorf("roster not replaced: %v", tm.Roster)
		}
	})
	t.Run("C1_player_on_two_teams_refused", func(t *testing.T) {
		c := newCup(t, 2)
		wantCode(t, c.AddTeam(cup.Team{ID: "X", Name: "X", Roster: []string{"T1-p1"}}), turnir.EINVALID)
	})
	t.Run("C1_repeated_team_id_refused", func(t *testing.T) {
		c := newCup(t, 2)
		wantCode(t, c.AddTeam(teams(1, 1)[0]), turnir.EINVALID)
	})
}

func TestStart(t *testing.T) {
	t.Run("C2_seven_teams_refused", func(t *testing.T) {
		c := newCup(t, 7)
		wantCode(t, c.Start(), turnir.ECONFLICT)
		if c.Started {
			t.Errorf("the cup started with 7 teams")
		}
		if s := next(t, c); s.Stage != cup.StageRegistration || len(s.Teams) != 7 {
			t.Errorf("next %+v, want registration of 7", s)
		}
	})
	t.Run("C2_eight_teams_start", func(t *testing.T) {
		c := newCup(t, 8)
		must(t, c.Start())
		wantCode(t, c.Start(), turnir.ECONFLICT)
		wantCode(t, c.AddTeam(cup.Team{ID: "late", Name: "late", Roster: []string{"z"}}), turnir.ECONFLICT)
	})
	t.Run("C2_disqualified_team_does_not_count", func(t *testing.T) {
		c := newCup(t, 8)
		must(t, c.Disqualify("T3", "electronic devices"))
		wantCode(t, c.Start(), turnir.ECONFLICT)
	})
	t.Run("C3_round_1_has_12_questions_and_the_final_is_round_4", func(t *testing.T) {
		c := newCup(t, 9)
		must(t, c.Start())
		s := next(t, c)
		if s.Stage != cup.StageRound || s.Round != 1 || len(s.Teams) != 9 {
			t.Errorf("next %+v, want round 1 for 9 teams", s)
		}
		if q := c.Rounds[0].Questions.Questions; q != 12 {
			t.Errorf("round 1 has %d questions, want 12", q)
		}
		cfg := cup.DefaultConfig()
		if cfg.KnockoutRounds() != 2 || cfg.FinalRound() != 4 {
			t.Errorf("knock-out rounds %d, final round %d; want 2 and 4", cfg.KnockoutRounds(), cfg.FinalRound())
		}
	})
	t.Run("C3_config_numbers_are_settings", func(t *testing.T) {
		cfg := cup.DefaultConfig()
		cfg.Questions, cfg.Qualify, cfg.MinTeams = 15, 16, 16
		if err := cfg.Validate(); err != nil {
			t.Fatal(err)
		}
		if cfg.FinalRound() != 5 {
			t.Errorf("16 qualifiers: final round %d, want 5", cfg.FinalRound())
		}
		for name, bad := range map[string]func(*cup.Config){
			"qualify_not_power_of_two": func(c *cup.Config) { c.Qualify = 6 },
			"min_below_qualify":        func(c *cup.Config) { c.MinTeams = 4 },
			"no_questions":             func(c *cup.Config) { c.Questions = 0 },
			"lineup_above_table":       func(c *cup.Config) { c.FinalLineup = 9 },
		} {
			c := cup.DefaultConfig()
			bad(&c)
			if _, err := cup.New(c); turnir.ErrorCode(err) != turnir.EINVALID {
				t.Errorf("%s accepted: %v", name, err)
			}
		}
	})
}
