package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// chromiumPath is Debian's chromium, which .ci/run installs.
const chromiumPath = "/usr/bin/chromium"

// waitFor bounds every wait for the page; a live push or a render takes
// milliseconds, so this only decides how long a broken page takes to fail.
const waitFor = 10 * time.Second

var (
	browserOnce   sync.Once
	browserCtx    context.Context
	browserErr    error
	browserCancel = func() {}
)

// TestMain stops the shared browser after the tests.
func TestMain(m *testing.M) {
	code := m.Run()
	browserCancel()
	os.Exit(code)
}

// startBrowser starts one headless chromium for the package: tabs in
// separate browser contexts are cheaper than a process per test and still
// share no cookies or storage.
func startBrowser() {
	dir, err := os.MkdirTemp("", "turnir-e2e-chromium-")
	if err != nil {
		browserErr = err
		return
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromiumPath),
		chromedp.UserDataDir(dir),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.Flag("mute-audio", true),
		chromedp.Flag("font-render-hinting", "none"),
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(alloc)
	if err := chromedp.Do(ctx); err != nil { // starts the browser
		cancelCtx()
		cancelAlloc()
		os.RemoveAll(dir)
		browserErr = err
		return
	}
	browserCtx = ctx
	browserCancel = func() {
		cancelCtx()
		cancelAlloc()
		os.RemoveAll(dir)
	}
}

// tab is one browser tab in its own browser context, bound to a test.
type tab struct {
	t          *testing.T
	ctx        context.Context
	base       string
	mu         sync.Mutex
	exceptions []string
	dialogs    []string // the text of every blocking dialog a page opened
}

// newTab opens a tab of width x height (a phone when mobile). It skips
// the test when chromium is absent, unless TURNIR_REQUIRE_BROWSER=1.
func newTab(t *testing.T, e *env, width, height int64, mobile bool) *tab {
	t.Helper()
	if _, err := os.Stat(chromiumPath); err != nil {
		if os.Getenv("TURNIR_REQUIRE_BROWSER") == "1" {
			t.Fatalf("TURNIR_REQUIRE_BROWSER=1 but %s is missing: %v", chromiumPath, err)
		}
		t.Skipf("%s is not installed (apt-get install chromium); skipping the browser tests", chromiumPath)
	}
	browserOnce.Do(startBrowser)
	if browserErr != nil {
		t.Fatalf("starting chromium: %v", browserErr)
	}
	ctx, cancel := chromedp.NewContext(browserCtx, chromedp.WithNewBrowserContext())
	return openTab(ctx, cancel, t, e, width, height, mobile)
}

// sibling opens another tab in b's browser (its cookies and storage, as a
// second tab of one person's browser), of the same size.
func (b *tab) sibling(e *env, width, height int64, mobile bool) *tab {
	b.t.Helper()
	ctx, cancel := chromedp.NewContext(b.ctx)
	return openTab(ctx, cancel, b.t, e, width, height, mobile)
}

// openTab sets up the tab of ctx: its viewport, and the watch for
// exceptions and dialogs that fails the test.
func openTab(ctx context.Context, cancel context.CancelFunc, t *testing.T, e *env, width, height int64, mobile bool) *tab {
	t.Helper()
	ctx, cancelT := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(func() {
		cancelT()
		cancel()
	})
	tb := &tab{t: t, ctx: ctx, base: e.ts.URL}
	opts := []chromedp.EmulateViewportOption{chromedp.EmulatePortrait}
	if mobile {
		opts = append(opts, chromedp.EmulateMobile, chromedp.EmulateTouch)
	}
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(width, height, opts...)); err != nil {
		t.Fatal(err)
	}
	// A JavaScript error on any page fails the test: the pages must not
	// throw, whatever the server says.
	exc := chromedp.Events(ctx, runtime.ExceptionThrown)
	go func() {
		for ev, err := range exc {
			if err != nil {
				return
			}
			d := ev.ExceptionDetails
			msg := d.Text
			if d.Exception != nil && d.Exception.Description != "" {
				msg += " " + d.Exception.Description
			}
			tb.mu.Lock()
			tb.exceptions = append(tb.exceptions, fmt.Sprintf("%s:%d: %s", d.URL, d.LineNumber+1, msg))
			tb.mu.Unlock()
		}
	}()
	// No page may open a blocking dialog (alert, confirm, prompt): they
	// freeze the page and its live updates, and phones suppress them; the
	// pages ask inline. One that opens anyway is dismissed, so the test
	// goes on to its own failure, and fails the test.
	dialogs := chromedp.Events(ctx, page.JavascriptDialogOpening)
	go func() {
		for ev, err := range dialogs {
			if err != nil {
				return
			}
			tb.mu.Lock()
			tb.dialogs = append(tb.dialogs, string(ev.Type)+": "+ev.Message)
			tb.mu.Unlock()
			chromedp.Call(ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: false})
		}
	}()
	t.Cleanup(func() {
		tb.mu.Lock()
		defer tb.mu.Unlock()
		for _, x := range tb.exceptions {
			t.Errorf("JavaScript exception: %s", x)
		}
		for _, x := range tb.dialogs {
			t.Errorf("blocking dialog opened: %s", x)
		}
	})
	return tb
}

