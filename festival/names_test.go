package festival_test

import (
	"testing"

	"turnir"
	"turnir/es"
	"turnir/festival"
)

// hidden are names with characters that take over a terminal or hide in a
// page: each is refused for a team, a player and a coach.
var hidden = map[string]string{
	"NUL":                    "Ali\x00ce",
	"ESC sequence":           "\x1b[31mAlice\x1b[0m",
	"right-to-left override": "\u202eecilA",
	"zero-width space":       "Ali\u200bce",
	"zero-width joiner":      "Ali\u200dce",
	"byte order mark":        "\ufeffAlice",
}

func TestNamesWithHiddenCharactersRefused(t *testing.T) {
	h := newHarness(t)
	h.do(h.f.RegisterTeam(es.At(h.now(), "org", ""), "T1", "Совы", "Город"))
	for what, name := range hidden {
		t.Run(what, func(t *testing.T) {
			h.t = t
			h.refused(turnir.EINVALID, "невидимый или управляющий символ")(h.f.RegisterTeam(es.At(h.now(), "org", ""), "T2", name, ""))
			h.refused(turnir.EINVALID, "невидимый или управляющий символ")(h.f.RegisterTeam(es.At(h.now(), "org", ""), "T2", "Лисы", name))
			h.refused(turnir.EINVALID, "невидимый или управляющий символ")(h.f.RegisterPlayer(es.At(h.now(), "org", ""), "p", name, "T1"))
			h.refused(turnir.EINVALID, "невидимый или управляющий символ")(h.f.RegisterCoach(es.At(h.now(), "org", ""), "c", name, "T1"))
		})
	}
}

// TestLookalikeNamesRefusedAsTheSame: "Alice" and "Alice" with a
// zero-width space (or in another case) are one name to whoever reads the
// list: a second team, or a second person of one team, is refused.
func TestLookalikeNamesRefusedAsTheSame(t *testing.T) {
	h := newHarness(t)
	h.do(h.f.RegisterTeam(es.At(h.now(), "org", ""), "T1", "Alice", ""))
	h.refused(turnir.ECONFLICT, "уже есть в списке")(h.f.RegisterTeam(es.At(h.now(), "org", ""), "T2", "Alice\u200b", ""))
	h.refused(turnir.ECONFLICT, "уже есть в списке")(h.f.RegisterTeam(es.At(h.now(), "org", ""), "T2", " ALICE ", ""))
	h.do(h.f.RegisterTeam(es.At(h.now(), "org", ""), "T2", "Bob", ""))

	h.do(h.f.RegisterPlayer(es.At(h.now(), "org", ""), "p1", "Анна  Петрова", "T1"))
	if got := h.f.Player("p1").Name; got != "Анна Петрова" {
		t.Errorf("stored player name %q, want the spaces collapsed", got)
	}
	h.refused(turnir.ECONFLICT, "уже есть в списке")(h.f.RegisterPlayer(es.At(h.now(), "org", ""), "p2", "Анна Петрова\u200b", "T1"))
	h.refused(turnir.ECONFLICT, "уже есть в списке")(h.f.RegisterCoach(es.At(h.now(), "org", ""), "c1", "анна петрова", "T1"))
	// Two people of one name in two teams are told apart by their team.
	h.do(h.f.RegisterPlayer(es.At(h.now(), "org", ""), "p2", "Анна Петрова", "T2"))
}

// TestOldLogWithHiddenNamesStillVerifies: a log written before names were
// cleaned (a zero-width twin, an ESC in a player's name) replays and
// verifies; the new rules apply to new commands only.
func TestOldLogWithHiddenNamesStillVerifies(t *testing.T) {
	h := newHarness(t)
	at := h.now()
	for _, e := range []turnir.Event{
		turnir.NewEvent(festival.EvTeamRegistered, at, "org", festival.TeamRegistered{ID: "T1", Name: "Alice"}),
		turnir.NewEvent(festival.EvTeamRegistered, at, "org", festival.TeamRegistered{ID: "T2", Name: "Alice\u200b"}),
		turnir.NewEvent(festival.EvPlayerRegistered, at, "org", festival.PlayerRegistered{ID: "p1", Name: "\x1b[31mEve  ", Team: "T1"}),
		turnir.NewEvent(festival.EvCoachRegistered, at, "org", festival.CoachRegistered{ID: "c1", Name: "eve", Team: "T1"}),
	} {
		h.do([]turnir.Event{e}, nil)
	}
	rep, err := festival.Verify(h.log)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.OK() {
		t.Fatalf("an old log with uncleaned names no longer verifies: %v", rep.Mismatches)
	}
}
