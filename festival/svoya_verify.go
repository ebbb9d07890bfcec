package festival

import (
	"turnir"
	"turnir/es"
)

// The Reissue of every Svoya igra event (the Brain-ring's are in
// brainring_verify.go): Verify re-runs the command that wrote each one on
// the state before it. The seat draw (S3) is re-made from its seed, the
// seating (S7, S9) and the play-off rounds (S11) from the tables, so a
// stored decision that the rules do not give is refused.
func init() {
	for typ, r := range map[string]Reissue{
		EvSvoyaOpened: with(func(f *Festival, e turnir.Event, d SvoyaOpened) ([]turnir.Event, error) {
			return f.OpenSvoya(es.At(e.At, e.Actor, ""), d.Config)
		}),
		EvSvoyaEntered: with(func(f *Festival, e turnir.Event, d SvoyaEntered) ([]turnir.Event, error) {
			return f.EnterSvoya(es.At(e.At, e.Actor, ""), d.Player)
		}),
		EvSvoyaWithdrawn: with(func(f *Festival, e turnir.Event, d SvoyaWithdrawn) ([]turnir.Event, error) {
			return f.WithdrawSvoya(es.MetaOf(e), d.Player)
		}),
		EvSvoyaMarked: with(func(f *Festival, e turnir.Event, d SvoyaMarked) ([]turnir.Event, error) {
			return f.SvoyaMark(es.MetaOf(e), d.Player, d.Theme, d.Question, d.Mark)
		}),
		EvSvoyaRowMarked: with(func(f *Festival, e turnir.Event, d SvoyaRowMarked) ([]turnir.Event, error) {
			return f.SvoyaMarkRow(es.MetaOf(e), d.Player, d.Theme, d.Marks)
		}),
		EvSvoyaQualifyingClosed: with(func(f *Festival, e turnir.Event, d SvoyaQualifyingClosed) ([]turnir.Event, error) {
			return f.CloseSvoyaQualifying(es.At(e.At, e.Actor, ""))
		}),
		EvSvoyaQualifyingReopened: with(func(f *Festival, e turnir.Event, d SvoyaQualifyingReopened) ([]turnir.Event, error) {
			return f.ReopenSvoyaQualifying(es.MetaOf(e))
		}),
		EvSvoyaOrdered: with(func(f *Festival, e turnir.Event, d SvoyaOrdered) ([]turnir.Event, error) {
			return f.SvoyaOrder(es.MetaOf(e), d.Ref, d.Order)
		}),
		EvSvoyaSeated: with(func(f *Festival, e turnir.Event, d SvoyaSeated) ([]turnir.Event, error) {
			if d.Seed == "" {
				return f.SeatSvoyaGroups(es.At(e.At, e.Actor, ""))
			}
			seed, err := turnir.ParseSeed(d.Seed)
			if err != nil {
				return nil, err
			}
			return f.DrawSvoyaSeats(es.At(e.At, e.Actor, ""), seed)
		}),
		EvSvoyaAnswered: with(func(f *Festival, e turnir.Event, d SvoyaAnswered) ([]turnir.Event, error) {
			return f.SvoyaAnswer(es.At(e.At, e.Actor, ""), d.Ref, d.Answer)
		}),
		EvSvoyaAnswerCorrected: with(func(f *Festival, e turnir.Event, d SvoyaAnswerCorrected) ([]turnir.Event, error) {
			return f.SvoyaCorrectAnswer(es.MetaOf(e), d.Ref, d.Index, d.Answer)
		}),
		EvSvoyaAnswerRemoved: with(func(f *Festival, e turnir.Event, d SvoyaAnswerRemoved) ([]turnir.Event, error) {
			return f.SvoyaRemoveAnswer(es.MetaOf(e), d.Ref, d.Index)
		}),
		EvSvoyaFightClosed: with(func(f *Festival, e turnir.Event, d SvoyaFightClosed) ([]turnir.Event, error) {
			return f.CloseSvoyaFight(es.At(e.At, e.Actor, ""), d.Ref)
		}),
		EvSvoyaFightReopened: with(func(f *Festival, e turnir.Event, d SvoyaFightReopened) ([]turnir.Event, error) {
			return f.ReopenSvoyaFight(es.MetaOf(e), d.Ref)
		}),
		EvSvoyaRoundStarted: with(func(f *Festival, e turnir.Event, d SvoyaRoundStarted) ([]turnir.Event, error) {
			return f.StartSvoyaRound(es.At(e.At, e.Actor, ""))
		}),
		EvSvoyaShootoutOpened: with(func(f *Festival, e turnir.Event, d SvoyaShootoutOpened) ([]turnir.Event, error) {
			return f.OpenSvoyaShootout(es.At(e.At, e.Actor, ""), d.Ref, d.Players)
		}),
	} {
		RegisterReissue(typ, r)
	}
}

// drawEvents are the events whose reissue re-makes a draw or a composition
// from a seed or a table, whoever registered it; Verify counts them as
// draws.
var drawEvents = map[string]bool{
	EvCupLotDrawn:             true,
	EvBrainringGroupsDrawn:    true,
	EvBrainringGroupLotDrawn:  true,
	EvBrainringPlayoffStarted: true,
	EvSvoyaSeated:             true,
	EvSvoyaRoundStarted:       true,
}
