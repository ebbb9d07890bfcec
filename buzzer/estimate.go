package buzzer

import (
	"time"

	"turnir"
)

// Sample is one ping exchange of a connection: the client sent the ping at
// ClientSend (client clock), the server stamped it at Server, the client
// got the reply at ClientReceive (client clock).
type Sample struct {
	ClientSend    time.Time `json:"client_send"`
	Server        time.Time `json:"server"`
	ClientReceive time.Time `json:"client_receive"`
}

// RTT is the sample's round trip. The server's processing time is taken as
// nil: it stamps the ping once.
func (s Sample) RTT() time.Duration { return s.ClientReceive.Sub(s.ClientSend) }

// Offset is how far the server's clock is ahead of the client's, assuming
// the two legs of the round trip are equal (NTP's estimate). The error of
// that assumption is at most RTT/2.
func (s Sample) Offset() time.Duration {
	mid := s.ClientSend.Add(s.RTT() / 2)
	return s.Server.Sub(mid)
}

// Estimate is a connection's clock estimate: add Offset to a client time to
// get server time; RTT bounds how wrong that can be.
type Estimate struct {
	Offset  turnir.Duration `json:"offset"`
	RTT     turnir.Duration `json:"rtt"`
	Samples int             `json:"samples"` // how many samples it was chosen from
}

// DefaultKeep is how many recent samples an Estimator chooses from: enough
// to ride out a burst of jitter, few enough to follow a network change
// within seconds at one ping a second.
const DefaultKeep = 8

// Estimator measures one connection's clock offset and round trip from
// ping samples, continuously: it keeps the last Keep samples and estimates
// from the one with the smallest round trip. The zero value keeps
// DefaultKeep. It is a plain value that the adapter owns, one per
// connection; the live fight only sees its Estimate, stamped on a press.
type Estimator struct {
	Keep    int      `json:"keep,omitempty"`
	Samples []Sample `json:"samples,omitempty"`
}

// Add records a sample. A sample whose reply came back before its ping was
// sent is refused: the client's clock jumped, and the sample says nothing.
func (e *Estimator) Add(s Sample) error {
	if s.ClientReceive.Before(s.ClientSend) {
		return turnir.Errorf(turnir.EINVALID, "a ping cannot come back (%s) before it was sent (%s)",
			"ответ на пинг не может прийти (%s) раньше, чем пинг отправлен (%s)",
			s.ClientReceive.Format(time.RFC3339Nano), s.ClientSend.Format(time.RFC3339Nano))
	}
	keep := e.Keep
	if keep <= 0 {
		keep = DefaultKeep
	}
	e.Samples = append(e.Samples, s)
	if n := len(e.Samples); n > keep {
		e.Samples = append(e.Samples[:0:0], e.Samples[n-keep:]...)
	}
	return nil
}

// Estimate returns the estimate from the kept sample with the smallest
// round trip (the earliest of equal ones); ok is false before any sample.
func (e *Estimator) Estimate() (est Estimate, ok bool) {
	if len(e.Samples) == 0 {
		return Estimate{}, false
	}
	best := e.Samples[0]
	for _, s := range e.Samples[1:] {
		if s.RTT() < best.RTT() {
			best = s
		}
	}
	return Estimate{Offset: turnir.Duration(best.Offset()), RTT: turnir.Duration(best.RTT()), Samples: len(e.Samples)}, true
}
