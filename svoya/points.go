package svoya

import (
	"fmt"
	"strconv"
	"strings"

	"turnir"
)

// Points are tournament points in hundredths (S9): 133 is 1.33. They are
// written to JSON as a decimal number.
type Points int

// P returns whole points as Points.
func P(whole int) Points { return Points(whole * 100) }

// String renders the points with two decimals, e.g. "1.33", "-0.50".
func (p Points) String() string {
	sign := ""
	v := int(p)
	if v < 0 {
		sign, v = "-", -v
	}
	return fmt.Sprintf("%s%d.%02d", sign, v/100, v%100)
}

// MarshalJSON writes the points as a decimal number.
func (p Points) MarshalJSON() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalJSON reads a decimal number with at most two decimals.
func (p *Points) UnmarshalJSON(b []byte) error {
	s := strings.TrimSpace(string(b))
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	if len(frac) > 2 {
		return turnir.Errorf(turnir.EINVALID, "points have at most two decimals, got %s",
			"очки задаются не более чем с двумя знаками после запятой, получено %s", string(b))
	}
	frac += strings.Repeat("0", 2-len(frac))
	w, err1 := strconv.Atoi(whole)
	f, err2 := strconv.Atoi(frac)
	if err1 != nil || err2 != nil || w < 0 || f < 0 {
		return turnir.Errorf(turnir.EINVALID, "%s is not a number of points", "%s не является числом очков", string(b))
	}
	v := w*100 + f
	if neg {
		v = -v
	}
	*p = Points(v)
	return nil
}

// average returns the mean of ps rounded to hundredths, halves away from
// zero (S9: shared places share the average of their points).
func average(ps []Points) Points {
	sum := 0
	for _, p := range ps {
		sum += int(p)
	}
	n := len(ps)
	if sum >= 0 {
		return Points((2*sum + n) / (2 * n))
	}
	return -Points((-2*sum + n) / (2 * n))
}
