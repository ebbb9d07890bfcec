package http

import (
	"net/http"
	"time"
)

// Timeouts are the server's limits on slow clients. Presses are stamped
// when their whole request has arrived (solver.go), so a slow body only
// delays its own sender; the limits are there so that connections held
// open by bodies that trickle in, or by idle keep-alives, are cut off. A
// zero field takes its DefaultTimeouts value.
type Timeouts struct {
	// ReadHeader bounds the request line and headers.
	ReadHeader time.Duration
	// Read bounds the whole request, body included. A Check's body is
	// under a kilobyte: a phone on a bad mobile network sends it in a
	// second or two, so the default leaves room for a stalled handover.
	Read time.Duration
	// Idle bounds a kept-alive connection waiting for its next request, so
	// a solver's phone reuses its connection between presses without
	// every idle phone holding one for ever.
	Idle time.Duration
	// Upload replaces Read for the organizer's puzzle upload (files of
	// megabytes over a venue's network), once the organizer is known.
	Upload time.Duration
}

// DefaultTimeouts are the limits of turnir serve.
var DefaultTimeouts = Timeouts{ReadHeader: 10 * time.Second, Read: 30 * time.Second, Idle: 2 * time.Minute, Upload: 10 * time.Minute}

func (t Timeouts) withDefaults() Timeouts {
	d := DefaultTimeouts
	for _, f := range []struct{ v, def *time.Duration }{{&t.ReadHeader, &d.ReadHeader}, {&t.Read, &d.Read}, {&t.Idle, &d.Idle}, {&t.Upload, &d.Upload}} {
		if *f.v <= 0 {
			*f.v = *f.def
		}
	}
	return t
}

// HTTPServer returns an http.Server for the handler with the configured
// timeouts. A WebSocket outlives them: net/http clears a connection's
// deadlines when it is hijacked (TestLiveSurvivesTheTimeouts). There is no
// write timeout: the WebSocket has its own per message (hub.go), and an
// export to a slow reader only costs its reader.
func (s *Server) HTTPServer() *http.Server {
	return &http.Server{Handler: s.handler, ReadHeaderTimeout: s.timeouts.ReadHeader, ReadTimeout: s.timeouts.Read, IdleTimeout: s.timeouts.Idle}
}

// extendRead gives the request's body d from now to arrive (the
// organizer's upload). A ResponseWriter wrapper without Unwrap makes this
// a no-op, and the upload then has Timeouts.Read.
func extendRead(w http.ResponseWriter, d time.Duration) {
	_ = http.NewResponseController(w).SetReadDeadline(time.Now().Add(d))
}
