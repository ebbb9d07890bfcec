package pack

import (
	"bytes"
	"errors"
	"io"
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
		return nil, turnir.Errorf(turnir.EINVALID, "the package is not valid YAML of the package format: %v",
			"пакет — не корректный YAML формата пакетов: %v", err)
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
