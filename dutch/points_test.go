package dutch_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPointSystemScores proves that every point value a file may give
// reaches the score the engine pairs by: one player with one round of
// each kind, and one key of XXS, BBx or record 162 changed to a value no
// default has (7.5), and the score must change by exactly that key's
// rounds.
func TestPointSystemScores(t *testing.T) {
	// Player 1's rounds: a win with White, a win with Black, a draw with
	// White, a draw with Black, a loss with White, a loss with Black, a
	// forfeit win, a forfeit loss, then H, F and Z byes and the PAB.
	// Players 2-7 are the opponents; 8 and 9 the forfeit partners.
	head := "012 points\n"
	rows := []string{
		line(1, 2000, "0.0", "   2 w 1", "   3 b 1", "   4 w =", "   5 b =", "   6 w 0", "   7 b 0", "   8 w +", "   9 b -", "0000 - H", "0000 - F", "0000 - Z", "0000 - U"),
		line(2, 1990, "0.0", "   1 b 0"),
		line(3, 1980, "0.0", "        ", "   1 w 0"),
		line(4, 1970, "0.0", "        ", "        ", "   1 b ="),
		line(5, 1960, "0.0", "        ", "        ", "        ", "   1 w ="),
		line(6, 1950, "0.0", "        ", "        ", "        ", "        ", "   1 b 1"),
		line(7, 1940, "0.0", "        ", "        ", "        ", "        ", "        ", "   1 w 1"),
		line(8, 1930, "0.0", "        ", "        ", "        ", "        ", "        ", "        ", "   1 b -"),
		line(9, 1920, "0.0", "        ", "        ", "        ", "        ", "        ", "        ", "        ", "   1 w +"),
	}
	// Points of player 1's twelve rounds under the standard system.
	base := map[string]int{"WW": 10, "BW": 10, "WD": 5, "BD": 5, "WL": 0, "BL": 0, "FW": 10, "FL": 0, "HPB": 5, "FPB": 10, "PAB": 10, "ZPB": 0}
	total := 0
	for _, v := range base {
		total += v
	}
	// Which of player 1's rounds each key governs.
	cases := []struct {
		name, record string
		keys         []string
	}{
		{"XXS_WW", "XXS WW=7.5", []string{"WW"}},
		{"XXS_BW", "XXS BW=7.5", []string{"BW"}},
		{"XXS_WD", "XXS WD=7.5", []string{"WD"}},
		{"XXS_BD", "XXS BD=7.5", []string{"BD"}},
		{"XXS_WL", "XXS WL=7.5", []string{"WL"}},
		{"XXS_BL", "XXS BL=7.5", []string{"BL"}},
		{"XXS_ZPB", "XXS ZPB=7.5", []string{"ZPB"}},
		{"XXS_HPB", "XXS HPB=7.5", []string{"HPB"}},
		{"XXS_FPB", "XXS FPB=7.5", []string{"FPB"}},
		{"XXS_PAB", "XXS PAB=7.5", []string{"PAB"}},
		{"XXS_FW", "XXS FW=7.5", []string{"FW"}},
		{"XXS_FL", "XXS FL=7.5", []string{"FL"}},
		{"XXS_W_shortcut_leaves_PAB", "XXS W=7.5", []string{"WW", "BW", "FW", "FPB"}},
		{"XXS_D_shortcut", "XXS D=7.5", []string{"WD", "BD", "HPB"}},
		{"XXS_later_code_overrides", "XXS W=7.5 BW=1\nXXS FW=1 FPB=1", []string{"WW"}},
		{"BBW", "BBW 7.5", []string{"WW", "BW", "FW", "FPB", "PAB"}},
		{"BBD", "BBD 7.5", []string{"WD", "BD", "HPB"}},
		{"BBL", "BBL 7.5", []string{"WL", "BL"}},
		{"BBZ", "BBZ 7.5", []string{"ZPB"}},
		{"BBF", "BBF 7.5", []string{"FL"}},
		{"BBU", "BBU 7.5", []string{"PAB"}},
		{"162_W", "162  W 7.5", []string{"WW", "BW", "FW", "FPB", "PAB"}},
		{"162_D", "162  D 7.5", []string{"WD", "BD", "HPB"}},
		{"162_L", "162  L 7.5", []string{"WL", "BL"}},
		{"162_U", "162  U 7.5", []string{"PAB"}},
		{"162_H", "162  H 7.5", []string{"HPB"}},
		{"162_F", "162  F 7.5", []string{"FPB"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			text := head + strings.Join(rows, "\n") + "\nXXR 13\n" + c.record + "\n"
			tour := loadTRF(t, parseTRF(t, text))
			want := total
			for _, k := range c.keys {
				want += 75 - base[k]
			}
			if got := tour.Score(1); got != want {
				t.Fatalf("score %d tenths, want %d (%s changes %v)", got, want, c.record, c.keys)
			}
		})
	}
	t.Run("no_record_is_the_standard_system", func(t *testing.T) {
		tour := loadTRF(t, parseTRF(t, head+strings.Join(rows, "\n")+"\nXXR 13\n"))
		if got := tour.Score(1); got != total {
			t.Fatalf("score %d tenths, want %d", got, total)
		}
	})
}

