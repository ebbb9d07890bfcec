package svoyatournament

import (
	"maps"
	"slices"
	"turnir/labels"

	"turnir"
	"turnir/es"
	"turnir/festival/register"
	"turnir/svoya"
)

// Svoya is the state of the festival's Svoya igra tournament (S1-S12): the
// entrants and their qualifying sheets, the venues of the group stage with
// their fights, and the play-off rounds. It holds only inputs and stored
// decisions; every table is computed by package svoya when a view asks.
//
// DQ2, decided here (the regulation only says the committee may
// disqualify): a disqualified player
//   - may not enter, and gives no further answer anywhere;
//   - is taken out of every fight of theirs that has no answer yet (the
//     fight is played by the others, as with an empty seat of S3); a fight
//     under way keeps them with what they scored;
//   - keeps the results already entered (their sheet, their answers, and
//     the fight points that everyone got from fights they played stand),
//     shown marked, but is unplaced in every table and never goes on: the
//     next player in the table takes the place.
//
// A disqualified team does not disqualify its players here (Svoya igra is
// personal), but no player of a disqualified team may enter.
type Svoya struct {
	Config svoya.Config `json:"config"`
	// Entrants in entry order, each with a sheet (blank until marked).
	Sheets []svoya.Sheet `json:"sheets"`
	// QualifyingClosed: the sheets are final (or, with SeatSeed set, the
	// qualifying was skipped for the S3 seat draw).
	QualifyingClosed bool `json:"qualifying_closed,omitempty"`
	// QualifyingOrders are the committee's orders of qualifying ties (S6),
	// in the order they were decided; a later order wins.
	QualifyingOrders [][]string `json:"qualifying_orders,omitempty"`
	// SeatSeed is the revealed seed of the S3 seat draw, "" after a
	// qualifying.
	SeatSeed string `json:"seat_seed,omitempty"`
	// SeatHall says the S3 seat draw was made in the hall (SvoyaSeated.Hall).
	SeatHall bool         `json:"seat_hall,omitempty"`
	Venues   []SvoyaVenue `json:"venues,omitempty"`
	Rounds   []SvoyaRound `json:"rounds,omitempty"`
	// Live holds the fights played live (live.go) by their ref's Key;
	// omitted when empty, so logs written before live play replay byte
	// for byte.
	Live map[string]*svoya.Live `json:"live,omitempty"`
	// liveMemo is each live fight's state before its last event, for
	// Verify to re-make an event that followed another in one command.
	liveMemo map[string]liveStep
}

// SvoyaVenue is one venue of the group stage (S9) with its fights in
// playing order and the committee's orders of its table's ties (S10).
type SvoyaVenue struct {
	svoya.Venue
	Fights []svoya.Fight `json:"fights"`
	Orders [][]string    `json:"orders,omitempty"`
}

// SvoyaRound is one play-off round (S11).
type SvoyaRound struct {
	Stage  string              `json:"stage"`
	Fights []SvoyaPlayoffFight `json:"fights"`
}

// SvoyaPlayoffFight is a play-off fight with its shootouts (S12) and the
// committee's orders of what they left tied.
type SvoyaPlayoffFight struct {
	svoya.Fight
	Shootouts []svoya.Fight `json:"shootouts,omitempty"`
	Orders    [][]string    `json:"orders,omitempty"`
}

// Clone returns a copy for a command to try a change on. It copies the
// containers down to each fight but shares the leaves (marks, players,
// answers): the changes below never write into a leaf slice, they build a
// new one and assign it (copy on write). That keeps validating one
// answer of a fight cheap, where a deep copy of a tournament of
// thousands of answers is not.
func (s *Svoya) Clone() *Svoya {
	c := *s
	c.Sheets = slices.Clone(s.Sheets)
	c.Venues = slices.Clone(s.Venues)
	for i := range c.Venues {
		c.Venues[i].Fights = slices.Clone(c.Venues[i].Fights)
	}
	c.Rounds = slices.Clone(s.Rounds)
	for i := range c.Rounds {
		c.Rounds[i].Fights = slices.Clone(c.Rounds[i].Fights)
		for k := range c.Rounds[i].Fights {
			c.Rounds[i].Fights[k].Shootouts = slices.Clone(c.Rounds[i].Fights[k].Shootouts)
		}
	}
	// A live fight's state is replaced, never changed in place (liveFold),
	// so the maps are copied and the states shared.
	c.Live = maps.Clone(s.Live)
	c.liveMemo = maps.Clone(s.liveMemo)
	return &c
}

