package regulation_test

import (
	"fmt"

	"turnir/regulation"
)

// A festival regulation bundles its tournaments; each block gives its
// engine's settings.
func ExampleBuiltin_quizFestival() {
	r, err := regulation.Builtin("quiz-festival")
	if err != nil {
		panic(err)
	}
	br := r.Brainring.Config()
	sv := r.Svoya.Config()
	fmt.Println(r.Kind, "-", r.NameRU)
	fmt.Println("Brain-ring groups:", br.Groups, "semi-final fights of", br.Playoff.SemiFinal, "questions")
	fmt.Println("Svoya igra qualifying themes:", sv.Qualifying.Themes, "group places:", sv.Groups.PlacePoints)
	fmt.Println("solyanka tasks:", len(r.Solyanka.QuizTasks()))
	// Output:
	// quiz-festival - Фестиваль интеллектуальных игр
	// Brain-ring groups: 8 semi-final fights of 7 questions
	// Svoya igra qualifying themes: 24 group places: [4.00 2.00 1.00 0.00]
	// solyanka tasks: 6
}

// A refusal names the line and the field, in English and Russian.
func ExampleParse_refusal() {
	_, err := regulation.Parse([]byte(`format: turnir-regulation/1
kind: team-quiz-cup
name: Мой кубок
team_quiz_cup:
  table_size: 8
  min_teams: 8
  questions: 12
  qualify: 6
  shootout: 5
  final_questions: 13
  final_lineup: 6
  final_timing: {clean_time: 60s, after_wrong: 20s, warning: 10s, answer_delay: 5s}
`))
	fmt.Println(err)
	// Output:
	// turnir: invalid: regulation: line 8: field team_quiz_cup.qualify must be a power of two, at least 4 (each knock-out round halves the field), got 6
}
