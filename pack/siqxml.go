package pack

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"turnir/labels"

	"turnir"
)

// The elements of content.xml that are read, by local name (both the
// namespaced version 5 and the older versions match). Version 4 and older
// write a question as a scenario of atoms, the answer's atoms after a
// marker atom, and the question type as a <type> element; version 5 writes
// it as parameters of content items ("question", "answer") and the type as
// an attribute. Authors and sources may be "@id" links to the package's
// global lists, which are not resolved (the link is kept as written).
type (
	xPackage struct {
		Name   string   `xml:"name,attr"`
		Info   xInfo    `xml:"info"`
		Rounds []xRound `xml:"rounds>round"`
	}
	xInfo struct {
		Authors  []string `xml:"authors>author"`
		Sources  []string `xml:"sources>source"`
		Comments string   `xml:"comments"`
	}
	xRound struct {
		Name   string   `xml:"name,attr"`
		Type   string   `xml:"type,attr"`
		Themes []xTheme `xml:"themes>theme"`
	}
	xTheme struct {
		Name      string      `xml:"name,attr"`
		Info      xInfo       `xml:"info"`
		Questions []xQuestion `xml:"questions>question"`
	}
	xQuestion struct {
		Price   string   `xml:"price,attr"`
		Type    string   `xml:"type,attr"`
		OldType *xType   `xml:"type"`
		Info    xInfo    `xml:"info"`
		Atoms   []xAtom  `xml:"scenario>atom"`
		Params  []xParam `xml:"params>param"`
		Right   []string `xml:"right>answer"`
	}
	xType struct {
		Name string `xml:"name,attr"`
	}
	xAtom struct {
		Type string `xml:"type,attr"`
		Text string `xml:",chardata"`
	}
	xParam struct {
		Name  string  `xml:"name,attr"`
		Type  string  `xml:"type,attr"`
		Items []xItem `xml:"item"`
	}
	xItem struct {
		Type  string `xml:"type,attr"`
		IsRef string `xml:"isRef,attr"`
		Text  string `xml:",chardata"`
	}
)

// readContent parses content.xml into a package (not yet cleaned).
func readContent(data []byte, lim Limits, a *archive) (*Package, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) // editors write a BOM
	if err := shallow(data, lim.Depth); err != nil {
		return nil, err
	}
	var x xPackage
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	d.CharsetReader = func(label string, r io.Reader) (io.Reader, error) {
		if strings.EqualFold(label, "utf-8") || strings.EqualFold(label, "utf8") {
			return r, nil
		}
		return nil, fmt.Errorf("the encoding %q is not UTF-8", label)
	}
	if err := d.Decode(&x); err != nil {
		return nil, badXML(err)
	}
	p := &Package{Title: x.Name, Author: strings.Join(x.Info.Authors, ", ")}
	skipped := map[string]bool{}
	note := func(en, ru string) {
		if !skipped[en] {
			skipped[en] = true
			p.Notes = append(p.Notes, Note{en, ru})
		}
	}
	if len(x.Rounds) > lim.Rounds {
		return nil, turnir.Errorf(turnir.EINVALID, "%[1]s, at most %[3]d", "%[2]s, допустимо не больше %[3]d", labels.Count("en", "count.sround", len(x.Rounds)), labels.Count("ru", "count.sround", len(x.Rounds)), lim.Rounds)
	}
	for ri, xr := range x.Rounds {
		r := Round{Name: xr.Name, Final: xr.Type == "final"}
		w := where{}.round(ri)
		if len(xr.Themes) > lim.Themes {
			return nil, w.fail("%[1]s, at most %[3]d", "%[2]s, допустимо не больше %[3]d", labels.Count("en", "count.theme", len(xr.Themes)), labels.Count("ru", "count.theme", len(xr.Themes)), lim.Themes)
		}
		for ti, xt := range xr.Themes {
			t := Theme{Name: xt.Name, Comment: xt.Info.Comments}
			tw := w.theme(ti)
			if len(xt.Questions) > lim.Questions {
				return nil, tw.fail("%[1]s, at most %[3]d", "%[2]s, допустимо не больше %[3]d", labels.Count("en", "count.question", len(xt.Questions)), labels.Count("ru", "count.question", len(xt.Questions)), lim.Questions)
			}
			for qi, xq := range xt.Questions {
				q, err := readQuestion(xq, a, tw.question(qi), note)
				if err != nil {
					return nil, err
				}
				t.Questions = append(t.Questions, q)
			}
			r.Themes = append(r.Themes, t)
		}
		p.Rounds = append(p.Rounds, r)
	}
	return p, nil
}

