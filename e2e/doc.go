// Package e2e drives the real pages of package web in a headless Debian
// chromium (github.com/chromedp/chromedp) against the real server of
// package http, started in-process on loopback over a real SQLite file.
//
// The server's clock is a turnir.ManualClock: a test moves it and calls the
// scheduler's Tick, so a five-minute round passes in a millisecond and the
// pages' countdowns (which count from the server's remaining time) show
// exactly what the server says.
//
// The tests skip when /usr/bin/chromium is absent, unless the environment
// has TURNIR_REQUIRE_BROWSER=1 (CI), which makes a missing browser a
// failure. With TURNIR_SCREENSHOTS=1 they also write PNG screenshots of the
// main pages to docs/screenshots/.
//
// The package has only tests; this file exists so that the package builds.
package e2e
