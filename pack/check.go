package pack

import (
	"fmt"
	"strings"
	"turnir/labels"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"turnir"
	"turnir/names"
)

// where names a place in a package for a refusal, in both languages:
// "round 2, theme 3, question 4" / "раунд 2, тема 3, вопрос 4".
type where struct{ en, ru string }

func (w where) round(i int) where {
	return w.add(fmt.Sprintf("round %d", i+1), fmt.Sprintf("раунд %d", i+1))
}
func (w where) theme(i int) where {
	return w.add(fmt.Sprintf("theme %d", i+1), fmt.Sprintf("тема %d", i+1))
}
func (w where) question(i int) where {
	return w.add(fmt.Sprintf("question %d", i+1), fmt.Sprintf("вопрос %d", i+1))
}
func (w where) add(en, ru string) where {
	if w.en == "" {
		return where{en, ru}
	}
	return where{w.en + ", " + en, w.ru + ", " + ru}
}

// fail returns an EINVALID refusal prefixed by the place.
func (w where) fail(en, ru string, args ...any) error {
	e := turnir.Errorf(turnir.EINVALID, en, ru, args...)
	if w.en != "" {
		e.EN, e.RU = w.en+": "+e.EN, w.ru+": "+e.RU
	}
	return e
}

// wrap prefixes a refusal from another package (names) with the place.
func (w where) wrap(err error) error {
	e, ok := err.(*turnir.Error)
	if !ok {
		return w.fail("%v", "%v", err)
	}
	return &turnir.Error{Code: e.Code, EN: w.en + ": " + e.EN, RU: w.ru + ": " + e.RU}
}

// cleanName checks a title, round or theme name by the house rule for
// human names (names.CleanLen: NFC, no control or invisible characters,
// white space collapsed).
func cleanName(s string, lim Limits, w where, what, whatRU string) (string, error) {
	c, err := names.CleanLen(s, lim.Name)
	if err != nil {
		return "", w.add(what, whatRU).wrap(err)
	}
	return c, nil
}

// cleanText checks a question's text, answer or comment: valid UTF-8, in
// NFC, line breaks kept (\r\n made \n), other white space (tabs, no-break
// spaces) made plain spaces, spaces trimmed at the ends of every line. It
// refuses control characters and the bidi embeddings, overrides and
// isolates that would make a display show another text than the one
// stored; other format characters (soft hyphens, joiners of emoji) stay,
// since texts copied from an editor are full of them. Empty stays empty:
// whether a field may be empty is the caller's rule.
func cleanText(s string, lim Limits, w where, what, whatRU string) (string, error) {
	w = w.add(what, whatRU)
	if !utf8.ValidString(s) {
		return "", w.fail("not valid UTF-8 text", "не корректный текст UTF-8")
	}
	s = norm.NFC.String(strings.ReplaceAll(s, "\r\n", "\n"))
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		l = strings.Map(func(r rune) rune {
			if r != '\n' && unicode.IsSpace(r) {
				return ' '
			}
			return r
		}, l)
		lines[i] = strings.Join(strings.Fields(l), " ")
	}
	s = strings.TrimSpace(strings.Join(lines, "\n"))
	for len(s) > 0 && strings.Contains(s, "\n\n\n") {
		s = strings.ReplaceAll(s, "\n\n\n", "\n\n")
	}
	for i, r := range []rune(s) {
		if r != '\n' && (unicode.Is(unicode.Cc, r) || bidi(r) || r == utf8.RuneError) {
			return "", w.fail("a control character U+%04X at position %d", "управляющий символ U+%04X в позиции %d", r, i+1)
		}
	}
	if n := utf8.RuneCountInString(s); n > lim.Text {
		return "", w.fail("%d characters, at most %d", "%d символов, допустимо не больше %d", n, lim.Text)
	}
	return s, nil
}

// bidi reports the characters that reorder text on screen.
func bidi(r rune) bool {
	return (r >= 0x202A && r <= 0x202E) || (r >= 0x2066 && r <= 0x2069) || r == 0x200E || r == 0x200F || r == 0x061C
}

