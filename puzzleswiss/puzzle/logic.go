package puzzle

// solvesBySingles reports whether g can be completed without guessing, by
// repeatedly filling a naked single (a cell only one digit fits) or a hidden
// single (a digit that fits only one cell of a row, column or box). These
// are the two techniques every Sudoku solver uses first; a puzzle that needs
// nothing more is fair for a five-minute round on a phone. A grid solved
// this way has exactly one solution, since every step is forced.
func solvesBySingles(g Grid) bool {
	s, ok := newSolver(g, 1, nil)
	if !ok {
		return false
	}
	left := s.n
	place := func(c int, bit uint16) {
		s.g[c] = uint8(bitDigit(bit))
		s.set(c, bit)
		left--
	}
	for left > 0 {
		before := left
		for c := range Cells {
			if s.g[c] != 0 {
				continue
			}
			m := s.candidates(c)
			if m == 0 {
				return false
			}
			if m&(m-1) == 0 {
				place(c, m)
			}
		}
		for _, u := range units {
			var have, once, twice uint16
			for _, c := range u {
				if d := s.g[c]; d != 0 {
					have |= 1 << (d - 1)
					continue
				}
				m := s.candidates(int(c))
				twice |= once & m
				once |= m
			}
			if have|once != allDigits {
				return false // some digit fits nowhere in this unit
			}
			for hidden := once &^ twice; hidden != 0; hidden &= hidden - 1 {
				bit := hidden & -hidden
				c := cellFor(s, u, bit)
				if c < 0 {
					return false // an earlier placement in this pass took its cell
				}
				place(c, bit)
			}
		}
		if left == before {
			return false // stuck: the next step would need a guess or a harder technique
		}
	}
	return true
}

// cellFor returns the empty cell of unit u that digit bit fits, or -1.
func cellFor(s *solver, u [9]uint8, bit uint16) int {
	for _, c := range u {
		if s.g[c] == 0 && s.candidates(int(c))&bit != 0 {
			return int(c)
		}
	}
	return -1
}

// bitDigit returns the digit 1-9 whose candidate bit is set in bit.
func bitDigit(bit uint16) int {
	d := 1
	for bit > 1 {
		bit >>= 1
		d++
	}
	return d
}
