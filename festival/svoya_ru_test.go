package festival_test

import (
	"regexp"
	"testing"

	"turnir"
	"turnir/es"
	"turnir/festival/svoyatournament"
	"turnir/svoya"
)

// TestSvoyaRefusalsInRussian: Svoya igra refusals name the stage in
// Russian, not by its code ("quarter_final").
func TestSvoyaRefusalsInRussian(t *testing.T) {
	latin := regexp.MustCompile(`[A-Za-z]{3,}`)
	h := newHarness(t)
	h.teams(2, 2)
	h.do(h.f.OpenSvoya(es.At(h.now(), "org", ""), svoya.DefaultConfig()))
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"S11_no_such_fight", func() error {
			_, err := h.f.SvoyaAnswer(es.At(h.now(), "jury", ""), svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaQuarterFinal, Fight: 1},
				svoya.Answer{Round: 1, Theme: 1, Question: 1, Player: "T1-p1", Right: true})
			return err
		}(), "четвертьфинал"},
		{"S11_ranking_before_the_final", func() error { _, err := h.f.SvoyaRanking(); return err }(), "отбор"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ru := turnir.ErrorMessage(tc.err, "ru")
			if tc.err == nil || latin.MatchString(ru) {
				t.Fatalf("refusal %v, Russian %q", tc.err, ru)
			}
			if tc.want != "" && !regexp.MustCompile(tc.want).MatchString(ru) {
				t.Fatalf("Russian %q does not name %q", ru, tc.want)
			}
		})
	}
}
