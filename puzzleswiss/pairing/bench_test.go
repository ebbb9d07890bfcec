package pairing

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// swissInput plays rounds-1 rounds among n participants, each paired by
// PairByTable on random standings, and returns the input of the next round
// in a fresh random table order.
func swissInput(tb testing.TB, r *rand.Rand, n, round int) TableInput {
	met := make([][]int, n) // by participant id
	hadBye := make([]bool, n)
	next := func() (TableInput, []int) {
		order := r.Perm(n)
		pos := make([]int, n)
		for t, id := range order {
			pos[id] = t
		}
		in := TableInput{N: n, Met: make([][]int, n), HadBye: make([]bool, n)}
		for id, row := range met {
			t := pos[id]
			in.HadBye[t] = hadBye[id]
			for _, o := range row {
				in.Met[t] = append(in.Met[t], pos[o])
			}
		}
		return in, order
	}
	for range round - 1 {
		in, order := next()
		res, err := PairByTable(in)
		if err != nil {
			tb.Fatal(err)
		}
		for _, p := range res.Pairs {
			a, b := order[p[0]], order[p[1]]
			met[a] = append(met[a], b)
			met[b] = append(met[b], a)
		}
		if res.Bye >= 0 {
			hadBye[order[res.Bye]] = true
		}
	}
	in, _ := next()
	return in
}

func benchPair(b *testing.B, in TableInput, wantErr bool) {
	b.ReportAllocs()
	for b.Loop() {
		_, err := PairByTable(in)
		if (err != nil) != wantErr {
			b.Fatalf("error %v, want error %v", err, wantErr)
		}
	}
}

// BenchmarkPairByTable measures the P6 draw on realistic Swiss histories
// and on adversarial ones (see adversarial_test.go) built so that the
// literal depth-first search cannot finish.
func BenchmarkPairByTable(b *testing.B) {
	for _, n := range []int{10_000, 10_001, 100_000} {
		b.Run(fmt.Sprintf("N=%d_round=10", n), func(b *testing.B) {
			benchPair(b, swissInput(b, rand.New(rand.NewPCG(uint64(n), 10)), n, 10), false)
		})
	}
	r := rand.New(rand.NewPCG(150, 200))
	b.Run("N=200_round=150_round_robin", func(b *testing.B) {
		var ids []int
		for v := range 200 {
			ids = append(ids, v)
		}
		benchPair(b, history{n: 200, games: circleRounds(ids, 149)}.input(r.Perm(200)), false)
	})
	b.Run("N=2000_round=1000_round_robin", func(b *testing.B) {
		var ids []int
		for v := range 2000 {
			ids = append(ids, v)
		}
		benchPair(b, history{n: 2000, games: circleRounds(ids, 999)}.input(r.Perm(2000)), false)
	})
	b.Run("N=200_round=150_trap", func(b *testing.B) {
		benchPair(b, trapHistory().input(trapOrder(r)), false)
	})
	b.Run("N=200_round=150_odd_halves_no_pairing", func(b *testing.B) {
		benchPair(b, oddHalvesHistory().input(r.Perm(200)), true)
	})
	b.Run("N=201_round=150_round_robin_bye", func(b *testing.B) {
		var ids []int
		for v := range 201 {
			ids = append(ids, v)
		}
		benchPair(b, history{n: 201, games: circleRounds(ids, 149)}.input(r.Perm(201)), false)
	})
}

// BenchmarkDrawRoundOne measures the P5 lot for a large field.
func BenchmarkDrawRoundOne(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	for b.Loop() {
		DrawRoundOne(100_000, r)
	}
}
