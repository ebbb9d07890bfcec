package http

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// packageStore keeps the Svoya igra boards the hosts and the jury loaded
// (a live fight's, the written qualifying's) in the data directory, one
// file each, so that every server sharing the directory (docs/deploy.md)
// serves the same board and a restart forgets none. Each server keeps
// what it read in memory and reads the file again only when its size or
// time has changed: a board loaded on one server reaches the others at
// their next view of the fight. The files hold every text and answer, as
// the puzzle sets' keys sit in the log: on the server's own disk, mode
// 0600, never in an export or a response other than the host's.
type packageStore struct {
	dir string

	mu    sync.Mutex
	cache map[string]cachedBoard // file name -> what was read from it
}

// cachedBoard is a decoded file and the stamp it was read at.
type cachedBoard struct {
	size int64
	mod  time.Time
	v    any
}

func newPackageStore(dir string) *packageStore {
	return &packageStore{dir: dir, cache: map[string]cachedBoard{}}
}

// fileName is the file of key (a fight's hub key, or a festival's
// qualifying): a hash, so no id or fight name can reach outside dir.
func (ps *packageStore) fileName(key string) string {
	sum := sha256.Sum256([]byte(key))
	return filepath.Join(ps.dir, hex.EncodeToString(sum[:16])+".json")
}

// put writes v as key's board: to a temporary file, synced, then renamed
// into place, so that no server ever reads half a board.
func (ps *packageStore) put(key string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(ps.dir, 0o700); err != nil {
		return fmt.Errorf("packages: %w", err)
	}
	f, err := os.CreateTemp(ps.dir, ".board-*")
	if err != nil {
		return fmt.Errorf("packages: %w", err)
	}
	tmp := f.Name()
	defer os.Remove(tmp) // after the rename there is nothing left to remove
	_, err = f.Write(b)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, ps.fileName(key))
	}
	if err != nil {
		return fmt.Errorf("packages: %w", err)
	}
	ps.mu.Lock()
	delete(ps.cache, ps.fileName(key)) // the next get reads what was written
	ps.mu.Unlock()
	return nil
}

// getBoard returns key's board decoded as T, or nil when none was loaded.
func getBoard[T any](ps *packageStore, key string) (*T, error) {
	name := ps.fileName(key)
	st, err := os.Stat(name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("packages: %w", err)
	}
	ps.mu.Lock()
	c, ok := ps.cache[name]
	ps.mu.Unlock()
	if ok && c.size == st.Size() && c.mod.Equal(st.ModTime()) {
		if v, ok := c.v.(*T); ok {
			return v, nil
		}
	}
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("packages: %w", err)
	}
	v := new(T)
	if err := json.Unmarshal(b, v); err != nil {
		return nil, fmt.Errorf("packages: %s: %w", name, err)
	}
	ps.mu.Lock()
	ps.cache[name] = cachedBoard{size: st.Size(), mod: st.ModTime(), v: v}
	ps.mu.Unlock()
	return v, nil
}