// Sheet returns player's sheet, or nil when the player is not entered.
func (s *Svoya) Sheet(player string) *svoya.Sheet {
	i := slices.IndexFunc(s.Sheets, func(x svoya.Sheet) bool { return x.Player == player })
	if i < 0 {
		return nil
	}
	return &s.Sheets[i]
}

// round returns the play-off round of stage, or nil.
func (s *Svoya) round(stage string) *SvoyaRound {
	for i := range s.Rounds {
		if s.Rounds[i].Stage == stage {
			return &s.Rounds[i]
		}
	}
	return nil
}

// Format is the question grid of the fight ref names.
func (s *Svoya) Format(ref SvoyaRef) svoya.Format {
	p := s.Config.Playoff
	switch {
	case ref.Stage == SvoyaGroups:
		return s.Config.Groups.Format
	case ref.Shootout > 0:
		return p.Shootout
	case ref.Stage == SvoyaQuarterFinal:
		return p.QuarterFinal
	case ref.Stage == SvoyaSemiFinal:
		return p.SemiFinal
	}
	return p.Final
}

// Fight returns the fight (or shootout) ref names, or an ENOTFOUND error.
func (s *Svoya) Fight(ref SvoyaRef) (*svoya.Fight, error) {
	if ref.Stage == SvoyaGroups {
		if ref.Venue >= 1 && ref.Venue <= len(s.Venues) && ref.Shootout == 0 {
			v := &s.Venues[ref.Venue-1]
			if ref.Fight >= 1 && ref.Fight <= len(v.Fights) {
				return &v.Fights[ref.Fight-1], nil
			}
		}
		return nil, noFight(ref)
	}
	pf, err := s.playoffFight(ref)
	if err != nil {
		return nil, err
	}
	if ref.Shootout == 0 {
		return &pf.Fight, nil
	}
	if ref.Shootout > len(pf.Shootouts) {
		return nil, noFight(ref)
	}
	return &pf.Shootouts[ref.Shootout-1], nil
}

// playoffFight returns the play-off fight ref names (ignoring Shootout).
func (s *Svoya) playoffFight(ref SvoyaRef) (*SvoyaPlayoffFight, error) {
	r := s.round(ref.Stage)
	if r == nil || ref.Fight < 1 || ref.Fight > len(r.Fights) {
		return nil, noFight(ref)
	}
	return &r.Fights[ref.Fight-1], nil
}

// laterRound reports whether a play-off round follows the round of stage.
func (s *Svoya) laterRound(stage string) bool {
	for i, r := range s.Rounds {
		if r.Stage == stage {
			return i+1 < len(s.Rounds)
		}
	}
	return false
}