// TestTopscorerThresholdFollowsPoints: the topscorers of the last round
// (FIDE_C3, FIDE_C10-FIDE_C13) have more than half the maximum score of
// the rounds played, and a win's points come from the file.
func TestTopscorerThresholdFollowsPoints(t *testing.T) {
	rows := line(1, 2000, "1.0", "   2 w 1") + "\n" + line(2, 1990, "0.0", "   1 b 0") + "\nXXR 2\n"
	for _, c := range []struct {
		name, record string
		want         int
	}{
		{"standard", "", 5},
		{"XXS_W_3", "XXS W=3 D=1\n", 15},
		{"XXS_black_win_higher", "XXS BW=4\n", 20},
		{"162_W_3", "162  W 3.0    D 1.0\n", 15},
	} {
		t.Run(c.name, func(t *testing.T) {
			tour := loadTRF(t, parseTRF(t, rows+c.record))
			if got := tour.TopscorerThreshold(); got != c.want {
				t.Fatalf("threshold %d tenths, want %d", got, c.want)
			}
		})
	}
}

// TestPointRecordsPairAlike replays the sample tournaments scored 3/1/0 in
// a record 162 with the same point system written as an XXS record and as
// BBx lines: every round must still be paired as recorded. With -short
// only the tournaments of up to 30 players are replayed.
func TestPointRecordsPairAlike(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*.trf"))
	if len(files) == 0 {
		t.Skipf("conformance sample not found at %s", corpusDir)
	}
	forms := []struct{ name, text string }{
		{"XXS", "XXS W=3 D=1 PAB=3"},
		{"XXS_every_code", "XXS WW=3 BW=3 WD=1 BD=1 WL=0 BL=0 ZPB=0 HPB=1 FPB=3 PAB=3 FW=3 FL=0"},
		{"BBx", "BBW 3.0\nBBD 1.0"},
	}
	replayed := 0
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		text := strings.ReplaceAll(strings.ReplaceAll(string(b), "\r\n", "\n"), "\r", "\n")
		const rec = "162  W 3.0    D 1.0"
		if !strings.Contains(text, rec) {
			continue
		}
		name := strings.TrimSuffix(filepath.Base(file), ".trf")
		var players int
		fmt.Sscanf(name, "n%d", &players)
		if testing.Short() && players > 30 {
			continue
		}
		replayed++
		for _, form := range forms {
			t.Run(name+"/"+form.name, func(t *testing.T) {
				t.Parallel()
				full := parseTRF(t, strings.Replace(text, rec, form.text, 1))
				full.Rounds = full.MaxEntries()
				for r := 1; r <= full.Rounds; r++ {
					want := full.Boards(r)
					if len(want) == 0 {
						continue
					}
					got, err := pairTRF(full.Cut(r))
					if g := boards(got); err != nil || strings.Join(g, " ") != strings.Join(want, " ") {
						t.Errorf("round %d: err=%v\n  want %v\n  got  %v", r, err, want, g)
					}
				}
			})
		}
	}
	if replayed < 3 {
		t.Fatalf("only %d tournaments scored by record 162 found", replayed)
	}
}
