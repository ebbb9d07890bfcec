// Package matching finds matchings in general (non-bipartite) graphs for the
// pairing engines.
//
// The maximum-cardinality part (cardinality.go) is Edmonds' blossom
// algorithm, organised around a Matcher that keeps one matching alive while
// vertices leave the graph. The puzzle Swiss (pairing.PairByTable, rule P6)
// asks, step after step, "if these two are paired, can everyone left still be
// paired?". A Matcher answers that without starting over: it keeps a perfect
// matching of the participants still unpaired, and one alternating search
// from the freed vertex tells at once which partners keep it perfect
// (Exposable) and repairs it for the chosen one (Shift).
//
// The graph is given by an adjacency predicate rather than by edge lists,
// because the pairing graph ("not yet met") is dense: its complement, the
// list of past games, is what is stored.
//
// The package imports nothing of turnir: it is plain graph code.
package matching
