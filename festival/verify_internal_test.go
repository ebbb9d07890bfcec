package festival

import (
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/es"
	"turnir/festival/brainringtournament"
)

// TestVerifyChecksLotsWithoutAReissue: a lot drawn by an event type that
// has no Reissue (a draw wired in later, say) still has its revealed seed
// checked against the commitment published before it.
func TestVerifyChecksLotsWithoutAReissue(t *testing.T) {
	saved := reissues.Remove(brainringtournament.EvBrainringGroupsDrawn)
	defer reissues.Add(brainringtournament.EvBrainringGroupsDrawn, saved)

	d := newDemo("lots", turnir.SeedFromUint64(3), time.Date(2026, 5, 9, 9, 0, 0, 0, time.UTC))
	d.register("Проверка жребия", 8)
	cfg := brainring.DefaultConfig()
	cfg.Groups = 2
	d.do(func(at time.Time) ([]turnir.Event, error) {
		return d.f.OpenBrainring(es.At(at, "organizer", ""), cfg, nil)
	})
	if d.err != nil {
		t.Fatal(d.err)
	}
	sim := BrainringSim{Now: d.clock, Commit: d.commit}
	if err := PlayBrainring(d.rand("brainring"), d.f, sim, BrainringUntil(brainringtournament.BrainringStageGroups)); err != nil {
		t.Fatal(err)
	}
	evs := d.log
	i := len(evs) - 1
	if evs[i].Type != brainringtournament.EvBrainringGroupsDrawn {
		t.Fatalf("the log ends with %s, want the group draw", evs[i].Type)
	}
	clean, err := Verify(evs)
	if err != nil || !clean.OK() || clean.Lots != 1 || clean.Applied != 1 {
		t.Fatalf("clean log: %+v %v", clean, err)
	}
	var g brainringtournament.BrainringGroupsDrawn
	if err := evs[i].Decode(&g); err != nil {
		t.Fatal(err)
	}
	g.Seed = turnir.SeedFromUint64(4).String()
	evs[i] = turnir.NewEvent(evs[i].Type, evs[i].At, evs[i].Actor, g)
	evs[i].Stream, evs[i].Version = "lots", int64(i+1)
	rep, err := Verify(evs)
	if err != nil {
		t.Fatal(err)
	}
	if rep.OK() || rep.Mismatches[0].Version != int64(i+1) || !strings.Contains(rep.Mismatches[0].What, "does not match the commitment") {
		t.Fatalf("mismatches %v, want the group draw's seed refused", rep.Mismatches)
	}
}
