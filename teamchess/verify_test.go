package teamchess_test

import (
	"encoding/json"
	"strings"
	"testing"

	"turnir"
	"turnir/teamchess"
)

// tamper returns a copy of log with the first event of type typ changed by
// edit (on its decoded payload).
func tamper[T any](t *testing.T, log []turnir.Event, typ string, nth int, edit func(*T)) []turnir.Event {
	t.Helper()
	out := append([]turnir.Event(nil), log...)
	for i, e := range out {
		if e.Type != typ {
			continue
		}
		if nth--; nth > 0 {
			continue
		}
		var d T
		if err := e.Decode(&d); err != nil {
			t.Fatal(err)
		}
		edit(&d)
		b, _ := json.Marshal(d)
		out[i].Data = b
		return out
	}
	t.Fatalf("no %s event", typ)
	return nil
}

func TestVerify(t *testing.T) {
	sim, err := teamchess.Simulate(teamchess.DefaultConfig(), 11, turnir.SeedFromUint64(21))
	if err != nil {
		t.Fatal(err)
	}
	t.Run("K3_K4_simulated_log_confirmed", func(t *testing.T) {
		rep, err := teamchess.Verify(sim.Log)
		if err != nil {
			t.Fatal(err)
		}
		if !rep.OK() || rep.Draws != 9 || rep.Scorings != 9 || rep.Lots != 1 || !rep.Final {
			t.Errorf("report %+v", rep)
		}
	})
	for _, c := range []struct {
		name string
		log  []turnir.Event
		want string
	}{
		{"K3_changed_pairing_found", tamper(t, sim.Log, teamchess.EvRoundPaired, 3, func(d *teamchess.RoundPaired) {
			d.Matches[0].White, d.Matches[1].White = d.Matches[1].White, d.Matches[0].White
		}), "round 3: the stored pairing differs"},
		{"K3_repeat_by_hand_found", tamper(t, sim.Log, teamchess.EvRoundPaired, 2, func(d *teamchess.RoundPaired) {
			first := sim.T.Round(1).Matches[0]
			d.Matches[0] = first
			d.ByHand = true
		}), "met already in round 1"},
		{"K3_changed_lots_found", tamper(t, sim.Log, teamchess.EvBegun, 1, func(d *teamchess.Begun) {
			d.Start[0], d.Start[1] = d.Start[1], d.Start[0]
		}), "starting order"},
		{"K2_ineligible_roster_found", tamper(t, sim.Log, teamchess.EvTeamRegistered, 2, func(d *teamchess.TeamRegistered) {
			d.Roster.Players[1].BirthYear = 1950 // a grandfather on board 2: no command admits him
		}), "the command refuses it"},
		{"K4_changed_score_found", tamper(t, sim.Log, teamchess.EvRoundClosed, 5, func(d *teamchess.RoundClosed) {
			for k := range d.Points {
				d.Points[k]++
				break
			}
		}), "round 5: the stored game points differ"},
	} {
		t.Run(c.name, func(t *testing.T) {
			rep, err := teamchess.Verify(c.log)
			if err != nil {
				t.Fatal(err)
			}
			if rep.OK() || !strings.Contains(strings.Join(rep.Problems(), "\n"), c.want) {
				t.Errorf("mismatches %q, want %q", rep.Mismatches, c.want)
			}
		})
	}
}
