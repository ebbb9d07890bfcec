package main

import (
	"os"
	"runtime/debug"
	"strconv"
	"strings"
)

// The garbage collector's settings for serve. A server holds every
// tournament in memory and, in a round, a WebSocket (two goroutines and
// 8 KB of buffers) for each solver; Go's default collects whenever the
// heap has doubled, which in the herd of BENCHMARKS.md was once or twice
// within a round's few seconds, and each collection (scanning 20,000
// goroutines' stacks) held every Check of its moment for about 200 ms:
// it made the round's p99. Collecting when the heap has grown five-fold
// leaves the round without one, and a soft limit on the heap at three
// quarters of the machine's memory (or of the container's) keeps that
// from costing more memory than there is: near the limit the collector
// runs as often as it must. GOGC and GOMEMLIMIT, when set, win.
const (
	serveGCPercent = 400
	// memoryShare is the part of the machine's memory the heap's soft
	// limit is set to, in quarters.
	memoryShare = 3
)

// gcSettings is what tuneGC chose, for the start-up log.
type gcSettings struct {
	Percent int   // the collector's GOGC; -1 when left to the environment
	Limit   int64 // the heap's soft limit in bytes; 0 when left as it was
}

// tuneGC sets the collector for serve, unless the environment already
// does, and says what it set.
func tuneGC() gcSettings {
	g := gcSettings{Percent: -1}
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(serveGCPercent)
		g.Percent = serveGCPercent
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		if total := machineMemory(os.ReadFile); total > 0 {
			g.Limit = total / 4 * memoryShare
			debug.SetMemoryLimit(g.Limit)
		}
	}
	return g
}

// machineMemory is the memory this process may use, in bytes: the
// cgroup's limit when one is set (a container), else the machine's
// total; 0 when neither can be read (not Linux).
func machineMemory(read func(string) ([]byte, error)) int64 {
	var total int64
	if b, err := read("/proc/meminfo"); err == nil {
		total = memTotal(string(b))
	}
	for _, name := range []string{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"} {
		b, err := read(name)
		if err != nil {
			continue
		}
		// "max" (v2) or a huge number (v1) when there is no limit.
		if n, err := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64); err == nil && n > 0 && (total == 0 || n < total) {
			total = n
		}
		break
	}
	return total
}

// memTotal reads MemTotal (in kB) from /proc/meminfo's text, in bytes.
func memTotal(meminfo string) int64 {
	for line := range strings.SplitSeq(meminfo, "\n") {
		rest, ok := strings.CutPrefix(line, "MemTotal:")
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		if len(f) == 0 {
			return 0
		}
		kb, err := strconv.ParseInt(f[0], 10, 64)
		if err != nil || kb <= 0 {
			return 0
		}
		return kb << 10
	}
	return 0
}
