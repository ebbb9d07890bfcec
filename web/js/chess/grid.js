// The arbiters' result grid: one phone-friendly card per match with an
// input per game (the two simuls, then the board match), typed by
// keyboard: 1 = 1-0, = or 5 = ½-½, 0 = 0-1, + = +-, - = -+, x = -- (a
// double forfeit); the focus moves on to the next game, Enter saves the
// match (one request with every filled game). The server judges: a
// refusal is shown on the match.

import { el, replace } from "../common/dom.js";
import { capi } from "./api.js";
import { matchCard } from "./views.js";
import { tc } from "./words.js";

const byKey = { "1": "1-0", "=": "1/2-1/2", "5": "1/2-1/2", "½": "1/2-1/2", "0": "0-1", "+": "+-", "-": "-+", "x": "--", "*": "--", "х": "--" };
const shown = { "1-0": "1-0", "1/2-1/2": "½-½", "0-1": "0-1", "+-": "+-", "-+": "-+", "--": "--" };
const result = (text) => Object.keys(shown).find((r) => shown[r] === text || r === text) || byKey[text] || "";

// lastSave is what the last save of a match said, kept for the grid that
// the save's own refresh draws again (the card it was shown on goes).
let lastSave = null; // {cid, n, m, text, ok}

// dropped is the match whose typed results the next drawing forgets: the
// save found it changed by another arbiter, and the grid shows it as it
// now is.
let dropped = null; // {cid, n, m}

/** drafts are the results typed into box's grid and not saved, by match
 * and game ("3/7"), each with the result it was typed over (base), and
 * the cell that had the focus and its caret: a drawing again (a push, a
 * language switch, another match saved) keeps them, where it wiped them.
 * The base goes with the draft: its save says what the arbiter saw, so a
 * game another arbiter saved meanwhile is refused, not overwritten. */
function drafts(box, cid, n) {
  const out = { cells: {}, focus: "", caret: null };
  if (box.dataset.cid !== cid || box.dataset.round !== String(n)) return out;
  for (const i of box.querySelectorAll("input.res")) {
    const k = i.dataset.match + "/" + i.dataset.slot;
    const drop = dropped && dropped.cid === cid && dropped.n === n && String(dropped.m) === i.dataset.match;
    if (i.value !== i.dataset.server && !drop) out.cells[k] = { value: i.value, base: i.dataset.server };
    if (i === document.activeElement) [out.focus, out.caret] = [k, [i.selectionStart, i.selectionEnd]];
  }
  dropped = null;
  return out;
}

/** resultGrid renders round r of the event for entry into box; reason
 * gives the reason sent with each save (a correction of a closed round).
 * Results typed and not saved yet stay, marked, through a drawing again. */
