// Inline confirmations in place of the browser's confirm() and prompt().
// A blocking dialog freezes the page and its live updates while it is up,
// some phone browsers suppress it or offer "block this site's dialogs",
// and a screen reader loses its place. Instead the button of a step that
// cannot be undone turns, for a few seconds, into the question with
// Cancel and Confirm beside it; a step that needs a reason gets a small
// form in a slot of its own, which the live redraws leave alone.

import { el } from "./dom.js";
import { t } from "./i18n.js";

/** WAIT is how long a question stays up unanswered, in milliseconds. */
const WAIT = 8000;

let open = null; // the question shown now: {close()}; only one at a time

/** confirmAt asks in place of button whether to do what (a sentence
 * saying what happens); Confirm calls run, Cancel, Escape or WAIT ms
 * without an answer put the button back and do nothing. The new buttons
 * take the button's id with -yes and -no. The question takes the button's
 * place, so a double tap lands on text, never on Confirm; focus goes to
 * Cancel, so a repeated Enter cancels too. */
export function confirmAt(button, what, run) {
  if (open) open.close();
  const id = button.id || "confirm";
  const q = el("span", { class: "confirm-q", id: id + "-q" }, what);
  const no = el("button", { type: "button", id: id + "-no", class: "secondary confirm-no" }, t("common.cancel"));
  const yes = el("button", { type: "button", id: id + "-yes", class: "danger confirm-yes", "aria-describedby": id + "-q" },
    t("common.confirm"));
  const box = el("span", { class: "confirm", role: "alertdialog", "aria-labelledby": id + "-q" }, q, no, yes);
  let timer = 0;
  const close = () => {
    clearTimeout(timer);
    const hadFocus = box.contains(document.activeElement);
    box.remove();
    button.classList.remove("hidden");
    if (open && open.box === box) open = null;
    if (hadFocus && button.isConnected) button.focus();
  };
  no.addEventListener("click", close);
  yes.addEventListener("click", () => {
    close();
    run();
  });
  box.addEventListener("keydown", (e) => {
    if (e.key === "Escape") close();
  });
  button.classList.add("hidden");
  button.after(box);
  open = { box, close };
  // The question lapses on its own, but not under a keyboard user's
  // focus or a hovering pointer: someone is still reading it.
  const lapse = () => {
    if (box.matches(":hover") || box.querySelector(":focus-visible")) timer = setTimeout(lapse, WAIT);
    else close();
  };
  timer = setTimeout(lapse, WAIT);
  no.focus();
}

/** reasonAt fills slot with a small form for a step that needs a reason:
 * the label, a required field, the step's button (text ok) and Cancel.
 * ok(reason) is called with the trimmed reason, never with an empty one;
 * Cancel or Escape empty the slot. The field is #<slot id>-reason, the
 * buttons #<slot id>-ok and #<slot id>-cancel. */
export function reasonAt(slot, label, ok, run) {
  const id = slot.id || "reason";
  const input = el("input", { id: id + "-reason", required: true, class: "grow", autocomplete: "off" });
  const need = el("p", { class: "msg bad small hidden", id: id + "-need" }, t("common.reason_needed"));
  const close = () => slot.replaceChildren();
  const form = el("form", { class: "ask", onsubmit: (e) => {
    e.preventDefault();
    const why = input.value.trim();
    if (!why) {
      // Said, not only focused: an OK that does nothing looks broken.
      need.classList.remove("hidden");
      input.focus();
      return;
    }
    close();
    run(why);
  } }, el("label", { for: id + "-reason" }, label),
  el("div", { class: "row" }, input, el("button", { type: "submit", id: id + "-ok", class: "danger" }, ok),
    el("button", { type: "button", id: id + "-cancel", class: "secondary", onclick: close }, t("common.cancel"))), need);
  form.addEventListener("keydown", (e) => {
    if (e.key === "Escape") close();
  });
  slot.replaceChildren(form);
  slot.scrollIntoView({ block: "center" });
  input.focus();
}
