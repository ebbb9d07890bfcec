package svoya

import (
	"slices"
	"time"

	"turnir"
	"turnir/buzzer"
)

// Live is one Svoya igra fight played live (S8, S11, S12): the board of
// the round, the question in play, who may press, who answers, and every
// ruling. It is pure: it changes only by Apply of the events its commands
// return, so a fight replays from its log to the same state, and its
// timers are deadlines in the state that Due turns into events stamped at
// the time they fell due. docs/live-svoya.md gives the rules it keeps and
// the choices taken where the sport's rules leave one.
//
// The zero Live is a fight not yet started: Apply a LiveStarted from
// StartLive first.
type Live struct {
	Players  []string     `json:"players"`
	Format   Format       `json:"format"`
	Settings LiveSettings `json:"settings"`
	// Round is the round in play, 1-based.
	Round int       `json:"round"`
	Phase LivePhase `json:"phase"`
	// Chooser has the next choice of a question: a player, or "" for the
	// host (LiveChoiceHost, or nobody has answered right yet).
	Chooser string `json:"chooser"`
	// Current is the question in play (zero while choosing), Value its
	// worth, Answerer the player answering it.
	Current  LiveRef `json:"current"`
	Value    int     `json:"value"`
	Answerer string  `json:"answerer,omitempty"`
	// Deadline ends the press window (LiveOpen) or the time to answer
	// (LiveAnswering); Overtime is set once the time to answer is up.
	Deadline time.Time `json:"deadline"`
	Overtime bool      `json:"overtime,omitempty"`
	// Blocked holds the players who pressed before the signal, until when.
	Blocked map[string]time.Time `json:"blocked,omitempty"`
	// Tried holds the players who have answered the question in play.
	Tried map[string]bool `json:"tried,omitempty"`
	// Played marks the questions played, [round][theme][question], 0-based.
	Played [][][]bool `json:"played"`
	// Rulings are the answers ruled, in order (an undone ruling is gone).
	Rulings []LiveRuling `json:"rulings"`
	// LastEnded is the question that ended last, until another is chosen:
	// the one a ruling may still be undone on or that may be reopened.
	LastEnded LiveRef `json:"last_ended"`
	// Asked counts the questions put in play, a reopened one once more:
	// the number a press log entry names.
	Asked int `json:"asked,omitempty"`
	// Presses is the press log: every press of a player of the fight,
	// early or late, with its server stamp and verdict (package buzzer).
	Presses buzzer.Log `json:"presses,omitempty"`
	// Signals are the moments the buttons opened (the host's unlock, or
	// a wrong answer's reopening), so that the log can say how long after
	// its signal each press came: what a dispute over who was first asks.
	Signals []LiveSignal `json:"signals,omitempty"`
}

// LiveSignal is one opening of the buttons: in the Asked-th question put
// in play, at the server's instant.
type LiveSignal struct {
	Question int       `json:"question"`
	At       time.Time `json:"at"`
}

// LivePhase is where a live fight stands.
type LivePhase string

// The phases of a live fight.
const (
	LiveChoosing  LivePhase = "choosing"  // waiting for the next question to be chosen
	LiveReading   LivePhase = "reading"   // the host reads; a press now is a false start
	LiveOpen      LivePhase = "open"      // buttons unlocked: the first press answers
	LiveAnswering LivePhase = "answering" // a player answers; the host rules
	LiveDone      LivePhase = "done"      // every question of every round is played
)

// LiveChoice says who chooses the next question.
type LiveChoice string

// The ways questions are chosen.
const (
	// LiveChoiceHost: the host takes the questions (the sport's custom:
	// theme by theme, in order of value; the board's Next suggests it).
	LiveChoiceHost LiveChoice = "host"
	// LiveChoiceAnswerer: the last player to answer right chooses (the
	// television rule); the host chooses until someone has.
	LiveChoiceAnswerer LiveChoice = "answerer"
)

// LiveSettings are the numbers of a live fight; DefaultLiveSettings holds
// the defaults docs/live-svoya.md explains.
type LiveSettings struct {
	Choice LiveChoice `json:"choice"`
	// FalseStart is how long a press before the host's signal blocks the
	// player's button.
	FalseStart turnir.Duration `json:"false_start"`
	// PressWindow is how long the buttons stay unlocked with nobody
	// pressing, after the signal and again after each wrong answer.
	PressWindow turnir.Duration `json:"press_window"`
	// AnswerTime is how long the answerer has; when it is up the host's
	// screen says so, and the host rules.
	AnswerTime turnir.Duration `json:"answer_time"`
}

