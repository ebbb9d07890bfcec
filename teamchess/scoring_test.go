package teamchess_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"turnir"
	"turnir/es"
	"turnir/teamchess"
	"turnir/trf"
)

func TestScoring(t *testing.T) {
	cfg := teamchess.DefaultConfig()
	m := teamchess.Match{White: "A", Black: "B"}
	t.Run("K4_thirteen_games_simul_then_board_match", func(t *testing.T) {
		games := cfg.Games(m)
		if len(games) != 13 || cfg.GamesPerMatch() != 13 {
			t.Fatalf("%d games", len(games))
		}
		var got []string
		for _, g := range games {
			got = append(got, fmt.Sprintf("%s:%s%d-%s%d", g.Kind[:1], g.White.Team, g.White.Board, g.Black.Team, g.Black.Board))
		}
		want := "s:A1-B2 s:A1-B3 s:A1-B4 s:A1-B5 s:B1-A2 s:B1-A3 s:B1-A4 s:B1-A5 " +
			"b:A1-B1 b:B2-A2 b:A3-B3 b:B4-A4 b:A5-B5"
		if strings.Join(got, " ") != want {
			t.Errorf("games\n%s\nwant\n%s", strings.Join(got, " "), want)
		}
	})
	t.Run("K4_double_forfeit_scores_for_neither_team", func(t *testing.T) {
		// Every game drawn but board 1 of the board match, to which
		// neither player came: 12 points shared, 6:6, a drawn match.
		c := cfg
		c.Rounds, c.Schedule = 1, nil
		f := newFixture(t, c)
		f.register(2)
		f.must(f.tour.PairRound(es.At(t0, "arbiter", "")))
		r := f.tour.Round(1)
		res := map[int]teamchess.Result{}
		for _, g := range cfg.Games(r.Matches[0]) {
			res[g.Slot] = teamchess.Drawn
			if g.Kind == teamchess.GameBoard && g.White.Board == 1 {
				res[g.Slot] = teamchess.BothForfeit
			}
		}
		f.must(f.tour.EnterResults(es.At(t0, "arbiter", ""), 1, 0, res))
		f.must(f.tour.CloseRound(es.At(t0, "arbiter", ""), 1))
		for _, st := range f.tour.Standings() {
			if st.GamePoints != 12 || st.MatchPoints != teamchess.MatchDraw {
				t.Errorf("%s: %d halves, %d match points; want 12 halves and a drawn match", st.Team, st.GamePoints, st.MatchPoints)
			}
		}
		var buf bytes.Buffer
		if err := trf.TeamChessRating(&buf, f.tour); err != nil {
			t.Fatal(err)
		}
		// In the rating export both captains' game is a forfeit loss, unrated.
		file, err := trf.Parse(&buf)
		if err != nil {
			t.Fatal(err)
		}
		captains := 0
		for _, p := range file.Players {
			if p.Name == "P1.1" || p.Name == "P2.1" {
				captains++
				if len(p.Entries) != 1 || p.Entries[0].Result != '-' {
					t.Errorf("%s in the rating export: %+v", p.Name, p.Entries)
				}
			}
		}
		if captains != 2 {
			t.Errorf("%d captains in the rating export", captains)
		}
	})
	t.Run("K4_simul_givers_black_when_set", func(t *testing.T) {
		c := cfg
		c.SimulGiverBlack = true
		for _, g := range c.Games(m) {
			if g.Kind == teamchess.GameSimul && (g.Black.Board != 1 || g.Black.Team != g.Giver) {
				t.Errorf("slot %d: giver %s does not have Black: %+v", g.Slot, g.Giver, g)
			}
			if g.Kind == teamchess.GameBoard && g.White != cfg.Games(m)[g.Slot].White {
				t.Errorf("slot %d: the setting changed the board match", g.Slot)
			}
		}
	})
	t.Run("K4_every_complete_match_shares_13_points", func(t *testing.T) {
		for _, seed := range seeds(t, 11, 12, 13) {
			r := turnir.SeedFromUint64(seed).Rand("k4")
			all := []teamchess.Result{teamchess.WhiteWins, teamchess.Drawn, teamchess.BlackWins, teamchess.WhiteForfeit, teamchess.BlackForfeit}
			for trial := 0; trial < 200; trial++ {
				res := make([]teamchess.Result, 13)
				for i := range res {
					res[i] = all[r.IntN(len(all))]
				}
				w, b, done := cfg.Score(m, res)
				if !done || w+b != 26 {
					t.Fatalf("seed %d: %v scores %d+%d halves (done %v)", seed, res, w, b, done)
				}
				res[r.IntN(13)] = ""
				if _, _, done := cfg.Score(m, res); done {
					t.Fatalf("a match with a game missing is complete")
				}
			}
		}
	})
	t.Run("K4_simul_and_board_games_both_count", func(t *testing.T) {
		res := make([]teamchess.Result, 13)
		for i := range res {
			res[i] = teamchess.Drawn
		}
		res[0] = teamchess.WhiteWins  // A's captain beats B2 in the simul
		res[4] = teamchess.BlackWins  // A2 beats B's captain in the simul
		res[9] = teamchess.BlackWins  // board 2: A2 has Black and wins
		res[12] = teamchess.BlackWins // board 5: B5 has Black and wins
		w, b, _ := cfg.Score(m, res)
		if w != 15 || b != 11 {
			t.Errorf("A %d halves, B %d halves; want 7.5:5.5", w, b)
		}
	})
	t.Run("K5_match_points_win_is_more_than_half", func(t *testing.T) {
		for _, c := range []struct{ own, mp int }{{26, 2}, {14, 2}, {13, 1}, {12, 0}, {0, 0}} {
			if got := teamchess.MatchPoints(c.own, 26); got != c.mp {
				t.Errorf("%d of 26 halves: %d match points, want %d", c.own, got, c.mp)
			}
		}
	})
	t.Run("K4_results_checked", func(t *testing.T) {
		f := newFixture(t, teamchess.DefaultConfig())
		f.register(10)
		f.must(f.tour.PairRound(es.At(t0, "org", "")))
		_, err := f.tour.EnterResults(es.At(t0, "arbiter", ""), 1, 0, map[int]teamchess.Result{13: teamchess.Drawn})
		refused(t, err, turnir.EINVALID)
		_, err = f.tour.EnterResults(es.At(t0, "arbiter", ""), 1, 0, map[int]teamchess.Result{0: "2-0"})
		refused(t, err, turnir.EINVALID)
		_, err = f.tour.CloseRound(es.At(t0, "arbiter", ""), 1)
		refused(t, err, turnir.ECONFLICT)
	})
}

