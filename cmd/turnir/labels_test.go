package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"turnir/es"
	"turnir/festival"
	"turnir/labels"
)

// kindDirs are the packages that declare the event types of each kind.
var kindDirs = map[string]string{"puzzle-swiss": "../../puzzleswiss", "festival": "../../festival", "team-chess": "../../teamchess"}

// eventTypes reads the event types a module declares: every string
// constant named Ev... in the non-test files of its folder and the folders
// inside it (the festival's competitions).
func eventTypes(t *testing.T, dir string) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			vs, ok := n.(*ast.ValueSpec)
			if !ok {
				return true
			}
			for i, name := range vs.Names {
				if !strings.HasPrefix(name.Name, "Ev") || i >= len(vs.Values) {
					continue
				}
				if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
					s, _ := strconv.Unquote(lit.Value)
					out = append(out, s)
				}
			}
			return true
		})
	}
	return out
}

// TestIssue14_EveryEventHasALabel: every event type of every kind of
// stream has a label in Russian and in English in the one catalog
// (labels/labels.json, key event.<type in snake case>), so no page and no
// command line shows "SolverDisqualified" to a person; a new event without
// its label fails here (issue 14, item 3).
func TestIssue14_EveryEventHasALabel(t *testing.T) {
	keys := map[string]bool{}
	for _, k := range labels.Keys() {
		keys[k] = true
	}
	for _, k := range es.Kinds() {
		dir, ok := kindDirs[k.Name]
		if !ok {
			t.Errorf("kind %s: add the folder of its events to kindDirs", k.Name)
			continue
		}
		types := eventTypes(t, dir)
		if k.Name == "festival" {
			// The festival's stream also holds the live fights' events,
			// which the engines declare: ask the festival what it folds.
			types = append(types, festival.EventTypes()...)
		}
		if len(types) < 5 || !containsStr(types, k.Created) {
			t.Fatalf("kind %s: read %d event types from %s, without its Created %s", k.Name, len(types), dir, k.Created)
		}
		for _, typ := range types {
			key := labels.EventKey(typ)
			if !keys[key] {
				t.Errorf("kind %s: event %s has no label %q in labels/labels.json", k.Name, typ, key)
				continue
			}
			ru, en := labels.Event("ru", typ), labels.Event("en", typ)
			if ru == typ || en == typ || ru == en {
				t.Errorf("kind %s: event %s is labelled %q / %q", k.Name, typ, ru, en)
			}
		}
	}
}

func containsStr(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}
