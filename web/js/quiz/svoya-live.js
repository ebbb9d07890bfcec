// The pages of a Svoya igra fight played live (svoya-live.html, issue
// 13): ?view=console (the host), display (the hall's projector) or button
// (a player's phone), in the shape of the Brain-ring's (live.js).

import { $, param, replace, show } from "../common/dom.js";
import { setLang, lang, t } from "../common/i18n.js";
import { w } from "./svoya-live-api.js";
import { openConsole, relabel } from "./svoya-live-console.js";
import { openDisplay } from "./svoya-live-display.js";
import { openButton } from "./svoya-live-button.js";
import "../common/files.js";

const toggles = document.querySelectorAll(".lang-toggle");
const words = () => {
  for (const b of toggles) b.textContent = lang() === "ru" ? "EN" : "RU";
  document.title = w("title");
};
for (const b of toggles) {
  b.addEventListener("click", () => {
    setLang(lang() === "ru" ? "en" : "ru");
    // The console re-labels in place, keeping what the host has under
    // way; the display and the button set their words once and reload.
    if (param("view") !== "console") return location.reload();
    words();
    offline();
    relabel();
  });
}
words();
// Shown while the live channel is down: say so, not a bare "…".
const offline = () => replace($("#offline"), t("common.offline"));
offline();
const views = { console: openConsole, display: openDisplay, button: openButton };
const open = views[param("view")];
if (!param("fest") || !open) show(replace($("#error"), w("bad_link")));
else open();
