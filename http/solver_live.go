package http

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"time"

	"turnir"
)

// Commands on the live channel. A solver's page holds the tournament's
// WebSocket for the whole round anyway; sending Start and Check over it
// spares each press an HTTP request on both sides (its headers, their
// parsing, the answer's headers): in the herd of BENCHMARKS.md that work
// was about a third of the server's CPU, and as much again in each
// client. A command is the same command as its route's: the same solver
// (the command's token, or else the upgrade's, asked again at every
// command, so a token no longer valid stops acting at once), the same stamp (when the whole
// message has arrived, P9), the same rate limit and group commit, and its
// reply carries the status and body the route would have answered.
// Commands of one channel are taken one at a time, in order. A page also
// re-reads its solver's view there ("me"): at a round's opening every
// page does so at once, the same herd as the Starts that follow.

// liveCommand is a message a solver sends on the tournament's live
// channel (LiveCommand in docs/openapi.yaml).
type liveCommand struct {
	Op     string `json:"op"`               // "start", "check", or "me" (the solver's view, as GET /me)
	Ref    int64  `json:"ref"`              // echoed in the reply, so the page knows which press it answers
	Answer string `json:"answer,omitempty"` // the Check's answer
	// Token, when given, is the solver's token, as a bearer token over
	// HTTP: a browser's WebSocket carries only cookies, and a page may
	// hold its solver's token without the cookie (cleared, or expired).
	Token string `json:"token,omitempty"`
}

// liveReply answers one liveCommand (LiveReply in docs/openapi.yaml).
type liveReply struct {
	Type   string `json:"type"` // always "reply"
	Ref    int64  `json:"ref"`
	Status int    `json:"status"` // the HTTP status the route would have answered
	Body   any    `json:"body"`   // and its body: the solver's view, a CheckResult or an error
}

// commandLimit bounds one command's message: the Check body's limit.
const commandLimit = 8 << 10

// The routes of /metrics that count the live channel's commands.
const (
	liveStartRoute = "WS /api/tournaments/{tid}/ws start"
	liveCheckRoute = "WS /api/tournaments/{tid}/ws check"
	liveMeRoute    = "WS /api/tournaments/{tid}/ws me"
)

// solverCommands returns the command handler of tid's live channel opened
// by upgrade r: wall is when the message arrived (for the latencies), at
// the server clock's stamp of the press.
func (s *Server) solverCommands(r *http.Request, tid string) func(ctx context.Context, msg []byte, wall, at time.Time) []byte {
	tok := solverToken(r, tid)
	// The channel's own budget of reads: the page re-reads at most once a
	// push (about once a second), a loop asking thousands a second only
	// burns the server's CPU. Per channel, in this server's memory: a read
	// changes nothing, so nothing needs sharing.
	reads := &limiter{}
	return func(ctx context.Context, msg []byte, wall, at time.Time) []byte {
		var c liveCommand
		status, body := s.command(ctx, r, tid, tok, msg, at, &c, reads)
		switch c.Op {
		case "start":
			s.starts.time(wall)
			s.metrics.observe(liveStartRoute, wall, status)
		case "check":
			s.checks.time(wall)
			s.metrics.observe(liveCheckRoute, wall, status)
		case "me":
			s.metrics.observe(liveMeRoute, wall, status)
		}
		out, err := json.Marshal(liveReply{Type: "reply", Ref: c.Ref, Status: status, Body: body})
		if err != nil { // every body is plain data; this would be a bug
			s.log.Error("live reply", "err", err)
			return nil
		}
		return out
	}
}

// meBurst and mePerSecond bound a live channel's "me" reads: twenty at
// once, five a second after.
const (
	meBurst     = 20
	mePerSecond = 5
)

// command runs one message and returns its status and body.
func (s *Server) command(ctx context.Context, r *http.Request, tid, tok string, msg []byte, at time.Time, c *liveCommand, reads *limiter) (int, any) {
	fail := func(err error) (int, any) { return s.errorOf(r, err) }
	dec := json.NewDecoder(bytes.NewReader(msg))
	dec.DisallowUnknownFields()
	// null, a number or a list would decode without error into an empty
	// command, then refused as unsigned (401) rather than malformed (400).
	isObject := bytes.HasPrefix(bytes.TrimLeft(msg, " \t\r\n"), []byte("{"))
	if err := dec.Decode(c); err != nil || dec.More() || !isObject {
		c.Op = "" // not counted as the command it began to name; its ref, if read, stays for the page
		return fail(turnir.Errorf(turnir.EINVALID, `a command is one JSON object {"op": "start", "check" or "me", "ref": a number, "answer": the Check's answer}`,
			`команда — один объект JSON {"op": "start", "check" или "me", "ref": число, "answer": ответ для проверки}`))
	}
	if c.Token != "" {
		tok = c.Token
	}
	id, err := s.solverOf(ctx, tid, tok)
	if err != nil {
		return fail(err)
	}
	switch c.Op {
	case "start":
		if err := s.Start(ctx, tid, id, at); err != nil {
			return fail(err)
		}
		v, err := s.meView(ctx, tid, id)
		if err != nil {
			return fail(err)
		}
		return http.StatusOK, v
	case "me":
		if wait, ok := reads.take("me", meBurst, mePerSecond, at, true); !ok {
			return fail(waitRefusal(wait, "too many reads on the live channel: wait %[1]s s", "слишком много запросов по живому каналу: подождите %[2]s с"))
		}
		v, err := s.meView(ctx, tid, id)
		if err != nil {
			return fail(err)
		}
		return http.StatusOK, v
	case "check":
		if err := s.limit.allow(tid+"\x00"+id, s.checkRate(tid), at); err != nil {
			return fail(err)
		}
		res, err := s.Check(ctx, tid, id, c.Answer, at)
		if err != nil {
			return fail(err)
		}
		return http.StatusOK, res
	}
	return fail(turnir.Errorf(turnir.EINVALID, "unknown command %q: the live channel takes start, check and me",
		"неизвестная команда %q: по живому каналу идут start, check и me", c.Op))
}
