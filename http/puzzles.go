package http

import (
	"errors"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"turnir"
	"turnir/puzzle"
	"turnir/swiss"
)

// Puzzle sets and their files. A set goes into the log (keys included: the
// log stays on the server); images and PDFs go to DataDir/files/<tid>/.
// Nothing here ever sends a key: the organizer's view is made of
// Statements, and a file is served to a solver only once they may see the
// statement that shows it.

const (
	maxSetBytes    = 4 << 20
	maxUploadBytes = 64 << 20
)

// safeName accepts a plain file name, so it can never leave its folder.
func safeName(name string) bool {
	return name != "" && len(name) <= puzzle.MaxFileNameLen && name[0] != '.' &&
		filepath.Base(name) == name && !strings.ContainsAny(name, `/\:`)
}

func (s *Server) fileDir(tid string) string { return filepath.Join(s.files, tid) }

// storedFiles lists the files uploaded for tid.
func (s *Server) storedFiles(tid string) []string {
	ents, err := os.ReadDir(s.fileDir(tid))
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range ents {
		if e.Type().IsRegular() {
			out = append(out, e.Name())
		}
	}
	return out
}

// handleUpload stores a set (JSON body, or multipart with "set" and
// "file" parts) after checking every file it names is on the server.
func (s *Server) handleUpload(w http.ResponseWriter, r *http.Request) {
	tid := r.PathValue("tid")
	if err := s.organizer(r, tid); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.exists(r.Context(), tid); err != nil {
		s.writeError(w, r, err)
		return
	}
	extendRead(w, s.timeouts.Upload) // megabytes of files, from the organizer only
	var data []byte
	var err error
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if ct == "multipart/form-data" {
		data, err = s.receiveMultipart(r, tid)
	} else {
		data, err = io.ReadAll(http.MaxBytesReader(w, r.Body, maxSetBytes))
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	set, err := puzzle.ParseSet(data)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	stored := s.storedFiles(tid)
	for _, f := range set.Files() {
		if !slices.Contains(stored, f) {
			s.writeError(w, r, turnir.Errorf(turnir.EINVALID, "the set shows file %q, which has not been uploaded", "в наборе указан файл %q, но он не загружен", f))
			return
		}
	}
	if err := s.setPuzzles(r, tid, set); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"rounds": len(set.Puzzles), "files": set.Files()})
}

func (s *Server) setPuzzles(r *http.Request, tid string, set puzzle.Set) error {
	return s.do(r.Context(), tid, func(t *swiss.Tournament, at time.Time) ([]turnir.Event, error) {
		return t.SetPuzzles(set, at, orgActor)
	})
}

// receiveMultipart stores the "file" parts and returns the "set" part.
func (s *Server) receiveMultipart(r *http.Request, tid string) ([]byte, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, turnir.Errorf(turnir.EINVALID, "not a multipart form: %v", "это не multipart-форма: %v", err)
	}
	var set []byte
	var total int64
	for {
		p, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, turnir.Errorf(turnir.EINVALID, "the upload broke off: %v", "загрузка прервалась: %v", err)
		}
		switch p.FormName() {
		case "set":
			set, err = io.ReadAll(io.LimitReader(p, maxSetBytes+1))
			if err != nil || len(set) > maxSetBytes {
				return nil, turnir.Errorf(turnir.EINVALID, "the set file is too large", "файл набора слишком велик")
			}
		case "file":
			name := p.FileName()
			if !safeName(name) {
				return nil, turnir.Errorf(turnir.EINVALID, "file name %q is not allowed", "имя файла %q недопустимо", name)
			}
			n, err := s.saveFile(tid, name, io.LimitReader(p, maxUploadBytes-total+1))
			if err != nil {
				return nil, err
			}
			if total += n; total > maxUploadBytes {
				return nil, turnir.Errorf(turnir.EINVALID, "the upload is larger than %d MB", "загрузка больше %d МБ", maxUploadBytes>>20)
			}
		}
	}
	if set == nil {
		return nil, turnir.Errorf(turnir.EINVALID, `the form has no "set" part`, `в форме нет части "set"`)
	}
	return set, nil
}

