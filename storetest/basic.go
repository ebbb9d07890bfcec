package storetest

import (
	"context"
	"encoding/json"
	"slices"
	"testing"

	"turnir"
)

func testAppendLoad(t *testing.T, s turnir.Store) {
	want := evs(1, 5)
	mustAppend(t, s, "t1", 0, want)
	checkLog(t, s, "t1", want)
}

func testVersions(t *testing.T, s turnir.Store) {
	var all []turnir.Event
	// Big batches too: a store may write one in several statements
	// (sqlite: 32 rows each), and the versions and the hash chain run on
	// across them.
	for i, n := range []int{1, 3, 2, 1, 32, 33, 70, 64} {
		batch := evs(len(all)+1, n)
		got := mustAppend(t, s, "t1", int64(len(all)), batch)
		for j, e := range got {
			if want := int64(len(all) + j + 1); e.Version != want {
				t.Fatalf("append %d: event %d got version %d, want %d", i+1, j, e.Version, want)
			}
		}
		all = append(all, batch...)
	}
	checkLog(t, s, "t1", all)
}

func testReturned(t *testing.T, s turnir.Store) {
	in := evs(1, 3)
	in[0].Stream, in[0].Version = "ignored", 42 // the store numbers, not the caller
	keep := slices.Clone(in)
	mustAppend(t, s, "t1", 0, evs(100, 2))
	got := mustAppend(t, s, "t1", 2, in)
	if len(got) != len(in) {
		t.Fatalf("Append returned %d events, want %d", len(got), len(in))
	}
	for i, e := range got {
		want := in[i]
		want.Stream, want.Version = "t1", int64(3+i)
		if d := sameEvent(e, want); d != "" {
			t.Errorf("returned event %d: %s", i, d)
		}
	}
	for i := range in {
		if d := sameEvent(in[i], keep[i]); d != "" {
			t.Errorf("Append modified the caller's event %d: %s", i, d)
		}
	}
}

func testConflict(t *testing.T, s turnir.Store) {
	base := evs(1, 3)
	mustAppend(t, s, "t1", 0, base)
	for _, tc := range []struct {
		name     string
		expected int64
	}{
		{"behind", 2},
		{"new_stream_expected_but_not_new", 0},
		{"ahead", 4},
		{"far_ahead", 1000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := s.Append(context.Background(), "t1", tc.expected, evs(50, 2))
			wantCode(t, err, turnir.ECONFLICT)
			checkLog(t, s, "t1", base)
		})
	}
	t.Run("unknown_stream_expected_not_empty", func(t *testing.T) {
		_, err := s.Append(context.Background(), "t2", 1, evs(1, 1))
		wantCode(t, err, turnir.ECONFLICT)
		checkLog(t, s, "t2", nil)
	})
}

func testAnyVersion(t *testing.T, s turnir.Store) {
	a, b := evs(1, 2), evs(3, 3)
	mustAppend(t, s, "t1", turnir.AnyVersion, a)
	got := mustAppend(t, s, "t1", turnir.AnyVersion, b)
	if got[0].Version != 3 || got[2].Version != 5 {
		t.Fatalf("AnyVersion append numbered %d..%d, want 3..5", got[0].Version, got[2].Version)
	}
	checkLog(t, s, "t1", append(a, b...))
}

func testEmptyBatch(t *testing.T, s turnir.Store) {
	mustAppend(t, s, "t1", 0, evs(1, 2))
	for _, tc := range []struct {
		name     string
		expected int64
		code     string
	}{
		{"right_version", 2, ""},
		{"any_version", turnir.AnyVersion, ""},
		{"stale_version", 1, turnir.ECONFLICT},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := s.Append(context.Background(), "t1", tc.expected, nil)
			if tc.code != "" {
				wantCode(t, err, tc.code)
			} else if err != nil {
				t.Fatalf("Append of no events: %v", err)
			}
			if len(got) != 0 {
				t.Fatalf("Append of no events returned %d", len(got))
			}
			checkLog(t, s, "t1", evs(1, 2))
		})
	}
	streams, err := s.Streams(context.Background(), "")
	if err != nil || len(streams) != 1 {
		t.Fatalf("Streams after empty appends = %q, %v; want only t1", streams, err)
	}
}

func testUnknownStream(t *testing.T, s turnir.Store) {
	if got := mustLoad(t, s, "nobody", 0); len(got) != 0 {
		t.Fatalf("unknown stream loaded %d events", len(got))
	}
	streams, err := s.Streams(context.Background(), "")
	if err != nil || len(streams) != 0 {
		t.Fatalf("Streams of an empty store = %q, %v; want none", streams, err)
	}
}

