package brainring

import (
	"encoding/json"
	"time"

	"turnir"
	"turnir/buzzer"
)

// The type names of the live fight's events. They are unique across
// turnir so that the festival can store them in its stream unchanged.
const (
	EvLiveOpened          = "BrainringLiveOpened"
	EvLiveAttention       = "BrainringLiveAttention"
	EvLiveTimeStarted     = "BrainringLiveTimeStarted"
	EvLivePressed         = "BrainringLivePressed"
	EvLiveAnswering       = "BrainringLiveAnswering"
	EvLiveRuled           = "BrainringLiveRuled"
	EvLiveWarning         = "BrainringLiveWarning"
	EvLiveQuestionOver    = "BrainringLiveQuestionOver"
	EvLiveQuestionRemoved = "BrainringLiveQuestionRemoved"
	EvLiveRulingUndone    = "BrainringLiveRulingUndone"
)

// LiveEvent is an event of the live fight: a plain struct with JSON tags,
// its type name and the time it happened. Store it as
// turnir.NewEvent(e.LiveType(), e.Stamp(), actor, e) and read it back with
// DecodeLiveEvent.
type LiveEvent interface {
	LiveType() string
	Stamp() time.Time
}

// LiveOpened opens a live fight between A and B.
type LiveOpened struct {
	At       time.Time    `json:"at"`
	A        string       `json:"a"`
	B        string       `json:"b"`
	Settings LiveSettings `json:"settings"`
}

// LiveAttention is the host's "Attention, question N" (C9): reading
// begins, and a press now is a false start (C10).
type LiveAttention struct {
	At       time.Time `json:"at"`
	Question int       `json:"question"`
	Extra    bool      `json:"extra,omitempty"` // beyond the regular questions (C7, F7)
}

// LiveTimeStarted is the host's "Time" (C9): clean time runs until
// Deadline for the teams listed (both, or the one left after a false
// start), with the warning at WarnAt (zero: none).
type LiveTimeStarted struct {
	At       time.Time `json:"at"`
	Question int       `json:"question"`
	Teams    []string  `json:"teams"`
	Deadline time.Time `json:"deadline"`
	WarnAt   time.Time `json:"warn_at,omitzero"`
}

// LivePressed is one press of a button, whatever it was judged: the press
// log's entry. A press that opens a fair mode's grace window gives the
// window's end.
type LivePressed struct {
	At     time.Time    `json:"at"`
	Entry  buzzer.Entry `json:"entry"`
	Window time.Time    `json:"window,omitzero"`
}

// LiveAnswering gives the button to Team: its press Seq stopped the clock
// at PressedAt (compensated in the fair mode, with the Evidence of every
// press that competed); the host's 5-s count runs to DelayEnds (C11).
type LiveAnswering struct {
	At        time.Time         `json:"at"`
	Question  int               `json:"question"`
	Team      string            `json:"team"`
	Seq       int               `json:"seq"`
	PressedAt time.Time         `json:"pressed_at"`
	DelayEnds time.Time         `json:"delay_ends"`
	Evidence  []buzzer.Evidence `json:"evidence,omitempty"`
}

// LiveRuled is the host's ruling on Team's answer (C11, C13). After a
// ruling other than right, Opponent (when it still has the right) gets its
// clock until Deadline, with the warning at WarnAt (C12).
type LiveRuled struct {
	At       time.Time `json:"at"`
	Question int       `json:"question"`
	Team     string    `json:"team"`
	Ruling   Ruling    `json:"ruling"`
	Opponent string    `json:"opponent,omitempty"`
	Deadline time.Time `json:"deadline,omitzero"`
	WarnAt   time.Time `json:"warn_at,omitzero"`
}

// LiveWarning is the signal on every screen that the running clock ends
// at Deadline (C12). It is stamped at the time it fell due.
type LiveWarning struct {
	At       time.Time `json:"at"`
	Question int       `json:"question"`
	Deadline time.Time `json:"deadline"`
}

// LiveQuestionOver ends a question (C14): Taker scored it, or nobody did
// (""), and End says how. A time-up is stamped at its deadline.
type LiveQuestionOver struct {
	At       time.Time `json:"at"`
	Question int       `json:"question"`
	Taker    string    `json:"taker,omitempty"`
	End      End       `json:"end"`
}

// LiveQuestionRemoved removes a question (C14: a dispute, a technical
// error, a prompt from the hall) with its reason. It stays in the log and
// in Results; the replacement is played under the same number.
type LiveQuestionRemoved struct {
	At       time.Time `json:"at"`
	Question int       `json:"question"`
	Reason   string    `json:"reason"`
}

