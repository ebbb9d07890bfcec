// The arbiters' page of a team chess event (?c=id): sign-in (the
// organizer's password, or the arbiters' = the jury's), creating an
// event, admission (the roster form with its check board by board, CSV
// import, replacing and withdrawing teams with a reason, the number of
// rounds), the draw, pairing each round, the result grid, closing a
// round, pairing by hand and finishing, each decision with its reason.
// The buttons are the ones the server offers (actions); nothing is
// decided here.

import { $, el, replace, show } from "../common/dom.js";
import { server } from "../common/api.js";
import { capi, chessLive } from "./api.js";
import { importRosters, rosterForm } from "./admission.js";
import { resultGrid } from "./grid.js";
import { chessFrame, fail, liveState } from "./page.js";
import { decisionList, nextText, teamCards, teamName, whenText } from "./views.js";
import { onSwitch, tc, teamsText } from "./words.js";
import { t } from "../common/i18n.js";
import "../common/files.js";

const cid = chessFrame("arbiter");
let ev = null;
let signedIn = false;
let picked = 0; // a closed round picked for corrections; 0: the open round
let lastEnter = 0; // the open round of the last render
let amending = null; // the team whose roster is being replaced

async function session() {
  try {
    const s = await server.session();
    signedIn = !!(s.organizer || s.jury);
  } catch (_) { signedIn = false; }
  show("#signin-card", !signedIn);
}

async function refresh() {
  if (!cid) return listEvents();
  try {
    ev = await capi.event(cid);
    render(); // a refusal stays shown until the next action (act clears it)
  } catch (e) {
    fail(e);
  }
}

async function listEvents() {
  show("#create-card", signedIn);
  try {
    const list = await capi.list();
    replace("#list", el("ul", {}, list.map((x) => el("li", {},
      el("a", { href: "/chess-arbiter.html?c=" + encodeURIComponent(x.id) }, x.name || x.id), " — ", tc("phase." + x.phase)))));
  } catch (e) {
    fail(e);
  }
}

/** act runs a write and shows its refusal, if any. */
async function act(run) {
  fail(null);
  try {
    await run();
    await refresh();
  } catch (e) {
    fail(e);
  }
}

/** withReason asks for a reason inline under the actions, then runs. */
function withReason(label, run, optional) {
  const reason = el("input", { id: "reason-input", placeholder: tc("reason"), class: "grow" });
  const need = el("span", { class: "msg bad small hidden", id: "reason-need" }, t("common.reason_needed"));
  const ok = el("button", { type: "button", id: "reason-ok", onclick: () => {
    if (!optional && !reason.value.trim()) {
      need.classList.remove("hidden"); // said, not only focused
      reason.focus();
      return;
    }
    replace("#action-slot");
    act(() => run(reason.value.trim()));
  } }, tc("ok"));
  replace("#action-slot", el("div", { class: "row" }, el("strong", {}, label), reason, ok,
    el("button", { type: "button", class: "secondary", onclick: () => replace("#action-slot") }, tc("cancel")), need));
  reason.focus();
}

