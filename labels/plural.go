package labels

import (
	"strconv"
	"strings"
)

// Plural picks the Russian form of a noun for the count n: one (1, 21,
// 101: "команда"), few (2-4, 22-24: "команды") or many (0, 5-20, 25-30,
// 111-114: "команд"), by the rule of CLDR's "ru" (the last two digits 11-14
// take many). A negative count takes the form of its absolute value.
func Plural(n int, one, few, many string) string {
	if n < 0 {
		n = -n
	}
	switch d, dd := n%10, n%100; {
	case d == 1 && dd != 11:
		return one
	case d >= 2 && d <= 4 && (dd < 12 || dd > 14):
		return few
	}
	return many
}

// PluralEN picks the English form for the count n: one for 1, other for
// any other count (0 teams, 21 teams).
func PluralEN(n int, one, other string) string {
	if n == 1 || n == -1 {
		return one
	}
	return other
}

// Count writes n with its noun in lang, the forms taken from the label key
// of the catalog, written "one|few|many" in Russian and "one|other" in
// English ("count.team": "команда|команды|команд"): Count("ru",
// "count.team", 3) is "3 команды", Count("en", "count.team", 21) is "21
// teams". The pages count through the same labels (js/common/plural.js).
func Count(lang, key string, n int) string {
	return strconv.Itoa(n) + " " + Word(lang, key, n)
}

// Word is the form of the noun of key for the count n, without the number
// (see Count).
func Word(lang, key string, n int) string {
	forms := strings.Split(Text(lang, key), "|")
	if Lang(lang) == "en" {
		if len(forms) < 2 {
			return forms[0]
		}
		return PluralEN(n, forms[0], forms[1])
	}
	for len(forms) < 3 {
		forms = append(forms, forms[len(forms)-1])
	}
	return Plural(n, forms[0], forms[1], forms[2])
}
