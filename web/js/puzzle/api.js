// The puzzle Swiss part of docs/openapi.yaml (/api/tournaments/...): the
// organizer's, the solvers' and the public's calls, and the live channel.

import { call, server } from "../common/api.js";
import { connect } from "../common/live.js";

const enc = encodeURIComponent;
const T = (tid) => "/api/tournaments/" + enc(tid);

/** api lists the puzzle Swiss's calls by name, with the server-wide ones. */
export const api = {
  ...server,
  tournaments: () => call("GET", "/api/tournaments"),
  create: (name, settings) => call("POST", "/api/tournaments", { name, regulation: "puzzle-swiss", settings }),
  tournament: (tid) => call("GET", T(tid)),
  settings: (tid, settings, reason) => call("PUT", T(tid) + "/settings", { settings, reason }),
  puzzles: (tid) => call("GET", T(tid) + "/puzzles"),
  uploadPuzzles: (tid, form) => call("PUT", T(tid) + "/puzzles", form),
  demoPuzzles: (tid, rounds) => call("POST", T(tid) + "/puzzles/demo", { rounds }),
  solvers: (tid) => call("GET", T(tid) + "/solvers"),
  register: (tid, name) => call("POST", T(tid) + "/solvers", { name }),
  me: (tid, token) => call("GET", T(tid) + "/me", undefined, token),
  start: (tid, token) => call("POST", T(tid) + "/me/start", undefined, token),
  check: (tid, token, answer) => call("POST", T(tid) + "/me/check", { answer }, token),
  withdraw: (tid, token) => call("POST", T(tid) + "/me/withdraw", undefined, token),
  schedule: (tid, startsAt, closesAt) =>
    call("PUT", T(tid) + "/schedule", { starts_at: startsAt || "", registration_closes_at: closesAt || "" }),
  begin: (tid, firstRoundInS) => call("POST", T(tid) + "/begin", { first_round_in_s: firstRoundInS }),
  rounds: (tid) => call("GET", T(tid) + "/rounds"),
  roundLive: (tid, n) => call("GET", T(tid) + "/rounds/" + n + "/live"),
  decide: (tid, n, action, reason, seconds) =>
    call("POST", T(tid) + "/rounds/" + n + "/" + action, { reason, seconds }),
  disqualify: (tid, sid, reason) => call("POST", T(tid) + "/solvers/" + enc(sid) + "/disqualify", { reason }),
  finish: (tid, reason) => call("POST", T(tid) + "/finish", { reason }),
  publish: (tid) => call("POST", T(tid) + "/publish"),
  standings: (tid) => call("GET", T(tid) + "/standings"),
  crosstable: (tid) => call("GET", T(tid) + "/crosstable"),
  lots: (tid) => call("GET", T(tid) + "/lots"),
  decisions: (tid) => call("GET", T(tid) + "/decisions"),
  fileURL: (tid, name) => T(tid) + "/files/" + enc(name),
  exportURL: (tid, ext, lang) => T(tid) + "/export/standings." + ext + (lang ? "?lang=" + lang : ""),
};

/** live keeps the tournament's WebSocket open (common/live.js) and calls
 * onMessage(msg) for each LiveMessage, and onMessage({type: "hello"})
 * after every (re)connection so the page re-reads what it may have
 * missed; onState(connected) tracks the connection. */
export function live(tid, onMessage, onState) {
  return connect(T(tid) + "/ws", onMessage, onState, { hello: true });
}
