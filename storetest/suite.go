package storetest

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"testing"
	"time"

	"turnir"
)

var seedFlag = flag.Int64("seed", 0, "seed of the randomised store tests (0: pick one and print it)")

// Seed returns the seed of a randomised test: the -seed flag when given,
// otherwise a fresh one. It logs the seed so that a failure can be replayed
// with -seed. The flag is defined here, so a test package that imports
// storetest uses Seed instead of defining its own -seed.
func Seed(t testing.TB) int64 {
	t.Helper()
	seed := *seedFlag
	if seed == 0 {
		seed = time.Now().UnixNano()
	}
	t.Logf("seed %d (replay with -seed=%d)", seed, seed)
	return seed
}

// Run runs the conformance suite against the implementation that open
// makes. open must return a new, empty store each time it is called (one per
// sub-test); Run closes it at the end of the sub-test. open may register its
// own cleanup with t.Cleanup, which then runs after the store is closed.
func Run(t *testing.T, open func(t *testing.T) turnir.Store) {
	tests := []struct {
		name string
		test func(t *testing.T, s turnir.Store)
	}{
		{"append_then_load_in_order", testAppendLoad},
		{"versions_continue_across_appends", testVersions},
		{"returned_events_carry_stream_and_version", testReturned},
		{"stale_expected_version_conflicts", testConflict},
		{"any_version_skips_the_check", testAnyVersion},
		{"empty_batch_only_checks_the_version", testEmptyBatch},
		{"unknown_stream_is_empty", testUnknownStream},
		{"streams_are_listed_sorted", testStreams},
		{"streams_are_independent", testIndependent},
		{"load_after_version", testLoadAfter},
		{"batch_is_all_or_nothing", testAtomicBatch},
		{"readers_never_see_half_a_batch", testReadersSeeWholeBatches},
		{"invalid_input_is_refused", testInvalid},
		{"canceled_context_writes_nothing", testCanceled},
		{"concurrent_appenders_retrying_on_conflict", testConcurrentExpected},
		{"concurrent_appenders_with_any_version", testConcurrentAny},
		{"time_round_trips_exactly", testTimes},
		{"payload_bytes_are_kept", testPayloadBytes},
		{"large_payload", testLarge},
		{"russian_text", testRussian},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := open(t)
			t.Cleanup(func() {
				if err := s.Close(); err != nil {
					t.Errorf("Close: %v", err)
				}
			})
			tt.test(t, s)
		})
	}
}

// at is a fixed, nanosecond-precise instant the tests stamp events with.
var at = time.Date(2026, 3, 14, 9, 26, 53, 589793238, time.UTC)

// ev makes an event whose payload tells it apart.
func ev(typ string, n int) turnir.Event {
	return turnir.NewEvent(typ, at.Add(time.Duration(n)*time.Second), "tester",
		map[string]any{"n": n})
}

// evs makes n distinct events numbered from first.
func evs(first, n int) []turnir.Event {
	out := make([]turnir.Event, n)
	for i := range out {
		out[i] = ev("Numbered", first+i)
	}
	return out
}

// mustAppend appends and fails the test on error.
func mustAppend(t *testing.T, s turnir.Store, stream string, expected int64, events []turnir.Event) []turnir.Event {
	t.Helper()
	out, err := s.Append(context.Background(), stream, expected, events)
	if err != nil {
		t.Fatalf("Append(%q, %d, %d events): %v", stream, expected, len(events), err)
	}
	return out
}

// mustLoad loads and fails the test on error.
func mustLoad(t *testing.T, s turnir.Store, stream string, after int64) []turnir.Event {
	t.Helper()
	out, err := s.Load(context.Background(), stream, after)
	if err != nil {
		t.Fatalf("Load(%q, %d): %v", stream, after, err)
	}
	return out
}

// sameEvent reports how got differs from want, or "" when it does not:
// payload bytes, strings and the instant must all be equal.
func sameEvent(got, want turnir.Event) string {
	switch {
	case got.Stream != want.Stream:
		return fmt.Sprintf("stream %q, want %q", got.Stream, want.Stream)
	case got.Version != want.Version:
		return fmt.Sprintf("version %d, want %d", got.Version, want.Version)
	case got.Type != want.Type:
		return fmt.Sprintf("type %q, want %q", got.Type, want.Type)
	case !bytes.Equal(got.Data, want.Data):
		return fmt.Sprintf("data %.80q, want %.80q", got.Data, want.Data)
	case !got.At.Equal(want.At):
		return fmt.Sprintf("at %s, want %s", got.At.Format(time.RFC3339Nano), want.At.Format(time.RFC3339Nano))
	case got.Actor != want.Actor:
		return fmt.Sprintf("actor %q, want %q", got.Actor, want.Actor)
	case got.Reason != want.Reason:
		return fmt.Sprintf("reason %q, want %q", got.Reason, want.Reason)
	}
	return ""
}

// checkLog fails unless stream holds exactly want, stamped with versions
// 1..len(want).
func checkLog(t *testing.T, s turnir.Store, stream string, want []turnir.Event) {
	t.Helper()
	got := mustLoad(t, s, stream, 0)
	if len(got) != len(want) {
		t.Fatalf("stream %q holds %d events, want %d", stream, len(got), len(want))
	}
	for i := range want {
		w := want[i]
		w.Stream, w.Version = stream, int64(i+1)
		if d := sameEvent(got[i], w); d != "" {
			t.Fatalf("stream %q event %d: %s", stream, i+1, d)
		}
	}
}

// wantCode fails unless err is a *turnir.Error with code and messages in
// both languages.
func wantCode(t *testing.T, err error, code string) {
	t.Helper()
	var e *turnir.Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v (%T), want a *turnir.Error %s", err, err, code)
	}
	if e.Code != code {
		t.Fatalf("error code %s (%v), want %s", e.Code, err, code)
	}
	if e.EN == "" || e.RU == "" || e.EN == e.RU {
		t.Fatalf("error %v needs distinct English and Russian messages, got EN %q RU %q", err, e.EN, e.RU)
	}
}
