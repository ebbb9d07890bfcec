package buzzer

import "strconv"

// Row is one press of the log as plain columns for an export (CSV, XLSX):
// times in milliseconds since the Unix epoch and as UTC text, durations in
// milliseconds. Columns without a value are empty in Cells.
type Row struct {
	Seq           int
	Question      int
	Phase         string
	Seat          string
	ServerMS      int64  // the server's arrival stamp
	ServerTime    string // the same, RFC 3339 with milliseconds, UTC
	ClientMS      int64  // the client's claimed press time, 0 when none
	Fair          bool   // the fair mode compensated the press: the next three columns hold
	OffsetMS      int64  // fair mode: the connection's offset
	RTTMS         int64  // fair mode: the connection's round trip
	CompensatedMS int64  // fair mode: the time the order used
	Verdict       string
}

// RowHeader names the columns of Row.Cells, in order.
func RowHeader() []string {
	return []string{"seq", "question", "phase", "seat", "server_ms", "server_time", "client_ms", "offset_ms", "rtt_ms", "compensated_ms", "verdict"}
}

// Cells returns the row as strings in RowHeader's order.
func (r Row) Cells() []string {
	opt := func(v int64, has bool) string {
		if !has {
			return ""
		}
		return strconv.FormatInt(v, 10)
	}
	return []string{
		strconv.Itoa(r.Seq), strconv.Itoa(r.Question), r.Phase, r.Seat,
		strconv.FormatInt(r.ServerMS, 10), r.ServerTime,
		opt(r.ClientMS, r.ClientMS != 0), opt(r.OffsetMS, r.Fair), opt(r.RTTMS, r.Fair), opt(r.CompensatedMS, r.Fair), r.Verdict,
	}
}

// Rows returns the log as export rows, one per press, in order of arrival.
func (l Log) Rows() []Row {
	rows := make([]Row, 0, len(l))
	for _, e := range l {
		r := Row{
			Seq: e.Seq, Question: e.Question, Phase: e.Phase, Seat: e.Press.Seat,
			ServerMS:   e.Press.At.UnixMilli(),
			ServerTime: e.Press.At.UTC().Format("2006-01-02T15:04:05.000Z07:00"),
			Verdict:    string(e.Verdict),
		}
		if !e.Press.Client.IsZero() {
			r.ClientMS = e.Press.Client.UnixMilli()
		}
		if ev := e.Evidence; ev != nil && !ev.Raw {
			r.Fair = true
			r.OffsetMS = ev.Offset.D().Milliseconds()
			r.RTTMS = ev.RTT.D().Milliseconds()
			r.CompensatedMS = ev.Compensated.UnixMilli()
		}
		rows = append(rows, r)
	}
	return rows
}
