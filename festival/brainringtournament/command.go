package brainringtournament

import (
	"maps"
	"slices"
	"strings"
	"turnir/labels"

	"turnir"
	"turnir/brainring"
	"turnir/es"
	"turnir/festival/register"
)

// brCmd validates a Brain-ring input event: it applies the event to a copy
// of the tournament and computes every view on the copy, refusing what the
// engine refuses, then returns the event.
func (f *Festival) brCmd(e turnir.Event) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	if f.Brainring == nil {
		return nil, NoBrainring()
	}
	g := &Festival{Shared: f.ForTrial(), Brainring: f.Brainring.Clone()}
	if err := Folds.Apply(g, e); err != nil {
		return nil, err
	}
	if err := g.brainringCheck(); err != nil {
		if later := g.laterConflict(e); later {
			return nil, &turnir.Error{Code: turnir.ECONFLICT,
				EN: "this would change a team that has already played in a later match; clear the later match first (" + turnir.ErrorMessage(err, "en") + ")",
				RU: "это изменит команду, которая уже играла в следующем матче; сначала очистите следующий матч (" + turnir.ErrorMessage(err, "ru") + ")"}
		}
		return nil, err
	}
	return []turnir.Event{e}, nil
}

// laterConflict reports whether a play-off input e, applied to f, is
// valid in its own match and the rounds before it, so that what the
// bracket refuses is a later match built on the old result.
func (f *Festival) laterConflict(e turnir.Event) bool {
	if f.Brainring.Playoff == nil {
		return false
	}
	var match string
	switch e.Type {
	case EvBrainringQuestionTaken, EvBrainringFightEntered:
		var d struct {
			Fight string `json:"fight"`
		}
		if e.Decode(&d) != nil {
			return false
		}
		if i := strings.LastIndex(d.Fight, brainringPlayoffFightSplit); i > 0 {
			match = d.Fight[:i]
		}
	case EvBrainringExtraQuestion:
		var d BrainringExtraQuestion
		if e.Decode(&d) != nil {
			return false
		}
		match = d.Match
	}
	_, depth, err := f.emptyBracket()
	if err != nil {
		return false
	}
	d, ok := depth[match]
	if !ok {
		return false
	}
	_, err = f.bracketThrough(d)
	return err == nil
}

// Clone copies what the folds changes in place: the slices of groups
// and fights, and the map of plays. Everything else is replaced, never
// changed in place (fights, their entries and the plays are copied on
// write), so it can be shared.
func (b *Brainring) Clone() *Brainring {
	c := *b
	c.Teams = slices.Clone(b.Teams)
	c.Groups = slices.Clone(b.Groups)
	for i := range c.Groups {
		c.Groups[i].Fights = slices.Clone(c.Groups[i].Fights)
	}
	if b.Playoff != nil {
		p := *b.Playoff
		p.Plays = maps.Clone(b.Playoff.Plays)
		c.Playoff = &p
	}
	b.cloneLive(&c)
	return &c
}

// brainringTeam refuses a team that is not registered or is disqualified.
func (f *Festival) brainringTeam(id string) error {
	t := f.Team(id)
	if t == nil {
		return register.Unknown(register.KindTeam, id)
	}
	if t.Disqualified {
		return turnir.Errorf(turnir.ECONFLICT, "team %q is disqualified (DQ2)", "команда %q дисквалифицирована (DQ2)", t.Name)
	}
	return nil
}

// OpenBrainring adds the Brain-ring tournament (F1) with its settings and
// teams. A nil teams takes every team of the event not disqualified.
func (f *Festival) OpenBrainring(m es.Meta, cfg brainring.Config, teams []string) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	if f.Brainring != nil {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the event already has a Brain-ring tournament", "в турнире уже есть турнир по брейн-рингу")
	}
	if err := brainringPlayable(cfg); err != nil {
		return nil, err
	}
	if teams == nil {
		for _, t := range f.Teams {
			if !t.Disqualified {
				teams = append(teams, t.ID)
			}
		}
	}
	// Teams given at opening must fill the groups (two a group, F2): the
	// draw would refuse them later, after its lot is public. An empty
	// list opens the tournament for teams to enter one by one; the count
	// is checked again before the lot and the draw (BrainringDrawReady).
	if len(teams) > 0 && len(teams) < 2*cfg.Groups {
		return nil, tooFewBrainringTeams(cfg.Groups, len(teams))
	}
	seen := map[string]bool{}
	for _, id := range teams {
		if err := f.brainringTeam(id); err != nil {
			return nil, err
		}
		if seen[id] {
			return nil, turnir.Errorf(turnir.EINVALID, "team %q is entered twice", "команда %q заявлена дважды", id)
		}
		seen[id] = true
	}
	return es.At(m.At, m.Actor, "").One(EvBrainringOpened, BrainringOpened{Config: cfg, Teams: slices.Clone(teams)})
}

