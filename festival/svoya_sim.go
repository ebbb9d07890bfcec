package festival

import (
	"math/rand/v2"
	"slices"
	"time"

	"turnir"
	"turnir/es"
	"turnir/festival/svoyatournament"
	"turnir/svoya"
)

// PlaySvoya drives the festival's Svoya igra tournament forward with
// simulated results drawn from r, through the festival's commands only, so
// every step is one the jury could have taken: it enters every eligible
// player (S2), fills and closes the qualifying (S4-S5) or, with fewer
// entrants than seats, draws the seats by a committed lot (S3), orders
// ties by committee decisions (S6, S10), seats the groups (S7, S9), plays
// every fight answer by answer, composes the play-off rounds (S11) and
// settles play-off ties by shootouts (S12), then by the committee.
//
// now stamps each command; commit must log the events a command returned
// and apply them to f (the caller's store, or a test's log). PlaySvoya
// stops before the first step for which stop returns true (nil never
// stops), checked again after every fight, or when the final is ranked.
// Players registered earlier play stronger, so the tables look plausible.
func PlaySvoya(r *rand.Rand, f *Festival, now func() time.Time, commit func([]turnir.Event) error, stop func(svoyatournament.SvoyaStep) bool) error {
	if err := f.inSvoya().HasSvoya(); err != nil {
		return err
	}
	sim := &svoyaSim{r: r, f: f, now: now, commit: commit}
	for guard := 0; guard < 10000; guard++ {
		st, err := f.SvoyaNext()
		if err != nil {
			return err
		}
		if st.Stage == svoyatournament.SvoyaDone || (stop != nil && stop(st)) {
			return nil
		}
		if err := sim.step(st); err != nil {
			return err
		}
	}
	return turnir.Errorf(turnir.EINTERNAL, "the simulated Svoya igra does not end", "имитация «Своей игры» не завершается")
}

// SvoyaHalfway is a stop for PlaySvoya that leaves the tournament as the
// demo festival shows it: the qualifying done and half of the group fights
// played.
func SvoyaHalfway(s svoyatournament.SvoyaStep) bool {
	return s.Stage == svoyatournament.SvoyaGroups && s.Done >= s.Fights/2
}

type svoyaSim struct {
	r      *rand.Rand
	f      *Festival
	now    func() time.Time
	commit func([]turnir.Event) error
}

// do commits what a command returned, or its refusal.
func (m *svoyaSim) do(evs []turnir.Event, err error) error {
	if err != nil {
		return err
	}
	return m.commit(evs)
}

// strength is a player's chance scale: earlier registered, stronger.
func (m *svoyaSim) strength(player string) float64 {
	i := slices.IndexFunc(m.f.Players, func(p Person) bool { return p.ID == player })
	return 0.2 + 0.6*float64(len(m.f.Players)-i)/float64(len(m.f.Players))
}

func (m *svoyaSim) step(st svoyatournament.SvoyaStep) error {
	s := m.f.Svoya
	switch st.Stage {
	case svoyatournament.SvoyaQualifying:
		return m.qualifying()
	case svoyatournament.SvoyaSeating:
		if err := m.order(svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaQualifying}, st.Ties); err != nil {
			return err
		}
		return m.do(m.f.SeatSvoyaGroups(es.At(m.now(), "org", "")))
	case svoyatournament.SvoyaGroups:
		for k := 0; k < len(s.Venues[0].Fights); k++ {
			for v := range s.Venues {
				if k < len(s.Venues[v].Fights) && !s.Venues[v].Fights[k].Done {
					return m.fight(svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaGroups, Venue: v + 1, Fight: k + 1})
				}
			}
		}
		for v := range s.Venues {
			_, _, ties, err := m.f.inSvoya().VenueTable(v + 1)
			if err != nil {
				return err
			}
			for _, b := range ties {
				if svoyatournament.IsTie(st.Ties, b) {
					if err := m.order(svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaGroups, Venue: v + 1}, [][]string{b}); err != nil {
						return err
					}
				}
			}
		}
		return m.do(m.f.StartSvoyaRound(es.At(m.now(), "org", "")))
	}
	// A play-off round.
	rd := s.Rounds[len(s.Rounds)-1]
	for k, pf := range rd.Fights {
		if !pf.Done {
			return m.fight(svoyatournament.SvoyaRef{Stage: rd.Stage, Fight: k + 1})
		}
	}
	for k, pf := range rd.Fights {
		ref := svoyatournament.SvoyaRef{Stage: rd.Stage, Fight: k + 1}
		_, _, ties, err := m.f.inSvoya().PlayoffTable(ref)
		if err != nil {
			return err
		}
		for _, b := range ties {
			if !svoyatournament.IsTie(st.Ties, b) {
				continue
			}
			if svoyatournament.ShotOut(&pf, b) {
				// One shootout left them equal: the committee decides.
				return m.order(ref, [][]string{b})
			}
			if err := m.do(m.f.OpenSvoyaShootout(es.At(m.now(), "jury", ""), ref, b)); err != nil {
				return err
			}
			ref.Shootout = len(m.f.Svoya.Rounds[len(s.Rounds)-1].Fights[k].Shootouts)
			return m.fight(ref)
		}
	}
	return m.do(m.f.StartSvoyaRound(es.At(m.now(), "org", "")))
}

