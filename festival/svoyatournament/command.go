package svoyatournament

import (
	"slices"
	"turnir/labels"

	"turnir"
	"turnir/es"
	"turnir/festival/register"
	"turnir/svoya"
)

// svoyaCmd validates a Svoya igra input event by applying it to a copy of
// the festival (try) and returns it if the change is accepted.
func (f *Festival) svoyaCmd(e turnir.Event) ([]turnir.Event, error) {
	if err := f.HasSvoya(); err != nil {
		return nil, err
	}
	return register.Try(&Folds, &Festival{Shared: f.ForTrial(), Svoya: f.Svoya.Clone()}, e)
}

func (f *Festival) HasSvoya() error {
	if err := f.Exists(); err != nil {
		return err
	}
	if f.Svoya == nil {
		return noSvoya()
	}
	return nil
}

// OpenSvoya adds the Svoya igra tournament (S1) with its settings; start
// from svoya.DefaultConfig for the regulation's numbers.
func (f *Festival) OpenSvoya(m es.Meta, cfg svoya.Config) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	if f.Svoya != nil {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the event already has a Svoya igra tournament", "в турнире уже есть «Своя игра»")
	}
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	return es.At(m.At, m.Actor, "").One(EvSvoyaOpened, SvoyaOpened{Config: cfg})
}

// EnterSvoya enters a player (S2): any player of the festival's teams, not
// disqualified and not of a disqualified team (DQ2), until the qualifying
// closes.
func (f *Festival) EnterSvoya(m es.Meta, player string) ([]turnir.Event, error) {
	if err := f.HasSvoya(); err != nil {
		return nil, err
	}
	p := f.Player(player)
	if p == nil {
		return nil, turnir.Errorf(turnir.ENOTFOUND, "%q is not a player of a festival team (S2)", "%q не игрок команды фестиваля (S2)", player)
	}
	if err := f.canPlay(player); err != nil {
		return nil, err
	}
	if t := f.Team(p.Team); t != nil && t.Disqualified {
		return nil, turnir.Errorf(turnir.ECONFLICT, "team %q is disqualified (DQ2)", "команда %q дисквалифицирована (DQ2)", t.Name)
	}
	return f.svoyaCmd(es.At(m.At, m.Actor, "").Event(EvSvoyaEntered, SvoyaEntered{Player: player}))
}

// WithdrawSvoya takes back an entry made by mistake (reason required),
// until the qualifying closes.
func (f *Festival) WithdrawSvoya(m es.Meta, player string) ([]turnir.Event, error) {
	if err := register.NeedReason(m.Reason, "withdrawing an entry", "снятие заявки"); err != nil {
		return nil, err
	}
	return f.svoyaCmd(m.Event(EvSvoyaWithdrawn, SvoyaWithdrawn{Player: player}))
}

// canPlay refuses a disqualified player (DQ2).
func (f *Festival) canPlay(player string) error {
	if p := f.Player(player); p != nil && p.Disqualified {
		return turnir.Errorf(turnir.ECONFLICT, "player %q is disqualified (DQ2): %s", "игрок %q дисквалифицирован (DQ2): %s", p.Name, p.DQReason)
	}
	return nil
}

// SvoyaMark sets one answer of a player's qualifying sheet (S4, S5): theme
// and question 1-based. Marking a cell again is a correction; both entries
// stay in History, and the reason is optional.
func (f *Festival) SvoyaMark(m es.Meta, player string, theme, question int, mark svoya.Mark) ([]turnir.Event, error) {
	return f.svoyaCmd(m.Event(EvSvoyaMarked, SvoyaMarked{Player: player, Theme: theme, Question: question, Mark: mark}))
}

// SvoyaMarkRow sets a whole theme of a player's sheet at once, the fast way
// for the jury's keyboard (see ParseMarks).
func (f *Festival) SvoyaMarkRow(m es.Meta, player string, theme int, marks []svoya.Mark) ([]turnir.Event, error) {
	return f.svoyaCmd(m.Event(EvSvoyaRowMarked, SvoyaRowMarked{Player: player, Theme: theme, Marks: slices.Clone(marks)}))
}