// manual stores a pairing made by hand (as an arbiter's decision) so that
// a test controls who meets whom.
func (f *fixture) manual(round int, matches ...teamchess.Match) {
	f.apply(turnir.NewEvent(teamchess.EvRoundPaired, t0, "arbiter", teamchess.RoundPaired{Round: round, Matches: matches}))
}

func order(st []teamchess.Standing) string {
	var out []string
	for _, s := range st {
		p := fmt.Sprint(s.Place)
		if s.PlaceTo > s.Place {
			p += fmt.Sprintf("-%d", s.PlaceTo)
		}
		out = append(out, p+":"+s.Team)
	}
	return strings.Join(out, " ")
}

func TestStandings(t *testing.T) {
	small := func(t *testing.T, rounds, teams int) *fixture {
		cfg := teamchess.DefaultConfig()
		cfg.Rounds, cfg.Schedule = rounds, nil
		f := newFixture(t, cfg)
		f.register(teams)
		return f
	}
	t.Run("K5_game_points_before_match_points", func(t *testing.T) {
		f := small(t, 2, 4)
		f.manual(1, teamchess.Match{"t1", "t2"}, teamchess.Match{"t3", "t4"})
		f.play(1, map[string]int{"t1": 12, "t3": 13}) // t2 wins 7:6
		f.manual(2, teamchess.Match{"t1", "t3"}, teamchess.Match{"t2", "t4"})
		f.play(2, map[string]int{"t1": 26, "t2": 14}) // t1 13:0, t2 7:6
		// t1 19 game points, 2 match points; t2 14 game points, 4 match points.
		if got := order(f.tour.Standings()); got != "1:t1 2:t2 3:t4 4:t3" {
			t.Errorf("standings %s", got)
		}
	})
	t.Run("K5_match_points_then_buchholz", func(t *testing.T) {
		f := small(t, 2, 4)
		f.manual(1, teamchess.Match{"t1", "t3"}, teamchess.Match{"t2", "t4"})
		f.play(1, map[string]int{"t1": 14, "t2": 12})
		f.manual(2, teamchess.Match{"t1", "t4"}, teamchess.Match{"t2", "t3"})
		f.play(2, map[string]int{"t1": 13, "t2": 15})
		// t1, t2 and t4 have 13.5 game points; t1 and t4 3 match points,
		// t2 only 2; t4's opponents scored 27, t1's 25.
		st := f.tour.Standings()
		if got := order(st); got != "1:t4 2:t1 3:t2 4:t3" {
			t.Errorf("standings %s", got)
		}
		if st[0].Buchholz != 54 || st[1].Buchholz != 50 || st[1].MatchPoints != 3 || st[2].MatchPoints != 2 {
			t.Errorf("indicators %+v", st)
		}
	})
	t.Run("K5_head_to_head_last", func(t *testing.T) {
		f := small(t, 3, 4)
		f.manual(1, teamchess.Match{"t1", "t2"}, teamchess.Match{"t3", "t4"})
		f.play(1, map[string]int{"t1": 14, "t3": 14}) // t1 beats t2 7:6, t3 beats t4 7:6
		f.manual(2, teamchess.Match{"t1", "t3"}, teamchess.Match{"t2", "t4"})
		f.play(2, map[string]int{"t1": 12, "t2": 14})
		f.manual(3, teamchess.Match{"t1", "t4"}, teamchess.Match{"t2", "t3"})
		f.play(3, map[string]int{"t1": 13, "t2": 13})
		st := f.tour.Standings()
		// t1 and t2: 19.5 game points, 3 match points, equal Buchholz
		// (everyone met everyone); t1 won their match.
		if got := order(st); got != "1:t3 2:t1 3:t2 4:t4" {
			t.Errorf("standings %s", got)
		}
		if st[1].HeadToHead != 14 || st[2].HeadToHead != 12 {
			t.Errorf("head-to-head %d, %d", st[1].HeadToHead, st[2].HeadToHead)
		}
	})
	t.Run("K5_still_tied_share_the_place", func(t *testing.T) {
		f := small(t, 3, 4)
		f.manual(1, teamchess.Match{"t1", "t2"}, teamchess.Match{"t3", "t4"})
		f.play(1, nil)
		f.manual(2, teamchess.Match{"t1", "t3"}, teamchess.Match{"t2", "t4"})
		f.play(2, nil)
		f.manual(3, teamchess.Match{"t1", "t4"}, teamchess.Match{"t2", "t3"})
		f.play(3, nil)
		if got := order(f.tour.Standings()); got != "1-4:t1 1-4:t2 1-4:t3 1-4:t4" {
			t.Errorf("standings %s", got)
		}
	})
	t.Run("K5_head_to_head_only_if_all_met", func(t *testing.T) {
		f := small(t, 1, 4)
		f.manual(1, teamchess.Match{"t1", "t2"}, teamchess.Match{"t3", "t4"})
		f.play(1, nil)
		st := f.tour.Standings()
		if got := order(st); got != "1-4:t1 1-4:t2 1-4:t3 1-4:t4" || st[0].HeadToHead != -1 {
			t.Errorf("standings %s (head-to-head %d)", got, st[0].HeadToHead)
		}
	})
}

