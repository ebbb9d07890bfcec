package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// TestK1K3K5_ChessOffline runs a small team chess event from the command
// line: created from the built-in regulation, teams from a CSV with one
// refused roster (K2), the rounds fitted to the field (K3), every round
// paired, entered and closed, the standings, the exports and verify.
func TestK1K3K5_ChessOffline(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "c.db")
	csv := filepath.Join(dir, "teams.csv")
	var b strings.Builder
	b.WriteString("team;school;leader;board;name;birth year;sex;rating;rating ID\n")
	for i := 1; i <= 5; i++ {
		for board := 1; board <= 5; board++ {
			year, sex := 2012+board, "m"
			if board == 4 {
				sex = "ж"
			}
			if i == 5 && board == 1 {
				year = 2011 // too old for board 1: refused (K2)
			}
			fmt.Fprintf(&b, "Школа %d;МБОУ %d;Руководитель %d;%d;Игрок %d-%d;%d;%s;%d;\n", i, i, i, board, i, board, year, sex, 1200+i*10+board)
		}
	}
	writeFile(t, csv, b.String())
	at := "--at=2027-02-16T12:00:00Z"
	out := mustCLI(t, "create", "--db", db, "-t", "k", "--regulation", "school-team-chess", at)
	if !strings.Contains(out, "seed commitment") {
		t.Fatalf("create: %s", out)
	}
	code, out, _ := cli(t, "chess", "teams", "--db", db, "-t", "k", "--csv", csv, at)
	if code != 1 || !strings.Contains(out, "4 teams admitted, 1 refused") || !strings.Contains(out, "board 1") {
		t.Fatalf("teams: exit %d\n%s", code, out)
	}
	// The refused roster is recorded as the committee's decision.
	refused := filepath.Join(dir, "refused.csv")
	var rb strings.Builder
	rb.WriteString("team;school;leader;board;name;birth year;sex\n")
	for _, line := range strings.Split(b.String(), "\n") {
		if strings.HasPrefix(line, "Школа 5;") {
			rb.WriteString(line + "\n")
		}
	}
	writeFile(t, refused, rb.String())
	if code, _, _ := cli(t, "chess", "refuse", "--db", db, "-t", "k", "--csv", refused, at); code == 0 {
		t.Error("a refusal without a reason was recorded")
	}
	mustCLI(t, "chess", "refuse", "--db", db, "-t", "k", "--csv", refused, "--reason", "капитан 2011 г.р. (K2)", at)
	if code, _, errs := cli(t, "chess", "begin", "--db", db, "-t", "k", at); code == 0 || !strings.Contains(errs, "at most 3") {
		t.Fatalf("4 teams began 9 rounds: %s", errs)
	}
	mustCLI(t, "chess", "configure", "--db", db, "-t", "k", "--rounds", "3", "--reason", "4 команды (K3)", at)
	out = mustCLI(t, "chess", "begin", "--db", db, "-t", "k", at)
	if !strings.Contains(out, "Партия 1, сеансёр: 30 мин") {
		t.Errorf("begin did not print the sheet: %s", out)
	}
	all := strings.TrimSuffix(strings.Repeat("1-0,", 13), ",")
	for r := 1; r <= 3; r++ {
		if r > 1 {
			mustCLI(t, "chess", "pair", "--db", db, "-t", "k", at)
		}
		if r == 2 { // taken back and paired again by the engine
			mustCLI(t, "chess", "undo", "--db", db, "-t", "k", "--reason", "проверка", at)
			mustCLI(t, "chess", "pair", "--db", db, "-t", "k", at)
		}
		for m := 1; m <= 2; m++ {
			mustCLI(t, "chess", "result", "--db", db, "-t", "k", "--round", fmt.Sprint(r), "--match", fmt.Sprint(m), "--results", all, at)
		}
		mustCLI(t, "chess", "close", "--db", db, "-t", "k", "--round", fmt.Sprint(r), at)
	}
	mustCLI(t, "chess", "finish", "--db", db, "-t", "k", at)
	out = mustCLI(t, "standings", "--db", db, "-t", "k")
	if !strings.Contains(out, "after 3 of 3 rounds") || !strings.Contains(out, "boards") {
		t.Errorf("standings: %s", out)
	}
	out = mustCLI(t, "export", "--db", db, "-t", "k", "--table", "crosstable")
	if !strings.Contains(out, "Школа 1") {
		t.Errorf("export crosstable: %s", out)
	}
	out = mustCLI(t, "chess", "export", "--db", db, "-t", "k", "--format", "trf")
	if n := strings.Count(out, "\n001 "); n != 20 {
		t.Errorf("rating report: %d players, want 20\n%s", n, out)
	}
	out = mustCLI(t, "verify", "--db", db, "-t", "k")
	if !strings.Contains(out, "confirmed") {
		t.Errorf("verify: %s", out)
	}
	if code, _, _ := cli(t, "chess", "nope"); code != 2 {
		t.Errorf("unknown action: exit %d", code)
	}
}
