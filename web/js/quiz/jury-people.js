// The jury's editor of one team's people (issue 14, item 10): each player
// and coach with their name and ChGK rating-site id, saved one by one; a
// person who has played nowhere may be removed by the organizer with a
// reason (the server says who: removable); a new player or coach is added
// with their id. A person never moves to another team: the jury removes
// them here and adds them there.

import { fapi } from "./api.js";
import { el, replace } from "../common/dom.js";
import { t } from "../common/i18n.js";
import { reasonAt } from "../common/confirm.js";

// What the jury has typed and not yet seen saved, by team and kind for a new
// person and by person for an edit: the editor is redrawn whenever the page
// re-reads the festival (another jury member's change, the re-read after a
// save), and nothing typed may be lost to that.
const drafts = new Map();

/** draft binds inputs to the draft under key; done(values, sent) says the
 * server now holds what was typed, which ends the draft (sent is what
 * sent(key, mark) recorded at the draft's submission, if any). */
function draft(key, inputs, done) {
  const d = drafts.get(key);
  if (d && done(d.values, d.sent)) drafts.delete(key);
  else if (d) inputs.forEach((x, i) => { x.value = d.values[i]; });
  for (const x of inputs) x.addEventListener("input", () => drafts.set(key, { values: inputs.map((y) => y.value) }));
}

/** sent marks the draft under key as submitted, with mark (what done
 * compares against); typing again clears it. */
function sent(key, inputs, mark) {
  drafts.set(key, { values: inputs.map((y) => y.value), sent: mark });
}

/** peopleEdit draws the editor of team tm into slot; act(fn) runs a
 * change and re-reads the page; org says the organizer is signed in. */
export function peopleEdit(fid, tm, org, act, slot) {
  const row = (p, kind) => {
    const name = el("input", { class: "person-name", value: p.name, required: true, "aria-label": t("jury.person_name") });
    const rating = el("input", { class: "person-rating", value: p.rating || "", inputmode: "numeric", pattern: "[0-9]*", maxlength: "9",
      placeholder: t("jury.rating_id"), "aria-label": t("jury.rating_id") });
    const form = el("form", { class: "row person-row", dataset: { person: p.id } }, name, rating,
      el("button", { type: "submit", class: "secondary small-btn person-save" }, t("common.save")),
      org && p.removable ? el("button", { type: "button", class: "secondary small-btn person-remove", onclick: () =>
        reasonAt(form, t("jury.person_remove_reason", p.name), t("jury.team_remove"),
          (why) => act(() => fapi.removePerson(fid, kind, p.id, why))) }, t("jury.team_remove")) : "",
      p.disqualified ? el("span", { class: "badge" }, "DQ") : "");
    draft("person/" + p.id, [name, rating], (d) => d[0].trim() === p.name && d[1].trim() === (p.rating || ""));
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      act(() => fapi.editPerson(fid, kind, p.id, name.value.trim(), rating.value.trim()));
    });
    return form;
  };
  const add = (kind) => {
    const name = el("input", { class: "person-new-name", required: true, placeholder: t(kind === "players" ? "jury.new_player" : "jury.new_coach") });
    const rating = el("input", { class: "person-new-rating", inputmode: "numeric", pattern: "[0-9]*", maxlength: "9", placeholder: t("jury.rating_id") });
    const form = el("form", { class: "row person-add" }, name, rating, el("button", { type: "submit", class: "small-btn" }, t("jury.person_add")));
    // A new person's draft ends once the team holds one more person of
    // that name than when it was sent: a name the team already has (a
    // namesake being typed) is not taken for the saved one.
    const key = "new/" + tm.id + "/" + kind;
    const named = (n) => tm[kind].filter((p) => p.name === n.trim()).length;
    draft(key, [name, rating], (d, before) => before !== undefined && named(d[0]) > before);
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      sent(key, [name, rating], named(name.value));
      act(() => fapi.addPerson(fid, kind, tm.id, name.value.trim(), rating.value.trim()));
    });
    return form;
  };
  replace(slot, el("div", { class: "ask people-edit", id: "people-edit" },
    el("h3", {}, tm.name),
    el("p", { class: "small muted" }, t("jury.people_hint")),
    el("h4", {}, t("jury.players")), tm.players.map((p) => row(p, "players")), add("players"),
    el("h4", {}, t("jury.coaches")), tm.coaches.map((p) => row(p, "coaches")), add("coaches"),
    el("p", {}, el("button", { type: "button", class: "secondary", id: "people-close", onclick: () => replace(slot) }, t("common.close")))));
}
