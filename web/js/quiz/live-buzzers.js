// Buttons wired to the host's or the display's computer: keys of a
// keyboard (USB buzzer boxes type keys) and buttons of USB game
// controllers (the browser's Gamepad API). Each team's key and
// controller button are chosen in a small panel and kept in localStorage,
// so a venue's computer remembers its boxes. Out of the box the keys 1-4
// answer for the seats in order (a Brain-ring fight's two teams, a Svoya
// igra fight's four players): the digits most buzzer boxes type.

import { el, replace } from "../common/dom.js";
import { t } from "../common/i18n.js";

const KEY = "turnir.buzzers";
const defaults = { keys: ["Digit1", "Digit2", "Digit3", "Digit4"], pads: ["", "", "", ""] };

/** settings returns the saved mapping: keys[side] (KeyboardEvent.code)
 * and pads[side] ("gamepad:button", "" for none). A mapping saved for
 * fewer seats (a Brain-ring computer's two) takes the defaults for the
 * others, unless a saved seat already uses that key. */
export function settings() {
  let s = null;
  try {
    s = JSON.parse(localStorage.getItem(KEY) || "null");
  } catch (_) { /* blocked or damaged: the defaults */ }
  if (!s || !Array.isArray(s.keys) || !Array.isArray(s.pads)) return structuredClone(defaults);
  for (let side = 0; side < defaults.keys.length; side++) {
    if (s.keys[side] === undefined) s.keys[side] = s.keys.includes(defaults.keys[side]) ? "" : defaults.keys[side];
    if (s.pads[side] === undefined) s.pads[side] = "";
  }
  return s;
}

function save(s) {
  try { localStorage.setItem(KEY, JSON.stringify(s)); } catch (_) { /* ignore */ }
}

let learning = null; // {kind, side, done} while the panel waits for a key or button

// codeOf is a key's code with the numpad's digits as the top row's: a
// buzzer box may type either, and "1" is "1".
const codeOf = (e) => e.code.replace(/^Numpad(\d)$/, "Digit$1");

// keyName is a key code as a person reads it: "1", "A", "Space".
const keyName = (code) => (code || "—").replace(/^(Digit|Key)/, "");

/** attach calls press(side) when the key or controller button of one of
 * the first seats sides goes down; it returns a function that detaches.
 * Keys typed into a field are left alone. */
export function attach(press, seats = 2) {
  const onKey = (e) => {
    if (e.target && (e.target.tagName === "INPUT" || e.target.tagName === "TEXTAREA")) return;
    if (learning && learning.kind === "key") {
      const s = settings();
      s.keys = s.keys.map((k) => (k === codeOf(e) ? "" : k)); // one key, one seat
      s.keys[learning.side] = codeOf(e);
      save(s);
      e.preventDefault();
      learning.done();
      learning = null;
      return;
    }
    if (e.repeat) return;
    const side = settings().keys.indexOf(codeOf(e));
    if (side >= 0 && side < seats && e.code) {
      e.preventDefault();
      e.stopImmediatePropagation();
      press(side);
    }
  };
  window.addEventListener("keydown", onKey, true);
  const down = new Set();
  let frame = 0;
  const poll = () => {
    const pads = navigator.getGamepads ? navigator.getGamepads() : [];
    const s = settings();
    for (const p of pads) {
      if (!p) continue;
      p.buttons.forEach((b, i) => {
        const id = p.index + ":" + i;
        if (b.pressed && !down.has(id)) {
          down.add(id);
          if (learning && learning.kind === "pad") {
            s.pads = s.pads.map((x) => (x === id ? "" : x));
            s.pads[learning.side] = id;
            save(s);
            learning.done();
            learning = null;
            return;
          }
          const side = s.pads.indexOf(id);
          if (side >= 0 && side < seats) press(side);
        } else if (!b.pressed) down.delete(id);
      });
    }
    frame = requestAnimationFrame(poll);
  };
  frame = requestAnimationFrame(poll);
  return () => {
    window.removeEventListener("keydown", onKey, true);
    cancelAnimationFrame(frame);
  };
}

/** panel renders the settings into box for the teams' names. */
export function panel(box, names) {
  const s = settings();
  const row = (side) => el("div", { class: "row" },
    el("span", { class: "grow" }, names[side] || "ABCD"[side]),
    el("button", { type: "button", class: "secondary", onclick: () => learn("key", side) },
      t("lv.key") + ": " + keyName(s.keys[side])),
    el("button", { type: "button", class: "secondary", onclick: () => learn("pad", side) },
      t("lv.pad") + ": " + (s.pads[side] || "—")));
  const learn = (kind, side) => {
    learning = { kind, side, done: () => panel(box, names) };
    replace(box, el("p", { class: "msg info" }, kind === "key" ? t("lv.press_key") : t("lv.press_pad")));
  };
  replace(box, el("p", { class: "muted small" }, t("lv.buzzers_help")), names.map((_, side) => row(side)));
}
