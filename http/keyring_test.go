package http

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestP9_RevokedSessionsAreCompacted: a sign-out stays revoked across a
// restart while it could still be used, and the revocation file keeps only
// such entries, so it never grows without end.
func TestP9_RevokedSessionsAreCompacted(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)
	k, err := openKeyring(dir, now)
	if err != nil {
		t.Fatal(err)
	}
	for i, exp := range []time.Duration{time.Hour, 2 * time.Hour, 30 * 24 * time.Hour} {
		if err := k.revoke(strings.Repeat(string(rune('a'+i)), 8), now.Add(exp).Unix(), now); err != nil {
			t.Fatal(err)
		}
	}
	later := now.Add(3 * time.Hour) // the first two have expired
	k, err = openKeyring(dir, later)
	if err != nil {
		t.Fatal(err)
	}
	revoked := func(id string) bool {
		r, err := k.isRevoked(id)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	if !revoked("cccccccc") || revoked("aaaaaaaa") {
		t.Errorf("after the restart: live revoked %v, expired kept %v", revoked("cccccccc"), revoked("aaaaaaaa"))
	}
	b, err := os.ReadFile(filepath.Join(dir, "sessions.revoked"))
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(string(b)); strings.Count(got, "\n") != 0 || !strings.HasPrefix(got, "cccccccc ") {
		t.Errorf("the file after compaction:\n%s", b)
	}
	// An expired entry also leaves memory at the next sign-out.
	if err := k.revoke("dddddddd", later.Add(time.Hour).Unix(), later.Add(40*24*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if revoked("cccccccc") {
		t.Error("an expired revocation stayed in memory")
	}
}
