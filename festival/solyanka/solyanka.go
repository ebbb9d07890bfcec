package solyanka

import (
	"turnir"
	"turnir/es"
	"turnir/festival/register"
	"turnir/quiz"
)

// OpenSolyanka adds the intellectual solyanka (Y1) with its tasks and the
// teams that play it, all registered and not disqualified.
func (f *Festival) OpenSolyanka(m es.Meta, tasks []quiz.Task, teams []string) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	if f.Solyanka != nil {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the event already has a solyanka", "в турнире уже есть солянка")
	}
	for _, id := range teams {
		t := f.Team(id)
		if t == nil {
			return nil, register.Unknown(register.KindTeam, id)
		}
		if t.Disqualified {
			return nil, turnir.Errorf(turnir.ECONFLICT, "team %q is disqualified (DQ2)", "команда %q дисквалифицирована (DQ2)", t.Name)
		}
	}
	if _, err := quiz.NewSolyanka(tasks, teams); err != nil {
		return nil, err
	}
	return es.At(m.At, m.Actor, "").One(EvSolyankaOpened, SolyankaOpened{Tasks: tasks, Teams: teams})
}

func (f *Festival) solyankaCmd(e turnir.Event) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	if f.Solyanka == nil {
		return nil, noSolyanka()
	}
	return register.Try(&Folds, &Festival{Shared: f.ForTrial(), Solyanka: es.Clone(f.Solyanka)}, e)
}

// ScoreSolyanka sets a team's points on a task (Y1). Scoring a cell again
// is a correction; both entries stay in History.
func (f *Festival) ScoreSolyanka(m es.Meta, team string, task int, points float64) ([]turnir.Event, error) {
	return f.solyankaCmd(m.Event(EvSolyankaScored, SolyankaScored{Team: team, Task: task, Points: points}))
}

// RemoveSolyankaTask takes a task out of the count (reason required).
func (f *Festival) RemoveSolyankaTask(m es.Meta, task int) ([]turnir.Event, error) {
	if err := register.NeedReason(m.Reason, "removing a task", "снятие задания"); err != nil {
		return nil, err
	}
	return f.solyankaCmd(m.Event(EvSolyankaTaskRemoved, SolyankaTaskRemoved{Task: task, Reason: m.Reason}))
}

// SolyankaTable is the solyanka's table (Y2: equal totals share the place,
// "3-4"). A disqualified team keeps its line, marked, but is unplaced and
// does not push the others down.
func (f *Festival) SolyankaTable() []quiz.SolyankaStanding {
	if f.Solyanka == nil {
		return nil
	}
	var placed, out []quiz.SolyankaStanding
	for _, s := range f.Solyanka.Standings() {
		if t := f.Team(s.Team); t != nil && t.Disqualified {
			s.Place = quiz.Place{}
			out = append(out, s)
			continue
		}
		placed = append(placed, s)
	}
	places := quiz.Places(placed, func(a, b quiz.SolyankaStanding) int {
		switch {
		case a.Total > b.Total:
			return -1
		case a.Total < b.Total:
			return 1
		}
		return 0
	})
	for i := range placed {
		placed[i].Place = places[i]
	}
	return append(placed, out...)
}
