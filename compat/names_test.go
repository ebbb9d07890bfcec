package compat_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestEventTypesUniqueAcrossKinds: every event type name (the Ev...
// constants of the modules) belongs to one kind only, so a log line, a
// grep or an upcaster never mistakes one kind's fact for another's.
func TestEventTypesUniqueAcrossKinds(t *testing.T) {
	owner := map[string]string{}
	// Each module's folder and the folders inside it write one kind of
	// stream: the festival's competitions all write the festival's.
	for _, pkg := range []string{"puzzleswiss", "festival", "teamchess"} {
		var files []string
		err := filepath.WalkDir(filepath.Join("..", pkg), func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
				files = append(files, path)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range files {
			f, err := parser.ParseFile(token.NewFileSet(), name, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range f.Decls {
				g, ok := d.(*ast.GenDecl)
				if !ok || g.Tok != token.CONST {
					continue
				}
				for _, spec := range g.Specs {
					v := spec.(*ast.ValueSpec)
					for i, id := range v.Names {
						if !strings.HasPrefix(id.Name, "Ev") || i >= len(v.Values) {
							continue
						}
						lit, ok := v.Values[i].(*ast.BasicLit)
						if !ok || lit.Kind != token.STRING {
							continue
						}
						typ, _ := strconv.Unquote(lit.Value)
						if o, dup := owner[typ]; dup && o != pkg {
							t.Errorf("event type %q is %s's and %s's", typ, o, pkg)
						}
						owner[typ] = pkg
					}
				}
			}
		}
	}
	if len(owner) < 60 {
		t.Fatalf("found only %d event types: the parse missed the constants", len(owner))
	}
}
