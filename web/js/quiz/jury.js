// The jury's page of a festival (?f=id): register teams, disqualifications
// and committee decisions, the history (where a correction is a new entry
// and the corrected one stays), and the competitions, each drawn by its own
// module: the team quiz cup (jury-cup.js), the Brain-ring
// (jury-brainring.js), Svoya igra (jury-svoya.js) and the solyanka
// (jury-solyanka.js). Without ?f it creates a festival. Everything goes
// through quiz/api.js.

import { server } from "../common/api.js";
import { fapi, festLive } from "./api.js";
import { $, el, festParam, replace, show } from "../common/dom.js";
import { t } from "../common/i18n.js";
import { banner, frame, onLang } from "../common/layout.js";
import { confirmAt, reasonAt } from "../common/confirm.js";
import { historyList } from "./views-festival.js";
import { mountCup } from "./jury-cup.js";
import { mountBrainring } from "./jury-brainring.js";
import { mountSvoya } from "./jury-svoya.js";
import { renderSolyanka } from "./jury-solyanka.js";
import { peopleEdit } from "./jury-people.js";
import "../common/files.js";

frame("jury");
const fid = festParam();
// The page's state: the festival, its cup and solyanka views as last read,
// and the history entries read so far.
const page = { fest: null, cup: null, sol: null, hist: [], org: false };
const cup = mountCup(fid, page, act, () => scheduleHistory());
const brainring = mountBrainring(fid, () => scheduleHistory());
const svoya = mountSvoya(fid, () => scheduleHistory());

/** notice shows a short confirmation at the bottom of the screen. */
function notice(text) {
  const n = $("#notice");
  n.textContent = text;
  show(n, true);
  clearTimeout(notice.timer);
  notice.timer = setTimeout(() => show(n, false), 2500);
}

/** act runs a jury decision and reloads. */
async function act(fn) {
  try {
    const v = await fn();
    banner(null);
    if (v && v.next) page.cup = v;
    await refresh();
    notice(t("jury.saved"));
  } catch (e) {
    banner(e);
  }
}

async function refresh() {
  try {
    page.fest = await fapi.festival(fid);
    page.cup = page.fest.cup ? await fapi.cup(fid) : null;
    page.sol = page.fest.solyanka ? await fapi.solyanka(fid) : null;
    await loadHistory();
    render();
    await brainring.refresh(page.fest);
    await svoya.refresh(page.fest);
    if (!refresh.opened) {
      // On the first load, the competitions the festival holds come
      // first and open; later the cards stay where the jury is working.
      refresh.opened = true;
      arrangeCards(page.fest.holds);
      $("#br-card").open = page.fest.brainring;
      $("#sv-card").open = page.fest.svoya;
      $("#solyanka-card").open = page.fest.solyanka;
    }
  } catch (e) {
    banner(e);
  }
}

/** arrangeCards shows what this festival holds: the competitions it has
 * opened come first, in the server's order (Festival.Holds), then the
 * teams, then the competitions it may still open, then the decisions; a
 * festival without a cup does not lead with "open the cup". It runs when
 * the page loads, so no card jumps away from under the jury's hand. */
function arrangeCards(holds) {
  const cards = { cup: "#cup-card", brainring: "#br-card", svoya: "#sv-card", solyanka: "#solyanka-card" };
  const held = holds || [];
  const decisions = $("#decisions-card");
  const want = [...held.map((n) => $(cards[n])), $("#teams-card"),
    ...Object.keys(cards).filter((n) => !held.includes(n)).map((n) => $(cards[n])), decisions];
  const work = decisions.parentNode;
  const now = [...work.children].filter((c) => want.includes(c));
  // Moving a card would take the focus from a field being typed in: only
  // when the order changes (a competition was opened).
  if (want.every((c, i) => now[i] === c)) return;
  const anchor = decisions.nextSibling;
  for (const c of want) work.insertBefore(c, anchor);
}

/** loadHistory fetches the entries the page has not seen yet: a long
 * day's log is read once, then only what each change adds. */
async function loadHistory() {
  const last = page.hist.length ? page.hist[page.hist.length - 1].version : 0;
  const more = await fapi.history(fid, last);
  if (more.length) page.hist = page.hist.concat(more);
}

let histTimer = null;
function scheduleHistory() {
  clearTimeout(histTimer);
  histTimer = setTimeout(async () => {
    try {
      await loadHistory();
      renderHistory();
    } catch (_) { /* the next push retries */ }
  }, 400);
}

