package svoya

import (
	"encoding/json"
	"time"

	"turnir"
	"turnir/buzzer"
)

// The type names of a live fight's events: unique in the code base, so a
// module can log them as they are.
const (
	EvSvoyaLiveStarted       = "SvoyaLiveStarted"
	EvSvoyaLiveChosen        = "SvoyaLiveChosen"
	EvSvoyaLiveUnlocked      = "SvoyaLiveUnlocked"
	EvSvoyaLiveFalseStart    = "SvoyaLiveFalseStart"
	EvSvoyaLivePressed       = "SvoyaLivePressed"
	EvSvoyaLivePressLogged   = "SvoyaLivePressLogged"
	EvSvoyaLiveAnswerTimeUp  = "SvoyaLiveAnswerTimeUp"
	EvSvoyaLiveRuled         = "SvoyaLiveRuled"
	EvSvoyaLiveQuestionEnded = "SvoyaLiveQuestionEnded"
	EvSvoyaLiveRoundStarted  = "SvoyaLiveRoundStarted"
	EvSvoyaLiveFinished      = "SvoyaLiveFinished"
	EvSvoyaLiveUndone        = "SvoyaLiveUndone"
	EvSvoyaLiveReopened      = "SvoyaLiveReopened"
)

// LiveEvent is one fact of a live fight; LiveType is its type name (an
// EvSvoyaLive... constant). Every event carries At, the time it happened
// (for a timer, the time it fell due).
type LiveEvent interface {
	LiveType() string
	Stamp() time.Time
}

// LiveStarted opens a fight: its players in seat order, its board and its
// settings.
type LiveStarted struct {
	At       time.Time    `json:"at"`
	Players  []string     `json:"players"`
	Format   Format       `json:"format"`
	Settings LiveSettings `json:"settings"`
}

// LiveChosen: a question is chosen (by a player, or "" for the host) and
// the host starts reading it.
type LiveChosen struct {
	At    time.Time `json:"at"`
	Ref   LiveRef   `json:"ref"`
	Value int       `json:"value"`
	By    string    `json:"by"`
}

// LiveUnlocked: the host's signal; the buttons are open until Until.
type LiveUnlocked struct {
	At    time.Time `json:"at"`
	Until time.Time `json:"until"`
}

// LiveFalseStart: a press before the signal; the player's button is
// blocked until Until.
type LiveFalseStart struct {
	At     time.Time    `json:"at"`
	Player string       `json:"player"`
	Until  time.Time    `json:"until"`
	Entry  buzzer.Entry `json:"entry"` // the press, as the press log keeps it
}

// LivePressed: the first press after the signal; the player answers,
// with time until Until.
type LivePressed struct {
	At     time.Time    `json:"at"`
	Player string       `json:"player"`
	Until  time.Time    `json:"until"`
	Entry  buzzer.Entry `json:"entry"` // the press, as the press log keeps it
}

// LivePressLogged: a press that changes nothing (the buttons are locked,
// the player's button is blocked, the player has answered this question,
// another player answers): it is only logged, with its verdict.
type LivePressLogged struct {
	At    time.Time    `json:"at"`
	Entry buzzer.Entry `json:"entry"`
}

// LiveAnswerTimeUp: the answerer's time is up (the host still rules).
type LiveAnswerTimeUp struct {
	At     time.Time `json:"at"`
	Player string    `json:"player"`
}

// LiveRuled: the host's ruling on an answer, right (+Value) or wrong
// (-Value). After a wrong answer with players left to press, Until ends
// their new press window; otherwise it is zero and a LiveQuestionEnded
// follows.
type LiveRuled struct {
	At     time.Time `json:"at"`
	Ref    LiveRef   `json:"ref"`
	Player string    `json:"player"`
	Value  int       `json:"value"`
	Right  bool      `json:"right"`
	Until  time.Time `json:"until,omitzero"`
}

// Why a question ended.
const (
	LiveEndRight   = "right"     // answered right
	LiveEndWrong   = "all_wrong" // every player answered wrong
	LiveEndTimeout = "timeout"   // the press window passed with nobody pressing
	LiveEndHost    = "host"      // the host ended it (nobody)
)

// LiveQuestionEnded: the question is over and its answer may be shown.
// Winner is the right answerer, if any.
type LiveQuestionEnded struct {
	At     time.Time `json:"at"`
	Ref    LiveRef   `json:"ref"`
	Reason string    `json:"reason"`
	Winner string    `json:"winner,omitempty"`
}

// LiveRoundStarted: every question of the round before is played.
type LiveRoundStarted struct {
	At    time.Time `json:"at"`
	Round int       `json:"round"`
}

// LiveFinished: every question of the fight is played; the score sheet
// is final.
type LiveFinished struct {
	At time.Time `json:"at"`
}

// LiveUndone: the host takes back the last ruling (a logged correction,
// with its reason); its player answers again, with time until Until, and
// the host rules anew.
type LiveUndone struct {
	At     time.Time  `json:"at"`
	Ruling LiveRuling `json:"ruling"`
	Until  time.Time  `json:"until"`
	Reason string     `json:"reason"`
}

// LiveReopened: the host reopens a question that ended without a right
// answer (ended by mistake); the players who have not answered it may
// press until Until.
type LiveReopened struct {
	At     time.Time `json:"at"`
	Ref    LiveRef   `json:"ref"`
	Until  time.Time `json:"until"`
	Reason string    `json:"reason"`
}

