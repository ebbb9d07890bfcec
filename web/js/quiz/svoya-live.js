// The pages of a Svoya igra fight played live (svoya-live.html, issue
// 13): ?view=console (the host), display (the hall's projector) or button
// (a player's phone), in the shape of the Brain-ring's (live.js).

import { $, param, replace, show } from "../common/dom.js";
import { setLang, lang } from "../common/i18n.js";
import { w } from "./svoya-live-api.js";
import { openConsole } from "./svoya-live-console.js";
import { openDisplay } from "./svoya-live-display.js";
import { openButton } from "./svoya-live-button.js";

for (const b of document.querySelectorAll(".lang-toggle")) {
  b.textContent = lang() === "ru" ? "EN" : "RU";
  b.addEventListener("click", () => {
    setLang(lang() === "ru" ? "en" : "ru");
    location.reload(); // the words are set once, as the page opens
  });
}
document.title = w("title");
replace($("#offline"), "…");
const views = { console: openConsole, display: openDisplay, button: openButton };
const open = views[param("view")];
if (!param("fest") || !open) show(replace($("#error"), w("bad_link")));
else open();
