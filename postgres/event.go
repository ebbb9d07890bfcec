package postgres

import (
	"time"

	"turnir"
)

// formatTime renders t for the at column; the zone is dropped, the instant
// kept.
func formatTime(t time.Time) string { return t.UTC().Format(turnir.StoreTimeLayout) }

// parseTime reads an at column back as a UTC time.
func parseTime(s string) (time.Time, error) { return time.Parse(turnir.StoreTimeLayout, s) }
