package pack_test

import (
	"errors"
	"strings"
	"testing"

	"turnir"
	"turnir/pack"
)

const boardYAML = `title: Кубок фестиваля
author: Редакторы
rounds:
  - name: Первый раунд
    themes:
      - name: Реки
        comment: Все реки — российские
        questions:
          - value: 10
            text: Самая длинная река Европы.
            answer: Волга
            accept: [Ра, Итиль]
            comment: Античное имя — Ра.
            source: Большая российская энциклопедия
          - value: 20
            text: |
              Эта река течёт
              через Москву.
            answer: Москва
`

const listYAML = `title: Брейн-ринг, группы
questions:
  - text: Первый вопрос.
    answer: Первый ответ
  - number: 7
    text: Седьмой вопрос.
    answer: Седьмой ответ
    accept: [седьмой]
    source: книга
`

func TestReadYAMLBoard(t *testing.T) {
	p, err := pack.ReadYAML([]byte(boardYAML))
	if err != nil {
		t.Fatal(err)
	}
	th := p.Rounds[0].Themes[0]
	if p.Title != "Кубок фестиваля" || p.Author != "Редакторы" || th.Name != "Реки" || th.Comment == "" || len(th.Questions) != 2 {
		t.Fatalf("%+v", p)
	}
	q := th.Questions[0]
	if q.Value != 10 || q.Answer != "Волга" || strings.Join(q.Accept, "|") != "Ра|Итиль" || q.Source == "" || q.Comment == "" {
		t.Errorf("question 1: %+v", q)
	}
	if th.Questions[1].Text != "Эта река течёт\nчерез Москву." {
		t.Errorf("a text's line breaks are kept: %q", th.Questions[1].Text)
	}
}

func TestReadYAMLBrainringList(t *testing.T) {
	p, err := pack.ReadYAML([]byte(listYAML))
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Questions) != 2 || p.Questions[0].Number != 1 || p.Questions[1].Number != 7 || p.Questions[1].Accept[0] != "седьмой" {
		t.Fatalf("%+v", p.Questions)
	}
}

func TestReadYAMLRefuses(t *testing.T) {
	cases := []struct{ name, data, code, part string }{
		{"empty", "", turnir.EINVALID, "empty"},
		{"not YAML", "{[", turnir.EINVALID, "not valid YAML"},
		{"unknown field", "title: x\nquestions:\n  - text: q\n    anwser: a\n", turnir.EINVALID, "line 4: unknown field anwser"},
		{"a word for a number", "questions:\n  - {number: two, text: q, answer: a}\n", turnir.EINVALID, "line 2: the value `two` is not a whole number"},
		{"text for a list", "questions: many\n", turnir.EINVALID, "line 1: the value `many` is not a list"},
		{"no answer", "title: x\nquestions:\n  - text: q\n  - text: q2\n    answer: ''\n", turnir.EINVALID, "question 1: no answer"},
		{"no answer on a board", strings.Replace(boardYAML, "answer: Москва", "comment: x", 1), turnir.EINVALID, "round 1, theme 1, question 2: no answer"},
		{"both forms", boardYAML + listYAML[strings.Index(listYAML, "questions:"):], turnir.EINVALID, "not both"},
		{"two documents", listYAML + "---\ntitle: y\n", turnir.EINVALID, "more than one"},
		{"repeated number", "questions:\n  - {number: 2, text: a, answer: b}\n  - {number: 2, text: c, answer: d}\n", turnir.EINVALID, "question 2: number 2"},
		{"no questions", "title: x\n", turnir.EINVALID, "no questions"},
		{"a theme without questions", "rounds:\n  - name: r\n    themes:\n      - name: t\n", turnir.EINVALID, "round 1, theme 1: no questions"},
		{"control character", "questions:\n  - {text: \"a\\x07b\", answer: c}\n", turnir.EINVALID, "question 1, text: a control character"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := pack.ReadYAML([]byte(c.data))
			if p != nil {
				t.Fatalf("read: %+v", p)
			}
			if c.part == "" {
				refused(t, err, c.code)
				return
			}
			refused(t, err, c.code, c.part)
		})
	}
}

// FuzzReadYAML: no input panics the reader; what it reads is playable.
func FuzzReadYAML(f *testing.F) {
	f.Add([]byte(boardYAML))
	f.Add([]byte(listYAML))
	f.Add([]byte("questions: [{text: a, answer: b}]"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := pack.ReadYAML(data)
		if (p == nil) == (err == nil) {
			t.Fatalf("package %v with error %v", p, err)
		}
		if err == nil {
			checkPlayable(t, p)
		} else if turnir.ErrorCode(err) == turnir.EINTERNAL {
			t.Fatalf("a refusal without a code: %v", err)
		}
	})
}

// TestReadYAMLSpeaksTheFormat: a typo or a wrong type is told in the
// format's words, in both languages, never by the reader's Go types.
func TestReadYAMLSpeaksTheFormat(t *testing.T) {
	for _, data := range []string{
		"title: x\nquestions:\n  - text: q\n    anwser: a\n",
		"questions:\n  - {number: two, text: q, answer: a}\n",
		"rounds: {name: r}\n",
		"{[",
	} {
		_, err := pack.ReadYAML([]byte(data))
		var e *turnir.Error
		if !errors.As(err, &e) {
			t.Fatalf("%q: want a *turnir.Error, got %v", data, err)
		}
		for _, msg := range []string{e.EN, e.RU} {
			if strings.Contains(msg, "pack.") || strings.Contains(msg, "unmarshal") || strings.Contains(msg, "!!") {
				t.Errorf("%q: the message names the reader's types: %s", data, msg)
			}
		}
		if !strings.Contains(e.RU, "строка ") {
			t.Errorf("%q: the Russian message does not name the line: %s", data, e.RU)
		}
	}
}
