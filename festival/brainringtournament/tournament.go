package brainringtournament

import (
	"slices"
	"strconv"
	"strings"

	"turnir"
	"turnir/brainring"
	"turnir/es"
	"turnir/festival/register"
)

// Event types of the Brain-ring tournament.
const (
	EvBrainringOpened         = "BrainringOpened"
	EvBrainringTeamEntered    = "BrainringTeamEntered"
	EvBrainringGroupsDrawn    = "BrainringGroupsDrawn"
	EvBrainringQuestionTaken  = "BrainringQuestionTaken"
	EvBrainringFightEntered   = "BrainringFightEntered"
	EvBrainringGroupLotDrawn  = "BrainringGroupLotDrawn"
	EvBrainringPlayoffStarted = "BrainringPlayoffStarted"
	EvBrainringExtraQuestion  = "BrainringExtraQuestion"
	EvBrainringConfigured     = "BrainringConfigured"
)

// BrainringGroupsLotPurpose is the purpose of the group draw's lot (F2).
const BrainringGroupsLotPurpose = "brainring-groups"

const (
	brainringGroupLotPrefix    = "brainring-lot-"
	brainringPlayoffFightSplit = "-" // between a match ID and a fight's number
)

// BrainringGroupLotPurpose is the purpose of the lot that orders the ties
// of group g (F5).
func BrainringGroupLotPurpose(g string) string { return brainringGroupLotPrefix + g }

// BrainringOpened adds the Brain-ring tournament with its settings and its
// teams (festival team IDs).
type BrainringOpened struct {
	Config brainring.Config `json:"config"`
	Teams  []string         `json:"teams"`
}

// BrainringConfigured replaces the settings before the group draw (see
// Festival.ConfigureBrainring); the event's reason says why.
type BrainringConfigured struct {
	Config brainring.Config `json:"config"`
}

// BrainringTeamEntered enters one more team before the group draw.
type BrainringTeamEntered struct {
	Team string `json:"team"`
}

// BrainringGroupsDrawn stores the group draw (F2): the pots the lot was
// drawn from, the groups it gave, each group's double round robin (F3) and
// the revealed seed.
type BrainringGroupsDrawn struct {
	Pots      [][]string          `json:"pots"`
	Groups    []brainring.Group   `json:"groups"`
	Schedules [][]brainring.Round `json:"schedules"`
	Seed      string              `json:"seed"`
	// Hall marks groups drawn in the hall and entered by the jury
	// (EnterHallGroups): no seed; a commitment stays unrevealed.
	Hall bool `json:"hall,omitempty"`
}

// BrainringQuestionTaken records who took question Question of a fight:
// a team of the fight, or "" for nobody (F4). Entering a question again is
// a correction.
type BrainringQuestionTaken struct {
	Fight    string `json:"fight"`
	Question int    `json:"question"`
	Taker    string `json:"taker"`
}

// BrainringFightEntered sets a fight's whole line at once: Taken[i] took
// question i+1 ("" for nobody). It replaces what was entered before.
type BrainringFightEntered struct {
	Fight string   `json:"fight"`
	Taken []string `json:"taken"`
}

// BrainringGroupLotDrawn stores the lot of a group (F5): an order of all
// its teams that settles the ties every indicator leaves, and the seed.
type BrainringGroupLotDrawn struct {
	Group string   `json:"group"`
	Order []string `json:"order"`
	Seed  string   `json:"seed"`
	// Hall marks a lot drawn in the hall (EnterHallGroupLot).
	Hall bool `json:"hall,omitempty"`
}

// BrainringPlayoffStarted closes the group stage and stores the play-off
// entries in bracket order (F6), as brainring.PlayoffEntries laid them out.
type BrainringPlayoffStarted struct {
	Entries []brainring.Entry `json:"entries"`
}

// BrainringExtraQuestion records who took extra question Question of a
// play-off match that its fights left level (F7), "" for nobody.
type BrainringExtraQuestion struct {
	Match    string `json:"match"`
	Question int    `json:"question"`
	Taker    string `json:"taker"`
}

