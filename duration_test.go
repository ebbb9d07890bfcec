package turnir_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"turnir"
)

// TestIssue14_DurationAsPeopleWriteIt: a duration field takes what an
// organizer types ("5:00", "300", "5 мин", "5 min", "5m") as well as Go's
// form, and refuses anything else with a message in both languages that
// says what to write, never a parser's text (issue 14, item 14).
func TestIssue14_DurationAsPeopleWriteIt(t *testing.T) {
	for in, want := range map[string]time.Duration{
		"5m0s": 5 * time.Minute, "1m30s": 90 * time.Second, "90s": 90 * time.Second, "5m": 5 * time.Minute,
		"5:00": 5 * time.Minute, "1:30": 90 * time.Second, "1:05:00": 65 * time.Minute, "0:45.5": 45500 * time.Millisecond,
		"300": 5 * time.Minute, "90.5": 90500 * time.Millisecond, " 60 ": time.Minute,
		"5 мин": 5 * time.Minute, "5 минут": 5 * time.Minute, "2 минуты": 2 * time.Minute, "5мин": 5 * time.Minute,
		"5 min": 5 * time.Minute, "5 minutes": 5 * time.Minute, "5 Min": 5 * time.Minute, "1,5 мин": 90 * time.Second,
		"90 сек": 90 * time.Second, "30 с": 30 * time.Second, "30 sec": 30 * time.Second, "30 seconds": 30 * time.Second,
		"1 ч 30 мин": 90 * time.Minute, "1 h 30 min": 90 * time.Minute, "1 час": time.Hour, "2 hours": 2 * time.Hour,
		"1 мин 30 сек": 90 * time.Second, "500 мс": 500 * time.Millisecond, "5 м": 5 * time.Minute,
	} {
		got, err := turnir.ParseDuration(in)
		if err != nil || got != want {
			t.Errorf("ParseDuration(%q) = %v, %v; want %v", in, got, err, want)
		}
		var d turnir.Duration
		b, _ := json.Marshal(in)
		if err := json.Unmarshal(b, &d); err != nil || d.D() != want {
			t.Errorf("JSON %s = %v, %v; want %v", b, d, err, want)
		}
	}
	var d turnir.Duration
	if err := json.Unmarshal([]byte("300"), &d); err != nil || d.D() != 5*time.Minute {
		t.Errorf("JSON number 300 = %v, %v; want 5m", d, err)
	}
	for _, in := range []string{"", "five", "5 mango", "5 парсеков", "1:2:3:4", "1:75", "-5:00", "5 мин мин", "мин", "1e400"} {
		_, err := turnir.ParseDuration(in)
		if turnir.ErrorCode(err) != turnir.EINVALID {
			t.Errorf("ParseDuration(%q) = %v, want an EINVALID refusal", in, err)
			continue
		}
		en, ru := turnir.ErrorMessage(err, "en"), turnir.ErrorMessage(err, "ru")
		if !strings.Contains(en, "5:00") || !strings.Contains(ru, "5 мин") || strings.Contains(en, "time:") || strings.Contains(en, "unknown unit") {
			t.Errorf("ParseDuration(%q) refuses with %q / %q", in, en, ru)
		}
	}
	// The written form stays Go's, so stored logs read the same.
	if b, _ := json.Marshal(turnir.Duration(5 * time.Minute)); string(b) != `"5m0s"` {
		t.Errorf("written as %s", b)
	}
}