// TestBoards: board prizes and the rating export see the board match only.
func TestBoards(t *testing.T) {
	cfg := teamchess.DefaultConfig()
	cfg.Rounds, cfg.Schedule = 1, nil
	f := newFixture(t, cfg)
	f.register(2)
	m := teamchess.Match{White: "t1", Black: "t2"}
	f.manual(1, m)
	res := map[int]teamchess.Result{}
	for _, g := range cfg.Games(m) {
		switch {
		case g.Kind == teamchess.GameSimul:
			res[g.Slot] = map[bool]teamchess.Result{true: teamchess.WhiteWins, false: teamchess.BlackWins}[g.White.Team == "t2"]
		default: // t1 wins the whole board match
			res[g.Slot] = map[bool]teamchess.Result{true: teamchess.WhiteWins, false: teamchess.BlackWins}[g.White.Team == "t1"]
		}
	}
	f.must(f.tour.EnterResults(es.At(t0, "arbiter", ""), 1, 0, res))
	f.must(f.tour.CloseRound(es.At(t0, "arbiter", ""), 1))
	// t2 won all 8 simul games, t1 all 5 board games: 8:5 for t2.
	st := f.tour.Standings()
	if st[0].Team != "t2" || st[0].GamePoints != 16 {
		t.Fatalf("standings %+v", st)
	}
	t.Run("K5_board_prizes_ignore_simul_games", func(t *testing.T) {
		prizes := f.tour.BoardPrizes()
		if len(prizes) != 5 {
			t.Fatalf("%d boards", len(prizes))
		}
		for b, rows := range prizes {
			if len(rows) != 2 || rows[0].Team != "t1" || rows[0].Points != 2 || rows[0].Games != 1 || rows[1].Points != 0 || rows[1].Place != 2 {
				t.Errorf("board %d: %+v", b+1, rows)
			}
		}
	})
	t.Run("K5_rating_export_has_board_games_only", func(t *testing.T) {
		var buf bytes.Buffer
		if err := trf.TeamChessRating(&buf, f.tour); err != nil {
			t.Fatal(err)
		}
		file, err := trf.Parse(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatalf("%v\n%s", err, buf.String())
		}
		if len(file.Players) != 10 {
			t.Fatalf("%d players", len(file.Players))
		}
		for _, p := range file.Players {
			if len(p.Entries) != 1 {
				t.Fatalf("%s has %d games", p.Name, len(p.Entries))
			}
			o := file.Player(p.Entries[0].Opponent)
			board := func(name string) string { return name[strings.Index(name, "."):] }
			if board(o.Name) != board(p.Name) {
				t.Errorf("%s played %s: not the same board", p.Name, o.Name)
			}
			t1 := strings.HasPrefix(p.Name, "P1.")
			if want := map[bool]int{true: 10, false: 0}[t1]; p.Points != want {
				t.Errorf("%s has %d tenths, want %d", p.Name, p.Points, want)
			}
		}
		if !strings.Contains(buf.String(), "122 10 min + 5 s per move from move 1") {
			t.Errorf("no board-match time control:\n%s", buf.String())
		}
	})
}
