package festival

import (
	"turnir"
	"turnir/buzzer"
	"turnir/es"
	"turnir/festival/svoyatournament"
	"turnir/svoya"
)

// The Svoya igra tournament (S1-S12) as a competition of the festival: its
// commands, events, folds and views are package svoyatournament's; here
// it is composed.

// svoyaCompetition is the Svoya igra tournament as a competition of the
// festival: a disqualified player is withdrawn from what is still to play.
var svoyaCompetition = Competition{
	Name:  "svoya",
	Types: svoyatournament.Folds.Types,
	Knows: svoyatournament.Folds.Knows,
	Apply: func(f *Festival, e turnir.Event) error {
		s := f.inSvoya()
		err := svoyatournament.Folds.Apply(s, e)
		f.Svoya = s.Svoya
		return err
	},
	Held:  func(f *Festival) bool { return f.Svoya != nil },
	Clone: func(g *Festival) { g.Svoya = g.Svoya.Clone() },
	Disqualified: func(f *Festival, d Disqualified, reason string) error {
		return f.inSvoya().Disqualified(d, reason)
	},
}

// inSvoya is the festival as its Svoya igra tournament sees it.
func (f *Festival) inSvoya() *svoyatournament.Festival {
	return &svoyatournament.Festival{Shared: f.shared(), Svoya: f.Svoya}
}

// OpenSvoya is the Svoya igra tournament's command (svoyatournament.Festival.OpenSvoya).
func (f *Festival) OpenSvoya(m es.Meta, cfg svoya.Config) ([]turnir.Event, error) {
	return f.inSvoya().OpenSvoya(m, cfg)
}

// EnterSvoya is the Svoya igra tournament's command (svoyatournament.Festival.EnterSvoya).
func (f *Festival) EnterSvoya(m es.Meta, player string) ([]turnir.Event, error) {
	return f.inSvoya().EnterSvoya(m, player)
}

// WithdrawSvoya is the Svoya igra tournament's command (svoyatournament.Festival.WithdrawSvoya).
func (f *Festival) WithdrawSvoya(m es.Meta, player string) ([]turnir.Event, error) {
	return f.inSvoya().WithdrawSvoya(m, player)
}

// SvoyaMark is the Svoya igra tournament's command (svoyatournament.Festival.SvoyaMark).
func (f *Festival) SvoyaMark(m es.Meta, player string, theme int, question int, mark svoya.Mark) ([]turnir.Event, error) {
	return f.inSvoya().SvoyaMark(m, player, theme, question, mark)
}

// SvoyaMarkRow is the Svoya igra tournament's command (svoyatournament.Festival.SvoyaMarkRow).
func (f *Festival) SvoyaMarkRow(m es.Meta, player string, theme int, marks []svoya.Mark) ([]turnir.Event, error) {
	return f.inSvoya().SvoyaMarkRow(m, player, theme, marks)
}

// CloseSvoyaQualifying is the Svoya igra tournament's command (svoyatournament.Festival.CloseSvoyaQualifying).
func (f *Festival) CloseSvoyaQualifying(m es.Meta) ([]turnir.Event, error) {
	return f.inSvoya().CloseSvoyaQualifying(m)
}

// ReopenSvoyaQualifying is the Svoya igra tournament's command (svoyatournament.Festival.ReopenSvoyaQualifying).
func (f *Festival) ReopenSvoyaQualifying(m es.Meta) ([]turnir.Event, error) {
	return f.inSvoya().ReopenSvoyaQualifying(m)
}

// SvoyaOrder is the Svoya igra tournament's command (svoyatournament.Festival.SvoyaOrder).
func (f *Festival) SvoyaOrder(m es.Meta, ref svoyatournament.SvoyaRef, order []string) ([]turnir.Event, error) {
	return f.inSvoya().SvoyaOrder(m, ref, order)
}

// SeatSvoyaGroups is the Svoya igra tournament's command (svoyatournament.Festival.SeatSvoyaGroups).
func (f *Festival) SeatSvoyaGroups(m es.Meta) ([]turnir.Event, error) {
	return f.inSvoya().SeatSvoyaGroups(m)
}

