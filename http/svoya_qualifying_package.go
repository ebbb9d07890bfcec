package http

import (
	"net/http"

	"turnir"
	"turnir/festival"
	"turnir/pack"
	"turnir/svoya"
)

// The written qualifying's package (issue 13, S4: 24 themes of 5): the
// organizer loads a package (.siq, YAML or text, as for a live fight:
// svoya_live_package.go) and the server fits it to the qualifying
// (pack.FitQualifying: its first themes in order, the qualifying's
// values) and answers with the settings the qualifying is played with and
// the theme names for the jury's sheet headers. It is kept as the live
// packages are: in the data directory (svoya_package_store.go), never
// logged or exported. A package that does not fit is refused, saying what
// is short, and nothing is kept (an earlier one stays). The qualifying fitted to is
// the Svoya igra tournament's when it is opened, S4's default before.

// SvoyaQualifyingPackage is the answer of POST and GET
// .../svoya/qualifying/package.
type SvoyaQualifyingPackage struct {
	// Qualifying is what the written qualifying is played with: its
	// themes and the values of a theme's questions.
	Qualifying svoya.QualifyingConfig `json:"qualifying"`
	// Themes are the package's themes the qualifying takes, in order: the
	// headers of the jury's sheet.
	Themes []string `json:"themes"`
	// Board is the package cut to the qualifying, every text and answer.
	Board *pack.Package `json:"board"`
}

// SvoyaQualifyingPackageRequest is the body of POST
// .../svoya/qualifying/package: a package file as for a live fight.
type SvoyaQualifyingPackageRequest struct {
	Name    string `json:"name"`
	Content string `json:"content,omitempty"`
	Data    []byte `json:"data,omitempty"`
}

// svoyaQualifyingConfig is the qualifying a package is fitted to.
func svoyaQualifyingConfig(f *festival.Festival) svoya.QualifyingConfig {
	if f.Svoya != nil {
		return f.Svoya.Config.Qualifying
	}
	return svoya.DefaultConfig().Qualifying
}

// handleSvoyaQualifyingPackagePost loads the qualifying's package: read,
// fitted, kept; by the organizer or the jury, who may open the tournament
// with it (the jury's page holds the card: organizer-only, a jury member
// was refused the file the page had just offered).
func (s *Server) handleSvoyaQualifyingPackagePost(w http.ResponseWriter, r *http.Request) {
	actor, err := s.festWriter(r, false)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var req SvoyaQualifyingPackageRequest
	if err := readJSON(r, &req, svoyaPackageLimit); err != nil {
		s.writeError(w, r, err)
		return
	}
	p, err := readSvoyaPackage(SvoyaPackageRequest{Name: req.Name, Content: req.Content, Data: req.Data})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	fid := r.PathValue("fid")
	var out SvoyaQualifyingPackage
	err = s.festRead(r.Context(), fid, func(f *festival.Festival) error {
		board, c, err := pack.FitQualifying(p, svoyaQualifyingConfig(f), pack.FormatValues)
		if err != nil {
			return err
		}
		out = SvoyaQualifyingPackage{Qualifying: c, Themes: []string{}, Board: board}
		for _, r := range board.Rounds {
			for _, t := range r.Themes {
				out.Themes = append(out.Themes, t.Name)
			}
		}
		return nil
	})
	if err == nil {
		err = s.boards.put(qualifyingKey(fid), &out)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.log.Info("svoya qualifying package loaded", "festival", fid, "actor", actor, "title", out.Board.Title, "themes", len(out.Themes))
	// The package is no event of the log, so no commit tells the other
	// jury pages of it: they are pushed a message naming it, this
	// server's at once, the other servers' at the notice.
	s.fest.hub.notify(fid, []turnir.Event{{Type: QualifyingPackageLoaded}})
	s.announce(fid, noticeQualifyingPackage)
	writeJSON(w, http.StatusOK, out)
}

// handleSvoyaQualifyingPackageGet gives the organizer or the jury the
// qualifying's package; 404 when none is loaded.
func (s *Server) handleSvoyaQualifyingPackageGet(w http.ResponseWriter, r *http.Request) {
	if _, err := s.festWriter(r, false); err != nil {
		s.writeError(w, r, err)
		return
	}
	q, err := s.svoyaQualifyingPackage(r.PathValue("fid"), turnir.ENOTFOUND)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, q)
}

// svoyaQualifyingPackage is the package loaded for festival fid's written
// qualifying; an error of code when none is: the GET has nothing to
// find, opening with it is in conflict.
func (s *Server) svoyaQualifyingPackage(fid, code string) (*SvoyaQualifyingPackage, error) {
	q, err := getBoard[SvoyaQualifyingPackage](s.boards, qualifyingKey(fid))
	if err != nil {
		return nil, err
	}
	if q == nil {
		return nil, turnir.Errorf(code, "no package is loaded for the written qualifying: load its file",
			"для письменного отбора пакет не загружен: загрузите его файл")
	}
	return q, nil
}

// QualifyingPackageLoaded is the event type a festival's live message
// names after a qualifying package was loaded: not an event of the log,
// a notice to the jury pages open on it to read the package again.
const QualifyingPackageLoaded = "SvoyaQualifyingPackageLoaded"

// qualifyingKey names festival fid's qualifying board in Server.boards:
// apart from the fights' (hub keys, which hold a "/").
func qualifyingKey(fid string) string { return "qualifying\x00" + fid }
