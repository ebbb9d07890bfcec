package puzzle

import (
	"path"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"turnir"
)

// Kind is what sort of puzzle a round has, which decides how it is shown
// and how an answer is checked.
type Kind string

// The puzzle kinds.
const (
	// KindText is a puzzle stated in text (with images or a PDF) whose
	// answer is a short text compared by its Key.
	KindText Kind = "text"
	// KindSudoku is a classic 9x9 Sudoku entered in the browser cell by
	// cell; the answer is the filled grid.
	KindSudoku Kind = "sudoku"
)

// Limits of one puzzle, generous for any real statement and small enough
// that a set file cannot make the server hold megabytes per round.
const (
	MaxIDLen       = 64       // bytes of a puzzle id
	MaxTitleLen    = 200      // characters of a title
	MaxTextLen     = 64 << 10 // bytes of a statement text
	MaxFileNameLen = 128      // bytes of an image or attachment name
	MaxFiles       = 20       // images and attachments of one puzzle
)

// imageExts and attachmentExts are the file types a statement may show
// inline or offer for download. SVG is left out on purpose: it can carry
// script, and the bytes are served from the tournament's own origin.
var (
	imageExts      = []string{".png", ".jpg", ".jpeg", ".gif", ".webp"}
	attachmentExts = []string{".pdf"}
)

// Puzzle is the puzzle of one round with everything the server needs to
// judge it. It holds the secret (Key or Sudoku solution), so it is stored in
// the event log and never sent to a client: send Public() instead.
type Puzzle struct {
	ID    string `json:"id"`              // unique within its set; letters, digits, - and _
	Kind  Kind   `json:"kind"`            // KindText or KindSudoku
	Title string `json:"title,omitempty"` // a short heading
	// Text is the statement, plain text with light markdown (paragraphs,
	// *emphasis*, lists) that the pages render safely.
	Text string `json:"text,omitempty"`
	// Images are file names of pictures shown inside the statement, in
	// order; the server stores their bytes under these names.
	Images []string `json:"images,omitempty"`
	// Attachments are file names of documents (PDF) offered for download.
	Attachments []string `json:"attachments,omitempty"`
	Key         *Key     `json:"key,omitempty"`    // KindText only: the answer key
	Sudoku      *Sudoku  `json:"sudoku,omitempty"` // KindSudoku only: givens and solution
}

// Statement is what a solver may see of a puzzle once the round is open and
// they have pressed Start. It has no field that could hold an answer key or
// a solution, so no code path that serializes a Statement can leak one.
type Statement struct {
	ID          string   `json:"id"`
	Kind        Kind     `json:"kind"`
	Title       string   `json:"title,omitempty"`
	Text        string   `json:"text,omitempty"`
	Images      []string `json:"images,omitempty"`
	Attachments []string `json:"attachments,omitempty"`
	// Givens is the Sudoku to fill, 81 characters with '.' for an empty
	// cell (KindSudoku only).
	Givens string `json:"givens,omitempty"`
}

// Public returns the statement of p as a solver may see it: no key, no
// solution. The slices are copies, so changing the Statement leaves p alone.
func (p Puzzle) Public() Statement {
	st := Statement{
		ID:          p.ID,
		Kind:        p.Kind,
		Title:       p.Title,
		Text:        p.Text,
		Images:      slices.Clone(p.Images),
		Attachments: slices.Clone(p.Attachments),
	}
	if p.Kind == KindSudoku && p.Sudoku != nil {
		st.Givens = p.Sudoku.Givens.String()
	}
	return st
}

// Check judges one submitted answer: for a text puzzle the typed answer, for
// a Sudoku the grid as 81 characters ('.' or '0' for an empty cell). It
// returns right or wrong, or an EINVALID *turnir.Error when the submission
// is not an answer at all (empty, too long, not a grid) so the round engine
// can refuse it instead of counting a wrong attempt.
func (p Puzzle) Check(answer string) (bool, error) {
	switch {
	case p.Kind == KindText && p.Key != nil:
		if len(answer) > MaxAnswerBytes || !utf8.ValidString(answer) {
			return false, turnir.Errorf(turnir.EINVALID,
				"the answer is longer than %d bytes or not text",
				"ответ длиннее %d байт или не является текстом", MaxAnswerBytes)
		}
		if Normalize(answer, p.Key.Options()) == "" {
			return false, turnir.Errorf(turnir.EINVALID,
				"type an answer first", "сначала введите ответ")
		}
		return p.Key.Check(answer), nil
	case p.Kind == KindSudoku && p.Sudoku != nil:
		g, err := ParseGrid(answer)
		if err != nil {
			return false, err
		}
		return p.Sudoku.Check(g), nil
	}
	return false, turnir.Errorf(turnir.EINTERNAL,
		"puzzle %q of kind %q has nothing to check against",
		"головоломка %q вида %q не содержит ключа для проверки", p.ID, p.Kind)
}

// RightAnswer returns one answer that Check accepts: the first accepted
// answer of a text puzzle, the solution of a Sudoku. It is for simulated
// solvers and tests on the server side; like the key, it is never sent to a
// client.
func (p Puzzle) RightAnswer() string {
	switch {
	case p.Kind == KindText && p.Key != nil && len(p.Key.Accepted) > 0:
		return p.Key.Accepted[0]
	case p.Kind == KindSudoku && p.Sudoku != nil:
		return p.Sudoku.Solution.String()
	}
	return ""
}

