// The one WebSocket client of the pages: the puzzle Swiss's live channel
// (puzzle/api.js) and the festival's (quiz/api.js) both keep their socket
// open through connect.

// silentMax is how long a socket may stay silent before the page takes it
// for dead: the server sends a ping message every 20-25 s (http/hub.go), and
// a connection lost without a word (a phone that changed network) is
// otherwise never closed, its page waiting on it for good.
const silentMax = 45000;

/** connect keeps a WebSocket to path (on this host) open, reconnecting
 * with a growing delay (0.5 s doubling up to 10 s), and calls
 * onMessage(msg) for each JSON message but the server's pings. With hello
 * it also calls onMessage({type: "hello"}) after every (re)connection, so
 * a page re-reads what it may have missed; onState(connected), when
 * given, tracks the connection for an "offline" notice. A socket silent
 * for 45 s is dropped and made again, as it is when the browser says the
 * network is back. send(obj) sends obj as JSON if the socket is open and
 * says whether it did; reset() drops the socket and makes a new one (a
 * reply that never came); close() stops it for good. */
export function connect(path, onMessage, onState, { hello = false } = {}) {
  let delay = 500;
  let ws = null;
  let closed = false;
  let watchdog = null;
  const alive = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(reset, silentMax);
  };
  const lost = () => {
    clearTimeout(watchdog);
    if (closed) return;
    if (onState) onState(false);
    setTimeout(open, delay);
    delay = Math.min(delay * 2, 10000);
  };
  // reset gives up on the socket at once, without waiting for a closing
  // handshake that a dead connection never completes.
  function reset() {
    const old = ws;
    if (!old || closed) return;
    ws = null;
    old.onopen = old.onmessage = old.onclose = null;
    try { old.close(); } catch (_) { /* already closed */ }
    lost();
  }
  function open() {
    if (closed) return;
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const sock = new WebSocket(proto + "//" + location.host + path);
    ws = sock;
    alive();
    sock.onopen = () => {
      delay = 500;
      alive();
      if (onState) onState(true);
      if (hello) onMessage({ type: "hello" });
    };
    sock.onmessage = (e) => {
      alive();
      let msg;
      try { msg = JSON.parse(e.data); } catch (_) { return; }
      if (msg && msg.type === "ping") return;
      onMessage(msg);
    };
    sock.onclose = () => {
      if (ws !== sock) return;
      ws = null;
      lost();
    };
  }
  // The network is back (a phone between Wi-Fi and mobile data): the old
  // socket went with the old network; do not wait for the silence.
  const online = () => { if (ws && ws.readyState === WebSocket.OPEN) reset(); };
  addEventListener("online", online);
  open();
  return {
    send: (obj) => {
      if (!ws || ws.readyState !== WebSocket.OPEN) return false;
      ws.send(JSON.stringify(obj));
      return true;
    },
    reset,
    close: () => {
      closed = true;
      clearTimeout(watchdog);
      removeEventListener("online", online);
      if (ws) ws.close();
    },
  };
}

/** fightState wraps a live fight's onState for connect. The server
 * refuses the channel of a fight that is not played live (yet): the
 * channel tries again, which is waiting, not a lost connection. So a
 * dropped channel asks view() (the fight's view over HTTP) and reports
 * onState(null) when the fight is not live (404), onState(false) only
 * when the server does not answer or answers otherwise. */
export function fightState(onState, view) {
  if (!onState) return onState;
  let up = false;
  return (on) => {
    up = on;
    if (on) return onState(true);
    view().then(() => { if (!up) onState(false); },
      (e) => { if (!up) onState(e && e.status === 404 ? null : false); });
  };
}