// brainringPlayable refuses settings the engine or the play-off seeding
// cannot run.
func brainringPlayable(cfg brainring.Config) error {
	if err := cfg.Validate(); err != nil {
		return err
	}
	if g := cfg.Groups; g&(g-1) != 0 || cfg.Advance != 2 {
		// brainring.PlayoffEntries seeds winners against runners-up of
		// paired groups; refuse now what could not be seeded later.
		return turnir.Errorf(turnir.EINVALID, "the play-off seeding needs 1, 2, 4, 8 ... groups sending 2 teams each; groups given: %d, each sending %d",
			"посев плей-офф рассчитан на 1, 2, 4, 8 ... групп, из которых выходят по 2 команды; задано групп %d, выходят %d", cfg.Groups, cfg.Advance)
	}
	return nil
}

// tooFewBrainringTeams is the refusal of a group draw (F2) without two
// teams a group; it names both ways out.
func tooFewBrainringTeams(groups, teams int) error {
	return turnir.Errorf(turnir.EINVALID,
		"%[1]s need at least %[3]s, there are %[5]d: enter more teams or change the Brain-ring settings (groups) before the draw",
		"для %[2]s нужно не меньше %[4]s, заявлено %[5]d: заявите ещё команды или измените настройки брейн-ринга (число групп) до жеребьёвки",
		labels.Count("en", "count.group", groups), labels.Count("ru", "count.group_gen", groups), labels.Count("en", "count.team", 2*groups), labels.Count("ru", "count.team_gen", 2*groups), teams)
}

// BrainringDrawReady reports whether the group draw (F2) can be made now:
// the groups are not drawn and the entered teams not disqualified fill
// every group with two at least. The lot of the draw should not be
// committed before it is ready, and the draw checks it before the seed.
func (f *Festival) BrainringDrawReady() error {
	if err := f.Exists(); err != nil {
		return err
	}
	b := f.Brainring
	if b == nil {
		return NoBrainring()
	}
	if len(b.Groups) > 0 {
		return turnir.Errorf(turnir.ECONFLICT, "the groups are already drawn", "группы уже разыграны")
	}
	if n := len(f.brainringEligible()); n < 2*b.Config.Groups {
		return tooFewBrainringTeams(b.Config.Groups, n)
	}
	return nil
}

// ConfigureBrainring replaces the Brain-ring settings (group count, fight
// lengths ...) while the groups are not drawn: the way out when too few
// teams came for the group count the tournament was opened with. reason
// is required and kept in History. A lot commitment already published for
// the group draw stays valid: its seed is secret either way, so the
// organizer cannot pick settings to suit it.
func (f *Festival) ConfigureBrainring(m es.Meta, cfg brainring.Config) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	b := f.Brainring
	if b == nil {
		return nil, NoBrainring()
	}
	if len(b.Groups) > 0 {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the groups are drawn; the Brain-ring settings cannot change now",
			"группы уже разыграны; настройки брейн-ринга менять нельзя")
	}
	if strings.TrimSpace(m.Reason) == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "a change of the Brain-ring settings needs a reason",
			"для изменения настроек брейн-ринга нужна причина")
	}
	if err := brainringPlayable(cfg); err != nil {
		return nil, err
	}
	return f.brCmd(m.Event(EvBrainringConfigured, BrainringConfigured{Config: cfg}))
}

