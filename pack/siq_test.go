package pack_test

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"errors"
	"hash/crc32"
	"strings"
	"testing"

	"turnir"
	"turnir/pack"
)

func readSIQ(b []byte) (*pack.Package, error) { return pack.ReadSIQ(bytes.NewReader(b), int64(len(b))) }

// A version 5 package: rounds, themes, prices, the main and the accepted
// answers, comments, an image by reference (its name URL-encoded in the
// archive, as older editors stored it) and skipped audio with a note.
func TestReadSIQVersion5(t *testing.T) {
	png := []byte("\x89PNG fake image bytes")
	rounds := `<round name="Первый"><themes>` + theme5("Реки", 100) +
		`<theme name="Картинки"><questions><question price="100"><info><comments>Это Волга</comments></info><params>` +
		`<param name="question" type="content"><item>Что за река?</item><item type="image" isRef="True">Снимок 6.png</item><item type="audio" isRef="True">a.mp3</item></param>` +
		`<param name="answer" type="content"><item type="image" isRef="True">Снимок 6.png</item></param>` +
		`</params><right><answer>Волга</answer><answer>Ра</answer></right><wrong><answer>Дон</answer></wrong></question></questions></theme>` +
		`</themes></round><round name="Финал" type="final"><themes>` + theme5("Финальная", 0) + `</themes></round>`
	data := buildSIQ(t,
		entry{"content.xml", v5(rounds)},
		entry{"Images/%D0%A1%D0%BD%D0%B8%D0%BC%D0%BE%D0%BA%206.png", png},
		entry{"Audio/a.mp3", []byte("audio")},
		entry{"Texts/authors.xml", []byte("<authors/>")},
	)
	p, err := readSIQ(data)
	if err != nil {
		t.Fatal(err)
	}
	if p.Title != "Тест" || p.Author != "Автор" || len(p.Rounds) != 2 {
		t.Fatalf("package %q by %q with %d rounds", p.Title, p.Author, len(p.Rounds))
	}
	r := p.Rounds[0]
	if r.Name != "Первый" || r.Final || !p.Rounds[1].Final || len(r.Themes) != 2 {
		t.Fatalf("round %+v", r)
	}
	q := r.Themes[0].Questions[2]
	if q.Value != 300 || q.Text != "Реки вопрос 3" || q.Answer != "Реки ответ 3" {
		t.Errorf("question 3 of Реки: %+v", q)
	}
	img := r.Themes[1].Questions[0]
	if img.Text != "Что за река?" || img.Answer != "Волга" || len(img.Accept) != 1 || img.Accept[0] != "Ра" || img.Comment != "Это Волга" {
		t.Errorf("picture question: %+v", img)
	}
	if len(img.Media) != 1 || img.Media[0].Name != "Снимок 6.png" || !bytes.Equal(img.Media[0].Data, png) || img.Media[0].Type != pack.MediaImage {
		t.Errorf("question media %+v", img.Media)
	}
	if len(img.AnswerMedia) != 1 || !bytes.Equal(img.AnswerMedia[0].Data, png) {
		t.Errorf("answer media %+v", img.AnswerMedia)
	}
	if !hasNote(p, "audio") {
		t.Errorf("no note that audio was skipped: %+v", p.Notes)
	}
}

func hasNote(p *pack.Package, word string) bool {
	for _, n := range p.Notes {
		if strings.Contains(n.EN, word) && n.RU != "" {
			return true
		}
	}
	return false
}

// The older format: a scenario of atoms, the answer side after a marker,
// an image as "@name", the question type as an element.
func TestReadSIQVersion4Atoms(t *testing.T) {
	content := `<?xml version="1.0" encoding="utf-8"?><package name="Old" version="4"><rounds><round name="R"><themes><theme name="T"><questions>` +
		`<question price="10"><type name="auction"/><scenario><atom>Кто на снимке?</atom><atom type="image">@face.jpg</atom><atom type="marker"/><atom>Гагарин в 1961</atom></scenario><right><answer>Гагарин</answer></right></question>` +
		`<question price="20"><scenario><atom type="say">Устно</atom><atom type="image">http://example.com/x.png</atom></scenario><right><answer>Да</answer></right></question>` +
		`</questions></theme></themes></round></rounds></package>`
	p, err := readSIQ(buildSIQ(t, entry{"content.xml", []byte(content)}, entry{"Images/face.jpg", []byte("jpeg")}))
	if err != nil {
		t.Fatal(err)
	}
	qs := p.Rounds[0].Themes[0].Questions
	if qs[0].Text != "Кто на снимке?" || qs[0].Answer != "Гагарин" || qs[0].Comment != "Гагарин в 1961" || len(qs[0].Media) != 1 || qs[0].Media[0].Name != "face.jpg" {
		t.Errorf("question 1: %+v", qs[0])
	}
	if qs[1].Text != "Устно" || len(qs[1].Media) != 0 {
		t.Errorf("question 2: %+v", qs[1])
	}
	if !hasNote(p, "special type") || !hasNote(p, "outside link") {
		t.Errorf("notes %+v", p.Notes)
	}
}

