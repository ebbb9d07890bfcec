package main

import (
	"io"
	"os"

	"turnir"
	"turnir/report"
	"turnir/teamchess"
)

// readRosters reads the rosters of a CSV or XLSX file as schools send
// them (report.ReadTable, teamchess.RostersFromRows: one player a line
// after a header).
func readRosters(path string) ([]teamchess.Roster, error) {
	if path == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "--csv FILE is required", "нужен --csv ФАЙЛ")
	}
	var b []byte
	var err error
	if path == "-" {
		b, err = io.ReadAll(io.LimitReader(os.Stdin, 8<<20))
	} else {
		b, err = os.ReadFile(path)
	}
	if err != nil {
		return nil, turnir.Errorf(turnir.EINVALID, "cannot read %s: %v", "не удалось прочитать %s: %v", path, err)
	}
	rows, err := report.ReadTable(b)
	if err != nil {
		return nil, err
	}
	return teamchess.RostersFromRows(rows)
}
