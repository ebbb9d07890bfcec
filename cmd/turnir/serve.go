package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	_ "net/http/pprof" // served only when TURNIR_PPROF is set
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"

	"turnir"
	turnirhttp "turnir/http"
	"turnir/postgres"
	"turnir/sqlite"
	"turnir/web"
)

func init() {
	commands["serve"] = command{group: groupServer, summary: "run the server: API, pages, live updates (--demo for a self-running demo)", run: runServe}
}

// webFS is the embedded pages, served at /.
var webFS fs.FS = web.FS

// serveOptions are the flags of serve and demo.
type serveOptions struct {
	addr, db, data, password string
	juryPassword             string
	demo                     bool
	origins, proxies         string
	secureCookies            bool
	limits                   turnirhttp.Limits
	create                   bool   // set up an empty --db file as a new log
	postgres                 string // the PostgreSQL log instead of --db (several servers may share it)
	metricsToken             string
	logFormat                string
}

// createUsage is the --create flag's help, shared by every command that
// opens --db.
const createUsage = "set up an existing empty --db file as a new event log (without it an empty file is refused: it may be a mistyped path); a missing file is always created, mode 0600"

// openOpts are the sqlite.Open options --create asks for.
func openOpts(create bool) []sqlite.Option {
	if create {
		return []sqlite.Option{sqlite.AdoptEmpty()}
	}
	return nil
}

func runServe(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("serve", flag.ContinueOnError)
	fl.SetOutput(stderr)
	var o serveOptions
	fl.StringVar(&o.addr, "addr", ":8080", "listen address")
	fl.StringVar(&o.db, "db", "turnir.db", "SQLite event log")
	fl.StringVar(&o.data, "data", "", "data directory for seeds, puzzle files and Svoya igra boards (default: <db>.data; with --postgres ./turnir-data, and every server on the database must share one)")
	fl.StringVar(&o.password, "org-password", "", "organizer password (default: $TURNIR_ORG_PASSWORD, else generated and printed)")
	fl.StringVar(&o.juryPassword, "jury-password", "", "jury password: enters festival results (default: $TURNIR_JURY_PASSWORD; none: no jury sign-in)")
	fl.BoolVar(&o.demo, "demo", false, "run a self-running demo tournament with simulated solvers")
	fl.StringVar(&o.origins, "allowed-origins", "", "comma-separated origins besides the server's own whose pages may write, e.g. https://turnir.example.org (a proxy that rewrites Host)")
	fl.StringVar(&o.proxies, "trusted-proxy", "", "comma-separated IPs or CIDRs of reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed")
	fl.BoolVar(&o.secureCookies, "secure-cookies", false, "mark session cookies Secure (serve over HTTPS, e.g. behind a TLS proxy)")
	fl.IntVar(&o.limits.SignInPerMinute, "limit-signin", 0, "wrong passwords per address in a row and then per minute (0: default 10; -1: off)")
	fl.IntVar(&o.limits.RegisterPerMinute, "limit-register", 0, "registrations per address per minute (0: default 60; -1: off)")
	fl.IntVar(&o.limits.RegisterBurst, "limit-register-burst", 0, "registrations per address at once (0: default 40; -1: off)")
	fl.IntVar(&o.limits.Connections, "limit-connections", 0, "open live connections per address (0: default 200; -1: off)")
	fl.BoolVar(&o.create, "create", false, createUsage)
	fl.StringVar(&o.postgres, "postgres", "", "PostgreSQL event log (postgres://user@host/db) instead of --db; several servers may share it (docs/deploy.md), with --data on a directory they share")
	fl.StringVar(&o.metricsToken, "metrics-token", "", "serve GET /metrics (Prometheus) to requests carrying this bearer token (default: $TURNIR_METRICS_TOKEN; none: no /metrics)")
	fl.StringVar(&o.logFormat, "log-format", "text", "log lines as text or json (structured, for a log collector)")
	if err := fl.Parse(args); err != nil {
		return 2
	}
	return serve(o, stdout, stderr)
}

