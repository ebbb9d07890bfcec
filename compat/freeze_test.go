package compat_test

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"turnir/sqlite"
)

var (
	freeze = flag.String("freeze", "", "freeze a new dump testdata/<name>.sql (e.g. main-<commit>) from this checkout's code")
	update = flag.Bool("update", false, "rewrite the golden files of every dump from today's replay")
)

// TestFreeze writes the logs of frozenLogs through today's sqlite store into
// a fresh file and dumps it as testdata/<-freeze>.sql, with its golden
// files. It runs only when asked (-freeze) and refuses to overwrite a dump.
func TestFreeze(t *testing.T) {
	if *freeze == "" {
		t.Skip("run with -freeze main-<commit> to freeze a new dump")
	}
	out := filepath.Join("testdata", *freeze+".sql")
	if _, err := os.Stat(out); err == nil {
		t.Fatalf("%s exists: a dump is what an old build wrote and is never regenerated", out)
	}
	logs, err := frozenLogs()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "freeze.db")
	s, err := sqlite.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	streams := make([]string, 0, len(logs))
	for stream := range logs {
		streams = append(streams, stream)
	}
	slices.Sort(streams)
	for _, stream := range streams {
		if _, err := s.Append(context.Background(), stream, 0, logs[stream]); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	text, err := dump(path, *freeze)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(out, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	replayDump(t, out, true)
}
