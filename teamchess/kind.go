package teamchess

import (
	"fmt"

	"turnir/es"
	"turnir/labels"
)

// StreamPrefix starts the name of every team chess stream ("chess." and
// the event's id).
const StreamPrefix = "chess."

// Kind is the school team chess Swiss as a kind of stream.
var Kind = es.Kind{
	Name: "team-chess", Prefix: StreamPrefix, Created: EvCreated,
	New: es.Fresh(New), Verify: es.Verifier(Verify),
	Summary: func(a es.Aggregate) es.Summary {
		t := a.(*Tournament)
		return es.Summary{Name: t.Name, Detail: fmt.Sprintf("%s, %s", t.Phase, labels.Count("en", "count.team", len(t.Order)))}
	},
	// The draw, a round's pairing, its close and the end reach the hall's
	// screens at once; results are pushed with the next batch.
	Urgent: func(typ string) bool {
		return typ == EvBegun || typ == EvRoundPaired || typ == EvRoundClosed || typ == EvFinished
	},
}

func init() { es.Register(Kind) }
