package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"text/tabwriter"

	"turnir"
	"turnir/app"
	"turnir/es"
	"turnir/labels"
	"turnir/names"
	"turnir/regulation"
	"turnir/report"
	"turnir/teamchess"
	"turnir/trf"
)

// `turnir chess ACTION`: a school team chess event (K1-K7) run offline on
// a database file, with the same commands as the server's API: create,
// teams (CSV import), configure, begin, pair, result, close, finish,
// standings, sheet and export. `turnir verify -t ID` re-makes every draw
// and table of its log (the stream kind's Verify). The stream is
// "chess.ID"; -t takes the ID.

func init() {
	commands["chess"] = command{summary: "run a school team chess event offline: create, teams, begin, pair, result, close, standings, export (командные шахматы)", run: runChess}
}

type chessAction struct {
	summary string
	run     func(c *chessCLI, args []string) error
}

var chessActions = map[string]chessAction{}

// chessCLI is one action's flags, log and host.
type chessCLI struct {
	*offline
	host *es.Host[*teamchess.Tournament]
}

func runChess(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "help" {
		fmt.Fprintln(stdout, "Usage: turnir chess <action> --db FILE -t ID [flags]; turnir chess <action> -h for its flags.\n\nActions:")
		var list []string
		for n := range chessActions {
			list = append(list, n)
		}
		sort.Strings(list)
		for _, n := range list {
			fmt.Fprintf(stdout, "  %-10s %s\n", n, chessActions[n].summary)
		}
		fmt.Fprintln(stdout, "\nturnir verify -t ID re-makes every draw and result of the event's log.")
		return 0
	}
	a, ok := chessActions[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "turnir chess: unknown action %q (turnir chess help)\n", args[0])
		return 2
	}
	name := "chess " + args[0]
	o := newOffline(name, stdout, stderr)
	if ro := args[0] == "standings" || args[0] == "export" || args[0] == "sheet"; ro {
		o.reads = true
	}
	c := &chessCLI{offline: o}
	err := a.run(c, args[1:])
	if c.store != nil {
		c.close()
	}
	switch {
	case err == errFlags:
		return 2
	case err == errHelp:
		return 0
	case err != nil:
		return o.fail(err)
	}
	return 0
}

var (
	errFlags = fmt.Errorf("bad flags")
	errHelp  = fmt.Errorf("help")
)

// open parses the flags and opens the log and the host.
func (c *chessCLI) open(args []string) error {
	code, ok := c.parse(args, true)
	if !ok {
		if code == 0 {
			return errHelp
		}
		return errFlags
	}
	c.host = es.NewHost(c.store, teamchess.New)
	return nil
}

func (c *chessCLI) stream() string { return teamchess.Kind.Stream(c.id) }

// do runs commands as one commit at the action's time (--at).
func (c *chessCLI) do(cmds ...teamchess.Command) error {
	evs, err := c.host.Do(context.Background(), c.stream(), func(t *teamchess.Tournament) ([]turnir.Event, error) {
		if t.ID == "" {
			return nil, turnir.Errorf(turnir.ENOTFOUND, "no team chess event %q in %s", "в %s нет командного турнира по шахматам %q", c.id, c.db)
		}
		return t.Batch(cmds...)
	})
	c.report(evs)
	return err
}

// meta is the action's time and actor, with reason.
func (c *chessCLI) meta(reason string) (es.Meta, error) {
	at, err := c.now()
	return es.At(at, c.actor, strings.TrimSpace(reason)), err
}

// read gives the event's state to fn.
func (c *chessCLI) read(fn func(t *teamchess.Tournament) error) error {
	return c.host.Read(context.Background(), c.stream(), func(t *teamchess.Tournament) error {
		if t.ID == "" {
			return turnir.Errorf(turnir.ENOTFOUND, "no team chess event %q in %s", "в %s нет командного турнира по шахматам %q", c.id, c.db)
		}
		return fn(t)
	})
}

