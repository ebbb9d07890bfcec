package regulation

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"turnir"
)

// Format is the version tag every regulation file starts with.
const Format = "turnir-regulation/1"

// Kinds of competition a regulation can describe.
const (
	KindPuzzleSwiss = "puzzle-swiss"
	KindTeamCup     = "team-quiz-cup" // the team quiz cup (C1-C15), block team_quiz_cup
	KindBrainring   = "brainring"     // the festival Brain-ring (F1-F7), block brainring
	KindSvoya       = "svoya-igra"    // the Svoya igra tournament (S1-S12), block svoya
	KindSolyanka    = "solyanka"      // the intellectual solyanka (Y1-Y2), block solyanka
	// KindQuizFestival bundles the tournaments of one festival: any of the
	// blocks team_quiz_cup, brainring, svoya and solyanka, at least one.
	KindQuizFestival = "quiz-festival"
)

// kinds lists the known kinds in the order messages name them.
var kinds = []string{KindPuzzleSwiss, KindTeamCup, KindBrainring, KindSvoya, KindSolyanka, KindQuizFestival}

// Regulation is one parsed regulation file. The kind-specific blocks set
// are those of Kind: exactly its own block, or for KindQuizFestival any of
// the quiz blocks.
type Regulation struct {
	Format      string       `yaml:"format" json:"format"`
	Kind        string       `yaml:"kind" json:"kind"`
	Name        string       `yaml:"name" json:"name"`
	NameRU      string       `yaml:"name_ru,omitempty" json:"name_ru,omitempty"`
	Source      string       `yaml:"source,omitempty" json:"source,omitempty"` // the original text it restates
	PuzzleSwiss *PuzzleSwiss `yaml:"puzzle_swiss,omitempty" json:"puzzle_swiss,omitempty"`
	TeamCup     *TeamCup     `yaml:"team_quiz_cup,omitempty" json:"team_quiz_cup,omitempty"`
	Brainring   *Brainring   `yaml:"brainring,omitempty" json:"brainring,omitempty"`
	Svoya       *Svoya       `yaml:"svoya,omitempty" json:"svoya,omitempty"`
	Solyanka    *Solyanka    `yaml:"solyanka,omitempty" json:"solyanka,omitempty"`

	// SchoolChess is the block of KindSchoolTeamChess (schoolchess.go).
	SchoolChess *SchoolTeamChess `yaml:"school_team_chess,omitempty" json:"school_team_chess,omitempty"`
}

// Parse reads a regulation file. Unknown fields, wrong types and values out
// of range are refused with an EINVALID *turnir.Error naming the line and
// the field.
func Parse(src []byte) (*Regulation, error) {
	var root yaml.Node
	if err := yaml.Unmarshal(src, &root); err != nil {
		return nil, yamlError(err, nil)
	}
	if len(root.Content) == 0 {
		return nil, turnir.Errorf(turnir.EINVALID, "regulation: the file is empty", "регламент: файл пуст")
	}
	dec := yaml.NewDecoder(bytes.NewReader(src))
	dec.KnownFields(true)
	var r Regulation
	if err := dec.Decode(&r); err != nil {
		return nil, yamlError(err, &root)
	}
	if err := r.validate(); err != nil {
		var fe *fieldError
		if errors.As(err, &fe) && fe.line == 0 {
			fe.line = lineOf(&root, fe.path)
		}
		return nil, asTurnir(err)
	}
	// No tie-breaks written and an empty list are the same rule; one value
	// for both, so that a file read and written reads back equal.
	if r.PuzzleSwiss != nil && r.PuzzleSwiss.Tiebreaks == nil {
		r.PuzzleSwiss.Tiebreaks = []string{}
	}
	return &r, nil
}

func (r *Regulation) validate() error {
	if r.Format != Format {
		return errField("format", "must be %q, got %q", "должно быть %q, а не %q", Format, r.Format)
	}
	if strings.TrimSpace(r.Name) == "" {
		return errField("name", "is required", "обязательно")
	}
	blocks := r.blocks()
	own, ok := ownBlocks[r.Kind]
	if !ok {
		return errField("kind", "unknown kind %q (known: %s)", "неизвестный вид %q (известны: %s)", r.Kind, strings.Join(kinds, ", "))
	}
	set := 0
	for _, b := range blocks {
		if !b.set {
			continue
		}
		set++
		if !slices.Contains(own, b.key) {
			return errField(b.key, "does not belong to a regulation of kind %s (it takes: %s)",
				"не относится к регламенту вида %s (в нём бывают: %s)", r.Kind, strings.Join(own, ", "))
		}
	}
	if set == 0 {
		if len(own) == 1 {
			return errField(own[0], "is required for kind %s", "обязателен для вида %s", r.Kind)
		}
		return errField("kind", "%s needs at least one of the blocks %s", "для вида %s нужен хотя бы один из блоков %s", r.Kind, strings.Join(own, ", "))
	}
	for _, b := range blocks {
		if b.set {
			if err := b.validate(); err != nil {
				return err
			}
		}
	}
	return nil
}

