package http

import (
	"math"
	rtmetrics "runtime/metrics"
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

// schedLatency summarises the Go runtime's scheduling latency since the
// process started (runtime/metrics "/sched/latencies:seconds": how long
// runnable goroutines waited for a processor). In the herd it is what
// separates a server short of CPU, where every goroutine, the group
// commit's included, waits its turn in the run queue, from one waiting
// for its disk.
func schedLatency() map[string]any {
	sample := []rtmetrics.Sample{{Name: "/sched/latencies:seconds"}}
	rtmetrics.Read(sample)
	if sample[0].Value.Kind() != rtmetrics.KindFloat64Histogram {
		return nil
	}
	h := sample[0].Value.Float64Histogram()
	var n uint64
	for _, c := range h.Counts {
		n += c
	}
	at := func(p float64) float64 {
		want := uint64(math.Ceil(p * float64(n)))
		var seen uint64
		for i, c := range h.Counts {
			seen += c
			if seen >= want && seen > 0 {
				return math.Round(h.Buckets[i+1]*1e6) / 1000 // the bucket's upper edge, ms
			}
		}
		return 0
	}
	return map[string]any{"p50_ms": at(.5), "p90_ms": at(.9), "p99_ms": at(.99), "p999_ms": at(.999)}
}
