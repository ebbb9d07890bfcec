package puzzle

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"

	"turnir"
)

// MaxPuzzles bounds a set: far more rounds than any Swiss of a few thousand
// solvers needs (ceil(log2 N) rounds by default, P1).
const MaxPuzzles = 100

// Set is the puzzle set an organizer uploads before the start: one puzzle per
// round, Puzzles[0] for round 1 (P8). Its JSON form is the set file:
//
//	{
//	  "title": "Весенний турнир",
//	  "puzzles": [
//	    {"id": "r1", "kind": "text", "title": "Загадка",
//	     "text": "Зимой и летом одним цветом.", "images": ["r1.png"],
//	     "key": {"accepted": ["ёлка", "ель"], "ignore_spaces": false}},
//	    {"id": "r2", "kind": "sudoku",
//	     "sudoku": {"givens": "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"}}
//	  ]
//	}
//
// A Sudoku's "solution" may be left out: it is computed, and the givens must
// have exactly one. Grids may be written over several lines of nine.
type Set struct {
	Title   string   `json:"title,omitempty"`
	Puzzles []Puzzle `json:"puzzles"`
}

// ParseSet reads and validates a set file. A puzzle without an id gets
// "round-N"; a Sudoku without a solution gets its unique one. Every refusal
// is an EINVALID *turnir.Error in English and Russian that names the round
// and the field at fault, or the line and column of a JSON syntax error.
func ParseSet(data []byte) (Set, error) {
	var raw struct {
		Title   string            `json:"title"`
		Puzzles []json.RawMessage `json:"puzzles"`
	}
	if err := decodeStrict(data, &raw); err != nil {
		return Set{}, jsonError(data, err, Where{EN: "puzzle set", RU: "набор головоломок"})
	}
	if len(raw.Puzzles) > MaxPuzzles {
		// Refused before any Sudoku is solved: a file of a million rounds
		// must cost nothing.
		return Set{}, Set{Puzzles: make([]Puzzle, len(raw.Puzzles))}.Validate()
	}
	set := Set{Title: raw.Title, Puzzles: make([]Puzzle, len(raw.Puzzles))}
	for i, pj := range raw.Puzzles {
		w := Round(i + 1)
		p := &set.Puzzles[i]
		if err := decodeStrict(pj, p); err != nil {
			return Set{}, jsonError(pj, err, w)
		}
		if p.ID == "" {
			p.ID = fmt.Sprintf("round-%d", i+1)
		}
		if p.Kind == KindSudoku && p.Sudoku != nil && p.Sudoku.Solution.Empty() {
			if err := p.Sudoku.validGivens(w); err != nil {
				return Set{}, err
			}
			p.Sudoku.Solution, _ = Solve(p.Sudoku.Givens)
		}
	}
	if err := set.Validate(); err != nil {
		return Set{}, err
	}
	return set, nil
}

// Validate returns an EINVALID *turnir.Error naming the round and field at
// fault unless the set has 1..MaxPuzzles valid puzzles with distinct ids.
func (s Set) Validate() error {
	w := Where{EN: "puzzle set", RU: "набор головоломок"}
	switch {
	case len(s.Puzzles) == 0:
		return w.invalid("the set has no puzzles; give one per round (puzzles)",
			"в наборе нет головоломок; нужна одна на каждый тур (puzzles)")
	case len(s.Puzzles) > MaxPuzzles:
		return w.invalid("puzzles in the set: %d; at most %d are allowed (puzzles)",
			"головоломок в наборе: %d; допускается не больше %d (puzzles)", len(s.Puzzles), MaxPuzzles)
	case len(s.Title) > MaxTitleLen*4:
		return w.invalid("the title is too long (title)", "слишком длинное название (title)")
	}
	ids := map[string]int{}
	for i, p := range s.Puzzles {
		rw := Round(i + 1)
		if err := p.Validate(rw); err != nil {
			return err
		}
		if j, dup := ids[p.ID]; dup {
			return rw.invalid("puzzle id %q is already used by round %d (id)",
				"идентификатор %q уже занят головоломкой тура %d (id)", p.ID, j)
		}
		ids[p.ID] = i + 1
	}
	return nil
}

