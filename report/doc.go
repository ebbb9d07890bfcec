// Package report writes the tables of turnir as files an organizer opens in
// a spreadsheet: CSV (RFC 4180) and XLSX (Office Open XML), plus the layout
// of question-round results that the ChGK rating site takes.
//
// A Table is plain text: a sheet name, a header and rows of strings, as the
// engines' read views already produce them (puzzleswiss.Tournament.Table, the quiz
// rating export). Columns marked Numeric are written as numbers in XLSX, so
// that sums and sorting work in the spreadsheet; a cell of such a column that
// is not a plain decimal number stays text rather than being mangled.
//
// The entry points:
//
//   - New(header, rows) makes a Table from a read view and finds its
//     numeric columns; Table and Workbook can also be built by hand.
//   - WriteCSV / CSV.Write: one table as CSV (BOM on by default, for Excel);
//     CSV.WriteZip: several tables as a zip of CSV files.
//   - WriteXLSX / Workbook.WriteXLSX: several tables as one XLSX workbook.
//   - TablesPDF: several tables for print as an A4 PDF (landscape when
//     one is wide; the Go fonts embedded, for Cyrillic); PuzzleSwissPDF
//     and ChessSheetPDF build on fpdf the same way.
//   - RatingSheets: quiz.RatingExport laid out for the ChGK rating site.
//   - FestivalTables, FestivalRating, FestivalFile: every table of a
//     festival (the cup, the Brain-ring, Svoya igra, the solyanka) from
//     the festival module's views, and the export files the server and
//     `turnir export` write from them.
//
// Everything but the PDFs (github.com/go-pdf/fpdf, the Go fonts) and the
// reading of a Windows-1251 CSV (golang.org/x/text) is the standard
// library only, and the output is deterministic:
// the same tables give the same bytes (fixed zip timestamps, fixed part
// order), so golden files can pin them.
//
// The package writes to an io.Writer and never opens files itself; all
// checks run before the first byte is written, so an HTTP handler can still
// answer with an error status when a table cannot be exported.
package report