// do runs actions, failing the test on an error.
func (b *tab) do(what string, acts ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, acts...); err != nil {
		b.t.Fatalf("%s: %v", what, err)
	}
}

// open navigates to a path of the server and waits for the page to load.
func (b *tab) open(path string) {
	b.t.Helper()
	b.do("open "+path, chromedp.Navigate(b.base+path))
}

// registerOnPage registers name on the solver's page of tournament tid,
// as a person does: the form, the button, their name on the page.
func (b *tab) registerOnPage(tid, name string) {
	b.t.Helper()
	b.open("/solver.html?t=" + tid)
	b.fill("#name", name)
	b.click("#register-btn")
	b.waitText("#me-name", name)
}

// beforeScripts runs src in every document the tab opens, before the
// page's own scripts: a stand-in for the browser's WebSocket or fetch.
func (b *tab) beforeScripts(src string) {
	b.t.Helper()
	if _, err := chromedp.Call(b.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: src}); err != nil {
		b.t.Fatal(err)
	}
}

// eval evaluates a JavaScript expression and decodes its JSON value.
func eval[T any](b *tab, expr string) T {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		b.t.Fatalf("eval %s: %v", expr, err)
	}
	return v
}

// navigating reports whether err says the page was being replaced while
// it was read (a link just followed), which a poll simply tries again.
func navigating(err error) bool {
	m := err.Error()
	return strings.Contains(m, "navigated or closed") || strings.Contains(m, "Cannot find context") || strings.Contains(m, "context was destroyed")
}

// js quotes s as a JavaScript string literal.
func js(s string) string {
	q, _ := json.Marshal(s)
	return string(q)
}

// state returns the text of the element css matches and whether it is
// visible ("" and false when there is none).
func (b *tab) state(css string) (string, bool) {
	text, _, vis := b.look(css)
	return text, vis
}

// look reads the text of css, whether it has a layout box, and whether a
// person can see it (a box, and not inside a closed <details> or hidden).
func (b *tab) look(css string) (text string, box, visible bool) {
	b.t.Helper()
	var r struct {
		Text    string `json:"text"`
		Box     bool   `json:"box"`
		Visible bool   `json:"visible"`
	}
	raw, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]byte](`(() => { const e = document.querySelector(`+js(css)+`);
		if (!e) return {text: "", box: false, visible: false};
		// checkVisibility is false inside a closed <details> too, whose
		// content still has a box in Chrome (content-visibility: hidden).
		const box = !!(e.offsetWidth || e.offsetHeight || e.getClientRects().length);
		return {text: e.innerText || e.textContent || "", box, visible: box && (!e.checkVisibility || e.checkVisibility())}; })()`))
	if err != nil && navigating(err) {
		return "", false, false // a click just followed a link: the next poll reads the new page
	}
	if err != nil {
		b.t.Fatalf("reading %s: %v", css, err)
	}
	if err := json.Unmarshal(raw, &r); err != nil {
		b.t.Fatal(err)
	}
	return r.Text, r.Box, r.Visible
}

// waitText waits until the element css is laid out and its text contains
// want (the page re-renders on pushes). With want empty it waits until a
// person can see it, which a closed <details> hides.
func (b *tab) waitText(css, want string) string {
	b.t.Helper()
	deadline := time.Now().Add(waitFor)
	var text string
	var box, vis bool
	for time.Now().Before(deadline) {
		text, box, vis = b.look(css)
		if (want == "" && vis) || (want != "" && box && strings.Contains(text, want)) {
			return text
		}
		time.Sleep(30 * time.Millisecond)
	}
	b.shotOnFailure()
	b.t.Fatalf("%s: waited for %q, have %q (visible %v)", css, want, text, vis)
	return ""
}

// waitVisible waits until css is shown.
func (b *tab) waitVisible(css string) { b.t.Helper(); b.waitText(css, "") }

// waitHidden waits until css is absent or hidden.
func (b *tab) waitHidden(css string) {
	b.t.Helper()
	deadline := time.Now().Add(waitFor)
	for time.Now().Before(deadline) {
		if _, vis := b.state(css); !vis {
			return
		}
		time.Sleep(30 * time.Millisecond)
	}
	b.t.Fatalf("%s is still visible", css)
}

// visible reports whether css is shown now.
func (b *tab) visible(css string) bool {
	b.t.Helper()
	_, v := b.state(css)
	return v
}

// click clicks the element css (waiting for it to be visible), as a
// mouse or a finger would.
func (b *tab) click(css string) {
	b.t.Helper()
	b.waitVisible(css)
	// A push may re-render the element between the lookup and the click;
	// then look it up again, as a finger would simply tap again.
	deadline := time.Now().Add(waitFor)
	for {
		err := chromedp.Do(b.ctx, chromedp.Click(chromedp.CSS(css), chromedp.NodeVisible))
		if err == nil {
			return
		}
		if time.Now().After(deadline) || !strings.Contains(err.Error(), "node") {
			b.t.Fatalf("click %s: %v", css, err)
		}
		time.Sleep(30 * time.Millisecond)
	}
}