// Every malformed archive is refused with a message saying what is wrong,
// and no package comes back (nothing can be stored).
func TestReadSIQRefusesMalformed(t *testing.T) {
	good := v5(`<round name="R"><themes>` + theme5("T", 10) + `</themes></round>`)
	deep := strings.Repeat("<a>", 100) + strings.Repeat("</a>", 100)
	many := []entry{{"content.xml", good}}
	for i := range 5000 {
		many = append(many, entry{"Images/" + itoa(i) + ".png", nil})
	}
	cases := []struct {
		name  string
		data  []byte
		code  string
		parts []string
	}{
		{"not a zip", []byte("this is plain text, not an archive"), turnir.EINVALID, []string{"not a SIGame package"}},
		{"empty file", nil, turnir.EINVALID, []string{"zip"}},
		{"no content.xml", buildSIQ(t, entry{"other.xml", good}), turnir.EINVALID, []string{"no content.xml"}},
		{"bad XML", buildSIQ(t, entry{"content.xml", []byte("<package name='x'><rounds>")}), turnir.EINVALID, []string{"not well-formed"}},
		{"unknown entity", buildSIQ(t, entry{"content.xml", []byte("<package name='&lol;'/>")}), turnir.EINVALID, []string{"not well-formed"}},
		{"doctype", buildSIQ(t, entry{"content.xml", []byte(`<!DOCTYPE package [<!ENTITY a "aaaa">]><package name="x"/>`)}), turnir.EINVALID, []string{"DOCTYPE"}},
		{"too deep", buildSIQ(t, entry{"content.xml", []byte(deep)}), turnir.EINVALID, []string{"deeper"}},
		{"traversal", buildSIQ(t, entry{"content.xml", good}, entry{"../../etc/passwd", []byte("x")}), turnir.EINVALID, []string{"climbs out"}},
		{"encoded traversal", buildSIQ(t, entry{"content.xml", good}, entry{"Images/%2E%2E/%2E%2E/x", []byte("x")}), turnir.EINVALID, []string{"climbs out"}},
		{"absolute", buildSIQ(t, entry{"content.xml", good}, entry{"/etc/passwd", []byte("x")}), turnir.EINVALID, []string{"absolute"}},
		{"control character in a name", buildSIQ(t, entry{"content.xml", good}, entry{"Images/a\x1b[31m.png", []byte("x")}), turnir.EINVALID, []string{"control character"}},
		{"too many entries", buildSIQ(t, many...), turnir.ETOOLARGE, []string{"entries"}},
		{"no answer", buildSIQ(t, entry{"content.xml", v5(`<round name="R"><themes>` + theme5("A", 10) + `<theme name="B"><questions>` + q5(10, "Вопрос") + `</questions></theme></themes></round>`)}),
			turnir.EINVALID, []string{"round 1, theme 2, question 1: no answer"}},
		{"no text", buildSIQ(t, entry{"content.xml", v5(`<round name="R"><themes><theme name="B"><questions>` + q5(10, " ", "Ответ") + `</questions></theme></themes></round>`)}),
			turnir.EINVALID, []string{"round 1, theme 1, question 1: no question text"}},
		{"missing image", buildSIQ(t, entry{"content.xml", v5(`<round name="R"><themes><theme name="B"><questions><question price="10"><params><param name="question" type="content"><item type="image" isRef="True">gone.png</item></param></params><right><answer>x</answer></right></question></questions></theme></themes></round>`)}),
			turnir.EINVALID, []string{"round 1, theme 1, question 1", "gone.png", "not in the archive"}},
		{"bad price", buildSIQ(t, entry{"content.xml", v5(`<round name="R"><themes><theme name="B"><questions>` + strings.Replace(q5(10, "Q", "A"), `"10"`, `"ten"`, 1) + `</questions></theme></themes></round>`)}),
			turnir.EINVALID, []string{"question 1", "price"}},
		{"control character in a theme", buildSIQ(t, entry{"content.xml", v5(`<round name="R"><themes>` + theme5("Bad&#x202E;name", 10) + `</themes></round>`)}),
			turnir.EINVALID, []string{"round 1, theme 1, name"}},
		{"no questions", buildSIQ(t, entry{"content.xml", v5(``)}), turnir.EINVALID, []string{"no questions"}},
		{"invalid UTF-8", buildSIQ(t, entry{"content.xml", v5(`<round name="R"><themes><theme name="B"><questions>` + q5(10, "\xff\xfe", "A") + `</questions></theme></themes></round>`)}),
			turnir.EINVALID, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := readSIQ(c.data)
			if p != nil {
				t.Errorf("a package came back: %+v", p.Title)
			}
			refused(t, err, c.code, c.parts...)
		})
	}
}