// The Svoya igra inputs, each folded by the change it makes to the
// tournament. Commands apply their event to a copy (Festival.try), Apply
// to the real state: one code path. Checks that need the festival (who is
// a player, who is disqualified) are the commands'.
func init() {
	onSvoya(EvSvoyaEntered, func(s *Svoya, d SvoyaEntered) error { return s.enter(d.Player) })
	onSvoya(EvSvoyaWithdrawn, func(s *Svoya, d SvoyaWithdrawn) error { return s.withdrawEntry(d.Player) })
	onSvoya(EvSvoyaMarked, func(s *Svoya, d SvoyaMarked) error {
		return s.mark(d.Player, d.Theme, d.Question, []svoya.Mark{d.Mark})
	})
	onSvoya(EvSvoyaRowMarked, func(s *Svoya, d SvoyaRowMarked) error {
		if len(d.Marks) != len(s.Config.Qualifying.Values) {
			return turnir.Errorf(turnir.EINVALID, "a theme has %[1]s, got %[3]s",
				"в теме %[2]s, а отметок получено: %[5]d", labels.Count("en", "count.question", len(s.Config.Qualifying.Values)), labels.Count("ru", "count.question", len(s.Config.Qualifying.Values)), labels.Count("en", "count.mark", len(d.Marks)), "", len(d.Marks))
		}
		return s.mark(d.Player, d.Theme, 1, d.Marks)
	})
	onSvoya(EvSvoyaQualifyingClosed, func(s *Svoya, _ SvoyaQualifyingClosed) error { return s.closeQualifying(true) })
	onSvoya(EvSvoyaQualifyingReopened, func(s *Svoya, _ SvoyaQualifyingReopened) error { return s.closeQualifying(false) })
	onSvoya(EvSvoyaOrdered, func(s *Svoya, d SvoyaOrdered) error { return s.order(d.Ref, d.Order) })
	onSvoya(EvSvoyaAnswered, func(s *Svoya, d SvoyaAnswered) error {
		return s.edit(d.Ref, func(a []svoya.Answer) ([]svoya.Answer, error) { return append(a, d.Answer), nil })
	})
	onSvoya(EvSvoyaAnswerCorrected, func(s *Svoya, d SvoyaAnswerCorrected) error {
		return s.edit(d.Ref, func(a []svoya.Answer) ([]svoya.Answer, error) {
			if d.Index < 0 || d.Index >= len(a) {
				return nil, noAnswer(d.Index, len(a))
			}
			a[d.Index] = d.Answer
			return a, nil
		})
	})
	onSvoya(EvSvoyaAnswerRemoved, func(s *Svoya, d SvoyaAnswerRemoved) error {
		return s.edit(d.Ref, func(a []svoya.Answer) ([]svoya.Answer, error) {
			if d.Index < 0 || d.Index >= len(a) {
				return nil, noAnswer(d.Index, len(a))
			}
			return slices.Delete(a, d.Index, d.Index+1), nil
		})
	})
	onSvoya(EvSvoyaFightClosed, func(s *Svoya, d SvoyaFightClosed) error { return s.closeFight(d.Ref, true) })
	onSvoya(EvSvoyaFightReopened, func(s *Svoya, d SvoyaFightReopened) error { return s.closeFight(d.Ref, false) })
	onSvoya(EvSvoyaRoundStarted, func(s *Svoya, d SvoyaRoundStarted) error { return s.startRound(d.Stage, d.Fights) })
	onSvoya(EvSvoyaShootoutOpened, func(s *Svoya, d SvoyaShootoutOpened) error { return s.openShootout(d.Ref, d.Players) })
	// The seating may record the S3 seat draw: its lot is then drawn.
	es.On(&Folds, EvSvoyaSeated, func(f *Festival, d SvoyaSeated, _ turnir.Event) error {
		if f.Svoya == nil {
			return noSvoya()
		}
		var l *register.Lot
		if d.Seed != "" {
			if l = f.Lot(SvoyaSeatLot); l == nil {
				return turnir.Errorf(turnir.EINTERNAL, "lot %q was drawn without a commitment", "жребий %q проведён без обязательства", SvoyaSeatLot)
			}
		}
		if err := f.Svoya.seat(d); err != nil {
			return err
		}
		if l != nil {
			l.Seed, l.DrawnAt = d.Seed, f.Version+1
		}
		if d.Hall {
			f.MarkLotHall(SvoyaSeatLot)
		}
		return nil
	})
}

// onSvoya registers the fold of a Svoya igra input that needs the
// tournament opened.
func onSvoya[D any](typ string, fold func(s *Svoya, d D) error) {
	es.On(&Folds, typ, func(f *Festival, d D, _ turnir.Event) error {
		if f.Svoya == nil {
			return noSvoya()
		}
		return fold(f.Svoya, d)
	})
}