// ownBlocks names the blocks each kind takes.
var ownBlocks = map[string][]string{
	KindPuzzleSwiss:  {"puzzle_swiss"},
	KindTeamCup:      {"team_quiz_cup"},
	KindBrainring:    {"brainring"},
	KindSvoya:        {"svoya"},
	KindSolyanka:     {"solyanka"},
	KindQuizFestival: {"team_quiz_cup", "brainring", "svoya", "solyanka"},
}

// block is one kind-specific block of a file: its key, whether the file
// has it, and its validation.
type block struct {
	key      string
	set      bool
	validate func() error
}

func (r *Regulation) blocks() []block {
	return []block{
		{"puzzle_swiss", r.PuzzleSwiss != nil, func() error { return r.PuzzleSwiss.validate() }},
		{"school_team_chess", r.SchoolChess != nil, func() error { return r.SchoolChess.validate() }},
		{"team_quiz_cup", r.TeamCup != nil, func() error { return r.TeamCup.validate() }},
		{"brainring", r.Brainring != nil, func() error { return r.Brainring.validate() }},
		{"svoya", r.Svoya != nil, func() error { return r.Svoya.validate() }},
		{"solyanka", r.Solyanka != nil, func() error { return r.Solyanka.validate() }},
	}
}

// Marshal writes the regulation back as YAML.
func (r *Regulation) Marshal() ([]byte, error) { return yaml.Marshal(r) }

//go:embed builtin/*.yaml
var builtinFS embed.FS

// Builtin returns the built-in regulation with the given name (the file name
// in builtin/ without .yaml), freshly parsed so callers may change it.
func Builtin(name string) (*Regulation, error) {
	b, err := builtinFS.ReadFile("builtin/" + name + ".yaml")
	if err != nil {
		return nil, turnir.Errorf(turnir.ENOTFOUND, "no built-in regulation %q (known: %s)",
			"нет встроенного регламента %q (есть: %s)", name, strings.Join(BuiltinNames(), ", "))
	}
	r, err := Parse(b)
	if err != nil {
		return nil, fmt.Errorf("built-in regulation %s: %w", name, err)
	}
	return r, nil
}

// BuiltinNames lists the built-in regulations, sorted.
func BuiltinNames() []string {
	ents, _ := builtinFS.ReadDir("builtin")
	var names []string
	for _, e := range ents {
		names = append(names, strings.TrimSuffix(e.Name(), ".yaml"))
	}
	sort.Strings(names)
	return names
}

// fieldError is a validation failure at one field; Parse turns it into a
// *turnir.Error that names the line.
type fieldError struct {
	path         string // dotted path, e.g. "puzzle_swiss.round_length"
	line         int
	msgEN, msgRU string
}

func (e *fieldError) Error() string { return fmt.Sprintf("line %d: %s: %s", e.line, e.path, e.msgEN) }

func errField(path, en, ru string, args ...any) *fieldError {
	return &fieldError{path: path, msgEN: fmt.Sprintf(en, args...), msgRU: fmt.Sprintf(ru, args...)}
}

func asTurnir(err error) error {
	var fe *fieldError
	if errors.As(err, &fe) && fe.path == "" {
		return &turnir.Error{Code: turnir.EINVALID,
			EN: fmt.Sprintf("regulation: line %d: %s", fe.line, fe.msgEN),
			RU: fmt.Sprintf("регламент: строка %d: %s", fe.line, fe.msgRU)}
	}
	if errors.As(err, &fe) {
		return &turnir.Error{Code: turnir.EINVALID,
			EN: fmt.Sprintf("regulation: line %d: field %s %s", fe.line, fe.path, fe.msgEN),
			RU: fmt.Sprintf("регламент: строка %d: поле %s %s", fe.line, fe.path, fe.msgRU)}
	}
	return turnir.Errorf(turnir.EINVALID, "regulation: %v", "регламент: %v", err)
}

var (
	yamlLine     = regexp.MustCompile(`^line (\d+): (.*)$`)
	yamlType     = regexp.MustCompile("^cannot unmarshal !!(\\w+) `(.*)` into (.+)$")
	yamlUnknown  = regexp.MustCompile(`^field (\S+) not found in type`)
	yamlReplaced = strings.NewReplacer("unmarshal errors:\n  ", "", "\n  ", "\n")
)

