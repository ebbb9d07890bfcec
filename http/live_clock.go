package http

import (
	"slices"
	"sync"
)

// liveFests is the set of festivals a live clock looks at: those with a
// fight played live that is not done (the Brain-ring's and the cup
// final's, or Svoya igra's, each clock its own set). A commit of a live
// event adds its festival; at the first tick every festival is looked at
// once (a restart finds the running fights in the log); a tick that finds
// none running drops it. Safe for concurrent use.
type liveFests struct {
	mu      sync.Mutex
	running map[string]bool
	scanned bool
}

// add marks festival fid as having a fight played live.
func (l *liveFests) add(fid string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.running == nil {
		l.running = map[string]bool{}
	}
	l.running[fid] = true
}

// tick calls step for each festival to look at, in id order, without the
// set's lock (step reads and writes the festival); step reports whether a
// fight of it is still running. all lists every festival, for the first
// tick.
func (l *liveFests) tick(all func() []string, step func(fid string) (running bool)) {
	l.mu.Lock()
	if l.running == nil {
		l.running = map[string]bool{}
	}
	if !l.scanned {
		l.scanned = true
		for _, fid := range all() {
			l.running[fid] = true
		}
	}
	fids := make([]string, 0, len(l.running))
	for fid := range l.running {
		fids = append(fids, fid)
	}
	l.mu.Unlock()
	slices.Sort(fids)
	for _, fid := range fids {
		if !step(fid) {
			l.mu.Lock()
			delete(l.running, fid)
			l.mu.Unlock()
		}
	}
}
