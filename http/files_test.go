package http_test

import (
	"bytes"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"testing"

	"turnir"
)

// upload sends a multipart puzzle set with files.
func (c *client) upload(tid string, set any, files map[string][]byte) (int, []byte) {
	c.e.t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	sj, _ := json.Marshal(set)
	w, _ := mw.CreateFormFile("set", "set.json")
	w.Write(sj)
	for name, b := range files {
		w, _ := mw.CreateFormFile("file", name)
		w.Write(b)
	}
	mw.Close()
	req, _ := http.NewRequest("PUT", c.e.ts.URL+"/api/tournaments/"+tid+"/puzzles", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	resp, err := c.hc.Do(req)
	if err != nil {
		c.e.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, raw
}

// TestPuzzleFiles uploads a set with an image and a PDF and proves a
// solver gets a statement's file only while they may see the statement
// (P9), the organizer always, and nobody a file outside the folder.
func TestPuzzleFiles(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	org.must("POST", "/api/tournaments", map[string]any{"id": "cup", "name": "Кубок", "settings": defaultSettings()}, nil)
	png := []byte("\x89PNG\r\n\x1a\n round one picture")
	pdf := []byte("%PDF-1.4 round two booklet")
	set := map[string]any{"puzzles": []any{
		map[string]any{"id": "r1", "kind": "text", "text": text1, "images": []string{"r1.png"}, "key": map[string]any{"accepted": []string{key1}}},
		map[string]any{"id": "r2", "kind": "text", "text": text2, "attachments": []string{"r2.pdf"}, "key": map[string]any{"accepted": []string{key3}}},
	}}
	t.Run("a_named_file_must_be_uploaded", func(t *testing.T) {
		st, raw := org.upload("cup", set, map[string][]byte{"r1.png": png})
		if st != 400 {
			t.Fatalf("set without r2.pdf: %d %s", st, raw)
		}
	})
	if st, raw := org.upload("cup", set, map[string][]byte{"r1.png": png, "r2.pdf": pdf}); st != 200 {
		t.Fatalf("upload: %d %s", st, raw)
	}
	a, _ := e.solver("cup", "Аня")
	e.solver("cup", "Борис")
	get := func(c *client, name string) (int, []byte) {
		return c.call("GET", "/api/tournaments/cup/files/"+name, nil, nil)
	}

	t.Run("P9_no_file_before_start", func(t *testing.T) {
		a.refused("GET", "/api/tournaments/cup/files/r1.png", nil, turnir.EFORBIDDEN)
		org.must("POST", "/api/tournaments/cup/begin", nil, nil)
		a.refused("GET", "/api/tournaments/cup/files/r1.png", nil, turnir.EFORBIDDEN)
		e.client().refused("GET", "/api/tournaments/cup/files/r1.png", nil, turnir.EUNAUTHORIZED)
	})
	t.Run("P9_file_after_start", func(t *testing.T) {
		a.must("POST", "/api/tournaments/cup/me/start", nil, nil)
		if st, b := get(a, "r1.png"); st != 200 || !bytes.Equal(b, png) {
			t.Fatalf("r1.png after Start: %d %q", st, b)
		}
		a.refused("GET", "/api/tournaments/cup/files/r2.pdf", nil, turnir.EFORBIDDEN)
	})
	t.Run("organizer_sees_every_file", func(t *testing.T) {
		if st, b := get(org, "r2.pdf"); st != 200 || !bytes.Equal(b, pdf) {
			t.Fatalf("organizer r2.pdf: %d %q", st, b)
		}
		var p struct {
			Puzzles []struct {
				Round  int
				HasKey bool `json:"has_key"`
				Images []string
			}
			MissingFiles []string `json:"missing_files"`
		}
		org.must("GET", "/api/tournaments/cup/puzzles", nil, &p)
		if len(p.Puzzles) != 2 || !p.Puzzles[0].HasKey || len(p.MissingFiles) != 0 {
			t.Fatalf("organizer's puzzle view: %+v", p)
		}
	})
	t.Run("no_path_escapes", func(t *testing.T) {
		for _, name := range []string{"..%2Fturnir.db", ".hidden", "..%5Cx"} {
			if st, _ := get(org, name); st != 404 {
				t.Errorf("%s: %d, want 404", name, st)
			}
		}
	})
}
