package main

import (
	"io/fs"
	"os"
	"runtime/debug"
	"testing"
)

// files is a fake file system for machineMemory.
func files(m map[string]string) func(string) ([]byte, error) {
	return func(name string) ([]byte, error) {
		if s, ok := m[name]; ok {
			return []byte(s), nil
		}
		return nil, fs.ErrNotExist
	}
}

func TestMachineMemoryIsTheSmallerOfTheMachineAndItsCgroup(t *testing.T) {
	const meminfo = "MemFree:  100 kB\nMemTotal:       24683664 kB\nSwapTotal: 0 kB\n"
	cases := []struct {
		name  string
		files map[string]string
		want  int64
	}{
		{"machine only", map[string]string{"/proc/meminfo": meminfo}, 24683664 << 10},
		{"cgroup v2 limit", map[string]string{"/proc/meminfo": meminfo, "/sys/fs/cgroup/memory.max": "2147483648\n"}, 2 << 30},
		{"cgroup v2 without a limit", map[string]string{"/proc/meminfo": meminfo, "/sys/fs/cgroup/memory.max": "max\n"}, 24683664 << 10},
		{"cgroup v1 without a limit", map[string]string{"/proc/meminfo": meminfo, "/sys/fs/cgroup/memory/memory.limit_in_bytes": "9223372036854771712\n"}, 24683664 << 10},
		{"cgroup v1 limit", map[string]string{"/proc/meminfo": meminfo, "/sys/fs/cgroup/memory/memory.limit_in_bytes": "1073741824"}, 1 << 30},
		{"a cgroup, no meminfo", map[string]string{"/sys/fs/cgroup/memory.max": "1073741824"}, 1 << 30},
		{"nothing to read", map[string]string{}, 0},
		{"meminfo unreadable", map[string]string{"/proc/meminfo": "MemTotal: lots kB\n"}, 0},
	}
	for _, c := range cases {
		if got := machineMemory(files(c.files)); got != c.want {
			t.Errorf("%s: machineMemory = %d, want %d", c.name, got, c.want)
		}
	}
}

func TestTuneGCLeavesTheEnvironmentsSettings(t *testing.T) {
	old := debug.SetGCPercent(100)
	oldLimit := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetGCPercent(old); debug.SetMemoryLimit(oldLimit) })

	t.Setenv("GOGC", "100")
	t.Setenv("GOMEMLIMIT", "1GiB")
	if g := tuneGC(); g.Percent != -1 || g.Limit != 0 {
		t.Errorf("with GOGC and GOMEMLIMIT set, tuneGC chose %+v; want nothing", g)
	}
	if p := debug.SetGCPercent(100); p != 100 {
		t.Errorf("GOGC is %d after tuneGC, want the environment's 100", p)
	}

	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	g := tuneGC()
	if g.Percent != serveGCPercent {
		t.Errorf("without GOGC, tuneGC chose %d, want %d", g.Percent, serveGCPercent)
	}
	if p := debug.SetGCPercent(100); p != serveGCPercent {
		t.Errorf("the collector's percent is %d, want %d", p, serveGCPercent)
	}
	if total := machineMemory(os.ReadFile); total > 0 {
		if g.Limit != total/4*3 || debug.SetMemoryLimit(-1) != g.Limit {
			t.Errorf("memory limit %d (runtime %d), want three quarters of %d", g.Limit, debug.SetMemoryLimit(-1), total)
		}
	} else if g.Limit != 0 {
		t.Errorf("no memory readable, yet a limit of %d", g.Limit)
	}
}
