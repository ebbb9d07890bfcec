package turnir

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// Duration is a time.Duration written as text ("5m0s", "1m23.456s") in
// events and settings, so that a log reads the same to a person and to
// every later version of turnir. It reads what people write as well (see
// ParseDuration); it always writes Go's form.
type Duration time.Duration

// D returns the value as a time.Duration.
func (d Duration) D() time.Duration { return time.Duration(d) }

// String formats the duration as time.Duration does.
func (d Duration) String() string { return time.Duration(d).String() }

// MarshalJSON writes the duration as a string.
func (d Duration) MarshalJSON() ([]byte, error) { return json.Marshal(d.String()) }

// UnmarshalJSON reads a duration string such as "5m", "90s", "5:00" or
// "5 мин" (ParseDuration), or a bare number of seconds. A value that is
// none of these is refused with a *Error that says what is accepted.
func (d *Duration) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		var n json.Number
		if json.Unmarshal(b, &n) != nil {
			return badDuration(string(b))
		}
		s = n.String()
	}
	v, err := ParseDuration(s)
	if err != nil {
		return err
	}
	*d = Duration(v)
	return nil
}

// units are the words of a duration, in English and Russian, by their
// first letters: a word is a unit if it starts with one of these prefixes
// ("мин", "минут", "минуты"; "s", "sec", "seconds").
var units = []struct {
	prefixes []string
	d        time.Duration
}{
	{[]string{"ms", "мс", "millisecond", "миллисекунд"}, time.Millisecond},
	{[]string{"h", "ч"}, time.Hour},
	{[]string{"m", "мин", "м"}, time.Minute},
	{[]string{"s", "с"}, time.Second},
}

// ParseDuration reads a duration as organizers write it: Go's form
// ("5m0s", "1m30s", "90s"), a clock ("5:00", "1:05:00"), a number of
// seconds ("300", "90.5"), or numbers with units in English or Russian
// ("5 min", "5 мин", "1 ч 30 мин", "90 сек", "5m"). Limits are the
// settings' business (Go's form may be negative). Every refusal is a
// *Error with a message in both languages that shows what is accepted,
// never a parser's text.
func ParseDuration(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, badDuration(s)
	}
	if v, err := time.ParseDuration(s); err == nil {
		return v, nil // Go's own form, as every stored log writes it
	}
	if strings.Contains(s, ":") {
		return clockDuration(s)
	}
	if f, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", "."), 64); err == nil {
		return seconds(s, f)
	}
	return wordsDuration(s)
}

// clockDuration reads "m:ss" or "h:mm:ss" (seconds may have a fraction).
func clockDuration(s string) (time.Duration, error) {
	parts := strings.Split(s, ":")
	if len(parts) > 3 {
		return 0, badDuration(s)
	}
	var total float64
	for i, p := range parts {
		p = strings.TrimSpace(p)
		last := i == len(parts)-1
		var f float64
		var err error
		if last {
			f, err = strconv.ParseFloat(strings.ReplaceAll(p, ",", "."), 64)
		} else {
			var n int
			n, err = strconv.Atoi(p)
			f = float64(n)
		}
		if err != nil || f < 0 || (i > 0 && f >= 60) || p == "" {
			return 0, badDuration(s)
		}
		total = total*60 + f
	}
	return seconds(s, total)
}

// wordsDuration reads numbers each followed by a unit: "1 ч 30 мин", "5min".
func wordsDuration(s string) (time.Duration, error) {
	low := strings.ToLower(s)
	var total time.Duration
	found := false
	for low = strings.TrimSpace(low); low != ""; low = strings.TrimSpace(low) {
		i := strings.IndexFunc(low, func(r rune) bool { return !unicode.IsDigit(r) && r != '.' && r != ',' })
		if i <= 0 {
			return 0, badDuration(s)
		}
		f, err := strconv.ParseFloat(strings.ReplaceAll(low[:i], ",", "."), 64)
		if err != nil {
			return 0, badDuration(s)
		}
		low = strings.TrimSpace(low[i:])
		j := strings.IndexFunc(low, func(r rune) bool { return !unicode.IsLetter(r) })
		if j < 0 {
			j = len(low)
		}
		word := low[:j]
		low = strings.TrimLeft(low[j:], ". ")
		unit := time.Duration(0)
		for _, u := range units {
			for _, p := range u.prefixes {
				if word == p || (len(p) > 1 && strings.HasPrefix(word, p)) || (len(p) == 1 && strings.HasPrefix(word, p) && known(word)) {
					unit = u.d
					break
				}
			}
			if unit != 0 {
				break
			}
		}
		if unit == 0 || f*float64(unit) > float64(math.MaxInt64/2) {
			return 0, badDuration(s)
		}
		total += time.Duration(f * float64(unit))
		found = true
	}
	if !found {
		return 0, badDuration(s)
	}
	return total, nil
}

// known lists the whole words a one-letter prefix may start, so that
// "5 mango" is not five minutes.
func known(word string) bool {
	switch word {
	case "h", "hr", "hrs", "hour", "hours", "ч", "час", "часа", "часов",
		"m", "min", "mins", "minute", "minutes", "м",
		"s", "sec", "secs", "second", "seconds", "с", "сек", "секунд", "секунда", "секунды", "секунду":
		return true
	}
	return false
}

func seconds(s string, f float64) (time.Duration, error) {
	if f < 0 || f > float64(math.MaxInt64/2)/float64(time.Second) || math.IsNaN(f) {
		return 0, badDuration(s)
	}
	return time.Duration(f * float64(time.Second)).Round(time.Millisecond), nil
}

// badDuration is the refusal of a text that is not a duration.
func badDuration(s string) *Error {
	return Errorf(EINVALID, "%q is not a duration: write it as 5:00, 300 (seconds), 5 min or 5m",
		"%q — не длительность: напишите 5:00, 300 (секунд), 5 мин или 5m", s)
}
