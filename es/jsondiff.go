package es

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
)

// JSONDiff compares two payloads as JSON values, whatever their spacing
// and key order, and describes the first difference ("" when equal):
// where it is and both values, e.g. `at groups[0].teams[1]: stored "t05",
// re-made "t12"`.
func JSONDiff(stored, remade json.RawMessage) string {
	var x, y any
	if json.Unmarshal(stored, &x) != nil || json.Unmarshal(remade, &y) != nil {
		if string(stored) == string(remade) {
			return ""
		}
		return fmt.Sprintf("stored %s, re-made %s", stored, remade)
	}
	return diffAt("", x, y)
}

func diffAt(path string, x, y any) string {
	switch a := x.(type) {
	case map[string]any:
		b, ok := y.(map[string]any)
		if !ok {
			break
		}
		keys := make([]string, 0, len(a)+len(b))
		for k := range a {
			keys = append(keys, k)
		}
		for k := range b {
			if _, ok := a[k]; !ok {
				keys = append(keys, k)
			}
		}
		slices.Sort(keys)
		for _, k := range keys {
			p := k
			if path != "" {
				p = path + "." + k
			}
			if d := diffAt(p, a[k], b[k]); d != "" {
				return d
			}
		}
		return ""
	case []any:
		b, ok := y.([]any)
		if !ok || len(a) != len(b) {
			break
		}
		for i := range a {
			if d := diffAt(fmt.Sprintf("%s[%d]", path, i), a[i], b[i]); d != "" {
				return d
			}
		}
		return ""
	default:
		if reflect.DeepEqual(x, y) {
			return ""
		}
	}
	at := path
	if at == "" {
		at = "the whole payload"
	}
	return fmt.Sprintf("at %s: stored %s, re-made %s", at, show(x), show(y))
}

// show is a value in a message, cut to 200 bytes.
func show(v any) string {
	b, _ := json.Marshal(v)
	if len(b) > 200 {
		return string(b[:200]) + "..."
	}
	return string(b)
}
