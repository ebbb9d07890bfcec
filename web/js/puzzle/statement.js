// A puzzle's statement as a solver sees it: the title, the text in light
// markdown, the pictures inside it and the PDFs as links, and for a Sudoku
// the grid to fill. The solver's page and the organizer's preview in the
// puzzle editor both draw it here, so what an author previews is what a
// solver will get.

import { el, renderText } from "../common/dom.js";
import { t } from "../common/i18n.js";

/** statementNodes renders Statement st (docs/openapi.yaml) into the body
 * of .statement and its list of files. fileURL(name) returns a promise
 * of the address to show a file from (the solver's page fetches it with
 * the solver's token; the editor shows the chosen file itself);
 * fallbackURL(name), if given, is a link's address until then. */
export function statementNodes(st, fileURL, fallbackURL) {
  const body = renderText(st.text);
  const files = el("div", { class: "files" });
  for (const name of st.images || []) {
    const img = el("img", { alt: name });
    body.append(img);
    fileURL(name).then((u) => { if (u) img.src = u; });
  }
  if ((st.attachments || []).length) {
    files.append(el("strong", {}, t("solver.attachments"), ": "));
    for (const name of st.attachments) {
      const a = el("a", { href: fallbackURL ? fallbackURL(name) : "#", target: "_blank", rel: "noopener" }, name);
      fileURL(name).then((u) => { if (u) a.href = u; });
      files.append(a);
    }
  }
  return [body, files];
}

/** statementTitle is the heading a solver sees over round n's puzzle. */
export function statementTitle(st, n) {
  return st.title || t("round.n", n);
}