// saveFile writes a file atomically (temporary file, then rename).
func (s *Server) saveFile(tid, name string, src io.Reader) (int64, error) {
	dir := s.fileDir(tid)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return 0, err
	}
	f, err := os.CreateTemp(dir, ".upload-*")
	if err != nil {
		return 0, err
	}
	defer os.Remove(f.Name())
	n, err := io.Copy(f, src)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return n, err
	}
	return n, os.Rename(f.Name(), filepath.Join(dir, name))
}

// handleDemoPuzzles generates a set that needs no upload.
func (s *Server) handleDemoPuzzles(w http.ResponseWriter, r *http.Request) {
	tid := r.PathValue("tid")
	if err := s.organizer(r, tid); err != nil {
		s.writeError(w, r, err)
		return
	}
	var body struct {
		Rounds int `json:"rounds"`
	}
	if r.ContentLength > 0 {
		if err := readJSON(r, &body, 4<<10); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	if body.Rounds <= 0 {
		body.Rounds = 12
	}
	body.Rounds = min(body.Rounds, puzzle.MaxPuzzles)
	set := puzzle.DemoSet(turnir.NewSeed().Rand("demo-puzzles"), body.Rounds)
	if err := s.setPuzzles(r, tid, set); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]int{"rounds": len(set.Puzzles)})
}

// handlePuzzles shows the organizer the set as statements, never keys.
func (s *Server) handlePuzzles(w http.ResponseWriter, r *http.Request) {
	tid := r.PathValue("tid")
	if err := s.organizer(r, tid); err != nil {
		s.writeError(w, r, err)
		return
	}
	type row struct {
		puzzle.Statement
		Round  int  `json:"round"`
		HasKey bool `json:"has_key"`
	}
	var out struct {
		Puzzles      []row    `json:"puzzles"`
		Files        []string `json:"files"`
		MissingFiles []string `json:"missing_files"`
	}
	out.Puzzles, out.Files, out.MissingFiles = []row{}, s.storedFiles(tid), []string{}
	err := s.read(r.Context(), tid, func(t *swiss.Tournament) error {
		for i, p := range t.Puzzles {
			out.Puzzles = append(out.Puzzles, row{Statement: p.Public(), Round: i + 1, HasKey: p.RightAnswer() != ""})
			for _, f := range p.Files() {
				if !slices.Contains(out.Files, f) {
					out.MissingFiles = append(out.MissingFiles, f)
				}
			}
		}
		return nil
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// handleFile serves a statement's image or PDF: to the organizer always,
// to a solver only while they may see the statement that shows it (P9).
func (s *Server) handleFile(w http.ResponseWriter, r *http.Request) {
	tid, name := r.PathValue("tid"), r.PathValue("name")
	if !safeName(name) {
		s.writeError(w, r, turnir.Errorf(turnir.ENOTFOUND, "no such file", "нет такого файла"))
		return
	}
	if s.org.valid(r, s.clock.Now()) {
		if err := s.exists(r.Context(), tid); err != nil {
			s.writeError(w, r, err)
			return
		}
	} else {
		id, err := s.solver(r, tid)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		err = s.read(r.Context(), tid, func(t *swiss.Tournament) error {
			st, err := t.Statement(id, s.clock.Now())
			if err != nil {
				return turnir.Errorf(turnir.EFORBIDDEN, "this file belongs to a puzzle you cannot see now", "этот файл относится к головоломке, которую вам сейчас не видно")
			}
			if !slices.Contains(st.Images, name) && !slices.Contains(st.Attachments, name) {
				return turnir.Errorf(turnir.EFORBIDDEN, "this file is not part of your puzzle", "этот файл не относится к вашей головоломке")
			}
			return nil
		})
		if err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	f, err := os.Open(filepath.Join(s.fileDir(tid), name))
	if errors.Is(err, fs.ErrNotExist) {
		s.writeError(w, r, turnir.Errorf(turnir.ENOTFOUND, "no such file", "нет такого файла"))
		return
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "private, no-store")
	http.ServeContent(w, r, name, st.ModTime(), f)
}
