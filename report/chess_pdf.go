package report

import (
	"fmt"
	"io"
	"time"

	"github.com/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"turnir"
	"turnir/teamchess"
)

// ChessSheetPDF writes the pairing sheet of round n of a school team chess
// event as an A4 PDF (K6), in lang ("ru" or "en"): a page with the round,
// its start and the time controls and every match game by game (both
// simuls and the board match, colours, players with their boards), then a
// result slip a match, with the results entered so far and lines for the
// team leaders' and the arbiter's signatures. The Go fonts, embedded in the
// binary, carry Cyrillic; the same state gives the same file byte for byte.
func ChessSheetPDF(w io.Writer, t *teamchess.Tournament, n int, lang string) error {
	r := t.Round(n)
	if r == nil {
		return turnir.Errorf(turnir.ENOTFOUND, "round %d has not been paired", "тур %d ещё не составлен", n)
	}
	tr := func(en, ru string) string {
		if lang == "en" {
			return en
		}
		return ru
	}
	tc := func(c teamchess.TimeControl) string {
		if lang == "en" {
			return c.String()
		}
		return c.StringRU()
	}
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetCatalogSort(true)
	// Dated by the round's time in the programme, so the same round gives
	// the same file, with a date that means something (not 1970).
	stamp := time.Unix(0, 0).UTC()
	for _, it := range t.Config.Schedule {
		if it.Kind == teamchess.ItemRound && it.Round == n {
			stamp = it.At
		}
	}
	pdf.SetCreationDate(stamp)
	pdf.SetModificationDate(stamp)
	pdf.AddUTF8FontFromBytes("go", "", goregular.TTF)
	pdf.AddUTF8FontFromBytes("go", "B", gobold.TTF)
	pdf.SetTitle(fmt.Sprintf("%s: %s %d", t.Name, tr("round", "тур"), n), true)
	pdf.SetMargins(15, 15, 15)
	pdf.SetAutoPageBreak(true, 15)

	team := func(id string) string {
		if tm := t.Teams[id]; tm != nil {
			return tm.Roster.Name
		}
		return id
	}
	player := func(s teamchess.Side) string {
		tm := t.Teams[s.Team]
		if tm == nil || s.Board < 1 || s.Board > len(tm.Roster.Players) {
			return team(s.Team)
		}
		return fmt.Sprintf("%d. %s", s.Board, tm.Roster.Players[s.Board-1].Name)
	}
	kind := func(g teamchess.Game) string {
		if g.Kind == teamchess.GameSimul {
			return tr("simul of ", "сеанс: ") + team(g.Giver)
		}
		return tr("board match", "стыковой матч")
	}
	heading := func() {
		pdf.SetFont("go", "B", 14)
		pdf.MultiCell(0, 7, fmt.Sprintf("%s — %s %d", t.Name, tr("round", "тур"), n), "", "L", false)
		pdf.SetFont("go", "", 9)
		if at, ok := t.Config.RoundAt(n); ok {
			pdf.MultiCell(0, 5, tr("Start: ", "Начало: ")+at.Format("02.01.2006 15:04"), "", "L", false)
		}
	}

	// The pairing sheet.
	pdf.AddPage()
	heading()
	c := t.Config.TimeControls
	for _, line := range []string{
		tr("Game 1, simul giver: ", "Партия 1, сеансёр: ") + tc(c.SimulGiver),
		tr("Game 1, boards 2-5: ", "Партия 1, доски 2-5: ") + tc(c.SimulBoard),
		tr("Game 2, board match: ", "Партия 2, стыковой матч: ") + tc(c.BoardMatch),
	} {
		pdf.MultiCell(0, 5, line, "", "L", false)
	}
	cols := []float64{38, 62, 18, 62}
	row := func(cells []string, bold bool) {
		style := ""
		if bold {
			style = "B"
		}
		pdf.SetFont("go", style, 8.5)
		for i, s := range cells {
			pdf.CellFormat(cols[i], 5.5, s, "1", 0, map[bool]string{true: "C", false: "L"}[i == 2], false, 0, "")
		}
		pdf.Ln(-1)
	}
	res := func(x teamchess.Result) string {
		if x == teamchess.Drawn {
			return "½-½"
		}
		return string(x)
	}
	_, pageH := pdf.GetPageSize()
	for i, m := range r.Matches {
		// A match is kept on one page: its heading and every game.
		if need := 6 + 5.5*float64(1+t.Config.GamesPerMatch()) + 3; pdf.GetY()+need > pageH-15 {
			pdf.AddPage()
		}
		pdf.Ln(3)
		pdf.SetFont("go", "B", 10.5)
		pdf.MultiCell(0, 6, fmt.Sprintf("%s %d: %s — %s", tr("Match", "Матч"), i+1, team(m.White), team(m.Black)), "", "L", false)
		row([]string{tr("game", "партия"), tr("White", "белые"), tr("result", "итог"), tr("Black", "чёрные")}, true)
		for _, g := range t.Config.Games(m) {
			row([]string{kind(g), player(g.White), res(r.Results[i][g.Slot]), player(g.Black)}, false)
		}
	}
	if r.Bye != "" {
		pdf.Ln(3)
		pdf.SetFont("go", "", 10)
		pdf.MultiCell(0, 6, tr("Without an opponent: ", "Без соперника: ")+team(r.Bye), "", "L", false)
	}

	// A result slip a match, for the team leaders to sign.
	for i, m := range r.Matches {
		pdf.AddPage()
		heading()
		pdf.Ln(2)
		pdf.SetFont("go", "B", 12)
		pdf.MultiCell(0, 7, fmt.Sprintf("%s %d: %s — %s", tr("Result slip, match", "Бланк результатов, матч"), i+1, team(m.White), team(m.Black)), "", "L", false)
		row([]string{tr("game", "партия"), tr("White", "белые"), tr("result", "итог"), tr("Black", "чёрные")}, true)
		for _, g := range t.Config.Games(m) {
			row([]string{kind(g), player(g.White), res(r.Results[i][g.Slot]), player(g.Black)}, false)
		}
		w, b, _ := t.Config.Score(m, r.Results[i])
		pdf.Ln(4)
		pdf.SetFont("go", "", 10)
		pdf.MultiCell(0, 6, fmt.Sprintf("%s %s — %s %s", team(m.White), half(w), half(b), team(m.Black)), "", "L", false)
		pdf.Ln(8)
		for _, who := range []string{tr("Team leader, ", "Руководитель команды ") + team(m.White),
			tr("Team leader, ", "Руководитель команды ") + team(m.Black), tr("Arbiter", "Судья")} {
			pdf.CellFormat(95, 10, who, "", 0, "L", false, 0, "")
			pdf.CellFormat(0, 10, "_______________________", "", 1, "L", false, 0, "")
		}
	}
	if err := pdf.Error(); err != nil {
		return fmt.Errorf("pairing sheet PDF: %w", err)
	}
	return pdf.Output(w)
}

// half writes game points kept in halves ("6½", "7").
func half(h int) string {
	if h%2 == 0 {
		return fmt.Sprint(h / 2)
	}
	return fmt.Sprintf("%d½", h/2)
}
