package regulation

import (
	"time"

	"turnir"

	"go.yaml.in/yaml/v3"
)

// Duration is a time.Duration written in regulation files as people write
// it ("5m", "90s", "5:00", "300", "5 мин", "5 min": turnir.ParseDuration);
// its JSON is turnir.Duration's, the events' own type.
type Duration time.Duration

// D returns the value as a time.Duration.
func (d Duration) D() time.Duration { return time.Duration(d) }

// String formats the duration as time.Duration does.
func (d Duration) String() string { return time.Duration(d).String() }

// UnmarshalYAML reads a duration as turnir.ParseDuration does; a refusal
// names the line and says what to write.
func (d *Duration) UnmarshalYAML(n *yaml.Node) error {
	var s string
	if err := n.Decode(&s); err != nil {
		return err
	}
	v, err := turnir.ParseDuration(s)
	if err != nil {
		return &fieldError{line: n.Line, msgEN: turnir.ErrorMessage(err, "en"), msgRU: turnir.ErrorMessage(err, "ru")}
	}
	*d = Duration(v)
	return nil
}

// MarshalYAML writes the duration as a string.
func (d Duration) MarshalYAML() (any, error) { return d.String(), nil }

// MarshalJSON writes the duration as a string, as turnir.Duration does.
func (d Duration) MarshalJSON() ([]byte, error) { return turnir.Duration(d).MarshalJSON() }

// UnmarshalJSON reads a duration string, as turnir.Duration does.
func (d *Duration) UnmarshalJSON(b []byte) error { return (*turnir.Duration)(d).UnmarshalJSON(b) }
