package svoya

import (
	"strconv"
	"strings"
	"testing"

	"turnir"
	"turnir/labels"
)

// TestIssue14_SeatCountsInWords (issue 14, item 5): a count meets its noun
// through labels.Plural: "41 игрок на 32 места", never "41 игроков на 32
// мест", and "41 players" in English.
func TestIssue14_SeatCountsInWords(t *testing.T) {
	cfg := DefaultConfig()
	seats := cfg.Groups.Venues * cfg.Groups.PerVenue
	for _, n := range []int{seats + 1, 41, 42, 45, 101, 111} {
		ids := make([]string, n)
		for i := range ids {
			ids[i] = "p" + strconv.Itoa(i)
		}
		_, err := SeatVenues(ids, cfg)
		want := strconv.Itoa(n) + " " + labels.Plural(n, "игрок", "игрока", "игроков") + " на " +
			strconv.Itoa(seats) + " " + labels.Plural(seats, "место", "места", "мест")
		if ru := turnir.ErrorMessage(err, "ru"); ru != want {
			t.Errorf("%d players: %q, want %q", n, ru, want)
		}
		if en := turnir.ErrorMessage(err, "en"); !strings.HasPrefix(en, strconv.Itoa(n)+" players for ") {
			t.Errorf("%d players: %q", n, en)
		}
	}
	if got := labels.Count("ru", "count.player", 41); got != "41 игрок" {
		t.Errorf("41: %q", got)
	}
}
