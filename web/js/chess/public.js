// The public page of a team chess event (?c=id), like chess-results: the
// pairings and results of each round match by match, the standings (K5),
// the crosstable, board prizes, team cards with rosters and individual
// scores, the programme (K7) and the decisions. It re-reads the event on
// every push of its WebSocket; printing gives the tables on A4. Without
// ?c it lists the events.

import { $, el, replace, show } from "../common/dom.js";
import { lang } from "../common/i18n.js";
import { capi, chessLive } from "./api.js";
import { chessFrame, eventOver, fail, liveState } from "./page.js";
import { boardTables, crossTable, decisionList, nextText, programmeList, roundView, standingsTable, teamCards } from "./views.js";
import { onSwitch, tc, teamsText } from "./words.js";

const cid = chessFrame("public");
let ev = null;
let shown = 0; // the round on screen; 0 follows the latest
let after = 0; // the standings shown after this round; 0: now
const projector = new URLSearchParams(location.search).get("view") === "projector";
document.body.classList.toggle("projector", projector);

async function refresh() {
  try {
    ev = await capi.event(cid);
    fail(null);
    render();
  } catch (e) {
    fail(e);
  }
}

/** listEvents shows every event, for the page without ?c. */
async function listEvents() {
  show("#list-card");
  try {
    const list = await capi.list();
    replace("#list", list.length ? el("ul", {}, list.map((x) => el("li", {},
      el("a", { href: "/chess.html?c=" + encodeURIComponent(x.id) }, x.name || x.id), " — ",
      tc("phase." + x.phase), ", ", tc("after", x.closed, x.rounds)))) : tc("none"));
  } catch (e) {
    fail(e);
  }
}

function render() {
  if (!ev) return;
  document.title = ev.name + " — turnir";
  $("#cname").textContent = ev.name;
  const cards = projector ? ["status-card"] : ["status-card", "rounds-card", "standings-card", "cross-card", "boards-card", "teams-card", "programme-card", "decisions-card"];
  for (const id of cards) show("#" + id);
  $("#status").textContent = tc("phase." + ev.phase) + ", " + tc("after", ev.closed, ev.rounds) + " · " + teamsText(ev.teams);
  eventOver(ev.phase === "finished");
  $("#next").textContent = nextText(ev);
  replace("#exports", tc("export") + ":", [
    ["standings.csv", tc("standings") + " CSV"], ["crosstable.csv", tc("cross") + " CSV"], ["boards.csv", tc("boards") + " CSV"],
    ["all.xlsx", "XLSX"], ["rating.trf", "TRF"],
  ].map(([f, label]) => el("a", { href: capi.exportURL(cid, f, lang()), download: "" }, label)),
  el("a", { href: "/chess.html?c=" + encodeURIComponent(cid) + (projector ? "" : "&view=projector") }, tc(projector ? "normal_view" : "projector")));
  const rounds = ev.round_list;
  const n = shown && shown <= rounds.length ? shown : rounds.length;
  replace("#tabs", rounds.map((r) => el("button", {
    type: "button", class: r.n === n ? "small-btn" : "small-btn secondary", "aria-pressed": r.n === n ? "true" : "false",
    dataset: { round: String(r.n) }, onclick: () => { shown = r.n; render(); },
  }, String(r.n))));
  $("#controls").textContent = tc("controls", lang() === "en" ? ev.controls.simul_giver_en : ev.controls.simul_giver_ru,
    lang() === "en" ? ev.controls.simul_board_en : ev.controls.simul_board_ru, lang() === "en" ? ev.controls.board_match_en : ev.controls.board_match_ru);
  replace("#round", n ? [roundView(ev, rounds[n - 1]),
    el("a", { class: "no-print small", id: "sheet-link", href: "/chess-sheet.html?c=" + encodeURIComponent(cid) + "&n=" + n }, tc("sheet"))] : tc("nogames"));
  renderStandings();
  replace("#cross", crossTable(ev));
  replace("#boards", ev.closed ? boardTables(ev) : tc("nogames"));
  replace("#teams", teamCards(ev));
  replace("#programme", programmeList(ev));
  $("#seed").textContent = ev.seed ? tc("seed_revealed", ev.seed) : tc("seed", ev.commitment);
  replace("#decisions", decisionList(ev));
}

/** renderStandings shows the standings now, or after the round picked
 * (GET .../standings?after=N). */
async function renderStandings() {
  const closed = ev.round_list.filter((r) => r.closed).map((r) => r.n);
  replace("#after", closed.length > 1 ? [tc("after_round"), " ", closed.map((n) => el("button", {
    type: "button", class: n === (after || closed[closed.length - 1]) ? "small-btn" : "small-btn secondary",
    dataset: { after: String(n) }, onclick: () => { after = n === closed[closed.length - 1] ? 0 : n; renderStandings(); },
  }, String(n)))] : null);
  let standings = ev.standings;
  if (after) {
    try {
      standings = await capi.standings(cid, after);
    } catch (e) {
      fail(e);
    }
  }
  replace("#standings", standingsTable({ standings }));
}

// The projector view (&view=projector) shows the round's pairings and the
// standings in turn, large, without buttons.
if (projector) {
  let turn = 1;
  const rotate = () => {
    turn = 1 - turn;
    show("#rounds-card", turn === 0);
    show("#standings-card", turn === 1);
  };
  rotate();
  setInterval(rotate, 15000);
}

$("#print").addEventListener("click", () => window.print());
// A printed page shows every match's games, folded or not.
window.addEventListener("beforeprint", () => { for (const d of document.querySelectorAll(".chess-match details")) d.open = true; });
onSwitch(() => (cid ? render() : listEvents()));
if (cid) {
  refresh();
  chessLive(cid, refresh, liveState);
} else {
  listEvents();
}