// LiveRulingUndone undoes the host's last ruling on the question, a
// correction of a mis-click: the question is back as it was before the
// ruling, with the team answering. Presses since stay in the press log.
type LiveRulingUndone struct {
	At       time.Time `json:"at"`
	Question int       `json:"question"`
	Team     string    `json:"team"`
	Ruling   Ruling    `json:"ruling"`
	Reason   string    `json:"reason,omitempty"`
}

func (e LiveOpened) LiveType() string          { return EvLiveOpened }
func (e LiveAttention) LiveType() string       { return EvLiveAttention }
func (e LiveTimeStarted) LiveType() string     { return EvLiveTimeStarted }
func (e LivePressed) LiveType() string         { return EvLivePressed }
func (e LiveAnswering) LiveType() string       { return EvLiveAnswering }
func (e LiveRuled) LiveType() string           { return EvLiveRuled }
func (e LiveWarning) LiveType() string         { return EvLiveWarning }
func (e LiveQuestionOver) LiveType() string    { return EvLiveQuestionOver }
func (e LiveQuestionRemoved) LiveType() string { return EvLiveQuestionRemoved }
func (e LiveRulingUndone) LiveType() string    { return EvLiveRulingUndone }

func (e LiveOpened) Stamp() time.Time          { return e.At }
func (e LiveAttention) Stamp() time.Time       { return e.At }
func (e LiveTimeStarted) Stamp() time.Time     { return e.At }
func (e LivePressed) Stamp() time.Time         { return e.At }
func (e LiveAnswering) Stamp() time.Time       { return e.At }
func (e LiveRuled) Stamp() time.Time           { return e.At }
func (e LiveWarning) Stamp() time.Time         { return e.At }
func (e LiveQuestionOver) Stamp() time.Time    { return e.At }
func (e LiveQuestionRemoved) Stamp() time.Time { return e.At }
func (e LiveRulingUndone) Stamp() time.Time    { return e.At }

// liveEventTypes makes an empty event of each type, for decoding.
var liveEventTypes = map[string]func() LiveEvent{
	EvLiveOpened:          func() LiveEvent { return &LiveOpened{} },
	EvLiveAttention:       func() LiveEvent { return &LiveAttention{} },
	EvLiveTimeStarted:     func() LiveEvent { return &LiveTimeStarted{} },
	EvLivePressed:         func() LiveEvent { return &LivePressed{} },
	EvLiveAnswering:       func() LiveEvent { return &LiveAnswering{} },
	EvLiveRuled:           func() LiveEvent { return &LiveRuled{} },
	EvLiveWarning:         func() LiveEvent { return &LiveWarning{} },
	EvLiveQuestionOver:    func() LiveEvent { return &LiveQuestionOver{} },
	EvLiveQuestionRemoved: func() LiveEvent { return &LiveQuestionRemoved{} },
	EvLiveRulingUndone:    func() LiveEvent { return &LiveRulingUndone{} },
}

// LiveEventTypes lists the type names of the live fight's events, for a
// module that registers them.
func LiveEventTypes() []string {
	return []string{EvLiveOpened, EvLiveAttention, EvLiveTimeStarted, EvLivePressed, EvLiveAnswering,
		EvLiveRuled, EvLiveWarning, EvLiveQuestionOver, EvLiveQuestionRemoved, EvLiveRulingUndone}
}

// DecodeLiveEvent reads a stored live event of type typ; the result is a
// value of the event's struct (LiveOpened, not *LiveOpened).
func DecodeLiveEvent(typ string, data []byte) (LiveEvent, error) {
	mk, ok := liveEventTypes[typ]
	if !ok {
		return nil, turnir.Errorf(turnir.EINVALID, "%q is not an event of the live Brain-ring",
			"%q — не событие живого боя Брейн-ринга", typ)
	}
	p := mk()
	if err := json.Unmarshal(data, p); err != nil {
		return nil, turnir.Errorf(turnir.EINVALID, "the live Brain-ring event %s is not readable: %v",
			"событие живого боя Брейн-ринга %s не читается: %v", typ, err)
	}
	return deref(p), nil
}

// deref turns the pointer DecodeLiveEvent filled into the value Apply
// takes.
func deref(p LiveEvent) LiveEvent {
	switch e := p.(type) {
	case *LiveOpened:
		return *e
	case *LiveAttention:
		return *e
	case *LiveTimeStarted:
		return *e
	case *LivePressed:
		return *e
	case *LiveAnswering:
		return *e
	case *LiveRuled:
		return *e
	case *LiveWarning:
		return *e
	case *LiveQuestionOver:
		return *e
	case *LiveQuestionRemoved:
		return *e
	case *LiveRulingUndone:
		return *e
	}
	return p
}
