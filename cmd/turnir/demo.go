package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

func init() {
	commands["demo"] = command{group: groupServer, summary: "start the server with a self-running demo puzzle Swiss (open the printed address)", run: runDemo}
}

// runDemo is `turnir serve --demo` on a fresh event log in a temporary
// folder (removed at exit), so the first command of the README works on a
// fresh clone and leaves nothing behind. --db keeps the demo in a file.
func runDemo(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("demo", flag.ContinueOnError)
	fl.SetOutput(stderr)
	o := serveOptions{demo: true}
	fl.StringVar(&o.addr, "addr", ":8080", "listen address")
	fl.StringVar(&o.db, "db", "", "keep the demo's event log in this file (default: a temporary folder, removed at exit)")
	fl.StringVar(&o.password, "org-password", "", "organizer password (default: $TURNIR_ORG_PASSWORD, else generated and printed)")
	fl.BoolVar(&o.create, "create", false, createUsage)
	if err := fl.Parse(args); err != nil {
		return 2
	}
	if o.db == "" {
		dir, err := os.MkdirTemp("", "turnir-demo-")
		if err != nil {
			fmt.Fprintln(stderr, "turnir:", err)
			return 1
		}
		defer os.RemoveAll(dir)
		o.db = filepath.Join(dir, "turnir-demo.db")
	}
	return serve(o, stdout, stderr)
}
