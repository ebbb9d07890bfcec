// The one WebSocket client of the pages: the puzzle Swiss's live channel
// (puzzle/api.js) and the festival's (quiz/api.js) both keep their socket
// open through connect.

/** connect keeps a WebSocket to path (on this host) open, reconnecting
 * with a growing delay (0.5 s doubling up to 10 s), and calls
 * onMessage(msg) for each JSON message. With hello it also calls
 * onMessage({type: "hello"}) after every (re)connection, so a page re-reads
 * what it may have missed; onState(connected), when given, tracks the
 * connection for an "offline" notice. send(obj) sends obj as JSON if the
 * socket is open and says whether it did; close() stops it for good. */
export function connect(path, onMessage, onState, { hello = false } = {}) {
  let delay = 500;
  let ws = null;
  let closed = false;
  const open = () => {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    ws = new WebSocket(proto + "//" + location.host + path);
    ws.onopen = () => {
      delay = 500;
      if (onState) onState(true);
      if (hello) onMessage({ type: "hello" });
    };
    ws.onmessage = (e) => {
      let msg;
      try { msg = JSON.parse(e.data); } catch (_) { return; }
      onMessage(msg);
    };
    ws.onclose = () => {
      if (closed) return;
      if (onState) onState(false);
      setTimeout(open, delay);
      delay = Math.min(delay * 2, 10000);
    };
  };
  open();
  return {
    send: (obj) => {
      if (!ws || ws.readyState !== WebSocket.OPEN) return false;
      ws.send(JSON.stringify(obj));
      return true;
    },
    close: () => { closed = true; if (ws) ws.close(); },
  };
}