// ParseMarks reads a theme typed on the keyboard: '+' right, '-' wrong,
// '.', '0' or ' ' no answer, e.g. "+-..+".
func ParseMarks(s string) ([]svoya.Mark, error) {
	var out []svoya.Mark
	for _, c := range s {
		switch c {
		case '+':
			out = append(out, svoya.Right)
		case '-':
			out = append(out, svoya.Wrong)
		case '.', '0', ' ':
			out = append(out, svoya.None)
		default:
			return nil, turnir.Errorf(turnir.EINVALID, "%q: type + for right, - for wrong, . for no answer",
				"%q: + — верно, - — неверно, . — нет ответа", s)
		}
	}
	return out, nil
}

// CloseSvoyaQualifying closes the written qualifying: the sheets are final
// and the table decides the S7 cut.
func (f *Festival) CloseSvoyaQualifying(m es.Meta) ([]turnir.Event, error) {
	return f.svoyaCmd(es.At(m.At, m.Actor, "").Event(EvSvoyaQualifyingClosed, SvoyaQualifyingClosed{}))
}

// ReopenSvoyaQualifying reopens the qualifying for a correction (reason
// required), refused once the groups are seated.
func (f *Festival) ReopenSvoyaQualifying(m es.Meta) ([]turnir.Event, error) {
	if err := register.NeedReason(m.Reason, "reopening the qualifying", "повторное открытие отбора"); err != nil {
		return nil, err
	}
	return f.svoyaCmd(m.Event(EvSvoyaQualifyingReopened, SvoyaQualifyingReopened{}))
}

// SvoyaOrder records the committee's order of players tied on every
// indicator (S6), with its author and grounds (DQ1). ref is the table:
// {Stage: SvoyaQualifying} once the qualifying is closed, {Stage:
// SvoyaGroups, Venue: v} once the venue's fights are all closed (S10), or a
// play-off fight whose tie a shootout left standing (S12: the shootout
// comes first). order must be exactly the players of one unresolved tie.
func (f *Festival) SvoyaOrder(m es.Meta, ref SvoyaRef, order []string) ([]turnir.Event, error) {
	if err := f.HasSvoya(); err != nil {
		return nil, err
	}
	if err := register.NeedReason(m.Reason, "a committee order", "решение оргкомитета о порядке"); err != nil {
		return nil, err
	}
	s := f.Svoya
	var ties [][]string
	var err error
	switch ref.Stage {
	case SvoyaQualifying:
		if !s.QualifyingClosed {
			return nil, turnir.Errorf(turnir.ECONFLICT, "close the qualifying before the committee orders its ties (S6)",
				"порядок равных определяется после закрытия отбора (S6)")
		}
		_, _, ties, err = f.svoyaQualifying()
	case SvoyaGroups:
		if ref.Venue < 1 || ref.Venue > len(s.Venues) || ref.Fight != 0 {
			return nil, noFight(ref)
		}
		for _, fg := range s.Venues[ref.Venue-1].Fights {
			if !fg.Done {
				return nil, turnir.Errorf(turnir.ECONFLICT, "the venue's fights are not all closed (S10)", "не все бои площадки закрыты (S10)")
			}
		}
		_, _, ties, err = f.VenueTable(ref.Venue)
	default:
		ref.Shootout = 0
		pf, perr := s.playoffFight(ref)
		if perr != nil {
			return nil, perr
		}
		_, _, ties, err = f.PlayoffTable(ref)
		if err == nil {
			ties = slices.DeleteFunc(ties, func(b []string) bool { return !ShotOut(pf, b) })
			if len(ties) == 0 {
				return nil, turnir.Errorf(turnir.ECONFLICT, "a tie of a play-off fight goes to a shootout first (S12)",
					"равенство в бою плей-офф сначала решает перестрелка (S12)")
			}
		}
	}
	if err != nil {
		return nil, err
	}
	if !IsTie(ties, order) {
		return nil, turnir.Errorf(turnir.EINVALID, "the order must name exactly the players of one unresolved tie: %v",
			"порядок должен называть ровно игроков одной неразрешённой группы равных: %v", ties)
	}
	return m.One(EvSvoyaOrdered, SvoyaOrdered{Ref: ref, Order: slices.Clone(order)})
}

