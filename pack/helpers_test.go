package pack_test

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"turnir"
)

// entry is one file of a test archive.
type entry struct {
	name string
	data []byte
}

// buildSIQ zips the entries in memory, in order, as a package editor would.
func buildSIQ(t testing.TB, entries ...entry) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range entries {
		w, err := zw.Create(e.name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write(e.data); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// v5 wraps rounds in a version 5 content.xml.
func v5(rounds string) []byte {
	return []byte(`<?xml version="1.0" encoding="utf-8"?>` +
		`<package name="Тест" version="5" xmlns="https://github.com/VladimirKhil/SI/blob/master/assets/siq_5.xsd">` +
		`<info><authors><author>Автор</author></authors></info><rounds>` + rounds + `</rounds></package>`)
}

// q5 is a version 5 question with text items and right answers.
func q5(price int, text string, answers ...string) string {
	var b strings.Builder
	b.WriteString(`<question price="` + itoa(price) + `"><params><param name="question" type="content"><item>` + text + `</item></param></params><right>`)
	for _, a := range answers {
		b.WriteString(`<answer>` + a + `</answer>`)
	}
	b.WriteString(`</right></question>`)
	return b.String()
}

func itoa(n int) string {
	var b []byte
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	if neg {
		b = append([]byte{'-'}, b...)
	}
	return string(b)
}

// theme5 is a version 5 theme of five questions valued step..5*step.
func theme5(name string, step int) string {
	var b strings.Builder
	b.WriteString(`<theme name="` + name + `"><questions>`)
	for i := 1; i <= 5; i++ {
		b.WriteString(q5(i*step, name+" вопрос "+itoa(i), name+" ответ "+itoa(i)))
	}
	b.WriteString(`</questions></theme>`)
	return b.String()
}

// refused asserts a *turnir.Error of the code whose English message holds
// every part (the Russian one must be set too).
func refused(t *testing.T, err error, code string, parts ...string) {
	t.Helper()
	var e *turnir.Error
	if !errors.As(err, &e) {
		t.Fatalf("want a *turnir.Error %s, got %v", code, err)
	}
	if e.Code != code {
		t.Errorf("code %s, want %s (%s)", e.Code, code, e.EN)
	}
	if e.RU == "" || e.RU == e.EN {
		t.Errorf("no Russian message: %q", e.RU)
	}
	for _, p := range parts {
		if !strings.Contains(e.EN, p) {
			t.Errorf("message %q does not say %q", e.EN, p)
		}
	}
}

func jsonEncode(w *bytes.Buffer, v any) error { return json.NewEncoder(w).Encode(v) }