// Covers returns an EINVALID *turnir.Error unless the set has a puzzle for
// each of rounds rounds, so a tournament cannot start short of puzzles.
func (s Set) Covers(rounds int) error {
	if len(s.Puzzles) < rounds {
		return turnir.Errorf(turnir.EINVALID,
			"puzzles in the set: %d, rounds in the tournament: %d; upload one puzzle per round",
			"головоломок в наборе: %d, туров в турнире: %d; нужна одна головоломка на каждый тур",
			len(s.Puzzles), rounds)
	}
	return nil
}

// ForRound returns the puzzle of round n (1-based), or an ENOTFOUND
// *turnir.Error when the set has none for it.
func (s Set) ForRound(n int) (Puzzle, error) {
	if n < 1 || n > len(s.Puzzles) {
		return Puzzle{}, turnir.Errorf(turnir.ENOTFOUND,
			"the puzzle set has no puzzle for round %d (it has %d)",
			"в наборе нет головоломки для тура %d (в нём %d)", n, len(s.Puzzles))
	}
	return s.Puzzles[n-1], nil
}

// Files returns the names of every file the set's statements refer to, in
// round order, each once.
func (s Set) Files() []string {
	var out []string
	seen := map[string]bool{}
	for _, p := range s.Puzzles {
		for _, f := range p.Files() {
			if !seen[f] {
				seen[f] = true
				out = append(out, f)
			}
		}
	}
	return out
}

// errTrailing is returned by decodeStrict for data after the JSON value.
var errTrailing = errors.New("trailing data after the JSON value")

// decodeStrict unmarshals one JSON value into v, refusing unknown fields
// (a misspelt "accepted" must not silently make an empty key) and trailing
// data.
func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errTrailing
	}
	return nil
}

// jsonError turns a decoding error into an EINVALID *turnir.Error naming w
// and, where the decoder tells, the line and column or the field.
func jsonError(data []byte, err error, w Where) error {
	var te *turnir.Error
	if errors.As(err, &te) { // a grid that ParseGrid refused
		return w.invalid("%[1]s (sudoku)", "%[2]s (sudoku)", te.EN, te.RU)
	}
	if f, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return w.invalid("unknown field %s; check its spelling", "неизвестное поле %s; проверьте написание", f)
	}
	var syn *json.SyntaxError
	if errors.As(err, &syn) {
		line, col := lineCol(data, syn.Offset)
		return w.invalid("not valid JSON at line %d, column %d: %v",
			"ошибка JSON в строке %d, столбце %d: %v", line, col, syn)
	}
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) {
		en, ru := jsonKind(typ.Type)
		return w.invalid("field %[1]q should be %[2]s, not a JSON %[4]s (%[1]s)",
			"поле %[1]q должно быть %[3]s, а не %[4]s (%[1]s)", typ.Field, en, ru, typ.Value)
	}
	if errors.Is(err, errTrailing) {
		return w.invalid("there is more after the end of the JSON value; remove it",
			"после конца JSON есть что-то ещё; удалите лишнее")
	}
	if errors.Is(err, io.EOF) {
		return w.invalid("the file is empty", "файл пуст")
	}
	return w.invalid("%v", "%v", err)
}

// lineCol converts a byte offset of data to a 1-based line and column.
func lineCol(data []byte, off int64) (line, col int) {
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line = bytes.Count(before, []byte{'\n'}) + 1
	col = int(off) - (bytes.LastIndexByte(before, '\n') + 1)
	return line, max(col, 1)
}

// jsonKind names what a JSON value for Go type t looks like, for an
// organizer rather than a programmer.
func jsonKind(t reflect.Type) (en, ru string) {
	if t == nil || reflect.PointerTo(t).Implements(reflect.TypeFor[encoding.TextUnmarshaler]()) {
		return "a string \"...\"", "строкой \"...\""
	}
	switch t.Kind() {
	case reflect.Slice, reflect.Array:
		return "a list [...]", "списком [...]"
	case reflect.Struct, reflect.Map:
		return "an object {...}", "объектом {...}"
	case reflect.Bool:
		return "true or false", "true или false"
	case reflect.Int, reflect.Int64, reflect.Float64:
		return "a number", "числом"
	}
	return "a string \"...\"", "строкой \"...\""
}