// ShotOut reports whether a closed shootout of pf held every player of b.
func ShotOut(pf *SvoyaPlayoffFight, b []string) bool {
	for _, sh := range pf.Shootouts {
		if sh.Done && !slices.ContainsFunc(b, func(p string) bool { return !slices.Contains(sh.Players, p) }) {
			return true
		}
	}
	return false
}

// IsTie reports whether players are exactly one of ties, in any order.
func IsTie(ties [][]string, players []string) bool {
	for _, b := range ties {
		if len(b) == len(players) && !slices.ContainsFunc(b, func(p string) bool { return !slices.Contains(players, p) }) {
			return true
		}
	}
	return false
}

// SeatSvoyaGroups seats the group stage from the closed qualifying (S7,
// S9): places 1-32 (not disqualified) go on, snake-seeded over the venues,
// and each venue's fights follow the rotation. A tie on every indicator
// among them or across the cut must be ordered by the committee first (S6).
// The seats and fights are stored in the event.
func (f *Festival) SeatSvoyaGroups(m es.Meta) ([]turnir.Event, error) {
	if err := f.HasSvoya(); err != nil {
		return nil, err
	}
	s := f.Svoya
	if len(s.Venues) > 0 {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the groups are already seated", "группы уже рассажены")
	}
	if !s.QualifyingClosed {
		return nil, turnir.Errorf(turnir.ECONFLICT, "close the qualifying first (S7)", "сначала закройте письменный отбор (S7)")
	}
	rows, _, _, err := f.svoyaQualifying()
	if err != nil {
		return nil, err
	}
	ranked, err := svoya.Qualifiers(rows, s.Config.Qualifying.Advance)
	if err != nil {
		return nil, err
	}
	venues, err := svoya.SeatVenues(ranked, s.Config)
	if err != nil {
		return nil, err
	}
	return f.seated(m, venues, "")
}

// seated builds the seating event with every venue's fights.
func (f *Festival) seated(m es.Meta, venues []svoya.Venue, seed string) ([]turnir.Event, error) {
	d, err := f.seating(SvoyaSeated{Venues: venues, Seed: seed})
	if err != nil {
		return nil, err
	}
	return f.svoyaCmd(es.At(m.At, m.Actor, "").Event(EvSvoyaSeated, d))
}

// seating is d with every venue's fights, each of at least two players.
func (f *Festival) seating(d SvoyaSeated) (SvoyaSeated, error) {
	venues := d.Venues
	for _, v := range venues {
		fights, err := svoya.VenueFights(v, f.Svoya.Config)
		if err != nil {
			return d, err
		}
		for _, fg := range fights {
			if len(fg) < 2 {
				// Too few qualifiers leave empty seats; a fight needs two.
				return d, turnir.Errorf(turnir.EINVALID, "%[1]s leave a fight of venue %[3]d with fewer than 2 players",
					"при %[2]s в бою площадки %[3]d остаётся меньше двух игроков", labels.Count("en", "count.player", seatedCount(venues)), labels.Count("ru", "count.player_prep", seatedCount(venues)), v.Number)
			}
		}
		d.Fights = append(d.Fights, fights)
	}
	return d, nil
}

// DrawSvoyaSeats starts the tournament from the group stage (S3): with no
// qualifying held (no sheet has a mark), the entrants not disqualified are
// seated by lot. seed must match the commitment published for
// SvoyaSeatLot; the draw is made here, once, and stored with the seed.
func (f *Festival) DrawSvoyaSeats(m es.Meta, seed turnir.Seed) ([]turnir.Event, error) {
	if err := f.HasSvoya(); err != nil {
		return nil, err
	}
	s := f.Svoya
	players, err := f.seatDrawPlayers()
	if err != nil {
		return nil, err
	}
	l := f.Lot(SvoyaSeatLot)
	if l == nil {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the Svoya igra seat draw is not prepared yet: first press “Prepare the draw”",
			"жеребьёвка рассадки «Своей игры» ещё не подготовлена: сначала нажмите «Подготовить жеребьёвку»")
	}
	if !turnir.VerifyCommitment(seed, l.Commitment) {
		return nil, turnir.Errorf(turnir.EINVALID, "this seed does not match the published commitment %s",
			"этот жребий не совпадает с опубликованным обязательством %s", l.Commitment)
	}
	venues, err := svoya.SeatDraw(players, s.Config, seed.Rand(SvoyaSeatLot))
	if err != nil {
		return nil, err
	}
	return f.seated(m, venues, seed.String())
}