// EnterBrainringTeam enters one more team before the group draw.
func (f *Festival) EnterBrainringTeam(m es.Meta, team string) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	if f.Brainring == nil {
		return nil, NoBrainring()
	}
	if err := f.brainringTeam(team); err != nil {
		return nil, err
	}
	if len(f.Brainring.Groups) > 0 {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the groups are drawn; no team can enter now", "группы уже разыграны; заявить команду нельзя")
	}
	if slices.Contains(f.Brainring.Teams, team) {
		return nil, turnir.Errorf(turnir.ECONFLICT, "team %q is already entered", "команда %q уже заявлена", team)
	}
	return es.At(m.At, m.Actor, "").One(EvBrainringTeamEntered, BrainringTeamEntered{Team: team})
}

// checkSeed finds the open commitment of purpose and checks seed against
// it.
func (f *Festival) checkSeed(purpose string, seed turnir.Seed) error {
	l := f.Lot(purpose)
	if l == nil {
		return &turnir.Error{Code: turnir.ECONFLICT,
			EN: "the Brain-ring draw (" + brainringLotWords(purpose, "en") + ") is not prepared yet: first press “Prepare the draw”",
			RU: "жеребьёвка брейн-ринга (" + brainringLotWords(purpose, "ru") + ") ещё не подготовлена: сначала нажмите «Подготовить жеребьёвку»"}
	}
	if !turnir.VerifyCommitment(seed, l.Commitment) {
		return turnir.Errorf(turnir.EINVALID, "this seed does not match the published commitment %s",
			"этот жребий не совпадает с опубликованным обязательством %s", l.Commitment)
	}
	return nil
}

// DrawBrainringGroups draws the groups (F2) with the seed committed for
// BrainringGroupsLotPurpose and schedules each group's double round robin
// (F3). pots are seeding pots (brainring.DrawGroupsSeeded) that must hold
// exactly the entered teams not disqualified; nil is one pot of them all,
// a plain lot. The draw and the schedule are stored with the seed.
func (f *Festival) DrawBrainringGroups(m es.Meta, pots [][]string, seed turnir.Seed) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	b := f.Brainring
	if b == nil {
		return nil, NoBrainring()
	}
	pots, err := f.drawPots(pots)
	if err != nil {
		return nil, err
	}
	if err := f.checkSeed(BrainringGroupsLotPurpose, seed); err != nil {
		return nil, err
	}
	groups, err := brainring.DrawGroupsSeeded(pots, b.Config, seed.Rand(BrainringGroupsLotPurpose))
	if err != nil {
		return nil, err
	}
	d, err := scheduled(BrainringGroupsDrawn{Pots: pots, Groups: groups, Seed: seed.String()})
	if err != nil {
		return nil, err
	}
	return f.brCmd(es.At(m.At, m.Actor, "").Event(EvBrainringGroupsDrawn, d))
}

// scheduled is the draw d with each group's double round robin (F3).
func scheduled(d BrainringGroupsDrawn) (BrainringGroupsDrawn, error) {
	for _, g := range d.Groups {
		rounds, err := brainring.Schedule(g.Teams)
		if err != nil {
			return d, err
		}
		d.Schedules = append(d.Schedules, rounds)
	}
	return d, nil
}

// drawPots checks the group draw can be made (BrainringDrawReady) from
// pots, which must hold exactly the entered teams not disqualified; nil is
// one pot of them all.
func (f *Festival) drawPots(pots [][]string) ([][]string, error) {
	if err := f.BrainringDrawReady(); err != nil {
		return nil, err
	}
	teams := f.brainringEligible()
	if pots == nil {
		pots = [][]string{teams}
	}
	var all []string
	for _, p := range pots {
		all = append(all, p...)
	}
	if !slices.Equal(slices.Sorted(slices.Values(all)), slices.Sorted(slices.Values(teams))) {
		return nil, turnir.Errorf(turnir.EINVALID, "the pots must hold exactly the %d entered teams not disqualified",
			"корзины должны содержать ровно %d заявленных недисквалифицированных команд", len(teams))
	}
	return pots, nil
}