export function resultGrid(box, cid, r, onSaved, reason = () => "") {
  const kept = drafts(box, cid, r.n);
  box.dataset.cid = cid;
  box.dataset.round = String(r.n);
  const cards = r.matches.map((m) => {
    const msg = el("span", { class: "small" });
    if (lastSave && lastSave.cid === cid && lastSave.n === r.n && lastSave.m === m.number) {
      replace(msg, lastSave.text);
      msg.className = lastSave.ok ? "small badge ok" : "small msg bad";
    }
    const inputs = [];
    const input = (g) => {
      const i = el("input", {
        class: "res", inputmode: "text", autocomplete: "off", "aria-label": tc("kind." + g.kind) + " " + g.board,
        value: shown[g.result] || "", dataset: { slot: String(g.slot), match: String(m.number), server: shown[g.result] || "" },
      });
      const k = m.number + "/" + g.slot;
      if (k in kept.cells) {
        i.value = kept.cells[k].value;
        i.dataset.server = kept.cells[k].base; // what it was typed over
        i.classList.add("draft"); // typed, not saved
      }
      const advance = () => {
        const k = inputs.indexOf(i);
        if (k + 1 < inputs.length) inputs[k + 1].focus();
      };
      const set = (res) => {
        i.value = shown[res];
        i.dataset.prev = i.value;
        i.classList.remove("bad");
        advance();
      };
      i.dataset.prev = i.value;
      i.addEventListener("keydown", (e) => {
        if (e.key === "Enter") { e.preventDefault(); save(); return; }
        if (e.key === "Backspace" || e.key === "Delete") {
          e.preventDefault();
          i.value = i.dataset.prev = "";
          i.classList.toggle("draft", i.value !== i.dataset.server);
        }
      });
      // The typed character is read from the input, whatever keyboard
      // sent it (a phone's sends no usable key codes); anything but a
      // result key leaves the game as it was.
      i.addEventListener("focus", () => i.select());
      i.addEventListener("input", (e) => {
        const typed = e.data || i.value.slice(-1); // the character typed, wherever the caret was
        const res = byKey[typed.slice(-1).toLowerCase()];
        if (res) set(res);
        else i.value = i.dataset.prev;
        i.classList.toggle("draft", i.value !== i.dataset.server);
      });
      inputs.push(i);
      return i;
    };
    const save = async () => {
      const results = {};
      // What this grid showed of each game sent: another arbiter's save
      // since then is refused (409), not overwritten unseen.
      const was = {};
      let missing = 0;
      for (const i of inputs) {
        const res = result(i.value.trim());
        const shown = result(i.dataset.server); // what the arbiter typed over
        if (res) {
          results[i.dataset.slot] = res;
          was[i.dataset.slot] = shown;
        } else {
          // A result erased from its cell is cleared (typed into the wrong
          // match); a cell that was empty stays out of the save.
          if (shown && !i.value.trim()) {
            results[i.dataset.slot] = "";
            was[i.dataset.slot] = shown;
          }
          missing++;
        }
      }
      if (!Object.keys(results).length) return;
      const done = (text, ok) => {
        lastSave = { cid, n: r.n, m: m.number, text, ok };
        // The grid is drawn again from the server (the match's total, the
        // other arbiter's results), keeping what is typed elsewhere.
        onSaved();
      };
      try {
        await capi.results(cid, r.n, m.number, results, reason(), was);
        for (const i of inputs) { // saved: no longer typed over anything
          i.dataset.server = i.value;
          i.classList.remove("draft");
        }
        done(tc("saved") + (missing ? " · " + tc("missing", missing) : ""), true);
      } catch (e) {
        // Refused because another arbiter changed the match: the grid
        // shows the match as it now is. Any other refusal (a correction
        // without its reason) keeps what was typed.
        if (e.status === 409 && await changed(was)) {
          dropped = { cid, n: r.n, m: m.number };
          return done(e.message, false);
        }
        replace(msg, e.message);
        msg.className = "small msg bad";
      }
    };
    // changed says whether a game of this match is no longer what the
    // grid showed of it (was).
    const changed = async (was) => {
      try {
        const now = (await capi.round(cid, r.n)).matches.find((x) => x.number === m.number);
        return !!now && now.games.some((g) => String(g.slot) in was && (g.result || "") !== was[String(g.slot)]);
      } catch (_) { return false; }
    };
    const card = matchCard(m, input);
    // A team that does not come loses every game by forfeit (doc.go):
    // one press fills the match, Save records it.
    const absent = (team) => {
      for (const i of inputs) {
        const g = m.games.find((x) => String(x.slot) === i.dataset.slot);
        i.value = i.dataset.prev = shown[g.white.team === team ? "-+" : "+-"];
        i.classList.toggle("draft", i.value !== i.dataset.server);
      }
    };
    card.append(el("div", { class: "row grid-actions" },
      el("button", { type: "button", class: "small-btn save-match", onclick: save }, tc("save")), msg,
      el("button", { type: "button", class: "small-btn secondary absent-white", onclick: () => absent(m.white) }, tc("absent", m.white_name)),
      el("button", { type: "button", class: "small-btn secondary absent-black", onclick: () => absent(m.black) }, tc("absent", m.black_name))));
    return card;
  });
  replace(box, cards);
  if (kept.focus) {
    const i = [...box.querySelectorAll("input.res")].find((x) => x.dataset.match + "/" + x.dataset.slot === kept.focus);
    if (i) {
      i.focus();
      i.setSelectionRange(kept.caret[0], kept.caret[1]);
    }
  }
}
