package festival

import (
	"turnir/es"
	"turnir/labels"
)

// StreamPrefix starts the name of every festival's stream ("fest." and the
// festival's id), so a festival and a puzzle Swiss may share an id.
const StreamPrefix = "fest."

// Kind is a quiz event (the cup, the Brain-ring, Svoya igra, the
// solyanka) as a kind of stream.
var Kind = es.Kind{
	Name: "festival", Prefix: StreamPrefix, Created: EvCreated,
	New: es.Fresh(New), Verify: es.Verifier(Verify),
	Summary: func(a es.Aggregate) es.Summary {
		f := a.(*Festival)
		return es.Summary{Name: f.Name, Detail: labels.Count("en", "count.team", len(f.Teams))}
	},
}

func init() { es.Register(Kind) }
