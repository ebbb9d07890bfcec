package brainring

// LiveResult is the outcome of one question of a live fight.
type LiveResult struct {
	Number int    `json:"number"`
	Extra  bool   `json:"extra,omitempty"`
	Taker  string `json:"taker,omitempty"` // "" for nobody
	End    End    `json:"end"`
	Reason string `json:"reason,omitempty"` // why it was removed
}

// Removed reports whether the question was removed (C14).
func (r LiveResult) Removed() bool { return r.End == EndRemoved }

// Results returns every question that is over, removed ones included, in
// the order played. The cup final's questions map one to one:
// cup.FinalQuestion{Winner: r.Taker, Removed: r.Removed(), Reason: r.Reason}.
func (l Live) Results() []LiveResult {
	var out []LiveResult
	for _, q := range l.Questions {
		if q.Phase == PhaseOver {
			out = append(out, LiveResult{Number: q.Number, Extra: q.Extra, Taker: q.Taker, End: q.End, Reason: q.Reason})
		}
	}
	return out
}

// counted returns the questions that count (over, not removed) and the
// score over them, extra questions included.
func (l Live) counted() (n, a, b int) {
	for _, q := range l.Questions {
		if q.Phase != PhaseOver || q.Removed() {
			continue
		}
		n++
		switch q.Taker {
		case l.A:
			a++
		case l.B:
			b++
		}
	}
	return n, a, b
}

// Score returns the questions taken by A and by B, extra ones included.
func (l Live) Score() (a, b int) {
	_, a, b = l.counted()
	return a, b
}

// NextNumber is the number the host announces next: the counted questions
// plus one, since a removed question is replaced under its number.
func (l Live) NextNumber() int {
	n, _, _ := l.counted()
	return n + 1
}

// Done reports whether the fight is over: every regular question counted,
// no question in play and, when extra questions are played (C7, F7), the
// score not level.
func (l Live) Done() bool {
	if l.A == "" || l.inPlay() != nil {
		return false
	}
	n, a, b := l.counted()
	return n >= l.Settings.Length && (!l.Settings.Extra || a != b)
}

// Fight returns the regular questions as the festival's Fight line (F4),
// question by question: what the jury would have entered by hand. A
// question still in play is not in it; a removed one is replaced by its
// replacement under the same number.
func (l Live) Fight() Fight {
	f := NewFight(l.A, l.B, l.Settings.Length)
	for _, r := range l.Results() {
		if r.Removed() || r.Extra {
			continue
		}
		// Numbers run 1, 2, ... over the counted questions and every
		// taker is A, B or "": Enter cannot refuse.
		f, _ = f.Enter(r.Number, r.Taker)
	}
	return f
}

// ExtraTakers returns who took each counted extra question, "" for
// nobody: the extra argument of DecideMatch (F7).
func (l Live) ExtraTakers() []string {
	out := []string{}
	for _, r := range l.Results() {
		if r.Extra && !r.Removed() {
			out = append(out, r.Taker)
		}
	}
	return out
}
