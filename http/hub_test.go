package http

import (
	"testing"
	"time"

	"turnir"
	"turnir/puzzleswiss"
)

// TestHubDropsSlowSubscribers proves that one subscriber who stops reading
// is disconnected instead of blocking the push to everyone else.
func TestHubDropsSlowSubscribers(t *testing.T) {
	h := newHub(puzzleswiss.Kind, func(tid, typ string, types []string) []byte { return []byte(typ) })
	slow := h.add("cup", false)
	fast := h.add("cup", false)
	org := h.add("cup", true)
	got := 0
	for i := range subBuffer * 3 {
		h.notify("cup", []turnir.Event{{Type: puzzleswiss.EvRoundOpened}, {Type: puzzleswiss.EvChecked}})
		h.flush()
		for len(fast.ch) > 0 {
			<-fast.ch
			got++
		}
		for len(org.ch) > 0 {
			<-org.ch
		}
		if i < subBuffer-1 {
			select {
			case <-slow.gone:
				t.Fatalf("dropped after %d messages, before its buffer of %d filled", i+1, subBuffer)
			default:
			}
		}
	}
	select {
	case <-slow.gone:
	default:
		t.Fatal("a subscriber that never reads was not dropped")
	}
	if got != subBuffer*3 {
		t.Errorf("the reading subscriber got %d of %d messages", got, subBuffer*3)
	}
	if h.dropped.Load() != 1 || h.clients.Load() != 2 {
		t.Errorf("dropped %d, clients %d; want 1 and 2", h.dropped.Load(), h.clients.Load())
	}
	h.close()
	for _, s := range []*sub{fast, org} {
		select {
		case <-s.gone:
		default:
			t.Error("close left a subscriber connected")
		}
	}
}

// TestHubCoalesces proves presses are pushed to the organizer only, and
// many commits between two flushes become one message.
func TestHubCoalesces(t *testing.T) {
	h := newHub(puzzleswiss.Kind, func(tid, typ string, types []string) []byte { return []byte(typ) })
	pub, org := h.add("cup", false), h.add("cup", true)
	for range 100 {
		h.notify("cup", []turnir.Event{{Type: puzzleswiss.EvStarted}, {Type: puzzleswiss.EvChecked}})
	}
	h.notify("cup", []turnir.Event{{Type: puzzleswiss.EvRegistered}})
	h.flush()
	if len(pub.ch) != 1 || string(<-pub.ch) != "tournament" {
		t.Fatalf("public got %d messages, want one tournament update", len(pub.ch))
	}
	if len(org.ch) != 2 {
		t.Fatalf("organizer got %d messages, want the update and one activity", len(org.ch))
	}
}

func TestLatencyPercentiles(t *testing.T) {
	var l latency
	for i := 1; i <= 100; i++ {
		l.add(time.Duration(i) * time.Millisecond)
	}
	for _, c := range []struct{ p, want float64 }{{.5, 50}, {.99, 99}, {1, 100}} {
		if got := l.percentile(c.p); got < c.want || got > c.want*1.05 {
			t.Errorf("p%v = %v ms, want %v within 5%%", c.p*100, got, c.want)
		}
	}
}
