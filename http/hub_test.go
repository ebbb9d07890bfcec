package http

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

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

// TestWSWriterClosesAConnectionThatStopsReading: a client that stops
// reading fills its socket's buffers and the server's next write blocks;
// the writer's timer then closes the connection, and the write returns
// an error instead of holding its goroutine for good.
func TestWSWriterClosesAConnectionThatStopsReading(t *testing.T) {
	const within = 200 * time.Millisecond
	type outcome struct {
		writes  int
		err     error
		blocked time.Duration // how long the failing write took
	}
	done := make(chan outcome, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer c.CloseNow()
		ww := newWSWriterWithin(c, within)
		defer ww.stop()
		msg := make([]byte, 64<<10)
		for i := 0; ; i++ {
			start := time.Now()
			if err := ww.write(msg); err != nil {
				done <- outcome{writes: i, err: err, blocked: time.Since(start)}
				return
			}
		}
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(srv.URL, "http"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow() // and never reads
	select {
	case o := <-done:
		if o.writes == 0 {
			t.Errorf("the first write failed (%v): the client's buffers were never filled", o.err)
		}
		if o.blocked < within {
			t.Errorf("the write failed after %v, before the timeout of %v: %v", o.blocked, within, o.err)
		}
		t.Logf("%d messages of 64 KB written, then the write blocked and failed after %v: %v", o.writes, o.blocked, o.err)
	case <-ctx.Done():
		t.Fatal("a write to a client that stopped reading was still blocked after 20 s")
	}
}

// TestHeartbeatPingsAndDropsASilentClient: a live connection gets a ping
// message at every heartbeat; a client that stops answering ping frames
// (a connection dead without a word: a phone that changed network) is
// closed by the server, which frees its slot, instead of being kept for
// good.
func TestHeartbeatPingsAndDropsASilentClient(t *testing.T) {
	oldBeat, oldPong := heartbeatEvery, pongWait
	heartbeatEvery, pongWait = 50*time.Millisecond, 200*time.Millisecond
	t.Cleanup(func() { heartbeatEvery, pongWait = oldBeat, oldPong })
	h := newHub(puzzleswiss.Kind, func(tid, typ string, types []string) []byte { return []byte(typ) })
	ended := make(chan time.Duration, 2)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer c.CloseNow()
		su := h.add("cup", false)
		start := time.Now()
		pushTo(c.CloseRead(context.Background()), c, su, []byte(`{"type":"hello"}`), nil)
		h.remove(su)
		ended <- time.Since(start)
	}))
	defer srv.Close()
	url := "ws" + strings.TrimPrefix(srv.URL, "http")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()

	// A client that reads (its library answers the ping frames) gets the
	// hello, then pings, and stays connected.
	live, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer live.CloseNow()
	var got []string
	for len(got) < 4 {
		_, b, err := live.Read(ctx)
		if err != nil {
			t.Fatalf("the reading client lost its connection after %v: %v", got, err)
		}
		got = append(got, string(b))
	}
	if got[0] != `{"type":"hello"}` || got[1] != `{"type":"ping"}` || got[3] != `{"type":"ping"}` {
		t.Fatalf("messages %q, want the hello then pings", got)
	}
	liveErr := make(chan error, 1)
	go func() { // it goes on reading, so it goes on answering
		for {
			if _, _, err := live.Read(ctx); err != nil {
				liveErr <- err
				return
			}
		}
	}()

	// A client that never reads answers no ping frame: the server closes
	// it within a heartbeat and the pong wait.
	silent, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer silent.CloseNow()
	select {
	case d := <-ended:
		if d > 5*time.Second {
			t.Errorf("the silent client was closed after %v", d)
		}
	case <-ctx.Done():
		t.Fatal("a client that answers no ping frame was still connected after 10 s")
	}
	if n := h.clients.Load(); n != 1 {
		t.Errorf("%d subscribers left, want the reading client's only", n)
	}
	select {
	case err := <-liveErr:
		t.Errorf("the reading client was closed too: %v", err)
	default:
	}
}
