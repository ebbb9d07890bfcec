package cup

import (
	"slices"

	"turnir"
	"turnir/labels"
)

// Team is a team of the cup with its roster: the people who may sit at its
// table. Player entries are IDs or names; they must be distinct.
type Team struct {
	ID     string   `json:"id"`
	Name   string   `json:"name"`
	Roster []string `json:"roster"`
}

// Disqualification records a committee decision against a team (DQ2).
// Begun and Closed count the written rounds begun and closed when it was
// decided. They fix what the decision touches, so that a late decision never
// rewrites results others were drawn from: a team disqualified before the
// round-2 draw is left out of the cut; in a knock-out round still open at
// the time it loses by walkover; results of rounds already closed stand. A
// disqualified finalist loses the final by walkover.
type Disqualification struct {
	Team   string `json:"team"`
	Reason string `json:"reason"`
	Begun  int    `json:"rounds_begun"`
	Closed int    `json:"rounds_closed"`
}

// CheckRoster applies C1: at most cfg.TableSize people at a team's table,
// at least one, no empty or repeated player.
func CheckRoster(cfg Config, t Team) error {
	if t.ID == "" {
		return turnir.Errorf(turnir.EINVALID, "a team needs an ID", "у команды должен быть идентификатор")
	}
	if len(t.Roster) == 0 {
		return turnir.Errorf(turnir.EINVALID, "team %q has no players", "в команде «%s» нет игроков", t.Name)
	}
	if len(t.Roster) > cfg.TableSize {
		return turnir.Errorf(turnir.EINVALID, "team %[1]q has %[2]s; at most %[4]d may sit at a table (C1)",
			"в команде «%[1]s» %[3]s; за столом может быть не более %[4]d (C1)", t.Name,
			labels.Count("en", "count.player", len(t.Roster)), labels.Count("ru", "count.player", len(t.Roster)), cfg.TableSize)
	}
	return distinctPlayers(t.Name, t.Roster)
}

func distinctPlayers(team string, players []string) error {
	seen := map[string]bool{}
	for _, p := range players {
		if p == "" || seen[p] {
			return turnir.Errorf(turnir.EINVALID, "player %q of team %q is empty or listed twice",
				"игрок «%s» команды «%s» не указан или указан дважды", p, team)
		}
		seen[p] = true
	}
	return nil
}

// CheckLineup applies C8: a final line-up of 1 to cfg.FinalLineup distinct
// players, all from the team's roster.
func CheckLineup(cfg Config, t Team, players []string) error {
	if len(players) == 0 || len(players) > cfg.FinalLineup {
		return turnir.Errorf(turnir.EINVALID, "a final line-up has 1 to %[1]s, team %[3]q named %[4]d (C8)",
			"в финале играют от 1 до %[2]s, команда «%[3]s» заявила %[4]d (C8)", labels.Count("en", "count.player", cfg.FinalLineup), labels.Count("ru", "count.player_gen", cfg.FinalLineup), t.Name, len(players))
	}
	if err := distinctPlayers(t.Name, players); err != nil {
		return err
	}
	for _, p := range players {
		if !slices.Contains(t.Roster, p) {
			return turnir.Errorf(turnir.EINVALID, "player %q is not on the roster of team %q (C8)",
				"игрок «%s» не заявлен за команду «%s» (C8)", p, t.Name)
		}
	}
	return nil
}
