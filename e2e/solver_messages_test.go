package e2e

import (
	"strings"
	"testing"
	"time"
)

// TestSolverRefusalStaysUntilTheSolverActs: a refusal of the solver's own
// press (a name already taken) stays on the page when other solvers
// register meanwhile, where the page's re-read at each push cleared it a
// second after it showed, as if the button had done nothing.
func TestSolverRefusalStaysUntilTheSolverActs(t *testing.T) {
	e := newEnv(t)
	tr := e.newTournament("Кубок сообщений")
	e.client().call("POST", "/api/tournaments/"+tr.ID+"/solvers", map[string]string{"name": "Анна Петрова"}, nil)
	b := newTab(t, e, 390, 844, true)
	b.open("/solver.html?t=" + tr.ID)
	b.fill("#name", "Анна Петрова")
	b.click("#register-btn")
	b.waitText("#error", "Анна Петрова")
	for _, name := range []string{"Борис", "Вера", "Галина"} {
		e.client().call("POST", "/api/tournaments/"+tr.ID+"/solvers", map[string]string{"name": name}, nil)
	}
	b.waitText("#standings", "Зарегистрировались: 4") // the pushes came and the page re-read
	time.Sleep(300 * time.Millisecond)
	if !b.visible("#error") {
		t.Fatal("the refusal of the solver's registration went with another solver's")
	}
}

// TestWrongPersonalLinkInThePage: a personal link that is not valid,
// opened in a browser, lands on the solver's page saying so in its
// language (it showed the API's JSON refusal).
func TestWrongPersonalLinkInThePage(t *testing.T) {
	e := newEnv(t)
	tr := e.newTournament("Кубок ссылок")
	b := newTab(t, e, 390, 844, true)
	b.open("/enter/" + tr.ID + "/not-a-token")
	b.waitText("#error", "Эта личная ссылка недействительна")
	if u := eval[string](b, `location.pathname + location.hash`); u != "/solver.html" {
		t.Fatalf("the wrong link landed on %q", u)
	}
}

// TestSolverNameAtItsLimit: the name field says when it is full (80
// characters, the server's limit), where the keys typed past it went
// nowhere without a word.
func TestSolverNameAtItsLimit(t *testing.T) {
	e := newEnv(t)
	tr := e.newTournament("Кубок длинных имён")
	b := newTab(t, e, 390, 844, true)
	b.open("/solver.html?t=" + tr.ID)
	b.fill("#name", strings.Repeat("Я", 90))
	b.waitText("#name-full", "Не длиннее 80 символов")
}