// Folds are how Svoya igra's events change the festival.
var Folds es.Handlers[*Festival]

// Festival is the quiz event as its Svoya igra tournament sees it: what
// its competitions share (register.Shared) and the tournament itself, nil
// until it is opened.
type Festival struct {
	register.Shared
	Svoya *Svoya
}

// Disqualified applies a disqualification (DQ2) to the tournament: a
// disqualified player is withdrawn from what is still to play.
func (f *Festival) Disqualified(d register.Disqualified, _ string) error {
	if d.Kind == register.KindPlayer {
		f.Svoya.withdraw(d.ID)
	}
	return nil
}

func init() {
	es.On(&Folds, EvSvoyaOpened, func(f *Festival, d SvoyaOpened, _ turnir.Event) error {
		if err := d.Config.Validate(); err != nil {
			return err
		}
		f.Svoya = &Svoya{Config: d.Config, Sheets: []svoya.Sheet{}}
		return nil
	})
}

func (s *Svoya) enter(player string) error {
	if s.QualifyingClosed || len(s.Venues) > 0 {
		return turnir.Errorf(turnir.ECONFLICT, "entries are closed: the qualifying is over (S2)",
			"заявка закрыта: письменный отбор завершён (S2)")
	}
	if s.Sheet(player) != nil {
		return turnir.Errorf(turnir.ECONFLICT, "%q is already entered", "%q уже заявлен(а)", player)
	}
	c := s.Config.Qualifying
	sh := svoya.Sheet{Player: player, Marks: make([][]svoya.Mark, c.Themes)}
	for t := range sh.Marks {
		sh.Marks[t] = make([]svoya.Mark, len(c.Values))
	}
	s.Sheets = append(s.Sheets, sh)
	return nil
}

func (s *Svoya) withdrawEntry(player string) error {
	if s.QualifyingClosed || len(s.Venues) > 0 {
		return turnir.Errorf(turnir.ECONFLICT, "the qualifying is closed; an entry can no longer be withdrawn",
			"письменный отбор закрыт; снять заявку уже нельзя")
	}
	if s.Sheet(player) == nil {
		return turnir.Errorf(turnir.ENOTFOUND, "%q is not entered in the Svoya igra", "%q не заявлен(а) в «Своей игре»", player)
	}
	s.Sheets = slices.DeleteFunc(slices.Clone(s.Sheets), func(x svoya.Sheet) bool { return x.Player == player })
	return nil
}

// mark writes marks into player's sheet from theme t, question q on.
func (s *Svoya) mark(player string, t, q int, marks []svoya.Mark) error {
	if s.QualifyingClosed {
		return turnir.Errorf(turnir.ECONFLICT, "the qualifying is closed; reopen it to correct a sheet",
			"письменный отбор закрыт; чтобы исправить бланк, откройте его снова")
	}
	sh := s.Sheet(player)
	if sh == nil {
		return turnir.Errorf(turnir.ENOTFOUND, "%q is not entered in the Svoya igra", "%q не заявлен(а) в «Своей игре»", player)
	}
	c := s.Config.Qualifying
	if t < 1 || t > c.Themes || q < 1 || q-1+len(marks) > len(c.Values) {
		return turnir.Errorf(turnir.EINVALID, "there is no question %[1]d of theme %[2]d: the qualifying has %[3]s of %[5]s (S4)",
			"нет вопроса %[1]d темы %[2]d: в отборе %[4]s по %[6]s (S4)", q, t, labels.Count("en", "count.theme", c.Themes), labels.Count("ru", "count.theme", c.Themes), labels.Count("en", "count.question", len(c.Values)), labels.Count("ru", "count.question_per", len(c.Values)))
	}
	for _, m := range marks {
		if m < svoya.Wrong || m > svoya.Right {
			return turnir.Errorf(turnir.EINVALID, "mark %d is not -1, 0 or 1 (S5)", "отметка %d — не -1, 0 или 1 (S5)", m)
		}
	}
	// Copy on write (see clone): a new theme row in a new sheet.
	row := slices.Clone(sh.Marks[t-1])
	copy(row[q-1:], marks)
	sh.Marks = slices.Clone(sh.Marks)
	sh.Marks[t-1] = row
	return nil
}

