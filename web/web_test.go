package web

import (
	"encoding/json"
	"io/fs"
	"path"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"turnir/labels"
)

// TestFS checks the embedded pages without a browser: every page, script
// and stylesheet a page or module refers to is embedded, and no Go source
// is.
func TestFS(t *testing.T) {
	read := func(name string) string {
		t.Helper()
		b, err := fs.ReadFile(FS, name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return string(b)
	}
	t.Run("pages_refer_only_to_embedded_files", func(t *testing.T) {
		ref := regexp.MustCompile(`(?:src|href)="/([^"?#]+)"`)
		for _, page := range []string{"index.html", "solver.html", "org.html", "public.html", "festival.html", "jury.html"} {
			for _, m := range ref.FindAllStringSubmatch(read(page), -1) {
				if _, err := fs.Stat(FS, m[1]); err != nil {
					t.Errorf("%s refers to /%s, which is not embedded", page, m[1])
				}
			}
		}
	})
	t.Run("module_imports_resolve", func(t *testing.T) {
		// Every import names a module that is embedded and every name it
		// takes is exported there, so a split or a renamed file cannot
		// leave a page with a broken import that only a browser would see.
		imp := regexp.MustCompile(`(?ms)^import (?:\{([^}]*)\}|\w+) from "(\.\.?/[^"]+)";`)
		files := scripts(t)
		if len(files) == 0 {
			t.Fatal("no scripts embedded")
		}
		for _, f := range files {
			for _, m := range imp.FindAllStringSubmatch(read(f), -1) {
				target := path.Join(path.Dir(f), m[2])
				src, err := fs.ReadFile(FS, target)
				if err != nil {
					t.Errorf("%s imports %s, which is not embedded", f, m[2])
					continue
				}
				for _, name := range strings.Split(m[1], ",") {
					name = strings.TrimSpace(strings.SplitN(strings.TrimSpace(name), " as ", 2)[0])
					if name != "" && !exports(string(src), name) {
						t.Errorf("%s imports %s from %s, which does not export it", f, name, m[2])
					}
				}
			}
		}
	})
	t.Run("no_blocking_dialogs", func(t *testing.T) {
		// alert, confirm and prompt freeze the page and its live updates,
		// and phones suppress them: the pages ask inline (confirm.js).
		call := regexp.MustCompile(`(?:^|[^.\w$]|window\.)(alert|confirm|prompt)\s*\(`)
		html, _ := fs.Glob(FS, "*.html")
		for _, f := range append(scripts(t), html...) {
			for i, line := range strings.Split(read(f), "\n") {
				code := strings.TrimSpace(line)
				if strings.HasPrefix(code, "//") || strings.HasPrefix(code, "*") || strings.HasPrefix(code, "/*") {
					continue
				}
				if m := call.FindStringSubmatch(code); m != nil {
					t.Errorf("%s:%d calls %s(): %s", f, i+1, m[1], code)
				}
			}
		}
	})
	t.Run("no_go_sources", func(t *testing.T) {
		fs.WalkDir(FS, ".", func(p string, d fs.DirEntry, err error) error {
			if strings.HasSuffix(p, ".go") {
				t.Errorf("%s is embedded", p)
			}
			return nil
		})
	})
}

// TestDictionary checks that Russian and English have the same keys, and
// that every key the pages use exists, so no page shows a raw key.
func TestDictionary(t *testing.T) {
	key := regexp.MustCompile(`(?m)^\s+"([a-z_]+\.[a-z_]+)":`)
	keys := func(files ...string) []string {
		var out []string
		for _, file := range files {
			src, err := fs.ReadFile(FS, file)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range key.FindAllStringSubmatch(string(src), -1) {
				if slices.Contains(out, m[1]) {
					t.Errorf("%s: %q is written twice in the dictionary", file, m[1])
				}
				out = append(out, m[1])
			}
		}
		slices.Sort(out)
		return out
	}
	// A language's words are in js/common/i18n_ru.js and the files split
	// from it (i18n_svoya_ru.js, i18n_live_ru.js), English the same.
	dictionary := func(lang string) []string {
		files, err := fs.Glob(FS, "js/common/i18n_*"+lang+".js")
		if err != nil || len(files) < 2 {
			t.Fatalf("the %s dictionary: %v %v", lang, files, err)
		}
		return files
	}
	ru, en := keys(dictionary("ru")...), keys(dictionary("en")...)
	t.Run("labels_are_written_once", func(t *testing.T) {
		// The labels the server prints too live in package labels only:
		// a page's dictionary may not carry its own copy of one.
		for _, k := range labels.Keys() {
			if slices.Contains(ru, k) || slices.Contains(en, k) {
				t.Errorf("%q is in the label catalog (labels/labels.json) and in the pages' dictionary: keep it in the catalog only", k)
			}
		}
		src := read(t, LabelsModule)
		body, ok := strings.CutPrefix(src[strings.Index(src, "export default "):], "export default ")
		if !ok {
			t.Fatalf("%s exports no default", LabelsModule)
		}
		var served, want map[string]map[string]string
		if err := json.Unmarshal([]byte(strings.TrimSuffix(strings.TrimSpace(body), ";")), &served); err != nil {
			t.Fatalf("%s: %v", LabelsModule, err)
		}
		if err := json.Unmarshal(labels.JSON(), &want); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(served, want) {
			t.Errorf("%s is not the catalog of package labels", LabelsModule)
		}
		if !strings.Contains(read(t, "js/common/i18n.js"), `import labels from "./labels.js";`) {
			t.Error("the dictionary does not import the label catalog")
		}
	})
	known := append(slices.Clone(ru), labels.Keys()...)
	t.Run("same_keys_in_both_languages", func(t *testing.T) {
		for _, k := range ru {
			if !slices.Contains(en, k) {
				t.Errorf("%q has no English text", k)
			}
		}
		for _, k := range en {
			if !slices.Contains(ru, k) {
				t.Errorf("%q has no Russian text", k)
			}
		}
		if len(ru) < 50 {
			t.Errorf("only %d keys found; the parser is broken", len(ru))
		}
	})
	t.Run("every_used_key_exists", func(t *testing.T) {
		used := regexp.MustCompile(`(?:data-i18n(?:-ph|-title)?="|\bt\(")([a-z_]+\.[a-z_]+)"`)
		files, _ := fs.Glob(FS, "*.html")
		for _, f := range append(files, scripts(t)...) {
			b, _ := fs.ReadFile(FS, f)
			for _, m := range used.FindAllStringSubmatch(string(b), -1) {
				if !slices.Contains(known, m[1]) {
					t.Errorf("%s uses %q, which the dictionary and the label catalog lack", f, m[1])
				}
			}
		}
	})
}

// scripts lists every embedded script, in every folder under js/.
func scripts(t *testing.T) []string {
	t.Helper()
	var out []string
	err := fs.WalkDir(FS, "js", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".js") {
			out = append(out, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// exports reports whether the module src exports name: a function, class,
// const or let of that name, or a name in an export list.
func exports(src, name string) bool {
	decl := regexp.MustCompile(`(?m)^export (?:async function|function|class|const|let) ` + regexp.QuoteMeta(name) + `[\s=(]`)
	if decl.MatchString(src) {
		return true
	}
	for _, m := range regexp.MustCompile(`(?m)^export \{([^}]*)\}`).FindAllStringSubmatch(src, -1) {
		for _, n := range strings.Split(m[1], ",") {
			if strings.TrimSpace(n) == name {
				return true
			}
		}
	}
	return false
}

func read(t *testing.T, name string) string {
	t.Helper()
	b, err := fs.ReadFile(FS, name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return string(b)
}