// createChess opens an event from a regulation of the school-team-chess
// kind: the seed is kept in the seeds folder, its commitment printed.
func createChess(o *offline, r *regulation.Regulation, name string) error {
	if o.id == "" {
		o.id = "chess-1"
	}
	at, err := o.now()
	if err != nil {
		return err
	}
	if name == "" {
		name = r.NameRU
	}
	host := es.NewHost(o.store, teamchess.New)
	stream := teamchess.Kind.Stream(o.id)
	evs, err := app.Create(context.Background(), host, o.seeds(), stream, func(t *teamchess.Tournament, seed turnir.Seed) ([]turnir.Event, error) {
		if t.Version > 0 {
			return nil, turnir.Errorf(turnir.ECONFLICT, "event %s already exists", "турнир %s уже существует", o.id)
		}
		return teamchess.Create(es.At(at, o.actor, ""), o.id, name, r.SchoolChess.Config(), seed.Commitment())
	})
	if err != nil {
		return err
	}
	var cr teamchess.Created
	_ = evs[0].Decode(&cr)
	fmt.Fprintf(o.stdout, "created team chess event %s %q (stream %s)\nseed commitment (publish it before the draw): %s\nthe secret seed is kept in %s until the draw\n",
		o.id, names.Printable(name), stream, cr.Commitment, o.seeds().Dir)
	return nil
}