// DefaultLiveSettings returns the default settings of a live fight.
func DefaultLiveSettings() LiveSettings {
	return LiveSettings{
		Choice:      LiveChoiceHost,
		FalseStart:  turnir.Duration(time.Second),
		PressWindow: turnir.Duration(5 * time.Second),
		AnswerTime:  turnir.Duration(5 * time.Second),
	}
}

// Validate refuses settings a fight cannot be played with.
func (s LiveSettings) Validate() error {
	switch {
	case s.Choice != LiveChoiceHost && s.Choice != LiveChoiceAnswerer:
		return turnir.Errorf(turnir.EINVALID, "choice must be %q or %q, got %q", "choice должно быть %q или %q, а не %q",
			LiveChoiceHost, LiveChoiceAnswerer, s.Choice)
	case s.FalseStart < 0 || s.FalseStart.D() > time.Minute:
		return turnir.Errorf(turnir.EINVALID, "false_start must be from 0 to 1m, got %s", "false_start должно быть от 0 до 1m, а не %s", s.FalseStart)
	case s.PressWindow.D() < time.Second || s.PressWindow.D() > 10*time.Minute:
		return turnir.Errorf(turnir.EINVALID, "press_window must be from 1s to 10m, got %s", "press_window должно быть от 1s до 10m, а не %s", s.PressWindow)
	case s.AnswerTime.D() < time.Second || s.AnswerTime.D() > 10*time.Minute:
		return turnir.Errorf(turnir.EINVALID, "answer_time must be from 1s to 10m, got %s", "answer_time должно быть от 1s до 10m, а не %s", s.AnswerTime)
	}
	return nil
}

// LiveRef names a question of the board, 1-based; the zero LiveRef is
// none.
type LiveRef struct {
	Round    int `json:"round"`
	Theme    int `json:"theme"`
	Question int `json:"question"`
}

// IsZero reports whether the ref names no question.
func (r LiveRef) IsZero() bool { return r == LiveRef{} }

// LiveRuling is one answer ruled: who answered which question, worth what,
// and whether right. Chooser is who had the choice before it, so that an
// undone right answer gives the choice back.
type LiveRuling struct {
	Ref     LiveRef `json:"ref"`
	Player  string  `json:"player"`
	Value   int     `json:"value"`
	Right   bool    `json:"right"`
	Chooser string  `json:"chooser"`
}

// Clone returns a deep copy, for trying a command's events before
// returning them.
func (f *Live) Clone() *Live {
	c := *f
	c.Players = slices.Clone(f.Players)
	c.Format.Rounds = slices.Clone(f.Format.Rounds)
	c.Blocked = cloneMap(f.Blocked)
	c.Tried = cloneMap(f.Tried)
	c.Played = make([][][]bool, len(f.Played))
	for i, r := range f.Played {
		c.Played[i] = make([][]bool, len(r))
		for j, t := range r {
			c.Played[i][j] = slices.Clone(t)
		}
	}
	c.Rulings = slices.Clone(f.Rulings)
	// The press log is only ever appended to (a press's verdict is set
	// before its entry goes in), so the copy shares it, clipped so that an
	// append to either makes its own: a fight's log grows by four presses
	// a question and was most of the cost of every command and view.
	c.Presses = slices.Clip(f.Presses)
	c.Signals = slices.Clip(f.Signals) // appended to only, as the log
	return &c
}

func cloneMap[V any](m map[string]V) map[string]V {
	if m == nil {
		return nil
	}
	c := make(map[string]V, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

// plays reports whether p plays in the fight.
func (f *Live) plays(p string) bool { return slices.Contains(f.Players, p) }

// played reports whether the question at r is played.
func (f *Live) played(r LiveRef) bool { return f.Played[r.Round-1][r.Theme-1][r.Question-1] }

// roundDone reports whether every question of round r (1-based) is played.
func (f *Live) roundDone(r int) bool {
	for _, t := range f.Played[r-1] {
		if slices.Contains(t, false) {
			return false
		}
	}
	return true
}

// eligible lists the players who may still press on the question in play.
func (f *Live) eligible() []string {
	var out []string
	for _, p := range f.Players {
		if !f.Tried[p] {
			out = append(out, p)
		}
	}
	return out
}