// A zip bomb stops at the limit: the bytes are counted as they inflate,
// whatever the header claims.
func TestReadSIQRefusesZipBomb(t *testing.T) {
	lim := pack.DefaultLimits()
	lim.Unpacked = 1 << 20
	t.Run("honest header", func(t *testing.T) {
		data := buildSIQ(t, entry{"content.xml", bytes.Repeat([]byte(" "), 2<<20)})
		_, err := lim.ReadSIQ(bytes.NewReader(data), int64(len(data)))
		refused(t, err, turnir.ETOOLARGE, "zip bomb")
	})
	t.Run("lying header", func(t *testing.T) {
		big := bytes.Repeat([]byte("<a/>"), 1<<20) // 4 MiB
		var raw bytes.Buffer
		fw, _ := flate.NewWriter(&raw, flate.BestCompression)
		fw.Write(big)
		fw.Close()
		var buf bytes.Buffer
		zw := zip.NewWriter(&buf)
		w, err := zw.CreateRaw(&zip.FileHeader{Name: "content.xml", Method: zip.Deflate,
			CRC32: crc32.ChecksumIEEE(big), CompressedSize64: uint64(raw.Len()), UncompressedSize64: 100})
		if err != nil {
			t.Fatal(err)
		}
		w.Write(raw.Bytes())
		zw.Close()
		p, err := lim.ReadSIQ(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
		if p != nil || err == nil {
			t.Fatalf("a bomb with a lying header was read")
		}
		if c := turnir.ErrorCode(err); c != turnir.ETOOLARGE && c != turnir.EINVALID {
			t.Errorf("code %s: %v", c, err)
		}
	})
	t.Run("file over the limit", func(t *testing.T) {
		small := lim
		small.File = 10
		data := buildSIQ(t, entry{"content.xml", []byte("<package/>")})
		_, err := small.ReadSIQ(bytes.NewReader(data), int64(len(data)))
		refused(t, err, turnir.ETOOLARGE, "bytes")
	})
	t.Run("image over the limit", func(t *testing.T) {
		small := pack.DefaultLimits()
		small.MediaSize = 100
		content := v5(`<round name="R"><themes><theme name="B"><questions><question price="10"><params><param name="question" type="content"><item type="image" isRef="True">big.png</item></param></params><right><answer>x</answer></right></question></questions></theme></themes></round>`)
		data := buildSIQ(t, entry{"content.xml", content}, entry{"Images/big.png", make([]byte, 1000)})
		_, err := small.ReadSIQ(bytes.NewReader(data), int64(len(data)))
		refused(t, err, turnir.ETOOLARGE, "big.png")
	})
}

// FuzzReadSIQ: no archive panics the reader or comes back both refused
// and read; what is read satisfies the package rules.
func FuzzReadSIQ(f *testing.F) {
	f.Add(buildSIQ(f, entry{"content.xml", v5(`<round name="R"><themes>` + theme5("T", 10) + `</themes></round>`)}))
	f.Add(buildSIQ(f, entry{"content.xml", []byte(`<package name="x"><rounds><round name="r"><themes><theme name="t"><questions><question price="1"><scenario><atom>q</atom><atom type="image">@i.png</atom></scenario><right><answer>a</answer></right></question></questions></theme></themes></round></rounds></package>`)}, entry{"Images/i.png", []byte("i")}))
	f.Add([]byte("PK\x03\x04"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := readSIQ(data)
		if (p == nil) == (err == nil) {
			t.Fatalf("package %v with error %v", p, err)
		}
		if err != nil {
			if turnir.ErrorCode(err) == turnir.EINTERNAL {
				t.Fatalf("a refusal without a code: %v", err)
			}
			return
		}
		checkPlayable(t, p)
	})
}

// checkPlayable asserts what every reader promises of a package it returns.
func checkPlayable(t *testing.T, p *pack.Package) {
	t.Helper()
	if p.Title == "" || (len(p.Rounds) == 0) == (len(p.Questions) == 0) {
		t.Fatalf("package %q with %d rounds and %d questions", p.Title, len(p.Rounds), len(p.Questions))
	}
	each := func(q pack.Question) {
		if (q.Text == "" && len(q.Media) == 0) || (q.Answer == "" && len(q.AnswerMedia) == 0) {
			t.Fatalf("an unplayable question came back: %+v", q)
		}
	}
	for _, r := range p.Rounds {
		for _, th := range r.Themes {
			if th.Name == "" || len(th.Questions) == 0 {
				t.Fatalf("theme %+v", th)
			}
			for _, q := range th.Questions {
				each(q)
			}
		}
	}
	for _, q := range p.Questions {
		each(q)
	}
}

// TestReadSIQNotAZipInTheReadersLanguage: a file that is not a zip is
// refused in each language alone, without the zip reader's English
// ("zip: not a valid zip file") pasted into the Russian.
func TestReadSIQNotAZipInTheReadersLanguage(t *testing.T) {
	_, err := readSIQ([]byte("plain text"))
	var e *turnir.Error
	if !errors.As(err, &e) {
		t.Fatalf("want a *turnir.Error, got %v", err)
	}
	if strings.Contains(e.RU, "zip:") || strings.Contains(e.RU, "valid") || !strings.Contains(e.RU, "не пакет SIGame") {
		t.Fatalf("the Russian refusal: %q", e.RU)
	}
}
