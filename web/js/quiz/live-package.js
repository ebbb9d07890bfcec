// The question package on the host's console: the host loads a
// Brain-ring list (YAML or ChGK text); the server reads it (and refuses a
// bad file with its reason) and sends the questions back to this console
// only. The console keeps it in localStorage for the venue and shows the
// text and the answer of the question in play, or of the next one. A
// question removed (C14) is replaced by the package's next question.

import { $, el, replace } from "../common/dom.js";
import { t } from "../common/i18n.js";
import { sendPackage } from "./live-api.js";

let state = { fid: "", venue: "", key: "", pkg: null };

const storeKey = () => "turnir.pack." + state.fid + "." + state.venue;
const offsetKey = (fight) => "turnir.pack.first." + state.fid + "." + fight;
// usedKey counts the venue's package questions its fights have begun, so
// the next fight starts after them, not again at question 1.
const usedKey = () => "turnir.pack.used." + state.fid + "." + state.venue;
const stored = (k) => { try { return localStorage.getItem(k); } catch (_) { return null; } };
const store = (k, v) => { try { localStorage.setItem(k, v); } catch (_) { /* private mode */ } };

function load() {
  try { return JSON.parse(localStorage.getItem(storeKey()) || "null"); } catch (_) { return null; }
}

/** setupPackage wires the package card of the console. venue may be ""
 * (a console opened on one fight, from the jury page): it is the fight's,
 * known from its first view. */
export function setupPackage(fid, venue, key, onError) {
  state = { fid, venue, key, pkg: null };
  if (venue) state.pkg = load();
  const input = $("#p-file");
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    if (!file || !state.venue) return;
    try {
      const pkg = await sendPackage(fid, state.venue, key, file.name, await file.text());
      state.pkg = pkg;
      try { localStorage.setItem(storeKey(), JSON.stringify(pkg)); } catch (_) { /* too big for storage: kept for this page */ }
      store(usedKey(), "0"); // a new package: the next fight starts at its question 1
      onError(null);
    } catch (err) { onError(err); }
    input.value = "";
    if (state.last) showQuestion(state.last);
  });
}

/** showQuestion shows the package's question for the fight's view: the
 * one in play, or the next one between questions. */
export function showQuestion(v) {
  state.last = v;
  if (!state.venue && v.venue) {
    state.venue = v.venue;
    state.pkg = load();
  }
  const box = $("#p-question");
  if (!state.pkg) return replace(box, el("p", { class: "muted small" }, t("lv.p_none")));
  // A fight shown for the first time starts after what the venue's
  // fights have used; the host may still change it.
  if (!stored(offsetKey(v.fight))) store(offsetKey(v.fight), String(1 + Math.max(0, +(stored(usedKey()) || 0))));
  const first = Math.max(1, +(stored(offsetKey(v.fight)) || 1));
  const qs = v.live.questions || [];
  store(usedKey(), String(Math.max(+(stored(usedKey()) || 0), first - 1 + qs.length)));
  const q = qs.length ? qs[qs.length - 1] : null;
  const inPlay = q && q.phase !== "over";
  const index = first - 1 + (inPlay ? qs.length - 1 : qs.length);
  const pq = state.pkg.questions[index];
  const offset = el("input", { type: "number", min: 1, max: state.pkg.questions.length, value: first, class: "p-offset",
    onchange: () => { localStorage.setItem(offsetKey(v.fight), String(Math.max(1, +offset.value || 1))); showQuestion(v); } });
  replace(box,
    el("div", { class: "row small" }, el("span", { class: "grow" }, state.pkg.title || ""),
      el("label", {}, t("lv.p_first"), " ", offset)),
    pq ? [el("p", { class: "p-label" }, t(inPlay ? "lv.p_now" : "lv.p_next", index + 1)),
      el("p", { class: "p-text" }, pq.text),
      el("p", { class: "p-answer" }, t("lv.p_answer"), " ", el("strong", {}, pq.answer),
        pq.accept && pq.accept.length ? " (" + pq.accept.join("; ") + ")" : ""),
      pq.comment ? el("p", { class: "muted small" }, pq.comment) : null]
      : el("p", { class: "muted" }, t("lv.p_out")));
}
