// The pages of a fight played live (live.html): ?view=console (the
// host), display (the hall's projector) or button (a team's phone).

import { $, param, replace, show } from "../common/dom.js";
import { t, translate, setLang, lang } from "../common/i18n.js";
import { openConsole } from "./live-console.js";
import { openDisplay } from "./live-display.js";
import { openButton } from "./live-button.js";
import "../common/files.js";

translate();
for (const b of document.querySelectorAll(".lang-toggle")) {
  b.textContent = lang() === "ru" ? "EN" : "RU";
  b.addEventListener("click", () => {
    setLang(lang() === "ru" ? "en" : "ru");
    for (const x of document.querySelectorAll(".lang-toggle")) x.textContent = lang() === "ru" ? "EN" : "RU";
  });
}
const views = { console: openConsole, display: openDisplay, button: openButton };
const open = views[param("view")];
if (!param("fest") || !open) show(replace($("#error"), t("lv.bad_link")));
else open();
