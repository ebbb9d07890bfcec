package http

import (
	"fmt"
	"net/http"
	"strings"
)

// route is one line of the API table.
type route struct {
	pattern string // "METHOD /path/{param}"
	handle  http.HandlerFunc
}

// table is the API of docs/openapi.yaml; a test keeps the two equal.
func (s *Server) table() []route {
	return append([]route{
		{"GET /api/health", s.handleHealth},
		{"GET /healthz", s.handleHealthz},
		{"GET /readyz", s.handleReadyz},
		{"GET /metrics", s.handleMetrics},
		{"GET /api/session", s.handleSession},
		{"POST /api/login", s.handleLogin},
		{"POST /api/logout", s.handleLogout},
		{"GET /api/regulations", s.handleRegulations},

		{"GET /api/tournaments", s.handleList},
		{"POST /api/tournaments", s.handleCreate},
		{"GET /api/tournaments/{tid}", s.handleTournament},
		{"PUT /api/tournaments/{tid}/settings", s.handleSettings},
		{"GET /api/tournaments/{tid}/puzzles", s.handlePuzzles},
		{"PUT /api/tournaments/{tid}/puzzles", s.handleUpload},
		{"POST /api/tournaments/{tid}/puzzles/demo", s.handleDemoPuzzles},
		{"GET /api/tournaments/{tid}/files/{name}", s.handleFile},
		{"POST /api/tournaments/{tid}/begin", s.handleBegin},
		{"PUT /api/tournaments/{tid}/schedule", s.handleSchedule},
		{"POST /api/tournaments/{tid}/rounds/{n}/pause", s.handleRoundPause},
		{"POST /api/tournaments/{tid}/rounds/{n}/resume", s.handleRoundResume},
		{"POST /api/tournaments/{tid}/rounds/{n}/extend", s.handleRoundExtend},
		{"POST /api/tournaments/{tid}/rounds/{n}/restart", s.handleRoundRestart},
		{"POST /api/tournaments/{tid}/rounds/{n}/close", s.handleRoundClose},
		{"GET /api/tournaments/{tid}/rounds/{n}/live", s.handleLive},
		{"POST /api/tournaments/{tid}/solvers/{sid}/disqualify", s.handleDisqualify},
		{"POST /api/tournaments/{tid}/finish", s.handleFinish},
		{"POST /api/tournaments/{tid}/publish", s.handlePublish},

		{"GET /api/tournaments/{tid}/solvers", s.handleSolvers},
		{"POST /api/tournaments/{tid}/solvers", s.handleRegister},
		{"GET /enter/{tid}/{token}", s.handleEnter},
		{"GET /api/tournaments/{tid}/me", s.handleMe},
		{"POST /api/tournaments/{tid}/me/start", s.handleStart},
		{"POST /api/tournaments/{tid}/me/check", s.handleCheck},
		{"POST /api/tournaments/{tid}/me/withdraw", s.handleWithdraw},

		{"GET /api/tournaments/{tid}/rounds", s.handleRounds},
		{"GET /api/tournaments/{tid}/standings", s.handleStandings},
		{"GET /api/tournaments/{tid}/crosstable", s.handleCrosstable},
		{"GET /api/tournaments/{tid}/lots", s.handleLots},
		{"GET /api/tournaments/{tid}/decisions", s.handleDecisions},
		{"GET /api/tournaments/{tid}/export/standings.csv", s.handleCSV},
		{"GET /api/tournaments/{tid}/export/standings.xlsx", s.handleXLSX},
		{"GET /api/tournaments/{tid}/export/standings.pdf", s.handlePDF},
		{"GET /api/tournaments/{tid}/export/standings.json", s.handleExportJSON},
		{"GET /api/tournaments/{tid}/ws", s.handleWS},

		// Festivals: the team quiz cup and the solyanka (festival_*.go).
		{"POST /api/jury/login", s.handleJuryLogin},
		{"GET /api/festivals", s.handleFestList},
		{"POST /api/festivals", s.handleFestCreate},
		{"GET /api/festivals/{fid}", s.handleFest},
		{"POST /api/festivals/{fid}/teams", s.handleFestTeam},
		{"POST /api/festivals/{fid}/teams/import", s.handleFestTeamImport},
		{"PUT /api/festivals/{fid}/teams/{team}", s.handleFestTeamEdit},
		{"POST /api/festivals/{fid}/teams/{team}/remove", s.handleFestTeamRemove},
		{"POST /api/festivals/{fid}/players", s.handleFestPerson(false)},
		{"POST /api/festivals/{fid}/coaches", s.handleFestPerson(true)},
		{"PUT /api/festivals/{fid}/players/{person}", s.handleFestPersonEdit("player")},
		{"PUT /api/festivals/{fid}/coaches/{person}", s.handleFestPersonEdit("coach")},
		{"POST /api/festivals/{fid}/players/{person}/remove", s.handleFestPersonRemove("player")},
		{"POST /api/festivals/{fid}/coaches/{person}/remove", s.handleFestPersonRemove("coach")},
		{"POST /api/festivals/{fid}/disqualify", s.handleFestDisqualify},
		{"POST /api/festivals/{fid}/decisions", s.handleFestDecision},
		{"GET /api/festivals/{fid}/history", s.handleFestHistory},
		{"GET /api/festivals/{fid}/export/{file}", s.handleFestExport},
		{"GET /api/festivals/{fid}/ws", s.handleFestWS},
		{"GET /api/festivals/{fid}/cup", s.handleCup},
		{"POST /api/festivals/{fid}/cup", s.handleCupOpen},
		{"POST /api/festivals/{fid}/cup/teams", s.handleCupTeam},
		{"PUT /api/festivals/{fid}/cup/teams/{team}/roster", s.handleCupRoster},
		{"POST /api/festivals/{fid}/cup/start", s.handleCupStart},
		{"POST /api/festivals/{fid}/cup/rounds/{n}/answers", s.handleCupAnswer},
		{"POST /api/festivals/{fid}/cup/rounds/{n}/questions/{q}/remove", s.handleCupQuestionRemove},
		{"POST /api/festivals/{fid}/cup/rounds/{n}/questions/{q}/restore", s.handleCupQuestionRestore},
		{"POST /api/festivals/{fid}/cup/rounds/{n}/close", s.handleCupRoundClose},
		{"POST /api/festivals/{fid}/cup/rounds/{n}/reopen", s.handleCupRoundReopen},
		{"POST /api/festivals/{fid}/cup/shootout", s.handleCupShootout},
		{"PUT /api/festivals/{fid}/cup/shootout/{i}", s.handleCupShootoutCorrect},
		{"POST /api/festivals/{fid}/cup/lot/commit", s.handleCupLotCommit},
		{"POST /api/festivals/{fid}/cup/lot/draw", s.handleCupLotDraw},
		{"POST /api/festivals/{fid}/cup/lot/hall", s.handleCupLotHall},
		{"PUT /api/festivals/{fid}/cup/lineups/{team}", s.handleCupLineup},
		{"POST /api/festivals/{fid}/cup/final/start", s.handleCupFinalStart},
		{"POST /api/festivals/{fid}/cup/final/questions", s.handleCupFinalQuestion},
		{"POST /api/festivals/{fid}/cup/final/questions/{i}/remove", s.handleCupFinalRemove},
		{"GET /api/festivals/{fid}/solyanka", s.handleSolyanka},
		{"POST /api/festivals/{fid}/solyanka", s.handleSolyankaOpen},
		{"POST /api/festivals/{fid}/solyanka/scores", s.handleSolyankaScore},
		{"POST /api/festivals/{fid}/solyanka/tasks/{k}/remove", s.handleSolyankaRemove},
		{"GET /api/festivals/{fid}/brainring", s.handleBrainring},
		{"POST /api/festivals/{fid}/brainring", s.handleBrainringOpen},
		{"POST /api/festivals/{fid}/brainring/enter", s.handleBrainringEnter},
		{"POST /api/festivals/{fid}/brainring/configure", s.handleBrainringConfigure},
		{"POST /api/festivals/{fid}/brainring/lot-commit", s.handleBrainringLotCommit},
		{"POST /api/festivals/{fid}/brainring/draw-groups", s.handleBrainringDrawGroups},
		{"POST /api/festivals/{fid}/brainring/group-lot", s.handleBrainringGroupLot},
		{"POST /api/festivals/{fid}/brainring/draw-groups/hall", s.handleBrainringHallGroups},
		{"POST /api/festivals/{fid}/brainring/group-lot/hall", s.handleBrainringHallLot},
		{"POST /api/festivals/{fid}/brainring/question", s.handleBrainringQuestion},
		{"POST /api/festivals/{fid}/brainring/fight", s.handleBrainringFight},
		{"POST /api/festivals/{fid}/brainring/playoff-start", s.handleBrainringPlayoffStart},
		{"POST /api/festivals/{fid}/brainring/extra", s.handleBrainringExtra},
		{"GET /api/festivals/{fid}/svoya", s.handleSvoya},
		{"POST /api/festivals/{fid}/svoya", s.handleSvoyaOpen},
		{"POST /api/festivals/{fid}/svoya/enter", s.handleSvoyaEnter},
		{"POST /api/festivals/{fid}/svoya/withdraw", s.handleSvoyaWithdraw},
		{"POST /api/festivals/{fid}/svoya/mark", s.handleSvoyaMark},
		{"POST /api/festivals/{fid}/svoya/mark-row", s.handleSvoyaMarkRow},
		{"POST /api/festivals/{fid}/svoya/mark-sheet", s.handleSvoyaMarkSheet},
		{"POST /api/festivals/{fid}/svoya/close-qualifying", s.handleSvoyaCloseQualifying},
		{"POST /api/festivals/{fid}/svoya/reopen-qualifying", s.handleSvoyaReopenQualifying},
		{"GET /api/festivals/{fid}/svoya/qualifying/package", s.handleSvoyaQualifyingPackageGet},
		{"POST /api/festivals/{fid}/svoya/qualifying/package", s.handleSvoyaQualifyingPackagePost},
		{"POST /api/festivals/{fid}/svoya/order", s.handleSvoyaOrder},
		{"POST /api/festivals/{fid}/svoya/seat", s.handleSvoyaSeat},
		{"POST /api/festivals/{fid}/svoya/lot-commit", s.handleSvoyaLotCommit},
		{"POST /api/festivals/{fid}/svoya/draw-seats", s.handleSvoyaDrawSeats},
		{"POST /api/festivals/{fid}/svoya/draw-seats/hall", s.handleSvoyaHallSeats},
		{"POST /api/festivals/{fid}/svoya/answer", s.handleSvoyaAnswer},
		{"POST /api/festivals/{fid}/svoya/correct-answer", s.handleSvoyaCorrectAnswer},
		{"POST /api/festivals/{fid}/svoya/remove-answer", s.handleSvoyaRemoveAnswer},
		{"POST /api/festivals/{fid}/svoya/close-fight", s.handleSvoyaCloseFight},
		{"POST /api/festivals/{fid}/svoya/reopen-fight", s.handleSvoyaReopenFight},
		{"POST /api/festivals/{fid}/svoya/start-round", s.handleSvoyaStartRound},
		{"POST /api/festivals/{fid}/svoya/shootout", s.handleSvoyaShootout},

		// School team chess (chess*.go).
		{"GET /api/chess", s.handleChessList},
		{"POST /api/chess", s.handleChessCreate},
		{"GET /api/chess/{cid}", s.handleChess},
		{"POST /api/chess/{cid}/roster-check", s.handleChessCheck},
		{"GET /api/chess/{cid}/teams", s.handleChessTeams},
		{"POST /api/chess/{cid}/teams", s.handleChessTeam},
		{"POST /api/chess/{cid}/teams/refuse", s.handleChessRefuse},
		{"POST /api/chess/{cid}/teams/import", s.handleChessImport},
		{"PUT /api/chess/{cid}/teams/{team}", s.handleChessAmend},
		{"POST /api/chess/{cid}/teams/{team}/withdraw", s.handleChessWithdraw},
		{"POST /api/chess/{cid}/configure", s.handleChessConfigure},
		{"POST /api/chess/{cid}/begin", s.handleChessBegin},
		{"POST /api/chess/{cid}/draw-schedule", s.handleChessDrawSchedule},
		{"POST /api/chess/{cid}/rounds", s.handleChessPair},
		{"POST /api/chess/{cid}/rounds/manual", s.handleChessManual},
		{"POST /api/chess/{cid}/rounds/undo", s.handleChessUndo},
		{"GET /api/chess/{cid}/rounds/{n}", s.handleChessRound},
		{"GET /api/chess/{cid}/rounds/{n}/sheet", s.handleChessSheet},
		{"GET /api/chess/{cid}/rounds/{n}/sheet.pdf", s.handleChessSheetPDF},
		{"POST /api/chess/{cid}/rounds/{n}/matches/{m}/results", s.handleChessResults},
		{"POST /api/chess/{cid}/rounds/{n}/close", s.handleChessClose},
		{"POST /api/chess/{cid}/finish", s.handleChessFinish},
		{"GET /api/chess/{cid}/standings", s.handleChessStandings},
		{"GET /api/chess/{cid}/crosstable", s.handleChessCross},
		{"GET /api/chess/{cid}/boards", s.handleChessBoards},
		{"GET /api/chess/{cid}/programme", s.handleChessProgramme},
		{"GET /api/chess/{cid}/decisions", s.handleChessDecisions},
		{"GET /api/chess/{cid}/export/{file}", s.handleChessExport},
		{"GET /api/chess/{cid}/ws", s.handleChessWS},
	}, append(s.liveRoutes(), // the fights played live (festival_live.go)
		s.svoyaLiveRoutes()...)...) // the Svoya igra fights played live (svoya_live.go)
}

