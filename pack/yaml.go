package pack

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"turnir/labels"

	"go.yaml.in/yaml/v3"

	"turnir"
)

// The YAML format (docs/packages.md): a title and author, then either
// rounds of themes of questions (a Svoya igra board) or a list of questions
// (a Brain-ring package). Fields are the ones of Package in snake case;
// an unknown field is refused, so a typo ("anwser") does not silently drop
// an answer. YAML carries text only: images come with a .siq.
type (
	yPackage struct {
		Title     string      `yaml:"title"`
		Author    string      `yaml:"author"`
		Rounds    []yRound    `yaml:"rounds"`
		Questions []yQuestion `yaml:"questions"`
	}
	yRound struct {
		Name   string   `yaml:"name"`
		Themes []yTheme `yaml:"themes"`
	}
	yTheme struct {
		Name      string      `yaml:"name"`
		Comment   string      `yaml:"comment"`
		Questions []yQuestion `yaml:"questions"`
	}
	yQuestion struct {
		Number  int      `yaml:"number"`
		Value   int      `yaml:"value"`
		Text    string   `yaml:"text"`
		Answer  string   `yaml:"answer"`
		Accept  []string `yaml:"accept"`
		Comment string   `yaml:"comment"`
		Source  string   `yaml:"source"`
		Author  string   `yaml:"author"`
	}
)

// ReadYAML reads a package in the plain YAML format with DefaultLimits.
func ReadYAML(data []byte) (*Package, error) { return DefaultLimits().ReadYAML(data) }

// ReadYAML reads a package in the plain YAML format (docs/packages.md),
// refusing a file over the size limit, unknown fields, more than one
// document, and every question that cannot be played (see ReadSIQ). The
// YAML library bounds alias expansion, so a "billion laughs" file is
// refused too (as is any unknown field).
func (lim Limits) ReadYAML(data []byte) (*Package, error) {
	if int64(len(data)) > lim.File {
		return nil, turnir.Errorf(turnir.ETOOLARGE, "the package is %d bytes, at most %d", "пакет занимает %d байт, допустимо не больше %d", len(data), lim.File)
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var y yPackage
	if err := dec.Decode(&y); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, turnir.Errorf(turnir.EINVALID, "the package file is empty", "файл пакета пуст")
		}
		en, ru := yamlMessage(err)
		return nil, turnir.Errorf(turnir.EINVALID, "the package is not valid YAML of the package format: %[1]s",
			"пакет — не корректный YAML формата пакетов: %[2]s", en, ru)
	}
	var more yaml.Node
	if err := dec.Decode(&more); !errors.Is(err, io.EOF) {
		return nil, turnir.Errorf(turnir.EINVALID, "the file holds more than one YAML document: one package a file",
			"в файле больше одного документа YAML: один пакет — один файл")
	}
	p := &Package{Title: y.Title, Author: y.Author}
	if len(y.Rounds) > lim.Rounds || len(y.Questions) > lim.Questions {
		return nil, turnir.Errorf(turnir.EINVALID, "at most %[1]s and %[3]s", "не больше %[2]s и %[4]s", labels.Count("en", "count.sround", lim.Rounds), labels.Count("ru", "count.sround_gen", lim.Rounds), labels.Count("en", "count.question", lim.Questions), labels.Count("ru", "count.question_gen", lim.Questions))
	}
	for _, yr := range y.Rounds {
		r := Round{Name: yr.Name}
		for _, yt := range yr.Themes {
			t := Theme{Name: yt.Name, Comment: yt.Comment}
			for _, yq := range yt.Questions {
				t.Questions = append(t.Questions, yq.question())
			}
			r.Themes = append(r.Themes, t)
		}
		p.Rounds = append(p.Rounds, r)
	}
	for _, yq := range y.Questions {
		p.Questions = append(p.Questions, yq.question())
	}
	if err := finish(p, lim); err != nil {
		return nil, err
	}
	return p, nil
}

func (y yQuestion) question() Question {
	return Question{Number: y.Number, Value: y.Value, Text: y.Text, Answer: y.Answer, Accept: y.Accept,
		Comment: y.Comment, Source: y.Source, Author: y.Author}
}

var (
	yamlUnknown = regexp.MustCompile(`^line (\d+): field (.+) not found in type \S+$`)
	yamlLine    = regexp.MustCompile(`^line (\d+):`)
	yamlType    = regexp.MustCompile("^line (\\d+): cannot unmarshal !!(\\w+)(?: (`.*`))? into (\\S+)$")
)

// yamlMessage says what the YAML library's error says in the words of the
// format (docs/packages.md), in English and Russian: the library names the
// reader's Go types ("field anwser not found in type pack.yQuestion"),
// which mean nothing to the editor of a package.
func yamlMessage(err error) (en, ru string) {
	var ens, rus []string
	for _, one := range strings.Split(strings.TrimPrefix(err.Error(), "yaml: "), "\n") {
		one = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(one), "unmarshal errors:"))
		if one == "" {
			continue
		}
		if m := yamlUnknown.FindStringSubmatch(one); m != nil {
			ens = append(ens, fmt.Sprintf("line %s: unknown field %s", m[1], m[2]))
			rus = append(rus, fmt.Sprintf("строка %s: неизвестное поле %s", m[1], m[2]))
			continue
		}
		if m := yamlType.FindStringSubmatch(one); m != nil {
			want, wantRU := kindOf(m[4])
			got, gotRU := "the value "+m[3], "значение "+m[3]
			if m[3] == "" {
				got, gotRU = map[string]string{"map": "a mapping of fields", "seq": "a list"}[m[2]], map[string]string{"map": "набор полей", "seq": "список"}[m[2]]
				if got == "" {
					got, gotRU = "the value", "значение"
				}
			}
			ens = append(ens, fmt.Sprintf("line %s: %s is not %s", m[1], got, want))
			rus = append(rus, fmt.Sprintf("строка %s: %s — не %s", m[1], gotRU, wantRU))
			continue
		}
		// A syntax error: the library's words, at least the line in Russian.
		ens, rus = append(ens, one), append(rus, yamlLine.ReplaceAllString(one, "строка $1:"))
	}
	return strings.Join(ens, "; "), strings.Join(rus, "; ")
}

// kindOf names what a field of the reader's Go type holds.
func kindOf(goType string) (en, ru string) {
	switch {
	case goType == "int":
		return "a whole number", "целое число"
	case goType == "string":
		return "text", "текст"
	case strings.HasPrefix(goType, "[]"):
		return "a list", "список"
	}
	return "a mapping of fields", "набор полей"
}
