// Views shared by the solver, public and organizer pages: the round
// status with its countdown, the standings, the pairings, the crosstable
// and the lots. Each takes the JSON of docs/openapi.yaml as it comes.

import { el, fmtTime, replace } from "../common/dom.js";
import { lang, t } from "../common/i18n.js";

/** fmtWhen writes a moment (ISO text) as people read it: the time alone
 * today, the date and the time another day, in the reader's language. */
export function fmtWhen(iso) {
  if (!iso) return "";
  const d = new Date(iso);
  const loc = lang() === "en" ? "en-GB" : "ru-RU";
  const time = d.toLocaleTimeString(loc, { hour: "2-digit", minute: "2-digit" });
  if (d.toDateString() === new Date().toDateString()) return time;
  return d.toLocaleDateString(loc, { day: "numeric", month: "long" }) + ", " + time;
}

/** roundStatus writes the status line of tournament tour into node and
 * syncs countdown with the server's remaining time. */
export function roundStatus(node, countdown, tour) {
  const r = tour && tour.round;
  let text = "";
  let ms = null;
  let paused = false;
  if (!tour) {
    text = "";
  } else if (tour.phase === "registration") {
    text = t("round.not_started");
    if (tour.starts_at) {
      // A scheduled start (issue 14, item 7): when registration closes,
      // when round 1 opens, and the countdown to it.
      text = t("round.starts_in", fmtWhen(tour.registration_closes_at), fmtWhen(tour.starts_at));
      ms = tour.begins_in_ms;
    } else if (tour.begins_in_ms > 0) {
      text = t("round.begins_in");
      ms = tour.begins_in_ms;
    }
  } else if (tour.phase === "finished") {
    text = tour.published ? t("phase.published") : t("round.finished");
  } else if (!r) {
    text = t("round.wait_draw");
  } else {
    // "Round 2 of 5" once the number of rounds is fixed (P1).
    const label = tour.rounds ? t("round.of", r.n, tour.rounds) : t("round.n", r.n);
    if (r.state === "drawn") {
      text = t("round.opens_in", label);
      ms = r.opens_in_ms;
    } else if (r.state === "open") {
      text = t("round.ends_in", label);
      ms = r.remaining_ms;
    } else if (r.state === "paused") {
      text = t("round.paused", label);
      ms = r.remaining_ms;
      paused = true;
    } else {
      text = t("round.closed", label) + ". " + t("round.wait_draw");
    }
  }
  node.textContent = text;
  if (countdown) countdown.sync(ms, paused);
}

/** exportLinks are the standings' downloads (issue 14, item 12): CSV and
 * an XLSX workbook with the crosstable, in the reader's language. */
export function exportLinks(tid, url) {
  return [t("public.export") + ":",
    el("a", { href: url(tid, "csv"), download: "", class: "button secondary", dataset: { export: "csv" } }, "CSV"),
    el("a", { href: url(tid, "xlsx", lang()), download: "", class: "button secondary", dataset: { export: "xlsx" } }, "XLSX"),
    el("a", { href: url(tid, "pdf", lang()), download: "", class: "button secondary", dataset: { export: "pdf" } }, "PDF")];
}

/** standingsTable renders the Standings JSON; me marks the reader's row. */
export function standingsTable(st, me) {
  const rows = (st && st.rows) || [];
  const cols = (st && st.columns) || ["points", "buchholz", "total_time", "lot"];
  const head = [el("th", { class: "num" }, t("table.place")), el("th", {}, t("table.name"))];
  // On a phone the lot and the count of solved puzzles give way.
  const opt = (c) => (c === "lot" ? "num opt" : "num");
  for (const c of cols) head.push(el("th", { class: opt(c) }, colTitle(c)));
  head.push(el("th", { class: "num opt" }, t("table.solved")));
  const body = rows.map((r) => {
    const cells = [el("td", { class: "num" }, r.place), el("td", {}, r.name, r.disqualified ? " (DQ)" : "")];
    for (const c of cols) cells.push(el("td", { class: opt(c) }, colValue(c, r)));
    cells.push(el("td", { class: "num opt" }, r.solved ?? ""));
    return el("tr", { class: (r.id === me ? "me " : "") + (r.disqualified ? "dq" : ""), dataset: { id: r.id } }, cells);
  });
  if (!rows.length) return el("p", { class: "muted" }, t("table.empty"));
  return el("table", { class: "standings swiss-standings" }, el("thead", {}, el("tr", {}, head)), el("tbody", {}, body));
}

function colTitle(c) {
  if (c === "buchholz") {
    // A phone shows the short form (style.css), a laptop and paper the long.
    return [el("span", { class: "long" }, t("table.buchholz")), el("span", { class: "short", title: t("table.buchholz") }, t("table.buchholz_short"))];
  }
  return { points: t("table.points"), total_time: t("table.time"), lot: t("table.lot") }[c] || c;
}

function colValue(c, r) {
  switch (c) {
    case "points": return r.points;
    case "buchholz": return r.buchholz;
    case "total_time": return fmtTime(r.total_time_ms);
    case "lot": return r.lot || "";
  }
  return "";
}

