package swiss

import (
	"fmt"

	"turnir"
	"turnir/es"
)

// Kind is the puzzle Swiss as a kind of stream. Its streams carry no
// prefix: their names are the tournaments' ids, as before kinds existed.
var Kind = es.Kind{
	Name: "puzzle-swiss", Prefix: "", Created: EvCreated,
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
		return es.Summary{Name: t.Name, Detail: fmt.Sprintf("%s, %d solvers", t.Phase, len(t.Order))}
	},
}

func init() { es.Register(Kind) }
