// A small dictionary: Russian by default, English on request. The choice is
// kept in localStorage and sent to the server as Accept-Language, so its
// error messages (every refusal has both) come in the same language.
//
// Static text in the HTML carries data-i18n="key" (text content) or
// data-i18n-ph="key" (placeholder); code calls t("key", args...), where
// {0}, {1} ... are replaced by the arguments. The words themselves are in
// i18n_ru.js and i18n_en.js (Svoya igra's live pages and the written
// qualifying's package in i18n_svoya_ru.js and i18n_svoya_en.js, the
// Brain-ring's live pages in i18n_live_ru.js and i18n_live_en.js), but for
// the labels the server prints too
// (round and stage names): those come from the server's one catalog
// (package labels), served as labels.js, and are never written here.

import ru from "./i18n_ru.js";
import en from "./i18n_en.js";
import svoyaRu from "./i18n_svoya_ru.js";
import svoyaEn from "./i18n_svoya_en.js";
import liveRu from "./i18n_live_ru.js";
import liveEn from "./i18n_live_en.js";
import labels from "./labels.js";

const dict = { ru: { ...labels.ru, ...ru, ...svoyaRu, ...liveRu }, en: { ...labels.en, ...en, ...svoyaEn, ...liveEn } };

const KEY = "turnir.lang";
let current = (() => {
  try {
    const v = localStorage.getItem(KEY);
    if (v === "en" || v === "ru") return v;
  } catch (_) { /* storage may be blocked */ }
  return "ru";
})();
const listeners = [];

/** lang returns "ru" or "en". */
export function lang() {
  return current;
}

/** t returns the text of key in the chosen language, {n} replaced by
 * argument n and {n:forms} by the form of a word that goes with the
 * number argument n (plural): "в кубке {0} {0:команда|команды|команд}". */
export function t(key, ...args) {
  const s = dict[current][key] ?? dict.ru[key] ?? key;
  return s.replace(/\{(\d+)(?::([^}]*))?\}/g, (_, n, forms) =>
    forms === undefined ? String(args[+n] ?? "") : plural(+args[+n] || 0, forms));
}

/** plural is the one rule for the form of a word after a number, in the
 * chosen language: forms is "one|few|many" in Russian (1 команда,
 * 3 команды, 5 команд, 21 команда) and "one|other" in English (1 team,
 * 3 teams). Every count on the pages goes through it, by t's {n:forms}. */
export function plural(n, forms) {
  const f = String(forms).split("|");
  const cat = new Intl.PluralRules(current === "en" ? "en" : "ru").select(n);
  if (current === "en") return cat === "one" ? f[0] : (f[1] ?? f[0]);
  const i = { one: 0, few: 1, many: 2 }[cat] ?? 1; // "other" (fractions): 1,5 команды
  return f[i] ?? f[f.length - 1];
}

/** eventLabel is an event type in words ("SolverDisqualified" is
 * "Участник дисквалифицирован"), from the catalog's event.<snake_case>
 * keys (labels.EventKey on the server); an unknown type is shown as it is. */
export function eventLabel(type) {
  const key = "event." + String(type || "").replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
  return key in dict.ru ? t(key) : type;
}

/** actorName is who made an entry of a history, in the page's language:
 * the roles the server writes ("organizer", "jury", "arbiter", the
 * "clock") in words, a team's or a player's button ("team:t2") by the
 * name in names (id to name) when it is there; anything else as it is. */
export function actorName(actor, names) {
  const a = String(actor || "");
  const key = "actor." + a;
  if (key in dict.ru) return t(key);
  const [kind, id] = a.split(/:(.*)/s);
  if ((kind === "team" || kind === "player") && id) return t("actor." + kind, (names && names[id]) || id);
  return a;
}

/** setLang switches, remembers and re-renders. */
export function setLang(l) {
  current = l === "en" ? "en" : "ru";
  try { localStorage.setItem(KEY, current); } catch (_) { /* ignore */ }
  translate();
  for (const f of listeners) f(current);
}

/** onLang registers a re-render to run after a switch. */
export function onLang(f) {
  listeners.push(f);
}

/** translate fills the static text of the document. */
export function translate(root = document) {
  document.documentElement.lang = current;
  for (const e of root.querySelectorAll("[data-i18n]")) e.textContent = t(e.dataset.i18n);
  for (const e of root.querySelectorAll("[data-i18n-ph]")) e.placeholder = t(e.dataset.i18nPh);
  for (const e of root.querySelectorAll("[data-i18n-title]")) e.title = t(e.dataset.i18nTitle);
}

/** keys lists the dictionary keys of a language (for the e2e test that
 * both languages have every key). */
export function keys(l) {
  return Object.keys(dict[l]);
}
