// The festival part of docs/openapi.yaml (/api/festivals/...): the team
// quiz cup, the solyanka, the history and the live channel. Every jury
// action on the pages is one of these calls.

import { call } from "../common/api.js";
import { lang } from "../common/i18n.js";
import { connect } from "../common/live.js";

const enc = encodeURIComponent;
const F = (fid) => "/api/festivals/" + enc(fid);

/** fapi lists the festival calls by name. */
export const fapi = {
  list: () => call("GET", "/api/festivals"),
  juryLogin: (password) => call("POST", "/api/jury/login", { password }),
  create: (name, id) => call("POST", "/api/festivals", { name, id }),
  festival: (fid) => call("GET", F(fid)),
  addTeam: (fid, team) => call("POST", F(fid) + "/teams", team),
  addPlayer: (fid, team, name) => call("POST", F(fid) + "/players", { team, name }),
  disqualify: (fid, kind, id, reason) => call("POST", F(fid) + "/disqualify", { kind, id, reason }),
  decide: (fid, subject, decision, reason) => call("POST", F(fid) + "/decisions", { subject, decision, reason }),
  history: (fid, since) => call("GET", F(fid) + "/history" + (since ? "?since=" + since : "")),
  /** exportURL is an export's address in the page's language (the
   * browser's own would answer otherwise). */
  exportURL: (fid, file) => F(fid) + "/export/" + file + "?lang=" + lang(),

  cup: (fid) => call("GET", F(fid) + "/cup"),
  openCup: (fid, config) => call("POST", F(fid) + "/cup", config ? { config } : {}),
  enterAll: (fid) => call("POST", F(fid) + "/cup/teams", { all: true }),
  enterTeam: (fid, team) => call("POST", F(fid) + "/cup/teams", { team }),
  startCup: (fid) => call("POST", F(fid) + "/cup/start"),
  answer: (fid, n, team, question, answered) =>
    call("POST", F(fid) + "/cup/rounds/" + n + "/answers", { team, question, answered }),
  answerRow: (fid, n, team, answers) => call("POST", F(fid) + "/cup/rounds/" + n + "/answers", { team, answers }),
  question: (fid, n, q, action, reason) =>
    call("POST", F(fid) + "/cup/rounds/" + n + "/questions/" + q + "/" + action, { reason }),
  round: (fid, n, action, reason) => call("POST", F(fid) + "/cup/rounds/" + n + "/" + action, { reason: reason || "" }),
  // question: the number the page entered (refused if another page
  // entered it meanwhile).
  shootout: (fid, correct, question) => call("POST", F(fid) + "/cup/shootout", { correct, question }),
  correctShootout: (fid, i, correct, reason) => call("PUT", F(fid) + "/cup/shootout/" + i, { correct, reason }),
  commitLot: (fid) => call("POST", F(fid) + "/cup/lot/commit", {}),
  renameTeam: (fid, team, name, city) => call("PUT", F(fid) + "/teams/" + encodeURIComponent(team), { name, city }),
  removeTeam: (fid, team, reason) => call("POST", F(fid) + "/teams/" + encodeURIComponent(team) + "/remove", { reason }),
  // kind is "players" or "coaches".
  editPerson: (fid, kind, id, name, rating) => call("PUT", F(fid) + "/" + kind + "/" + encodeURIComponent(id), { name, rating }),
  removePerson: (fid, kind, id, reason) => call("POST", F(fid) + "/" + kind + "/" + encodeURIComponent(id) + "/remove", { reason }),
  addPerson: (fid, kind, team, name, rating) => call("POST", F(fid) + "/" + kind, { team, name, rating }),
  importTeams: (fid, data) => call("POST", F(fid) + "/teams/import", { file_base64: data }),
  drawLot: (fid, step) => call("POST", F(fid) + "/cup/lot/draw", { step }),
  hallLot: (fid, body) => call("POST", F(fid) + "/cup/lot/hall", body),
  roster: (fid, team, roster, reason) => call("PUT", F(fid) + "/cup/teams/" + enc(team) + "/roster", { roster, reason }),
  lineup: (fid, team, players) => call("PUT", F(fid) + "/cup/lineups/" + enc(team), { players }),
  startFinal: (fid) => call("POST", F(fid) + "/cup/final/start"),
  finalQuestion: (fid, winner, question) => call("POST", F(fid) + "/cup/final/questions", { winner, question }),
  removeFinal: (fid, i, reason) => call("POST", F(fid) + "/cup/final/questions/" + i + "/remove", { reason }),

  solyanka: (fid) => call("GET", F(fid) + "/solyanka"),
  brainring: (fid) => call("GET", F(fid) + "/brainring"),
  openBrainring: (fid, groups) => call("POST", F(fid) + "/brainring", groups ? { groups } : {}),
  br: (fid, action, body) => call("POST", F(fid) + "/brainring/" + action, body || {}),
  svoya: (fid) => call("GET", F(fid) + "/svoya"),
  // withPackage opens the written qualifying with the themes and values
  // of the package loaded for it.
  openSvoya: (fid, withPackage) => call("POST", F(fid) + "/svoya", withPackage ? { qualifying_package: true } : {}),
  svoyaQualifyingPackage: (fid) => call("GET", F(fid) + "/svoya/qualifying/package"),
  // body is packageBody's (package-file.js): the name and the file.
  loadSvoyaQualifyingPackage: (fid, body) => call("POST", F(fid) + "/svoya/qualifying/package", body),
  sv: (fid, action, body) => call("POST", F(fid) + "/svoya/" + action, body || {}),
  openSolyanka: (fid, tasks) => call("POST", F(fid) + "/solyanka", { tasks }),
  score: (fid, team, task, points) => call("POST", F(fid) + "/solyanka/scores", { team, task, points }),
};

/** festLive keeps the festival's WebSocket open (common/live.js) and
 * calls onMessage for each message; onState(connected) tracks the
 * connection. */
export function festLive(fid, onMessage, onState) {
  return connect(F(fid) + "/ws", onMessage, onState);
}
