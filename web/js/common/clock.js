// Countdown driven by the server's remaining time. The server sends how
// many milliseconds are left (never an absolute time), and the page counts
// down from there with performance.now(), a monotonic timer that measures
// elapsed time and ignores the phone's wall clock. Every push re-syncs, so a
// drifting or wrong phone clock changes nothing.

import { fmtClock } from "./dom.js";

export class Countdown {
  /** node shows the time; onZero (optional) runs once when it reaches 0. */
  constructor(node, onZero) {
    this.node = node;
    this.onZero = onZero;
    this.deadline = null; // performance.now() value at which time is up
    this.paused = false;
    this.timer = null;
  }

  /** sync sets the remaining time as just reported by the server; null
   * (or undefined) stops and blanks the countdown. A paused countdown shows
   * the remaining time without moving. */
  sync(remainingMs, paused = false) {
    this.paused = paused;
    if (remainingMs === null || remainingMs === undefined) {
      this.deadline = null;
      this.stop();
      this.node.textContent = "";
      return;
    }
    this.deadline = performance.now() + remainingMs;
    this.fired = false;
    this.frozen = remainingMs;
    this.tick();
    if (!this.timer) this.timer = setInterval(() => this.tick(), 250);
  }

  /** remaining returns the milliseconds left, or null. */
  remaining() {
    if (this.deadline === null) return null;
    if (this.paused) return this.frozen;
    return Math.max(0, this.deadline - performance.now());
  }

  tick() {
    const left = this.remaining();
    if (left === null) return;
    this.node.textContent = fmtClock(left);
    this.node.classList.toggle("low", left < 30000 && !this.paused);
    if (left <= 0 && !this.fired) {
      this.fired = true;
      this.stop();
      if (this.onZero) this.onZero();
    }
  }

  stop() {
    clearInterval(this.timer);
    this.timer = null;
  }
}
