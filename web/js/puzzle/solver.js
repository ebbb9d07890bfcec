// The solver's page: register or withdraw (P2, P3), the personal link,
// the waiting room with the server's countdown, this round's opponent,
// Start (P9), the puzzle, Check with right / wrong (P10), the solver's
// points and times, and the standings. Everything re-reads on every push of
// the tournament's WebSocket.

import { api, live } from "./api.js";
import { Countdown } from "../common/clock.js";
import { confirmAt } from "../common/confirm.js";
import { $, el, fmtTime, replace, show } from "../common/dom.js";
import { t } from "../common/i18n.js";
import { banner, frame, onLang } from "../common/layout.js";
import { statementNodes, statementTitle } from "./statement.js";
import { Sudoku } from "./sudoku.js";
import { fmtWhen, roundStatus, standingsTable } from "./views.js";

const tid = frame("solver");
const store = {
  key: "turnir.solver." + tid,
  get() {
    try { return JSON.parse(localStorage.getItem(this.key)) || null; } catch (_) { return null; }
  },
  set(v) {
    try { localStorage.setItem(this.key, JSON.stringify(v)); } catch (_) { /* private mode */ }
  },
  clear() {
    try { localStorage.removeItem(this.key); } catch (_) { /* ignore */ }
  },
  // told says to the solver's other tabs in this browser that a press
  // changed the solver's view: the server pushes no solver's own view,
  // and a tab still offering Start after the other started misleads.
  told() {
    try { localStorage.setItem(this.key + ".changed", String(Date.now())); } catch (_) { /* ignore */ }
  },
};
// Another tab of this browser pressed: read the view again.
addEventListener("storage", (e) => { if (e.key === store.key + ".changed") refresh(false); });

// At zero the server's push is on its way; a late re-read (spread over a
// second so a hall of phones does not ask at once) covers a lost push.
const countdown = new Countdown($("#clock"), () => setTimeout(() => refresh(false), 700 + Math.random() * 1000));
// The page's state, in one place: what it last read and what is on screen.
const page = {
  me: null, // the last Me view, or null when not registered
  tour: null, // the last Tournament
  standings: null,
  shown: "", // round + statement id of the puzzle on screen
  shownBefore: "", // during a language switch: the puzzle on screen before it
  verdictKey: "", // the words of the verdict on screen, when they are the page's own
  withdrew: false, // this page withdrew the solver (said above the form)
  sudoku: null, // the Sudoku grid on screen, or null
  busy: false, // a Start or Check is on its way
  secretFolded: null, // whether the personal link was last folded
};

function token() {
  const s = store.get();
  return s && s.token;
}

// refresh re-reads the solver's view (which carries the tournament) and,
// when withStandings, the standings. Without a registration /me answers
// 401 and the tournament is read on its own.
async function refresh(withStandings = true) {
  if (!tid) return;
  try {
    try {
      page.me = await api.me(tid, token());
      page.tour = page.me.tournament || page.tour;
    } catch (e) {
      if (e.status !== 401 && e.status !== 403 && e.status !== 404) throw e;
      page.me = null;
      page.tour = await api.tournament(tid);
    }
    if (withStandings || !page.standings) page.standings = await api.standings(tid);
    // Only a refusal of a read is cleared by a read: another solver's
    // registration (a push, then this read) took away the refusal of this
    // solver's own press, a second after it showed, as if the button did
    // nothing.
    if (page.readFailed) banner(null);
    page.readFailed = false;
    render();
  } catch (e) {
    page.readFailed = true;
    banner(e);
  }
}

function render() {
  if (!page.tour) return;
  $("#tname").textContent = page.tour.name;
  document.title = page.tour.name;
  const reg = page.tour.phase === "registration";
  const active = page.me && !page.me.withdrawn;
  show("#register", reg && !active);
  // Said where the form is again, not in the banner the next push clears.
  show("#withdrawn-note", !!page.withdrew && !active);
  // A scheduled start is told before registering, too (issue 14, item 7).
  $("#register-when").textContent = reg && page.tour.starts_at ? t("home.starts", fmtWhen(page.tour.starts_at)) : "";
  show("#register-when", !!(reg && page.tour.starts_at));
  show("#closed", !reg && !active);
  renderSecret(active);
  show("#me", !!active);
  if (active) renderMe();
  else {
    countdown.sync(null);
    show("#puzzle", false);
    show("#results", false);
  }
  // Before the draw there is no table yet; the count of registrations is
  // cheap (it comes with the tournament) and tells the solver they are in
  // good company.
  replace("#standings", reg && !((page.standings && page.standings.rows) || []).length
    ? el("p", { class: "muted" }, t("public.registered", page.tour.solvers))
    : standingsTable(page.standings, page.me && page.me.id));
}

