package festival_test

import (
	"slices"

	"turnir/es"
	"turnir/festival/svoyatournament"
	"turnir/svoya"
)

// rightRows returns the themes of a sheet that scores total (a multiple of
// 10) with right answers only: full themes of 150, then one theme whose
// right answers sum to the rest.
func rightRows(total int) []string {
	var rows []string
	for ; total >= 150; total -= 150 {
		rows = append(rows, "+++++")
	}
	if total > 0 {
		row := []byte(".....")
		for q := 5; q >= 1; q-- {
			if total >= 10*q {
				row[q-1] = '+'
				total -= 10 * q
			}
		}
		rows = append(rows, string(row))
	}
	return rows
}

// fill enters a player's sheet theme by theme, the jury's fast way.
func (h *harness) fill(player string, rows []string) {
	h.t.Helper()
	for t, row := range rows {
		marks, err := svoyatournament.ParseMarks(row)
		if err != nil {
			h.t.Fatal(err)
		}
		h.do(h.f.SvoyaMarkRow(es.At(h.now(), "jury", ""), player, t+1, marks))
	}
}

// answer enters one answer of a fight.
func (h *harness) answer(ref svoyatournament.SvoyaRef, player string, round, theme, q int, right bool) {
	h.t.Helper()
	h.do(h.f.SvoyaAnswer(es.At(h.now(), "jury", ""), ref, svoya.Answer{Round: round, Theme: theme, Question: q, Player: player, Right: right}))
}

// fightOf returns the fight or shootout ref names.
func (h *harness) fightOf(ref svoyatournament.SvoyaRef) svoya.Fight {
	h.t.Helper()
	s := h.f.Svoya
	if ref.Stage == svoyatournament.SvoyaGroups {
		return s.Venues[ref.Venue-1].Fights[ref.Fight-1]
	}
	for _, r := range s.Rounds {
		if r.Stage == ref.Stage {
			pf := r.Fights[ref.Fight-1]
			if ref.Shootout > 0 {
				return pf.Shootouts[ref.Shootout-1]
			}
			return pf.Fight
		}
	}
	h.t.Fatalf("no fight %+v", ref)
	return svoya.Fight{}
}

// ranked plays a fight in which the k-th listed player takes question 5-k
// of round 1, theme 1, so the list order is the fight's order; then closes.
func (h *harness) ranked(ref svoyatournament.SvoyaRef) {
	h.t.Helper()
	for k, p := range h.fightOf(ref).Players {
		if pl := h.f.Player(p); pl == nil || !pl.Disqualified {
			h.answer(ref, p, 1, 1, 5-k, true)
		}
	}
	h.do(h.f.CloseSvoyaFight(es.At(h.now(), "jury", ""), ref))
}

// board returns a fight's scoreboard as "player:place:points" strings.
func board(fv svoyatournament.SvoyaFight) map[string]string {
	m := map[string]string{}
	for _, b := range fv.Board {
		s := b.Place
		if b.Points != nil {
			s += ":" + b.Points.String()
		}
		if b.Passive {
			s += ":passive"
		}
		m[b.Player] = s
	}
	return m
}

func (h *harness) venue(v int) svoyatournament.SvoyaVenueView {
	h.t.Helper()
	vs, err := h.f.SvoyaVenues()
	if err != nil {
		h.t.Fatal(err)
	}
	return vs[v-1]
}

func (h *harness) playoffFight(stage string, k int) svoyatournament.SvoyaFight {
	h.t.Helper()
	rs, err := h.f.SvoyaPlayoff()
	if err != nil {
		h.t.Fatal(err)
	}
	for _, r := range rs {
		if r.Stage == stage {
			return r.Fights[k-1]
		}
	}
	h.t.Fatalf("no %s", stage)
	return svoyatournament.SvoyaFight{}
}

func (h *harness) step() svoyatournament.SvoyaStep {
	h.t.Helper()
	st, err := h.f.SvoyaNext()
	if err != nil {
		h.t.Fatal(err)
	}
	return st
}

func sameSet(a, b []string) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}
