package http

import (
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestOpenAPIMatchesRoutes keeps docs/openapi.yaml true: every route the
// server serves is documented, and every documented operation is served.
func TestOpenAPIMatchesRoutes(t *testing.T) {
	b, err := os.ReadFile("../docs/openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Paths map[string]map[string]any `yaml:"paths"`
	}
	if err := yaml.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	var documented []string
	for path, ops := range doc.Paths {
		for method := range ops {
			switch method {
			case "get", "post", "put", "delete", "patch":
				documented = append(documented, strings.ToUpper(method)+" "+path)
			}
		}
	}
	var served []string
	for _, r := range (&Server{}).table() {
		served = append(served, r.pattern)
	}
	slices.Sort(documented)
	slices.Sort(served)
	for _, r := range served {
		if !slices.Contains(documented, r) {
			t.Errorf("served but not in docs/openapi.yaml: %s", r)
		}
	}
	for _, d := range documented {
		if !slices.Contains(served, d) {
			t.Errorf("in docs/openapi.yaml but not served: %s", d)
		}
	}
}

// inputBodies are the request types of the jury's Brain-ring and Svoya
// igra inputs, one route each: docs/openapi.yaml must list exactly their
// fields, so a field added to a request is documented too.
var inputBodies = map[string]any{
	"POST /api/festivals/{fid}/brainring/draw-groups/hall": BrainringHallGroupsRequest{},
	"POST /api/festivals/{fid}/brainring/group-lot/hall":   BrainringHallLotRequest{},
	"POST /api/festivals/{fid}/svoya/draw-seats/hall":      SvoyaHallSeatsRequest{},
	"POST /api/festivals/{fid}/brainring/enter":            BrainringEnterRequest{},
	"POST /api/festivals/{fid}/brainring/configure":        BrainringConfigureRequest{},
	"POST /api/festivals/{fid}/brainring/lot-commit":       NoFields{},
	"POST /api/festivals/{fid}/brainring/draw-groups":      BrainringDrawRequest{},
	"POST /api/festivals/{fid}/brainring/group-lot":        BrainringGroupLotRequest{},
	"POST /api/festivals/{fid}/brainring/question":         BrainringQuestionRequest{},
	"POST /api/festivals/{fid}/brainring/fight":            BrainringFightRequest{},
	"POST /api/festivals/{fid}/brainring/playoff-start":    NoFields{},
	"POST /api/festivals/{fid}/brainring/extra":            BrainringExtraRequest{},
	"POST /api/festivals/{fid}/svoya":                      SvoyaOpenRequest{},
	"POST /api/festivals/{fid}/svoya/enter":                SvoyaEnterRequest{},
	"POST /api/festivals/{fid}/svoya/withdraw":             SvoyaWithdrawRequest{},
	"POST /api/festivals/{fid}/svoya/mark":                 SvoyaMarkRequest{},
	"POST /api/festivals/{fid}/svoya/mark-row":             SvoyaMarkRowRequest{},
	"POST /api/festivals/{fid}/svoya/mark-sheet":           SvoyaMarkSheetRequest{},
	"POST /api/festivals/{fid}/svoya/close-qualifying":     NoFields{},
	"POST /api/festivals/{fid}/svoya/reopen-qualifying":    ReasonRequest{},
	"GET /api/festivals/{fid}/svoya/qualifying/package":    NoFields{},
	"POST /api/festivals/{fid}/svoya/qualifying/package":   SvoyaQualifyingPackageRequest{},
	"POST /api/festivals/{fid}/svoya/order":                SvoyaOrderRequest{},
	"POST /api/festivals/{fid}/svoya/seat":                 NoFields{},
	"POST /api/festivals/{fid}/svoya/lot-commit":           NoFields{},
	"POST /api/festivals/{fid}/svoya/draw-seats":           SeedRequest{},
	"POST /api/festivals/{fid}/svoya/answer":               SvoyaAnswerRequest{},
	"POST /api/festivals/{fid}/svoya/correct-answer":       SvoyaCorrectAnswerRequest{},
	"POST /api/festivals/{fid}/svoya/remove-answer":        SvoyaRemoveAnswerRequest{},
	"POST /api/festivals/{fid}/svoya/close-fight":          SvoyaCloseFightRequest{},
	"POST /api/festivals/{fid}/svoya/reopen-fight":         SvoyaFightRequest{},
	"POST /api/festivals/{fid}/svoya/start-round":          NoFields{},
	"POST /api/festivals/{fid}/svoya/shootout":             SvoyaShootoutRequest{},
}

// TestOpenAPIDocumentsEveryInputBody checks that every Brain-ring and
// Svoya igra input is a route of its own (no {action} taking them all)
// whose documented body has exactly the fields of its request type.
func TestOpenAPIDocumentsEveryInputBody(t *testing.T) {
	b, err := os.ReadFile("../docs/openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	type schema struct {
		Properties map[string]any `yaml:"properties"`
		Required   []string       `yaml:"required"`
	}
	type operation struct {
		RequestBody struct {
			Content map[string]struct {
				Schema schema `yaml:"schema"`
			} `yaml:"content"`
		} `yaml:"requestBody"`
	}
	var doc struct {
		Paths map[string]map[string]yaml.Node `yaml:"paths"`
	}
	if err := yaml.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	for _, r := range (&Server{}).table() {
		if !strings.Contains(r.pattern, "/brainring/") && !strings.Contains(r.pattern, "/svoya/") {
			continue
		}
		if strings.Contains(r.pattern, "{") && strings.Count(r.pattern, "{") > 1 {
			t.Errorf("%s takes several inputs through one route: give each its own", r.pattern)
		}
		t.Run(r.pattern, func(t *testing.T) {
			body, ok := inputBodies[r.pattern]
			if !ok {
				t.Fatalf("no request type listed for %s in inputBodies", r.pattern)
			}
			method, path, _ := strings.Cut(r.pattern, " ")
			node, ok := doc.Paths[path][strings.ToLower(method)]
			if !ok {
				t.Fatalf("%s is not in docs/openapi.yaml", r.pattern)
			}
			var o operation
			if err := node.Decode(&o); err != nil {
				t.Fatal(err)
			}
			sc := o.RequestBody.Content["application/json"].Schema
			var documented []string
			for k := range sc.Properties {
				documented = append(documented, k)
			}
			fields := jsonFields(reflect.TypeOf(body))
			slices.Sort(documented)
			if !slices.Equal(documented, fields) {
				t.Errorf("documented fields %v, the request has %v", documented, fields)
			}
			for _, req := range sc.Required {
				if !slices.Contains(fields, req) {
					t.Errorf("required field %q is not in the request", req)
				}
			}
		})
	}
}

// jsonFields lists the JSON names of a struct's fields, sorted.
func jsonFields(t reflect.Type) []string {
	var out []string
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return out
}
