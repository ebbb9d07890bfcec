// The puzzle Swiss part of docs/openapi.yaml (/api/tournaments/...): the
// organizer's, the solvers' and the public's calls, and the live channel.

import { ApiError, call, server } from "../common/api.js";
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
  // The solver's view, Start and Check go on the live channel while it is
  // open (the same commands, answered the same way), else as requests.
  me: (tid, token) => press({ op: "me", token }, () => call("GET", T(tid) + "/me", undefined, token)),
  start: (tid, token) => press({ op: "start", token }, () => call("POST", T(tid) + "/me/start", undefined, token)),
  check: (tid, token, answer) =>
    press({ op: "check", token, answer }, () => call("POST", T(tid) + "/me/check", { answer }, token)),
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

// The live channel of the page's tournament, while live() keeps one, and
// the commands sent on it that wait for their reply, by ref.
let channel = null;
let lastRef = 0;
const replyWait = 15000;
const waiting = new Map();

// A command that the channel lost before its reply may or may not have
// been made: the page re-reads on reconnecting, and the solver looks
// before pressing again.
const lostEN = "The connection dropped before the answer came: look at your result before pressing again.";
const lostRU = "Связь прервалась до ответа: посмотрите на свой результат, прежде чем нажать снова.";

/** press sends cmd (LiveCommand) on the live channel and resolves with
 * the reply's body, or rejects with its refusal as call does; without an
 * open channel it makes the request instead (viaRequest). */
function press(cmd, viaRequest) {
  const ref = ++lastRef;
  return new Promise((resolve, reject) => {
    // The server answers every command or drops the channel, within
    // milliseconds even in a round's herd: a reply 15 s late means a
    // connection lost without a word. The press is given up as lost and
    // the socket made again, so the next press does not go the same way.
    const timer = setTimeout(() => {
      settle(ref, (w) => w.reject(new ApiError(0, { message_en: lostEN, message_ru: lostRU })));
      if (channel) channel.reset();
    }, replyWait);
    waiting.set(ref, { resolve, reject, timer });
    if (!channel || !channel.send({ ...cmd, ref })) {
      clearTimeout(timer);
      waiting.delete(ref);
      viaRequest().then(resolve, reject);
    }
  });
}

/** settle hands the command ref, if it still waits, to f. */
function settle(ref, f) {
  const w = waiting.get(ref);
  if (!w) return;
  waiting.delete(ref);
  clearTimeout(w.timer);
  f(w);
}

/** live keeps the tournament's WebSocket open (common/live.js) and calls
 * onMessage(msg) for each LiveMessage, and onMessage({type: "hello"})
 * after every (re)connection so the page re-reads what it may have
 * missed; onState(connected) tracks the connection. Replies to the page's
 * commands (LiveReply) go to the press that waits for them. */
export function live(tid, onMessage, onState) {
  channel = connect(T(tid) + "/ws", (msg) => {
    if (msg.type !== "reply") {
      onMessage(msg);
      return;
    }
    settle(msg.ref, (w) => {
      if (msg.status >= 200 && msg.status < 300) w.resolve(msg.body);
      else w.reject(new ApiError(msg.status, msg.body));
    });
  }, (up) => {
    if (!up) {
      for (const ref of [...waiting.keys()]) {
        settle(ref, (w) => w.reject(new ApiError(0, { message_en: lostEN, message_ru: lostRU })));
      }
    }
    if (onState) onState(up);
  });
  return channel;
}
