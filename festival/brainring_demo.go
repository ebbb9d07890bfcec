package festival

import (
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/es"
)

// playBrainring opens the Brain-ring tournament of the demo festival with
// cfg for every team, and plays it with PlayBrainring up to the semi-finals: the groups
// are done, the round of 16 and the quarter-finals decided, the semi-finals
// wait for the jury (F1-F7). The lots are committed with DemoLotSeed and
// the teams play by their demo strengths.
func (d *demo) playBrainring(teams []demoTeam, cfg brainring.Config) {
	d.do(func(at time.Time) ([]turnir.Event, error) {
		return d.f.OpenBrainring(es.At(at, "organizer", ""), cfg, nil)
	})
	if d.err != nil {
		return
	}
	str := strengths(teams)
	sim := BrainringSim{
		Now:       func() time.Time { return d.tick(20 * time.Second) },
		Commit:    LocalCommit(d.f, d.stream, &d.log),
		Strength:  func(team string) float64 { return str[team] },
		LotSeed:   func(purpose string) turnir.Seed { return DemoLotSeed(d.seed, purpose) },
		Organizer: "organizer",
		Jury:      "jury",
	}
	if err := PlayBrainring(d.rand("brainring"), d.f, sim, BrainringUntil(brainring.StageSemiFinal)); err != nil {
		d.err = err
	}
}
