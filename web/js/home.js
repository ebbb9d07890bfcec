// The home page: every tournament, newest first, with its phase and links
// to take part and to watch.

import { api } from "./puzzle/api.js";
import { fapi } from "./quiz/api.js";
import { capi } from "./chess/api.js";
import { el, replace } from "./common/dom.js";
import { t } from "./common/i18n.js";
import { banner, frame, onLang } from "./common/layout.js";
import { fmtWhen } from "./puzzle/views.js";

frame("home");
let list = null;

function render() {
  if (!list) return;
  if (!list.length) {
    replace("#list", el("p", { class: "muted" }, t("home.empty")));
    return;
  }
  // "Take part" only where registration is open (the server says so);
  // a running or finished tournament is to watch, and the one open for
  // registration is pointed to above the list (issue 14, item 15).
  const open = list.find((x) => x.registration_open);
  const starts = (x) => (x.starts_at ? " · " + t("home.starts", fmtWhen(x.starts_at)) : "");
  const next = open ? el("div", { class: "row list-item open-now", dataset: { open: open.id } },
    el("div", { class: "grow" }, el("strong", {}, t("home.open_now", open.name)),
      el("div", { class: "muted small" }, t("home.solvers", open.solvers), starts(open))),
    el("a", { class: "button", href: "/solver.html?t=" + encodeURIComponent(open.id), dataset: { act: "play" } }, t("home.play"))) : "";
  replace("#list", next, list.map((x) => {
    const q = "?t=" + encodeURIComponent(x.id);
    const phase = x.published ? "published" : x.phase;
    return el("div", { class: "row list-item", dataset: { id: x.id } },
      el("div", { class: "grow" },
        el("strong", {}, x.name), " ",
        el("span", { class: "badge" + (x.phase === "running" ? " live" : "") }, t("phase." + phase)),
        el("div", { class: "muted small" }, t("home.solvers", x.solvers),
          x.round && x.phase === "running" ? " · " + t("round.of", x.round.n, x.rounds) : "",
          x.registration_open ? starts(x) : "")),
      x.registration_open ? el("a", { class: "button", href: "/solver.html" + q, dataset: { act: "play" } }, t("home.play")) : "",
      el("a", { class: "button secondary", href: "/public.html" + q, dataset: { act: "watch" } },
        t(x.phase === "running" ? "home.view" : "home.watch")));
  }));
}

// Festivals (the team quiz cup, the solyanka): watch or judge.
let fests = null;

function renderFests() {
  if (!fests) return;
  replace("#fests", fests.length ? fests.map((f) => {
    const q = "?f=" + encodeURIComponent(f.id);
    return el("div", { class: "row list-item", dataset: { id: f.id } },
      el("div", { class: "grow" }, el("strong", {}, f.name), el("div", { class: "muted small" }, t("fest.teams_n", f.teams))),
      el("a", { class: "button secondary", href: "/festival.html" + q }, t("home.watch")),
      el("a", { class: "button secondary", href: "/jury.html" + q }, t("fest.jury")));
  }) : el("p", { class: "muted" }, t("fest.none")));
}

// School team chess events: watch, or run as an arbiter.
let chess = null;

function renderChess() {
  if (!chess) return;
  replace("#chess", chess.length ? chess.map((c) => {
    const q = "?c=" + encodeURIComponent(c.id);
    return el("div", { class: "row list-item", dataset: { id: c.id } },
      el("div", { class: "grow" }, el("strong", {}, c.name || c.id), " ",
        el("span", { class: "badge" + (c.phase === "running" ? " live" : "") },
          c.phase === "running" ? t("home.chess_running") : c.phase === "finished" ? t("home.chess_finished") : t("home.chess_registration")),
        el("div", { class: "muted small" }, t("fest.teams_n", c.teams), c.paired ? " · " + t("round.of", c.paired, c.rounds) : "")),
      el("a", { class: "button secondary", href: "/chess.html" + q }, t("home.watch")),
      el("a", { class: "button secondary", href: "/chess-arbiter.html" + q }, t("home.arbiter")));
  }) : el("p", { class: "muted" }, t("home.chess_none")));
}

onLang(render);
onLang(renderFests);
onLang(renderChess);
capi.list().then((l) => {
  chess = l || [];
  renderChess();
}, banner);
fapi.list().then((l) => {
  fests = l || [];
  renderFests();
}, banner);
api.tournaments().then((l) => {
  list = l || [];
  render();
}, banner);
