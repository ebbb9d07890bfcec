// The puzzle editor on the organizer's page: a set made in a form instead
// of hand-written JSON. One box per round: a text puzzle (statement in
// light markdown, pictures, PDFs, the accepted answers) or a Sudoku (its
// givens). "Insert an example" fills the form and uploads nothing; each
// round has a preview drawn by the solver's own rendering (statement.js,
// sudoku.js); "Save" builds the set file and the files into the same
// upload as the JSON path (PUT /puzzles), asks first when it would replace
// a set already there, and says plainly what was stored.
//
// The answers go from this form to the server only. The server keeps them
// in its log and never sends them back (the organizer's list of puzzles
// is made of statements), so the form cannot be refilled from the server:
// the draft lives in this page until it is saved.

import { api } from "./api.js";
import { confirmAt } from "../common/confirm.js";
import { $, el, replace, show } from "../common/dom.js";
import { t } from "../common/i18n.js";
import { statementNodes, statementTitle } from "./statement.js";
import { Sudoku } from "./sudoku.js";

const IMAGES = ".png,.jpg,.jpeg,.gif,.webp";

// The example: a riddle with two accepted answers, a sequence, and a
// Sudoku with one solution, so every kind of field has something in it.
function example() {
  return [
    { kind: "text", title: t("ed.ex1_title"), text: t("ed.ex1_text"), accepted: t("ed.ex1_answers"), ignoreSpaces: false, images: [], pdfs: [] },
    { kind: "text", title: t("ed.ex2_title"), text: "1, 1, 2, 3, 5, 8, 13, …", accepted: "21", ignoreSpaces: false, images: [], pdfs: [] },
    { kind: "sudoku", title: t("sudoku.grid"), givens: "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79", images: [], pdfs: [] },
  ];
}

function blank(kind = "text") {
  return { kind, title: "", text: "", accepted: "", ignoreSpaces: false, givens: "", images: [], pdfs: [] };
}

/** mountEditor draws the editor into root. ctx.tid() is the tournament
 * now chosen, ctx.tour() its last Tournament (or null), ctx.saved() runs
 * after a save (the page re-reads its list of puzzles). */
