// The frame every page shares: the top bar with navigation and the
// language switch, and an error line. A page calls frame("solver") first.

import { el, $, festParam } from "./dom.js";
import { t, lang, setLang, translate, onLang } from "./i18n.js";

/** frame builds the top bar, translates the static text and returns the
 * tournament id of the page's URL (?t=...), if any. */
export function frame(page) {
  const tid = new URLSearchParams(location.search).get("t") || "";
  const q = tid ? "?t=" + encodeURIComponent(tid) : "";
  // A festival's pages (?f=) link to each other; the others to a tournament.
  // Either ?f= or the live pages' ?fest= names the festival.
  const fid = festParam();
  const fq = fid ? "?f=" + encodeURIComponent(fid) : "";
  const links = fid || page === "fests" || page === "jury" ? [
    ["home", "/"],
    ["fests", "/festival.html" + fq],
    ["jury", "/jury.html" + fq],
  ] : [
    ["home", "/"],
    ["solver", "/solver.html" + q],
    ["public", "/public.html" + q],
    ["org", "/org.html" + q],
    ["fests", "/festival.html"],
  ];
  const nav = el("nav", {}, links.map(([k, href]) =>
    el("a", { href, "data-i18n": "nav." + k, "aria-current": k === page ? "page" : null })));
  const btn = el("button", {
    type: "button", class: "lang", id: "lang", "data-i18n": "lang.switch",
    onclick: () => setLang(lang() === "ru" ? "en" : "ru"),
  });
  const bar = el("header", { class: "top" },
    el("a", { class: "brand", href: "/", "data-i18n": "app.name" }), nav, btn);
  document.body.prepend(bar);
  translate();
  return tid;
}

/** banner shows an error (or clears it with null) in #error. */
export function banner(err) {
  const e = $("#error");
  if (!e) return;
  if (!err) {
    e.classList.add("hidden");
    e.textContent = "";
    return;
  }
  e.textContent = err.message || String(err);
  e.classList.remove("hidden");
}

export { onLang, t };
