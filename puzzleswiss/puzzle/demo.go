package puzzle

import (
	"fmt"
	"math/rand/v2"
)

// demoGivens is the givens count of the demo's Sudokus: a little more than
// DefaultGivens, so a newcomer can finish one on a phone in a five-minute
// round.
const demoGivens = 32

// demoTexts are the built-in text puzzles of the demo. Their answers are
// numbers or carry accepted answers in Russian and English, so the demo
// works in either language of the pages.
var demoTexts = []Puzzle{
	{
		Title: "Продолжите ряд · Continue the sequence",
		Text:  "1, 1, 2, 3, 5, 8, 13, …\n\nКакое число следующее? · What comes next?",
		Key:   &Key{Accepted: []string{"21"}},
	},
	{
		Title: "Загадка · Riddle",
		Text: "Зимой и летом — одним цветом.\n\n" +
			"*Winter or summer, always the same colour. What is it?*",
		Key: &Key{Accepted: []string{"ёлка", "ель", "ёлочка", "fir", "fir tree", "spruce", "christmas tree"}},
	},
	{
		Title: "Наименьшее число · The smallest number",
		Text: "Какое наименьшее натуральное число делится на 2, 3, 4, 5 и 6?\n\n" +
			"*What is the smallest positive whole number divisible by 2, 3, 4, 5 and 6?*",
		Key: &Key{Accepted: []string{"60"}},
	},
	{
		Title: "Простые числа · Primes",
		Text:  "2, 3, 5, 7, 11, 13, …\n\nКакое число следующее? · What comes next?",
		Key:   &Key{Accepted: []string{"17"}},
	},
	{
		Title: "Часы · Clock",
		Text: "Часы показывают 3:00. Какой угол (в градусах) между стрелками?\n\n" +
			"*A clock shows 3:00. What is the angle between its hands, in degrees?*",
		Key: &Key{Accepted: []string{"90", "90°", "90 градусов", "90 degrees"}},
	},
}

// DemoSet returns a puzzle set for a tournament of rounds rounds that needs
// no upload: odd rounds take the built-in text puzzles in turn, even rounds a
// Sudoku generated from r (solvable by singles, 32 givens). The same r gives
// the same set.
func DemoSet(r *rand.Rand, rounds int) Set {
	set := Set{Title: "Демо · Demo", Puzzles: make([]Puzzle, 0, rounds)}
	for n := 1; n <= rounds; n++ {
		var p Puzzle
		if n%2 == 1 {
			p = demoTexts[(n/2)%len(demoTexts)]
			k := *p.Key
			k.Accepted = append([]string(nil), k.Accepted...)
			p.Key = &k
			p.Kind = KindText
		} else {
			s := GenerateSudoku(r, Singles, demoGivens)
			p = Puzzle{
				Kind:   KindSudoku,
				Title:  "Судоку · Sudoku",
				Text:   "Впишите цифры 1–9 так, чтобы в каждой строке, каждом столбце и каждом квадрате 3×3 они не повторялись.\n\n*Fill in 1–9 so that no digit repeats in a row, a column or a 3×3 box.*",
				Sudoku: &s,
			}
		}
		p.ID = fmt.Sprintf("demo-%d", n)
		set.Puzzles = append(set.Puzzles, p)
	}
	return set
}
