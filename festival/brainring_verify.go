package festival

import (
	"encoding/json"
	"slices"

	"turnir"
	"turnir/brainring"
)

// VerifyBrainringLots replays a festival's log and redraws every
// Brain-ring lot from its revealed seed: the seed must match the
// commitment published before it, and the group draw (with its schedule)
// and every group lot must come out as stored. It returns how many lots it
// checked; `turnir verify` can call it on a festival stream. A log that
// does not replay is reported as it is.
func VerifyBrainringLots(events []turnir.Event) (int, error) {
	f := New()
	n := 0
	for _, e := range events {
		switch e.Type {
		case EvBrainringGroupsDrawn:
			var d BrainringGroupsDrawn
			if err := e.Decode(&d); err != nil {
				return n, err
			}
			seed, err := f.revealed(BrainringGroupsLotPurpose, d.Seed, e.Version)
			if err != nil {
				return n, err
			}
			if f.Brainring == nil {
				return n, noBrainring()
			}
			groups, err := brainring.DrawGroupsSeeded(d.Pots, f.Brainring.Config, seed.Rand(BrainringGroupsLotPurpose))
			if err != nil {
				return n, err
			}
			var schedules [][]brainring.Round
			for _, g := range groups {
				r, err := brainring.Schedule(g.Teams)
				if err != nil {
					return n, err
				}
				schedules = append(schedules, r)
			}
			if !sameJSON(groups, d.Groups) || !sameJSON(schedules, d.Schedules) {
				return n, turnir.Errorf(turnir.EINVALID, "event %d: the stored group draw is not the one its seed gives",
					"событие %d: записанная жеребьёвка групп не совпадает с той, что даёт её жребий", e.Version)
			}
			n++
		case EvBrainringGroupLotDrawn:
			var d BrainringGroupLotDrawn
			if err := e.Decode(&d); err != nil {
				return n, err
			}
			purpose := BrainringGroupLotPurpose(d.Group)
			seed, err := f.revealed(purpose, d.Seed, e.Version)
			if err != nil {
				return n, err
			}
			var g *BrainringGroup
			if f.Brainring != nil {
				g = f.Brainring.group(d.Group)
			}
			if g == nil {
				return n, unknownGroup(d.Group)
			}
			if !slices.Equal(brainring.DrawLot(g.Teams, seed.Rand(purpose)), d.Order) {
				return n, turnir.Errorf(turnir.EINVALID, "event %d: the stored lot of group %s is not the one its seed gives",
					"событие %d: записанный жребий группы %s не совпадает с тем, что даёт его сид", e.Version, d.Group)
			}
			n++
		}
		if err := f.Apply(e); err != nil {
			return n, err
		}
	}
	return n, nil
}

// revealed parses a revealed seed and checks it against the commitment
// published for purpose.
func (f *Festival) revealed(purpose, hex string, version int64) (turnir.Seed, error) {
	seed, err := turnir.ParseSeed(hex)
	if err != nil {
		return seed, err
	}
	l := f.lot(purpose)
	if l == nil || !turnir.VerifyCommitment(seed, l.Commitment) {
		return seed, turnir.Errorf(turnir.EINVALID, "event %d: the seed of the lot %q does not match a commitment published before it",
			"событие %d: сид жребия %q не совпадает с опубликованным до него обязательством", version, purpose)
	}
	return seed, nil
}

func sameJSON(a, b any) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && string(x) == string(y)
}