// checkFight refuses an input to a fight that cannot take one now: a group
// fight once the play-off has started, any fight of a disqualified team
// (DQ2: its results are frozen), a play-off fight whose match is unknown.
func (f *Festival) checkFight(id string) error {
	if err := f.Exists(); err != nil {
		return err
	}
	b := f.Brainring
	if b == nil {
		return NoBrainring()
	}
	dq := f.brainringDQ()
	var a, bb string
	if _, gf := b.groupFight(id); gf != nil {
		if b.Playoff != nil {
			return turnir.Errorf(turnir.ECONFLICT, "the play-off has started; group results are final",
				"плей-офф начался; результаты групп окончательны")
		}
		a, bb = gf.Fight.A, gf.Fight.B
	} else {
		m, _, err := f.playoffFight(id)
		if err != nil {
			return err
		}
		a, bb = m.A, m.B
	}
	return f.frozen(dq, a, bb)
}

// frozen refuses an input for a fight or match of a disqualified team
// (DQ2).
func (f *Festival) frozen(dq map[string]bool, teams ...string) error {
	for _, t := range teams {
		if dq[t] {
			return turnir.Errorf(turnir.ECONFLICT, "team %q is disqualified (DQ2); its results are frozen",
				"команда %q дисквалифицирована (DQ2); её результаты больше не меняются", f.Team(t).Name)
		}
	}
	return nil
}

// checkMatch refuses extra questions for a match that is unknown, whose
// teams are not known yet or that has a disqualified team.
func (f *Festival) checkMatch(id string) error {
	if err := f.Exists(); err != nil {
		return err
	}
	if f.Brainring == nil {
		return NoBrainring()
	}
	br, err := f.brainringBracket()
	if err != nil {
		return err
	}
	m, ok := br.bracket.Match(id)
	if !ok {
		return turnir.Errorf(turnir.ENOTFOUND, "no match %q", "нет матча %q", id)
	}
	if m.A == "" || m.B == "" {
		return turnir.Errorf(turnir.ECONFLICT, "match %s cannot be played before both its teams are known",
			"матч %s нельзя играть, пока не известны обе команды", m.ID)
	}
	return f.frozen(f.brainringDQ(), m.A, m.B)
}

// BrainringQuestion records who took question q of a fight (F4): a team
// of the fight, or "" for nobody. The next question of the fight or any
// question already entered may be given; entering one again is a
// correction (a new event; History keeps the old one, and reason says
// why). fight is a group fight ID ("A-3-1") or a play-off fight ID
// ("QF1-2"). A fight played live is the console's while it is played and
// the committee's, with a reason, once it is over (liveCorrection).
func (f *Festival) BrainringQuestion(m es.Meta, fight string, q int, taker string) ([]turnir.Event, error) {
	if err := f.checkFight(fight); err != nil {
		return nil, err
	}
	if err := f.liveCorrection(m, fight); err != nil {
		return nil, err
	}
	return f.brCmd(m.Event(EvBrainringQuestionTaken, BrainringQuestionTaken{Fight: fight, Question: q, Taker: taker}))
}

// BrainringFight enters a fight's whole line at once: taken[i] took
// question i+1 ("" for nobody). It replaces whatever was entered for the
// fight; fewer entries than questions leave the fight in progress. An
// empty line for the last fights of a play-off match takes them back, so
// that an earlier match can be corrected.
func (f *Festival) BrainringFight(m es.Meta, fight string, taken []string) ([]turnir.Event, error) {
	if err := f.checkFight(fight); err != nil {
		return nil, err
	}
	if taken == nil {
		taken = []string{}
	}
	if err := f.playedLive(fight, taken); err != nil {
		return nil, err
	}
	return f.brCmd(m.Event(EvBrainringFightEntered, BrainringFightEntered{Fight: fight, Taken: slices.Clone(taken)}))
}

// DrawBrainringGroupLot draws the lot of group g (F5) with the seed
// committed for BrainringGroupLotPurpose(g): one order of the group's
// teams, which orders every tie the rules leave. It is refused unless
// every fight of the group is in and a tie touches its qualifying places.
func (f *Festival) DrawBrainringGroupLot(m es.Meta, group string, seed turnir.Seed) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	b := f.Brainring
	if b == nil {
		return nil, NoBrainring()
	}
	g, _, err := f.lotGroup(group)
	if err != nil {
		return nil, err
	}
	purpose := BrainringGroupLotPurpose(group)
	if err := f.checkSeed(purpose, seed); err != nil {
		return nil, err
	}
	order := brainring.DrawLot(g.Teams, seed.Rand(purpose))
	return f.brCmd(es.At(m.At, m.Actor, "").Event(EvBrainringGroupLotDrawn, BrainringGroupLotDrawn{Group: group, Order: order, Seed: seed.String()}))
}

