package main

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"turnir"
	"turnir/festival"
	"turnir/labels"
	"turnir/names"
	"turnir/report"
)

// `turnir standings` and `turnir export` of a festival (a stream of the
// festival kind, found by es.KindOf): the same tables the server's
// /api/festivals/{fid}/export serves, built by package report.

// festivalOf returns the festival -t names, or nil when -t names a stream
// of another kind (or none, which the caller then reports in its words).
// A festival whose log does not fold is the error.
func festivalOf(o *offline) (*festival.Festival, error) {
	k, st, _, err := loadAny(o)
	if err != nil {
		if k.Prefix == festival.StreamPrefix {
			return nil, err
		}
		return nil, nil
	}
	f, _ := st.(*festival.Festival)
	return f, nil
}

// festRankings are the tables `turnir standings` prints for a festival:
// the ranking of each competition it holds.
var festRankings = []string{"cup-ranking", "brainring-ranking", "svoya-ranking", "solyanka"}

// printFestival writes the rankings of f as aligned text tables.
func printFestival(w io.Writer, f *festival.Festival, lang string) {
	fmt.Fprintf(w, "%s — festival, %s\n", names.Printable(f.Name), labels.Count("en", "count.team", len(f.Teams)))
	printed := 0
	for _, t := range report.FestivalTables(f, lang) {
		if !slices.Contains(festRankings, t.Name) {
			continue
		}
		printed++
		fmt.Fprintf(w, "\n%s\n", t.Name)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, strings.Join(printable(t.Header), "\t"))
		for _, r := range t.Rows {
			fmt.Fprintln(tw, strings.Join(printable(r), "\t"))
		}
		tw.Flush()
	}
	if printed == 0 {
		fmt.Fprintln(w, "no competition has been opened yet")
	}
}

// printable escapes what a log may hold that must not reach a terminal.
func printable(cells []string) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = names.Printable(c)
	}
	return out
}

// exportFestival writes the export of f: --table names a table, "all"
// (every table) or "rating" (the ChGK rating-site layout); --format is
// csv (one table), xlsx, zip (a CSV each), pdf (for print) or json.
// Without --table, xlsx, zip, pdf and json take every table and csv is
// refused with the list of tables to choose from.
func exportFestival(w io.Writer, f *festival.Festival, table, format, lang string) error {
	tables := report.FestivalTables(f, lang)
	if table == "" {
		if format == "csv" {
			var list []string
			for _, t := range tables {
				list = append(list, t.Name)
			}
			return turnir.Errorf(turnir.EINVALID, "a festival has several tables: name one with --table (%s, all, rating), or use --format xlsx, zip or pdf for all of them",
				"у фестиваля несколько таблиц: укажите одну через --table (%s, all, rating) или выберите --format xlsx, zip или pdf для всех", strings.Join(list, ", "))
		}
		table = "all"
	}
	switch format {
	case "csv", "xlsx", "zip", "pdf":
		_, err := report.FestivalFile(w, f, table+"."+format, lang)
		return err
	case "json":
		if table != "all" {
			tables = slicesByName(tables, table)
		}
		if table == "rating" {
			var err error
			if tables, err = report.FestivalRating(f); err != nil {
				return err
			}
		}
		if len(tables) == 0 {
			return turnir.Errorf(turnir.ENOTFOUND, "no table %q in this festival", "в этом фестивале нет таблицы %q", table)
		}
		type jsonTable struct {
			Name   string     `json:"name"`
			Header []string   `json:"header"`
			Rows   [][]string `json:"rows"`
		}
		out := make([]jsonTable, 0, len(tables))
		for _, t := range tables {
			out = append(out, jsonTable{t.Name, t.Header, t.Rows})
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(map[string]any{"id": f.ID, "name": f.Name, "version": f.Version, "tables": out})
	}
	return turnir.Errorf(turnir.EINVALID, "unknown format %q (csv, xlsx, zip, pdf, json)", "неизвестный формат %q (csv, xlsx, zip, pdf, json)", format)
}

func slicesByName(ts []report.Table, name string) []report.Table {
	for _, t := range ts {
		if t.Name == name {
			return []report.Table{t}
		}
	}
	return nil
}