function render() {
  if (!ev) return;
  const a = ev.actions;
  document.title = ev.name + " — " + tc("arbiter");
  $("#cname").textContent = ev.name;
  show("#status-card");
  $("#status").textContent = tc("phase." + ev.phase) + ", " + tc("after", ev.closed, ev.rounds) + " · " + teamsText(ev.teams);
  $("#next").textContent = nextText(ev);
  const btn = (id, label, run, secondary) => el("button", { type: "button", id, class: secondary ? "secondary" : null, onclick: run }, label);
  // The buttons are rebuilt only when what they offer changes: a push
  // re-rendering the page must not swap a button under a finger.
  show("#actions", signedIn);
  const key = JSON.stringify([a, ev.closed, signedIn]);
  if ($("#actions").dataset.key !== key) {
    $("#actions").dataset.key = key;
    replace("#actions",
      a.begin ? btn("begin", tc("begin"), () => act(() => capi.begin(cid))) : null,
      a.pair ? btn("pair", tc("pair"), () => act(() => capi.pair(cid))) : null,
      a.close ? btn("close", tc("close", a.close), () => act(() => capi.close(cid, a.close))) : null,
      a.undo ? btn("undo", tc("undo", a.undo), () => withReason(tc("undo", a.undo), (r) => capi.undo(cid, r)), true) : null,
      a.finish ? btn("finish", tc("finish"), () => act(() => capi.finish(cid))) : null,
      a.finish_early && ev.closed > 0 ? btn("finish-early", tc("finish_early"), () => withReason(tc("finish_early"), (r) => capi.finish(cid, r)), true) : null);
  }

  show("#admission-card", a.register && signedIn);
  if (a.register && signedIn) {
    const form = $("#team-form");
    const key = amending ? "amend:" + amending.id : "new";
    if (form.dataset.key !== key) {
      form.dataset.key = key;
      rosterForm(form, ev.config.boards.length, () => { amending = null; form.dataset.key = ""; refresh(); }, cid, amending);
    }
    const rounds = el("input", { id: "rounds", type: "number", min: "1", value: String(ev.config.rounds), "aria-label": tc("configure") });
    // K7: the round-1 draw may happen by itself at the programme's time.
    const item = ev.programme.items.find((it) => it.kind === "draw" && it.round === 1);
    const sched = ev.draw_at
      ? [el("span", { id: "draw-at" }, tc("draw_at", whenText(ev.draw_at))), btn("draw-cancel", tc("cancel"), () => act(() => capi.drawAt(cid, "")), true)]
      : item && new Date(item.at) > new Date() ? btn("draw-schedule", tc("draw_schedule", whenText(item.at)), () => act(() => capi.drawAt(cid, item.at)), true) : null;
    replace("#config", el("label", {}, tc("configure"), " ", rounds),
      btn("configure", tc("configure_btn"), () => withReason(tc("configure"), (r) => capi.configure(cid, +rounds.value, r)), true), sched);
  }

  // The grid shows the open round; a closed round can be picked to
  // correct a result, which needs a reason (the server says so too).
  const rounds = ev.round_list;
  if (picked > rounds.length || (a.enter && a.enter !== lastEnter)) picked = 0; // a new round opens on the grid
  lastEnter = a.enter;
  const shownRound = picked ? rounds[picked - 1] : (a.enter ? rounds[a.enter - 1] : null);
  show("#grid-card", rounds.length > 0 && signedIn && ev.phase !== "registration");
  show("#manual-card", a.pair && signedIn);
  const tabsKey = JSON.stringify([rounds.length, shownRound && shownRound.n]);
  if ($("#grid-rounds").dataset.key !== tabsKey) { // not swapped under a finger by a push
    $("#grid-rounds").dataset.key = tabsKey;
    replace("#grid-rounds", rounds.map((r) => el("button", {
      type: "button", class: shownRound && r.n === shownRound.n ? "small-btn" : "small-btn secondary", dataset: { round: String(r.n) },
      onclick: () => { picked = r.n === a.enter ? 0 : r.n; render(); },
    }, String(r.n))));
  }
  show("#correction", !!shownRound && shownRound.closed);
  if (shownRound) {
    $("#grid-title").textContent = tc("round", shownRound.n) + (shownRound.closed ? " — " + tc("correcting") : "");
    // Drawn again at every push and language switch: what is typed and
    // not saved stays (resultGrid keeps it, with the focus).
    resultGrid($("#grid"), cid, shownRound, refresh, () => (shownRound.closed ? $("#correction-reason").value.trim() : ""));
    // The team without an opponent this round: the arbiter's page said it
    // nowhere (the public page and the sheet did).
    if (shownRound.bye) $("#grid").append(el("p", { class: "bye", id: "grid-bye" }, tc("bye", shownRound.bye_name)));
  } else {
    $("#grid-title").textContent = "";
    replace("#grid");
  }

  show("#teams-card");
  replace("#teams", teamCards(ev).map((card) => {
    const id = card.dataset.team;
    const tm = ev.team_cards.find((c) => c.id === id);
    if (signedIn && !tm.withdrawn && ev.phase !== "finished") {
      card.append(el("div", { class: "row no-print" },
        a.register ? btn("amend-" + id, tc("amend"), () => { amending = tm; render(); $("#team-form").scrollIntoView(); }, true) : null,
        btn("withdraw-" + id, tc("withdraw"), () => withReason(tc("withdraw") + ": " + teamName(ev, id), (r) => capi.withdraw(cid, id, r), a.register), true)));
    }
    return card;
  }));
  show("#decisions-card");
  replace("#decisions", decisionList(ev));
}

$("#signin").addEventListener("submit", (e) => {
  e.preventDefault();
  act(async () => { await server.login($("#password").value); await session(); });
});
$("#as-arbiter").addEventListener("click", () => act(async () => { await capi.juryLogin($("#password").value); await session(); }));
$("#create").addEventListener("submit", (e) => {
  e.preventDefault();
  const body = { name: $("#create-name").value.trim() };
  if ($("#create-id").value.trim()) body.id = $("#create-id").value.trim();
  act(async () => {
    const v = await capi.create(body);
    location.href = "/chess-arbiter.html?c=" + encodeURIComponent(v.id);
  });
});
$("#import-run").addEventListener("click", () => act(() => importRosters(cid, $("#import-file").files[0], $("#import-text").value, $("#import-result"))));
$("#manual-run").addEventListener("click", () => {
  // A team is named by its ID, its pairing number or its name.
  const team = (s) => {
    const c = ev.team_cards.find((x) => x.id === s || String(x.number) === s || x.roster.name === s);
    return c ? c.id : s;
  };
  const matches = [];
  let bye = "";
  for (const line of $("#manual-text").value.split("\n").map((l) => l.trim()).filter(Boolean)) {
    const m = line.match(/^bye\s+(.+)$/i);
    if (m) { bye = team(m[1].trim()); continue; }
    const [white, black] = line.split(/\s+-\s+|\s*—\s*/).map((s) => team(s.trim()));
    matches.push({ white, black });
  }
  act(() => capi.manual(cid, matches, bye, $("#manual-reason").value.trim()));
});
onSwitch(() => { $("#team-form").dataset.key = ""; $("#actions").dataset.key = ""; render(); });
session().then(() => {
  refresh();
  if (cid) chessLive(cid, refresh, liveState);
});