function render() {
  if (!page.fest) return;
  $("#fname").textContent = page.fest.name + " — " + t("jury.title");
  $("#public-link").href = "/festival.html?f=" + encodeURIComponent(fid);
  renderTeams();
  cup.render();
  renderSolyanka(fid, page, act);
  renderHistory();
}

/** teamEdit is the inline form that renames a team (issue 14, item 10). */
function teamEdit(tm) {
  const name = el("input", { class: "team-new-name", value: tm.name, required: true, "aria-label": t("jury.team_name") });
  const city = el("input", { class: "team-new-city", value: tm.city || "", "aria-label": t("jury.city") });
  const slot = $("#team-edit");
  const form = el("form", { class: "ask" }, el("div", { class: "row" }, name, city,
    el("button", { type: "submit", id: "team-rename-ok" }, t("jury.team_rename")),
    el("button", { type: "button", class: "secondary", onclick: () => replace(slot) }, t("common.cancel"))));
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    replace(slot);
    act(() => fapi.renameTeam(fid, tm.id, name.value.trim(), city.value.trim()));
  });
  replace(slot, form);
  name.focus();
}

/** openPeople opens the editor of a team's people; it stays open (and
 * is drawn again from each new read) until the jury closes it. */
function openPeople(id) {
  page.people = id;
  renderPeople();
}

function renderPeople() {
  const tm = page.people && page.fest.team_list.find((x) => x.id === page.people);
  if (tm) peopleEdit(fid, tm, !!page.org, act, $("#team-edit"));
}

function renderTeams() {
  const org = !!page.org;
  replace("#teams", el("table", { class: "quiz" },
    el("thead", {}, el("tr", {}, el("th", {}, "ID"), el("th", {}, t("fest.team")), el("th", {}, t("jury.players")), el("th", {}, ""))),
    el("tbody", {}, page.fest.team_list.map((tm) => el("tr", { class: tm.disqualified ? "dq" : "", dataset: { team: tm.id } },
      el("td", {}, tm.id), el("td", {}, tm.name, tm.city ? el("span", { class: "muted" }, " (" + tm.city + ")") : "",
        tm.in_cup ? el("span", { class: "badge" }, t("fest.cup")) : ""),
      el("td", { class: "small" }, tm.players.map((p) => p.name + (p.rating ? " [" + p.rating + "]" : "") + (p.disqualified ? " (DQ)" : "")).join(", ")),
      el("td", { class: "nowrap" },
        el("button", { type: "button", class: "secondary small-btn team-rename", onclick: () => teamEdit(tm) }, t("jury.team_rename")),
        el("button", { type: "button", class: "secondary small-btn team-people", onclick: () => openPeople(tm.id) }, t("jury.people")),
        org && tm.removable ? el("button", { type: "button", class: "secondary small-btn team-remove", onclick: () =>
          reasonAt($("#team-edit"), t("jury.team_remove_reason", tm.name), t("jury.team_remove"),
            (why) => act(() => fapi.removeTeam(fid, tm.id, why))) }, t("jury.team_remove")) : ""))))));
  const kind = $("#dq-kind").value;
  const opts = [];
  for (const tm of page.fest.team_list) {
    if (kind === "team") opts.push([tm.id, tm.name]);
    for (const p of kind === "player" ? tm.players : kind === "coach" ? tm.coaches : []) opts.push([p.id, p.name + " — " + tm.name]);
  }
  const cur = $("#dq-id").value;
  replace("#dq-id", opts.map(([id, label]) => el("option", { value: id, selected: id === cur }, label)));
  if (!$("#people-edit")) page.people = null; // closed, or replaced by another form
  renderPeople();
}

function renderHistory() {
  const names = {};
  if (page.fest) {
    for (const tm of page.fest.team_list) {
      names[tm.id] = tm.name;
      for (const p of tm.players.concat(tm.coaches)) names[p.id] = p.name;
    }
  }
  // The newest entries; the whole log is in the export and the API.
  replace("#history", historyList(page.hist.slice(-300), names));
}