// routes builds the handler: the API table, a JSON 404 for the rest of
// /api/, and the pages at /.
func (s *Server) routes() http.Handler {
	m := http.NewServeMux()
	for _, r := range s.table() {
		m.HandleFunc(r.pattern, s.metrics.wrap(r.pattern, s.guard(r.pattern, r.handle)))
	}
	m.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) { s.writeError(w, r, errNoRoute) })
	if s.web != nil {
		m.Handle("/", http.FileServerFS(s.web))
	}
	return security(m)
}

// csp is the Content-Security-Policy of every response: scripts, styles
// and everything else only from this server (no inline script or style
// attribute on any page), statement images also from the blob: URLs the
// solver page makes of them, the live channel only to this host, and no
// framing, no plugins, no form posting elsewhere.
const csp = "default-src 'self'; img-src 'self' blob:; connect-src 'self' %s; object-src 'none'; " +
	"base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// security adds the headers every response carries: the CSP, no sniffing,
// no framing by other sites, and no referrer that could carry a personal
// link.
func security(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		// 'self' covers ws: only in newer browsers; name the host.
		hd.Set("Content-Security-Policy", fmt.Sprintf(csp, "ws://"+r.Host+" wss://"+r.Host))
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("X-Frame-Options", "DENY")
		hd.Set("Referrer-Policy", "no-referrer")
		if strings.HasPrefix(r.URL.Path, "/api/") {
			hd.Set("Cache-Control", "no-store")
		}
		next.ServeHTTP(w, r)
	})
}