// DrawSvoyaSeats is the Svoya igra tournament's command (svoyatournament.Festival.DrawSvoyaSeats).
func (f *Festival) DrawSvoyaSeats(m es.Meta, seed turnir.Seed) ([]turnir.Event, error) {
	return f.inSvoya().DrawSvoyaSeats(m, seed)
}

// SvoyaAnswer is the Svoya igra tournament's command (svoyatournament.Festival.SvoyaAnswer).
func (f *Festival) SvoyaAnswer(m es.Meta, ref svoyatournament.SvoyaRef, a svoya.Answer) ([]turnir.Event, error) {
	return f.inSvoya().SvoyaAnswer(m, ref, a)
}

// SvoyaCorrectAnswer is the Svoya igra tournament's command (svoyatournament.Festival.SvoyaCorrectAnswer).
func (f *Festival) SvoyaCorrectAnswer(m es.Meta, ref svoyatournament.SvoyaRef, i int, a svoya.Answer) ([]turnir.Event, error) {
	return f.inSvoya().SvoyaCorrectAnswer(m, ref, i, a)
}

// SvoyaRemoveAnswer is the Svoya igra tournament's command (svoyatournament.Festival.SvoyaRemoveAnswer).
func (f *Festival) SvoyaRemoveAnswer(m es.Meta, ref svoyatournament.SvoyaRef, i int) ([]turnir.Event, error) {
	return f.inSvoya().SvoyaRemoveAnswer(m, ref, i)
}

// CloseSvoyaFight is the Svoya igra tournament's command (svoyatournament.Festival.CloseSvoyaFight).
func (f *Festival) CloseSvoyaFight(m es.Meta, ref svoyatournament.SvoyaRef) ([]turnir.Event, error) {
	return f.inSvoya().CloseSvoyaFight(m, ref)
}

// ReopenSvoyaFight is the Svoya igra tournament's command (svoyatournament.Festival.ReopenSvoyaFight).
func (f *Festival) ReopenSvoyaFight(m es.Meta, ref svoyatournament.SvoyaRef) ([]turnir.Event, error) {
	return f.inSvoya().ReopenSvoyaFight(m, ref)
}

// StartSvoyaRound is the Svoya igra tournament's command (svoyatournament.Festival.StartSvoyaRound).
func (f *Festival) StartSvoyaRound(m es.Meta) ([]turnir.Event, error) {
	return f.inSvoya().StartSvoyaRound(m)
}

// OpenSvoyaShootout is the Svoya igra tournament's command (svoyatournament.Festival.OpenSvoyaShootout).
func (f *Festival) OpenSvoyaShootout(m es.Meta, ref svoyatournament.SvoyaRef, players []string) ([]turnir.Event, error) {
	return f.inSvoya().OpenSvoyaShootout(m, ref, players)
}

// SvoyaNext is the Svoya igra tournament's view (svoyatournament.Festival.SvoyaNext).
func (f *Festival) SvoyaNext() (svoyatournament.SvoyaStep, error) { return f.inSvoya().SvoyaNext() }

// SvoyaQualifying is the Svoya igra tournament's view (svoyatournament.Festival.SvoyaQualifying).
func (f *Festival) SvoyaQualifying() (svoyatournament.SvoyaQualifyingTable, error) {
	return f.inSvoya().SvoyaQualifying()
}

// SvoyaVenues is the Svoya igra tournament's view (svoyatournament.Festival.SvoyaVenues).
func (f *Festival) SvoyaVenues() ([]svoyatournament.SvoyaVenueView, error) {
	return f.inSvoya().SvoyaVenues()
}

// SvoyaFightBoard is the Svoya igra tournament's view (svoyatournament.Festival.SvoyaFightBoard).
func (f *Festival) SvoyaFightBoard(ref svoyatournament.SvoyaRef) (svoyatournament.SvoyaFight, error) {
	return f.inSvoya().SvoyaFightBoard(ref)
}

// SvoyaPlayoff is the Svoya igra tournament's view (svoyatournament.Festival.SvoyaPlayoff).
func (f *Festival) SvoyaPlayoff() ([]svoyatournament.SvoyaRoundView, error) {
	return f.inSvoya().SvoyaPlayoff()
}

// SvoyaRanking is the Svoya igra tournament's view (svoyatournament.Festival.SvoyaRanking).
func (f *Festival) SvoyaRanking() ([]svoyatournament.SvoyaRankRow, error) {
	return f.inSvoya().SvoyaRanking()
}