// expand opens the <details> element css by clicking its summary, as a
// person would, and clicks again until it is open: a summary clicked while
// the page's first render still moves the layout can be missed.
func (b *tab) expand(css string) {
	b.t.Helper()
	deadline := time.Now().Add(waitFor)
	for !eval[bool](b, `!!document.querySelector(`+js(css)+`)?.open`) {
		if time.Now().After(deadline) {
			b.t.Fatalf("%s never opened", css)
		}
		b.click(css + " > summary")
		time.Sleep(50 * time.Millisecond)
	}
}

// waitMatch waits until the text of css matches re and returns it.
func (b *tab) waitMatch(css string, re *regexp.Regexp) string {
	b.t.Helper()
	deadline := time.Now().Add(waitFor)
	var text string
	for time.Now().Before(deadline) {
		if text, _ = b.state(css); re.MatchString(text) {
			return text
		}
		time.Sleep(30 * time.Millisecond)
	}
	b.shotOnFailure()
	b.t.Fatalf("%s: waited for %v, have %q", css, re, text)
	return ""
}

// fill replaces the value of an input with text, typed key by key.
func (b *tab) fill(css, text string) {
	b.t.Helper()
	b.waitVisible(css)
	// A live push may re-render the form between finding the field and
	// typing into it (the node is then gone or not yet focusable): such a
	// fill is tried again on the new node, as a person would click again.
	var err error
	for try := 0; try < 5; try++ {
		eval[bool](b, `(() => { const e = document.querySelector(`+js(css)+`); if (e) { e.value = ""; e.dispatchEvent(new Event("input", {bubbles: true})); } return true; })()`)
		if err = chromedp.Do(b.ctx, chromedp.SendKeys(chromedp.CSS(css), text, chromedp.NodeVisible)); err == nil || !rerendered(err) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err != nil {
		b.t.Fatalf("fill %s: %v", css, err)
	}
}

// keys types text into css as key presses (a board's shortcuts), trying a
// re-rendered node again as fill does.
func (b *tab) keys(css, text string) {
	b.t.Helper()
	b.waitVisible(css)
	var err error
	for try := 0; try < 5; try++ {
		if err = chromedp.Do(b.ctx, chromedp.SendKeys(chromedp.CSS(css), text, chromedp.NodeVisible)); err == nil || !rerendered(err) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err != nil {
		b.t.Fatalf("keys %s: %v", css, err)
	}
}

// rerendered reports whether err says the element was replaced or not
// ready while it was used.
func rerendered(err error) bool {
	m := err.Error()
	return strings.Contains(m, "not focusable") || strings.Contains(m, "Could not find node") || strings.Contains(m, "No node with given id")
}

// paste puts text into an input or textarea at once, as a paste does
// (typing would turn a tab into a focus change).
func (b *tab) paste(css, text string) {
	b.t.Helper()
	b.waitVisible(css)
	eval[bool](b, `(() => { const e = document.querySelector(`+js(css)+`); e.value = `+js(text)+`;
		e.dispatchEvent(new Event("input", {bubbles: true})); return true; })()`)
}

// confirm presses css, a button asking to be confirmed (confirm.js), and
// then its inline Confirm; the question must be in sight between them.
func (b *tab) confirm(css string) {
	b.t.Helper()
	b.waitVisible(css)
	id := eval[string](b, `document.querySelector(`+js(css)+`).id`)
	if id == "" {
		b.t.Fatalf("%s has no id, so its Confirm cannot be found", css)
	}
	b.click(css)
	b.waitVisible("#" + id + "-q")
	b.click("#" + id + "-yes")
	b.waitEval(`!document.getElementById(` + js(id+"-yes") + `)`)
}

// shot writes a screenshot of the viewport to docs/screenshots/name.png
// when TURNIR_SCREENSHOTS=1.
func (b *tab) shot(name string) {
	b.t.Helper()
	if !wantScreenshots() {
		return
	}
	// Let fonts and images settle, and the countdown tick once.
	time.Sleep(150 * time.Millisecond)
	buf, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		b.t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.MkdirAll(screenshotsDir(), 0o755); err != nil {
		b.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(screenshotsDir(), name+".png"), buf, 0o644); err != nil {
		b.t.Fatal(err)
	}
}

// shotAt scrolls the element css to the top of the viewport, then takes
// the screenshot name.
func (b *tab) shotAt(name, css string) {
	b.t.Helper()
	if !wantScreenshots() {
		return
	}
	eval[bool](b, `(document.querySelector(`+js(css)+`).scrollIntoView({block: "start"}), true)`)
	b.shot(name)
}

// shotOnFailure keeps what the page showed when a wait failed, in the
// test's temporary directory path printed in the log.
func (b *tab) shotOnFailure() {
	buf, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		return
	}
	p := filepath.Join(os.TempDir(), "turnir-e2e-"+strings.ReplaceAll(b.t.Name(), "/", "_")+".png")
	if os.WriteFile(p, buf, 0o644) == nil {
		b.t.Logf("the page at the failure: %s", p)
	}
}