// readQuestion reads one question of either version.
func readQuestion(xq xQuestion, a *archive, w where, note func(en, ru string)) (Question, error) {
	q := Question{Comment: xq.Info.Comments, Source: strings.Join(xq.Info.Sources, "; "), Author: strings.Join(xq.Info.Authors, ", ")}
	v, err := strconv.Atoi(strings.TrimSpace(xq.Price))
	if err != nil {
		return q, w.fail("the price %q is not a whole number", "цена %q — не целое число", escapeName(xq.Price))
	}
	q.Value = v
	typ := xq.Type
	if xq.OldType != nil {
		typ = xq.OldType.Name
	}
	if typ != "" && typ != "simple" {
		note("questions of a special type (stake, secret, no risk ...) are played as plain questions",
			"вопросы особых типов (аукцион, кот в мешке, без риска …) играются как обычные")
	}
	var text, answer []string
	add := func(kind, value string, ref, afterMarker bool) error {
		value = strings.TrimSpace(value)
		switch kind {
		case "", "text", "say", "oral":
			if afterMarker {
				answer = append(answer, value)
			} else {
				text = append(text, value)
			}
		case "image":
			if !ref {
				note("images given by an outside link are skipped", "изображения по внешней ссылке пропущены")
				return nil
			}
			m, err := a.image(value, w)
			if err != nil {
				return err
			}
			if afterMarker {
				q.AnswerMedia = append(q.AnswerMedia, m)
			} else {
				q.Media = append(q.Media, m)
			}
		default: // voice, audio, video, html
			note("audio, video and HTML content is skipped", "аудио, видео и HTML пропущены")
		}
		return nil
	}
	marker := false
	for _, at := range xq.Atoms {
		if at.Type == "marker" {
			marker = true
			continue
		}
		ref := strings.HasPrefix(strings.TrimSpace(at.Text), "@")
		if err := add(at.Type, at.Text, ref, marker); err != nil {
			return q, err
		}
	}
	for _, pm := range xq.Params {
		if pm.Type != "content" || (pm.Name != "question" && pm.Name != "answer") {
			if pm.Name != "question" && pm.Name != "answer" {
				note("question parameters other than the question and its answer are skipped",
					"параметры вопроса, кроме самого вопроса и ответа, пропущены")
			}
			continue
		}
		for _, it := range pm.Items {
			if err := add(it.Type, it.Text, strings.EqualFold(it.IsRef, "true"), pm.Name == "answer"); err != nil {
				return q, err
			}
		}
	}
	q.Text = strings.Join(nonEmpty(text), "\n")
	if len(xq.Right) > 0 {
		q.Answer = xq.Right[0]
		q.Accept = append(q.Accept, xq.Right[1:]...)
	}
	if extra := strings.Join(nonEmpty(answer), "\n"); extra != "" {
		// What the answer side says (SIGame shows it with the answer)
		// goes with the comment, after the author's own.
		q.Comment = strings.Join(nonEmpty([]string{q.Comment, extra}), "\n")
	}
	return q, nil
}

func nonEmpty(ss []string) []string {
	var out []string
	for _, s := range ss {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// shallow walks the XML once without building anything, refusing a DOCTYPE
// (encoding/xml expands no entity beyond the five of XML, but a package has
// no use for a DTD, and refusing it says so clearly) and elements nested
// deeper than depth, before the real decoding allocates for them.
func shallow(data []byte, depth int) error {
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	d.CharsetReader = func(label string, r io.Reader) (io.Reader, error) { return r, nil }
	level := 0
	for {
		tok, err := d.RawToken()
		if errors.Is(err, io.EOF) {
			if level != 0 {
				return badXML(errors.New("unexpected end"))
			}
			return nil
		}
		if err != nil {
			return badXML(err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if level++; level > depth {
				return turnir.Errorf(turnir.EINVALID, "content.xml nests elements deeper than %d", "в content.xml элементы вложены глубже %d уровней", depth)
			}
		case xml.EndElement:
			level--
		case xml.Directive:
			if bytes.HasPrefix(bytes.TrimSpace(t), []byte("DOCTYPE")) {
				return turnir.Errorf(turnir.EINVALID, "content.xml declares a DOCTYPE: a SIGame package has none",
					"в content.xml объявлен DOCTYPE, которого в пакете SIGame не бывает")
			}
		}
	}
}

func badXML(err error) error {
	return turnir.Errorf(turnir.EINVALID, "content.xml is not well-formed XML: %v", "content.xml — некорректный XML: %v", err)
}