// Files returns the names of every file the statement refers to (images,
// then attachments), so the server can check that each one was uploaded.
func (p Puzzle) Files() []string {
	return append(slices.Clone(p.Images), p.Attachments...)
}

// Validate returns an EINVALID *turnir.Error, naming w and the field at
// fault, unless p is a complete puzzle of its kind: a valid id, a title and
// text of sane length, safe file names, and for a text puzzle something to
// show and a working key, for a Sudoku a unique solution.
func (p Puzzle) Validate(w Where) error {
	if err := validID(p.ID, w); err != nil {
		return err
	}
	switch {
	case !utf8.ValidString(p.Title) || !utf8.ValidString(p.Text):
		return w.invalid("the title or text is not valid UTF-8 (title, text)",
			"название или условие не в кодировке UTF-8 (title, text)")
	case utf8.RuneCountInString(p.Title) > MaxTitleLen:
		return w.invalid("the title is longer than %d characters (title)",
			"название длиннее %d символов (title)", MaxTitleLen)
	case len(p.Text) > MaxTextLen:
		return w.invalid("the text is longer than %d bytes (text)",
			"условие длиннее %d байт (text)", MaxTextLen)
	}
	if err := validFiles(p, w); err != nil {
		return err
	}
	switch p.Kind {
	case KindText:
		switch {
		case p.Sudoku != nil:
			return w.invalid(`a text puzzle has no "sudoku" field; for a Sudoku write "kind": "sudoku" (sudoku)`,
				`у текстовой головоломки нет поля "sudoku"; для судоку укажите "kind": "sudoku" (sudoku)`)
		case p.Key == nil:
			return w.invalid("a text puzzle needs an answer key (key)",
				"текстовой головоломке нужен ключ с ответами (key)")
		case strings.TrimSpace(p.Text) == "" && len(p.Images) == 0 && len(p.Attachments) == 0:
			return w.invalid("the puzzle shows nothing: give a text, images or a PDF (text, images, attachments)",
				"в головоломке нечего показать: нужно условие, картинки или PDF (text, images, attachments)")
		}
		return p.Key.Validate(w)
	case KindSudoku:
		switch {
		case p.Key != nil:
			return w.invalid(`a Sudoku is checked against its solution and has no "key" field (key)`,
				`судоку проверяется по решению, поле "key" не нужно (key)`)
		case p.Sudoku == nil:
			return w.invalid(`a Sudoku needs its givens (sudoku.givens)`,
				`для судоку нужно условие (sudoku.givens)`)
		}
		return p.Sudoku.Validate(w)
	case "":
		return w.invalid(`the puzzle kind is missing; write "kind": "text" or "sudoku" (kind)`,
			`не указан вид головоломки; укажите "kind": "text" или "sudoku" (kind)`)
	}
	return w.invalid(`unknown puzzle kind %q; use "text" or "sudoku" (kind)`,
		`неизвестный вид головоломки %q; используйте "text" или "sudoku" (kind)`, p.Kind)
}

// validID accepts ids made of ASCII letters, digits, '-' and '_', so that an
// id is safe in a URL, a file name and a log line without escaping.
func validID(id string, w Where) error {
	if id == "" || len(id) > MaxIDLen {
		return w.invalid("the puzzle id must be 1-%d characters (id)",
			"идентификатор головоломки должен быть длиной от 1 до %d символов (id)", MaxIDLen)
	}
	for _, r := range id {
		if !(r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)) || r == '-' || r == '_') {
			return w.invalid("the puzzle id %q may hold only Latin letters, digits, - and _ (id)",
				"идентификатор головоломки %q может содержать только латинские буквы, цифры, - и _ (id)", id)
		}
	}
	return nil
}

// validFiles checks the image and attachment names of p.
func validFiles(p Puzzle, w Where) error {
	if n := len(p.Images) + len(p.Attachments); n > MaxFiles {
		return w.invalid("the puzzle refers to %d files, at most %d are allowed (images, attachments)",
			"головоломка ссылается на %d файлов, допускается не больше %d (images, attachments)", n, MaxFiles)
	}
	seen := map[string]bool{}
	for _, f := range []struct {
		field string
		names []string
		exts  []string
	}{{"images", p.Images, imageExts}, {"attachments", p.Attachments, attachmentExts}} {
		for _, name := range f.names {
			if !safeFileName(name) {
				return w.invalid("file name %q is not allowed: use 1-%d characters without / \\ or a leading dot (%s)",
					"имя файла %q недопустимо: нужно от 1 до %d символов без / \\ и без точки в начале (%s)",
					name, MaxFileNameLen, f.field)
			}
			if ext := strings.ToLower(path.Ext(name)); !slices.Contains(f.exts, ext) {
				return w.invalid("file %q: %s must end in %s (%s)",
					"файл %q: в %s допускаются только %s (%s)",
					name, f.field, strings.Join(f.exts, ", "), f.field)
			}
			if seen[name] {
				return w.invalid("file %q is listed twice (%s)",
					"файл %q указан дважды (%s)", name, f.field)
			}
			seen[name] = true
		}
	}
	return nil
}

// safeFileName accepts a plain file name: no directories, no hidden or
// relative names, no control characters, so the server can store the bytes
// under it without any path tricks.
func safeFileName(name string) bool {
	if name == "" || len(name) > MaxFileNameLen || !utf8.ValidString(name) || name[0] == '.' {
		return false
	}
	for _, r := range name {
		if r == '/' || r == '\\' || r == ':' || unicode.IsControl(r) {
			return false
		}
	}
	return true
}
