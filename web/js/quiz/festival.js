// The public page of a festival (?f=id): the cup's bracket as SVG, the
// final's score, the round being played, the ranking with its cups, the
// qualifying table with shared places, the ChGK question rating and the
// solyanka, re-read on every push of the festival's WebSocket. With
// &view=projector it is the hall's screen: large type, the tables that
// matter now, no buttons. Printing gives the tables on A4.

import { fapi, festLive } from "./api.js";
import { $, el, param, festParam, replace, show } from "../common/dom.js";
import { t } from "../common/i18n.js";
import { banner, frame, onLang } from "../common/layout.js";
import { bracketSVG, finalScore, name, questionRating, rankingTable, roundTable, shootoutTable, stageText } from "./views-cup.js";
import { hallLots, lotsList } from "./views-festival.js";
import { solyankaTable } from "./views-solyanka.js";
import { brainringBracket, brainringGroups, brainringRanking, brainringStage } from "./views-brainring.js";
import { svoyaPlayoff, svoyaQualifying, svoyaRanking, svoyaStage, svoyaVenues } from "./views-svoya.js";
import { liveFights, parseRotate, startRotation } from "./projector.js";

frame("fests");
const fid = festParam();
const projector = param("view") === "projector";
document.body.classList.toggle("projector", projector);
let data = null;
// On the hall's screen the sections take turns (projector.js).
const plan = projector ? parseRotate(param("rotate")) : null;
let rotation = null;

async function refresh() {
  try {
    const fest = await fapi.festival(fid);
    const cup = fest.cup ? await fapi.cup(fid) : null;
    const sol = fest.solyanka ? await fapi.solyanka(fid) : null;
    // The Brain-ring and Svoya igra are read when the festival has them.
    const br = fest.brainring ? await fapi.brainring(fid) : null;
    const sv = fest.svoya ? await fapi.svoya(fid) : null;
    data = { fest, cup, sol, br, sv };
    banner(null);
    render();
    liveBadge();
  } catch (e) {
    banner(e);
  }
}

function render() {
  if (!data) return;
  const { fest, cup, sol, br, sv } = data;
  show("#list-card", false);
  $("#fname").textContent = fest.name;
  document.title = fest.name + " — " + t("fest.title");
  $("#stage").textContent = cup ? stageText(cup) : "";
  const q = "?f=" + encodeURIComponent(fid);
  $("#projector").href = projector ? "/festival.html" + q : "/festival.html" + q + "&view=projector";
  $("#projector").textContent = projector ? t("fest.normal_view") : t("fest.projector");
  // The rating site takes the cup's question rounds: offered once one is
  // played (the server has nothing to send before).
  const rated = !!(cup && (cup.rounds || []).length);
  replace("#exports", t("fest.export") + ":", [
    ["all.xlsx", "XLSX"], ["all.zip", "CSV"], ["all.pdf", "PDF"], ...(rated ? [["rating.xlsx", t("fest.rating_site")]] : []),
  ].map(([f, label]) => el("a", { href: fapi.exportURL(fid, f), download: "" }, label)));

  const done = cup && cup.next && cup.next.stage === "done";
  show("#winner-card", !!done);
  if (done) {
    const w = cup.final.score.winner;
    replace("#winner", "★ ", t("fest.winner", name(cup, w)));
  }
  const knockout = cup && cup.started && (cup.seeds || []).length > 0;
  show("#bracket-card", !!knockout);
  if (knockout) replace("#bracket", bracketSVG(cup));
  show("#final-card", !!(cup && cup.final && cup.final.locked));
  if (cup && cup.final && cup.final.locked) replace("#final", finalScore(cup));

  // The round being played, when it is not the qualifying (shown below).
  const rounds = (cup && cup.rounds) || [];
  const open = rounds.find((r) => !r.closed && r.number > 1);
  show("#current-card", !!open);
  if (open) {
    $("#current-title").textContent = t("fest.round_n", open.number);
    replace("#current", roundTable(cup, open));
  }
  show("#ranking-card", !!(cup && cup.started && rounds.length && rounds[0].closed));
  if (cup) replace("#ranking", rankingTable(cup));
  show("#qualifying-card", rounds.length > 0);
  if (rounds.length) {
    const qual = (cup.qualifying && cup.qualifying.qualified) || [];
    replace("#qualifying", roundTable(cup, rounds[0], qual), shootoutTable(cup));
  }
  show("#rating-card", rounds.length > 0 && !projector);
  replace("#rating", rounds.map((r) => el("div", {}, el("h3", {}, t("fest.round_n", r.number)), questionRating(r))));
  show("#br-card", !!br);
  if (br) {
    $("#br-stage").textContent = brainringStage(br);
    replace("#br-bracket", brainringBracket(br));
    replace("#br-ranking", brainringRanking(br));
    replace("#br-groups", brainringGroups(br, hallLots(fest.lots)));
  }
  show("#sv-card", !!sv);
  if (sv) {
    $("#sv-stage").textContent = svoyaStage(sv);
    replace("#sv-ranking", svoyaRanking(sv));
    replace("#sv-playoff", svoyaPlayoff(sv));
    replace("#sv-venues", svoyaVenues(sv, hallLots(fest.lots)));
    replace("#sv-qualifying", svoyaQualifying(sv));
    $("#sv-qual-box").open = !(sv.venues || []).length;
  }
  show("#solyanka-card", !!sol);
  if (sol) replace("#solyanka", solyankaTable(sol));
  show("#lots-card", (fest.lots || []).length > 0 && !projector);
  replace("#lots", lotsList(fest.lots));
  // The fights being played now, on the hall's screen.
  const live = projector ? liveFights(br, sv) : [];
  show("#live-card", live.length > 0);
  replace("#live-fights", live);
  $("#fname").dataset.version = String(fest.version);
  if (plan) rotation = rotation ? (rotation(), rotation) : startRotation(plan);
}

async function list() {
  try {
    const all = await fapi.list();
    $("#fname").textContent = t("fest.list");
    replace("#list", (all || []).length ? all.map((f) => el("div", { class: "row list-item", dataset: { id: f.id } },
      el("div", { class: "grow" }, el("strong", {}, f.name), " ", el("span", { class: "muted small" }, t("fest.teams_n", f.teams))),
      el("a", { class: "button secondary", href: "/festival.html?f=" + encodeURIComponent(f.id) }, t("home.watch")),
      el("a", { class: "button secondary", href: "/jury.html?f=" + encodeURIComponent(f.id) }, t("fest.jury"))))
      : el("p", { class: "muted" }, t("fest.none")));
    show("#status-card", false);
  } catch (e) {
    banner(e);
  }
}

// liveBadge says "live" while the page follows the festival, unless all
// there is to follow is over: a festival of a decided cup and nothing
// else is not live any more (the cup's stage is "done").
let connected = false;
function liveBadge() {
  const f = data && data.fest;
  const over = !!f && f.cup === "done" && !f.brainring && !f.svoya && !f.solyanka;
  show("#live", connected && !over);
}

onLang(() => (fid ? render() : list()));
$("#print").addEventListener("click", () => print());

if (!fid) {
  list();
} else {
  let timer = null;
  festLive(fid, () => {
    clearTimeout(timer);
    timer = setTimeout(refresh, 30 + Math.random() * 200);
  }, (up) => {
    connected = up;
    show("#offline", !up);
    liveBadge();
  });
  refresh();
}
