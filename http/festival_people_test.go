package http_test

import (
	"encoding/base64"
	"strings"
	"testing"

	"turnir"
)

// TestIssue14_PlayersEditedOverAPI (issue 14, item 10): players come with
// their rating-site ids (a body's name or object, the import's bracket),
// are renamed and given an id by the jury, removed by the organizer only
// and with a reason; a hostile body is refused.
func TestIssue14_PlayersEditedOverAPI(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	org.must("POST", "/api/festivals", map[string]string{"id": "pp", "name": "Люди"}, nil)
	type person struct {
		ID, Name, Rating string
		Removable        bool
	}
	var v struct {
		TeamList []struct {
			ID      string
			Players []person `json:"players"`
			Coaches []person `json:"coaches"`
		} `json:"team_list"`
	}
	org.must("POST", "/api/festivals/pp/teams", map[string]any{"id": "t1", "name": "Совы",
		"players": []any{"Аня", map[string]string{"name": "Борис", "rating": "4242"}}, "coaches": []any{map[string]string{"name": "Вера", "rating": "77"}}}, &v)
	if ps := v.TeamList[0].Players; len(ps) != 2 || ps[1].Rating != "4242" || !ps[1].Removable || v.TeamList[0].Coaches[0].Rating != "77" {
		t.Fatalf("registered: %+v", v.TeamList)
	}
	org.refused("POST", "/api/festivals/pp/teams", map[string]any{"name": "Ежи", "players": []any{map[string]any{"name": "Глеб", "admin": true}}}, turnir.EINVALID)
	org.refused("POST", "/api/festivals/pp/players", map[string]string{"name": "Глеб", "team": "t1", "rating": "42; DROP"}, turnir.EINVALID)
	org.must("POST", "/api/festivals/pp/players", map[string]string{"name": "Глеб", "team": "t1", "rating": "99"}, &v)

	csv := "команда,город,тренер,игроки\nЕжи,Пермь,Дина (5),Ира [6],Кира\n"
	org.must("POST", "/api/festivals/pp/teams/import", map[string]string{"file_base64": base64.StdEncoding.EncodeToString([]byte(csv))}, &v)
	if ej := v.TeamList[1]; ej.Players[0].Name != "Ира" || ej.Players[0].Rating != "6" || ej.Coaches[0].Rating != "5" {
		t.Fatalf("imported: %+v", ej)
	}
	// A file with an ID column gives the teams the rating site's numbers.
	csv = "ID,команда,город,тренер,игроки\n52713,Лисы,Омск,,Оля\n"
	org.must("POST", "/api/festivals/pp/teams/import", map[string]string{"file_base64": base64.StdEncoding.EncodeToString([]byte(csv))}, &v)
	if ls := v.TeamList[2]; ls.ID != "52713" || len(ls.Players) != 1 || ls.Players[0].Name != "Оля" {
		t.Fatalf("imported with its ID: %+v", ls)
	}

	jury := e.client()
	jury.must("POST", "/api/jury/login", map[string]string{"password": juryPassword}, nil)
	p := v.TeamList[0].Players[0].ID
	jury.refused("PUT", "/api/festivals/pp/players/"+p, map[string]string{"name": "Ан\u200bя\x1b[2J", "rating": ""}, turnir.EINVALID)
	jury.refused("PUT", "/api/festivals/pp/players/"+p, map[string]string{"name": "Аня", "rating": "4242"}, turnir.ECONFLICT)
	jury.refused("PUT", "/api/festivals/pp/players/nobody", map[string]string{"name": "Аня"}, turnir.ENOTFOUND)
	jury.must("PUT", "/api/festivals/pp/players/"+p, map[string]string{"name": "Анна Сомова", "rating": "31337", "reason": "по паспорту"}, &v)
	if got := v.TeamList[0].Players[0]; got.Name != "Анна Сомова" || got.Rating != "31337" {
		t.Fatalf("edited: %+v", got)
	}
	jury.refused("POST", "/api/festivals/pp/players/"+p+"/remove", map[string]string{"reason": "не приехала"}, turnir.EFORBIDDEN)
	org.refused("POST", "/api/festivals/pp/players/"+p+"/remove", map[string]string{}, turnir.EINVALID)
	org.must("POST", "/api/festivals/pp/players/"+p+"/remove", map[string]string{"reason": "не приехала"}, &v)
	org.must("POST", "/api/festivals/pp/coaches/"+v.TeamList[0].Coaches[0].ID+"/remove", map[string]string{"reason": "заболела"}, &v)
	if len(v.TeamList[0].Players) != 2 || len(v.TeamList[0].Coaches) != 0 {
		t.Fatalf("after the removals: %+v", v.TeamList[0])
	}
	org.must("POST", "/api/festivals/pp/cup", map[string]any{}, nil)
	org.must("POST", "/api/festivals/pp/cup/teams", map[string]any{"team": "t1"}, &v)
	org.refused("POST", "/api/festivals/pp/players/"+v.TeamList[0].Players[0].ID+"/remove", map[string]string{"reason": "ушёл"}, turnir.ECONFLICT)
}

