// The written qualifying's package on the jury page (issue 13, S4: 24
// themes of 5): the organizer or the jury loads it from a file, before or after the
// Svoya igra tournament is opened; the server fits it to the qualifying
// and keeps it (without one the GET answers 404 and the themes go by
// number). Before opening, the
// tournament can be opened with the package's themes and values; after,
// the package names the themes of the mark form and the sheet.

import { fapi } from "./api.js";
import { packageBody } from "./package-file.js";
import { el } from "../common/dom.js";
import { t } from "../common/i18n.js";

/** qualifyingPackage keeps what the server holds for festival fid's
 * written qualifying and draws its card; act(fn) runs a load (the
 * Svoya igra card's act: a refusal shows in the banner) and changed()
 * redraws the Svoya igra card once the package is known. */
export function qualifyingPackage(fid, act, changed) {
  let pkg = null;
  let asked = false;
  let asking = null; // the GET in flight

  // fetch asks the server for the package; a 404 is "none loaded".
  async function fetch() {
    try {
      pkg = await fapi.svoyaQualifyingPackage(fid);
    } catch (e) {
      if (e.status !== 404) throw e;
      pkg = null;
    }
    asked = true;
  }

  return {
    /** themes are the package's theme names in order, null when none
     * is loaded. */
    themes: () => (pkg ? pkg.themes : null),

    /** refresh asks the server once a page (and again after a refusal:
     * another member of the jury may have loaded one meanwhile); it
     * resolves when the answer is drawn. */
    refresh(again) {
      if ((asked && !again) || asking) return asking;
      asking = fetch().catch(() => { asked = true; }).then(() => {
        asking = null;
        changed();
      });
      return asking;
    },

    /** key changes when what the card shows does: the server answered,
     * and the package's themes. */
    key: () => [asked, pkg && pkg.themes],

    /** card is the package's part of the Svoya igra controls: the file,
     * what the server took from it and, before opening, the choice to
     * open with it (#sv-open-pkg). */
    card(opened) {
      const file = el("input", { type: "file", id: "sv-qpkg-file", accept: ".siq,.yaml,.yml,.txt", onchange: () => {
        const f = file.files && file.files[0];
        if (!f) return;
        act(async () => {
          pkg = await fapi.loadSvoyaQualifyingPackage(fid, await packageBody(f));
          asked = true;
          changed();
        }).finally(() => { file.value = ""; });
      } });
      const q = pkg && pkg.qualifying;
      // data-asked: the server has answered (the tests wait on it).
      return el("div", { class: "sv-qpkg", id: "sv-qpkg", dataset: asked ? { asked: "1" } : {} },
        el("label", { class: "small" }, t("sv.qpkg"), " ", file),
        pkg ? [
          el("p", { class: "small", id: "sv-qpkg-loaded" }, t("sv.qpkg_loaded", q.themes, q.values.length), " (", q.values.join(", "), ")"),
          el("details", {}, el("summary", {}, t("sv.qpkg_themes")),
            el("ol", { id: "sv-qpkg-themes", class: "small" }, pkg.themes.map((n) => el("li", {}, n)))),
          opened ? el("p", { class: "muted small" }, t("sv.qpkg_opened"))
            : el("label", { class: "check" }, el("input", { type: "checkbox", id: "sv-open-pkg", checked: true }), " ", t("sv.qpkg_open")),
        ] : el("p", { class: "muted small", id: "sv-qpkg-none" }, t("sv.qpkg_none")));
    },

    /** withPackage says whether the tournament is to be opened with the
     * package (its box is ticked). */
    withPackage: () => !!pkg && !!document.getElementById("sv-open-pkg") && document.getElementById("sv-open-pkg").checked,
  };
}

/** themeLabel is how the mark form and the sheet name theme n (1-based):
 * "n. name" with a package, n alone without. */
export function themeLabel(themes, n) {
  return themes && themes[n - 1] ? n + ". " + themes[n - 1] : String(n);
}
