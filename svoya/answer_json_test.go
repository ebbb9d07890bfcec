package svoya

import (
	"encoding/json"
	"strings"
	"testing"

	"turnir"
)

// TestAnswerJSONRequiresEveryField: an answer without "right" (or any other
// field) is an incomplete entry, refused, not a wrong answer (S8).
func TestAnswerJSONRequiresEveryField(t *testing.T) {
	for _, tc := range []struct {
		name, in, missing string
	}{
		{"S8_without_right", `{"round":1,"theme":1,"question":1,"player":"p"}`, "right"},
		{"S8_without_player", `{"round":1,"theme":1,"question":1,"right":false}`, "player"},
		{"S8_without_question", `{"round":1,"theme":1,"player":"p","right":true}`, "question"},
		{"S8_complete", `{"round":1,"theme":2,"question":3,"player":"p","right":false}`, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var a Answer
			err := json.Unmarshal([]byte(tc.in), &a)
			if tc.missing == "" {
				if err != nil || a != (Answer{Round: 1, Theme: 2, Question: 3, Player: "p"}) {
					t.Fatalf("%+v, %v", a, err)
				}
				return
			}
			if turnir.ErrorCode(err) != turnir.EINVALID || !strings.Contains(turnir.ErrorMessage(err, "ru"), tc.missing) ||
				!strings.Contains(turnir.ErrorMessage(err, "en"), tc.missing) {
				t.Fatalf("error %v", err)
			}
		})
	}
}
