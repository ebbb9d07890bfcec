package festival_test

import (
	"strings"
	"testing"

	"turnir"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/svoyatournament"
	"turnir/svoya"
)

// TestSvoyaPlayoffShape: a play-off the engine cannot compose is refused
// at opening with the setting named (S11), and a non-default shape - two
// venues of 6 in fights of 3, their top 2 straight to a final of 4 -
// plays to the final ranking.
func TestSvoyaPlayoffShape(t *testing.T) {
	seed := svoyaSeed(t)
	for _, tc := range []struct {
		name, field string
		set         func(c *svoya.Config)
	}{
		{"S11_two_venues_top_2_would_make_semi_finals_where_everyone_goes_on", "groups.venues",
			func(c *svoya.Config) { c.Groups.Venues, c.Groups.Advance, c.Playoff.FightSize = 2, 2, 2 }},
		{"S11_four_venues_top_2_cannot_fill_quarter_finals", "groups.advance",
			func(c *svoya.Config) { c.Groups.Advance = 2 }},
		{"S11_fight_size_other_than_a_player_of_each_venue", "playoff.fight_size",
			func(c *svoya.Config) { c.Playoff.FightSize = 5 }},
		{"S11_top_3_going_on", "playoff.advance",
			func(c *svoya.Config) { c.Playoff.Advance = 3 }},
		{"S10_advance_beyond_the_venue", "groups.advance",
			func(c *svoya.Config) { c.Groups.Advance = 9 }},
		{"S11_final_of_one", "playoff.fight_size",
			func(c *svoya.Config) { c.Groups.Venues, c.Groups.Advance, c.Playoff.FightSize = 1, 1, 1 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := svoya.DefaultConfig()
			tc.set(&cfg)
			h := newHarness(t)
			h.refused(turnir.EINVALID, tc.field)(h.f.OpenSvoya(es.At(h.now(), "org", ""), cfg))
			err := cfg.Validate()
			if !strings.Contains(turnir.ErrorMessage(err, "en"), tc.field) {
				t.Fatalf("English refusal %v does not name %s", err, tc.field)
			}
		})
	}

	t.Run("S11_two_venues_top_2_straight_to_a_final_of_4_plays_to_the_end", func(t *testing.T) {
		cfg := svoya.DefaultConfig()
		cfg.Qualifying.Advance = 12
		cfg.Groups.Venues, cfg.Groups.PerVenue, cfg.Groups.FightSize, cfg.Groups.Fights, cfg.Groups.Advance = 2, 6, 3, 4, 2
		cfg.Groups.PlacePoints = []svoya.Points{svoya.P(3), svoya.P(1), svoya.P(0)}
		cfg.Playoff.FightSize = 4
		h := newHarness(t)
		h.teams(4, 4)
		h.do(h.f.OpenSvoya(es.At(h.now(), "org", ""), cfg))
		r := turnir.SeedFromUint64(seed).Rand("svoya-shape")
		if err := festival.PlaySvoya(r, h.f, h.now, h.commit, nil); err != nil {
			t.Fatal(err)
		}
		if n := len(h.f.Svoya.Rounds); n != 1 || h.f.Svoya.Rounds[0].Stage != svoyatournament.SvoyaFinal || len(h.f.Svoya.Rounds[0].Fights[0].Players) != 4 {
			t.Fatalf("play-off rounds %+v, want one final of 4", h.f.Svoya.Rounds)
		}
		st, err := h.f.SvoyaNext()
		if err != nil || st.Stage != svoyatournament.SvoyaDone {
			t.Fatalf("step %+v %v", st, err)
		}
		rank, err := h.f.SvoyaRanking()
		if err != nil || len(rank) != 16 || rank[0].Place != "1" || rank[0].Reached != svoyatournament.SvoyaFinal {
			t.Fatalf("ranking %+v %v", rank, err)
		}
		h.replayMatches()
		if rep, err := festival.Verify(h.log); err != nil || !rep.OK() {
			t.Fatalf("verify: %+v %v", rep, err)
		}
	})
}
