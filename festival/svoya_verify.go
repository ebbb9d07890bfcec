package festival

import (
	"turnir"
	"turnir/es"
	"turnir/festival/brainringtournament"
	"turnir/festival/svoyatournament"
	"turnir/festival/teamcup"
	"turnir/svoya"
)

// The Reissue of every Svoya igra event (the Brain-ring's are in
// brainring_verify.go): Verify re-runs the command that wrote each one on
// the state before it. The seat draw (S3) is re-made from its seed, the
// seating (S7, S9) and the play-off rounds (S11) from the tables, so a
// stored decision that the rules do not give is refused.
func init() {
	for typ, r := range map[string]Reissue{
		svoyatournament.EvSvoyaOpened: es.CommandOf(func(f *Festival, d svoyatournament.SvoyaOpened, m es.Meta) ([]turnir.Event, error) {
			return f.OpenSvoya(es.At(m.At, m.Actor, ""), d.Config)
		}),
		svoyatournament.EvSvoyaEntered: es.CommandOf(func(f *Festival, d svoyatournament.SvoyaEntered, m es.Meta) ([]turnir.Event, error) {
			return f.EnterSvoya(es.At(m.At, m.Actor, ""), d.Player)
		}),
		svoyatournament.EvSvoyaWithdrawn: es.CommandOf(func(f *Festival, d svoyatournament.SvoyaWithdrawn, m es.Meta) ([]turnir.Event, error) {
			return f.WithdrawSvoya(m, d.Player)
		}),
		svoyatournament.EvSvoyaMarked: es.CommandOf(func(f *Festival, d svoyatournament.SvoyaMarked, m es.Meta) ([]turnir.Event, error) {
			return f.SvoyaMark(m, d.Player, d.Theme, d.Question, d.Mark)
		}),
		svoyatournament.EvSvoyaRowMarked: es.CommandOf(func(f *Festival, d svoyatournament.SvoyaRowMarked, m es.Meta) ([]turnir.Event, error) {
			return f.SvoyaMarkRow(m, d.Player, d.Theme, d.Marks)
		}),
		svoyatournament.EvSvoyaQualifyingClosed: es.CommandOf(func(f *Festival, d svoyatournament.SvoyaQualifyingClosed, m es.Meta) ([]turnir.Event, error) {
			return f.CloseSvoyaQualifying(es.At(m.At, m.Actor, ""))
		}),
		svoyatournament.EvSvoyaQualifyingReopened: es.CommandOf(func(f *Festival, d svoyatournament.SvoyaQualifyingReopened, m es.Meta) ([]turnir.Event, error) {
			return f.ReopenSvoyaQualifying(m)
		}),
		svoyatournament.EvSvoyaOrdered: es.CommandOf(func(f *Festival, d svoyatournament.SvoyaOrdered, m es.Meta) ([]turnir.Event, error) {
			return f.SvoyaOrder(m, d.Ref, d.Order)
		}),
		svoyatournament.EvSvoyaSeated: es.CommandOf(func(f *Festival, d svoyatournament.SvoyaSeated, m es.Meta) ([]turnir.Event, error) {
			if d.Hall {
				// Made in the hall: no seed; the seats must be a seating
				// the draw could give, entered as a decision.
				return f.EnterSvoyaHallSeats(m, venueSeats(d.Venues))
			}
			if d.Seed == "" {
				return f.SeatSvoyaGroups(es.At(m.At, m.Actor, ""))
			}
			seed, err := turnir.ParseSeed(d.Seed)
			if err != nil {
				return nil, err
			}
			return f.DrawSvoyaSeats(es.At(m.At, m.Actor, ""), seed)
		}),
		svoyatournament.EvSvoyaAnswered: es.CommandOf(func(f *Festival, d svoyatournament.SvoyaAnswered, m es.Meta) ([]turnir.Event, error) {
			return f.SvoyaAnswer(es.At(m.At, m.Actor, ""), d.Ref, d.Answer)
		}),
		svoyatournament.EvSvoyaAnswerCorrected: es.CommandOf(func(f *Festival, d svoyatournament.SvoyaAnswerCorrected, m es.Meta) ([]turnir.Event, error) {
			return f.SvoyaCorrectAnswer(m, d.Ref, d.Index, d.Answer)
		}),
		svoyatournament.EvSvoyaAnswerRemoved: es.CommandOf(func(f *Festival, d svoyatournament.SvoyaAnswerRemoved, m es.Meta) ([]turnir.Event, error) {
			return f.SvoyaRemoveAnswer(m, d.Ref, d.Index)
		}),
		svoyatournament.EvSvoyaFightClosed: es.CommandOf(func(f *Festival, d svoyatournament.SvoyaFightClosed, m es.Meta) ([]turnir.Event, error) {
			return f.CloseSvoyaFight(es.At(m.At, m.Actor, ""), d.Ref)
		}),
		svoyatournament.EvSvoyaFightReopened: es.CommandOf(func(f *Festival, d svoyatournament.SvoyaFightReopened, m es.Meta) ([]turnir.Event, error) {
			return f.ReopenSvoyaFight(m, d.Ref)
		}),
		svoyatournament.EvSvoyaRoundStarted: es.CommandOf(func(f *Festival, d svoyatournament.SvoyaRoundStarted, m es.Meta) ([]turnir.Event, error) {
			return f.StartSvoyaRound(es.At(m.At, m.Actor, ""))
		}),
		svoyatournament.EvSvoyaShootoutOpened: es.CommandOf(func(f *Festival, d svoyatournament.SvoyaShootoutOpened, m es.Meta) ([]turnir.Event, error) {
			return f.OpenSvoyaShootout(es.At(m.At, m.Actor, ""), d.Ref, d.Players)
		}),
		svoyatournament.EvSvoyaSheetEntered: es.CommandOf(func(f *Festival, d svoyatournament.SvoyaSheetEntered, m es.Meta) ([]turnir.Event, error) {
			return f.EnterSvoyaSheet(es.At(m.At, m.Actor, ""), d.Ref, d.Answers)
		}),
	} {
		RegisterReissue(typ, r)
	}
	// A live fight's events are re-made by the engine's commands
	// (svoyatournament.ReissueLive).
	for _, typ := range svoya.LiveEventTypes() {
		RegisterReissue(typ, func(f *Festival, e turnir.Event) ([]turnir.Event, error) { return f.inSvoya().ReissueLive(e) })
	}
}

// drawEvents are the events whose reissue re-makes a draw or a composition
// from a seed or a table, whoever registered it; Verify counts them as
// draws.
var drawEvents = map[string]bool{
	teamcup.EvCupLotDrawn:                         true,
	brainringtournament.EvBrainringGroupsDrawn:    true,
	brainringtournament.EvBrainringGroupLotDrawn:  true,
	brainringtournament.EvBrainringPlayoffStarted: true,
	svoyatournament.EvSvoyaSeated:                 true,
	svoyatournament.EvSvoyaRoundStarted:           true,
}