// The personal link is open, at the top, until the solver says it is
// saved or the first round opens; then it folds to one line (its summary
// opens it again), so Start is on a phone's first screen. The fold is set
// only when that state changes, so a push never undoes the solver's own
// opening or closing of it.
function renderSecret(active) {
  const saved = store.get();
  const has = !!(active && saved && saved.link);
  show("#secret", has);
  if (!has) {
    page.secretFolded = null;
    return;
  }
  $("#secret-link").textContent = new URL(saved.link, location.href).href;
  const r = page.tour.round;
  const begun = page.tour.phase === "finished" || !!(r && (r.n > 1 || r.state !== "drawn"));
  const fold = !!saved.kept || begun;
  show("#secret-saved", !saved.kept);
  if (fold !== page.secretFolded) $("#secret").open = !fold;
  page.secretFolded = fold;
}

function renderMe() {
  $("#me-name").textContent = t("solver.registered_as", page.me.name);
  show("#dq", !!page.me.disqualified);
  if (page.me.disqualified) $("#dq").textContent = t("solver.dq", page.me.dq_reason || "");
  roundStatus($("#round-status"), countdown, page.me.tournament || page.tour);
  show("#withdraw-box", page.tour.phase === "registration");
  const r = page.me.round;
  const open = r && r.clock && r.clock.state === "open";
  let opp = "";
  if (r && page.tour.phase === "running") {
    if (!r.in_draw) opp = t("solver.not_in_round");
    else if (r.bye) opp = t("solver.bye");
    else if (r.opponent) opp = t("solver.opponent", r.opponent.name);
  }
  $("#opponent").textContent = opp;
  show("#start-box", !!(open && r.in_draw && !r.started && !page.me.disqualified));
  renderPuzzle(r, open);
  renderHistory();
}

function renderPuzzle(r, open) {
  const visible = !!(open && r.started && r.statement);
  show("#puzzle", visible || !!(r && r.solved && r.clock && r.clock.state !== "closed"));
  if (!r) return;
  if (r.solved) {
    show("#check-form", false);
    verdict(true, t("solver.right", fmtTime(r.solve_ms)));
  } else {
    show("#check-form", visible);
  }
  $("#attempts").textContent = r.attempts ? t("solver.attempts", r.attempts) : "";
  if (!visible) return;
  const st = r.statement;
  const key = r.n + "/" + st.id;
  if (page.shown === key) return;
  // The same puzzle drawn again in another language keeps what the
  // solver typed and the verdict (in the new words).
  const again = page.shownBefore === key;
  page.shown = key;
  $("#puzzle-title").textContent = statementTitle(st, r.n);
  replace("#statement", ...statementNodes(st, loadFile, (name) => api.fileURL(tid, name)));
  if (again && page.verdictKey) verdict(false, t(page.verdictKey), page.verdictKey);
  else if (!again) $("#verdict").replaceChildren();
  if (st.kind === "sudoku" && st.givens) {
    // The digits under the key they always had, the candidates beside it.
    const skey = "turnir.sudoku." + tid + "." + r.n;
    const saved = {};
    try {
      saved.value = localStorage.getItem(skey);
      saved.marks = JSON.parse(localStorage.getItem(skey + ".marks"));
    } catch (_) { /* ignore */ }
    page.sudoku = new Sudoku(st.givens, saved, (v, marks) => {
      try {
        localStorage.setItem(skey, v);
        localStorage.setItem(skey + ".marks", JSON.stringify(marks));
      } catch (_) { /* ignore */ }
    });
    replace("#sudoku", page.sudoku.root);
    show("#answer-box", false);
    // With a keyboard and a mouse, typing fills the first empty cell at
    // once; a phone's tap chooses the cell itself.
    if (!matchMedia("(pointer: coarse)").matches) page.sudoku.focus();
  } else {
    page.sudoku = null;
    replace("#sudoku");
    show("#answer-box", true);
    if (!again) $("#answer").value = "";
    $("#answer").focus();
  }
}

