package dutch

// The tests of package dutch_test read their inputs from TRF text through
// package trf, which imports this one; State lets them look at the
// engine's reading of an input, by pairing number.

// State is the engine's reading of an input before the round to pair.
type State struct{ t *tournament }

// Load reads the input as PairNext does.
func Load(in Input) (*State, error) {
	t, err := load(in)
	if err != nil {
		return nil, err
	}
	return &State{t}, nil
}

func (s *State) p(id int) *player { return s.t.players[id-1] }

// Met reports whether a and b may not meet again (met, or forbidden).
func (s *State) Met(a, b int) bool          { return s.t.forbidden[[2]int{a - 1, b - 1}] }
func (s *State) Compatible(a, b int) bool   { return s.t.compatible(s.p(a), s.p(b)) }
func (s *State) EligibleForBye(id int) bool { return eligibleForBye(s.p(id)) }
func (s *State) Absolute(id int) bool       { return s.p(id).absolute() }
func (s *State) Pref(id int) int            { return s.p(id).pref }
func (s *State) Strong(id int) bool         { return s.p(id).strong }
func (s *State) Repeated(id int) int        { return s.p(id).repeated }
func (s *State) Imbalance(id int) int       { return s.p(id).imbalance }
func (s *State) FloatOf(id, back int) int   { return s.t.floatOf(s.p(id), back) }
func (s *State) ScoreOf(id int) int         { return s.t.scoreOf(s.p(id)) }
func (s *State) ScoreBack(id, back int) int { return s.t.scoreBack(s.p(id), back) }

// Score is the score without acceleration.
func (s *State) Score(id int) int        { return s.p(id).score }
func (s *State) SetPlayedRounds(n int)   { s.t.playedRounds = n }
func (s *State) TopscorerThreshold() int { return s.t.topscorerThreshold() }

// ToPair returns the players to pair, by score then rank.
func (s *State) ToPair() []int {
	var ids []int
	for _, p := range s.t.sortedForPairing() {
		ids = append(ids, p.id)
	}
	return ids
}

// Check runs the last check of pair() on a pairing given as opponents by
// pairing number (0: the bye; a player left out is unpaired).
func (s *State) Check(opp map[int]int) error {
	sorted := s.t.sortedForPairing()
	e := &engine{t: s.t, sorted: sorted}
	vertex := map[int]int{}
	for v, p := range sorted {
		vertex[p.id] = v
	}
	m := make([]int, len(sorted))
	for i := range m {
		m[i] = -1
	}
	for a, b := range opp {
		if b != 0 {
			m[vertex[a]] = vertex[b]
		}
	}
	return e.check(m, len(sorted)%2 == 1)
}

// CompatiblePrefs reports whether two colour preferences can both be met.
func CompatiblePrefs(a, b int) bool { return compatiblePrefs(a, b) }

// Colours and floats of the engine.
const (
	ColourWhite = white
	ColourBlack = black
	ColourNone  = none
	FloatDown   = floatDown
	FloatUp     = floatUp
)