// SvoyaVenuesShown is the Svoya igra tournament's view (svoyatournament.Festival.SvoyaVenuesShown).
func (f *Festival) SvoyaVenuesShown() ([]svoyatournament.SvoyaVenueView, error) {
	return f.inSvoya().SvoyaVenuesShown()
}

// LiveFight is the Svoya igra tournament's view (svoyatournament.Festival.LiveFight).
func (f *Festival) LiveFight(ref svoyatournament.SvoyaRef) *svoya.Live {
	return f.inSvoya().LiveFight(ref)
}

// StartSvoyaLive is the Svoya igra tournament's command (svoyatournament.Festival.StartSvoyaLive).
func (f *Festival) StartSvoyaLive(m es.Meta, ref svoyatournament.SvoyaRef, s svoya.LiveSettings) ([]turnir.Event, error) {
	return f.inSvoya().StartSvoyaLive(m, ref, s)
}

// SvoyaLiveChoose is the Svoya igra tournament's command (svoyatournament.Festival.SvoyaLiveChoose).
func (f *Festival) SvoyaLiveChoose(m es.Meta, ref svoyatournament.SvoyaRef, q svoya.LiveRef) ([]turnir.Event, error) {
	return f.inSvoya().SvoyaLiveChoose(m, ref, q)
}

// SvoyaLiveUnlock is the Svoya igra tournament's command (svoyatournament.Festival.SvoyaLiveUnlock).
func (f *Festival) SvoyaLiveUnlock(m es.Meta, ref svoyatournament.SvoyaRef) ([]turnir.Event, error) {
	return f.inSvoya().SvoyaLiveUnlock(m, ref)
}

// SvoyaLivePress is the Svoya igra tournament's command (svoyatournament.Festival.SvoyaLivePress).
func (f *Festival) SvoyaLivePress(m es.Meta, ref svoyatournament.SvoyaRef, p buzzer.Press) ([]turnir.Event, error) {
	return f.inSvoya().SvoyaLivePress(m, ref, p)
}

// SvoyaLiveRule is the Svoya igra tournament's command (svoyatournament.Festival.SvoyaLiveRule).
func (f *Festival) SvoyaLiveRule(m es.Meta, ref svoyatournament.SvoyaRef, right bool) ([]turnir.Event, error) {
	return f.inSvoya().SvoyaLiveRule(m, ref, right)
}

// SvoyaLiveEndQuestion is the Svoya igra tournament's command (svoyatournament.Festival.SvoyaLiveEndQuestion).
func (f *Festival) SvoyaLiveEndQuestion(m es.Meta, ref svoyatournament.SvoyaRef) ([]turnir.Event, error) {
	return f.inSvoya().SvoyaLiveEndQuestion(m, ref)
}

// SvoyaLiveUndo is the Svoya igra tournament's command (svoyatournament.Festival.SvoyaLiveUndo).
func (f *Festival) SvoyaLiveUndo(m es.Meta, ref svoyatournament.SvoyaRef) ([]turnir.Event, error) {
	return f.inSvoya().SvoyaLiveUndo(m, ref)
}

// SvoyaLiveReopen is the Svoya igra tournament's command (svoyatournament.Festival.SvoyaLiveReopen).
func (f *Festival) SvoyaLiveReopen(m es.Meta, ref svoyatournament.SvoyaRef) ([]turnir.Event, error) {
	return f.inSvoya().SvoyaLiveReopen(m, ref)
}

// SvoyaLiveDue is the Svoya igra tournament's command (svoyatournament.Festival.SvoyaLiveDue).
func (f *Festival) SvoyaLiveDue(m es.Meta) ([]turnir.Event, error) {
	return f.inSvoya().SvoyaLiveDue(m)
}

// EnterSvoyaSheet is the Svoya igra tournament's command (svoyatournament.Festival.EnterSvoyaSheet).
func (f *Festival) EnterSvoyaSheet(m es.Meta, ref svoyatournament.SvoyaRef, answers []svoya.Answer) ([]turnir.Event, error) {
	return f.inSvoya().EnterSvoyaSheet(m, ref, answers)
}
