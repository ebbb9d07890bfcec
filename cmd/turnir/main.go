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
	"slices"
	"sort"
)

// command is one sub-command; each lives in its own file and registers
// itself in init.
type command struct {
	group   string // the heading it is listed under in help; "" lists it under "other"
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
}

// The headings of `turnir help`, in the order listed.
const (
	groupServer = "The server and its pages (the puzzle Swiss, the festivals with the cup, Brain-ring, Svoya igra and solyanka; the team chess)"
	groupPuzzle = "The puzzle Swiss on a database file, without the server"
	groupLogs   = "Any kind of stream: the puzzle Swiss, a festival (fest.ID) or a team chess event (chess.ID)"
	groupPair   = "Pairing on its own: P6 from a history, FIDE Dutch from a TRF"
	groupOther  = "Other"
)

var groupOrder = []string{groupServer, groupPuzzle, groupLogs, groupPair, groupOther}

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

// usage lists every command, grouped by what it works on (issue 14, item
// 21): the festivals and the team chess are run from the server's pages,
// and their logs are read by the commands of any kind.
func usage(w io.Writer) {
	fmt.Fprintln(w, "turnir: tournaments for mind sports (Турнир: соревнования по интеллектуальным играм)")
	fmt.Fprintln(w, "\nUsage: turnir <command> [flags]; turnir <command> -h for its flags.")
	byGroup := map[string][]string{}
	for n, c := range commands {
		g := c.group
		if !slices.Contains(groupOrder, g) {
			g = groupOther
		}
		byGroup[g] = append(byGroup[g], n)
	}
	for _, g := range groupOrder {
		names := byGroup[g]
		if len(names) == 0 {
			continue
		}
		sort.Strings(names)
		fmt.Fprintf(w, "\n%s:\n", g)
		for _, n := range names {
			fmt.Fprintf(w, "  %-12s %s\n", n, commands[n].summary)
		}
	}
}
