// The public page: live standings, the pairings of every round, the
// crosstable and the lots (published hash, revealed seed), re-read on every
// push of the tournament's WebSocket, so it updates without a reload.
// Printing gives the standings and the crosstable on A4.

import { api, live } from "./api.js";
import { Countdown } from "../common/clock.js";
import { $, replace, show } from "../common/dom.js";
import { t } from "../common/i18n.js";
import { banner, frame, onLang } from "../common/layout.js";
import { crossTable, exportLinks, lotsView, pairingsView, registeredList, roundStatus, standingsTable } from "./views.js";

const tid = frame("public");
const countdown = new Countdown($("#clock"));
let data = null;

async function refresh() {
  try {
    const [tour, st, ct, rounds, lots] = await Promise.all([
      api.tournament(tid), api.standings(tid), api.crosstable(tid), api.rounds(tid), api.lots(tid),
    ]);
    // Before the draw the tables are empty; the registrations are news.
    const solvers = tour.phase === "registration" ? await api.solvers(tid) : null;
    data = { tour, st, ct, rounds, lots, solvers };
    banner(null);
    render();
  } catch (e) {
    banner(e);
  }
}

function render() {
  if (!data) return;
  const { tour, st, ct, rounds, lots, solvers } = data;
  $("#tname").textContent = tour.name;
  document.title = tour.name + " — " + t("public.title");
  roundStatus($("#round-status"), countdown, tour);
  $("#standings-title").textContent = st.final ? t("public.final") : t("public.standings");
  $("#provisional").textContent = st.final ? "" : t("public.provisional") +
    (st.rounds_closed ? " · " + t("public.played", st.rounds_closed) : "");
  replace("#standings", solvers && !(st.rows || []).length ? registeredList(solvers) : standingsTable(st));
  replace("#exports", (st.rows || []).length ? exportLinks(tid, api.exportURL) : []);
  show("#cross-card", (rounds || []).length > 0);
  show("#pairings-card", (rounds || []).length > 0);
  replace("#cross", crossTable(ct));
  replace("#pairings", pairingsView(rounds));
  lotsView($("#lots"), lots);
  $("#standings").dataset.version = String(tour.version);
  liveBadge();
}

// The "live" badge: while the page is connected and the tournament still
// has something to show live (a finished one's table is final).
let connected = false;
function liveBadge() {
  const over = !!(data && data.tour && data.tour.phase === "finished");
  $("#live").classList.toggle("hidden", !connected || over);
}

onLang(render);
$("#print").addEventListener("click", () => print());

if (!tid) {
  api.tournaments().then((list) => {
    if (list && list.length) location.replace("/public.html?t=" + encodeURIComponent(list[0].id));
    else banner({ message: t("home.empty") });
  }, banner);
} else {
  let timer = null;
  live(tid, (msg) => {
    if (msg.type === "activity") return;
    if (msg.tournament && data) {
      data.tour = msg.tournament;
      roundStatus($("#round-status"), countdown, msg.tournament);
    }
    clearTimeout(timer);
    timer = setTimeout(refresh, 30 + Math.random() * 250);
  }, (up) => {
    show("#offline", !up);
    connected = up;
    liveBadge();
  });
}
