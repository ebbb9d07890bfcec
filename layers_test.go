package turnir_test

import (
	"bufio"
	"bytes"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// The layers of DESIGN.md ("The shape"), by package. A package not listed
// here fails the test, so that every new folder is given its place.
var layers = map[string]string{
	"turnir":     "kernel",
	"turnir/es":  "kernel",
	"turnir/app": "kernel", "turnir/labels": "kernel",

	"turnir/sqlite": "store", "turnir/postgres": "store", "turnir/storetest": "store",

	"turnir/matching": "engine", "turnir/puzzleswiss/pairing": "engine", "turnir/dutch": "engine",
	"turnir/puzzleswiss/standings": "engine", "turnir/puzzleswiss/puzzle": "engine", "turnir/quiz": "engine",
	"turnir/cup": "engine", "turnir/brainring": "engine", "turnir/svoya": "engine",
	"turnir/names": "engine", "turnir/buzzer": "engine",

	"turnir/trf": "format", "turnir/regulation": "format", "turnir/report": "format", "turnir/pack": "format",

	"turnir/puzzleswiss": "module", "turnir/festival": "module", "turnir/teamchess": "module",
	"turnir/puzzleswiss/simulate": "module", "turnir/festival/register": "module",
	"turnir/festival/solyanka": "module", "turnir/festival/teamcup": "module", "turnir/festival/brainringtournament": "module", "turnir/festival/svoyatournament": "module",

	"turnir/http": "adapter", "turnir/web": "adapter", "turnir/cmd/turnir": "adapter",
	"turnir/cmd/turnirload": "adapter", "turnir/e2e": "adapter", "turnir/compat": "adapter",
}

// may says which layers a layer may import. Formats (the regulation file,
// the export writers) read and write the engines' and modules' settings
// and views, so they sit above what they describe and below the adapters
// that serve them.
var may = map[string][]string{
	"kernel":  {"kernel"},
	"store":   {"kernel", "store"},
	"engine":  {"kernel", "engine"},
	"module":  {"kernel", "engine"},
	"format":  {"kernel", "engine", "module"},
	"adapter": {"kernel", "store", "engine", "format", "module", "adapter"},
}

// wires are the adapters that join the others: the binary, the browser
// tests that start the real server, the frozen-log tests that open old
// databases through the real store, and the load program, whose test plays
// a small herd against a real server.
var wires = map[string]bool{"turnir/cmd/turnir": true, "turnir/e2e": true, "turnir/compat": true, "turnir/cmd/turnirload": true}

// competition is the competition a package of ours belongs to: its top
// folder ("puzzleswiss" for turnir/puzzleswiss/simulate), or, inside the
// quiz event's folder, its own folder ("festival/teamcup"): each quiz
// competition is a module of its own.
func competition(pkg string) string {
	parts := strings.Split(pkg, "/")
	if len(parts) < 2 {
		return ""
	}
	if parts[1] == "festival" && len(parts) > 2 {
		return "festival/" + parts[2]
	}
	return parts[1]
}

// quizEvent is the quiz event's interface: what its competitions share
// (the register of teams, people and lots). The quiz event composes its
// competitions, and they see each other only through it.
const quizEvent = "turnir/festival/register"

// composes reports whether module pkg may import module imp across
// competitions: the quiz event (turnir/festival) imports the competitions
// it composes, and every quiz competition imports the quiz event's
// interface.
func composes(pkg, imp string) bool {
	if pkg == "turnir/festival" && strings.HasPrefix(imp, "turnir/festival/") {
		return true
	}
	return imp == quizEvent && strings.HasPrefix(pkg, "turnir/festival/")
}

// TestPuzzleSwissNeedsNoOtherCompetition: building the puzzle Swiss pulls
// in no quiz or chess package, nor the file formats (the architecture
// issue's "done when").
func TestPuzzleSwissNeedsNoOtherCompetition(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "./puzzleswiss").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var ours []string
	for _, p := range strings.Fields(string(out)) {
		if p == "turnir" || strings.HasPrefix(p, "turnir/") {
			ours = append(ours, p)
			if competition(p) != "puzzleswiss" && layers[p] != "kernel" && layers[p] != "engine" {
				t.Errorf("the puzzle Swiss depends on %s (%s)", p, layers[p])
			}
		}
	}
	for _, p := range ours {
		switch strings.Split(competition(p), "/")[0] {
		case "festival", "cup", "brainring", "svoya", "quiz", "teamchess", "dutch", "trf", "regulation":
			t.Errorf("the puzzle Swiss depends on %s", p)
		}
	}
	t.Logf("the puzzle Swiss builds on %v", ours)
}

// TestLayersImportOneWay enforces DESIGN.md's dependency rules: the root
// imports only the standard library; engines import no module, format,
// store or adapter; no competition module imports another (the quiz event
// composes the quiz competitions through its own interface) or the file
// formats; adapters do not import each other, but for cmd/turnir, which
// wires them.
func TestLayersImportOneWay(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}} {{join .TestImports \" \"}}", "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var found []string
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		pkg, imports := f[0], f[1:]
		layer, ok := layers[pkg]
		if !ok {
			t.Errorf("%s has no layer: give it one in layers_test.go (see DESIGN.md)", pkg)
			continue
		}
		for _, imp := range imports {
			if pkg == "turnir" && strings.Contains(strings.Split(imp, "/")[0], ".") {
				t.Errorf("the root package imports %s: it imports only the standard library", imp)
			}
			to, ours := layers[imp]
			if !ours || imp == pkg {
				continue
			}
			ok := slices.Contains(may[layer], to)
			if layer == "module" && to == "module" {
				// Within one competition's folder (its simulation over
				// its module); never across competitions.
				ok = competition(pkg) == competition(imp) || composes(pkg, imp)
			}
			if layer == "adapter" && to == "adapter" && !wires[pkg] {
				ok = false
			}
			if !ok {
				found = append(found, pkg+" -> "+imp)
			}
		}
	}
	slices.Sort(found)
	found = slices.Compact(found)
	for _, f := range found {
		t.Errorf("an import against the layers: %s", f)
	}
}
