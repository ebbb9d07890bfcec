// The calls and the words of a Svoya igra fight played live
// (svoya-live.html; docs/openapi.yaml, /api/festivals/{fid}/svoya-live/...):
// the host's buttons, a player's press, the fight's view, its links,
// package and live channel, a venue's fights. A venue's host sends the
// key of its link in the X-Live-Key header; the organizer and the jury
// need none (their session cookie). The words are kept here, beside the
// pages that alone use them, in Russian and English.

import { t } from "../common/i18n.js";
import { connect, fightState } from "../common/live.js";
import { el } from "../common/dom.js";
import { send } from "./live-api.js";
import { svStage } from "./views-svoya.js";

const enc = encodeURIComponent;
const F = (fid) => "/api/festivals/" + enc(fid);
const L = (fid, fight) => F(fid) + "/svoya-live/" + enc(fight);

/** svoyaApi lists the live Svoya igra calls by name. */
export const svoyaApi = {
  view: (fid, fight) => send("GET", L(fid, fight)),
  open: (fid, fight, key) => send("POST", L(fid, fight) + "/open", {}, key),
  choose: (fid, fight, key, ref) => send("POST", L(fid, fight) + "/choose", ref, key),
  unlock: (fid, fight, key) => send("POST", L(fid, fight) + "/unlock", {}, key),
  rule: (fid, fight, key, right) => send("POST", L(fid, fight) + "/rule", { right }, key),
  end: (fid, fight, key) => send("POST", L(fid, fight) + "/end-question", {}, key),
  undo: (fid, fight, key, reason) => send("POST", L(fid, fight) + "/undo", { reason }, key),
  reopen: (fid, fight, key, reason) => send("POST", L(fid, fight) + "/reopen", { reason }, key),
  press: (fid, fight, player, key) => send("POST", L(fid, fight) + "/press",
    { player, key, id: Math.random().toString(36).slice(2) + Date.now().toString(36) }),
  links: (fid, fight, key) => send("GET", L(fid, fight) + "/links", undefined, key),
  board: (fid, fight, key) => send("GET", L(fid, fight) + "/package", undefined, key),
  // body is packageBody's (package-file.js): the name and the file.
  loadPackage: (fid, fight, key, body) => send("POST", L(fid, fight) + "/package", body, key),
  pressesURL: (fid, fight) => L(fid, fight) + "/presses.csv",
  venue: (fid, venue) => send("GET", F(fid) + "/svoya-venues/" + enc(venue)),
  venueLink: (fid, venue) => send("GET", F(fid) + "/svoya-venues/" + enc(venue) + "/link"),
  /** channel keeps the fight's live channel open; onState(null) means
   * the fight is not live (yet), not that the server is gone. */
  channel: (fid, fight, onMessage, onState) => connect(L(fid, fight) + "/ws", onMessage,
    fightState(onState, () => svoyaApi.view(fid, fight))),
};

/** w is the word of key on the Svoya igra live pages (svl.<key> in the
 * one dictionary), {n} replaced by argument n. */
export function w(key, ...args) {
  return t("svl." + key, ...args);
}

/** playerName is a player's name in a view. */
export function playerName(v, id) {
  const p = ((v && v.players) || []).find((x) => x.player === id);
  return p ? p.name || p.player : id || "";
}

/** phaseText says where the fight stands, for every screen. */
export function phaseText(v) {
  if (!v) return w("waiting");
  switch (v.phase) {
    case "choosing": return w("choosing");
    case "reading": return w("reading");
    case "open": return w("open_ph");
    case "answering": return w("answering", playerName(v, v.answerer)) + (v.overtime ? " — " + w("overtime") : "");
    case "done": return w("done_ph");
  }
  return v.phase;
}

/** msLeft is the time to the view's deadline on the server's clock, moved
 * on by the time since the view came (got), so a wrong client clock never
 * matters. */
export function msLeft(v, got) {
  if (!v || !v.deadline || (v.phase !== "open" && v.phase !== "answering")) return 0;
  return Math.max(0, Date.parse(v.deadline) - (Date.parse(v.now) + (Date.now() - got)));
}

/** blockedNow reports whether player p of view v (received at got,
 * Date.now()) is still blocked after a false start. A block ends by the
 * clock, not by an event, so no push comes when it ends: a page redraws
 * itself then (blockEnds). */
export function blockedNow(v, p, got) {
  return !!p.blocked && Date.parse(p.blocked) > Date.parse(v.now) + (Date.now() - got);
}

/** blockEnds is how many ms until the first block of v still running
 * ends, 0 for none. */
export function blockEnds(v, got) {
  const now = Date.parse(v.now) + (Date.now() - got);
  const left = (v.players || []).filter((p) => p.blocked).map((p) => Date.parse(p.blocked) - now).filter((ms) => ms > 0);
  return left.length ? Math.min(...left) : 0;
}

/** redrawAfterBlock calls draw once the first running block of v ends;
 * each call replaces the last one's timer (one per page). */
let blockTimer = 0;
export function redrawAfterBlock(v, got, draw) {
  clearTimeout(blockTimer);
  const ms = blockEnds(v, got);
  if (ms > 0) blockTimer = setTimeout(draw, ms + 20);
}

/** fightName is a fight's key (SvoyaRef.Key: "groups-1-5",
 * "semi_final-0-2-1") as the jury page names it: "Площадка 1, бой 5",
 * "Полуфинал, бой 2, перестрелка 1"; an unknown shape stays as it is. */
export function fightName(key) {
  const m = /^([a-z_]+)-(\d+)-(\d+)(?:-(\d+))?$/.exec(key || "");
  if (!m) return key || "";
  const [, stage, venue, n, shootout] = m;
  const where = stage === "groups" ? t("sv.venue", venue) : svStage(stage);
  return where + ", " + t("sv.fight_n", n) + (shootout ? ", " + t("sv.shootout_n", shootout) : "");
}

/** fightKey is a fight's name in the live routes (SvoyaRef.Key). */
export function fightKey(ref) {
  return ref.stage + "-" + (ref.venue || 0) + "-" + (ref.fight || 0) + (ref.shootout ? "-" + ref.shootout : "");
}

/** consoleLink is the jury page's link of a fight to its live console. */
export function consoleLink(fid, ref) {
  const q = new URLSearchParams({ fest: fid, venue: ref.stage === "groups" ? String(ref.venue) : "playoff", fight: fightKey(ref), view: "console" });
  return el("p", {}, el("a", { href: "/svoya-live.html?" + q, target: "_blank", rel: "noopener", id: "sv-console" }, w("open")));
}
