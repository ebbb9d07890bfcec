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
	"turnir/es"
	"turnir/puzzleswiss"
	"turnir/puzzleswiss/puzzle"
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
		if e.Type().IsRegular() && !strings.HasPrefix(e.Name(), ".") { // .upload-* are uploads in progress
			out = append(out, e.Name())
		}
	}
	return out
}

// handleUpload stores a set (JSON body, or multipart with "set" and
// "file" parts) after checking every file it names is on the server or in
// the upload. A refused upload stores nothing: the file parts wait in
// temporary files, and only once the set is in the log do they take their
// names. Every file part must be named by the set, so only the image and
// PDF types the set allows (puzzle.validFiles) ever reach the disk.
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
	up := &upload{dir: s.fileDir(tid), files: map[string]string{}}
	defer up.discard()
	if err := s.receiveSet(w, r, up); err != nil {
		s.writeError(w, r, err)
		return
	}
	set, err := puzzle.ParseSet(up.set)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := up.check(set, s.storedFiles(tid)); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.setPuzzles(r, tid, set); err != nil {
		s.writeError(w, r, err)
		return
	}
	// The set is in the log: the files take their names. A failure here is
	// an I/O fault, and the organizer's puzzle view lists the file missing.
	if err := up.keep(); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"rounds": len(set.Puzzles), "files": set.Files()})
}

func (s *Server) setPuzzles(r *http.Request, tid string, set puzzle.Set) error {
	return s.do(r.Context(), tid, func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, error) {
		return t.SetPuzzles(es.At(at, orgActor, ""), set)
	})
}

// receiveSet reads the set, and in a multipart upload the file parts into
// temporary files, refusing a body over its limit with 413.
func (s *Server) receiveSet(w http.ResponseWriter, r *http.Request, up *upload) error {
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if ct != "multipart/form-data" {
		data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxSetBytes))
		if err != nil {
			if big := tooLarge(err); big != nil {
				return sizeLimit("the puzzle set", "набор головоломок", maxSetBytes)
			}
			return turnir.Errorf(turnir.EINVALID, "the upload broke off: %v", "загрузка прервалась: %v", err)
		}
		up.set = data
		return nil
	}
	// The whole form is bounded too, so parts the server skips (other
	// field names) cannot stream on for ever.
	r.Body = http.MaxBytesReader(w, r.Body, maxSetBytes+maxUploadBytes+1<<20)
	mr, err := r.MultipartReader()
	if err != nil {
		return turnir.Errorf(turnir.EINVALID, "not a multipart form: %v", "это не multipart-форма: %v", err)
	}
	var total int64
	for {
		p, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			if big := tooLarge(err); big != nil {
				return sizeLimit("the upload", "загрузка", maxUploadBytes)
			}
			return turnir.Errorf(turnir.EINVALID, "the upload broke off: %v", "загрузка прервалась: %v", err)
		}
		switch p.FormName() {
		case "set":
			up.set, err = io.ReadAll(io.LimitReader(p, maxSetBytes+1))
			if big := tooLarge(err); big != nil {
				return sizeLimit("the upload", "загрузка", maxUploadBytes)
			}
			if err != nil {
				return turnir.Errorf(turnir.EINVALID, "the upload broke off: %v", "загрузка прервалась: %v", err)
			}
			if len(up.set) > maxSetBytes {
				return sizeLimit("the puzzle set", "набор головоломок", maxSetBytes)
			}
		case "file":
			name := p.FileName()
			if !safeName(name) {
				return turnir.Errorf(turnir.EINVALID, "file name %q is not allowed", "имя файла %q недопустимо", name)
			}
			n, err := up.stage(name, io.LimitReader(p, maxUploadBytes-total+1))
			if big := tooLarge(err); big != nil {
				return sizeLimit("the upload", "загрузка", maxUploadBytes)
			}
			if err != nil {
				return err
			}
			if total += n; total > maxUploadBytes {
				return sizeLimit("the files of the upload", "файлы загрузки", maxUploadBytes)
			}
		}
	}
	if up.set == nil {
		return turnir.Errorf(turnir.EINVALID, `the form has no "set" part`, `в форме нет части "set"`)
	}
	return nil
}

