package es_test

import (
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/es"
)

// tally is the smallest aggregate: a name and a count, with "Reset" as a
// decision even without a reason.
type tally struct {
	es.Base
	Name  string
	Count int
}

type created struct {
	Name string `json:"name"`
}
type added struct {
	N int `json:"n"`
}

var folds es.Handlers[*tally]

func init() {
	es.On(&folds, "TallyCreated", func(t *tally, d created, _ turnir.Event) error { t.Name = d.Name; return nil })
	es.On(&folds, "TallyAdded", func(t *tally, d added, _ turnir.Event) error { t.Count += d.N; return nil })
	es.On(&folds, "TallyReset", func(t *tally, _ struct{}, _ turnir.Event) error { t.Count = 0; return nil })
}

func (t *tally) Apply(e turnir.Event) error {
	return t.Fold(e, func(typ string) bool { return typ == "TallyReset" }, func(e turnir.Event) error { return folds.Apply(t, e) })
}

func (t *tally) add(n int, m es.Meta) ([]turnir.Event, error) {
	if n <= 0 {
		return nil, turnir.Errorf(turnir.EINVALID, "add a positive number", "прибавьте положительное число")
	}
	return m.One("TallyAdded", added{N: n})
}

var reissues es.Reissues[*tally]

func init() {
	es.Command(&reissues, "TallyAdded", func(t *tally, d added, m es.Meta) ([]turnir.Event, error) { return t.add(d.N, m) })
}

func spec() es.Spec[*tally] {
	return es.Spec[*tally]{Kind: "tally", Created: "TallyCreated", New: func() *tally { return &tally{} }, Reissues: &reissues}
}

func log(evs ...turnir.Event) []turnir.Event {
	for i := range evs {
		evs[i].Stream, evs[i].Version = "t1", int64(i+1)
	}
	return evs
}

var at = time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)

func TestFoldCountsVersionsAndDecisions(t *testing.T) {
	m := es.Meta{At: at, Actor: "org"}
	reset := m.Event("TallyReset", struct{}{})
	because := es.Meta{At: at, Actor: "org", Reason: "a typo"}.Event("TallyAdded", added{N: 2})
	s, err := es.Replay(func() *tally { return &tally{} }, log(m.Event("TallyCreated", created{"x"}), m.Event("TallyAdded", added{N: 3}), reset, because))
	if err != nil {
		t.Fatal(err)
	}
	if s.Version != 4 || s.Count != 2 || s.Name != "x" {
		t.Fatalf("state %+v", s)
	}
	if len(s.Decisions) != 2 || s.Decisions[0].Type != "TallyReset" || s.Decisions[0].Version != 3 || s.Decisions[1].Reason != "a typo" {
		t.Fatalf("decisions %+v", s.Decisions)
	}
}

func TestFoldRefusesOutOfOrderAndUnknown(t *testing.T) {
	m := es.Meta{At: at}
	s := &tally{}
	e := m.Event("TallyCreated", created{"x"})
	e.Version = 2
	if err := s.Apply(e); turnir.ErrorCode(err) != turnir.EINTERNAL || s.Version != 0 {
		t.Fatalf("out of order: %v, version %d", err, s.Version)
	}
	u := m.Event("TallyDoubled", struct{}{})
	u.Version, u.Stream = 1, "t1"
	if err := s.Apply(u); err == nil || !strings.Contains(err.Error(), "TallyDoubled") || s.Version != 0 {
		t.Fatalf("unknown type: %v, version %d", err, s.Version)
	}
	bad := m.Event("TallyAdded", added{})
	bad.Data, bad.Version = []byte(`{"n":"three"}`), 1
	if err := s.Apply(bad); err == nil || s.Version != 0 {
		t.Fatalf("undecodable payload: %v", err)
	}
}

func TestVerifyReissuesAndReports(t *testing.T) {
	m := es.Meta{At: at, Actor: "org"}
	good := log(m.Event("TallyCreated", created{"x"}), m.Event("TallyAdded", added{N: 3}))
	s, rep, err := es.Verify(spec(), good)
	if err != nil || !rep.OK() || rep.Inputs != 1 || rep.Applied != 1 || rep.Events != 2 || s.Count != 3 {
		t.Fatalf("good log: %v %+v", err, rep)
	}
	forged := log(m.Event("TallyCreated", created{"x"}), m.Event("TallyAdded", added{N: -5}))
	_, rep, _ = es.Verify(spec(), forged)
	if rep.OK() || rep.Mismatches[0].Version != 2 || !strings.Contains(rep.Mismatches[0].What, "positive") {
		t.Fatalf("a forged input passes: %+v", rep)
	}
	if _, _, err := es.Verify(spec(), log(m.Event("TallyAdded", added{N: 1}))); err == nil {
		t.Fatal("a log of another kind is verified")
	}
}

func TestMetaDecisionNeedsReason(t *testing.T) {
	if _, err := (es.Meta{At: at}).Decision("TallyReset", struct{}{}); turnir.ErrorCode(err) != turnir.EINVALID {
		t.Fatalf("a decision without a reason: %v", err)
	}
}

func TestKindOfByPrefix(t *testing.T) {
	es.Register(es.Kind{Name: "test-plain"})
	es.Register(es.Kind{Name: "test-fest", Prefix: "testfest."})
	if k, _ := es.KindOf("testfest.a"); k.Name != "test-fest" {
		t.Fatalf("testfest.a is %q", k.Name)
	}
	if k, _ := es.KindOf("spring"); k.Name != "test-plain" {
		t.Fatalf("spring is %q", k.Name)
	}
	defer func() {
		if recover() == nil {
			t.Fatal("an overlapping prefix is accepted")
		}
	}()
	es.Register(es.Kind{Name: "test-over", Prefix: "testfest.x"})
}

func TestJSONDiffNamesThePlace(t *testing.T) {
	if d := es.JSONDiff([]byte(`{"a":[1,2]}`), []byte(`{ "a" : [1,2] }`)); d != "" {
		t.Fatalf("equal payloads differ: %s", d)
	}
	if d := es.JSONDiff([]byte(`{"a":[1,2]}`), []byte(`{"a":[1,3]}`)); !strings.Contains(d, "a[1]") {
		t.Fatalf("diff %q does not name a[1]", d)
	}
}

// TestCleanReason: a reason keeps its words and loses what would make a
// history lie about them: line breaks and escapes become spaces, bidi
// overrides and zero-width characters go.
func TestCleanReason(t *testing.T) {
	for in, want := range map[string]string{
		"  опечатка в вопросе ":                    "опечатка в вопросе",
		"abc\u202eevil\u200b\x1b[31mRED\n2nd line": "abcevil [31mRED 2nd line",
		"\u2066решение\u2069 жюри\t№ 3":            "решение жюри № 3",
		"": "",
	} {
		if got := es.CleanReason(in); got != want {
			t.Errorf("CleanReason(%q) = %q, want %q", in, got, want)
		}
		if got := es.At(time.Time{}, "org", "").Because(in).Reason; got != want {
			t.Errorf("Because(%q) keeps %q", in, got)
		}
	}
}
