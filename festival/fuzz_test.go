package festival_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"turnir"
	"turnir/festival"
)

// fuzzLogs are the played festivals whose events FuzzReplay tampers with:
// the frozen Brain-ring log, the demo cup and the demo festival.
func fuzzLogs(f *testing.F) [][]turnir.Event {
	var logs [][]turnir.Event
	if raw, err := os.ReadFile(filepath.Join("testdata", "brainring_log.json")); err == nil {
		var log []turnir.Event
		if json.Unmarshal(raw, &log) == nil {
			logs = append(logs, log)
		}
	}
	at := time.Date(2026, 5, 9, 10, 0, 0, 0, time.UTC)
	for _, build := range []func(turnir.Seed, time.Time) ([]turnir.Event, error){festival.DemoCup, festival.DemoFestival} {
		evs, err := build(turnir.SeedFromUint64(7), at)
		if err != nil {
			f.Fatal(err)
		}
		for i := range evs {
			evs[i].Stream, evs[i].Version = "demo", int64(i+1)
		}
		logs = append(logs, evs)
	}
	return logs
}

// FuzzReplay feeds the festival's input decoding (every jury and
// organizer entry is an event whose payload Apply decodes into an engine
// call, input.go) payloads it never wrote: one event of a played log gets
// the fuzzed data. Replay must refuse it or apply it, never panic, and
// Verify (which re-runs every command) must answer with a report or a
// *turnir.Error, never a panic.
func FuzzReplay(f *testing.F) {
	logs := fuzzLogs(f)
	for k, log := range logs {
		for _, i := range []int{1, len(log) / 3, len(log) / 2, len(log) - 1} {
			f.Add(uint8(k), uint16(i), []byte(log[i].Data))
		}
	}
	f.Add(uint8(0), uint16(5), []byte(`{"team": null, "round": -1}`))
	f.Fuzz(func(t *testing.T, which uint8, at uint16, data []byte) {
		if !json.Valid(data) {
			return // a store only holds valid JSON payloads
		}
		log := logs[int(which)%len(logs)]
		evs := append([]turnir.Event(nil), log...)
		evs[int(at)%len(evs)].Data = json.RawMessage(data)
		if _, err := festival.Replay(evs); err != nil {
			return
		}
		if _, err := festival.Verify(evs); err != nil {
			var te *turnir.Error
			if !errors.As(err, &te) {
				t.Fatalf("Verify refused with %T %v", err, err)
			}
		}
	})
}
