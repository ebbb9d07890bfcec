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

// TestK3_PairingTakenBackByDecision: the arbiters take back a round's
// pairing before any result, with a reason, and pair it again; Verify
// re-runs both. Round 1, a round with results and a closed round stay.
func TestK3_PairingTakenBackByDecision(t *testing.T) {
	seed := turnir.SeedFromUint64(9)
	cfg := DefaultConfig()
	cfg.Rounds, cfg.Schedule = 3, nil
	at := time.Date(2027, 2, 16, 18, 0, 0, 0, time.UTC)
	s := &Simulation{T: New()}
	must := func(evs []turnir.Event, err error) {
		t.Helper()
		if err := s.run(evs, err); err != nil {
			t.Fatal(err)
		}
	}
	m := es.At(at, "arbiter", "")
	must(Create(m, "sim", "K3", cfg, seed.Commitment()))
	for i := 0; i < 6; i++ {
		must(s.T.RegisterTeam(m, string(rune('a'+i)), SimRoster(cfg, i, rand.New(rand.NewPCG(uint64(i), 9)))))
	}
	must(s.T.Begin(m, seed))
	must(s.T.PairRound(m))
	if _, err := s.T.UndoPairing(es.At(at, "arbiter", "x")); turnir.ErrorCode(err) != turnir.ECONFLICT {
		t.Fatalf("round 1 taken back: %v", err)
	}
	all := map[int]Result{}
	for slot := 0; slot < cfg.GamesPerMatch(); slot++ {
		all[slot] = Drawn
	}
	for i := range s.T.Round(1).Matches {
		must(s.T.EnterResults(m, 1, i, all))
	}
	must(s.T.CloseRound(m, 1))
	must(s.T.PairRound(m))
	first := s.T.Round(2).Matches
	if _, err := s.T.UndoPairing(m); turnir.ErrorCode(err) != turnir.EINVALID {
		t.Fatalf("taken back without a reason: %v", err)
	}
	must(s.T.UndoPairing(es.At(at, "arbiter", "team c did not come")))
	if len(s.T.Rounds) != 1 {
		t.Fatalf("%d rounds after taking round 2 back", len(s.T.Rounds))
	}
	// Paired again by hand, the other way round.
	var again []Match
	for _, x := range first {
		again = append(again, Match{White: x.Black, Black: x.White})
	}
	must(s.T.PairManually(es.At(at, "arbiter", "colours swapped by the arbiters"), again, ""))
	must(s.T.EnterResults(m, 2, 0, map[int]Result{0: WhiteWins}))
	if _, err := s.T.UndoPairing(es.At(at, "arbiter", "late")); turnir.ErrorCode(err) != turnir.ECONFLICT {
		t.Fatalf("a round with results taken back: %v", err)
	}
	rep, err := Verify(s.Log)
	if err != nil || !rep.OK() {
		t.Fatalf("verify: %v %v", err, rep.Problems())
	}
}

// TestCreateCleansTheEventName: the event's name goes into page titles,
// the exports and the rating file, so a control character in it is
// refused as in a team's name, and a tab becomes a space.
func TestCreateCleansTheEventName(t *testing.T) {
	seed := turnir.SeedFromUint64(6)
	at := time.Date(2027, 2, 16, 18, 0, 0, 0, time.UTC)
	for _, bad := range []string{"Bad\x00Name", "Кубок \x1b[31m", "Кубок\u202e"} {
		if _, err := Create(es.At(at, "org", ""), "c1", bad, DefaultConfig(), seed.Commitment()); turnir.ErrorCode(err) != turnir.EINVALID {
			t.Errorf("Create(%q): %v, want EINVALID", bad, err)
		}
	}
	evs, err := Create(es.At(at, "org", ""), "c1", "Кубок\tшколы", DefaultConfig(), seed.Commitment())
	if err != nil {
		t.Fatal(err)
	}
	s := &Simulation{T: New()}
	if err := s.run(evs, nil); err != nil || s.T.Name != "Кубок школы" {
		t.Fatalf("name %q (%v), want the tab as a space", s.T.Name, err)
	}
}
