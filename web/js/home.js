// The home page: every tournament, newest first, with its phase and links
// to take part and to watch.

import { api } from "./api.js";
import { el, replace } from "./dom.js";
import { t } from "./i18n.js";
import { banner, frame, onLang } from "./layout.js";

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

onLang(render);
api.tournaments().then((l) => {
  list = l || [];
  render();
}, banner);
