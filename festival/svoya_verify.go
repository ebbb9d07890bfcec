package festival

import "turnir"

// The Reissue of every Svoya igra event (the Brain-ring's are in
// brainring_verify.go): Verify re-runs the command that wrote each one on
// the state before it. The seat draw (S3) is re-made from its seed, the
// seating (S7, S9) and the play-off rounds (S11) from the tables, so a
// stored decision that the rules do not give is refused.
func init() {
	for typ, r := range map[string]Reissue{
		EvSvoyaOpened: with(func(f *Festival, e turnir.Event, d SvoyaOpened) ([]turnir.Event, error) {
			return f.OpenSvoya(d.Config, e.At, e.Actor)
		}),
		EvSvoyaEntered: with(func(f *Festival, e turnir.Event, d SvoyaEntered) ([]turnir.Event, error) {
			return f.EnterSvoya(d.Player, e.At, e.Actor)
		}),
		EvSvoyaWithdrawn: with(func(f *Festival, e turnir.Event, d SvoyaWithdrawn) ([]turnir.Event, error) {
			return f.WithdrawSvoya(d.Player, e.At, e.Actor, e.Reason)
		}),
		EvSvoyaMarked: with(func(f *Festival, e turnir.Event, d SvoyaMarked) ([]turnir.Event, error) {
			return f.SvoyaMark(d.Player, d.Theme, d.Question, d.Mark, e.At, e.Actor, e.Reason)
		}),
		EvSvoyaRowMarked: with(func(f *Festival, e turnir.Event, d SvoyaRowMarked) ([]turnir.Event, error) {
			return f.SvoyaMarkRow(d.Player, d.Theme, d.Marks, e.At, e.Actor, e.Reason)
		}),
		EvSvoyaQualifyingClosed: with(func(f *Festival, e turnir.Event, d SvoyaQualifyingClosed) ([]turnir.Event, error) {
			return f.CloseSvoyaQualifying(e.At, e.Actor)
		}),
		EvSvoyaQualifyingReopened: with(func(f *Festival, e turnir.Event, d SvoyaQualifyingReopened) ([]turnir.Event, error) {
			return f.ReopenSvoyaQualifying(e.At, e.Actor, e.Reason)
		}),
		EvSvoyaOrdered: with(func(f *Festival, e turnir.Event, d SvoyaOrdered) ([]turnir.Event, error) {
			return f.SvoyaOrder(d.Ref, d.Order, e.At, e.Actor, e.Reason)
		}),
		EvSvoyaSeated: with(func(f *Festival, e turnir.Event, d SvoyaSeated) ([]turnir.Event, error) {
			if d.Seed == "" {
				return f.SeatSvoyaGroups(e.At, e.Actor)
			}
			seed, err := turnir.ParseSeed(d.Seed)
			if err != nil {
				return nil, err
			}
			return f.DrawSvoyaSeats(seed, e.At, e.Actor)
		}),
		EvSvoyaAnswered: with(func(f *Festival, e turnir.Event, d SvoyaAnswered) ([]turnir.Event, error) {
			return f.SvoyaAnswer(d.Ref, d.Answer, e.At, e.Actor)
		}),
		EvSvoyaAnswerCorrected: with(func(f *Festival, e turnir.Event, d SvoyaAnswerCorrected) ([]turnir.Event, error) {
			return f.SvoyaCorrectAnswer(d.Ref, d.Index, d.Answer, e.At, e.Actor, e.Reason)
		}),
		EvSvoyaAnswerRemoved: with(func(f *Festival, e turnir.Event, d SvoyaAnswerRemoved) ([]turnir.Event, error) {
			return f.SvoyaRemoveAnswer(d.Ref, d.Index, e.At, e.Actor, e.Reason)
		}),
		EvSvoyaFightClosed: with(func(f *Festival, e turnir.Event, d SvoyaFightClosed) ([]turnir.Event, error) {
			return f.CloseSvoyaFight(d.Ref, e.At, e.Actor)
		}),
		EvSvoyaFightReopened: with(func(f *Festival, e turnir.Event, d SvoyaFightReopened) ([]turnir.Event, error) {
			return f.ReopenSvoyaFight(d.Ref, e.At, e.Actor, e.Reason)
		}),
		EvSvoyaRoundStarted: with(func(f *Festival, e turnir.Event, d SvoyaRoundStarted) ([]turnir.Event, error) {
			return f.StartSvoyaRound(e.At, e.Actor)
		}),
		EvSvoyaShootoutOpened: with(func(f *Festival, e turnir.Event, d SvoyaShootoutOpened) ([]turnir.Event, error) {
			return f.OpenSvoyaShootout(d.Ref, d.Players, e.At, e.Actor)
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
