// The tables of a team chess event, shared by the public page and the
// arbiters' page: pairings with the games of each match, the standings
// (K5), the crosstable, board prizes, team cards with rosters and
// individual scores, the programme (K7) and the decision log. Everything
// is rendered from the server's view (GET /api/chess/{cid}); no rule is
// re-derived here. Names from the server are inserted as text.

import { el } from "../common/dom.js";
import { actorName, eventLabel, lang } from "../common/i18n.js";
import { pts, tc } from "./words.js";

/** teamName gives a team's name from the event view. */
export function teamName(ev, id) {
  const c = (ev.team_cards || []).find((x) => x.id === id);
  return c ? c.roster.name : id;
}

// A programme time is shown as the venue's clock reads it (the offset the
// server wrote, "+07:00" in Novokuznetsk), whatever the reader's zone.
const when = (iso) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso || "");
  if (!m) return "";
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]));
  return d.toLocaleString(lang() === "en" ? "en-GB" : "ru-RU", { timeZone: "UTC", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
};

// A moment of the log (a decision) is shown on the reader's clock.
const stamp = (iso) => new Date(iso).toLocaleString(lang() === "en" ? "en-GB" : "ru-RU", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

/** whenText writes a time of the programme in the page's language. */
export const whenText = (iso) => when(iso);

const table = (cls, head, rows) => el("div", { class: "table-wrap" },
  el("table", { class: cls }, el("thead", {}, el("tr", {}, head.map((h) => el("th", {}, h)))), el("tbody", {}, rows)));

const place = (s) => s.place_to > s.place ? s.place + "-" + s.place_to : String(s.place);

/** standingsTable is the team standings with every tie-break (K5). */
export function standingsTable(ev) {
  return table("standings chess-standings", [tc("place"), tc("team"), tc("gp"), tc("mp"), tc("bh"), tc("hh")],
    ev.standings.map((s) => el("tr", { class: s.withdrawn ? "muted" : null, dataset: { team: s.team } },
      el("td", {}, place(s)), el("td", {}, s.name, s.withdrawn ? " (" + tc("withdrawn") + ")" : ""),
      el("td", { class: "num" }, pts(s.game_points_halves)), el("td", { class: "num" }, String(s.match_points)),
      el("td", { class: "num" }, pts(s.buchholz_halves)), el("td", { class: "num" }, s.head_to_head_halves >= 0 ? pts(s.head_to_head_halves) : ""))));
}

/** crossTable is the crosstable: each round's opponent (by place), the
 * colour on board 1 and the game points. */
export function crossTable(ev) {
  const rank = {};
  ev.crosstable.forEach((r, i) => { rank[r.team] = i + 1; });
  const n = ev.config.rounds;
  const head = ["#", tc("team")];
  for (let r = 1; r <= n; r++) head.push(String(r));
  head.push(tc("gp"), tc("place"));
  return table("cross chess-cross", head, ev.crosstable.map((row, i) => {
    const cells = [];
    for (let r = 1; r <= n; r++) {
      const c = row.rounds.find((x) => x.round === r);
      if (!c) { cells.push(el("td", {}, "")); continue; }
      if (c.bye) { cells.push(el("td", {}, "—", el("div", { class: "opp" }, pts(c.own_halves)))); continue; }
      cells.push(el("td", { title: teamName(ev, c.opp) }, rank[c.opp] + (c.white ? tc("white_letter") : tc("black_letter")),
        el("div", { class: "opp" }, pts(c.own_halves) + ":" + pts(c.against_halves))));
    }
    return el("tr", {}, el("td", {}, String(i + 1)), el("td", { class: "name" }, row.name), cells,
      el("td", { class: "num" }, pts(row.game_points_halves)), el("td", {}, place(row)));
  }));
}

/** boardTables are the board prizes, one table a board (board-match games only). */
export function boardTables(ev) {
  return ev.boards.map((list, b) => el("div", { class: "chess-board", dataset: { board: String(b + 1) } },
    el("h3", {}, tc("board", b + 1)),
    table("standings", [tc("place"), tc("player"), tc("team"), tc("pts"), tc("games")],
      list.map((p) => el("tr", {}, el("td", {}, String(p.place)), el("td", {}, p.name), el("td", {}, teamName(ev, p.team)),
        el("td", { class: "num" }, pts(p.points_halves)), el("td", { class: "num" }, String(p.games)))))));
}

const resultText = (r) => r === "1/2-1/2" ? "½-½" : (r || "");

/** matchCard is one match: the teams, the score, and its games (the two
 * simuls, then the board match), each with players and colours. */
export function matchCard(m, extra) {
  const games = (kind, giver) => m.games.filter((g) => g.kind === kind && (!giver || g.giver === giver));
  const rows = (list) => list.map((g) => el("tr", { dataset: { slot: String(g.slot) } },
    el("td", {}, String(g.board)), el("td", {}, g.white.name, el("span", { class: "opp" }, " " + g.white.team_name)),
    el("td", { class: "res" }, extra ? extra(g) : resultText(g.result)),
    el("td", {}, g.black.name, el("span", { class: "opp" }, " " + g.black.team_name))));
  const part = (title, list) => [el("tr", { class: "sub" }, el("th", { colspan: "4" }, title)), rows(list)];
  const head = el("summary", {}, el("h3", {}, tc("match", m.number) + ": ", m.white_name, " — ", m.black_name, " ",
    el("span", { class: "score" }, pts(m.white_halves) + " : " + pts(m.black_halves))));
  return el("article", { class: "chess-match card", dataset: { match: String(m.number) } },
    el("details", { open: !!extra || null }, head,
      el("div", { class: "table-wrap" }, el("table", { class: "games" }, el("tbody", {},
        part(tc("simul_of", m.white_name), games("simul", m.white)),
        part(tc("simul_of", m.black_name), games("simul", m.black)),
        part(tc("bmatch"), games("board")))))));
}

/** roundView is a round's matches and bye. */
export function roundView(ev, r, extra) {
  return el("div", { class: "chess-round", dataset: { round: String(r.n) } },
    el("p", { class: "muted" }, tc("round", r.n), r.at ? ", " + when(r.at) : "", r.closed ? " ✓" : ""),
    r.matches.map((m) => matchCard(m, extra)),
    r.bye ? el("p", { class: "bye" }, tc("bye", r.bye_name)) : null);
}

/** teamCards are the rosters with each player's individual score. */
export function teamCards(ev) {
  const players = {};
  for (const c of ev.team_cards) for (const p of c.roster.players) players[p.id] = p.name;
  return ev.team_cards.map((c) => {
    const score = (b) => (c.scores || []).find((s) => s.board === b);
    // Each player's board-match games, round by round: the individual
    // results (simul games count for the team only, K5).
    const games = (p) => (c.games || []).filter((g) => g.player === p.id).map((g) =>
      el("span", { class: "game", title: teamName(ev, g.opp_team) }, g.round + ": " + (players[g.opponent] || "") + " " + (g.white ? "○" : "●") + " " +
        (g.played ? pts(g.points_halves) : (g.points_halves ? "+" : "−"))));
    return el("article", { class: "chess-team card", dataset: { team: c.id } },
      el("h3", {}, c.number ? c.number + ". " : "", c.roster.name, c.withdrawn ? " (" + tc("withdrawn") + ")" : ""),
      el("p", { class: "muted small" }, c.roster.school, " · ", tc("leader"), ": ", c.roster.leader),
      table("roster", ["#", tc("player"), tc("born"), tc("rating"), tc("pts")], c.roster.players.map((p, i) => {
        const s = score(i + 1);
        const g = games(p);
        return [el("tr", {}, el("td", {}, String(i + 1)), el("td", {}, p.name), el("td", {}, String(p.birth_year)),
          el("td", {}, p.rating ? String(p.rating) : ""),
          el("td", { class: "small" }, s ? tc("individual", pts(s.board_points_halves), s.board_games, pts(s.simul_points_halves), s.simul_games) : "")),
        g.length ? el("tr", { class: "player-games" }, el("td", {}), el("td", { colspan: "4", class: "small muted" }, g.map((x) => [x, " "]))) : null];
      })),
      c.violations.length ? el("ul", { class: "violations" }, c.violations.map((v) => el("li", {}, violationText(v)))) : null);
  });
}

/** violationText writes a K1/K2 violation in the page's language. */
export function violationText(v) {
  const prefix = v.board ? tc("board", v.board) + (v.player ? " (" + v.player + ")" : "") + ": " : "";
  return prefix + (lang() === "en" ? v.en : v.ru) + " (" + v.rule + ")";
}

/** programmeList is the programme (K7), the items going on now marked. */
export function programmeList(ev) {
  const title = (it) => lang() === "en" ? it.title_en : it.title_ru;
  const where = (it) => (lang() === "ru" && it.place_ru) || it.place || "";
  const now = new Set((ev.programme.now || []).map((it) => it.at + it.kind));
  const next = ev.programme.next ? ev.programme.next.at + ev.programme.next.kind : "";
  return el("ol", { class: "programme" }, ev.programme.items.map((it) => el("li", {
    class: now.has(it.at + it.kind) ? "now" : (it.at + it.kind === next ? "next" : null),
  }, el("span", { class: "when" }, when(it.at)), " ", title(it), where(it) ? el("span", { class: "muted" }, " — " + where(it)) : "")));
}

/** nextText says what comes next in the programme. */
export function nextText(ev) {
  const n = ev.phase === "finished" ? null : ev.programme.next;
  const draw = ev.draw_at ? tc("draw_at", when(ev.draw_at)) + " · " : "";
  return draw + (n ? tc("next", lang() === "en" ? n.title_en : n.title_ru, when(n.at)) : "");
}

/** decisionList is the log of human decisions: who, when, what, why. */
export function decisionList(ev) {
  return el("ol", { class: "decisions small", reversed: true }, ev.decisions.slice().reverse().map((d) =>
    el("li", { dataset: { type: d.type } }, stamp(d.at), " · ", actorName(d.actor), " · ", decisionWhat(d), d.reason ? " — " + d.reason : "")));
}

/** decisionWhat names a decision: its kind and, where the log says, whom. */
function decisionWhat(d) {
  const what = eventLabel(d.type); // the one catalog (labels/), never the raw type
  const who = d.team || (d.round ? tc("round", d.round) : "");
  // A correction says what it changed: match, game, before → after.
  const res = (r) => (r ? r.replace("1/2-1/2", "½-½") : "—");
  const changes = (d.changes || []).map((c) => tc("match", c.match) + ", " + (lang() === "en" ? c.game_en : c.game_ru) + ": " + res(c.before) + " → " + res(c.after));
  return (who ? what + ": " + who : what) + (changes.length ? " (" + changes.join("; ") + ")" : "");
}
