package festival

// PersonView is a player or coach of a team.
type PersonView struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	Disqualified bool   `json:"disqualified,omitempty"`
	DQReason     string `json:"dq_reason,omitempty"`
}

// TeamView is a team with its players and coaches.
type TeamView struct {
	ID           string       `json:"id"`
	Name         string       `json:"name"`
	City         string       `json:"city,omitempty"`
	Disqualified bool         `json:"disqualified,omitempty"`
	DQReason     string       `json:"dq_reason,omitempty"`
	Players      []PersonView `json:"players"`
	Coaches      []PersonView `json:"coaches"`
	InCup        bool         `json:"in_cup"`
}

// TeamList is the teams with their players and coaches, in registration
// order, each marked when it plays in the cup.
func (f *Festival) TeamList() []TeamView {
	out := []TeamView{}
	for _, t := range f.Teams {
		tv := TeamView{ID: t.ID, Name: t.Name, City: t.City, Disqualified: t.Disqualified, DQReason: t.DQReason,
			Players: []PersonView{}, Coaches: []PersonView{}}
		for _, p := range f.Players {
			if p.Team == t.ID {
				tv.Players = append(tv.Players, PersonView{p.ID, p.Name, p.Disqualified, p.DQReason})
			}
		}
		for _, p := range f.Coaches {
			if p.Team == t.ID {
				tv.Coaches = append(tv.Coaches, PersonView{p.ID, p.Name, p.Disqualified, p.DQReason})
			}
		}
		if f.Cup != nil {
			_, tv.InCup = f.Cup.Team(t.ID)
		}
		out = append(out, tv)
	}
	return out
}
