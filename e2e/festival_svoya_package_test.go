package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestSvoyaQualifyingPackageOnTheJuryPage loads the written qualifying's
// package on the jury page (issue 13, S4): with none loaded the card says
// so (the server answers 404) and the themes go by
// number; a YAML package of 24 themes loaded from a file lists its
// themes, the tournament is opened with it, and the mark form and the
// sheet name the themes; a row marked under a theme chosen by its name
// reaches the qualifying table. Another jury page open meanwhile shows
// the package without a reload.
func TestSvoyaQualifyingPackageOnTheJuryPage(t *testing.T) {
	e := newEnv(t)
	const fid = "svq"
	e.org.call("POST", "/api/festivals", map[string]string{"id": fid, "name": "Отбор по пакету"}, nil)
	for k := 1; k <= 2; k++ {
		e.org.call("POST", "/api/festivals/"+fid+"/teams", map[string]any{"name": fmt.Sprintf("Команда %d", k),
			"players": []string{fmt.Sprintf("Игрок %d.1", k), fmt.Sprintf("Игрок %d.2", k)}}, nil)
	}
	pkg := filepath.Join(t.TempDir(), "qualifying.yaml")
	var b strings.Builder
	b.WriteString("title: Отбор\nrounds:\n  - name: Раунд\n    themes:\n")
	for th := 1; th <= 24; th++ {
		fmt.Fprintf(&b, "      - name: Тема %02d\n        questions:\n", th)
		for q := 1; q <= 5; q++ {
			fmt.Fprintf(&b, "          - value: %d\n            text: Вопрос %d-%d\n            answer: Ответ\n", 100*q, th, q)
		}
	}
	if err := os.WriteFile(pkg, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}

	jury := newTab(t, e, 1280, 900, false)
	jury.open("/jury.html?f=" + fid)
	jury.fill("#password", orgPassword)
	jury.click("#login")
	jury.waitText("#history", "Команда 2")
	// The card is opened once the server has said no package is loaded
	// (the page's first load arranges the cards before that).
	jury.waitEval(`(document.getElementById("sv-card").open = true) && !!document.querySelector("#sv-qpkg[data-asked] #sv-qpkg-none")`)
	jury.waitVisible("#sv-qpkg-none")
	// Another member of the jury has the page open on another computer.
	other := newTab(t, e, 1280, 900, false)
	other.open("/jury.html?f=" + fid)
	other.fill("#password", orgPassword)
	other.click("#login")
	other.waitEval(`(document.getElementById("sv-card").open = true) && !!document.querySelector("#sv-qpkg[data-asked] #sv-qpkg-none")`)
	jury.do("load the qualifying's package", chromedp.SetUploadFiles(chromedp.CSS("#sv-qpkg-file"), []string{pkg}))
	jury.waitText("#sv-qpkg-loaded", "24")
	// The other page learns of it without a reload (the package is no
	// event of the log: the server pushes a notice naming it).
	other.waitText("#sv-qpkg-loaded", "24")
	jury.expand("#sv-qpkg details")
	jury.waitText("#sv-qpkg-themes", "Тема 24")
	if !eval[bool](jury, `document.getElementById("sv-open-pkg").checked`) {
		t.Fatal("opening with the loaded package is not the default")
	}
	jury.shotAt("jury-svoya-qualifying-package-loaded", "#sv-card")
	jury.click("#sv-open")
	jury.waitVisible("#sv-enter-all")
	var v struct {
		Config struct {
			Qualifying struct {
				Themes int   `json:"themes"`
				Values []int `json:"values"`
			} `json:"qualifying"`
		} `json:"config"`
	}
	e.org.call("GET", "/api/festivals/"+fid+"/svoya", nil, &v)
	if v.Config.Qualifying.Themes != 24 || len(v.Config.Qualifying.Values) != 5 {
		t.Fatalf("opened with %+v", v.Config.Qualifying)
	}
	jury.click("#sv-enter-all")
	jury.waitText("#sv-jury", "заявлено: 4")
	jury.waitText("#sv-theme", "3. Тема 03")
	jury.expand("details.sheet")
	jury.waitText("#sv-sheet-lines", "24. Тема 24")
	jury.shotAt("jury-svoya-qualifying-by-theme", "#sv-card")
	eval[bool](jury, `(() => { const s = document.getElementById("sv-theme"); s.value = "3"; return true; })()`)
	jury.fill("#sv-marks", "+-..+")
	jury.click("#sv-mark")
	// The row is in the server's table: +10 -20 +50 under theme 3.
	marked := func() bool {
		var q struct {
			Qualifying struct {
				Rows []struct {
					Total    int `json:"total"`
					RightSum int `json:"right_sum"`
				} `json:"rows"`
			} `json:"qualifying"`
		}
		e.org.call("GET", "/api/festivals/"+fid+"/svoya", nil, &q)
		for _, r := range q.Qualifying.Rows {
			if r.Total == 40 && r.RightSum == 60 {
				return true
			}
		}
		return false
	}
	for deadline := time.Now().Add(waitFor); !marked(); time.Sleep(30 * time.Millisecond) {
		if time.Now().After(deadline) {
			jury.shotOnFailure()
			t.Fatal("the row marked under theme 3 is not in the qualifying table")
		}
	}
}
