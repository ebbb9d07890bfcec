// One competition's section of the jury page (the Brain-ring's, Svoya
// igra's): its step in words, its controls and its tables.

import { $, el, replace } from "../common/dom.js";

// The controls are rebuilt only when the step changes, so a live push
// neither swaps a button under the jury's finger nor clears a form.
const keys = {};

/** resetSection makes the next draw of section id rebuild its controls
 * (after a language switch). */
export function resetSection(id) {
  delete keys[id];
}

/** section draws one competition into #id: its step, its controls
 * (rebuilt only when key changes) and its tables, built only while the
 * jury has them open (a festival's tables are big, and a tap should be
 * quick). */
export function section(id, key, stage, controls, tables, has, summary) {
  const root = $("#" + id);
  if (!root.firstChild) {
    const box = el("details", { class: "tables" }, el("summary", {}, summary), el("div", {}));
    box.addEventListener("toggle", () => { if (box.open && box.build) replace(box.lastChild, box.build()); });
    root.append(el("p", { class: "status stage", id: id.replace("jury", "stage") }), el("div", { class: "controls" }), box);
  }
  root.children[0].textContent = stage;
  if (keys[id] !== key) {
    keys[id] = key;
    replace(root.children[1], controls());
  }
  const box = root.children[2];
  replace(box.firstChild, summary); // its words follow a language switch
  box.build = tables;
  box.classList.toggle("hidden", !has);
  replace(box.lastChild, has && box.open ? tables() : "");
}

/** button is a jury control: a plain button with an id for the tests. */
export function button(id, text, onclick, cls) {
  return el("button", { type: "button", id, class: cls || "", onclick }, text);
}