// serve runs the server until SIGINT or SIGTERM, then shuts down
// gracefully: requests in flight finish, WebSocket clients are told to
// reconnect, and the log is closed. A restart on the same file resumes
// every running round from its stored times.
func serve(o serveOptions, stdout, stderr io.Writer) int {
	var log *slog.Logger
	if o.logFormat == "json" {
		log = slog.New(slog.NewJSONHandler(stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	} else {
		log = slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	}
	slog.SetDefault(log) // the group commit's and the stores' warnings too
	if g := tuneGC(); g.Percent >= 0 || g.Limit > 0 {
		log.Info("garbage collector", "gogc", g.Percent, "memory_limit_mb", g.Limit>>20)
	}
	if o.data == "" && o.postgres != "" {
		o.data = "turnir-data"
		log.Warn("--postgres without --data: seeds, puzzle files and Svoya igra boards go to ./turnir-data; several servers on one database must share one --data directory (docs/deploy.md)")
	}
	if o.data == "" {
		o.data = o.db + ".data"
	}
	if o.metricsToken == "" {
		o.metricsToken = os.Getenv("TURNIR_METRICS_TOKEN")
	}
	if o.password == "" {
		o.password = os.Getenv("TURNIR_ORG_PASSWORD")
	}
	if o.juryPassword == "" {
		o.juryPassword = os.Getenv("TURNIR_JURY_PASSWORD")
	}
	generated := o.password == ""
	if generated {
		o.password = turnirhttp.NewToken()[:12]
	}
	if err := os.MkdirAll(o.data, 0o700); err != nil {
		fmt.Fprintln(stderr, "turnir:", err)
		return 1
	}
	store, where, err := openServeStore(o)
	if err != nil {
		fmt.Fprintln(stderr, "turnir:", cliMessage(err))
		return 1
	}
	defer store.Close()
	srv, err := turnirhttp.New(turnirhttp.Config{Store: store, MetricsToken: o.metricsToken, DataDir: o.data, OrgPassword: o.password, JuryPassword: o.juryPassword, Web: webFS, Log: log,
		AllowedOrigins: splitList(o.origins), TrustedProxies: splitList(o.proxies), SecureCookies: o.secureCookies, Limits: o.limits})
	if err != nil {
		fmt.Fprintln(stderr, "turnir:", err)
		return 1
	}
	ln, err := net.Listen("tcp", o.addr)
	if err != nil {
		fmt.Fprintln(stderr, "turnir:", err)
		return 1
	}
	if addr := os.Getenv("TURNIR_PPROF"); addr != "" {
		// Profiling for load tests, on its own (loopback) listener so it is
		// never part of the public API. Lock waits are sampled too: a
		// herd's latency is time spent waiting, which a CPU profile misses.
		runtime.SetMutexProfileFraction(20)
		runtime.SetBlockProfileRate(int(100 * time.Microsecond))
		go func() { log.Info("pprof", "err", http.ListenAndServe(addr, nil)) }()
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go srv.Run(ctx)
	if o.demo {
		go turnirhttp.RunDemo(ctx, srv, turnirhttp.DemoOptions{Log: log})
	}

	hs := srv.HTTPServer() // with turnirhttp.DefaultTimeouts
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()

	url := "http://" + displayAddr(ln.Addr())
	fmt.Fprintf(stdout, "turnir is serving %s (event log %s, data directory %s)\n", url, where, o.data)
	if generated {
		fmt.Fprintf(stdout, "organizer password: %s  (sign in at %s/; set --org-password or TURNIR_ORG_PASSWORD to choose one)\n", o.password, url)
	}
	if o.demo {
		fmt.Fprintf(stdout, "demo: a puzzle Swiss with simulated solvers runs by itself; open %s/ to watch or register and play\n", url)
		fmt.Fprintf(stdout, "demo: a finished team quiz cup and a quiz festival half-way through at %s/festival.html\n", url)
		fmt.Fprintf(stdout, "demo: a school team chess event at round 5 of 9 at %s/chess.html?c=demo-chess (arbiters: %s/chess-arbiter.html?c=demo-chess)\n", url, url)
	}

	select {
	case err := <-errc:
		if !errors.Is(err, http.ErrServerClosed) {
			fmt.Fprintln(stderr, "turnir:", err)
			return 1
		}
	case <-ctx.Done():
		fmt.Fprintln(stdout, "turnir: shutting down")
	}
	srv.Close()
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil {
		fmt.Fprintln(stderr, "turnir: shutdown:", err)
	}
	return 0
}

// displayAddr turns ":8080" into "localhost:8080" for a clickable link.
func displayAddr(a net.Addr) string {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	if ip := net.ParseIP(host); host == "" || ip == nil || ip.IsUnspecified() {
		host = "localhost"
	}
	return net.JoinHostPort(host, port)
}

// splitList reads a comma-separated flag.
func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// openServeStore opens the event log serve was given: --postgres, or the
// SQLite file --db. where names it for the first line serve prints.
func openServeStore(o serveOptions) (turnir.Store, string, error) {
	if o.postgres != "" {
		st, err := postgres.Open(context.Background(), o.postgres)
		if err != nil {
			return nil, "", err
		}
		return st, st.Where(), nil
	}
	st, err := sqlite.Open(o.db, openOpts(o.create)...)
	if err != nil {
		return nil, "", err
	}
	abs, _ := filepath.Abs(o.db)
	return st, abs, nil
}