// seatDrawPlayers are the players the S3 seat draw seats, in entry order:
// the entrants not disqualified, while the groups are not seated and no
// sheet has a mark (a qualifying held seats from its places).
func (f *Festival) seatDrawPlayers() ([]string, error) {
	s := f.Svoya
	if len(s.Venues) > 0 {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the groups are already seated", "группы уже рассажены")
	}
	var players []string
	for _, sh := range s.Sheets {
		for _, theme := range sh.Marks {
			if slices.ContainsFunc(theme, func(mk svoya.Mark) bool { return mk != svoya.None }) {
				return nil, turnir.Errorf(turnir.ECONFLICT, "a qualifying was held; the groups are seated from its places (S3, S7)",
					"письменный отбор уже проводился; группы рассаживаются по его местам (S3, S7)")
			}
		}
		if !f.PlayerDisqualified(sh.Player) {
			players = append(players, sh.Player)
		}
	}
	return players, nil
}

// SvoyaAnswer records one answer of a fight as it is given (S8): who
// answered which question (round, theme, question, 1-based) and whether
// right. The engine refuses a question that is not in the fight's format,
// a player not in the fight, a second right answer or a player answering
// the same question twice. A disqualified player gives no answer (DQ2).
func (f *Festival) SvoyaAnswer(m es.Meta, ref SvoyaRef, a svoya.Answer) ([]turnir.Event, error) {
	if err := f.canPlay(a.Player); err != nil {
		return nil, err
	}
	return f.svoyaCmd(es.At(m.At, m.Actor, "").Event(EvSvoyaAnswered, SvoyaAnswered{Ref: ref, Answer: a}))
}

// SvoyaCorrectAnswer replaces the i-th answer (0-based) of an open fight;
// the reason is required and the old entry stays in History.
func (f *Festival) SvoyaCorrectAnswer(m es.Meta, ref SvoyaRef, i int, a svoya.Answer) ([]turnir.Event, error) {
	if err := register.NeedReason(m.Reason, "correcting an answer", "исправление ответа"); err != nil {
		return nil, err
	}
	if err := f.canPlay(a.Player); err != nil {
		return nil, err
	}
	return f.svoyaCmd(m.Event(EvSvoyaAnswerCorrected, SvoyaAnswerCorrected{Ref: ref, Index: i, Answer: a}))
}

// SvoyaRemoveAnswer deletes the i-th answer (0-based) of an open fight
// (reason required).
func (f *Festival) SvoyaRemoveAnswer(m es.Meta, ref SvoyaRef, i int) ([]turnir.Event, error) {
	if err := register.NeedReason(m.Reason, "removing an answer", "удаление ответа"); err != nil {
		return nil, err
	}
	return f.svoyaCmd(m.Event(EvSvoyaAnswerRemoved, SvoyaAnswerRemoved{Ref: ref, Index: i}))
}

// CloseSvoyaFight marks a fight or a shootout over; from then on it counts
// in the tables.
func (f *Festival) CloseSvoyaFight(m es.Meta, ref SvoyaRef) ([]turnir.Event, error) {
	return f.svoyaCmd(es.At(m.At, m.Actor, "").Event(EvSvoyaFightClosed, SvoyaFightClosed{Ref: ref}))
}

