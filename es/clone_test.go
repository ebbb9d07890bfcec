package es_test

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"turnir/es"
)

type cloneLeaf struct {
	Marks []int
	At    time.Time
}

type cloneState struct {
	Name   string
	Leaves []cloneLeaf
	ByName map[string][]string
	Ptr    *cloneLeaf
	Raw    json.RawMessage
	Arr    [2][]int
	Any    any
	Empty  []int
}

// A clone is equal to its original, nil and empty kept apart, and no
// change to the clone reaches the original.
func TestCloneIsDeepAndExact(t *testing.T) {
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.FixedZone("MSK", 3*3600))
	orig := &cloneState{Name: "a", Leaves: []cloneLeaf{{Marks: []int{1, 2}, At: at}}, ByName: map[string][]string{"x": {"y"}},
		Ptr: &cloneLeaf{Marks: []int{3}}, Raw: json.RawMessage(`{"a":1}`), Arr: [2][]int{{4}, nil}, Any: []int{5}, Empty: []int{}}
	c := es.Clone(orig)
	if c == orig || !reflect.DeepEqual(c, orig) {
		t.Fatalf("the clone differs: %+v", c)
	}
	if c.Empty == nil {
		t.Error("an empty list became none")
	}
	c.Leaves[0].Marks[0] = 9
	c.Leaves = append(c.Leaves, cloneLeaf{})
	c.ByName["x"][0] = "z"
	c.Ptr.Marks[0] = 9
	c.Raw[2] = 'b'
	c.Arr[0][0] = 9
	c.Any.([]int)[0] = 9
	want := &cloneState{Name: "a", Leaves: []cloneLeaf{{Marks: []int{1, 2}, At: at}}, ByName: map[string][]string{"x": {"y"}},
		Ptr: &cloneLeaf{Marks: []int{3}}, Raw: json.RawMessage(`{"a":1}`), Arr: [2][]int{{4}, nil}, Any: []int{5}, Empty: []int{}}
	if !reflect.DeepEqual(orig, want) {
		t.Errorf("a change to the clone reached the original: %+v", orig)
	}
	if !orig.Leaves[0].At.Equal(at) || orig.Leaves[0].At.Location() != at.Location() {
		t.Errorf("the time lost its zone: %v", orig.Leaves[0].At)
	}
}
