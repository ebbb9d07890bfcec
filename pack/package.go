package pack

// Package is a question package: a board of rounds for Svoya igra, or a
// numbered list of questions for the Brain-ring (one of the two is set).
type Package struct {
	Title  string `json:"title"`
	Author string `json:"author,omitempty"`
	// Rounds is the board of a Svoya igra package: rounds of themes of
	// valued questions, in the order of the file.
	Rounds []Round `json:"rounds,omitempty"`
	// Questions is the list of a Brain-ring package, in play order.
	Questions []Question `json:"questions,omitempty"`
	// Notes say what of the file was skipped (audio, video, question types
	// the sport does not play ...), for the organizer who imports it.
	Notes []Note `json:"notes,omitempty"`
}

// Round is one round of a board.
type Round struct {
	Name string `json:"name"`
	// Final marks SIGame's final round (one question a theme, stakes):
	// it is kept for the record, but Fit never puts it on a board.
	Final  bool    `json:"final,omitempty"`
	Themes []Theme `json:"themes"`
}

// Theme is one theme of a round.
type Theme struct {
	Name      string     `json:"name"`
	Comment   string     `json:"comment,omitempty"`
	Questions []Question `json:"questions"`
}

// Question is one question: valued on a board (Value), numbered in a list
// (Number). Answer is the main right answer, Accept the other answers the
// author accepts (SIGame's further right answers, ChGK's "Зачёт").
type Question struct {
	Number      int      `json:"number,omitempty"`
	Value       int      `json:"value,omitempty"`
	Text        string   `json:"text"`
	Media       []Media  `json:"media,omitempty"`
	Answer      string   `json:"answer"`
	Accept      []string `json:"accept,omitempty"`
	AnswerMedia []Media  `json:"answer_media,omitempty"`
	Comment     string   `json:"comment,omitempty"`
	Source      string   `json:"source,omitempty"`
	Author      string   `json:"author,omitempty"`
}

// Media is a file shown with a question or its answer: an image of the
// .siq's Images folder. Name is its name in the archive (decoded), Type
// its kind ("image"), Data its bytes.
type Media struct {
	Name string `json:"name"`
	Type string `json:"type"`
	Data []byte `json:"-"`
}

// Note is a remark on an import, in English and Russian.
type Note struct {
	EN string `json:"en"`
	RU string `json:"ru"`
}

// MediaImage is the one media type read: images (audio, video and HTML
// are skipped with a note).
const MediaImage = "image"