// ReopenSvoyaFight reopens a closed fight for a correction (reason
// required); refused once the next stage was composed from it or a
// shootout was held on it.
func (f *Festival) ReopenSvoyaFight(m es.Meta, ref SvoyaRef) ([]turnir.Event, error) {
	if err := register.NeedReason(m.Reason, "reopening a fight", "повторное открытие боя"); err != nil {
		return nil, err
	}
	return f.svoyaCmd(m.Event(EvSvoyaFightReopened, SvoyaFightReopened{Ref: ref}))
}

// StartSvoyaRound composes the next play-off round (S10, S11): the
// quarter-finals (or a straight final, svoya.FirstRound) from the top 4 of
// each venue once every group fight is
// closed, then each next round from the top 2 of every fight of the last
// one. Ties that decide who goes on (or where) must be settled first, by a
// shootout or the committee. The fights are stored in the event.
func (f *Festival) StartSvoyaRound(m es.Meta) ([]turnir.Event, error) {
	if err := f.HasSvoya(); err != nil {
		return nil, err
	}
	s := f.Svoya
	if len(s.Venues) == 0 {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the group stage has not been seated", "групповой этап ещё не рассажен")
	}
	var fights [][]string
	var err error
	if len(s.Rounds) == 0 {
		var tops [][]string
		if tops, err = f.svoyaVenueTops(); err != nil {
			return nil, err
		}
		fights, err = svoya.FirstRound(tops, s.Config)
	} else {
		last := s.Rounds[len(s.Rounds)-1]
		if last.Stage == SvoyaFinal {
			return nil, turnir.Errorf(turnir.ECONFLICT, "the final is the last round", "финал — последний раунд")
		}
		var adv [][]string
		for k, pf := range last.Fights {
			if !pf.Done {
				en, ru := svoyaStageName(last.Stage)
				return nil, turnir.Errorf(turnir.ECONFLICT, "fight %[1]d of the %[2]s is not closed yet", "бой %[1]d этапа «%[3]s» ещё не закрыт", k+1, en, ru)
			}
			top, err := f.svoyaAdvancers(SvoyaRef{Stage: last.Stage, Fight: k + 1}, s.Config.Playoff.Advance)
			if err != nil {
				return nil, err
			}
			adv = append(adv, top)
		}
		fights, err = svoya.NextRound(adv)
	}
	if err != nil {
		return nil, err
	}
	return f.svoyaCmd(es.At(m.At, m.Actor, "").Event(EvSvoyaRoundStarted, SvoyaRoundStarted{Stage: stageOf(len(fights)), Fights: fights}))
}

// OpenSvoyaShootout opens a shootout of 2 themes (S12) of a closed play-off
// Fight among players tied on every indicator: players must be exactly one
// unresolved tie of the fight (a tie a shootout left may shoot out again).
func (f *Festival) OpenSvoyaShootout(m es.Meta, ref SvoyaRef, players []string) ([]turnir.Event, error) {
	if err := f.HasSvoya(); err != nil {
		return nil, err
	}
	ref.Shootout = 0
	if ref.Stage == SvoyaGroups || ref.Stage == SvoyaQualifying {
		return nil, turnir.Errorf(turnir.EINVALID, "shootouts are held only in the play-off (S12)", "перестрелки проводятся только в плей-офф (S12)")
	}
	pf, err := f.Svoya.playoffFight(ref)
	if err != nil {
		return nil, err
	}
	if pf.Done {
		_, _, ties, err := f.PlayoffTable(ref)
		if err != nil {
			return nil, err
		}
		if !IsTie(ties, players) {
			return nil, turnir.Errorf(turnir.EINVALID, "a shootout is held among exactly the players of one unresolved tie: %v (S12)",
				"перестрелка проводится ровно между игроками одной неразрешённой группы равных: %v (S12)", ties)
		}
	}
	return f.svoyaCmd(es.At(m.At, m.Actor, "").Event(EvSvoyaShootoutOpened, SvoyaShootoutOpened{Ref: ref, Players: slices.Clone(players)}))
}

func seatedCount(vs []svoya.Venue) int {
	n := 0
	for _, v := range vs {
		for _, p := range v.Seats {
			if p != "" {
				n++
			}
		}
	}
	return n
}