// TestIssue14_TeamsEditedAndImportedOverAPI (issue 14, item 10): teams come
// from a CSV file in one commit (a row the rules refuse refuses the file,
// naming the row), are renamed, and one that plays nowhere is removed by
// the organizer with a reason.
func TestIssue14_TeamsEditedAndImportedOverAPI(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	// A festival without a name is refused for the name alone: the ID is
	// made when not given.
	if eb := org.refused("POST", "/api/festivals", map[string]string{"name": " "}, turnir.EINVALID); !strings.Contains(eb.MessageRU, "должно быть название") || strings.Contains(eb.MessageRU, "идентификатор") {
		t.Fatalf("a festival without a name: %+v", eb)
	}
	org.must("POST", "/api/festivals", map[string]string{"id": "imp", "name": "Импорт"}, nil)
	file := func(s string) map[string]string {
		return map[string]string{"file_base64": base64.StdEncoding.EncodeToString([]byte(s))}
	}
	csv := "команда,город,тренер,игрок 1,игрок 2\nСовы,Казань,Иванова,Аня,Борис\nЕжи,Пермь,,Вера,Глеб\n"
	eb := org.refused("POST", "/api/festivals/imp/teams/import", file(csv+"совы,Уфа,,Дина\n"), turnir.ECONFLICT)
	if !strings.Contains(eb.MessageRU, "строка 4") {
		t.Errorf("the refusal does not name the row: %+v", eb)
	}
	var v struct {
		TeamList []struct {
			ID, Name, City string
			Players        []struct{ Name string } `json:"players"`
		} `json:"team_list"`
	}
	org.must("POST", "/api/festivals/imp/teams", map[string]any{"name": "Ранние", "players": []string{"Ю"}}, &v)
	if len(v.TeamList) != 1 {
		t.Fatalf("the refused file left teams: %+v", v.TeamList)
	}
	org.must("POST", "/api/festivals/imp/teams/import", file(csv), &v)
	if len(v.TeamList) != 3 || v.TeamList[1].Name != "Совы" || len(v.TeamList[1].Players) != 2 || v.TeamList[2].City != "Пермь" {
		t.Fatalf("after the import: %+v", v.TeamList)
	}
	id := v.TeamList[2].ID
	org.must("PUT", "/api/festivals/imp/teams/"+id, map[string]string{"name": "Ёжики", "city": "Пермь"}, &v)
	if v.TeamList[2].Name != "Ёжики" {
		t.Fatalf("after the rename: %+v", v.TeamList[2])
	}
	org.refused("POST", "/api/festivals/imp/teams/"+id+"/remove", map[string]string{}, turnir.EINVALID)
	org.must("POST", "/api/festivals/imp/teams/"+id+"/remove", map[string]string{"reason": "не приехали"}, &v)
	if len(v.TeamList) != 2 {
		t.Fatalf("after the removal: %+v", v.TeamList)
	}
}