/** registeredList renders the solvers registered so far (before the draw
 * the standings are empty: who takes part is what a reader wants). */
export function registeredList(solvers) {
  const active = (solvers || []).filter((s) => !s.withdrawn && !s.disqualified);
  return el("div", {},
    el("p", { class: "muted small" }, t("public.registered", active.length)),
    el("ol", { class: "registered" }, active.map((s) => el("li", {}, s.name))));
}

/** resultText shows one solver's result in a round: points and time. */
export function resultText(res) {
  if (!res) return "";
  return res.solved ? `${res.points} (${fmtTime(res.time_ms)})` : String(res.points);
}

/** pairingsView renders the RoundPairings list, newest round first. */
export function pairingsView(rounds) {
  const out = document.createDocumentFragment();
  for (const r of [...(rounds || [])].reverse()) {
    const state = r.clock && r.clock.state;
    const rows = (r.pairs || []).map((p, i) => el("tr", {},
      el("td", { class: "num" }, i + 1),
      el("td", {}, p.a && p.a.name), el("td", { class: "num" }, resultText(p.a_result)),
      el("td", { class: "center" }, t("public.vs")),
      el("td", { class: "num" }, resultText(p.b_result)), el("td", {}, p.b && p.b.name)));
    if (r.bye) {
      rows.push(el("tr", {}, el("td", {}), el("td", {}, r.bye.name), el("td", { class: "num" }, resultText(r.bye_result)),
        el("td", { class: "center" }, t("public.vs")), el("td", {}), el("td", { class: "muted" }, t("public.bye"))));
    }
    out.append(el("h3", {}, t("round.n", r.n), " ", state ? el("span", { class: "badge" + (state === "open" ? " live" : "") }, stateName(state)) : ""),
      el("div", { class: "table-wrap" }, el("table", { class: "pairings", dataset: { round: String(r.n) } },
        el("thead", {}, el("tr", {}, el("th", { class: "num" }, "#"), el("th", {}, t("table.name")), el("th", { class: "num" }, t("table.result")),
          el("th", {}), el("th", { class: "num" }, t("table.result")), el("th", {}, t("table.name")))),
        el("tbody", {}, rows))));
  }
  return out;
}

function stateName(s) {
  return t("state." + s);
}

/** crossTable renders the crosstable: one row per solver in standings
 * order, one column per round with the opponent's rank and the points. */
export function crossTable(ct, me) {
  const n = (ct && ct.rounds) || 0;
  const head = [el("th", { class: "num" }, t("table.place")), el("th", { class: "name" }, t("table.name"))];
  for (let i = 1; i <= n; i++) head.push(el("th", {}, String(i)));
  head.push(el("th", {}, t("table.total")));
  const body = ((ct && ct.rows) || []).map((r) => {
    const cells = [el("td", { class: "num" }, r.place), el("td", { class: "name" }, r.name)];
    for (let i = 1; i <= n; i++) {
      const g = (r.games || []).find((x) => x.round === i);
      cells.push(el("td", { title: g && g.solved ? fmtTime(g.time_ms) : "" }, g ? [
        el("strong", {}, g.points),
        el("span", { class: "opp" }, g.opponent ? ` (${g.opponent_rank})` : " –"),
      ] : ""));
    }
    cells.push(el("td", {}, el("strong", {}, r.points)));
    return el("tr", { class: r.id === me ? "me" : "" }, cells);
  });
  return el("div", {},
    el("table", { class: "cross" }, el("thead", {}, el("tr", {}, head)), el("tbody", {}, body)),
    el("p", { class: "muted small" }, t("public.cross_legend")));
}

/** lotsView renders the commitment, the revealed seed and whether the
 * seed's SHA-256 matches (computed here in the browser, so a reader need
 * not trust the server's word). */
export function lotsView(node, lots) {
  const seed = lots && lots.revealed ? lots.seed : "";
  const verdict = el("span", {});
  replace(node,
    el("p", {}, el("strong", {}, t("public.commitment")), el("br"), el("span", { class: "seed", id: "commitment" }, (lots && lots.commitment) || "")),
    el("p", {}, el("strong", {}, t("public.seed")), el("br"),
      seed ? el("span", { class: "seed", id: "seed" }, seed) : el("span", { class: "muted" }, t("public.seed_hidden"))),
    seed ? el("p", { class: "small" }, t("public.verify"), " ", verdict) : "");
  if (seed && crypto.subtle) {
    sha256hex(seed).then((h) => {
      const ok = h === lots.commitment;
      verdict.textContent = ok ? "✓ " + t("public.verify_ok") : "✗ " + t("public.verify_bad");
      verdict.className = "badge " + (ok ? "ok" : "bad");
    });
  }
}

// sha256hex hashes the seed's 32 bytes (the seed is shown in hex), as the
// server's commitment does.
async function sha256hex(hex) {
  const bytes = new Uint8Array((hex.match(/../g) || []).map((h) => parseInt(h, 16)));
  const buf = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
