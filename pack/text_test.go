package pack_test

import (
	"strings"
	"testing"

	"turnir"
	"turnir/pack"
)

const chgkText = `Чемпионат: Кубок фестиваля, брейн-ринг
Автор: Редакционная группа

Вопрос 1: Назовите самую длинную реку Европы.
Ответ: Волга.
Зачёт: Ра; Итиль
Комментарий: Античное название — Ра.
Источник: БРЭ.
Автор: Иван Петров

Вопрос 2:
Этот вопрос начинается
со следующей строки.
Ответ: Москва
Зачет: река Москва
Источник:
1. Первая книга.
2. Вторая книга.
`

func TestReadTextChGK(t *testing.T) {
	p, err := pack.ReadText([]byte(chgkText))
	if err != nil {
		t.Fatal(err)
	}
	if p.Title != "Кубок фестиваля, брейн-ринг" || p.Author != "Редакционная группа" || len(p.Questions) != 2 {
		t.Fatalf("%+v", p)
	}
	q := p.Questions[0]
	if q.Number != 1 || q.Text != "Назовите самую длинную реку Европы." || q.Answer != "Волга." ||
		strings.Join(q.Accept, "|") != "Ра|Итиль" || q.Comment != "Античное название — Ра." || q.Source != "БРЭ." || q.Author != "Иван Петров" {
		t.Errorf("question 1: %+v", q)
	}
	q = p.Questions[1]
	if q.Text != "Этот вопрос начинается\nсо следующей строки." || q.Accept[0] != "река Москва" || q.Source != "1. Первая книга.\n2. Вторая книга." {
		t.Errorf("question 2: %+v", q)
	}
}

func TestReadTextEnglishKeys(t *testing.T) {
	p, err := pack.ReadText([]byte("Title: Test\nQuestion: First?\nAnswer: One\nQuestion: Second?\nAnswer: Two\nAccept: 2\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Questions) != 2 || p.Questions[1].Number != 2 || p.Questions[1].Accept[0] != "2" {
		t.Fatalf("%+v", p.Questions)
	}
}

func TestReadTextRefuses(t *testing.T) {
	cases := []struct{ name, data, part string }{
		{"prose", "Just some text\nwithout keys", "line 1: text before any key"},
		{"no answer", "Вопрос 1: a\nОтвет: b\nВопрос 2: c\n", "question 2: no answer"},
		{"repeated number", "Вопрос 1: a\nОтвет: b\nВопрос 1: c\nОтвет: d\n", "number 1"},
		{"answer before a question", "Ответ: a\n", "before the first question"},
		{"invalid UTF-8", "Вопрос 1: \xff\nОтвет: b", "UTF-8"},
		{"empty", "", "no questions"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := pack.ReadText([]byte(c.data))
			if p != nil {
				t.Fatalf("read: %+v", p)
			}
			refused(t, err, turnir.EINVALID, c.part)
		})
	}
}
