// The calls and the words of a Svoya igra fight played live
// (svoya-live.html; docs/openapi.yaml, /api/festivals/{fid}/svoya-live/...):
// the host's buttons, a player's press, the fight's view, its links,
// package and live channel, a venue's fights. A venue's host sends the
// key of its link in the X-Live-Key header; the organizer and the jury
// need none (their session cookie). The words are kept here, beside the
// pages that alone use them, in Russian and English.

import { ApiError } from "../common/api.js";
import { lang } from "../common/i18n.js";
import { connect } from "../common/live.js";
import { el } from "../common/dom.js";

const enc = encodeURIComponent;
const F = (fid) => "/api/festivals/" + enc(fid);
const L = (fid, fight) => F(fid) + "/svoya-live/" + enc(fight);

/** send makes one request with an optional venue key. */
async function send(method, path, body, key) {
  const headers = { "Accept": "application/json", "Accept-Language": lang() };
  if (method !== "GET") headers["Content-Type"] = "application/json";
  if (key) headers["X-Live-Key"] = key;
  const res = await fetch(path, { method, headers, credentials: "same-origin", cache: "no-store",
    body: method === "GET" ? undefined : JSON.stringify(body || {}) });
  const text = await res.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch (_) { data = { message: text }; }
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

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
  loadPackage: (fid, fight, key, name, body) => send("POST", L(fid, fight) + "/package", { name, ...body }, key),
  pressesURL: (fid, fight) => L(fid, fight) + "/presses.csv",
  venue: (fid, venue) => send("GET", F(fid) + "/svoya-venues/" + enc(venue)),
  venueLink: (fid, venue) => send("GET", F(fid) + "/svoya-venues/" + enc(venue) + "/link"),
  channel: (fid, fight, onMessage, onState) => connect(L(fid, fight) + "/ws", onMessage, onState),
};

const words = {
  ru: {
    title: "Своя игра вживую", bad_link: "Неполная ссылка: откройте ссылку, которую дал организатор.",
    venue: "Площадка {0}", playoff: "плей-офф", fight: "Бой {0}", open: "Играть этот бой вживую",
    not_live: "Бой ещё не играется вживую.", hand: "ответы внесены вручную", done: "сыгран", live: "идёт",
    choose: "Выбрать", unlock: "Кнопки", right: "Верно", wrong: "Неверно", end: "Снять вопрос", undo: "Отменить решение",
    reopen: "Вернуть вопрос", reason: "Причина (обязательно)", ok: "OK", cancel: "Отмена",
    round: "Раунд {0} из {1}", choosing: "Выберите вопрос", reading: "Ведущий читает вопрос",
    open_ph: "Кнопки открыты", answering: "Отвечает {0}", done_ph: "Бой окончен", overtime: "время ответа вышло",
    package: "Пакет вопросов (.siq, .yaml, .txt)", no_package: "Пакет не загружен: на табло только стоимости.",
    answer: "Ответ", presses: "Нажатия", links: "Ссылки", display: "Табло зала", csv: "Нажатия (CSV)",
    buzzers: "Кнопки, подключённые к этому компьютеру", copy_venue: "Ссылка ведущего площадки",
    keys: "Клавиши: стрелки и Enter — выбор; U — кнопки, R — верно, W — неверно, E — снять, Z — отменить",
    sound_on: "Включить звук", waiting: "Ожидание боя…", nobody: "Никто не ответил", took: "{0}: верно!",
    you: "Ваша кнопка", press: "ЖМИ", wait: "Ждите", false_start: "Фальстарт! Кнопка заблокирована",
    first: "Вы отвечаете!", blocked: "Кнопка заблокирована", no_right: "Вы уже отвечали", beaten: "Опередили",
    duplicate: "Уже нажато", closed: "Кнопки закрыты", loaded: "Пакет загружен: {0}", ms: "мс", verdict: "Итог",
    player: "Игрок", time: "Время", q: "Вопрос",
  },
  en: {
    title: "Svoya igra live", bad_link: "Incomplete link: open the link the organizer gave you.",
    venue: "Venue {0}", playoff: "play-off", fight: "Fight {0}", open: "Play this fight live",
    not_live: "This fight is not played live yet.", hand: "answers entered by hand", done: "played", live: "live",
    choose: "Choose", unlock: "Buttons", right: "Right", wrong: "Wrong", end: "End question", undo: "Undo ruling",
    reopen: "Reopen question", reason: "Reason (required)", ok: "OK", cancel: "Cancel",
    round: "Round {0} of {1}", choosing: "Choose a question", reading: "The host reads the question",
    open_ph: "Buttons open", answering: "{0} answers", done_ph: "The fight is over", overtime: "time to answer is up",
    package: "Question package (.siq, .yaml, .txt)", no_package: "No package loaded: the board shows values only.",
    answer: "Answer", presses: "Presses", links: "Links", display: "Hall display", csv: "Presses (CSV)",
    buzzers: "Buttons wired to this computer", copy_venue: "The venue's host link",
    keys: "Keys: arrows and Enter choose; U buttons, R right, W wrong, E end, Z undo",
    sound_on: "Turn sound on", waiting: "Waiting for the fight…", nobody: "Nobody answered", took: "{0}: right!",
    you: "Your button", press: "PRESS", wait: "Wait", false_start: "False start! Button blocked",
    first: "You answer!", blocked: "Button blocked", no_right: "You have answered already", beaten: "Someone was faster",
    duplicate: "Already pressed", closed: "Buttons closed", loaded: "Package loaded: {0}", ms: "ms", verdict: "Verdict",
    player: "Player", time: "Time", q: "Question",
  },
};

/** w is the word of key in the chosen language, {n} replaced by argument n. */
export function w(key, ...args) {
  const s = (words[lang()] || words.ru)[key] ?? words.ru[key] ?? key;
  return s.replace(/\{(\d+)\}/g, (_, n) => String(args[+n] ?? ""));
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

/** fightKey is a fight's name in the live routes (SvoyaRef.Key). */
export function fightKey(ref) {
  return ref.stage + "-" + (ref.venue || 0) + "-" + (ref.fight || 0) + (ref.shootout ? "-" + ref.shootout : "");
}

/** consoleLink is the jury page's link of a fight to its live console. */
export function consoleLink(fid, ref) {
  const q = new URLSearchParams({ fest: fid, venue: ref.stage === "groups" ? String(ref.venue) : "playoff", fight: fightKey(ref), view: "console" });
  return el("p", {}, el("a", { href: "/svoya-live.html?" + q, target: "_blank", rel: "noopener", id: "sv-console" }, w("open")));
}
