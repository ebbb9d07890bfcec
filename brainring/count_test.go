package brainring

import (
	"strings"
	"testing"

	"turnir"
)

// TestCountInRefusal: a group's size in a refusal takes the form of its
// number, in both languages (issue 14: "из группы из 21 команды", never
// "из 21 команд"; "a group of 1 team").
func TestCountInRefusal(t *testing.T) {
	for n, want := range map[int][2]string{
		1:  {"a group of 1 team cannot", "из группы из 1 команды не"},
		2:  {"a group of 2 teams cannot", "из группы из 2 команд не"},
		5:  {"a group of 5 teams cannot", "из группы из 5 команд не"},
		21: {"a group of 21 teams cannot", "из группы из 21 команды не"},
	} {
		_, err := Qualifiers(make([]Row, n), n+1)
		e, ok := err.(*turnir.Error)
		if !ok || !strings.Contains(e.EN, want[0]) || !strings.Contains(e.RU, want[1]) {
			t.Errorf("%d teams: %v, want %q / %q", n, err, want[0], want[1])
		}
	}
}
