package pack_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/pack"
	"turnir/svoya"
)

// board builds a package of rounds of themes of n questions valued
// step..n*step, named so that a test can see which went where.
func board(rounds, themes, n, step int) *pack.Package {
	p := &pack.Package{Title: "board"}
	for r := range rounds {
		var rd pack.Round
		rd.Name = "R" + itoa(r+1)
		for th := range themes {
			t := pack.Theme{Name: "T" + itoa(r+1) + "." + itoa(th+1)}
			for q := range n {
				t.Questions = append(t.Questions, pack.Question{Value: (q + 1) * step, Text: t.Name + " q" + itoa(q+1), Answer: "a"})
			}
			rd.Themes = append(rd.Themes, t)
		}
		p.Rounds = append(p.Rounds, rd)
	}
	return p
}

// S8: a package of 4 rounds of 4 themes fits the group fight, valued by
// the regulation (10-50 ... 40-200), whatever the package's prices.
func TestFit_S8_GroupBoard(t *testing.T) {
	cfg := svoya.DefaultConfig()
	b, f, err := pack.Fit(board(4, 4, 5, 100), cfg.Groups.Format, pack.FormatValues)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Rounds) != 4 || len(b.Rounds[3].Themes) != 4 || b.Rounds[3].Themes[3].Name != "T4.4" {
		t.Fatalf("board %+v", b.Rounds)
	}
	if v := b.Rounds[3].Themes[0].Questions[4].Value; v != 200 {
		t.Errorf("round 4, question 5 is worth %d, want 200", v)
	}
	if len(f.Rounds) != 4 || f.Rounds[1].Values[0] != 20 {
		t.Errorf("format %+v", f)
	}
}

// S11, S12: the play-off boards take the package's themes in order across
// its rounds; SIGame's final round never goes on a board; what is short is
// named.
func TestFit_S11_S12_PlayoffBoards(t *testing.T) {
	cfg := svoya.DefaultConfig()
	p := board(3, 3, 6, 10) // 9 themes of 6 questions
	p.Rounds[2].Final = true
	for _, c := range []struct {
		name string
		f    svoya.Format
		ok   bool
	}{
		{"S11 quarter-final of 6 themes", cfg.Playoff.QuarterFinal, true},
		{"S11 final of 8 themes", cfg.Playoff.Final, false},
		{"S12 shootout of 2 themes", cfg.Playoff.Shootout, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			b, _, err := pack.Fit(p, c.f, pack.FormatValues)
			if !c.ok {
				refused(t, err, turnir.EINVALID, "the package has 6 themes, the board needs 8: 2 short")
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			th := b.Rounds[0].Themes
			if len(th) != c.f.Rounds[0].Themes || th[len(th)-1].Questions[4].Value != 50 || len(th[0].Questions) != 5 {
				t.Fatalf("board %+v", b.Rounds)
			}
			if c.f.Rounds[0].Themes == 6 && th[3].Name != "T2.1" {
				t.Errorf("theme 4 is %s, want T2.1 (the themes in order)", th[3].Name)
			}
		})
	}
}

func TestFitRefusesShortThemes(t *testing.T) {
	p := board(1, 6, 5, 10)
	p.Rounds[0].Themes[4].Questions = p.Rounds[0].Themes[4].Questions[:3]
	_, _, err := pack.Fit(p, svoya.Themes(6), pack.FormatValues)
	refused(t, err, turnir.EINVALID, "round 1, theme 5: 3 questions", "needs 5")
}

func TestFitPackageValues(t *testing.T) {
	p := board(1, 2, 5, 100)
	_, f, err := pack.Fit(p, svoya.Themes(2), pack.PackageValues)
	if err != nil {
		t.Fatal(err)
	}
	if f.Rounds[0].Values[4] != 500 {
		t.Errorf("values %v, want the package's", f.Rounds[0].Values)
	}
	p.Rounds[0].Themes[1].Questions[0].Value = 150
	_, _, err = pack.Fit(p, svoya.Themes(2), pack.PackageValues)
	refused(t, err, turnir.EINVALID, "round 1, theme 2: values [150 200 300 400 500] differ")
}

// S4: the written qualifying's 24 themes of 5 from a package, with its
// values or the regulation's.
func TestFitQualifying_S4(t *testing.T) {
	cfg := svoya.DefaultConfig()
	b, qc, err := pack.FitQualifying(board(2, 12, 5, 20), cfg.Qualifying, pack.PackageValues)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Rounds[0].Themes) != 24 || qc.Themes != 24 || qc.Values[4] != 100 || cfg.Qualifying.Values[4] != 50 {
		t.Fatalf("%d themes, config %+v", len(b.Rounds[0].Themes), qc)
	}
	_, _, err = pack.FitQualifying(board(1, 20, 5, 10), cfg.Qualifying, pack.FormatValues)
	refused(t, err, turnir.EINVALID, "20 themes", "needs 24", "4 short")
}