func testStreams(t *testing.T, s turnir.Store) {
	// Mixed case, digits, Cyrillic and punctuation: the order must be Go's
	// byte order (sort.Strings), whatever the database's collation.
	names := []string{"b", "a", "B", "Кубок-2026", "a-1", "a_1", "ёж", "Ёж", "z", "10", "9", "кубок", "a b"}
	for i, name := range names {
		mustAppend(t, s, name, 0, evs(i, 1))
	}
	mustAppend(t, s, "b", 1, evs(100, 2)) // a stream with several events is listed once
	got, err := s.Streams(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	want := slices.Clone(names)
	slices.Sort(want)
	for prefix, only := range map[string][]string{"a": {"a", "a b", "a-1", "a_1"}, "a_": {"a_1"}, "Ёж": {"Ёж"}, "кубок": {"кубок"}, "x": nil} {
		// A kind's streams by their prefix; _ is a character, not a wildcard.
		if p, err := s.Streams(context.Background(), prefix); err != nil || !slices.Equal(p, only) {
			t.Errorf("Streams(%q) = %q, %v; want %q", prefix, p, err, only)
		}
	}
	if !slices.Equal(got, want) {
		t.Fatalf("Streams = %q, want %q", got, want)
	}
}

func testIndependent(t *testing.T, s turnir.Store) {
	a, b := evs(1, 3), evs(10, 2)
	mustAppend(t, s, "a", 0, a[:1])
	mustAppend(t, s, "b", 0, b)
	mustAppend(t, s, "a", 1, a[1:])
	checkLog(t, s, "a", a)
	checkLog(t, s, "b", b)
}

func testLoadAfter(t *testing.T, s turnir.Store) {
	all := evs(1, 6)
	mustAppend(t, s, "t1", 0, all)
	for _, tc := range []struct {
		name  string
		after int64
		first int // version of the first event returned; 0 for none
	}{
		{"negative_is_all", -1, 1},
		{"zero_is_all", 0, 1},
		{"middle", 3, 4},
		{"last_but_one", 5, 6},
		{"last", 6, 0},
		{"past_the_end", 60, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := mustLoad(t, s, "t1", tc.after)
			want := 0
			if tc.first > 0 {
				want = len(all) - tc.first + 1
			}
			if len(got) != want {
				t.Fatalf("Load after %d returned %d events, want %d", tc.after, len(got), want)
			}
			for i, e := range got {
				w := all[tc.first-1+i]
				w.Stream, w.Version = "t1", int64(tc.first+i)
				if d := sameEvent(e, w); d != "" {
					t.Fatalf("event %d: %s", i, d)
				}
			}
		})
	}
}

func testAtomicBatch(t *testing.T, s turnir.Store) {
	base := evs(1, 2)
	mustAppend(t, s, "t1", 0, base)
	bad := evs(3, 5)
	bad[3].Data = json.RawMessage(`{"broken":`) // the fourth of five cannot be stored
	_, err := s.Append(context.Background(), "t1", 2, bad)
	wantCode(t, err, turnir.EINVALID)
	checkLog(t, s, "t1", base)

	// A conflicting batch writes none of its events either, and the log
	// still takes the right batch afterwards.
	_, err = s.Append(context.Background(), "t1", 1, evs(3, 5))
	wantCode(t, err, turnir.ECONFLICT)
	checkLog(t, s, "t1", base)
	mustAppend(t, s, "t1", 2, evs(3, 5))
	checkLog(t, s, "t1", evs(1, 7))

	// A big batch (more than one statement's rows in sqlite) with one bad
	// event is refused whole as well.
	big := evs(8, 70)
	big[40].Data = json.RawMessage(`[1,`)
	_, err = s.Append(context.Background(), "t1", 7, big)
	wantCode(t, err, turnir.EINVALID)
	checkLog(t, s, "t1", evs(1, 7))
}

func testInvalid(t *testing.T, s turnir.Store) {
	good := evs(1, 1)
	withEvent := func(f func(e *turnir.Event)) []turnir.Event {
		e := ev("Broken", 1)
		f(&e)
		return []turnir.Event{good[0], e}
	}
	for _, tc := range []struct {
		name     string
		stream   string
		expected int64
		events   []turnir.Event
	}{
		{"empty_stream_name", "", 0, good},
		{"expected_below_any_version", "t1", -2, good},
		{"empty_type", "t1", 0, withEvent(func(e *turnir.Event) { e.Type = "" })},
		{"payload_not_json", "t1", 0, withEvent(func(e *turnir.Event) { e.Data = json.RawMessage("not json") })},
		{"stream_not_utf8", "t\xff", 0, good},
		{"type_with_nul", "t1", 0, withEvent(func(e *turnir.Event) { e.Type = "A\x00B" })},
		{"actor_not_utf8", "t1", 0, withEvent(func(e *turnir.Event) { e.Actor = "\xc3(" })},
		{"reason_with_nul", "t1", 0, withEvent(func(e *turnir.Event) { e.Reason = "why\x00" })},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := s.Append(context.Background(), tc.stream, tc.expected, tc.events)
			wantCode(t, err, turnir.EINVALID)
		})
	}
	streams, err := s.Streams(context.Background(), "")
	if err != nil || len(streams) != 0 {
		t.Fatalf("Streams after refused appends = %q, %v; want none", streams, err)
	}
}

func testCanceled(t *testing.T, s turnir.Store) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := s.Append(ctx, "t1", 0, evs(1, 3)); err == nil {
		t.Fatal("Append with a canceled context succeeded")
	}
	checkLog(t, s, "t1", nil)
	mustAppend(t, s, "t1", 0, evs(1, 1)) // the store is still usable
	checkLog(t, s, "t1", evs(1, 1))
}
