package report_test

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/festival"
	"turnir/report"
)

// Item 8 of issue 4 (exports of every table), checked on the demo events
// played to their end: every table the pages show is in all.xlsx/all.zip,
// and the words in them are words, not engine codes.

// playedFestival is the demo festival with its Brain-ring and Svoya igra
// played to the end.
func playedFestival(t *testing.T) *festival.Festival {
	t.Helper()
	seed := *seedFlag
	if seed == 0 {
		seed = 4
	}
	t.Logf("seed %d (rerun with -seed=%d)", seed, seed)
	at := time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)
	evs, err := festival.DemoFestival(turnir.SeedFromUint64(seed), at)
	if err != nil {
		t.Fatal(err)
	}
	f, err := festival.Replay(evs)
	if err != nil {
		t.Fatal(err)
	}
	var log []turnir.Event
	commit := festival.LocalCommit(f, evs[0].Stream, &log)
	r := rand.New(rand.NewPCG(seed, 1))
	if err := festival.PlayBrainring(r, f, festival.BrainringSim{Commit: commit}, nil); err != nil {
		t.Fatal(err)
	}
	now := func() time.Time { return at }
	if err := festival.PlaySvoya(r, f, now, commit, nil); err != nil {
		t.Fatal(err)
	}
	return f
}

func tableByName(ts []report.Table, name string) (report.Table, bool) {
	i := slices.IndexFunc(ts, func(t report.Table) bool { return t.Name == name })
	if i < 0 {
		return report.Table{}, false
	}
	return ts[i], true
}

// cells returns every cell of column col of t.
func column(t report.Table, col string) []string {
	i := slices.Index(t.Header, col)
	var out []string
	for _, r := range t.Rows {
		if i >= 0 && i < len(r) {
			out = append(out, r[i])
		}
	}
	return out
}

func TestFestivalExportTables(t *testing.T) {
	f := playedFestival(t)
	for _, lang := range []string{"ru", "en"} {
		ts := report.FestivalTables(f, lang)
		t.Run("F5_F6_S9_S11_every_table_is_exported_"+lang, func(t *testing.T) {
			for _, name := range []string{"brainring-cross-a", "brainring-playoff", "brainring-fights", "svoya-fights", "svoya-playoff"} {
				tb, ok := tableByName(ts, name)
				if !ok || len(tb.Rows) == 0 {
					t.Fatalf("no table %q (or empty) among %d tables", name, len(ts))
				}
			}
			cross, _ := tableByName(ts, "brainring-cross-a")
			if n := len(cross.Rows); len(cross.Header) != n+2 {
				t.Fatalf("crosstable %d rows, header %v", n, cross.Header)
			}
			for i, r := range cross.Rows {
				if r[2+i] != "—" || !strings.Contains(strings.Join(r, ","), ":") {
					t.Fatalf("crosstable row %v", r)
				}
			}
		})
		t.Run("F6_S11_stages_written_as_words_"+lang, func(t *testing.T) {
			po, ok := tableByName(ts, "brainring-playoff")
			sv, ok2 := tableByName(ts, "svoya-playoff")
			if !ok || !ok2 {
				t.Fatal("no play-off tables")
			}
			stage := po.Header[0]
			for _, s := range column(po, stage) {
				if strings.Contains(s, "_") || s == "final" && lang == "ru" {
					t.Fatalf("raw stage code %q in the bracket", s)
				}
			}
			for _, s := range column(sv, sv.Header[0]) {
				if strings.Contains(s, "_") || s == "final" && lang == "ru" {
					t.Fatalf("raw stage code %q in the Svoya play-off", s)
				}
			}
		})
	}

	at := time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)
	evs, err := festival.DemoCup(turnir.SeedFromUint64(3), at)
	if err != nil {
		t.Fatal(err)
	}
	c, err := festival.Replay(evs)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"ru", "en"} {
		t.Run("C5_C6_bracket_says_how_in_words_"+lang, func(t *testing.T) {
			br, ok := tableByName(report.FestivalTables(c, lang), "cup-bracket")
			if !ok || len(br.Rows) == 0 {
				t.Fatal("no cup bracket")
			}
			how := column(br, br.Header[len(br.Header)-1])
			for _, s := range how {
				if s == "points" || s == "lower_place" || s == "walkover" || s == "" {
					t.Fatalf("raw code %q in the bracket's last column %q", s, br.Header[len(br.Header)-1])
				}
				if lang == "ru" && !strings.ContainsAny(s, "аеиоуяю") {
					t.Fatalf("not Russian: %q", s)
				}
			}
		})
	}
}

// placeNumber is the first number of a place such as "2-4".
func placeNumber(t *testing.T, p string) int {
	t.Helper()
	if i := strings.IndexAny(p, "-–—"); i >= 0 {
		p = p[:i]
	}
	n, err := strconv.Atoi(p)
	if err != nil {
		t.Fatalf("place %q: %v", p, err)
	}
	return n
}

// Findings 1 and 2 of the acceptance review of issue 4: a round's rows
// come by place, the disqualification note is in the request's language
// and a player's reason is kept.
func TestFestivalExportReview(t *testing.T) {
	at := time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)
	evs, err := festival.DemoCup(turnir.SeedFromUint64(3), at)
	if err != nil {
		t.Fatal(err)
	}
	c, err := festival.Replay(evs)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("C3_cup_round_rows_by_place", func(t *testing.T) {
		rd, ok := tableByName(report.FestivalTables(c, "en"), "cup-round-1")
		if !ok || len(rd.Rows) < 3 {
			t.Fatal("no cup-round-1 table")
		}
		places := column(rd, "Place")
		names := column(rd, "Team")
		for i := 1; i < len(places); i++ {
			a, b := placeNumber(t, places[i-1]), placeNumber(t, places[i])
			if a > b || a == b && names[i-1] > names[i] {
				t.Fatalf("row %d: place %s %q after %s %q", i, places[i], names[i], places[i-1], names[i-1])
			}
		}
	})
	c.Players[0].Disqualified, c.Players[0].DQReason = true, "подсказка из зала"
	c.Teams[1].Disqualified, c.Teams[1].DQReason = true, "неявка"
	for _, tc := range []struct{ lang, word, other string }{{"ru", "дискв.", "DQ"}, {"en", "DQ", "дискв."}} {
		t.Run("DQ1_teams_note_in_"+tc.lang, func(t *testing.T) {
			tb, _ := tableByName(report.FestivalTables(c, tc.lang), "teams")
			all := ""
			for _, r := range tb.Rows {
				all += strings.Join(r, "|") + "\n"
			}
			for _, want := range []string{c.Players[0].Name + " (" + tc.word + ": подсказка из зала)", tc.word + ": неявка"} {
				if !strings.Contains(all, want) {
					t.Errorf("teams table lacks %q:\n%s", want, all)
				}
			}
			if strings.Contains(all, tc.other) {
				t.Errorf("teams table in %s has %q:\n%s", tc.lang, tc.other, all)
			}
		})
	}
}