func (s *Svoya) closeQualifying(close bool) error {
	switch {
	case len(s.Venues) > 0:
		return turnir.Errorf(turnir.ECONFLICT, "the groups are seated; the qualifying can no longer change",
			"группы уже рассажены; письменный отбор менять нельзя")
	case close && s.QualifyingClosed:
		return turnir.Errorf(turnir.ECONFLICT, "the qualifying is already closed", "письменный отбор уже закрыт")
	case !close && !s.QualifyingClosed:
		return turnir.Errorf(turnir.ECONFLICT, "the qualifying is open", "письменный отбор не закрыт")
	case close && len(s.Sheets) == 0:
		return turnir.Errorf(turnir.ECONFLICT, "nobody is entered", "никто не заявлен")
	}
	s.QualifyingClosed = close
	return nil
}

// order stores a committee order in the scope ref names.
func (s *Svoya) order(ref SvoyaRef, order []string) error {
	o := slices.Clone(order)
	switch ref.Stage {
	case SvoyaQualifying:
		s.QualifyingOrders = append(s.QualifyingOrders, o)
	case SvoyaGroups:
		if ref.Venue < 1 || ref.Venue > len(s.Venues) {
			return noFight(ref)
		}
		v := &s.Venues[ref.Venue-1]
		v.Orders = append(v.Orders, o)
	default:
		pf, err := s.playoffFight(ref)
		if err != nil {
			return err
		}
		pf.Orders = append(pf.Orders, o)
	}
	return nil
}

func (s *Svoya) seat(d SvoyaSeated) error {
	if len(s.Venues) > 0 {
		return turnir.Errorf(turnir.ECONFLICT, "the groups are already seated", "группы уже рассажены")
	}
	if len(d.Fights) != len(d.Venues) {
		return turnir.Errorf(turnir.EINVALID, "fights for %[1]s, %[3]s", "бои для %[2]s, а площадок: %[4]d", labels.Count("en", "count.venue", len(d.Fights)), labels.Count("ru", "count.venue_gen", len(d.Fights)), labels.Count("en", "count.venue", len(d.Venues)), len(d.Venues))
	}
	for i, v := range d.Venues {
		sv := SvoyaVenue{Venue: svoya.Venue{Number: v.Number, Seats: slices.Clone(v.Seats)}}
		for _, players := range d.Fights[i] {
			sv.Fights = append(sv.Fights, svoya.Fight{Players: slices.Clone(players), Answers: []svoya.Answer{}})
		}
		s.Venues = append(s.Venues, sv)
	}
	s.QualifyingClosed, s.SeatSeed, s.SeatHall = true, d.Seed, d.Hall
	return nil
}

// edit changes the answers of an open fight and checks the result against
// the fight's format (svoya.Fight.Tally).
func (s *Svoya) edit(ref SvoyaRef, change func([]svoya.Answer) ([]svoya.Answer, error)) error {
	f, err := s.Fight(ref)
	if err != nil {
		return err
	}
	if f.Done {
		return turnir.Errorf(turnir.ECONFLICT, "the fight is closed; reopen it to correct it", "бой закрыт; чтобы исправить его, откройте его снова")
	}
	answers, err := change(slices.Clone(f.Answers))
	if err != nil {
		return err
	}
	g := svoya.Fight{Players: f.Players, Answers: answers}
	if _, err := g.Tally(s.Format(ref)); err != nil {
		return err
	}
	f.Answers = answers
	return nil
}