func init() {
	chessActions["create"] = chessAction{"create an event from a regulation (default school-team-chess)", func(c *chessCLI, args []string) error {
		name := c.fs.String("name", "", "the event's name (default: the regulation's)")
		reg := c.fs.String("regulation", regulation.KindSchoolTeamChess, "a built-in regulation or a regulation file of kind school-team-chess")
		if err := c.open(args); err != nil {
			return err
		}
		r, err := loadRegulation(*reg)
		if err != nil {
			return err
		}
		if r.SchoolChess == nil {
			return turnir.Errorf(turnir.EINVALID, "%s is not a school team chess regulation", "%s — не регламент командных шахмат", *reg)
		}
		return createChess(c.offline, r, *name)
	}}
	chessActions["teams"] = chessAction{"admit the teams of a CSV or XLSX file (team;school;leader;board;name;birth year;sex;rating;rating ID), each checked by K1, K2", func(c *chessCLI, args []string) error {
		file := c.fs.String("csv", "", "the CSV or XLSX file (required; - for standard input)")
		if err := c.open(args); err != nil {
			return err
		}
		rosters, err := readRosters(*file)
		if err != nil {
			return err
		}
		m, err := c.meta("")
		if err != nil {
			return err
		}
		refused := 0
		for _, r := range rosters {
			err := c.do(func(t *teamchess.Tournament) ([]turnir.Event, error) { return t.RegisterTeam(m, t.NextTeamID(), r) })
			if err != nil {
				refused++
				fmt.Fprintf(c.stdout, "REFUSED %s: %s\n", names.Printable(r.Name), names.Printable(turnir.ErrorMessage(err, "en")))
			}
		}
		fmt.Fprintf(c.stdout, "%s admitted, %d refused\n", labels.Count("en", "count.team", len(rosters)-refused), refused)
		if refused > 0 {
			return turnir.Errorf(turnir.EINVALID, "%d rosters were refused", "отказано составов: %d", refused)
		}
		return nil
	}}
	chessActions["withdraw"] = chessAction{"withdraw a team (--team; a reason during the event)", func(c *chessCLI, args []string) error {
		team := c.fs.String("team", "", "the team's ID")
		reason := c.fs.String("reason", "", "why (required once the event runs)")
		if err := c.open(args); err != nil {
			return err
		}
		m, err := c.meta(*reason)
		if err != nil {
			return err
		}
		return c.do(func(t *teamchess.Tournament) ([]turnir.Event, error) { return t.WithdrawTeam(m, *team) })
	}}
	chessActions["configure"] = chessAction{"change the number of rounds before the draw (--rounds, --reason)", func(c *chessCLI, args []string) error {
		rounds := c.fs.Int("rounds", 0, "the number of rounds")
		reason := c.fs.String("reason", "", "why (required)")
		if err := c.open(args); err != nil {
			return err
		}
		m, err := c.meta(*reason)
		if err != nil {
			return err
		}
		return c.do(func(t *teamchess.Tournament) ([]turnir.Event, error) {
			cfg := t.Config
			cfg.Rounds = *rounds
			var items []teamchess.ScheduleItem
			for _, it := range cfg.Schedule {
				if (it.Kind == teamchess.ItemRound || it.Kind == teamchess.ItemDraw) && it.Round > cfg.Rounds {
					continue
				}
				items = append(items, it)
			}
			cfg.Schedule = items
			return t.Configure(m, cfg)
		})
	}}
	chessActions["begin"] = chessAction{"the draw: reveal the seed, draw the lots, pair round 1", func(c *chessCLI, args []string) error {
		if err := c.open(args); err != nil {
			return err
		}
		seed, err := c.seeds().Get(c.stream())
		if err != nil {
			return err
		}
		m, err := c.meta("")
		if err != nil {
			return err
		}
		if err := c.do(func(t *teamchess.Tournament) ([]turnir.Event, error) { return t.Begin(m, seed) },
			func(t *teamchess.Tournament) ([]turnir.Event, error) { return t.PairRound(m) }); err != nil {
			return err
		}
		return c.printRound(0)
	}}
	chessActions["pair"] = chessAction{"pair the next round (K3)", func(c *chessCLI, args []string) error {
		if err := c.open(args); err != nil {
			return err
		}
		m, err := c.meta("")
		if err != nil {
			return err
		}
		if err := c.do(func(t *teamchess.Tournament) ([]turnir.Event, error) { return t.PairRound(m) }); err != nil {
			return err
		}
		return c.printRound(0)
	}}
	chessActions["manual"] = chessAction{"pair the next round by hand (--pairs \"t01-t02,t03-t04\", --bye, --reason), held to K3", func(c *chessCLI, args []string) error {
		pairs := c.fs.String("pairs", "", "the matches, white-black, comma-separated team IDs")
		bye := c.fs.String("bye", "", "the team without an opponent, for an odd field")
		reason := c.fs.String("reason", "", "why (required)")
		if err := c.open(args); err != nil {
			return err
		}
		var matches []teamchess.Match
		for _, p := range strings.Split(*pairs, ",") {
			w, b, ok := strings.Cut(strings.TrimSpace(p), "-")
			if !ok {
				return turnir.Errorf(turnir.EINVALID, "a match is white-black, not %q", "матч — белые-чёрные, а не %q", p)
			}
			matches = append(matches, teamchess.Match{White: strings.TrimSpace(w), Black: strings.TrimSpace(b)})
		}
		m, err := c.meta(*reason)
		if err != nil {
			return err
		}
		if err := c.do(func(t *teamchess.Tournament) ([]turnir.Event, error) { return t.PairManually(m, matches, *bye) }); err != nil {
			return err
		}
		return c.printRound(0)
	}}
	chessActions["undo"] = decision("take back the latest round's pairing before any result (--reason)", "why (required)",
		(*teamchess.Tournament).UndoPairing)
	chessActions["refuse"] = chessAction{"record the admission committee's refusal of the rosters of a CSV or XLSX file (--csv, --reason)", func(c *chessCLI, args []string) error {
		file := c.fs.String("csv", "", "the CSV or XLSX file of the refused rosters")
		reason := c.fs.String("reason", "", "why (required)")
		if err := c.open(args); err != nil {
			return err
		}
		rosters, err := readRosters(*file)
		if err != nil {
			return err
		}
		m, err := c.meta(*reason)
		if err != nil {
			return err
		}
		for _, r := range rosters {
			if err := c.do(func(t *teamchess.Tournament) ([]turnir.Event, error) { return t.RefuseTeam(m, r) }); err != nil {
				return err
			}
		}
		return nil
	}}
	chessActions["result"] = chessAction{"enter a match's results (--round, --match, --results 13 comma-separated in slot order, or --slot with one)", func(c *chessCLI, args []string) error {
		round := c.fs.Int("round", 0, "the round")
		match := c.fs.Int("match", 0, "the match number, 1-based")
		results := c.fs.String("results", "", "results in slot order, comma-separated: 1-0, 1/2-1/2, 0-1, +-, -+, -- (empty to skip)")
		slot := c.fs.Int("slot", -1, "enter --results as the result of this slot only")
		reason := c.fs.String("reason", "", "why, for a correction after the round is closed")
		if err := c.open(args); err != nil {
			return err
		}
		res := map[int]teamchess.Result{}
		for i, r := range strings.Split(*results, ",") {
			if r = strings.TrimSpace(r); r != "" {
				res[i] = teamchess.Result(r)
			}
		}
		if *slot >= 0 {
			res = map[int]teamchess.Result{*slot: res[0]}
		}
		m, err := c.meta(*reason)
		if err != nil {
			return err
		}
		return c.do(func(t *teamchess.Tournament) ([]turnir.Event, error) { return t.EnterResults(m, *round, *match-1, res) })
	}}
	chessActions["close"] = chessAction{"close a round once every game has a result (--round)", func(c *chessCLI, args []string) error {
		round := c.fs.Int("round", 0, "the round")
		if err := c.open(args); err != nil {
			return err
		}
		m, err := c.meta("")
		if err != nil {
			return err
		}
		return c.do(func(t *teamchess.Tournament) ([]turnir.Event, error) { return t.CloseRound(m, *round) })
	}}
	chessActions["finish"] = decision("finish after the last round, or early with --reason", "why, to finish early",
		(*teamchess.Tournament).Finish)
	chessActions["standings"] = chessAction{"print the standings (K5) and board prizes", func(c *chessCLI, args []string) error {
		lang := c.fs.String("lang", "ru", "headers: ru or en")
		if err := c.open(args); err != nil {
			return err
		}
		return c.read(func(t *teamchess.Tournament) error {
			printChess(c.stdout, t, *lang)
			return nil
		})
	}}
	chessActions["sheet"] = chessAction{"print a round's pairing sheet with the time controls (K6; --round, default the latest)", func(c *chessCLI, args []string) error {
		round := c.fs.Int("round", 0, "the round")
		if err := c.open(args); err != nil {
			return err
		}
		return c.printRound(*round)
	}}
	chessActions["export"] = chessAction{"export a table (--table standings, crosstable, boards, players, teams, round-N, all) as csv, xlsx, zip or json, or --format trf (the rating report)", func(c *chessCLI, args []string) error {
		table := c.fs.String("table", "standings", "the table")
		format := c.fs.String("format", "csv", "csv, xlsx, zip, json or trf")
		out := c.fs.String("o", "-", "the output file (- for standard output)")
		lang := c.fs.String("lang", "ru", "headers: ru or en")
		if err := c.open(args); err != nil {
			return err
		}
		return c.read(func(t *teamchess.Tournament) error {
			w := c.stdout
			if *out != "-" {
				f, err := os.Create(*out)
				if err != nil {
					return err
				}
				defer f.Close()
				w = f
			}
			return exportChess(w, t, *table, *format, *lang)
		})
	}}
}

