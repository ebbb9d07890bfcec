package standings

import (
	"cmp"
	"slices"
	"time"

	"turnir"
)

// Game is one round of one participant.
type Game struct {
	Round    int           `json:"round"`
	Opponent string        `json:"opponent,omitempty"` // "" for a round without an opponent (bye)
	Points   int           `json:"points"`
	Solved   bool          `json:"solved"`
	Time     time.Duration `json:"time_ns"` // solving time; meaningful only when Solved
}

// Record is a participant's history, the input of every tie-break.
type Record struct {
	ID    string `json:"id"`
	Lot   int    `json:"lot"` // lot number drawn at registration close, 1-based
	Games []Game `json:"games"`
}

// Points is the sum of a record's points.
func (r *Record) Points() int {
	s := 0
	for _, g := range r.Games {
		s += g.Points
	}
	return s
}

// Field is every record of a tournament, by ID, with the settings that
// tie-breaks need.
type Field struct {
	Records     map[string]*Record
	RoundLength time.Duration // an unsolved round counts as this long (P13)
	points      map[string]int
}

// NewField indexes records and caches their points.
func NewField(records []*Record, roundLength time.Duration) *Field {
	f := &Field{Records: make(map[string]*Record, len(records)), RoundLength: roundLength, points: make(map[string]int, len(records))}
	for _, r := range records {
		f.Records[r.ID] = r
		f.points[r.ID] = r.Points()
	}
	return f
}

// PointsOf returns the points of participant id (0 if unknown).
func (f *Field) PointsOf(id string) int { return f.points[id] }

// Criterion is one ordering key: Value computes it, Desc says whether
// higher is better.
type Criterion struct {
	Name  string
	Desc  bool
	Value func(r *Record, f *Field) int64
}

// Buchholz is the sum of the current points of the participant's opponents;
// a round without an opponent adds 0 (P13). Opponents who withdrew or were
// disqualified count with the points they have.
func Buchholz(r *Record, f *Field) int64 {
	var s int64
	for _, g := range r.Games {
		if g.Opponent != "" {
			s += int64(f.PointsOf(g.Opponent))
		}
	}
	return s
}

// TotalTime is the sum of solving times in milliseconds, an unsolved round
// counting as the full round length (P13).
func TotalTime(r *Record, f *Field) int64 {
	var s time.Duration
	for _, g := range r.Games {
		if g.Solved {
			s += g.Time
		} else {
			s += f.RoundLength
		}
	}
	return s.Milliseconds()
}

// PointsCriterion orders by points, the first key of every table.
var PointsCriterion = Criterion{Name: "points", Desc: true, Value: func(r *Record, f *Field) int64 { return int64(f.PointsOf(r.ID)) }}

// Known maps the tie-break names a regulation may use to their criteria.
var Known = map[string]Criterion{
	"buchholz":   {Name: "buchholz", Desc: true, Value: Buchholz},
	"total_time": {Name: "total_time", Desc: false, Value: TotalTime},
	"lot":        {Name: "lot", Desc: false, Value: func(r *Record, f *Field) int64 { return int64(r.Lot) }},
}

// Criteria resolves tie-break names into criteria, points first.
func Criteria(tiebreaks []string) ([]Criterion, error) {
	cs := []Criterion{PointsCriterion}
	for _, n := range tiebreaks {
		c, ok := Known[n]
		if !ok {
			return nil, turnir.Errorf(turnir.EINVALID, "unknown tie-break %q", "неизвестный дополнительный показатель %q", n)
		}
		cs = append(cs, c)
	}
	return cs, nil
}

// Row is one line of a standings table.
type Row struct {
	Rank   int     `json:"rank"`  // 1-based position in the order
	Place  string  `json:"place"` // "3" or "3-4" when all keys are equal
	ID     string  `json:"id"`
	Values []int64 `json:"values"` // one per criterion, in order
}

// Table orders records by the criteria (the last resort being the ID so the
// order is total and deterministic) and assigns places; rows equal on every
// criterion share a place.
func Table(f *Field, cs []Criterion) []Row {
	rows := make([]Row, 0, len(f.Records))
	for _, r := range f.Records {
		v := make([]int64, len(cs))
		for i, c := range cs {
			v[i] = c.Value(r, f)
		}
		rows = append(rows, Row{ID: r.ID, Values: v})
	}
	slices.SortFunc(rows, func(a, b Row) int {
		for i, c := range cs {
			if d := cmp.Compare(a.Values[i], b.Values[i]); d != 0 {
				if c.Desc {
					return -d
				}
				return d
			}
		}
		return cmp.Compare(a.ID, b.ID)
	})
	for i := range rows {
		rows[i].Rank = i + 1
	}
	SharePlaces(len(rows), func(i, j int) bool { return slices.Equal(rows[i].Values, rows[j].Values) },
		func(i int, p string) { rows[i].Place = p })
	return rows
}

// SharePlaces walks n ordered items; consecutive items for which equal says
// true share a place, written "3-4" (Y2); set receives each item's place.
func SharePlaces(n int, equal func(i, j int) bool, set func(i int, place string)) {
	for i := 0; i < n; {
		j := i + 1
		for j < n && equal(i, j) {
			j++
		}
		p := itoa(i + 1)
		if j-i > 1 {
			p += "-" + itoa(j)
		}
		for k := i; k < j; k++ {
			set(k, p)
		}
		i = j
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}
