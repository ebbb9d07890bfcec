// Command turnir runs tournaments of mind sports: the server with its pages
// (serve, demo), and sub-commands that let an organizer run a puzzle Swiss
// offline on a database file, pair by the P6 rule or the FIDE Dutch system,
// simulate and verify. `turnir help` lists them. This is the only package
// that wires adapters (sqlite, postgres, http) to the engines.
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
)

// command is one sub-command; each lives in its own file and registers
// itself in init.
type command struct {
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]command{}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run dispatches to a sub-command and returns the process exit code.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(stdout)
		return 0
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "turnir: unknown command %q\n\n", args[0])
		usage(stderr)
		return 2
	}
	return c.run(args[1:], stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "turnir: tournaments for mind sports (Турнир: соревнования по интеллектуальным играм)")
	fmt.Fprintln(w, "\nUsage: turnir <command> [flags]; turnir <command> -h for its flags.\n\nCommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-12s %s\n", n, commands[n].summary)
	}
}
