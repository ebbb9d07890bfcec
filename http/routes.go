package http

import (
	"net/http"
	"strings"
)

// routes is the table of docs/openapi.yaml.
func (s *Server) routes() http.Handler {
	m := http.NewServeMux()
	h := func(pattern string, f http.HandlerFunc) { m.HandleFunc(pattern, f) }

	h("GET /api/health", s.handleHealth)
	h("GET /api/session", s.handleSession)
	h("POST /api/login", s.handleLogin)
	h("POST /api/logout", s.handleLogout)
	h("GET /api/regulations", s.handleRegulations)

	h("GET /api/tournaments", s.handleList)
	h("POST /api/tournaments", s.handleCreate)
	h("GET /api/tournaments/{tid}", s.handleTournament)
	h("PUT /api/tournaments/{tid}/settings", s.handleSettings)
	h("GET /api/tournaments/{tid}/puzzles", s.handlePuzzles)
	h("PUT /api/tournaments/{tid}/puzzles", s.handleUpload)
	h("POST /api/tournaments/{tid}/puzzles/demo", s.handleDemoPuzzles)
	h("GET /api/tournaments/{tid}/files/{name}", s.handleFile)
	h("POST /api/tournaments/{tid}/begin", s.handleBegin)
	h("POST /api/tournaments/{tid}/rounds/{n}/{action}", s.handleDecision)
	h("GET /api/tournaments/{tid}/rounds/{n}/live", s.handleLive)
	h("POST /api/tournaments/{tid}/solvers/{sid}/disqualify", s.handleDisqualify)
	h("POST /api/tournaments/{tid}/finish", s.handleFinish)
	h("POST /api/tournaments/{tid}/publish", s.handlePublish)

	h("GET /api/tournaments/{tid}/solvers", s.handleSolvers)
	h("POST /api/tournaments/{tid}/solvers", s.handleRegister)
	h("GET /enter/{tid}/{token}", s.handleEnter)
	h("GET /api/tournaments/{tid}/me", s.handleMe)
	h("POST /api/tournaments/{tid}/me/start", s.handleStart)
	h("POST /api/tournaments/{tid}/me/check", s.handleCheck)
	h("POST /api/tournaments/{tid}/me/withdraw", s.handleWithdraw)

	h("GET /api/tournaments/{tid}/rounds", s.handleRounds)
	h("GET /api/tournaments/{tid}/standings", s.handleStandings)
	h("GET /api/tournaments/{tid}/crosstable", s.handleCrosstable)
	h("GET /api/tournaments/{tid}/lots", s.handleLots)
	h("GET /api/tournaments/{tid}/decisions", s.handleDecisions)
	h("GET /api/tournaments/{tid}/export/standings.csv", s.handleCSV)
	h("GET /api/tournaments/{tid}/export/standings.json", s.handleExportJSON)
	h("GET /api/tournaments/{tid}/ws", s.handleWS)

	h("/api/", func(w http.ResponseWriter, r *http.Request) { s.writeError(w, r, errNoRoute) })
	if s.web != nil {
		m.Handle("/", http.FileServerFS(s.web))
	}
	return security(m)
}

// security adds the headers every response carries: no sniffing, no
// framing by other sites, and no referrer that could carry a personal link.
func security(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("X-Frame-Options", "DENY")
		hd.Set("Referrer-Policy", "no-referrer")
		if strings.HasPrefix(r.URL.Path, "/api/") {
			hd.Set("Cache-Control", "no-store")
		}
		next.ServeHTTP(w, r)
	})
}