// LiveType implementations: the type name of each event.
func (LiveStarted) LiveType() string       { return EvSvoyaLiveStarted }
func (LiveChosen) LiveType() string        { return EvSvoyaLiveChosen }
func (LiveUnlocked) LiveType() string      { return EvSvoyaLiveUnlocked }
func (LiveFalseStart) LiveType() string    { return EvSvoyaLiveFalseStart }
func (LivePressed) LiveType() string       { return EvSvoyaLivePressed }
func (LivePressLogged) LiveType() string   { return EvSvoyaLivePressLogged }
func (LiveAnswerTimeUp) LiveType() string  { return EvSvoyaLiveAnswerTimeUp }
func (LiveRuled) LiveType() string         { return EvSvoyaLiveRuled }
func (LiveQuestionEnded) LiveType() string { return EvSvoyaLiveQuestionEnded }
func (LiveRoundStarted) LiveType() string  { return EvSvoyaLiveRoundStarted }
func (LiveFinished) LiveType() string      { return EvSvoyaLiveFinished }
func (LiveUndone) LiveType() string        { return EvSvoyaLiveUndone }
func (LiveReopened) LiveType() string      { return EvSvoyaLiveReopened }

// When implementations: the time of each event.
func (e LiveStarted) Stamp() time.Time       { return e.At }
func (e LiveChosen) Stamp() time.Time        { return e.At }
func (e LiveUnlocked) Stamp() time.Time      { return e.At }
func (e LiveFalseStart) Stamp() time.Time    { return e.At }
func (e LivePressed) Stamp() time.Time       { return e.At }
func (e LivePressLogged) Stamp() time.Time   { return e.At }
func (e LiveAnswerTimeUp) Stamp() time.Time  { return e.At }
func (e LiveRuled) Stamp() time.Time         { return e.At }
func (e LiveQuestionEnded) Stamp() time.Time { return e.At }
func (e LiveRoundStarted) Stamp() time.Time  { return e.At }
func (e LiveFinished) Stamp() time.Time      { return e.At }
func (e LiveUndone) Stamp() time.Time        { return e.At }
func (e LiveReopened) Stamp() time.Time      { return e.At }

// LiveEventTypes lists the type names of a live fight's events, for a
// module that folds them.
func LiveEventTypes() []string {
	return []string{EvSvoyaLiveStarted, EvSvoyaLiveChosen, EvSvoyaLiveUnlocked, EvSvoyaLiveFalseStart, EvSvoyaLivePressed,
		EvSvoyaLivePressLogged, EvSvoyaLiveAnswerTimeUp, EvSvoyaLiveRuled, EvSvoyaLiveQuestionEnded, EvSvoyaLiveRoundStarted,
		EvSvoyaLiveFinished, EvSvoyaLiveUndone, EvSvoyaLiveReopened}
}

// DecodeLiveEvent reads an event of a live fight from its type name and
// JSON, as a log stores it.
func DecodeLiveEvent(typ string, data []byte) (LiveEvent, error) {
	var e LiveEvent
	switch typ {
	case EvSvoyaLiveStarted:
		e = &LiveStarted{}
	case EvSvoyaLiveChosen:
		e = &LiveChosen{}
	case EvSvoyaLiveUnlocked:
		e = &LiveUnlocked{}
	case EvSvoyaLiveFalseStart:
		e = &LiveFalseStart{}
	case EvSvoyaLivePressed:
		e = &LivePressed{}
	case EvSvoyaLivePressLogged:
		e = &LivePressLogged{}
	case EvSvoyaLiveAnswerTimeUp:
		e = &LiveAnswerTimeUp{}
	case EvSvoyaLiveRuled:
		e = &LiveRuled{}
	case EvSvoyaLiveQuestionEnded:
		e = &LiveQuestionEnded{}
	case EvSvoyaLiveRoundStarted:
		e = &LiveRoundStarted{}
	case EvSvoyaLiveFinished:
		e = &LiveFinished{}
	case EvSvoyaLiveUndone:
		e = &LiveUndone{}
	case EvSvoyaLiveReopened:
		e = &LiveReopened{}
	default:
		return nil, turnir.Errorf(turnir.EINVALID, "%q is not an event of a live Svoya igra fight", "%q — не событие живого боя «Своей игры»", typ)
	}
	if err := json.Unmarshal(data, e); err != nil {
		return nil, turnir.Errorf(turnir.EINVALID, "event %s: %v", "событие %s: %v", typ, err)
	}
	return deref(e), nil
}

// deref turns a decoded *T into the T that commands return, so a decoded
// log and a fresh one hold the same values.
func deref(e LiveEvent) LiveEvent {
	switch v := e.(type) {
	case *LiveStarted:
		return *v
	case *LiveChosen:
		return *v
	case *LiveUnlocked:
		return *v
	case *LiveFalseStart:
		return *v
	case *LivePressed:
		return *v
	case *LivePressLogged:
		return *v
	case *LiveAnswerTimeUp:
		return *v
	case *LiveRuled:
		return *v
	case *LiveQuestionEnded:
		return *v
	case *LiveRoundStarted:
		return *v
	case *LiveFinished:
		return *v
	case *LiveUndone:
		return *v
	case *LiveReopened:
		return *v
	}
	return e
}
