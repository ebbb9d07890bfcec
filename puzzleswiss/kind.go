package puzzleswiss

import (
	"fmt"

	"turnir/es"
	"turnir/labels"
)

// Kind is the puzzle Swiss as a kind of stream. Its streams carry no
// prefix: their names are the tournaments' ids, as before kinds existed.
var Kind = es.Kind{
	Name: "puzzle-swiss", Prefix: "", Created: EvCreated,
	New: es.Fresh(New), Verify: es.Verifier(Verify),
	Summary: func(a es.Aggregate) es.Summary {
		t := a.(*Tournament)
		return es.Summary{Name: t.Name, Detail: fmt.Sprintf("%s, %s", t.Phase, labels.Count("en", "count.solver", len(t.Order)))}
	},
	Urgent:   func(typ string) bool { return urgent[typ] },
	Activity: func(typ string) bool { return typ == EvStarted || typ == EvChecked },
}

// urgent events are pushed to live clients at once, not at the next
// flush: the pages' countdowns and Start buttons depend on them.
var urgent = map[string]bool{
	EvBegun: true, EvRoundPaired: true, EvRoundOpened: true, EvRoundClosed: true,
	EvRoundPaused: true, EvRoundResumed: true, EvRoundExtended: true,
	EvRoundRestarted: true, EvFinished: true, EvPublished: true,
}

func init() { es.Register(Kind) }