// Brainring is the state of the festival's Brain-ring tournament: its
// recorded inputs. Tables, the bracket and the ranking are views computed
// from them (brainring_view.go).
type Brainring struct {
	Config brainring.Config `json:"config"`
	Teams  []string         `json:"teams"`  // entered, in entry order
	Groups []BrainringGroup `json:"groups"` // empty until the draw
	// Playoff is nil until the play-off starts.
	Playoff *BrainringPlayoff `json:"playoff,omitempty"`
	// Live holds the fights played live by their ID (live.go); omitted
	// when none is, as in every log written before live play.
	Live map[string]*brainring.Live `json:"live,omitempty"`
	// liveMemo is each live fight's state before its last event, for
	// Verify (liveStep); not part of the state's JSON.
	liveMemo map[string]liveStep
}

// BrainringGroup is one drawn group: its teams, its schedule (stored with
// the draw), its fights in schedule order and its lot when one was drawn.
type BrainringGroup struct {
	Name   string            `json:"name"`
	Teams  []string          `json:"teams"`
	Rounds []brainring.Round `json:"rounds"`
	Fights []GroupFight      `json:"fights"`
	Lot    []string          `json:"lot,omitempty"`
}

// GroupFight is one scheduled group fight and what the jury entered.
type GroupFight struct {
	ID    string          `json:"id"`    // "A-3-1"
	Round int             `json:"round"` // 1-based
	Table int             `json:"table"` // 1-based within the round
	Fight brainring.Fight `json:"fight"`
}

// BrainringPlayoff is the play-off: its entries in bracket order and what
// the jury entered for each match, by match ID.
type BrainringPlayoff struct {
	Entries []brainring.Entry              `json:"entries"`
	Plays   map[string]brainring.MatchPlay `json:"plays"`
}

// groupFightID names a group fight.
func groupFightID(group string, round, table int) string {
	return group + "-" + strconv.Itoa(round) + "-" + strconv.Itoa(table)
}

// playoffFightID names fight k (1-based) of a play-off match.
func playoffFightID(match string, k int) string {
	return match + brainringPlayoffFightSplit + strconv.Itoa(k)
}

// groupFight returns the group fight with the given ID, or nil.
func (b *Brainring) groupFight(id string) (*BrainringGroup, *GroupFight) {
	for gi := range b.Groups {
		g := &b.Groups[gi]
		for fi := range g.Fights {
			if g.Fights[fi].ID == id {
				return g, &g.Fights[fi]
			}
		}
	}
	return nil, nil
}

// group returns the group with the given name, or nil.
func (b *Brainring) group(name string) *BrainringGroup {
	i := slices.IndexFunc(b.Groups, func(g BrainringGroup) bool { return g.Name == name })
	if i < 0 {
		return nil
	}
	return &b.Groups[i]
}

// newGroups builds the groups of a draw with their empty fights.
func newGroups(d BrainringGroupsDrawn, length int) ([]BrainringGroup, error) {
	if len(d.Schedules) != len(d.Groups) {
		return nil, turnir.Errorf(turnir.EINTERNAL, "the draw's groups (%d) and schedules (%d) differ in number", "в жеребьёвке групп: %d, а расписаний: %d", len(d.Groups), len(d.Schedules))
	}
	out := make([]BrainringGroup, len(d.Groups))
	for i, g := range d.Groups {
		bg := BrainringGroup{Name: g.Name, Teams: slices.Clone(g.Teams), Rounds: d.Schedules[i], Fights: []GroupFight{}}
		for _, r := range d.Schedules[i] {
			for t, p := range r.Fights {
				bg.Fights = append(bg.Fights, GroupFight{ID: groupFightID(g.Name, r.Number, t+1), Round: r.Number, Table: t + 1,
					Fight: brainring.NewFight(p.A, p.B, length)})
			}
		}
		out[i] = bg
	}
	return out, nil
}

// Folds are how the Brain-ring's events change the festival.
var Folds es.Handlers[*Festival]

// Festival is the quiz event as its Brain-ring tournament sees it: what
// its competitions share (register.Shared) and the tournament itself, nil
// until it is opened. A disqualification needs no fold of the Brain-ring's
// own, since the tables and the bracket read the register's marks (DQ2).
type Festival struct {
	register.Shared
	Brainring *Brainring
}