// qualifying enters everyone eligible, fills every blank sheet theme by
// theme, and closes; or draws the seats by lot when the players are too
// few for the venues (S3).
func (m *svoyaSim) qualifying() error {
	f, s := m.f, m.f.Svoya
	if len(s.Sheets) == 0 {
		for _, p := range f.Players {
			if t := f.Team(p.Team); p.Disqualified || (t != nil && t.Disqualified) {
				continue
			}
			if err := m.do(f.EnterSvoya(es.At(m.now(), "jury", ""), p.ID)); err != nil {
				return err
			}
		}
	}
	g := s.Config.Groups
	if len(s.Sheets) < g.Venues*g.PerVenue {
		var seed turnir.Seed
		for i := range seed {
			seed[i] = byte(m.r.UintN(256))
		}
		if f.Lot(svoyatournament.SvoyaSeatLot) == nil {
			if err := m.do(f.CommitLot(es.At(m.now(), "org", ""), svoyatournament.SvoyaSeatLot, seed.Commitment())); err != nil {
				return err
			}
		}
		return m.do(f.DrawSvoyaSeats(es.At(m.now(), "org", ""), seed))
	}
	c := s.Config.Qualifying
	for i := range s.Sheets {
		sh := s.Sheets[i]
		st := m.strength(sh.Player)
		for t, theme := range sh.Marks {
			if slices.ContainsFunc(theme, func(x svoya.Mark) bool { return x != svoya.None }) {
				continue // the jury has entered it already
			}
			marks := make([]svoya.Mark, len(c.Values))
			for q := range marks {
				hard := 1 - 0.1*float64(q)
				switch x := m.r.Float64(); {
				case x < st*hard*0.8:
					marks[q] = svoya.Right
				case x < st*hard*0.8+0.15:
					marks[q] = svoya.Wrong
				}
			}
			if err := m.do(f.SvoyaMarkRow(es.At(m.now(), "jury", ""), sh.Player, t+1, marks)); err != nil {
				return err
			}
		}
	}
	return m.do(f.CloseSvoyaQualifying(es.At(m.now(), "jury", "")))
}

// order has the committee order each tie by its own lot in the hall.
func (m *svoyaSim) order(ref svoyatournament.SvoyaRef, ties [][]string) error {
	for _, b := range ties {
		o := slices.Clone(b)
		m.r.Shuffle(len(o), func(i, j int) { o[i], o[j] = o[j], o[i] })
		if err := m.do(m.f.SvoyaOrder(es.At(m.now(), "committee", "равенство всех показателей; порядок определён жребием в зале"), ref, o)); err != nil {
			return err
		}
	}
	return nil
}

// fight plays one fight or shootout question by question: the players
// press in a random order, each presses with a chance growing with their
// strength, and the first right answer closes the question.
func (m *svoyaSim) fight(ref svoyatournament.SvoyaRef) error {
	fg, err := m.f.Svoya.Fight(ref)
	if err != nil {
		return err
	}
	players := slices.Clone(fg.Players)
	format := m.f.Svoya.Format(ref)
	for ri, rd := range format.Rounds {
		for t := 1; t <= rd.Themes; t++ {
			for q := 1; q <= len(rd.Values); q++ {
				m.r.Shuffle(len(players), func(i, j int) { players[i], players[j] = players[j], players[i] })
				// Dearer questions are harder; a player presses when fairly
				// sure, so most answers are right and strong players end
				// well in the plus, as in a real fight.
				hard := 1 - 0.06*float64(q)
				for _, p := range players {
					if m.f.inSvoya().PlayerDisqualified(p) {
						continue
					}
					st := m.strength(p)
					if m.r.Float64() > 0.15+0.35*st {
						continue
					}
					right := m.r.Float64() < (0.55+0.4*st)*hard
					a := svoya.Answer{Round: ri + 1, Theme: t, Question: q, Player: p, Right: right}
					if err := m.do(m.f.SvoyaAnswer(es.At(m.now(), "jury", ""), ref, a)); err != nil {
						return err
					}
					if right {
						break
					}
				}
			}
		}
	}
	return m.do(m.f.CloseSvoyaFight(es.At(m.now(), "jury", ""), ref))
}
