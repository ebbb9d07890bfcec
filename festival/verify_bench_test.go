package festival_test

import (
	"testing"

	"turnir"
	"turnir/festival"
)

// BenchmarkVerifyDemoCup audits the demo cup (about 180 events).
func BenchmarkVerifyDemoCup(b *testing.B) {
	evs, err := festival.DemoCup(turnir.SeedFromUint64(1), demoAt)
	if err != nil {
		b.Fatal(err)
	}
	benchVerify(b, evs)
}

// BenchmarkVerifyDemoFestival audits the demo festival (about 4,000
// events: a Brain-ring to the semi-finals, a Svoya igra half-way through
// its groups): every event's command is re-run on a copy of the state.
func BenchmarkVerifyDemoFestival(b *testing.B) {
	evs, err := festival.DemoFestival(turnir.SeedFromUint64(1), demoAt)
	if err != nil {
		b.Fatal(err)
	}
	benchVerify(b, evs)
}

func benchVerify(b *testing.B, evs []turnir.Event) {
	for b.Loop() {
		rep, err := festival.Verify(evs)
		if err != nil || !rep.OK() {
			b.Fatalf("%+v %v", rep, err)
		}
	}
	b.ReportMetric(float64(len(evs)), "events")
}

// BenchmarkDemoFestival builds the demo festival through the commands.
func BenchmarkDemoFestival(b *testing.B) {
	for b.Loop() {
		if _, err := festival.DemoFestival(turnir.SeedFromUint64(1), demoAt); err != nil {
			b.Fatal(err)
		}
	}
}
