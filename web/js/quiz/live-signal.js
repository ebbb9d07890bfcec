// The hall's signals: a full-screen colour flash and a beep made with
// Web Audio (no sound files), at "Time", at the 10-s warning, at a press
// and at the end of a question (C9, C12). Browsers start sound only after
// a tap, so the page asks for one (enableSound).

let ctx = null;

/** enableSound starts the audio context; call it from a tap or a key. */
export function enableSound() {
  if (!ctx) {
    const AC = window.AudioContext || window.webkitAudioContext;
    if (AC) ctx = new AC();
  }
  if (ctx && ctx.state === "suspended") ctx.resume();
  return !!ctx;
}

/** soundOn reports whether the page may beep. */
export function soundOn() {
  return !!ctx && ctx.state === "running";
}

/** beep plays tones: [frequency Hz, ms] pairs one after the other. */
export function beep(tones) {
  if (!soundOn()) return;
  let at = ctx.currentTime;
  for (const [hz, ms] of tones) {
    const o = ctx.createOscillator();
    const g = ctx.createGain();
    o.frequency.value = hz;
    o.type = "square";
    g.gain.setValueAtTime(0.0001, at);
    g.gain.exponentialRampToValueAtTime(0.25, at + 0.01);
    g.gain.exponentialRampToValueAtTime(0.0001, at + ms / 1000);
    o.connect(g).connect(ctx.destination);
    o.start(at);
    o.stop(at + ms / 1000 + 0.02);
    at += ms / 1000 + 0.03;
  }
}

/** The signals by event: a flash class and the tones. */
const signals = {
  BrainringLiveTimeStarted: ["flash-time", [[880, 400]]],
  BrainringLiveWarning: ["flash-warn", [[660, 150], [660, 150]]],
  BrainringLiveAnswering: ["flash-press", [[1320, 250]]],
  BrainringLiveQuestionOver: ["flash-end", [[440, 700]]],
};

/** signal flashes the screen and beeps for the events of a message. */
export function signal(events, flash) {
  for (const e of events || []) {
    const s = signals[e];
    if (!s) continue;
    if (flash) {
      flash.className = "live-flash " + s[0];
      void flash.offsetWidth; // restart the animation
      flash.classList.add("on");
    }
    beep(s[1]);
  }
}
