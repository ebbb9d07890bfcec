package http

import "sync"

// keyLocks serialises the computations of one key. When a herd of readers
// misses a cache at once (every page re-reads at a push: a round's
// opening, a festival's result), the first computes and the others wait
// for it, then find the cache filled, instead of each computing the same
// thing. A key's mutex is kept for the server's life: keys are
// tournaments and a festival's view paths, a bounded set.
type keyLocks struct{ m sync.Map }

// lock takes key's mutex and returns its unlock.
func (k *keyLocks) lock(key string) (unlock func()) {
	m, _ := k.m.LoadOrStore(key, &sync.Mutex{})
	mu := m.(*sync.Mutex)
	mu.Lock()
	return mu.Unlock
}
