package festival

// PersonView is a player or coach of a team.
type PersonView struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	Rating       string `json:"rating,omitempty"` // the ChGK rating site's id
	Disqualified bool   `json:"disqualified,omitempty"`
	DQReason     string `json:"dq_reason,omitempty"`
	// Removable says RemovePerson would take the person out: they have
	// played nowhere and are not disqualified.
	Removable bool `json:"removable,omitempty"`
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
	// Removable says RemoveTeam would take the team out: it plays in no
	// competition yet.
	Removable bool `json:"removable,omitempty"`
}

// TeamList is the teams with their players and coaches, in registration
// order, each marked when it plays in the cup.
func (f *Festival) TeamList() []TeamView {
	out := []TeamView{}
	for _, t := range f.Teams {
		tv := TeamView{ID: t.ID, Name: t.Name, City: t.City, Disqualified: t.Disqualified, DQReason: t.DQReason,
			Players: []PersonView{}, Coaches: []PersonView{}}
		view := func(p Person, plays string) PersonView {
			return PersonView{ID: p.ID, Name: p.Name, Rating: p.Rating, Disqualified: p.Disqualified, DQReason: p.DQReason,
				Removable: !p.Disqualified && plays == ""}
		}
		for _, p := range f.Players {
			if p.Team == t.ID {
				tv.Players = append(tv.Players, view(p, f.personPlaysIn(p)))
			}
		}
		for _, p := range f.Coaches {
			if p.Team == t.ID {
				tv.Coaches = append(tv.Coaches, view(p, ""))
			}
		}
		tv.Removable = f.playsIn(t.ID) == ""
		if f.Cup != nil {
			_, tv.InCup = f.Cup.Team(t.ID)
		}
		out = append(out, tv)
	}
	return out
}
