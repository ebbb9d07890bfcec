// The frame of the team chess pages: the top bar (the event's public
// page, the arbiters' page, the language switch), the error line and the
// live badge. It is the chess pages' own, so that the shared navigation
// (common/layout.js) need not know about them.

import { $, el } from "../common/dom.js";
import { switchLang, tc, translatePage } from "./words.js";

/** chessFrame builds the top bar for page ("public" or "arbiter") and
 * returns the event id of the URL (?c=...). */
export function chessFrame(page) {
  const cid = new URLSearchParams(location.search).get("c") || "";
  const q = cid ? "?c=" + encodeURIComponent(cid) : "";
  const links = [["home", "/"], ["public", "/chess.html" + q], ["arbiter", "/chess-arbiter.html" + q]];
  const nav = el("nav", {}, links.map(([k, href]) =>
    el("a", { href, "data-c": k, "aria-current": k === page ? "page" : null })));
  const btn = el("button", { type: "button", class: "lang", id: "lang", "data-c": "lang", onclick: switchLang });
  document.body.prepend(el("header", { class: "top" }, el("a", { class: "brand", href: "/" }, "turnir"), nav, btn));
  translatePage();
  return cid;
}

/** fail shows an error (null clears it). */
export function fail(err) {
  const e = $("#error");
  if (!e) return;
  e.textContent = err ? (err.message || String(err)) : "";
  e.classList.toggle("hidden", !err);
}

// The channel's state and whether the event is over, for the badge.
let connected = false;
let over = false;

/** liveState shows the live badge (while connected and the event is not
 * over: a finished one's tables are final) or the offline notice. */
export function liveState(on) {
  connected = on;
  const b = $("#live");
  if (b) b.classList.toggle("hidden", !on || over);
  const o = $("#offline");
  if (o) o.classList.toggle("hidden", on);
}

/** eventOver tells the badge the event is finished (or not). */
export function eventOver(finished) {
  over = finished;
  const b = $("#live");
  if (b) b.classList.toggle("hidden", !connected || over);
}

export { tc };