// finish checks and cleans a package as every reader builds it: names,
// texts, at least one answer, the counts within the limits. Readers call
// it last, so the same rules hold whatever the format.
func finish(p *Package, lim Limits) error {
	var err error
	if p.Title == "" {
		p.Title = "—"
	}
	if p.Title, err = cleanName(p.Title, lim, where{}, "title", "название"); err != nil {
		return err
	}
	if p.Author, err = cleanText(p.Author, lim, where{}, "author", "автор"); err != nil {
		return err
	}
	switch {
	case len(p.Rounds) == 0 && len(p.Questions) == 0:
		return turnir.Errorf(turnir.EINVALID, "the package holds no questions", "в пакете нет вопросов")
	case len(p.Rounds) > 0 && len(p.Questions) > 0:
		return turnir.Errorf(turnir.EINVALID, "a package is either a board of rounds (Svoya igra) or a list of questions (Brain-ring), not both",
			"пакет — либо табло раундов («Своя игра»), либо список вопросов (брейн-ринг), но не то и другое")
	case len(p.Rounds) > lim.Rounds:
		return turnir.Errorf(turnir.EINVALID, "%[1]s, at most %[3]d", "%[2]s, допустимо не больше %[3]d", labels.Count("en", "count.sround", len(p.Rounds)), labels.Count("ru", "count.sround", len(p.Rounds)), lim.Rounds)
	case len(p.Questions) > lim.Questions:
		return turnir.Errorf(turnir.EINVALID, "%[1]s, at most %[3]d", "%[2]s, допустимо не больше %[3]d", labels.Count("en", "count.question", len(p.Questions)), labels.Count("ru", "count.question", len(p.Questions)), lim.Questions)
	}
	for ri := range p.Rounds {
		r := &p.Rounds[ri]
		w := where{}.round(ri)
		if r.Name == "" {
			r.Name = fmt.Sprint(ri + 1)
		}
		if r.Name, err = cleanName(r.Name, lim, w, "name", "название"); err != nil {
			return err
		}
		if len(r.Themes) == 0 {
			return w.fail("no themes", "нет тем")
		}
		if len(r.Themes) > lim.Themes {
			return w.fail("%[1]s, at most %[3]d", "%[2]s, допустимо не больше %[3]d", labels.Count("en", "count.theme", len(r.Themes)), labels.Count("ru", "count.theme", len(r.Themes)), lim.Themes)
		}
		for ti := range r.Themes {
			t := &r.Themes[ti]
			tw := w.theme(ti)
			if t.Name, err = cleanName(t.Name, lim, tw, "name", "название"); err != nil {
				return err
			}
			if t.Comment, err = cleanText(t.Comment, lim, tw, "comment", "комментарий"); err != nil {
				return err
			}
			if len(t.Questions) == 0 {
				return tw.fail("no questions", "нет вопросов")
			}
			if len(t.Questions) > lim.Questions {
				return tw.fail("%[1]s, at most %[3]d", "%[2]s, допустимо не больше %[3]d", labels.Count("en", "count.question", len(t.Questions)), labels.Count("ru", "count.question", len(t.Questions)), lim.Questions)
			}
			for qi := range t.Questions {
				if err := cleanQuestion(&t.Questions[qi], lim, tw.question(qi)); err != nil {
					return err
				}
			}
		}
	}
	seen := map[int]bool{}
	for qi := range p.Questions {
		q := &p.Questions[qi]
		if q.Number == 0 {
			q.Number = qi + 1
		}
		w := where{}.question(qi)
		if q.Number < 0 || seen[q.Number] {
			return w.fail("number %d is negative or repeated", "номер %d отрицательный или повторяется", q.Number)
		}
		seen[q.Number] = true
		if err := cleanQuestion(q, lim, w); err != nil {
			return err
		}
	}
	return nil
}

// cleanQuestion cleans one question's texts and refuses one that cannot be
// played: nothing to read or show, or no answer for the host.
func cleanQuestion(q *Question, lim Limits, w where) error {
	var err error
	for _, f := range []struct {
		s        *string
		what, ru string
	}{
		{&q.Text, "text", "текст"}, {&q.Answer, "answer", "ответ"}, {&q.Comment, "comment", "комментарий"},
		{&q.Source, "source", "источник"}, {&q.Author, "author", "автор"},
	} {
		if *f.s, err = cleanText(*f.s, lim, w, f.what, f.ru); err != nil {
			return err
		}
	}
	accept := q.Accept[:0]
	for _, a := range q.Accept {
		if a, err = cleanText(a, lim, w, "accepted answer", "засчитываемый ответ"); err != nil {
			return err
		}
		if a != "" && a != q.Answer {
			accept = append(accept, a)
		}
	}
	q.Accept = accept
	if len(q.Accept) == 0 {
		q.Accept = nil
	}
	switch {
	case q.Text == "" && len(q.Media) == 0:
		return w.fail("no question text", "нет текста вопроса")
	case q.Answer == "" && len(q.AnswerMedia) == 0:
		return w.fail("no answer", "нет ответа")
	case q.Value < -1_000_000 || q.Value > 1_000_000:
		return w.fail("a value of %d", "стоимость %d", q.Value)
	}
	return nil
}
