package pack

import (
	"strconv"
	"strings"
	"turnir/labels"
	"unicode"
	"unicode/utf8"

	"turnir"
)

// The plain text format of the ChGK question bases (db.chgk.info), for a
// Brain-ring list (docs/packages.md): every field starts a line with its
// key and a colon, and runs until the next key; "Вопрос N:" starts a
// question. The English keys work too. Lines before the first question may
// give the package's title and author.
var textKeys = map[string]string{
	"вопрос": "question", "question": "question",
	"ответ": "answer", "answer": "answer",
	"зачёт": "accept", "зачет": "accept", "accept": "accept",
	"комментарий": "comment", "comment": "comment",
	"источник": "source", "источники": "source", "source": "source",
	"автор": "author", "авторы": "author", "author": "author",
	"чемпионат": "title", "турнир": "title", "пакет": "title", "title": "title",
}

// ReadText reads a Brain-ring list in the plain text format with
// DefaultLimits.
func ReadText(data []byte) (*Package, error) { return DefaultLimits().ReadText(data) }

// ReadText reads a Brain-ring list in the plain text format of the ChGK
// bases: "Вопрос 1:", "Ответ:", "Зачёт:" (accepted answers, separated by
// ";"), "Комментарий:", "Источник:", "Автор:" (or the English "Question 1:",
// "Answer:", "Accept:", "Comment:", "Source:", "Author:"); before the first
// question, "Чемпионат:" (or "Title:") names the package. A question's
// number is optional (its place in the file), but two questions may not
// share one. Text before the first key is refused, so that a file of
// another format is not read as nonsense.
func (lim Limits) ReadText(data []byte) (*Package, error) {
	if int64(len(data)) > lim.File {
		return nil, turnir.Errorf(turnir.ETOOLARGE, "the package is %d bytes, at most %d", "пакет занимает %d байт, допустимо не больше %d", len(data), lim.File)
	}
	if !utf8.Valid(data) {
		return nil, turnir.Errorf(turnir.EINVALID, "the package is not UTF-8 text", "пакет — не текст в UTF-8")
	}
	s := strings.TrimPrefix(string(data), "\ufeff")
	p := &Package{}
	var q *Question
	var field *string
	var accept string // the accepted answers of q, split when q is done
	flush := func() {
		if q != nil {
			for _, a := range strings.FieldsFunc(accept, func(r rune) bool { return r == ';' || r == '\n' }) {
				if a = strings.TrimSpace(a); a != "" {
					q.Accept = append(q.Accept, a)
				}
			}
			accept = ""
		}
	}
	for i, line := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n") {
		key, num, rest, ok := textKey(line)
		if !ok {
			if field == nil {
				if strings.TrimSpace(line) == "" {
					continue
				}
				return nil, turnir.Errorf(turnir.EINVALID, "line %d: text before any key (\"Вопрос 1:\", \"Question 1:\")",
					"строка %d: текст до первого ключа («Вопрос 1:»)", i+1)
			}
			*field += "\n" + line
			continue
		}
		switch {
		case key == "question":
			flush()
			if len(p.Questions) >= lim.Questions {
				return nil, turnir.Errorf(turnir.EINVALID, "more than %[1]s", "больше %[2]s", labels.Count("en", "count.question", lim.Questions), labels.Count("ru", "count.question_gen", lim.Questions))
			}
			p.Questions = append(p.Questions, Question{Number: num})
			q = &p.Questions[len(p.Questions)-1]
			field = &q.Text
		case q == nil && key == "title":
			field = &p.Title
		case q == nil && key == "author":
			field = &p.Author
		case q == nil:
			return nil, turnir.Errorf(turnir.EINVALID, "line %d: %q before the first question", "строка %d: %q до первого вопроса", i+1, key)
		case key == "answer":
			field = &q.Answer
		case key == "accept":
			accept += ";"
			field = &accept
		case key == "comment":
			field = &q.Comment
		case key == "source":
			field = &q.Source
		case key == "author":
			field = &q.Author
		case key == "title":
			return nil, turnir.Errorf(turnir.EINVALID, "line %d: a title inside a question", "строка %d: название внутри вопроса", i+1)
		}
		*field += rest
	}
	flush()
	if err := finish(p, lim); err != nil {
		return nil, err
	}
	return p, nil
}

// textKey recognises "Key:" or "Key N:" (also "Key N." for questions) at
// the start of a line, returning the field, the number and the rest.
func textKey(line string) (key string, num int, rest string, ok bool) {
	t := strings.TrimLeftFunc(line, unicode.IsSpace)
	colon := strings.IndexAny(t, ":.")
	if colon < 0 || colon > 40 {
		return "", 0, "", false
	}
	head := strings.Fields(t[:colon])
	if len(head) == 0 || len(head) > 2 {
		return "", 0, "", false
	}
	key, ok = textKeys[strings.ToLower(head[0])]
	if !ok {
		return "", 0, "", false
	}
	if len(head) == 2 {
		n, err := strconv.Atoi(head[1])
		if err != nil || key != "question" {
			return "", 0, "", false
		}
		num = n
	} else if t[colon] == '.' {
		return "", 0, "", false // "Ответ." is prose, not a key
	}
	return key, num, strings.TrimSpace(t[colon+1:]), true
}
