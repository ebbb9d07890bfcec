package pack

import "turnir/svoya"

// Ref names a question of a package, 1-based: Round, Theme and Question on
// a board; Question alone (Round and Theme 0) in a Brain-ring list.
type Ref struct {
	Round    int `json:"round,omitempty"`
	Theme    int `json:"theme,omitempty"`
	Question int `json:"question"`
}

// Shown is what the play has revealed of one question: whether it was
// played, whether its text may be shown (the host has chosen it and reads
// it) and whether its answer may (the host has revealed it).
type Shown struct {
	Played bool
	Text   bool
	Answer bool
}

// PublicPackage is the view of a package that may leave the server: see
// Public.
type PublicPackage struct {
	Title     string           `json:"title"`
	Rounds    []PublicRound    `json:"rounds,omitempty"`
	Questions []PublicQuestion `json:"questions,omitempty"`
}

// PublicRound is a round of the public view.
type PublicRound struct {
	Name   string        `json:"name"`
	Themes []PublicTheme `json:"themes"`
}

// PublicTheme is a theme of the public view: its name is public (the board
// shows it from the start).
type PublicTheme struct {
	Name      string           `json:"name"`
	Questions []PublicQuestion `json:"questions"`
}

// PublicQuestion is a question of the public view: its place, value and
// played flag always; its text and images only once shown; its answer,
// accepted answers, comment, source and answer images only once revealed.
// Images are named, never carried: the server hands their bytes out only
// under the same rule.
type PublicQuestion struct {
	Number      int           `json:"number,omitempty"`
	Value       int           `json:"value,omitempty"`
	Played      bool          `json:"played"`
	Text        string        `json:"text,omitempty"`
	Media       []PublicMedia `json:"media,omitempty"`
	Answer      string        `json:"answer,omitempty"`
	Accept      []string      `json:"accept,omitempty"`
	Comment     string        `json:"comment,omitempty"`
	Source      string        `json:"source,omitempty"`
	AnswerMedia []PublicMedia `json:"answer_media,omitempty"`
}

// PublicMedia names an image of a shown question.
type PublicMedia struct {
	Name string `json:"name"`
	Type string `json:"type"`
}

// Public returns what may be shown of p: shown tells, for each question,
// what the play has revealed (nil reveals nothing). A question's text or
// answer is copied only when shown says so, so a display built from this
// view cannot leak an unplayed question or an answer before its time
// (DESIGN.md: secrets stay on the server). The package's author and notes
// are the organizer's and stay out.
func (p *Package) Public(shown func(Ref) Shown) PublicPackage {
	if shown == nil {
		shown = func(Ref) Shown { return Shown{} }
	}
	out := PublicPackage{Title: p.Title}
	for ri, r := range p.Rounds {
		pr := PublicRound{Name: r.Name}
		for ti, t := range r.Themes {
			pt := PublicTheme{Name: t.Name}
			for qi, q := range t.Questions {
				pt.Questions = append(pt.Questions, public(q, shown(Ref{ri + 1, ti + 1, qi + 1})))
			}
			pr.Themes = append(pr.Themes, pt)
		}
		out.Rounds = append(out.Rounds, pr)
	}
	for qi, q := range p.Questions {
		out.Questions = append(out.Questions, public(q, shown(Ref{Question: qi + 1})))
	}
	return out
}

func public(q Question, s Shown) PublicQuestion {
	pq := PublicQuestion{Number: q.Number, Value: q.Value, Played: s.Played}
	if s.Text {
		pq.Text, pq.Media = q.Text, publicMedia(q.Media)
	}
	if s.Answer {
		pq.Answer, pq.Accept, pq.Comment, pq.Source = q.Answer, q.Accept, q.Comment, q.Source
		pq.AnswerMedia = publicMedia(q.AnswerMedia)
	}
	return pq
}

func publicMedia(ms []Media) []PublicMedia {
	var out []PublicMedia
	for _, m := range ms {
		out = append(out, PublicMedia{Name: m.Name, Type: m.Type})
	}
	return out
}

// Question returns the question at ref, or false when there is none.
func (p *Package) Question(ref Ref) (Question, bool) {
	if ref.Round == 0 && ref.Theme == 0 {
		if ref.Question < 1 || ref.Question > len(p.Questions) {
			return Question{}, false
		}
		return p.Questions[ref.Question-1], true
	}
	if ref.Round < 1 || ref.Round > len(p.Rounds) {
		return Question{}, false
	}
	r := p.Rounds[ref.Round-1]
	if ref.Theme < 1 || ref.Theme > len(r.Themes) {
		return Question{}, false
	}
	t := r.Themes[ref.Theme-1]
	if ref.Question < 1 || ref.Question > len(t.Questions) {
		return Question{}, false
	}
	return t.Questions[ref.Question-1], true
}

// LiveShown reveals a board as a live Svoya igra fight has played it: a
// question's text once chosen, its answer once over. A display of a live
// fight is board.Public(LiveShown(fight)), with board the package Fit cut
// for the fight's format.
func LiveShown(f *svoya.Live) func(Ref) Shown {
	return func(r Ref) Shown {
		played, text, answer := f.Shown(svoya.LiveRef{Round: r.Round, Theme: r.Theme, Question: r.Question})
		return Shown{Played: played, Text: text, Answer: answer}
	}
}