// loadFile fetches a statement file with the solver's token (an <img> could
// not send it) and returns an object URL.
async function loadFile(name) {
  const headers = {};
  if (token()) headers["Authorization"] = "Bearer " + token();
  const res = await fetch(api.fileURL(tid, name), { headers, credentials: "same-origin" });
  if (!res.ok) return "";
  return URL.createObjectURL(await res.blob());
}

function renderHistory() {
  const h = page.me.history || [];
  show("#results", h.length > 0);
  if (!h.length) return;
  const rows = h.map((x) => el("tr", {},
    el("td", { class: "num" }, x.round),
    el("td", {}, x.opponent_name || (x.opponent ? x.opponent : t("public.bye"))),
    el("td", { class: "num" }, x.points),
    el("td", { class: "num" }, x.solved ? fmtTime(x.time_ms) : t("common.none"))));
  replace("#my-results",
    el("p", {}, t("solver.points"), ": ", el("strong", { id: "my-points" }, page.me.points ?? 0),
      page.me.place ? ["  ·  ", t("solver.place"), ": ", el("strong", {}, page.me.place)] : ""),
    el("table", {}, el("thead", {}, el("tr", {},
      el("th", { class: "num" }, t("table.round")), el("th", {}, t("table.opponent")),
      el("th", { class: "num" }, t("table.points")), el("th", { class: "num" }, t("table.time")))),
    el("tbody", {}, rows)));
}

// verdict shows the answer's verdict; key, when the text is one of the
// page's own words, lets a language switch say it again in the other.
function verdict(ok, text, key) {
  page.verdictKey = key || "";
  replace("#verdict", el("div", { class: "msg " + (ok ? "ok" : "bad"), id: ok ? "verdict-right" : "verdict-wrong" }, text));
}

async function guard(f) {
  if (page.busy) return;
  page.busy = true;
  try {
    await f();
    banner(null);
  } catch (e) {
    banner(e);
  } finally {
    page.busy = false;
  }
}

$("#register-form").addEventListener("submit", (e) => {
  e.preventDefault();
  guard(async () => {
    const res = await api.register(tid, $("#name").value);
    store.set({ id: res.id, name: res.name, token: res.token, link: res.link });
    $("#name").value = "";
    await refresh();
    $("#secret").scrollIntoView({ block: "center" });
  });
});

$("#copy").addEventListener("click", async () => {
  try {
    await navigator.clipboard.writeText($("#secret-link").textContent);
    $("#copy").textContent = t("solver.copied");
  } catch (_) {
    const r = document.createRange();
    r.selectNodeContents($("#secret-link"));
    getSelection().removeAllRanges();
    getSelection().addRange(r);
  }
});

$("#secret-saved").addEventListener("click", () => {
  const saved = store.get();
  if (saved) store.set({ ...saved, kept: true });
  render();
});

$("#withdraw").addEventListener("click", (e) => confirmAt(e.currentTarget, t("solver.withdraw_confirm"), () => guard(async () => {
  await api.withdraw(tid, token());
  store.clear();
  page.withdrew = true;
  await refresh();
})));

$("#start").addEventListener("click", () => guard(async () => {
  page.me = await api.start(tid, token());
  store.told();
  render();
  // On a phone the puzzle is below the fold: bring it up.
  $("#puzzle").scrollIntoView({ block: "start" });
}));