// yamlError turns a yaml decoding error (unknown field, wrong type, syntax)
// into a *turnir.Error. yaml names the line; the field is found at that
// line in root (when the file parsed as YAML at all), and the common
// messages are put in Russian.
func yamlError(err error, root *yaml.Node) error {
	var fe *fieldError
	if errors.As(err, &fe) {
		if fe.path == "" && root != nil {
			fe.path = pathAt(root, fe.line)
		}
		return asTurnir(fe)
	}
	msg := yamlReplaced.Replace(strings.TrimPrefix(err.Error(), "yaml: "))
	var en, ru []string
	for _, one := range strings.Split(msg, "\n") {
		m := yamlLine.FindStringSubmatch(one)
		if m == nil {
			en, ru = append(en, one), append(ru, one)
			continue
		}
		n, _ := strconv.Atoi(m[1])
		what, whatRU := m[2], m[2]
		if t := yamlType.FindStringSubmatch(what); t != nil {
			whatRU = fmt.Sprintf("значение `%s` не того типа (нужен %s)", t[2], t[3])
		} else if u := yamlUnknown.FindStringSubmatch(what); u != nil {
			whatRU = fmt.Sprintf("неизвестное поле %s", u[1])
		}
		field := ""
		if root != nil {
			if p := pathAt(root, n); p != "" {
				field = "field " + p + ": "
				whatRU = "поле " + p + ": " + whatRU
			}
		}
		en = append(en, fmt.Sprintf("line %d: %s%s", n, field, what))
		ru = append(ru, fmt.Sprintf("строка %d: %s", n, whatRU))
	}
	return &turnir.Error{Code: turnir.EINVALID, EN: "regulation: " + strings.Join(en, "; "), RU: "регламент: " + strings.Join(ru, "; ")}
}

// pathAt returns the path (as errField writes it) of the first key or list
// element that starts on line, parents before children, or "".
func pathAt(doc *yaml.Node, line int) string {
	n := doc
	if n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		n = n.Content[0]
	}
	var walk func(n *yaml.Node, path string) string
	join := func(path, key string) string {
		if path == "" {
			return key
		}
		return path + "." + key
	}
	walk = func(n *yaml.Node, path string) string {
		switch n.Kind {
		case yaml.MappingNode:
			for i := 0; i+1 < len(n.Content); i += 2 {
				if n.Content[i].Line == line {
					return join(path, n.Content[i].Value)
				}
			}
			for i := 0; i+1 < len(n.Content); i += 2 {
				if p := walk(n.Content[i+1], join(path, n.Content[i].Value)); p != "" {
					return p
				}
			}
		case yaml.SequenceNode:
			for i, c := range n.Content {
				if c.Line == line && c.Kind == yaml.MappingNode && len(c.Content) > 0 && c.Content[0].Line == line {
					return index(path, i)
				}
				if c.Line == line && c.Kind != yaml.MappingNode {
					return index(path, i)
				}
				if p := walk(c, index(path, i)); p != "" {
					return p
				}
			}
		}
		return ""
	}
	return walk(n, "")
}

// lineOf finds the line of the key at a dotted path in a YAML document,
// or the line of the nearest existing parent. A segment "key[3]" is the
// third element (1-based, as messages count) of the list under key.
func lineOf(doc *yaml.Node, path string) int {
	n := doc
	if n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		n = n.Content[0]
	}
	line := n.Line
	for _, seg := range strings.Split(path, ".") {
		key, idx := seg, 0
		if open := strings.IndexByte(seg, '['); open > 0 && strings.HasSuffix(seg, "]") {
			key = seg[:open]
			idx, _ = strconv.Atoi(seg[open+1 : len(seg)-1])
		}
		if n.Kind != yaml.MappingNode {
			return line
		}
		found := false
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == key {
				line = n.Content[i].Line
				n = n.Content[i+1]
				found = true
				break
			}
		}
		if !found {
			return line
		}
		if idx > 0 {
			if n.Kind != yaml.SequenceNode || idx > len(n.Content) {
				return line
			}
			n = n.Content[idx-1]
			line = n.Line
		}
	}
	return line
}

// index writes the path segment of the i-th (0-based) element of a list.
func index(key string, i int) string { return key + "[" + strconv.Itoa(i+1) + "]" }

// engineError is an engine's refusal of settings that passed the field
// checks, reported at the block it came from.
func engineError(path string, err error) *fieldError {
	var te *turnir.Error
	if errors.As(err, &te) {
		return &fieldError{path: path, msgEN: "is refused by the engine: " + te.EN, msgRU: "не принимается движком: " + te.RU}
	}
	return &fieldError{path: path, msgEN: "is refused by the engine: " + err.Error(), msgRU: "не принимается движком: " + err.Error()}
}
