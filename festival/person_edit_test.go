package festival_test

import (
	"encoding/json"
	"testing"

	"turnir"
	"turnir/cup"
	"turnir/es"
	"turnir/festival"
)

// TestIssue14_PlayersCarryRatingIDs (issue 14, item 10): a player and a
// coach are registered with their rating-site ids, a bad or taken id is
// refused, a player is renamed and given an id, one who has played nowhere
// is removed by a decision with its reason, one on a cup roster is not;
// Verify re-runs every edit.
func TestIssue14_PlayersCarryRatingIDs(t *testing.T) {
	h := newHarness(t)
	h.teams(2, 0)
	m := func(why string) es.Meta { return es.At(h.now(), "org", why) }
	h.do(h.f.RegisterRated(m(""), festival.KindPlayer, "T1-p1", "Анна", "T1", " 12345 "))
	h.do(h.f.RegisterRated(m(""), festival.KindCoach, "T1-c1", "Вера", "T1", "777"))
	if p := h.f.Player("T1-p1"); p.Rating != "12345" {
		t.Fatalf("rating %q, want the digits trimmed", p.Rating)
	}
	for _, bad := range []string{"12a", "-5", "1234567890", "１２", "12\x00"} {
		h.refused(turnir.EINVALID, "рейтинговый ID")(h.f.RegisterRated(m(""), festival.KindPlayer, "T2-p9", "Глеб", "T2", bad))
	}
	h.refused(turnir.ECONFLICT, "уже указан")(h.f.RegisterRated(m(""), festival.KindPlayer, "T2-p1", "Борис", "T2", "12345"))
	h.do(h.f.RegisterTeamRated(m(""), "T3", "Ежи", "", []festival.Entrant{{Name: "Борис", Rating: "555"}, {Name: "Глеб"}}, nil))
	if p := h.f.Player("T3-p1"); p == nil || p.Rating != "555" {
		t.Fatalf("a batch's player: %+v", p)
	}

	h.refused(turnir.ECONFLICT, "уже есть")(h.f.EditPerson(m(""), festival.KindPlayer, "T3-p2", "борис", ""))
	h.refused(turnir.EINVALID, "")(h.f.EditPerson(m(""), festival.KindPlayer, "T3-p2", "Гл\u0007еб", ""))
	h.refused(turnir.ECONFLICT, "уже указан")(h.f.EditPerson(m(""), festival.KindPlayer, "T3-p2", "Глеб", "777"))
	h.refused(turnir.ENOTFOUND, "")(h.f.EditPerson(m(""), festival.KindCoach, "T3-p2", "Глеб", ""))
	h.do(h.f.EditPerson(m("опечатка"), festival.KindPlayer, "T3-p2", "Глеб Сомов", "4242"))
	h.do(h.f.EditPerson(m(""), festival.KindPlayer, "T1-p1", "Анна", "12345")) // its own id stays its own
	if p := h.f.Player("T3-p2"); p.Name != "Глеб Сомов" || p.Rating != "4242" {
		t.Fatalf("after the edit: %+v", p)
	}

	h.do(h.f.OpenCup(m(""), cup.DefaultConfig()))
	h.do(h.f.EnterCupTeam(m(""), "T1", nil))
	h.refused(turnir.EINVALID, "причина")(h.f.RemovePerson(m(""), festival.KindPlayer, "T3-p1"))
	h.refused(turnir.ECONFLICT, "дисквалифицировать")(h.f.RemovePerson(m("ушла"), festival.KindPlayer, "T1-p1"))
	h.do(h.f.RemovePerson(m("не приехал"), festival.KindPlayer, "T3-p1"))
	h.do(h.f.RemovePerson(m("заболела"), festival.KindCoach, "T1-c1"))
	if h.f.Player("T3-p1") != nil || h.f.Coach("T1-c1") != nil {
		t.Fatal("the removed people are still there")
	}
	h.do(h.f.Disqualify(m("подсказка"), festival.KindPlayer, "T3-p2"))
	h.refused(turnir.ECONFLICT, "дисквалифицирован")(h.f.RemovePerson(m("ушёл"), festival.KindPlayer, "T3-p2"))

	for _, tv := range h.f.TeamList() {
		for _, p := range tv.Players {
			if want := p.ID == "T3-p2" || p.ID == "T1-p1"; p.Removable == want {
				t.Errorf("%s removable %v", p.ID, p.Removable)
			}
		}
	}
	rep, err := festival.Verify(h.log)
	if err != nil || !rep.OK() {
		t.Fatalf("verify: %v %+v", err, rep)
	}
}

// TestEntrantReadsANameOrAnObject: a body's player is a name, as before
// rating ids, or an object; an unknown field of one is refused.
func TestEntrantReadsANameOrAnObject(t *testing.T) {
	var got []festival.Entrant
	if err := json.Unmarshal([]byte(`["Анна", {"name": "Борис", "rating": "12"}]`), &got); err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0] != (festival.Entrant{Name: "Анна"}) || got[1] != (festival.Entrant{Name: "Борис", Rating: "12"}) {
		t.Fatalf("%+v", got)
	}
	if err := json.Unmarshal([]byte(`[{"name": "Анна", "admin": true}]`), &got); err == nil {
		t.Fatal("an unknown field is read")
	}
}

// TestIssue14_EntrantNameCarriesItsRatingID (item 10): a name written as
// the import's cell is, "Анна Петрова (12345)" or "… [12345]", gives the
// rating id apart, so the jury's add-team form takes the import's lines; a
// bracket of anything but digits stays in the name, and an object's name
// is taken as it is.
func TestIssue14_EntrantNameCarriesItsRatingID(t *testing.T) {
	for in, want := range map[string]festival.Entrant{
		`"Анна Петрова (12345)"`:            {Name: "Анна Петрова", Rating: "12345"},
		`" Борис [77] "`:                    {Name: "Борис", Rating: "77"},
		`"Вера (капитан)"`:                  {Name: "Вера (капитан)"},
		`{"name": "Глеб (5)"}`:              {Name: "Глеб (5)"},
		`{"name": "Дина", "rating": "808"}`: {Name: "Дина", Rating: "808"},
	} {
		var got festival.Entrant
		if err := json.Unmarshal([]byte(in), &got); err != nil || got != want {
			t.Errorf("%s: %+v %v, want %+v", in, got, err, want)
		}
	}
}
