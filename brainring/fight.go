package brainring

import (
	"turnir"
	"turnir/labels"
)

// Fight is one Brain-ring fight between teams A and B (F4), entered question
// by question: Taken[i] is the team that took question i+1, or "" when nobody
// did. A fight is complete when all Length questions are entered.
type Fight struct {
	A      string   `json:"a"`
	B      string   `json:"b"`
	Length int      `json:"length"`
	Taken  []string `json:"taken"`
}

// NewFight returns an empty fight of length questions.
func NewFight(a, b string, length int) Fight {
	return Fight{A: a, B: b, Length: length, Taken: []string{}}
}

// Enter records who took question q (1-based): team A, team B or "" for
// nobody. It either corrects a question already entered or enters the next
// one; it returns a new Fight and leaves f unchanged.
func (f Fight) Enter(q int, taker string) (Fight, error) {
	if err := f.checkTaker(taker); err != nil {
		return f, err
	}
	if q < 1 || q > f.Length || q > len(f.Taken)+1 {
		return f, turnir.Errorf(turnir.EINVALID, "question %d cannot be entered: %d of %d are entered",
			"вопрос %d нельзя внести: внесено %d из %d", q, len(f.Taken), f.Length)
	}
	out := f
	out.Taken = append([]string(nil), f.Taken...)
	if q == len(f.Taken)+1 {
		out.Taken = append(out.Taken, taker)
	} else {
		out.Taken[q-1] = taker
	}
	return out, nil
}

func (f Fight) checkTaker(t string) error {
	if t != "" && t != f.A && t != f.B {
		return turnir.Errorf(turnir.EINVALID, "%q does not play in the fight %s - %s",
			"%q не участвует в бою %s - %s", t, f.A, f.B)
	}
	return nil
}

// Validate checks that the fight has two distinct teams and that every entry
// names one of them or nobody.
func (f Fight) Validate() error {
	if f.A == "" || f.B == "" || f.A == f.B {
		return turnir.Errorf(turnir.EINVALID, "a fight needs two different teams, got %q and %q",
			"в бою должны играть две разные команды, получено %q и %q", f.A, f.B)
	}
	if f.Length < 1 || len(f.Taken) > f.Length {
		return turnir.Errorf(turnir.EINVALID, "fight %[1]s - %[2]s has %[3]s for %[5]s",
			"в бою %[1]s - %[2]s внесено ответов: %[7]d на %[6]s", f.A, f.B, labels.Count("en", "count.answer", len(f.Taken)), "", labels.Count("en", "count.question", f.Length), labels.Count("ru", "count.question", f.Length), len(f.Taken))
	}
	for _, t := range f.Taken {
		if err := f.checkTaker(t); err != nil {
			return err
		}
	}
	return nil
}

// Complete reports whether every question of the fight is entered.
func (f Fight) Complete() bool { return len(f.Taken) == f.Length }

// Score returns the questions taken by A and by B so far.
func (f Fight) Score() (a, b int) {
	for _, t := range f.Taken {
		switch t {
		case f.A:
			a++
		case f.B:
			b++
		}
	}
	return a, b
}

// Points returns the points of A and B for the fight as it stands (F4): a
// win, a non-zero draw, a 0:0 draw or a loss.
func (f Fight) Points(p FightPoints) (a, b int) {
	sa, sb := f.Score()
	switch {
	case sa > sb:
		return p.Win, p.Loss
	case sa < sb:
		return p.Loss, p.Win
	case sa == 0:
		return p.ZeroDraw, p.ZeroDraw
	default:
		return p.Draw, p.Draw
	}
}

// Of returns the questions taken and given by team t in the fight and its
// points; ok is false when t does not play in it.
func (f Fight) Of(t string, p FightPoints) (taken, given, points int, ok bool) {
	sa, sb := f.Score()
	pa, pb := f.Points(p)
	switch t {
	case f.A:
		return sa, sb, pa, true
	case f.B:
		return sb, sa, pb, true
	}
	return 0, 0, 0, false
}