$("#check-form").addEventListener("submit", (e) => {
  e.preventDefault();
  guard(async () => {
    let answer;
    if (page.sudoku) {
      if (!page.sudoku.filled()) {
        verdict(false, t("solver.sudoku_incomplete"), "solver.sudoku_incomplete");
        return;
      }
      answer = page.sudoku.toString();
    } else answer = $("#answer").value;
    try {
      const res = await api.check(tid, token(), answer);
      store.told();
      if (res.correct) {
        verdict(true, t("solver.right", fmtTime(res.solve_ms)));
        await refresh();
      } else {
        verdict(false, t("solver.wrong"), "solver.wrong");
        $("#attempts").textContent = t("solver.attempts", res.attempts);
        if (!page.sudoku) $("#answer").select();
      }
    } catch (err) {
      verdict(false, err.message);
      if (err.retryAfterMs > 0) {
        // Too many presses (the limit against bots, P10): wait as told.
        // Once the wait is over its message goes too, unless another
        // verdict has taken its place meanwhile.
        $("#check").disabled = true;
        const shown = $("#verdict").firstChild;
        setTimeout(() => {
          $("#check").disabled = false;
          if ($("#verdict").firstChild === shown) replace("#verdict");
        }, err.retryAfterMs);
      }
    }
  });
});

onLang(() => {
  page.shownBefore = page.shown;
  page.shown = "";
  render();
  page.shownBefore = "";
});

// askSwitch: the personal link of another solver was opened while this
// browser is signed in to the tournament; the server sent it here instead
// of replacing the session. Confirm goes back to the link with replace=1.
async function askSwitch() {
  if (location.hash === "#badlink") {
    // The personal link that brought the browser here is not one of this
    // tournament's (the server sent the page, not its JSON refusal).
    history.replaceState(null, "", location.pathname + location.search);
    banner({ message: t("solver.bad_link") });
    return;
  }
  const m = /^#switch=([A-Za-z0-9_-]+)$/.exec(location.hash);
  if (!m) return;
  history.replaceState(null, "", location.pathname + location.search); // the token leaves the address bar
  const tok = m[1];
  try {
    const [cur, next] = await Promise.all([api.session(tid), api.me(tid, tok)]);
    const was = (cur && cur.solver && cur.solver.name) || "?";
    $("#switch-q").textContent = t("solver.switch_q", was, next.name);
  } catch (e) {
    banner(e);
    return;
  }
  show("#switch", true);
  $("#switch-no").onclick = () => show("#switch", false);
  $("#switch-yes").onclick = () => {
    store.clear(); // the saved token is the other solver's
    location.assign("/enter/" + encodeURIComponent(tid) + "/" + tok + "?replace=1");
  };
  $("#switch-no").focus();
}

// The name field stops at 80 characters (the server's limit): said when
// it is reached, so the keys that go nowhere are not a mystery.
$("#name").addEventListener("input", (e) => show("#name-full", e.target.value.length >= e.target.maxLength));

if (!tid) {
  // No tournament in the URL: take the newest one.
  api.tournaments().then((list) => {
    if (list && list.length) location.replace("/solver.html?t=" + encodeURIComponent(list[0].id));
    else banner({ message: t("home.empty") });
  }, banner);
} else {
  askSwitch();
  refresh();
  // Events after which the standings can change; presses and openings do
  // not move them, so a round opening for thousands of solvers costs one
  // /me each, not a standings read too.
  const moving = ["RoundClosed", "SolverRegistered", "SolverWithdrew", "SolverDisqualified",
    "TournamentBegun", "TournamentFinished", "ResultsPublished"];
  let timer = null;
  let needStandings = false;
  live(tid, (msg) => {
    if (msg.type === "activity") return; // for the organizer's view only
    if (msg.tournament) {
      page.tour = msg.tournament;
      if (page.me) {
        page.me.tournament = page.tour;
        // The push carries the round's clock: a round that opens shows
        // its Start at once, not after the re-read below.
        const r = page.me.round;
        if (r && page.tour.round && r.n === page.tour.round.n) {
          r.clock = page.tour.round;
          renderMe();
        }
      }
      roundStatus($("#round-status"), countdown, page.tour);
    }
    const events = msg.events || [];
    needStandings = needStandings || msg.type === "hello" || events.some((e) => moving.includes(e));
    clearTimeout(timer);
    // A little spread so that every phone does not ask in the same ms;
    // after an opening, which changes nothing of the solver's own but the
    // clock (shown already), a wider one: every solver's page re-reads
    // then, the moment they all press Start, and the Start's answer
    // brings the view anyway.
    const opening = events.length > 0 && events.every((e) => e === "RoundOpened");
    timer = setTimeout(() => {
      refresh(needStandings);
      needStandings = false;
    }, 30 + Math.random() * (opening ? 3000 : 250));
  }, (up) => show("#offline", !up));
}
