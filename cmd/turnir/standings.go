package main

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"text/tabwriter"
	"time"

	"turnir"
	"turnir/labels"
	"turnir/names"
	"turnir/puzzleswiss"
	"turnir/report"
)

func init() {
	commands["standings"] = command{group: groupLogs, summary: "print the standings (P13) or a festival's rankings (турнирная таблица)", run: runStandings}
	commands["export"] = command{group: groupLogs, summary: "export the standings and crosstable, or a festival's tables, as CSV, XLSX, PDF or JSON (экспорт)", run: runExport}
}

func runStandings(args []string, stdout, stderr io.Writer) int {
	o := newOffline("standings", stdout, stderr)
	lang := o.fs.String("lang", "ru", "a festival's headers and words: ru or en")
	if code, ok := o.parse(args, true); !ok {
		return code
	}
	defer o.close()
	if f, err := festivalOf(o); err != nil || f != nil {
		if err != nil {
			return o.fail(err)
		}
		printFestival(stdout, f, *lang)
		return 0
	}
	if t, err := chessOf(o); err != nil || t != nil { // team chess: chess.go
		if err != nil {
			return o.fail(err)
		}
		printChess(stdout, t, *lang)
		return 0
	}
	err := o.read(func(t *puzzleswiss.Tournament) error {
		printTable(stdout, t, 0)
		return nil
	})
	if err != nil {
		return o.fail(err)
	}
	return 0
}

// printTable writes the first limit lines of the standings (0: all) as an
// aligned text table.
func printTable(w io.Writer, t *puzzleswiss.Tournament, limit int) {
	closed := 0
	for _, r := range t.Rounds {
		if r.Closed {
			closed++
		}
	}
	fmt.Fprintf(w, "%s — %s, after %d of %s\n", names.Printable(t.Name), t.Phase, closed, labels.Count("en", "count.round", t.NumRounds))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "place\tname\tpoints\tbuchholz\ttime\tlot\t")
	lines := t.Lines()
	if limit > 0 && len(lines) > limit {
		lines = lines[:limit]
	}
	for _, l := range lines {
		name := names.Printable(l.Name) // an old log may hold ESC sequences: they must not reach the terminal
		if l.Disqualified {
			name += " (DQ)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%s\t%d\t\n", l.Place, name, l.Points, l.Buchholz, l.TotalTime.Round(time.Millisecond), l.Lot)
	}
	tw.Flush()
}

func runExport(args []string, stdout, stderr io.Writer) int {
	o := newOffline("export", stdout, stderr)
	format := o.fs.String("format", "csv", "csv, xlsx, pdf or json (a festival: zip too)")
	out := o.fs.String("o", "-", "the output file (- for standard output)")
	table := o.fs.String("table", "", "a festival's table (cup-ranking, svoya-fights ...), all, or rating (the ChGK rating-site layout)")
	lang := o.fs.String("lang", "ru", "a festival's headers and words: ru or en")
	if code, ok := o.parse(args, true); !ok {
		return code
	}
	defer o.close()
	f, err := festivalOf(o)
	if err != nil {
		return o.fail(err)
	}
	w := stdout
	if *out != "-" {
		file, err := os.Create(*out)
		if err != nil {
			return o.fail(err)
		}
		defer file.Close()
		w = file
	}
	if f != nil {
		if err := exportFestival(w, f, *table, *format, *lang); err != nil {
			return o.fail(err)
		}
		return 0
	}
	if t, err := chessOf(o); err != nil || t != nil { // team chess: chess.go
		if err == nil {
			err = exportChess(w, t, cmp.Or(*table, "standings"), *format, *lang)
		}
		if err != nil {
			return o.fail(err)
		}
		return 0
	}
	err = o.read(func(t *puzzleswiss.Tournament) error {
		switch *format {
		// The same files as the server's export buttons.
		case "csv":
			return report.PuzzleSwissCSV(w, t.StandingsView())
		case "xlsx":
			return report.PuzzleSwissXLSX(w, t, t.StandingsView(), *lang)
		case "pdf":
			return report.PuzzleSwissPDF(w, t, t.StandingsView(), *lang)
		case "json":
			enc := json.NewEncoder(w)
			enc.SetIndent("", "  ")
			return enc.Encode(map[string]any{"id": t.ID, "name": t.Name, "phase": t.Phase, "rounds": t.NumRounds,
				"commitment": t.Commitment, "seed": t.Seed, "standings": t.Lines(), "pairings": pairingsView(t)})
		}
		return turnir.Errorf(turnir.EINVALID, "unknown format %q (csv, xlsx, pdf, json)", "неизвестный формат %q (csv, xlsx, pdf, json)", *format)
	})
	if err != nil {
		return o.fail(err)
	}
	return 0
}

type pairingView struct {
	Round int         `json:"round"`
	Pairs [][2]string `json:"pairs"`
	Bye   string      `json:"bye,omitempty"`
}

func pairingsView(t *puzzleswiss.Tournament) []pairingView {
	var out []pairingView
	for _, r := range t.Rounds {
		out = append(out, pairingView{Round: r.N, Pairs: r.Pairs, Bye: r.Bye})
	}
	return out
}
