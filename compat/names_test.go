package compat_test

import (
	"go/ast"
	"go/parser"
	"go/token"
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
	for _, pkg := range []string{"swiss", "festival", "teamchess"} {
		files, _ := filepath.Glob(filepath.Join("..", pkg, "*.go"))
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
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
