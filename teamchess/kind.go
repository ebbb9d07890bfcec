package teamchess

import (
	"fmt"

	"turnir"
	"turnir/es"
)

// StreamPrefix starts the name of every team chess stream ("chess." and
// the event's id).
const StreamPrefix = "chess."

// Kind is the school team chess Swiss as a kind of stream.
var Kind = es.Kind{
	Name: "team-chess", Prefix: StreamPrefix, Created: EvCreated,
	New: func() es.Aggregate { return New() },
	Verify: func(evs []turnir.Event) (es.Verdict, error) {
		r, err := Verify(evs)
		if err != nil {
			return nil, err
		}
		return r, nil
	},
	Summary: func(a es.Aggregate) es.Summary {
		t := a.(*Tournament)
		return es.Summary{Name: t.Name, Detail: fmt.Sprintf("%s, %d teams", t.Phase, len(t.Order))}
	},
}

func init() { es.Register(Kind) }
