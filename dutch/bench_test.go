package dutch_test

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"turnir/trf"
)

// syntheticTournament builds a field of n players after rounds-1 rounds, with
// a quick greedy Swiss (neighbours in score order, no rematches, colours by
// preference) and rating-weighted random results. It only has to produce a
// realistic state for timing the Dutch pairing of the next round.
func syntheticTournament(n, rounds int, seed uint64) *trf.Tournament {
	rng := rand.New(rand.NewPCG(seed, 99))
	t := &trf.Tournament{Rounds: rounds, InitialColour: 'w', Points: trf.DefaultPoints}
	score := make([]int, n)
	met := make([]map[int]bool, n)
	wb := make([]int, n)
	for i := 0; i < n; i++ {
		t.Players = append(t.Players, &trf.Player{ID: i + 1, Rating: 2800 - i*1500/n, Head: fmt.Sprintf("001 %4d", i+1)})
		met[i] = map[int]bool{}
	}
	for r := 0; r < rounds-1; r++ {
		order := rng.Perm(n)
		sort.SliceStable(order, func(a, b int) bool { return score[order[a]] > score[order[b]] })
		used := make([]bool, n)
		for ai, a := range order {
			if used[a] {
				continue
			}
			used[a] = true
			b := -1
			for _, c := range order[ai+1:] {
				if !used[c] && !met[a][c] {
					b = c
					break
				}
			}
			if b < 0 {
				t.Players[a].Entries = append(t.Players[a].Entries, trf.Entry{Colour: '-', Result: 'U'})
				score[a] += 10
				continue
			}
			used[b] = true
			met[a][b], met[b][a] = true, true
			w, k := a, b
			if wb[a] > wb[b] {
				w, k = b, a
			}
			wb[w]++
			wb[k]--
			x := rng.Float64() + float64(k-w)/float64(4*n)
			rw, rk := byte('='), byte('=')
			switch {
			case x > 0.65:
				rw, rk = '1', '0'
				score[w] += 10
			case x < 0.3:
				rw, rk = '0', '1'
				score[k] += 10
			default:
				score[w] += 5
				score[k] += 5
			}
			t.Players[w].Entries = append(t.Players[w].Entries, trf.Entry{Opponent: k + 1, Colour: 'w', Result: rw})
			t.Players[k].Entries = append(t.Players[k].Entries, trf.Entry{Opponent: w + 1, Colour: 'b', Result: rk})
		}
	}
	for i, p := range t.Players {
		p.Points = score[i]
		p.Head = strings.Repeat(" ", 80)
	}
	return t
}

func benchmarkRound10(b *testing.B, n int) {
	t := syntheticTournament(n, 10, uint64(n))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		// The file's conversion is timed with the pairing, as before
		// the engine took its own input.
		if _, err := pairTRF(t); err != nil {
			b.Fatal(err)
		}
	}
}

// One round's pairing at round 10, for fields of several sizes.
func BenchmarkPairRound10_100(b *testing.B)  { benchmarkRound10(b, 100) }
func BenchmarkPairRound10_400(b *testing.B)  { benchmarkRound10(b, 400) }
func BenchmarkPairRound10_1000(b *testing.B) { benchmarkRound10(b, 1000) }
func BenchmarkPairRound10_2000(b *testing.B) { benchmarkRound10(b, 2000) }
func BenchmarkPairRound10_5000(b *testing.B) { benchmarkRound10(b, 5000) }