// lotGroup is group with its table when it waits for its lot (F5): every
// fight in, a tie touching its qualifying places, the play-off not begun.
func (f *Festival) lotGroup(group string) (*BrainringGroup, groupTable, error) {
	b := f.Brainring
	g := b.group(group)
	if g == nil {
		return nil, groupTable{}, unknownGroup(group)
	}
	if b.Playoff != nil {
		return nil, groupTable{}, turnir.Errorf(turnir.ECONFLICT, "the play-off has started; group results are final",
			"плей-офф начался; результаты групп окончательны")
	}
	t, err := f.table(g, f.brainringDQ())
	if err != nil {
		return nil, t, err
	}
	if !t.needsLot {
		return nil, t, turnir.Errorf(turnir.ECONFLICT, "group %s needs no lot: its fights are not all in, or the rules settle its qualifying places",
			"группе %s жребий не нужен: не все бои сыграны или места выхода определены по правилам", group)
	}
	return g, t, nil
}

// StartBrainringPlayoff closes the group stage and lays out the play-off
// (F6): the top Advance of each group, group winners against runners-up of
// the paired group (brainring.PlayoffEntries). It is refused while a group
// has fights to play or a lot to draw.
func (f *Festival) StartBrainringPlayoff(m es.Meta) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	b := f.Brainring
	if b == nil {
		return nil, NoBrainring()
	}
	if len(b.Groups) == 0 {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the groups are not drawn yet", "группы ещё не разыграны")
	}
	if b.Playoff != nil {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the play-off has already started", "плей-офф уже начался")
	}
	tables, err := f.brainringTables()
	if err != nil {
		return nil, err
	}
	var groups []brainring.Group
	var qs [][]string
	for i, t := range tables {
		g := b.Groups[i]
		switch {
		case !t.complete:
			return nil, turnir.Errorf(turnir.ECONFLICT, "group %s has fights still to play", "в группе %s сыграны не все бои", g.Name)
		case t.needsLot:
			return nil, turnir.Errorf(turnir.ECONFLICT, "group %s has a tie the rules leave open; draw its lot first",
				"в группе %s равенство, которое правила не разрешают; сначала проведите жребий", g.Name)
		case t.qualifiers == nil:
			return nil, turnir.Errorf(turnir.ECONFLICT, "group %s has too few teams left to send %d on",
				"в группе %s осталось слишком мало команд, чтобы вышли %d", g.Name, b.Config.Advance)
		}
		groups = append(groups, brainring.Group{Name: g.Name, Teams: g.Teams})
		qs = append(qs, t.qualifiers)
	}
	entries, err := brainring.PlayoffEntries(groups, qs)
	if err != nil {
		return nil, err
	}
	return f.brCmd(es.At(m.At, m.Actor, "").Event(EvBrainringPlayoffStarted, BrainringPlayoffStarted{Entries: entries}))
}

// BrainringExtraQuestion records who took extra question q of a play-off
// match whose fights left every indicator level (F7), "" for nobody; the
// first extra question one team takes decides the match. Entering one
// again is a correction.
func (f *Festival) BrainringExtraQuestion(m es.Meta, match string, q int, taker string) ([]turnir.Event, error) {
	if err := f.checkMatch(match); err != nil {
		return nil, err
	}
	if err := f.playedLiveExtra(match, q, taker); err != nil {
		return nil, err
	}
	return f.brCmd(m.Event(EvBrainringExtraQuestion, BrainringExtraQuestion{Match: match, Question: q, Taker: taker}))
}

// BrainringGroupChoices are the group counts the Brain-ring can be opened
// with for the festival's teams not disqualified (F2): powers of two, as
// the play-off seeding needs, with two teams a group at least; def is the
// regulation's 8, or the most the teams allow. The jury page offers
// exactly these.
func (f *Festival) BrainringGroupChoices() (choices []int, def int) {
	active := len(f.ActiveTeams())
	for g := 1; g <= 16; g *= 2 {
		if g == 1 || 2*g <= active {
			choices = append(choices, g)
		}
	}
	return choices, min(brainring.DefaultConfig().Groups, choices[len(choices)-1])
}
