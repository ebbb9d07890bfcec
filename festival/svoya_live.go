package festival

import (
	"time"

	"turnir/festival/svoyatournament"
)

// The views of the Svoya igra fights played live, for the server's live
// pages (issue 13).

// SvoyaLiveView is the Svoya igra tournament's view (svoyatournament.Festival.SvoyaLiveView).
func (f *Festival) SvoyaLiveView(ref svoyatournament.SvoyaRef, now time.Time) (svoyatournament.SvoyaLiveView, error) {
	return f.inSvoya().SvoyaLiveView(ref, now)
}

// SvoyaLiveVenueFights is the Svoya igra tournament's view (svoyatournament.Festival.SvoyaLiveVenueFights).
func (f *Festival) SvoyaLiveVenueFights(venue string) ([]svoyatournament.SvoyaLiveVenueFight, error) {
	return f.inSvoya().SvoyaLiveVenueFights(venue)
}

// SvoyaLiveRunning is the Svoya igra tournament's view (svoyatournament.Festival.SvoyaLiveRunning).
func (f *Festival) SvoyaLiveRunning() bool { return f.inSvoya().SvoyaLiveRunning() }

// SvoyaLiveDueNow is the Svoya igra tournament's view (svoyatournament.Festival.SvoyaLiveDueNow).
func (f *Festival) SvoyaLiveDueNow(now time.Time) bool { return f.inSvoya().SvoyaLiveDueNow(now) }