// The Brain-ring's events fold into the festival's table.
func init() {
	es.On(&Folds, EvBrainringOpened, func(f *Festival, d BrainringOpened, _ turnir.Event) error {
		if err := d.Config.Validate(); err != nil {
			return err
		}
		f.Brainring = &Brainring{Config: d.Config, Teams: slices.Clone(d.Teams), Groups: []BrainringGroup{}}
		return nil
	})
	onBrainring(EvBrainringConfigured, func(f *Festival, b *Brainring, d BrainringConfigured) error {
		if len(b.Groups) > 0 {
			return turnir.Errorf(turnir.ECONFLICT, "the groups are drawn; the Brain-ring settings cannot change now",
				"группы уже разыграны; настройки брейн-ринга менять нельзя")
		}
		if err := d.Config.Validate(); err != nil {
			return err
		}
		b.Config = d.Config
		return nil
	})
	onBrainring(EvBrainringTeamEntered, func(f *Festival, b *Brainring, d BrainringTeamEntered) error {
		b.Teams = append(b.Teams, d.Team)
		return nil
	})
	onBrainring(EvBrainringGroupsDrawn, func(f *Festival, b *Brainring, d BrainringGroupsDrawn) error {
		groups, err := newGroups(d, b.Config.FightLength)
		if err != nil {
			return err
		}
		b.Groups = groups
		if d.Hall {
			f.MarkLotHall(BrainringGroupsLotPurpose)
			return nil
		}
		return f.MarkLotDrawn(BrainringGroupsLotPurpose, d.Seed)
	})
	onBrainring(EvBrainringGroupLotDrawn, func(f *Festival, b *Brainring, d BrainringGroupLotDrawn) error {
		g := b.group(d.Group)
		if g == nil {
			return unknownGroup(d.Group)
		}
		g.Lot = slices.Clone(d.Order)
		if d.Hall {
			f.MarkLotHall(BrainringGroupLotPurpose(d.Group))
			return nil
		}
		return f.MarkLotDrawn(BrainringGroupLotPurpose(d.Group), d.Seed)
	})
	onBrainring(EvBrainringPlayoffStarted, func(f *Festival, b *Brainring, d BrainringPlayoffStarted) error {
		b.Playoff = &BrainringPlayoff{Entries: d.Entries, Plays: map[string]brainring.MatchPlay{}}
		return nil
	})
	onBrainring(EvBrainringQuestionTaken, func(f *Festival, _ *Brainring, d BrainringQuestionTaken) error {
		return f.enterFight(d.Fight, func(fg brainring.Fight) (brainring.Fight, error) { return fg.Enter(d.Question, d.Taker) })
	})
	onBrainring(EvBrainringFightEntered, func(f *Festival, _ *Brainring, d BrainringFightEntered) error {
		return f.enterFight(d.Fight, func(fg brainring.Fight) (brainring.Fight, error) {
			fg.Taken = slices.Clone(d.Taken)
			if fg.Taken == nil {
				fg.Taken = []string{}
			}
			return fg, fg.Validate()
		})
	})
	onBrainring(EvBrainringExtraQuestion, func(f *Festival, _ *Brainring, d BrainringExtraQuestion) error {
		return f.enterExtra(d)
	})
}

// onBrainring registers the fold of a Brain-ring event that needs the
// Brain-ring opened.
func onBrainring[D any](typ string, fold func(f *Festival, b *Brainring, d D) error) {
	es.On(&Folds, typ, func(f *Festival, d D, _ turnir.Event) error {
		if f.Brainring == nil {
			return NoBrainring()
		}
		return fold(f, f.Brainring, d)
	})
}

// enterFight runs one input on the fight with the given ID: a group fight,
// or a play-off fight, which is opened when its first input comes.
func (f *Festival) enterFight(id string, run func(brainring.Fight) (brainring.Fight, error)) error {
	b := f.Brainring
	if _, gf := b.groupFight(id); gf != nil {
		out, err := run(gf.Fight)
		if err != nil {
			return err
		}
		gf.Fight = out
		return nil
	}
	m, k, err := f.playoffFight(id)
	if err != nil {
		return err
	}
	p := b.Playoff.Plays[m.ID]
	fights := slices.Clone(p.Fights)
	if k == len(fights)+1 {
		a, bb := m.A, m.B
		if k%2 == 0 {
			a, bb = bb, a
		}
		fights = append(fights, brainring.NewFight(a, bb, m.Length))
	}
	out, err := run(fights[k-1])
	if err != nil {
		return err
	}
	if k < len(fights) && !out.Complete() {
		return turnir.Errorf(turnir.ECONFLICT, "fight %d of match %s is entered; clear it before fight %d",
			"бой %d матча %s уже внесён; очистите его прежде боя %d", k+1, m.ID, k)
	}
	fights[k-1] = out
	// Clearing the last fights undoes them, so that a match can be taken
	// back to correct an earlier one.
	for len(fights) > 0 && len(fights[len(fights)-1].Taken) == 0 {
		fights = fights[:len(fights)-1]
	}
	p.Fights = fights
	// Extra questions belong to fights that leave the match level (F7); a
	// correction that ends that voids them (History keeps them).
	if res, err := brainring.DecideMatch(m.A, m.B, fights, nil, b.Config); err != nil || !res.NeedExtra {
		p.Extra = nil
	}
	if len(fights) == 0 && len(p.Extra) == 0 {
		delete(b.Playoff.Plays, m.ID)
		return nil
	}
	b.Playoff.Plays[m.ID] = p
	return nil
}

