package report

import (
	"testing"

	"turnir/brainring"
	"turnir/festival/svoyatournament"
	"turnir/labels"
)

// TestStageWordsAreTheLabelCatalogs: the export tables name every
// Brain-ring (F6, F7) and Svoya igra (S11) stage with the label the pages
// print (package labels), in both languages; none is left as its code.
func TestStageWordsAreTheLabelCatalogs(t *testing.T) {
	for _, lang := range []string{"ru", "en"} {
		h := func(ru, en string) string {
			if lang == "en" {
				return en
			}
			return ru
		}
		for stage, key := range map[string]string{
			"group": "br.group_stage", brainring.StageFinal: "br.final", brainring.StageThirdPlace: "br.third_place",
			brainring.StageSemiFinal: "br.semi_final", brainring.StageQuarterFinal: "br.quarter_final",
		} {
			if got, want := brainringStageWords(stage, h), labels.Text(lang, key); got != want || got == key {
				t.Errorf("%s: Brain-ring %q is %q, the pages print %q", lang, stage, got, want)
			}
		}
		if got, want := brainringStageWords("round_of_16", h), labels.Text(lang, "br.round_of", 8, "16"); got != want {
			t.Errorf("%s: round_of_16 is %q, the pages print %q", lang, got, want)
		}
		for _, stage := range []string{svoyatournament.SvoyaQualifying, svoyatournament.SvoyaSeating, svoyatournament.SvoyaGroups, svoyatournament.SvoyaQuarterFinal,
			svoyatournament.SvoyaSemiFinal, svoyatournament.SvoyaFinal, svoyatournament.SvoyaDone} {
			if got, want := svoyaStageWords(stage, h), labels.Text(lang, "sv.stage_"+stage); got != want || got == "sv.stage_"+stage {
				t.Errorf("%s: Svoya igra %q is %q, the pages print %q", lang, stage, got, want)
			}
		}
	}
}
