package regulation

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"regexp"
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
)

// Regulation is one parsed regulation file. Exactly one kind-specific block
// is set, matching Kind.
type Regulation struct {
	Format      string       `yaml:"format" json:"format"`
	Kind        string       `yaml:"kind" json:"kind"`
	Name        string       `yaml:"name" json:"name"`
	NameRU      string       `yaml:"name_ru,omitempty" json:"name_ru,omitempty"`
	Source      string       `yaml:"source,omitempty" json:"source,omitempty"` // the original text it restates
	PuzzleSwiss *PuzzleSwiss `yaml:"puzzle_swiss,omitempty" json:"puzzle_swiss,omitempty"`
}

// Parse reads a regulation file. Unknown fields, wrong types and values out
// of range are refused with an EINVALID *turnir.Error naming the line and
// the field.
func Parse(src []byte) (*Regulation, error) {
	var root yaml.Node
	if err := yaml.Unmarshal(src, &root); err != nil {
		return nil, yamlError(err)
	}
	if len(root.Content) == 0 {
		return nil, turnir.Errorf(turnir.EINVALID, "regulation: the file is empty", "регламент: файл пуст")
	}
	dec := yaml.NewDecoder(bytes.NewReader(src))
	dec.KnownFields(true)
	var r Regulation
	if err := dec.Decode(&r); err != nil {
		return nil, yamlError(err)
	}
	if err := r.validate(); err != nil {
		var fe *fieldError
		if errors.As(err, &fe) && fe.line == 0 {
			fe.line = lineOf(&root, fe.path)
		}
		return nil, asTurnir(err)
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
	switch r.Kind {
	case KindPuzzleSwiss:
		if r.PuzzleSwiss == nil {
			return errField("puzzle_swiss", "is required for kind %s", "обязателен для вида %s", r.Kind)
		}
		return r.PuzzleSwiss.validate()
	default:
		return errField("kind", "unknown kind %q (known: %s)", "неизвестный вид %q (известны: %s)", r.Kind, KindPuzzleSwiss)
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

var yamlLine = regexp.MustCompile(`line (\d+)`)

// yamlError turns a yaml decoding error (unknown field, wrong type, syntax)
// into a *turnir.Error; yaml already names the line, and for unknown fields
// the field.
func yamlError(err error) error {
	var fe *fieldError
	if errors.As(err, &fe) {
		return asTurnir(fe)
	}
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	msg = strings.ReplaceAll(msg, "unmarshal errors:\n  ", "")
	msg = strings.ReplaceAll(msg, "\n  ", "; ")
	ru := msg
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		n, _ := strconv.Atoi(m[1])
		ru = fmt.Sprintf("строка %d: %s", n, msg)
	}
	return &turnir.Error{Code: turnir.EINVALID, EN: "regulation: " + msg, RU: "регламент: " + ru}
}

// lineOf finds the line of the key at a dotted path in a YAML document,
// or the line of the nearest existing parent.
func lineOf(doc *yaml.Node, path string) int {
	n := doc
	if n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		n = n.Content[0]
	}
	line := n.Line
	for _, key := range strings.Split(path, ".") {
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
	}
	return line
}