// The secrecy rule: the public view carries names, values and played
// flags, a text only when shown, an answer only when revealed, and never
// an image's bytes.
func TestPublicKeepsTheSecret(t *testing.T) {
	p := board(1, 2, 5, 10)
	q := &p.Rounds[0].Themes[1].Questions[2]
	q.Comment, q.Source, q.Accept = "a comment", "a source", []string{"alt"}
	q.Media = []pack.Media{{Name: "x.png", Type: pack.MediaImage, Data: []byte("SECRET-BYTES")}}
	shown := map[pack.Ref]pack.Shown{
		{Round: 1, Theme: 1, Question: 1}: {Played: true, Text: true, Answer: true},
		{Round: 1, Theme: 2, Question: 3}: {Text: true},
	}
	view := func() string {
		pub := p.Public(func(r pack.Ref) pack.Shown { return shown[r] })
		var b bytes.Buffer
		if err := jsonEncode(&b, pub); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	s := view()
	for _, secret := range []string{"T1.1 q2", "T1.2 q1", "a comment", "a source", "alt", "SECRET-BYTES"} {
		if strings.Contains(s, secret) {
			t.Errorf("the public view shows %q: %s", secret, s)
		}
	}
	for _, public := range []string{"T1.1", "T1.2", "T1.1 q1", "T1.2 q3", "x.png"} {
		if !strings.Contains(s, public) {
			t.Errorf("the public view lacks %q", public)
		}
	}
	shown[pack.Ref{Round: 1, Theme: 2, Question: 3}] = pack.Shown{Played: true, Text: true, Answer: true}
	if s := view(); !strings.Contains(s, "a comment") || !strings.Contains(s, "alt") || strings.Contains(s, "SECRET-BYTES") {
		t.Errorf("revealed: %s", s)
	}
	if s := (&pack.Package{Title: "x", Questions: []pack.Question{{Text: "hidden", Answer: "hidden"}}}).Public(nil); s.Questions[0].Text != "" || s.Questions[0].Answer != "" {
		t.Errorf("a nil shown reveals: %+v", s)
	}
}

// A live fight reveals its board question by question: the chosen one's
// text while it is read, its answer once it is over, nothing else.
func TestLiveShownRevealsAsPlayed(t *testing.T) {
	b, f, err := pack.Fit(board(1, 2, 5, 10), svoya.Themes(2), pack.FormatValues)
	if err != nil {
		t.Fatal(err)
	}
	var live svoya.Live
	at := time.Date(2026, 2, 17, 10, 0, 0, 0, time.UTC)
	apply := func(evs []svoya.LiveEvent, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			if err := live.Apply(e); err != nil {
				t.Fatal(err)
			}
		}
	}
	apply(svoya.StartLive(at, []string{"A", "B"}, f, svoya.DefaultLiveSettings()))
	apply(live.Choose(at, svoya.LiveRef{Round: 1, Theme: 1, Question: 1}, ""))
	pub := b.Public(pack.LiveShown(&live))
	if q := pub.Rounds[0].Themes[0].Questions[0]; q.Text == "" || q.Answer != "" || q.Played {
		t.Errorf("while read: %+v", q)
	}
	if q := pub.Rounds[0].Themes[0].Questions[1]; q.Text != "" {
		t.Errorf("an unplayed question shows: %+v", q)
	}
	apply(live.EndQuestion(at))
	if q := b.Public(pack.LiveShown(&live)).Rounds[0].Themes[0].Questions[0]; q.Answer == "" || !q.Played {
		t.Errorf("once over: %+v", q)
	}
}

// TestFitSaysAListIsABrainRingPackage: a plain list of questions (the ChGK
// text format, YAML "questions:") fitted to a Svoya igra board is refused
// as the Brain-ring package it is, not as a board with no themes.
func TestFitSaysAListIsABrainRingPackage(t *testing.T) {
	p := &pack.Package{Title: "Список", Questions: []pack.Question{{Text: "Вопрос 1", Answer: "Ответ"}, {Text: "Вопрос 2", Answer: "Ответ"}}}
	_, _, err := pack.Fit(p, svoya.Themes(4), pack.FormatValues)
	refused(t, err, turnir.EINVALID, "a list of 2 questions with no themes (a Brain-ring package)")
	_, _, err = pack.FitQualifying(p, svoya.DefaultConfig().Qualifying, pack.FormatValues)
	refused(t, err, turnir.EINVALID, "Brain-ring package")
}
