package http

import (
	"net/http"
	"strings"

	"turnir"
	"turnir/festival"
	"turnir/pack"
)

// A venue's question package for its host's console (issue 11): the host
// loads a Brain-ring list (the YAML or the ChGK text format,
// docs/packages.md) and the server reads it under pack's limits against
// hostile files and answers with the questions. Nothing is stored and
// nothing is pushed: the text and the answers go to the console that
// asked, never to a display or a phone, so no answer can show in the hall
// before the host reads it out.

// LivePackageRequest is the body of POST .../venues/{venue}/package: the
// file's name (its extension picks the format) and its text.
type LivePackageRequest struct {
	Name    string `json:"name,omitempty"`
	Content string `json:"content"`
}

// LivePackage is a package as the console shows it: its title and its
// questions in play order.
type LivePackage struct {
	Title     string          `json:"title"`
	Questions []pack.Question `json:"questions"`
}

// livePackageLimit bounds the request: a Brain-ring list is text, and the
// largest of the ChGK bases is far smaller.
const livePackageLimit = 2 << 20

func (s *Server) handleLivePackage(w http.ResponseWriter, r *http.Request) {
	fid, venue := r.PathValue("fid"), r.PathValue("venue")
	err := s.festRead(r.Context(), fid, func(f *festival.Festival) error {
		_, err := f.LiveVenueFights(venue)
		return err
	})
	if err == nil {
		_, err = s.liveHost(r, fid, venue)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var req LivePackageRequest
	if err := readJSON(r, &req, livePackageLimit); err != nil {
		s.writeError(w, r, err)
		return
	}
	name := strings.ToLower(req.Name)
	var p *pack.Package
	switch {
	case strings.HasSuffix(name, ".yaml") || strings.HasSuffix(name, ".yml"):
		p, err = pack.ReadYAML([]byte(req.Content))
	case strings.HasSuffix(name, ".txt"):
		p, err = pack.ReadText([]byte(req.Content))
	default:
		if p, err = pack.ReadYAML([]byte(req.Content)); err != nil {
			p, err = pack.ReadText([]byte(req.Content))
		}
	}
	if err == nil && len(p.Questions) == 0 {
		err = turnir.Errorf(turnir.EINVALID, "the package has no Brain-ring questions (a list of questions, not a Svoya igra board)",
			"в пакете нет вопросов для брейн-ринга (нужен список вопросов, а не табло своей игры)")
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, LivePackage{Title: p.Title, Questions: p.Questions})
}
