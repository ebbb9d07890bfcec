package teamchess

import (
	"fmt"
	"time"
)

// Kinds of programme items (K7).
const (
	ItemRegistration = "registration" // registration and the eligibility commission
	ItemMeeting      = "meeting"      // meeting of the team representatives
	ItemArbiters     = "arbiters"     // meeting of the arbiters
	ItemDraw         = "draw"         // a round's draw (Round set)
	ItemRound        = "round"        // a round (Round set)
	ItemOpening      = "opening"      // opening ceremony
	ItemClosing      = "closing"      // closing ceremony and prize giving
	ItemOther        = "other"        // anything else; Name says what
)

var validItem = map[string]bool{ItemRegistration: true, ItemMeeting: true, ItemArbiters: true, ItemDraw: true,
	ItemRound: true, ItemOpening: true, ItemClosing: true, ItemOther: true}

// ScheduleItem is one line of the programme (K7).
type ScheduleItem struct {
	At    time.Time `json:"at"`
	Until time.Time `json:"until,omitzero"` // the end, when the programme gives one
	Kind  string    `json:"kind"`
	Round int       `json:"round,omitempty"` // for rounds and draws
	// Name and NameRU override the title made from Kind; Place and
	// PlaceRU say where.
	Name    string `json:"name,omitempty"`
	NameRU  string `json:"name_ru,omitempty"`
	Place   string `json:"place,omitempty"`
	PlaceRU string `json:"place_ru,omitempty"`
}

// Where returns the item's place in lang ("en" or "ru").
func (it ScheduleItem) Where(lang string) string {
	if lang == "ru" && it.PlaceRU != "" {
		return it.PlaceRU
	}
	return it.Place
}

var itemTitles = map[string][2]string{
	ItemRegistration: {"Registration and eligibility commission", "Регистрация участников, работа комиссии по допуску"},
	ItemMeeting:      {"Meeting of team representatives", "Совещание представителей команд"},
	ItemArbiters:     {"Meeting of the arbiters", "Заседание судейской коллегии"},
	ItemDraw:         {"Draw of round %d", "Жеребьёвка %d-го тура"},
	ItemRound:        {"Round %d", "Тур %d"},
	ItemOpening:      {"Opening ceremony", "Торжественное открытие"},
	ItemClosing:      {"Closing ceremony and prize giving", "Торжественное закрытие, награждение"},
	ItemOther:        {"Programme item", "Пункт программы"},
}

// Title returns the item's title in lang ("en" or "ru").
func (it ScheduleItem) Title(lang string) string {
	if lang == "ru" && it.NameRU != "" {
		return it.NameRU
	}
	if it.Name != "" {
		return it.Name
	}
	t := itemTitles[it.Kind]
	s := t[0]
	if lang == "ru" {
		s = t[1]
	}
	if it.Kind == ItemRound || it.Kind == ItemDraw {
		s = fmt.Sprintf(s, it.Round)
	}
	return s
}

// Next returns the first programme item that starts at t or later (K7),
// and false after the last one. An item that started before t is over for
// this purpose even if it has an end still to come: pages show what comes
// next; Current tells what is going on.
func (c Config) Next(t time.Time) (ScheduleItem, bool) {
	for _, it := range c.Schedule {
		if !it.At.Before(t) {
			return it, true
		}
	}
	return ScheduleItem{}, false
}

// Current returns the items going on at t: those with an end that contains
// t, and a round from its start until the next item starts.
func (c Config) Current(t time.Time) []ScheduleItem {
	var out []ScheduleItem
	for i, it := range c.Schedule {
		end := it.Until
		if end.IsZero() && it.Kind == ItemRound && i+1 < len(c.Schedule) {
			end = c.Schedule[i+1].At
		}
		if !t.Before(it.At) && t.Before(end) {
			out = append(out, it)
		}
	}
	return out
}

// RoundAt returns the scheduled start of round n, if the programme has it.
func (c Config) RoundAt(n int) (time.Time, bool) {
	for _, it := range c.Schedule {
		if it.Kind == ItemRound && it.Round == n {
			return it.At, true
		}
	}
	return time.Time{}, false
}

// String writes the control as "30 min + 5 s per move from move 1".
func (tc TimeControl) String() string {
	return fmt.Sprintf("%s + %s per move from move 1", minutes(tc.Base, "min"), minutes(tc.Increment, "s"))
}

// StringRU writes the control in Russian.
func (tc TimeControl) StringRU() string {
	return fmt.Sprintf("%s с добавлением %s на ход, начиная с первого", minutes(tc.Base, "мин"), minutes(tc.Increment, "с"))
}

func minutes(d time.Duration, unit string) string {
	if (unit == "min" || unit == "мин") && d%time.Minute == 0 {
		return fmt.Sprintf("%d %s", d/time.Minute, unit)
	}
	sec := map[string]string{"min": "s", "мин": "с", "s": "s", "с": "с"}[unit]
	return fmt.Sprintf("%g %s", d.Seconds(), sec)
}
