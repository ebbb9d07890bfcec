package puzzleswiss

// Offers are what the organizer's page may offer in the tournament's
// state, so that the page shows an action only when the commands accept
// it and never re-derives when that is:
//   - "settings", "begin", "schedule": before the draw (P3, P5);
//   - "puzzles": until the tournament is finished (a set may be replaced
//     for rounds not played yet);
//   - "round": a round is running, with its decisions (P12);
//   - "disqualify": until the tournament is finished (DQ2);
//   - "finish": running, with no round open (an open one is closed first);
//   - "publish": finished and not yet published.
func (t *Tournament) Offers() []string {
	var out []string
	switch t.Phase {
	case PhaseRegistration:
		out = append(out, "settings", "begin", "schedule", "puzzles", "disqualify")
	case PhaseRunning:
		out = append(out, "puzzles", "disqualify")
		r := t.Current()
		if r != nil {
			out = append(out, "round")
		}
		if r == nil || !r.Opened || r.Closed {
			out = append(out, "finish")
		}
	case PhaseFinished:
		if !t.Published {
			out = append(out, "publish")
		}
	}
	return out
}