// playoffFight finds the match of a play-off fight ID and the fight's
// number in it. Fight k may be opened only once fight k-1 is complete.
func (f *Festival) playoffFight(id string) (brainring.Match, int, error) {
	b := f.Brainring
	if b.Playoff == nil {
		return brainring.Match{}, 0, unknownFight(id)
	}
	i := strings.LastIndex(id, brainringPlayoffFightSplit)
	if i < 0 {
		return brainring.Match{}, 0, unknownFight(id)
	}
	k, err := strconv.Atoi(id[i+1:])
	if err != nil || k < 1 || k > b.Config.Playoff.FightsPerMatch {
		return brainring.Match{}, 0, unknownFight(id)
	}
	br, err := f.brainringBracket()
	if err != nil {
		return brainring.Match{}, 0, err
	}
	m, ok := br.bracket.Match(id[:i])
	if !ok {
		return brainring.Match{}, 0, unknownFight(id)
	}
	if m.A == "" || m.B == "" {
		return m, 0, turnir.Errorf(turnir.ECONFLICT, "match %s cannot be played before both its teams are known",
			"матч %s нельзя играть, пока не известны обе команды", m.ID)
	}
	played := b.Playoff.Plays[m.ID].Fights
	switch {
	case k > len(played)+1:
		return m, 0, turnir.Errorf(turnir.ECONFLICT, "fight %d of match %s comes after fight %d", "бой %d матча %s идёт после боя %d", k, m.ID, k-1)
	case k == len(played)+1 && k > 1 && !played[k-2].Complete():
		return m, 0, turnir.Errorf(turnir.ECONFLICT, "fight %d of match %s is not complete yet", "бой %d матча %s ещё не закончен", k-1, m.ID)
	}
	return m, k, nil
}

// enterExtra records an extra question of a match (F7): a new one or a
// correction of one entered.
func (f *Festival) enterExtra(d BrainringExtraQuestion) error {
	b := f.Brainring
	if b.Playoff == nil {
		return noPlayoff()
	}
	p, ok := b.Playoff.Plays[d.Match]
	if !ok {
		return turnir.Errorf(turnir.ECONFLICT, "match %s has no fights yet", "в матче %s ещё нет боёв", d.Match)
	}
	if d.Question < 1 || d.Question > len(p.Extra)+1 {
		return turnir.Errorf(turnir.EINVALID, "extra question %d cannot be entered: %d are entered",
			"дополнительный вопрос %d нельзя внести: внесено %d", d.Question, len(p.Extra))
	}
	extra := slices.Clone(p.Extra)
	if d.Question == len(extra)+1 {
		extra = append(extra, d.Taker)
	} else {
		extra[d.Question-1] = d.Taker
	}
	p.Extra = extra
	b.Playoff.Plays[d.Match] = p
	return nil
}

// NoBrainring is the refusal of a Brain-ring command on an event that has
// no Brain-ring tournament.
func NoBrainring() error {
	return turnir.Errorf(turnir.ECONFLICT, "this event has no Brain-ring tournament", "в этом турнире нет турнира по брейн-рингу")
}

func noPlayoff() error {
	return turnir.Errorf(turnir.ECONFLICT, "the Brain-ring play-off has not started", "плей-офф брейн-ринга ещё не начался")
}

func unknownGroup(g string) error {
	return turnir.Errorf(turnir.ENOTFOUND, "no group %q", "нет группы %q", g)
}

func unknownFight(id string) error {
	return turnir.Errorf(turnir.ENOTFOUND, "no fight %q", "нет боя %q", id)
}