export function mountEditor(root, ctx) {
  let draft = [];
  let draftFor = null;
  const previews = new Set(); // rounds whose preview is open, by object
  const list = el("div", { id: "ed-rounds" });
  const status = el("div", { id: "ed-status", role: "status", "aria-live": "polite" });
  const saveBtn = el("button", { type: "button", id: "ed-save", class: "big", onclick: () => save() }, t("ed.save"));
  const bar = el("p", { class: "row" },
    el("button", { type: "button", id: "ed-example", class: "secondary", onclick: () => insertExample() }, t("ed.example")),
    el("button", { type: "button", id: "ed-add", class: "secondary", onclick: () => { draft.push(blank()); draw(); focusRound(draft.length - 1); } }, t("ed.add")),
    el("button", { type: "button", id: "ed-add-sudoku", class: "secondary", onclick: () => { draft.push(blank("sudoku")); draw(); focusRound(draft.length - 1); } }, t("ed.add_sudoku")));
  const cover = el("p", { id: "ed-cover", class: "small muted" });
  const foot = el("div", { id: "ed-foot" }, cover, el("p", { class: "center" }, saveBtn));
  const head = el("div", {});
  replace(root, head, bar, list, status, foot);
  const urls = new WeakMap(); // a chosen file's object URL, made once
  const urlOf = (f) => {
    if (!urls.has(f)) urls.set(f, URL.createObjectURL(f));
    return urls.get(f);
  };

  function say(kind, text) {
    replace(status, text ? el("div", { class: "msg " + kind, id: "ed-" + kind }, text) : "");
  }

  function sync() {
    if (ctx.tid() !== draftFor) {
      draftFor = ctx.tid();
      draft = [];
      previews.clear();
      say("", "");
    }
  }

  function insertExample() {
    sync();
    draft = draft.filter((r) => !empty(r)).concat(example());
    draw();
    say("info", t("ed.inserted"));
  }

  function focusRound(i) {
    const f = list.querySelector(`[data-round="${i}"] textarea, [data-round="${i}"] input`);
    if (f) f.focus();
  }

  function field(r, i, key, label, attrs, tag = "input") {
    const id = `ed-${i}-${key}`;
    const input = el(tag, { id, ...attrs, oninput: (e) => { r[key] = e.target.value; refreshPreview(r, i); } });
    input.value = r[key] || "";
    return [el("label", { for: id }, label), input];
  }

  function files(r, i, key, label, accept) {
    const id = `ed-${i}-${key}`;
    const input = el("input", { id, type: "file", multiple: true, accept, dataset: { listed: "1" }, onchange: (e) => {
      for (const f of e.target.files) {
        r[key] = r[key].filter((x) => x.name !== f.name).concat(f);
      }
      e.target.value = "";
      draw();
    } });
    const chosen = el("ul", { class: "ed-files small" }, r[key].map((f) => el("li", {}, f.name, " ",
      el("button", { type: "button", class: "secondary small-btn", title: t("ed.remove_file", f.name), "aria-label": t("ed.remove_file", f.name),
        onclick: () => { r[key] = r[key].filter((x) => x !== f); draw(); } }, "×"))));
    return [el("label", { for: id }, label), input, chosen];
  }

  function roundBox(r, i) {
    const kind = el("select", { id: `ed-${i}-kind`, onchange: (e) => { r.kind = e.target.value; draw(); } },
      el("option", { value: "text", selected: r.kind === "text" }, t("ed.kind_text")),
      el("option", { value: "sudoku", selected: r.kind === "sudoku" }, t("ed.kind_sudoku")));
    const body = r.kind === "sudoku"
      ? [field(r, i, "givens", t("ed.givens"), { spellcheck: "false", rows: 9, class: "givens" }, "textarea")]
      : [
        field(r, i, "text", t("ed.text"), { rows: 5, class: "prose" }, "textarea"),
        el("p", { class: "muted small" }, t("ed.text_hint")),
        files(r, i, "images", t("ed.images"), IMAGES),
        files(r, i, "pdfs", t("ed.pdfs"), ".pdf"),
        field(r, i, "accepted", t("ed.accepted"), { rows: 3, spellcheck: "false", class: "prose" }, "textarea"),
        el("p", { class: "muted small" }, t("ed.accepted_hint")),
        el("label", { class: "check" }, el("input", { type: "checkbox", id: `ed-${i}-spaces`, checked: r.ignoreSpaces,
          onchange: (e) => { r.ignoreSpaces = e.target.checked; } }), t("ed.ignore_spaces")),
      ];
    const move = (d) => {
      const j = i + d;
      if (j < 0 || j >= draft.length) return;
      [draft[i], draft[j]] = [draft[j], draft[i]];
      draw();
    };
    const open = previews.has(r);
    return el("fieldset", { class: "ed-round", dataset: { round: String(i) } },
      el("legend", {}, t("round.n", i + 1)),
      el("div", { class: "grid2" },
        el("div", {}, el("label", { for: `ed-${i}-kind` }, t("ed.kind")), kind),
        el("div", {}, field(r, i, "title", t("ed.ptitle"), { maxlength: "200" }))),
      body,
      el("p", { class: "row" },
        el("button", { type: "button", class: "secondary ed-preview-btn", id: `ed-${i}-preview`, "aria-expanded": String(open),
          onclick: () => { if (open) previews.delete(r); else previews.add(r); draw(); } }, t(open ? "ed.preview_hide" : "ed.preview")),
        el("button", { type: "button", class: "secondary small-btn", title: t("ed.up"), "aria-label": t("ed.up"), disabled: i === 0, onclick: () => move(-1) }, "↑"),
        el("button", { type: "button", class: "secondary small-btn", title: t("ed.down"), "aria-label": t("ed.down"), disabled: i === draft.length - 1, onclick: () => move(1) }, "↓"),
        el("button", { type: "button", class: "secondary small-btn", id: `ed-${i}-remove`, onclick: () => { previews.delete(r); draft.splice(i, 1); draw(); } }, t("ed.remove"))),
      el("div", { class: "ed-preview", id: `ed-${i}-view` }));
  }

  function refreshPreview(r, i) {
    const box = list.querySelector(`#ed-${i}-view`);
    if (!box) return;
    if (!previews.has(r)) {
      box.replaceChildren();
      return;
    }
    replace(box, el("p", { class: "muted small" }, t("ed.preview_note")), preview(r, i));
  }

  function draw() {
    sync();
    replace(head, el("h3", {}, t("ed.title")), el("p", { class: "muted small" }, t("ed.hint")));
    $("#ed-example", root).textContent = t("ed.example");
    $("#ed-add", root).textContent = t("ed.add");
    $("#ed-add-sudoku", root).textContent = t("ed.add_sudoku");
    replace(list, draft.map(roundBox));
    draft.forEach(refreshPreview);
    show(foot, draft.length > 0);
    saveBtn.textContent = t("ed.save", draft.length);
    drawCover();
  }

  // The rounds of the settings, beside those of the draft: a set must
  // have one puzzle a round before the start.
  function drawCover() {
    const tour = ctx.tour();
    const want = tour && tour.settings ? tour.settings.rounds : 0;
    cover.textContent = want > draft.length && draft.length ? t("ed.cover", want, draft.length) : "";
  }

  /** save checks the draft, asks before replacing a set, and uploads. */
  function save() {
    sync();
    let form;
    try {
      form = build();
    } catch (e) {
      say("bad", e.message);
      return;
    }
    const tour = ctx.tour();
    const had = tour ? tour.puzzles : 0;
    const go = () => upload(form);
    if (had > 0) confirmAt(saveBtn, t("ed.replace_q", had, draft.length), go);
    else go();
  }

  async function upload(form) {
    say("", "");
    saveBtn.disabled = true;
    try {
      const res = await api.uploadPuzzles(ctx.tid(), form);
      say("ok", t("ed.saved", res.rounds));
      await ctx.saved();
    } catch (e) {
      say("bad", e.message);
    } finally {
      saveBtn.disabled = false;
    }
  }

  /** build returns the upload of the draft: the set file as a puzzle
   * set's JSON (puzzleswiss/puzzle.Set) and each chosen file once. */
  function build() {
    if (!draft.length) throw new Error(t("ed.empty"));
    const chosen = new Map();
    const puzzles = draft.map((r, i) => {
      const n = i + 1;
      if (r.kind === "sudoku") {
        const g = givens(r.givens);
        if (g.length !== 81) throw new Error(t("ed.bad_givens", n, g.length));
        return { kind: "sudoku", title: r.title.trim(), sudoku: { givens: g } };
      }
      const accepted = lines(r.accepted);
      if (!accepted.length) throw new Error(t("ed.need_answer", n));
      if (!r.text.trim() && !r.images.length && !r.pdfs.length) throw new Error(t("ed.need_text", n));
      for (const f of [...r.images, ...r.pdfs]) {
        const was = chosen.get(f.name);
        if (was && (was.size !== f.size || was.lastModified !== f.lastModified)) throw new Error(t("ed.same_name", f.name));
        chosen.set(f.name, f);
      }
      const p = { kind: "text", title: r.title.trim(), text: r.text, key: { accepted, ignore_spaces: r.ignoreSpaces } };
      if (r.images.length) p.images = r.images.map((f) => f.name);
      if (r.pdfs.length) p.attachments = r.pdfs.map((f) => f.name);
      return p;
    });
    const form = new FormData();
    form.append("set", new Blob([JSON.stringify({ puzzles })], { type: "application/json" }), "set.json");
    for (const f of chosen.values()) form.append("file", f, f.name);
    return form;
  }

  /** preview draws round i as the solver's puzzle card: the same heading,
   * statement, grid or answer field and Check button (which does nothing
   * here), and under it, for the author only, what will be accepted. */
  function preview(r, i) {
    const card = el("section", { class: "card solver-view" });
    if (r.kind === "sudoku") {
      const g = givens(r.givens);
      if (g.length !== 81) return el("p", { class: "msg bad" }, t("ed.bad_givens", i + 1, g.length));
      const st = { kind: "sudoku", title: r.title.trim(), givens: g };
      card.append(el("h2", {}, statementTitle(st, i + 1)), el("div", { class: "statement" }), new Sudoku(g, null, null).root);
    } else {
      const byName = new Map([...r.images, ...r.pdfs].map((f) => [f.name, f]));
      const st = { kind: "text", title: r.title.trim(), text: r.text, images: r.images.map((f) => f.name), attachments: r.pdfs.map((f) => f.name) };
      const url = (name) => Promise.resolve(byName.has(name) ? urlOf(byName.get(name)) : "");
      card.append(el("h2", {}, statementTitle(st, i + 1)), el("div", { class: "statement" }, ...statementNodes(st, url)),
        el("label", {}, t("solver.answer")), el("input", { autocomplete: "off", placeholder: t("solver.answer_ph") }));
    }
    card.append(el("p", { class: "center" }, el("button", { type: "button", class: "big", disabled: true }, t("solver.check"))));
    const keys = r.kind === "sudoku" ? "" : lines(r.accepted).join(" · ");
    return [card, keys ? el("p", { class: "small ed-keys" }, t("ed.preview_answers", keys)) : ""];
  }

  draw();
  // The page redraws the editor on a language switch, and only the line
  // about the rounds on a push: a redraw would take the focus from a field
  // being typed in.
  return { redraw: draw, cover: () => { sync(); drawCover(); } };
}

function lines(s) {
  return String(s || "").split("\n").map((x) => x.trim()).filter(Boolean);
}

/** givens reads a grid as the server does: white space skipped, 0 or .
 * an empty cell (puzzle.ParseGrid); anything else stays, for the server
 * to name. */
function givens(s) {
  return String(s || "").replace(/\s+/g, "").replace(/0/g, ".");
}

function empty(r) {
  return !r.title && !r.text && !r.accepted && !r.givens && !r.images.length && !r.pdfs.length;
}
