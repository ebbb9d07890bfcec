// The team chess calls of docs/openapi.yaml (/api/chess/...) and its live
// channel. Every page action is one of these, so a script can do the same.

import { call } from "../common/api.js";
import { connect } from "../common/live.js";

const base = (cid) => "/api/chess/" + encodeURIComponent(cid);

export const capi = {
  list: () => call("GET", "/api/chess"),
  create: (body) => call("POST", "/api/chess", body),
  event: (cid) => call("GET", base(cid)),
  standings: (cid, after) => call("GET", base(cid) + "/standings?after=" + after),
  check: (cid, roster) => call("POST", base(cid) + "/roster-check", { roster }),
  register: (cid, roster, id) => call("POST", base(cid) + "/teams", id ? { id, roster } : { roster }),
  importFile: (cid, fileBase64) => call("POST", base(cid) + "/teams/import", { file_base64: fileBase64 }),
  refuse: (cid, roster, reason) => call("POST", base(cid) + "/teams/refuse", { roster, reason }),
  amend: (cid, team, roster, reason) => call("PUT", base(cid) + "/teams/" + encodeURIComponent(team), { roster, reason }),
  withdraw: (cid, team, reason) => call("POST", base(cid) + "/teams/" + encodeURIComponent(team) + "/withdraw", reason ? { reason } : {}),
  configure: (cid, rounds, reason) => call("POST", base(cid) + "/configure", { rounds, reason }),
  drawAt: (cid, at) => call("POST", base(cid) + "/draw-schedule", { at }),
  begin: (cid) => call("POST", base(cid) + "/begin"),
  pair: (cid) => call("POST", base(cid) + "/rounds"),
  undo: (cid, reason) => call("POST", base(cid) + "/rounds/undo", { reason }),
  manual: (cid, matches, bye, reason) => call("POST", base(cid) + "/rounds/manual", bye ? { matches, bye, reason } : { matches, reason }),
  // was: what the page showed of each game sent (a game changed since is refused).
  results: (cid, n, m, results, reason, was) =>
    call("POST", base(cid) + "/rounds/" + n + "/matches/" + m + "/results", { results, ...(reason ? { reason } : {}), ...(was ? { was } : {}) }),
  round: (cid, n) => call("GET", base(cid) + "/rounds/" + n),
  close: (cid, n) => call("POST", base(cid) + "/rounds/" + n + "/close"),
  finish: (cid, reason) => call("POST", base(cid) + "/finish", reason ? { reason } : {}),
  juryLogin: (password) => call("POST", "/api/jury/login", { password }),
  exportURL: (cid, file, lang) => base(cid) + "/export/" + encodeURIComponent(file) + (lang ? "?lang=" + lang : ""),
  sheetURL: (cid, n, lang) => base(cid) + "/rounds/" + n + "/sheet?lang=" + lang,
};

/** chessLive keeps the event's WebSocket open; onChange runs on every
 * push and after every (re)connection. */
export function chessLive(cid, onChange, onState) {
  return connect(base(cid) + "/ws", () => onChange(), onState, { hello: true });
}
