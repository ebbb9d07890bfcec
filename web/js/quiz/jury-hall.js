// The folded forms of the lots the Brain-ring and Svoya igra draw, entered
// as drawn in the hall (issue 14, item 11): the group draw (F2), a group's
// tie lot (F5) and the seat draw (S3). Each is a decision with its reason;
// the server's view says what the form needs (the group sizes, the tied
// teams, each venue's player count) and the server checks the draw is one
// its own could give. The cup's form is in jury-cup.js.

import { fapi } from "./api.js";
import { el } from "../common/dom.js";
import { t } from "../common/i18n.js";

const names = (v, id) => (v && v.names && v.names[id]) || id;

/** folded wraps a hall form as the cup's is: closed until asked for. */
function folded(id, hint, rows, submit) {
  const reason = el("input", { id: id + "-reason", required: true, placeholder: t("common.reason") });
  const form = el("form", { id: id + "-form" }, el("p", { class: "small muted" }, hint), el("div", { class: "hall-teams" }, rows),
    el("label", { for: id + "-reason" }, t("common.reason")), reason,
    el("p", {}, el("button", { type: "submit", id: id + "-save", class: "secondary" }, t("jury.hall_save"))));
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    submit(form, reason.value.trim());
  });
  return el("details", { class: "fix", id }, el("summary", {}, t("jury.hall_lot")), form);
}

/** brHallGroups is the form of the group draw made in the hall: a group
 * for each team, the teams of a group in list order. */
export function brHallGroups(fid, br, act) {
  const groups = (br.hall && br.hall.groups) || [];
  if (!groups.length) return "";
  const sizes = groups.map((g) => g.name + " — " + g.teams).join(", ");
  const rows = ((br.next && br.next.teams) || []).map((id) => el("label", { class: "check" },
    el("select", { class: "hall-group", dataset: { team: id } }, el("option", { value: "" }, "—"),
      groups.map((g) => el("option", { value: g.name }, g.name))), " ", names(br, id)));
  return folded("br-hall", t("jury.hall_groups_hint", sizes), rows, (form, reason) => {
    const by = Object.fromEntries(groups.map((g) => [g.name, []]));
    for (const s of form.querySelectorAll("select.hall-group")) if (s.value) by[s.value].push(s.dataset.team);
    act(() => fapi.br(fid, "draw-groups/hall", { groups: groups.map((g) => by[g.name]), reason }));
  });
}

/** brHallLot is the form of a group's tie lot drawn in the hall: each
 * tied team's place in the drawn order. */
export function brHallLot(fid, br, act) {
  const tied = (br.hall && br.hall.tied) || [];
  if (!tied.length) return "";
  const rows = tied.map((id) => el("label", { class: "check" },
    el("input", { type: "number", min: "1", max: String(tied.length), class: "hall-n", dataset: { team: id } }), " ", names(br, id)));
  return folded("br-hall-lot", t("jury.hall_tied_hint"), rows, (form, reason) => {
    const got = [...form.querySelectorAll("input.hall-n")].map((x) => [Number(x.value), x.dataset.team]);
    act(() => fapi.br(fid, "group-lot/hall", { group: br.hall.group, order: got.sort((a, b) => a[0] - b[0]).map(([, id]) => id), reason }));
  });
}

/** svHallSeats is the form of the seat draw made in the hall: a venue and
 * a seat for each player. */
export function svHallSeats(fid, sv, act) {
  const h = sv.hall_seats;
  if (!h) return "";
  const counts = h.seated.map((n, i) => t("sv.venue", i + 1) + " — " + n).join(", ");
  const head = el("div", { class: "hall-head", "aria-hidden": "true" }, el("span", {}, t("jury.venue")), el("span", {}, t("jury.seat")), t("sv.player"));
  const rows = [head].concat(h.players.map((p) => el("label", { class: "check hall-seat", dataset: { player: p } },
    el("input", { type: "number", min: "1", max: String(h.venues), class: "hall-venue", "aria-label": t("jury.venue"), placeholder: t("jury.venue") }),
    el("input", { type: "number", min: "1", max: String(h.per_venue), class: "hall-seatn", "aria-label": t("jury.seat"), placeholder: t("jury.seat") }),
    " ", names(sv, p))));
  const slip = el("p", { class: "bad hall-error", role: "alert" });
  const form = folded("sv-hall", t("jury.hall_seats_hint", counts), rows, (form, reason) => {
    const seats = Array.from({ length: h.venues }, () => Array(h.per_venue).fill(""));
    // A slip of the pen (a seat written twice, a player with none) would
    // silently drop a player from what is sent, and the server could only
    // say the seating is short; the page names the players instead. Whether
    // the seating is one the draw could give stays the server's to say.
    const slips = [];
    for (const r of form.querySelectorAll(".hall-seat")) {
      const v = Number(r.querySelector(".hall-venue").value), s = Number(r.querySelector(".hall-seatn").value);
      const who = names(sv, r.dataset.player);
      r.classList.remove("bad");
      if (!(v >= 1 && v <= h.venues && s >= 1 && s <= h.per_venue)) {
        slips.push(t("jury.hall_seat_missing", who, h.venues, h.per_venue));
        r.classList.add("bad");
      } else if (seats[v - 1][s - 1]) {
        slips.push(t("jury.hall_seat_twice", t("sv.venue", v), s, names(sv, seats[v - 1][s - 1]), who));
        r.classList.add("bad");
      } else seats[v - 1][s - 1] = r.dataset.player;
    }
    slip.textContent = slips.join(" ");
    if (!slips.length) act(() => fapi.sv(fid, "draw-seats/hall", { seats, reason }));
  });
  form.querySelector("form").prepend(slip);
  return form;
}
