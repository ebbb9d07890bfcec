// DOM helpers shared by the pages. Text from the server (names, statements,
// reasons) is always inserted as text nodes, never as HTML, so a solver's
// name cannot inject markup into anybody's page.

/** el builds an element: el("td", {class: "num"}, "12", childNode). */
export function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "onclick" && tag === "button") e.addEventListener("click", settled(v));
    else if (k.startsWith("on") && typeof v === "function") e.addEventListener(k.slice(2), v);
    else if (k === "class") e.className = v;
    else if (k === "dataset") Object.assign(e.dataset, v);
    // Through the CSSOM: the Content-Security-Policy refuses style
    // attributes set as markup.
    else if (k === "style") e.style.cssText = v;
    else e.setAttribute(k, v === true ? "" : v);
  }
  append(e, children);
  return e;
}

// settled wraps a button's handler: while what it started (the promise it
// returns: a request and the page's reload after it) runs, the button
// takes no second click, and says so to assistive technology (aria-busy).
function settled(fn) {
  let busy = false;
  return function (ev) {
    if (busy) return;
    const r = fn.call(this, ev);
    if (r && typeof r.then === "function") {
      busy = true;
      this.setAttribute("aria-busy", "true");
      r.then(() => {}, () => {}).finally(() => { busy = false; this.removeAttribute("aria-busy"); });
    }
    return r;
  };
}

function append(e, children) {
  for (const c of children) {
    if (c === undefined || c === null || c === false) continue;
    if (Array.isArray(c)) append(e, c);
    else e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

/** $ finds one element by CSS selector. */
export const $ = (sel, root = document) => root.querySelector(sel);

/** show toggles the hidden class. */
export function show(e, on = true) {
  if (typeof e === "string") e = $(e);
  if (e) e.classList.toggle("hidden", !on);
}

/** replace empties e and puts the children in. */
export function replace(e, ...children) {
  if (typeof e === "string") e = $(e);
  e.replaceChildren();
  append(e, children);
  return e;
}

/** fmtClock formats milliseconds as m:ss (or h:mm:ss), rounding up so the
 * display reaches 0:00 exactly when the time is over. */
export function fmtClock(ms) {
  let s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  s -= h * 3600;
  const m = Math.floor(s / 60);
  s -= m * 60;
  const ss = String(s).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/** fmtTime formats a solving time in ms as m:ss.mmm (the scoring unit). */
export function fmtTime(ms) {
  if (ms === undefined || ms === null) return "";
  const t = Math.round(ms);
  const m = Math.floor(t / 60000);
  const s = Math.floor((t % 60000) / 1000);
  const r = t % 1000;
  return `${m}:${String(s).padStart(2, "0")}.${String(r).padStart(3, "0")}`;
}

/** renderText turns a statement's light markdown into DOM nodes: blank
 * lines separate paragraphs, lines starting with "- " or "* " make a list,
 * *x* is emphasis and **x** strong. No HTML is ever interpreted. */
export function renderText(text) {
  const out = document.createDocumentFragment();
  const blocks = String(text || "").replace(/\r\n?/g, "\n").split(/\n\s*\n/);
  for (const b of blocks) {
    const lines = b.split("\n").filter((l) => l.trim() !== "");
    if (!lines.length) continue;
    if (lines.every((l) => /^\s*[-*]\s+/.test(l))) {
      out.append(el("ul", {}, lines.map((l) => el("li", {}, inline(l.replace(/^\s*[-*]\s+/, ""))))));
      continue;
    }
    const p = el("p");
    lines.forEach((l, i) => {
      if (i) p.append(el("br"));
      p.append(inline(l));
    });
    out.append(p);
  }
  return out;
}

function inline(s) {
  const f = document.createDocumentFragment();
  const re = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*)/g;
  let last = 0;
  for (const m of s.matchAll(re)) {
    f.append(s.slice(last, m.index));
    const strong = m[0].startsWith("**");
    const inner = strong ? m[0].slice(2, -2) : m[0].slice(1, -1);
    f.append(el(strong ? "strong" : "em", {}, inner));
    last = m.index + m[0].length;
  }
  f.append(s.slice(last));
  return f;
}

/** param reads a query parameter of the page's URL. */
export function param(name) {
  return new URLSearchParams(location.search).get(name);
}

/** festParam reads the festival a page is for: its own pages say ?f=, the
 * live pages' links say ?fest=, and either link opens either page. */
export function festParam() {
  return param("f") || param("fest") || "";
}

/** hashParam reads a parameter of the URL fragment (#k=...): the secret
 * link keeps its token there so it never reaches server logs or referrers. */
export function hashParam(name) {
  return new URLSearchParams(location.hash.slice(1)).get(name);
}

/** clip shortens s to at most n characters, ending it with "…" when cut
 * (a name in a bracket's slot). */
export function clip(s, n) {
  s = String(s || "");
  return s.length > n ? s.slice(0, n - 1) + "…" : s;
}