// Forms.
$("#login-form").addEventListener("submit", async (e) => {
  e.preventDefault();
  // The organizer's password first, then the jury's.
  const pw = $("#password").value;
  try {
    await server.login(pw).catch((err) => (err.status === 401 ? fapi.juryLogin(pw) : Promise.reject(err)));
    $("#password").value = "";
    banner(null); // a wrong try's refusal goes with the right password
    start();
  } catch (err) {
    // Both passwords were tried: the refusal names neither alone.
    banner(err.status === 401 ? new Error(t("jury.wrong_password")) : err);
  }
});
$("#create-form").addEventListener("submit", async (e) => {
  e.preventDefault();
  try {
    const f = await fapi.create($("#new-name").value.trim(), $("#new-id").value.trim() || undefined);
    location.assign("/jury.html?f=" + encodeURIComponent(f.id));
  } catch (err) {
    banner(err);
  }
});
$("#team-form").addEventListener("submit", (e) => {
  e.preventDefault();
  const players = $("#team-players").value.split("\n").map((x) => x.trim()).filter(Boolean);
  const coach = $("#team-coach").value.trim();
  act(async () => {
    const id = $("#team-id").value.trim();
    const v = await fapi.addTeam(fid, { ...(id ? { id } : {}), name: $("#team-name").value.trim(), city: $("#team-city").value.trim(), players, coaches: coach ? [coach] : [] });
    $("#team-form").reset();
    return v;
  });
});
$("#dq-kind").addEventListener("change", renderTeams);
// A file of teams (CSV or XLSX: name, city, coach, then the players) is
// registered in one commit (issue 14, item 10).
$("#team-import").addEventListener("change", async (e) => {
  const file = e.target.files && e.target.files[0];
  if (!file) return;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  e.target.value = "";
  act(() => fapi.importTeams(fid, btoa(bin)));
});
$("#dq-form").addEventListener("submit", (e) => {
  e.preventDefault();
  // The reason is the form's required field; the step is asked once more
  // (it cannot be undone), and the form is read when it is confirmed.
  confirmAt($("#dq-save"), t("jury.dq_confirm"), () =>
    act(() => fapi.disqualify(fid, $("#dq-kind").value, $("#dq-id").value, $("#dq-reason").value)));
});
$("#decide-form").addEventListener("submit", (e) => {
  e.preventDefault();
  act(async () => {
    const v = await fapi.decide(fid, $("#dec-subject").value, $("#dec-decision").value, $("#dec-reason").value);
    $("#decide-form").reset();
    return v;
  });
});

async function listFestivals() {
  try {
    const all = await fapi.list();
    replace("#fest-list", (all || []).length ? all.map((f) => el("div", { class: "row list-item" }, el("strong", { class: "grow" }, f.name),
      el("a", { class: "button secondary", href: "/jury.html?f=" + encodeURIComponent(f.id) }, t("fest.jury"))))
      : el("p", { class: "muted", id: "fest-none" }, t("jury.no_festivals")));
  } catch (e) {
    banner(e);
  }
}

async function start() {
  let org = false;
  let jury = false;
  try {
    const s = await server.session();
    org = s.organizer;
    jury = s.jury;
  } catch (e) {
    banner(e);
  }
  show("#login-card", !org && !jury);
  if (!org && !jury) return;
  // Committee decisions (DQ1, DQ2), removing a team and new festivals are
  // the organizer's.
  page.org = org;
  show("#decisions-card", org);
  if (!fid) {
    // The jury works in festivals the organizer creates: it is told so,
    // above the list of those there are.
    show("#create-form", org);
    show("#create-org-only", !org);
    $("#create-title").dataset.i18n = org ? "jury.new_festival" : "jury.festivals";
    $("#create-title").textContent = t($("#create-title").dataset.i18n);
    show("#create-card", true);
    listFestivals();
    return;
  }
  show("#work", true);
  await refresh();
  let timer = null;
  festLive(fid, (msg) => {
    // Another page loaded the qualifying's package (no event: the
    // festival's version stays); the Svoya igra card reads it again.
    if ((msg.events || []).includes("SvoyaQualifyingPackageLoaded")) svoya.packageLoaded();
    // A push of what this page itself wrote (the history has read up to
    // it already) needs nothing: each answer brought its view back.
    const v = msg.festival && msg.festival.version;
    if (v && page.hist.length && page.hist[page.hist.length - 1].version >= v) return;
    clearTimeout(timer);
    // Anything else re-reads everything, unless the jury is typing.
    timer = setTimeout(() => { if (!cup.busy()) refresh(); }, 300);
  }, (up) => show("#offline", !up));
}

onLang(() => { cup.forget(); render(); });
start();
