package http

import (
	"math"
	"sync/atomic"
	"time"
)

// latency is a lock-free histogram of request handling times with
// buckets 4% apart, enough for percentiles within a few percent. It
// measures the server's own share of a request (from the handler's start
// to its answer), which a load generator on the same machine cannot
// separate from its own scheduling.
type latency struct {
	buckets [400]atomic.Int64
	count   atomic.Int64
}

const latencyBase = 1.04

// bucket of d: bucket i holds [1.04^(i-1), 1.04^i) microseconds.
func latencyBucket(d time.Duration) int {
	us := float64(d.Microseconds())
	if us < 1 {
		return 0
	}
	return min(int(math.Log(us)/math.Log(latencyBase))+1, 399)
}

// time records the wall time since start; deferred, it times a handler.
// Wall time, not the Clock: it is a figure for operators.
func (l *latency) time(start time.Time) { l.add(time.Since(start)) }

func (l *latency) add(d time.Duration) {
	l.buckets[latencyBucket(d)].Add(1)
	l.count.Add(1)
}

// percentile returns the upper edge of the bucket holding the p-th
// fraction of the observations, in milliseconds.
func (l *latency) percentile(p float64) float64 {
	n := l.count.Load()
	if n == 0 {
		return 0
	}
	want := int64(math.Ceil(p * float64(n)))
	var seen int64
	for i := range l.buckets {
		seen += l.buckets[i].Load()
		if seen >= want {
			return math.Round(math.Pow(latencyBase, float64(i))) / 1000
		}
	}
	return math.Inf(1)
}

func (l *latency) summary() map[string]any {
	return map[string]any{"count": l.count.Load(), "p50_ms": l.percentile(.5), "p90_ms": l.percentile(.9),
		"p99_ms": l.percentile(.99), "max_ms": l.percentile(1)}
}
