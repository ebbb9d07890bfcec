package http

import (
	"bytes"
	"net/http"
	"strings"

	"turnir"
	"turnir/festival"
	"turnir/festival/svoyatournament"
	"turnir/pack"
)

// A live Svoya igra fight's question package (issue 13): the host loads a
// SIGame package (.siq), or one in the YAML or text format
// (docs/packages.md); the server reads it under pack's limits against
// hostile files and fits it to the fight's board (pack.Fit: its themes in
// order, the sport's values). A package that does not fit is refused,
// saying what is short, and nothing is kept.
//
// Where it is kept: in the data directory, for that fight
// (svoya_package_store.go), so that every server sharing the directory
// shows the same board and a restart keeps it; never in the log or in
// any export. It leaves the server in two ways only: whole, to the
// fight's host (GET .../package, the console), and through pack.Public to
// every other page, which carries a question's text once it is chosen and
// its answer once it is over, never before.

// SvoyaPackageRequest is the body of POST .../svoya-live/{fight}/package:
// the file's name (its extension picks the reader) and its contents, as
// text (YAML, text) or as bytes (a .siq archive, base64 in the JSON).
type SvoyaPackageRequest struct {
	Name    string `json:"name"`
	Content string `json:"content,omitempty"`
	Data    []byte `json:"data,omitempty"`
	// Replace and Reason confirm the replacement of the package of a live
	// fight in which a question has been chosen: the questions left
	// change, so the host says so and why (ignored elsewhere).
	Replace bool   `json:"replace,omitempty"`
	Reason  string `json:"reason,omitempty"`
}

// svoyaPackageLimit bounds the request: a .siq with its pictures, base64.
const svoyaPackageLimit = 24 << 20

// svoyaBoard is the board loaded for the fight at ref, or nil. A board
// that cannot be read is logged and shown as none: the fight goes on, and
// the host loads the file again.
func (s *Server) svoyaBoard(fid string, ref svoyatournament.SvoyaRef) *pack.Package {
	p, err := getBoard[pack.Package](s.boards, svoyaSub(fid, ref))
	if err != nil {
		s.log.Error("svoya package", "festival", fid, "fight", ref.Key(), "err", err)
		return nil
	}
	return p
}

// readSvoyaPackage reads the request's file by its name's extension.
func readSvoyaPackage(req SvoyaPackageRequest) (*pack.Package, error) {
	name := strings.ToLower(req.Name)
	data := req.Data
	if len(data) == 0 {
		data = []byte(req.Content)
	}
	if len(data) == 0 {
		return nil, turnir.Errorf(turnir.EINVALID, "the package file is empty", "файл пакета пуст")
	}
	switch {
	case strings.HasSuffix(name, ".siq"):
		return pack.ReadSIQ(bytes.NewReader(data), int64(len(data)))
	case strings.HasSuffix(name, ".yaml") || strings.HasSuffix(name, ".yml"):
		return pack.ReadYAML(data)
	case strings.HasSuffix(name, ".txt"):
		return pack.ReadText(data)
	}
	return nil, turnir.Errorf(turnir.EINVALID, "a package is a .siq, .yaml or .txt file, not %q",
		"пакет — это файл .siq, .yaml или .txt, а не %q", req.Name)
}

// handleSvoyaPackagePost loads a package for the fight: read, fitted to
// the fight's board, kept for its pages; the console gets the whole board.
func (s *Server) handleSvoyaPackagePost(w http.ResponseWriter, r *http.Request) {
	ref, actor, err := s.svoyaHost(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var req SvoyaPackageRequest
	if err := readJSON(r, &req, svoyaPackageLimit); err != nil {
		s.writeError(w, r, err)
		return
	}
	p, err := readSvoyaPackage(req)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	fid := r.PathValue("fid")
	var board *pack.Package
	chosen := 0 // questions of the fight chosen so far
	err = s.festRead(r.Context(), fid, func(f *festival.Festival) error {
		var err error
		if board, _, err = pack.Fit(p, f.Svoya.Format(ref), pack.FormatValues); err != nil {
			return err
		}
		if fight := f.LiveFight(ref); fight != nil {
			chosen = chosenOn(board, pack.LiveShown(fight))
		}
		return nil
	})
	old := s.svoyaBoard(fid, ref)
	if err == nil && chosen > 0 && old != nil {
		req.Reason = strings.TrimSpace(req.Reason)
		if !req.Replace || req.Reason == "" {
			err = turnir.Errorf(turnir.ECONFLICT,
				"The fight is under way (questions chosen: %d) with the package %q: replacing it changes the questions left. Confirm the replacement and say why.",
				"Бой уже идёт (выбрано вопросов: %d) с пакетом «%s»: замена изменит оставшиеся вопросы. Подтвердите замену и укажите причину.",
				chosen, old.Title)
		} else {
			// Not an event of the fight (the package never enters the
			// log): the server's log keeps who replaced what, and why.
			s.log.Warn("svoya package replaced during the fight", "festival", fid, "fight", ref.Key(), "actor", actor,
				"reason", req.Reason, "chosen", chosen, "old", old.Title, "new", board.Title)
		}
	}
	if err == nil {
		err = s.boards.put(svoyaSub(fid, ref), board)
	}
	if err == nil {
		// The displays learn the theme names now, not at the next press:
		// this server's at once, the other servers' at the notice.
		err = s.festRead(r.Context(), fid, func(f *festival.Festival) error {
			if f.LiveFight(ref) != nil {
				s.svoyaPush(fid, f, ref, []string{}, s.clock.Now())
			}
			return nil
		})
		s.announce(fid, noticeLivePackage+ref.Key())
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, board)
}

// chosenOn counts the questions of board that the fight has chosen.
func chosenOn(board *pack.Package, shown func(pack.Ref) pack.Shown) int {
	n := 0
	for ri, r := range board.Rounds {
		for ti, t := range r.Themes {
			for qi := range t.Questions {
				if shown(pack.Ref{Round: ri + 1, Theme: ti + 1, Question: qi + 1}).Text {
					n++
				}
			}
		}
	}
	return n
}

// handleSvoyaPackageGet gives the fight's host its whole board (every
// text and answer), for the console; 404 when none is loaded.
func (s *Server) handleSvoyaPackageGet(w http.ResponseWriter, r *http.Request) {
	ref, _, err := s.svoyaHost(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	p := s.svoyaBoard(r.PathValue("fid"), ref)
	if p == nil {
		s.writeError(w, r, turnir.Errorf(turnir.ENOTFOUND, "no package is loaded for this fight: load its file",
			"для этого боя пакет не загружен: загрузите его файл"))
		return
	}
	writeJSON(w, http.StatusOK, p)
}
