package storetest

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"turnir"
)

func testTimes(t *testing.T, s turnir.Store) {
	moscow := time.FixedZone("MSK", 3*60*60)
	withMonotonic := time.Now() // carries a monotonic reading that must not matter
	cases := []struct {
		name string
		at   time.Time
	}{
		{"nanoseconds", time.Date(2026, 5, 1, 10, 0, 0, 123456789, time.UTC)},
		{"one_nanosecond", time.Date(2026, 5, 1, 10, 0, 0, 1, time.UTC)},
		{"moscow_offset", time.Date(2026, 5, 1, 13, 0, 0, 999999999, moscow)},
		{"wall_clock_now", withMonotonic},
		{"zero_time", time.Time{}},
		{"unix_epoch", time.Unix(0, 0)},
		{"before_1970", time.Date(1961, 4, 12, 6, 7, 0, 5, time.UTC)},
		{"far_future", time.Date(9999, 12, 31, 23, 59, 59, 999999999, time.UTC)},
	}
	var batch []turnir.Event
	for _, c := range cases {
		batch = append(batch, turnir.NewEvent("Timed", c.at, "", c.name))
	}
	mustAppend(t, s, "times", 0, batch)
	got := mustLoad(t, s, "times", 0)
	if len(got) != len(cases) {
		t.Fatalf("loaded %d events, want %d", len(got), len(cases))
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := got[i]
			if !e.At.Equal(c.at) {
				t.Fatalf("time %s came back as %s", c.at.Format(time.RFC3339Nano), e.At.Format(time.RFC3339Nano))
			}
			if e.At.Location() != time.UTC {
				t.Fatalf("time came back in %s, want UTC", e.At.Location())
			}
		})
	}
}

func testPayloadBytes(t *testing.T, s turnir.Store) {
	// The log keeps what was written, not a re-encoding: key order,
	// spacing, number spelling and escapes all survive.
	cases := []struct {
		name string
		data json.RawMessage
	}{
		{"key_order_and_spacing", json.RawMessage(`{ "b" : 1,  "a":[1, 2 ,3] }`)},
		{"number_spelling", json.RawMessage(`[1.0, 1e3, -0, 12345678901234567890]`)},
		{"escapes", json.RawMessage(`"\u0416\n\t\"\\ \/"`)},
		{"duplicate_keys", json.RawMessage(`{"a":1,"a":2}`)},
		{"null", json.RawMessage(`null`)},
		{"absent", nil},
	}
	var batch []turnir.Event
	for _, c := range cases {
		batch = append(batch, turnir.Event{Type: "Raw", Data: c.data, At: at})
	}
	mustAppend(t, s, "raw", 0, batch)
	checkLog(t, s, "raw", batch)
}

func testLarge(t *testing.T, s turnir.Store) {
	rng := rand.New(rand.NewPCG(uint64(Seed(t)), 0))
	const size = 4 << 20
	var b strings.Builder
	letters := []rune("abcdefghijklmnopqrstuvwxyzабвгдеёжзийклмнопрстуфхцчшщъыьэюя")
	for b.Len() < size {
		b.WriteRune(letters[rng.IntN(len(letters))])
	}
	big := turnir.NewEvent("Big", at, "tester", map[string]string{"blob": b.String()})
	small := ev("Small", 1)
	mustAppend(t, s, "big", 0, []turnir.Event{small, big, small})
	checkLog(t, s, "big", []turnir.Event{small, big, small})
}

func testRussian(t *testing.T, s turnir.Store) {
	stream := "Кубок России по решению головоломок 2026"
	e := turnir.NewEvent("ОтветПринят", at, "Судья Ёлкина",
		map[string]string{"ответ": "съешь же ещё этих мягких французских булок 🧩", "задача": "№7"})
	e.Reason = "апелляция удовлетворена: «верный ответ» — по п. 4.2"
	mustAppend(t, s, stream, 0, []turnir.Event{e, e})
	checkLog(t, s, stream, []turnir.Event{e, e})
	streams := mustStreams(t, s)
	if len(streams) != 1 || streams[0] != stream {
		t.Fatalf("Streams = %q, want [%q]", streams, stream)
	}
}

// mustStreams lists the streams and fails the test on error.
func mustStreams(t *testing.T, s turnir.Store) []string {
	t.Helper()
	out, err := s.Streams(t.Context(), "")
	if err != nil {
		t.Fatalf("Streams: %v", err)
	}
	return out
}