// exportChess writes table of t in format.
func exportChess(w io.Writer, t *teamchess.Tournament, table, format, lang string) error {
	switch format {
	case "trf":
		return trf.TeamChessRating(w, t)
	case "json":
		var tables []report.Table
		for _, tb := range report.TeamChessTables(t, lang) {
			if table == "all" || tb.Name == table {
				tables = append(tables, tb)
			}
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(tables)
	}
	_, err := report.TeamChessFile(w, t, table+"."+format, lang)
	return err
}

// printRound prints the pairing sheet of round n (0: the latest).
func (c *chessCLI) printRound(n int) error {
	return c.read(func(t *teamchess.Tournament) error {
		if n == 0 {
			n = len(t.Rounds)
		}
		s := t.Sheet(n, "ru")
		if s == "" {
			return turnir.Errorf(turnir.ENOTFOUND, "round %d has not been paired", "тур %d ещё не составлен", n)
		}
		fmt.Fprint(c.stdout, names.Printable(s))
		return nil
	})
}

// printChess writes the standings and the board prizes as text tables.
func printChess(w io.Writer, t *teamchess.Tournament, lang string) {
	closed := 0
	for _, r := range t.Rounds {
		if r.Closed {
			closed++
		}
	}
	fmt.Fprintf(w, "%s — %s, after %d of %s\n", names.Printable(t.Name), t.Phase, closed, labels.Count("en", "count.round", t.Config.Rounds))
	for _, tb := range report.TeamChessTables(t, lang) {
		if tb.Name != "standings" && tb.Name != "boards" {
			continue
		}
		fmt.Fprintf(w, "\n%s\n", tb.Name)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, strings.Join(printable(tb.Header), "\t"))
		for _, r := range tb.Rows {
			fmt.Fprintln(tw, strings.Join(printable(r), "\t"))
		}
		tw.Flush()
	}
}

// chessOf returns the team chess event -t names, or nil when -t names a
// stream of another kind, so that `turnir standings` and `turnir export`
// dispatch by the stream's kind.
func chessOf(o *offline) (*teamchess.Tournament, error) {
	k, st, _, err := loadAny(o)
	if err != nil {
		if k.Prefix == teamchess.StreamPrefix {
			return nil, err
		}
		return nil, nil
	}
	t, _ := st.(*teamchess.Tournament)
	return t, nil
}

// decision is an action that runs one command taking only the event's
// meta, with the --reason the command may need.
func decision(summary, why string, cmd func(t *teamchess.Tournament, m es.Meta) ([]turnir.Event, error)) chessAction {
	return chessAction{summary, func(c *chessCLI, args []string) error {
		reason := c.fs.String("reason", "", why)
		if err := c.open(args); err != nil {
			return err
		}
		m, err := c.meta(*reason)
		if err != nil {
			return err
		}
		return c.do(func(t *teamchess.Tournament) ([]turnir.Event, error) { return cmd(t, m) })
	}}
}
