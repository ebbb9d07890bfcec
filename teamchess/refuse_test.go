package teamchess

import (
	"math/rand/v2"
	"testing"
	"time"

	"turnir"
	"turnir/es"
)

// TestK7_AdmissionCommitteeRefusesWithReason: a refusal is a decision with
// its reason and the violations of the roster (K1, K2); it enters nobody,
// Verify re-runs it, and it is refused after the draw or without a reason.
func TestK7_AdmissionCommitteeRefusesWithReason(t *testing.T) {
	seed := turnir.SeedFromUint64(5)
	at := time.Date(2027, 2, 16, 18, 0, 0, 0, time.UTC)
	s := &Simulation{T: New()}
	must := func(evs []turnir.Event, err error) {
		t.Helper()
		if err := s.run(evs, err); err != nil {
			t.Fatal(err)
		}
	}
	must(Create(es.At(at, "org", ""), "sim", "K7", DefaultConfig(), seed.Commitment()))
	bad := SimRoster(DefaultConfig(), 0, rand.New(rand.NewPCG(1, 1)))
	bad.Players[3].Sex = Boy
	if _, err := s.T.RefuseTeam(es.At(at, "org", ""), bad); turnir.ErrorCode(err) != turnir.EINVALID {
		t.Fatalf("a refusal without a reason: %v", err)
	}
	must(s.T.RefuseTeam(es.At(at, "org", "board 4 is a boy"), bad))
	var d TeamRefused
	if err := s.Log[len(s.Log)-1].Decode(&d); err != nil || len(d.Violations) != 1 || d.Violations[0].Board != 4 {
		t.Fatalf("refusal %+v, %v", d, err)
	}
	if len(s.T.Order) != 0 || len(s.T.Decisions) != 1 {
		t.Fatalf("a refusal entered a team or was not logged: %d teams, %d decisions", len(s.T.Order), len(s.T.Decisions))
	}
	// A refusal for a reason of the committee's own, with no violation.
	must(s.T.RefuseTeam(es.At(at, "org", "no school certificate"), SimRoster(DefaultConfig(), 1, rand.New(rand.NewPCG(2, 2)))))
	for i := 2; i < 4; i++ {
		must(s.T.RegisterTeam(es.At(at, "org", ""), string(rune('a'+i)), SimRoster(DefaultConfig(), i, rand.New(rand.NewPCG(uint64(i), 3)))))
	}
	cfg := DefaultConfig()
	cfg.Rounds = 1
	cfg.Schedule = nil
	must(s.T.Configure(es.At(at, "org", "two teams"), cfg))
	must(s.T.Begin(es.At(at, "org", ""), seed))
	if _, err := s.T.RefuseTeam(es.At(at, "org", "late"), bad); turnir.ErrorCode(err) != turnir.ECONFLICT {
		t.Fatalf("a refusal after the draw: %v", err)
	}
	rep, err := Verify(s.Log)
	if err != nil || !rep.OK() {
		t.Fatalf("verify: %v %v", err, rep.Problems())
	}
}
