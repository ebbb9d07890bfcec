package teamchess_test

import (
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/es"
	"turnir/teamchess"
)

func TestProgramme(t *testing.T) {
	cfg := teamchess.DefaultConfig()
	nk := time.FixedZone("UTC+7", 7*3600)
	at := func(day, h, m int) time.Time { return time.Date(2027, 2, day, h, m, 0, 0, nk) }
	t.Run("K6_time_controls", func(t *testing.T) {
		tc := cfg.TimeControls
		for _, c := range []struct {
			got      teamchess.TimeControl
			en, ru   string
			base, in time.Duration
		}{
			{tc.SimulGiver, "30 min + 5 s per move from move 1", "30 мин с добавлением 5 с на ход, начиная с первого", 30 * time.Minute, 5 * time.Second},
			{tc.SimulBoard, "10 min + 5 s per move from move 1", "10 мин с добавлением 5 с на ход, начиная с первого", 10 * time.Minute, 5 * time.Second},
			{tc.BoardMatch, "10 min + 5 s per move from move 1", "10 мин с добавлением 5 с на ход, начиная с первого", 10 * time.Minute, 5 * time.Second},
		} {
			if c.got.Base != c.base || c.got.Increment != c.in || c.got.String() != c.en || c.got.StringRU() != c.ru {
				t.Errorf("%+v: %q / %q", c.got, c.got.String(), c.got.StringRU())
			}
		}
		if s := (teamchess.TimeControl{Base: 90 * time.Second, Increment: 2 * time.Second}).String(); s != "90 s + 2 s per move from move 1" {
			t.Errorf("odd control %q", s)
		}
	})
	t.Run("K6_printed_on_pairing_sheets", func(t *testing.T) {
		f := newFixture(t, cfg)
		f.register(10)
		f.must(f.tour.PairRound(es.At(t0, "org", "")))
		en, ru := f.tour.Sheet(1, "en"), f.tour.Sheet(1, "ru")
		for _, s := range []string{"Game 1, simul giver: 30 min + 5 s", "Game 1, boards 2-5: 10 min + 5 s", "Game 2, board match: 10 min + 5 s", "Start: 17.02.2027 10:00", "Match 5:"} {
			if !strings.Contains(en, s) {
				t.Errorf("sheet lacks %q:\n%s", s, en)
			}
		}
		if !strings.Contains(ru, "Партия 1, сеансёр: 30 мин с добавлением 5 с на ход") {
			t.Errorf("Russian sheet:\n%s", ru)
		}
		if n := strings.Count(en, "game 1, simul"); n != 5*8 {
			t.Errorf("%d simul games on the sheet, want 40", n)
		}
	})
	t.Run("K7_next_event", func(t *testing.T) {
		for _, c := range []struct {
			now   time.Time
			kind  string
			round int
			title string
		}{
			{at(10, 12, 0), teamchess.ItemRegistration, 0, "Registration and eligibility commission"},
			{at(16, 18, 0), teamchess.ItemRegistration, 0, ""},
			{at(16, 21, 10), teamchess.ItemArbiters, 0, ""},
			{at(16, 22, 0), teamchess.ItemDraw, 1, "Draw of round 1"},
			{at(17, 0, 30), teamchess.ItemRound, 1, "Round 1"},
			{at(17, 10, 1), teamchess.ItemOpening, 0, ""},
			{at(17, 13, 0), teamchess.ItemRound, 2, ""},
			{at(18, 11, 0), teamchess.ItemRound, 4, ""},
			{at(19, 9, 0), teamchess.ItemRound, 5, ""},
			{at(20, 12, 0), teamchess.ItemRound, 8, ""},
			{at(21, 10, 0).Add(-time.Second), teamchess.ItemRound, 9, ""},
			{at(21, 11, 0), teamchess.ItemClosing, 0, "Closing ceremony and prize giving"},
			{at(21, 11, 0).UTC(), teamchess.ItemClosing, 0, ""},
		} {
			it, ok := cfg.Next(c.now)
			if !ok || it.Kind != c.kind || it.Round != c.round || (c.title != "" && it.Title("en") != c.title) {
				t.Errorf("next after %v: %+v %v (%q)", c.now, it, ok, it.Title("en"))
			}
		}
		if it, ok := cfg.Next(at(21, 14, 1)); ok {
			t.Errorf("after the closing: %+v", it)
		}
		if got := cfg.Schedule[3].Title("ru"); got != "Жеребьёвка 1-го тура" {
			t.Errorf("Russian title %q", got)
		}
	})
	t.Run("K7_current_event", func(t *testing.T) {
		cur := cfg.Current(at(16, 19, 0))
		if len(cur) != 1 || cur[0].Kind != teamchess.ItemRegistration {
			t.Errorf("at 19:00 on the 16th: %+v", cur)
		}
		cur = cfg.Current(at(18, 11, 0))
		if len(cur) != 1 || cur[0].Round != 3 {
			t.Errorf("at 11:00 on the 18th: %+v", cur)
		}
	})
	t.Run("K7_schedule_validated", func(t *testing.T) {
		c := teamchess.DefaultConfig()
		c.Schedule[5], c.Schedule[6] = c.Schedule[6], c.Schedule[5]
		_, err := teamchess.Create(es.At(t0, "org", ""), "x", "X", c, turnir.SeedFromUint64(1).Commitment())
		refused(t, err, turnir.EINVALID)
	})
}
