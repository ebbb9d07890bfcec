// The printable pairing sheet of a round (?c=id&n=round), A4: the round's
// time and the time controls (K6), then match by match both simuls (each
// captain against the opposing boards 2-5) and the board match with
// colours; with "result slips" every match is a page of its own with an
// empty result column and the team leaders' signatures, to hand out in
// the hall. The server makes the same as an A4 PDF (the PDF link).

import { $, el, replace } from "../common/dom.js";
import { lang } from "../common/i18n.js";
import { capi } from "./api.js";
import { chessFrame, fail } from "./page.js";
import { whenText } from "./views.js";
import { onSwitch, tc } from "./words.js";

const cid = chessFrame("public");
const n = +new URLSearchParams(location.search).get("n") || 0;
let ev = null;

const resultText = (r) => r === "1/2-1/2" ? "½-½" : (r || "");

function render() {
  if (!ev) return;
  const r = n ? ev.round_list[n - 1] : ev.round_list[ev.round_list.length - 1];
  if (!r) { replace("#sheet", tc("nogames")); return; }
  // The server's A4 PDF of the same round: the sheet and a slip a match.
  $("#pdf").href = "/api/chess/" + encodeURIComponent(cid) + "/rounds/" + r.n + "/sheet.pdf?lang=" + lang();
  const slips = $("#slips").checked;
  const c = ev.controls;
  const en = lang() === "en";
  const game = (g) => el("tr", {}, el("td", {}, String(g.board)),
    el("td", {}, g.white.name, el("div", { class: "opp" }, g.white.team_name)), el("td", {}, "—"),
    el("td", {}, g.black.name, el("div", { class: "opp" }, g.black.team_name)),
    el("td", { class: "res" }, slips ? "" : resultText(g.result)));
  const part = (title, list) => [el("tr", { class: "sub" }, el("th", { colspan: "5" }, title)), list.map(game)];
  const head = () => el("header", { class: "sheet-head" },
    el("h1", {}, ev.name), el("p", {}, tc("round", r.n), r.at ? ", " + whenText(r.at) : ""),
    el("p", { class: "small" }, tc("controls", en ? c.simul_giver_en : c.simul_giver_ru, en ? c.simul_board_en : c.simul_board_ru,
      en ? c.board_match_en : c.board_match_ru)));
  const matches = r.matches.map((m) => el("section", { class: slips ? "slip" : "sheet-match" },
    slips ? head() : null,
    el("h2", {}, tc("match", m.number), ": ", m.white_name, " — ", m.black_name),
    el("table", { class: "games sheet-games" }, el("thead", {}, el("tr", {}, ["#", tc("white"), "", tc("black"), tc("result")].map((h) => el("th", {}, h)))),
      el("tbody", {},
        part(tc("simul_of", m.white_name), m.games.filter((g) => g.kind === "simul" && g.giver === m.white)),
        part(tc("simul_of", m.black_name), m.games.filter((g) => g.kind === "simul" && g.giver === m.black)),
        part(tc("bmatch"), m.games.filter((g) => g.kind === "board")))),
    slips ? el("p", { class: "signatures" }, tc("signatures", m.white_name, m.black_name)) : null));
  replace("#sheet", slips ? null : head(), matches, r.bye ? el("p", {}, tc("bye", r.bye_name)) : null);
  document.title = ev.name + " — " + tc("round", r.n);
}

async function load() {
  try {
    ev = await capi.event(cid);
    render();
  } catch (e) {
    fail(e);
  }
}

$("#print").addEventListener("click", () => window.print());
$("#slips").addEventListener("change", render);
onSwitch(render);
load();