func (s *Svoya) closeFight(ref SvoyaRef, close bool) error {
	f, err := s.Fight(ref)
	if err != nil {
		return err
	}
	switch {
	case close && f.Done:
		return turnir.Errorf(turnir.ECONFLICT, "the fight is already closed", "бой уже закрыт")
	case !close && !f.Done:
		return turnir.Errorf(turnir.ECONFLICT, "the fight is open", "бой не закрыт")
	case !close && ref.Stage == SvoyaGroups && len(s.Rounds) > 0,
		!close && ref.Stage != SvoyaGroups && s.laterRound(ref.Stage):
		return turnir.Errorf(turnir.ECONFLICT, "the next stage is composed from this fight; it can no longer change",
			"следующий этап уже составлен по этому бою; менять его нельзя")
	case !close && ref.Stage != SvoyaGroups && ref.Shootout == 0:
		if pf, _ := s.playoffFight(ref); len(pf.Shootouts) > 0 {
			return turnir.Errorf(turnir.ECONFLICT, "a shootout was held on this fight's result; it can no longer change",
				"по итогам этого боя уже была перестрелка; менять его нельзя")
		}
	}
	f.Done = close
	return nil
}

func (s *Svoya) startRound(stage string, fights [][]string) error {
	if s.round(stage) != nil {
		en, ru := svoyaStageName(stage)
		return turnir.Errorf(turnir.ECONFLICT, "the %[1]s is already composed", "этап «%[2]s» уже составлен", en, ru)
	}
	r := SvoyaRound{Stage: stage}
	for _, players := range fights {
		r.Fights = append(r.Fights, SvoyaPlayoffFight{Fight: svoya.Fight{Players: slices.Clone(players), Answers: []svoya.Answer{}}})
	}
	s.Rounds = append(s.Rounds, r)
	return nil
}

func (s *Svoya) openShootout(ref SvoyaRef, players []string) error {
	pf, err := s.playoffFight(ref)
	if err != nil {
		return err
	}
	if !pf.Done {
		return turnir.Errorf(turnir.ECONFLICT, "close the fight before its shootout (S12)", "перестрелка — после закрытия боя (S12)")
	}
	for _, sh := range pf.Shootouts {
		if !sh.Done {
			return turnir.Errorf(turnir.ECONFLICT, "the previous shootout is not closed yet", "предыдущая перестрелка ещё не закрыта")
		}
	}
	pf.Shootouts = append(pf.Shootouts, svoya.Fight{Players: slices.Clone(players), Answers: []svoya.Answer{}})
	return nil
}

// withdraw takes a disqualified player out of every open fight in which
// nobody has answered yet (DQ2); everything played stays.
func (s *Svoya) withdraw(player string) {
	out := func(f *svoya.Fight) {
		if !f.Done && len(f.Answers) == 0 {
			f.Players = slices.DeleteFunc(slices.Clone(f.Players), func(p string) bool { return p == player })
		}
	}
	for i := range s.Venues {
		for k := range s.Venues[i].Fights {
			out(&s.Venues[i].Fights[k])
		}
	}
	for i := range s.Rounds {
		for k := range s.Rounds[i].Fights {
			pf := &s.Rounds[i].Fights[k]
			out(&pf.Fight)
			for j := range pf.Shootouts {
				out(&pf.Shootouts[j])
			}
		}
	}
}

func noSvoya() error {
	return turnir.Errorf(turnir.ECONFLICT, "this event has no Svoya igra tournament", "в этом турнире нет «Своей игры»")
}

func noFight(ref SvoyaRef) error {
	en, ru := svoyaStageName(ref.Stage)
	return turnir.Errorf(turnir.ENOTFOUND, "there is no such fight (%[1]s, venue %[3]d, fight %[4]d, shootout %[5]d)",
		"нет такого боя (%[2]s, площадка %[3]d, бой %[4]d, перестрелка %[5]d)", en, ru, ref.Venue, ref.Fight, ref.Shootout)
}

func noAnswer(i, n int) error {
	return turnir.Errorf(turnir.ENOTFOUND, "there is no answer #%[1]d; the fight has %[2]d", "нет ответа №%[1]d; в бою %[3]s", i, n, labels.Count("ru", "count.answer", n))
}
