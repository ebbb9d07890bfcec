package festival_test

import (
	"strconv"
	"testing"

	"turnir"
	"turnir/brainring"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/brainringtournament"
)

// TestBrainringTooFewTeams: a Brain-ring tournament with fewer than two
// teams a group (F2) is refused where it can still be put right - at
// opening, before the lot and at the draw - and the organizer can change
// the settings before the draw, with a reason kept in History, and draw
// with the lot already committed.
func TestBrainringTooFewTeams(t *testing.T) {
	eight := brainring.DefaultConfig()
	eight.Groups = 8

	t.Run("F2_opening_with_too_few_teams_for_the_groups_is_refused", func(t *testing.T) {
		h := newHarness(t)
		h.teams(10, 0)
		h.refused(turnir.EINVALID, "не меньше 16")(h.f.OpenBrainring(es.At(h.now(), "org", ""), eight, nil))
		h.refused(turnir.EINVALID, "не меньше 16")(h.f.OpenBrainring(es.At(h.now(), "org", ""), eight, []string{"T1", "T2", "T3"}))
	})

	t.Run("F2_settings_change_before_the_draw_unblocks_a_committed_lot", func(t *testing.T) {
		h := newHarness(t)
		// Opened before the teams came: they enter one by one, and only
		// 10 did.
		h.do(h.f.OpenBrainring(es.At(h.now(), "org", ""), eight, nil))
		h.teams(10, 0)
		for k := 1; k <= 10; k++ {
			h.do(h.f.EnterBrainringTeam(es.At(h.now(), "org", ""), teamName(k)))
		}
		h.refused(turnir.EINVALID, "измените настройки")(nil, h.f.BrainringDrawReady())
		seed := turnir.SeedFromUint64(7)
		h.do(h.f.CommitLot(es.At(h.now(), "org", ""), brainringtournament.BrainringGroupsLotPurpose, seed.Commitment()))
		h.refused(turnir.EINVALID, "не меньше 16")(h.f.DrawBrainringGroups(es.At(h.now(), "org", ""), nil, seed))

		four := eight
		four.Groups = 4
		h.refused(turnir.EINVALID, "причина")(h.f.ConfigureBrainring(es.At(h.now(), "org", " "), four))
		bad := eight
		bad.Groups = 3
		h.refused(turnir.EINVALID, "посев")(h.f.ConfigureBrainring(es.At(h.now(), "org", "мало команд"), bad))
		h.do(h.f.ConfigureBrainring(es.At(h.now(), "org", "пришло 10 команд"), four))
		if h.f.Brainring.Config.Groups != 4 {
			t.Fatalf("groups = %d after the change, want 4", h.f.Brainring.Config.Groups)
		}
		last := h.f.Decisions[len(h.f.Decisions)-1]
		if last.Type != brainringtournament.EvBrainringConfigured || last.Reason != "пришло 10 команд" {
			t.Fatalf("the change is not in History with its reason: %+v", last)
		}
		if err := h.f.BrainringDrawReady(); err != nil {
			t.Fatal(err)
		}
		h.do(h.f.DrawBrainringGroups(es.At(h.now(), "org", ""), nil, seed))
		if n := len(h.f.Brainring.Groups); n != 4 {
			t.Fatalf("%d groups drawn, want 4", n)
		}
		h.refused(turnir.ECONFLICT, "разыграны")(h.f.ConfigureBrainring(es.At(h.now(), "org", "передумали"), eight))
		if rep, err := festival.Verify(h.log); err != nil || !rep.OK() {
			t.Fatalf("verify: %v %+v", err, rep)
		}
	})
}

// teamName is the ID harness.teams gives the k-th team.
func teamName(k int) string { return "T" + strconv.Itoa(k) }
