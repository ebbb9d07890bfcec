package report

import (
	"io"
	"strings"
	"time"

	"turnir/festival"
)

// festivalPDF sets a festival's tables for print: the festival's name,
// then each table under its caption in the reader's language, dated by
// the festival's last decision so that the same log gives the same file.
func festivalPDF(w io.Writer, f *festival.Festival, tables []Table, lang string) error {
	h := func(ru, en string) string {
		if lang == "en" {
			return en
		}
		return ru
	}
	var stamp time.Time
	if n := len(f.History); n > 0 {
		stamp = f.History[n-1].At.UTC()
	}
	sub := ""
	if !stamp.IsZero() {
		sub = h("По состоянию на ", "As of ") + stamp.Format("2006-01-02 15:04") + " UTC"
	}
	printed := make([]Table, len(tables))
	for i, t := range tables {
		printed[i] = t
		printed[i].Name = festivalCaption(t.Name, h)
	}
	return TablesPDF(w, f.Name, sub, stamp, printed...)
}

// festivalCaption is the heading a festival table is printed under: its
// file name ("cup-round-1", "brainring-group-a") in words.
func festivalCaption(name string, h words) string {
	cut := func(prefix string) (string, bool) { return strings.CutPrefix(name, prefix) }
	if n, ok := cut("cup-round-"); ok {
		return h("Кубок: тур ", "Cup: round ") + n
	}
	if g, ok := cut("brainring-group-"); ok {
		return h("Брейн-ринг: группа ", "Brain-ring: group ") + strings.ToUpper(g)
	}
	if g, ok := cut("brainring-cross-"); ok {
		return h("Брейн-ринг: шахматка группы ", "Brain-ring: crosstable of group ") + strings.ToUpper(g)
	}
	if n, ok := cut("svoya-venue-"); ok {
		return h("Своя игра: площадка ", "Svoya igra: venue ") + n
	}
	switch name {
	case "teams":
		return h("Команды", "Teams")
	case "cup-ranking":
		return h("Кубок: места", "Cup: ranking")
	case "cup-questions":
		return h("Кубок: вопросы", "Cup: questions")
	case "cup-bracket":
		return h("Кубок: пары на выбывание", "Cup: knock-out pairs")
	case "cup-final":
		return h("Кубок: финал", "Cup: final")
	case "brainring-playoff":
		return h("Брейн-ринг: плей-офф", "Brain-ring: play-off")
	case "brainring-fights":
		return h("Брейн-ринг: все бои", "Brain-ring: every fight")
	case "brainring-ranking":
		return h("Брейн-ринг: места", "Brain-ring: ranking")
	case "svoya-qualifying":
		return h("Своя игра: письменный отбор", "Svoya igra: written qualifying")
	case "svoya-fights":
		return h("Своя игра: бои групп", "Svoya igra: group fights")
	case "svoya-playoff":
		return h("Своя игра: плей-офф", "Svoya igra: play-off")
	case "svoya-ranking":
		return h("Своя игра: места", "Svoya igra: ranking")
	case "solyanka":
		return h("Солянка", "Solyanka")
	}
	return name
}
