package labels

import (
	"strconv"
	"strings"
	"time"
)

// Seconds writes a wait to the tenth of a second as each language writes
// a fraction: "0.4" in English, "0,4" in Russian. Every limit that says
// how long to wait (a server's and the engine's Check rate, the live
// channel's reads) says it so.
func Seconds(d time.Duration) (en, ru string) {
	en = strconv.FormatFloat(d.Seconds(), 'f', 1, 64)
	return en, strings.Replace(en, ".", ",", 1)
}