// upload is one set upload in progress: the set's bytes and the file
// parts, each in a temporary file in the tournament's folder (so that the
// final rename stays on one file system).
type upload struct {
	dir   string
	set   []byte
	files map[string]string // file name -> temporary path
}

// stage writes one file part to a temporary file.
func (u *upload) stage(name string, src io.Reader) (int64, error) {
	if _, dup := u.files[name]; dup {
		return 0, turnir.Errorf(turnir.EINVALID, "file %q is sent twice", "файл %q отправлен дважды", name)
	}
	if err := os.MkdirAll(u.dir, 0o700); err != nil {
		return 0, err
	}
	f, err := os.CreateTemp(u.dir, ".upload-*")
	if err != nil {
		return 0, err
	}
	u.files[name] = f.Name()
	n, err := io.Copy(f, src)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return n, err
}

// check refuses a set that names a file neither stored nor uploaded, and
// an upload with a file the set does not name.
func (u *upload) check(set puzzle.Set, stored []string) error {
	named := set.Files()
	for _, f := range named {
		if _, sent := u.files[f]; !sent && !slices.Contains(stored, f) {
			return turnir.Errorf(turnir.EINVALID, "the set shows file %q, which has not been uploaded", "в наборе указан файл %q, но он не загружен", f)
		}
	}
	for f := range u.files {
		if !slices.Contains(named, f) {
			return turnir.Errorf(turnir.EINVALID, "file %q is not named by the set (images, attachments); nothing was stored",
				"файл %q не указан в наборе (images, attachments); ничего не сохранено", f)
		}
	}
	return nil
}

// keep gives every staged file its name (atomically, by rename).
func (u *upload) keep() error {
	for name, tmp := range u.files {
		if err := os.Rename(tmp, filepath.Join(u.dir, name)); err != nil {
			return err
		}
		delete(u.files, name)
	}
	return nil
}

// discard removes the staged files that were not kept.
func (u *upload) discard() {
	for _, tmp := range u.files {
		os.Remove(tmp)
	}
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
	switch {
	case body.Rounds == 0:
		body.Rounds = 12
	case body.Rounds < 0 || body.Rounds > puzzle.MaxPuzzles:
		s.writeError(w, r, turnir.Errorf(turnir.EINVALID, "rounds must be from 1 to %d", "rounds должно быть от 1 до %d", puzzle.MaxPuzzles))
		return
	}
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
	err := s.read(r.Context(), tid, func(t *puzzleswiss.Tournament) error {
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
		err = s.read(r.Context(), tid, func(t *puzzleswiss.Tournament) error {
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
	h := w.Header()
	h.Set("Cache-Control", "private, no-store")
	fileHeaders(h, name)
	http.ServeContent(w, r, name, st.ModTime(), f)
}

// inlineTypes are the only types a stored file is served as for the
// browser to show: the image types a statement may carry. A PDF, and any
// file from before uploads were checked (an .html, an .svg), is a download
// of an inert type, so nothing uploaded can run as a page of this origin.
var inlineTypes = map[string]string{".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif", ".webp": "image/webp"}

// fileHeaders sets the type, disposition and sandbox of a served file.
func fileHeaders(h http.Header, name string) {
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	ext := strings.ToLower(filepath.Ext(name))
	ct, disp := inlineTypes[ext], "inline"
	switch {
	case ct != "":
	case ext == ".pdf":
		ct, disp = "application/pdf", "attachment"
	default:
		ct, disp = "application/octet-stream", "attachment"
	}
	h.Set("Content-Type", ct)
	if v := mime.FormatMediaType(disp, map[string]string{"filename": name}); v != "" {
		disp = v
	}
	h.Set("Content-Disposition", disp)
}
