package pack

import (
	"slices"
	"turnir/labels"

	"turnir"
	"turnir/svoya"
)

// Values says whose values a board keeps when a package is fitted to it.
type Values int

const (
	// FormatValues gives every question the value of its place on the
	// board (svoya.Format: 10-50, 20-100 ... by default). A SIGame
	// package's prices (100-500) are the game show's, not the sport's, so
	// this is the default.
	FormatValues Values = iota
	// PackageValues keeps the package's values; the themes that share a
	// round of the board must then share their values, since the score
	// sheet values a round's questions alike.
	PackageValues
)

// Fit cuts a package to the board of a fight (S8: 4 rounds of 4 themes of
// 5; S11: one round of 6, 7 or 8 themes; S12: 2 themes): the themes of the
// package's rounds, in order (SIGame's final round skipped), fill the
// board's rounds in order, each theme giving its first questions. A
// package with more themes or questions than the board leaves the rest
// unplayed; one with fewer is refused, saying what is short. It returns
// the board as a package of exactly the format's shape and the format the
// fight is scored with (the given one, or the package's values).
func Fit(p *Package, f svoya.Format, v Values) (*Package, svoya.Format, error) {
	if err := f.Validate(); err != nil {
		return nil, svoya.Format{}, err
	}
	themes := boardThemes(p)
	if len(themes) == 0 && len(p.Questions) > 0 {
		// A plain list (ChGK text, YAML "questions:") is a Brain-ring
		// package: say so rather than count its themes as none.
		return nil, svoya.Format{}, turnir.Errorf(turnir.EINVALID,
			"this is a list of %[1]s with no themes (a Brain-ring package), not a Svoya igra board of themes and values",
			"это список из %[2]s без тем (пакет для брейн-ринга), а не табло «Своей игры» с темами и номиналами",
			labels.Count("en", "count.question", len(p.Questions)), labels.Count("ru", "count.question_gen", len(p.Questions)))
	}
	need := 0
	for _, r := range f.Rounds {
		need += r.Themes
	}
	if len(themes) < need {
		return nil, svoya.Format{}, turnir.Errorf(turnir.EINVALID, "the package has %[1]s, the board needs %[3]d: %[4]d short",
			"в пакете %[2]s, а на табло нужно %[3]d: не хватает %[4]d", labels.Count("en", "count.theme", len(themes)), labels.Count("ru", "count.theme", len(themes)), need, need-len(themes))
	}
	out := &Package{Title: p.Title, Author: p.Author, Notes: slices.Clone(p.Notes)}
	format := svoya.Format{}
	next := 0
	for ri, rf := range f.Rounds {
		r := Round{Name: roundName(p, ri)}
		var values []int
		for ti := range rf.Themes {
			src := themes[next]
			next++
			w := where{}.round(src.round).theme(src.theme)
			if len(src.t.Questions) < len(rf.Values) {
				return nil, svoya.Format{}, w.fail("%[1]s, the board's round %[3]d needs %[4]d a theme",
					"%[2]s, а в раунде %[3]d табло нужно %[4]d в теме", labels.Count("en", "count.question", len(src.t.Questions)), labels.Count("ru", "count.question", len(src.t.Questions)), ri+1, len(rf.Values))
			}
			t := src.t
			t.Questions = slices.Clone(t.Questions[:len(rf.Values)])
			theirs := make([]int, len(t.Questions))
			for qi := range t.Questions {
				theirs[qi] = t.Questions[qi].Value
				if v == FormatValues {
					t.Questions[qi].Value = rf.Values[qi]
				}
			}
			if v == PackageValues {
				switch {
				case ti == 0:
					values = theirs
				case !slices.Equal(values, theirs):
					return nil, svoya.Format{}, w.fail("values %v differ from %v of the other themes of the board's round %d",
						"стоимости %v отличаются от %v других тем раунда %d табло", theirs, values, ri+1)
				}
			}
			r.Themes = append(r.Themes, t)
		}
		if v == FormatValues {
			values = slices.Clone(rf.Values)
		}
		format.Rounds = append(format.Rounds, svoya.RoundFormat{Themes: rf.Themes, Values: values})
		out.Rounds = append(out.Rounds, r)
	}
	if err := format.Validate(); err != nil {
		return nil, svoya.Format{}, err
	}
	return out, format, nil
}

// FitQualifying cuts a package to the written qualifying (S4: 24 themes of
// 5 questions), as Fit does to a one-round board of c.Themes themes valued
// c.Values, and returns the qualifying settings it is played with: c, or
// with the package's values when v is PackageValues.
func FitQualifying(p *Package, c svoya.QualifyingConfig, v Values) (*Package, svoya.QualifyingConfig, error) {
	board, f, err := Fit(p, svoya.Format{Rounds: []svoya.RoundFormat{{Themes: c.Themes, Values: c.Values}}}, v)
	if err != nil {
		return nil, c, err
	}
	c.Values = f.Rounds[0].Values
	return board, c, nil
}

type placed struct {
	round, theme int
	t            Theme
}

// boardThemes lists the themes a board may take, in order.
func boardThemes(p *Package) []placed {
	var out []placed
	for ri, r := range p.Rounds {
		if r.Final {
			continue
		}
		for ti, t := range r.Themes {
			out = append(out, placed{ri, ti, t})
		}
	}
	return out
}

// roundName keeps the package's round names where the rounds line up.
func roundName(p *Package, i int) string {
	if i < len(p.Rounds) && !p.Rounds[i].Final {
		return p.Rounds[i].Name
	}
	return ""
}
