package e2e

import "testing"

// TestFileInputsInThePagesLanguage: a file input is a button and the
// chosen file's name in the page's words, following a language switch
// (the browser's own "Choose File / No file chosen" showed in its
// language on a Russian page); choosing a file still works through it.
func TestFileInputsInThePagesLanguage(t *testing.T) {
	e := newEnv(t)
	e.org.call("POST", "/api/festivals", map[string]string{"id": "files", "name": "Файлы"}, nil)
	jury := newTab(t, e, 390, 844, true)
	jury.open("/jury.html?f=files")
	jury.fill("#password", orgPassword)
	jury.click("#login")
	jury.expand("#teams-card")
	jury.waitText("#team-import + .file-btn", "Выбрать файл")
	jury.waitText("#team-import ~ .file-name", "файл не выбран")
	jury.click("#lang")
	jury.waitText("#team-import + .file-btn", "Choose a file")
	jury.waitText("#team-import ~ .file-name", "no file chosen")
	if eval[bool](jury, `(() => { const r = document.getElementById("team-import").getBoundingClientRect(); return r.width > 2 || r.height > 2; })()`) {
		t.Error("the browser's own file input still shows")
	}
}
