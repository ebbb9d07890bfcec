// The home page: every tournament, newest first, with its phase and links
// to take part and to watch.

import { api } from "./puzzle/api.js";
import { fapi } from "./quiz/api.js";
import { el, replace } from "./common/dom.js";
import { t } from "./common/i18n.js";
import { banner, frame, onLang } from "./common/layout.js";

frame("home");
let list = null;

function render() {
  if (!list) return;
  if (!list.length) {
    replace("#list", el("p", { class: "muted" }, t("home.empty")));
    return;
  }
  replace("#list", list.map((x) => {
    const q = "?t=" + encodeURIComponent(x.id);
    const phase = x.published ? "published" : x.phase;
    return el("div", { class: "row list-item", dataset: { id: x.id } },
      el("div", { class: "grow" },
        el("strong", {}, x.name), " ",
        el("span", { class: "badge" + (x.phase === "running" ? " live" : "") }, t("phase." + phase)),
        el("div", { class: "muted small" }, t("home.solvers", x.solvers),
          x.round && x.phase === "running" ? " · " + t("round.of", x.round.n, x.rounds) : "")),
      el("a", { class: "button", href: "/solver.html" + q }, t("home.play")),
      el("a", { class: "button secondary", href: "/public.html" + q }, t("home.watch")));
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

onLang(render);
onLang(renderFests);
fapi.list().then((l) => {
  fests = l || [];
  renderFests();
}, banner);
api.tournaments().then((l) => {
  list = l || [];
  render();
}, banner);
