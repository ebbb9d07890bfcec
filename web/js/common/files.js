// File inputs in the page's language. A browser words its file input in
// its own language ("Choose File", "No file chosen" on a Russian page):
// each file input of the page, now or added later, is shown as a button
// and the chosen file's name in the page's words. The input stays in the
// page, out of sight: the button opens it, and what it holds is read as
// before.

import { onLang, t } from "./i18n.js";

function words(input) {
  const [btn, name] = input._fileParts;
  btn.textContent = t(input.multiple ? "common.choose_files" : "common.choose_file");
  if (name) name.textContent = input.files && input.files.length ? [...input.files].map((f) => f.name).join(", ") : t("common.no_file");
}

function enhance(input) {
  if (input._fileParts) return;
  const btn = document.createElement("button");
  btn.type = "button";
  btn.className = "secondary small-btn file-btn";
  // Inside a label the button is the one control: the label's own click
  // would open the dialog a second time.
  btn.addEventListener("click", (e) => { e.preventDefault(); input.click(); });
  // A page that lists the chosen files itself (data-listed) gets the
  // button alone.
  const name = input.dataset.listed ? null : document.createElement("span");
  if (name) name.className = "file-name";
  input._fileParts = [btn, name];
  input.classList.add("file-hidden");
  input.tabIndex = -1;
  input.addEventListener("change", () => words(input));
  if (name) input.after(btn, " ", name);
  else input.after(btn);
  words(input);
}

function scan(root) {
  if (root.nodeType !== 1) return;
  if (root.matches('input[type="file"]')) enhance(root);
  for (const i of root.querySelectorAll('input[type="file"]')) enhance(i);
}

scan(document.body);
new MutationObserver((changes) => {
  for (const c of changes) for (const n of c.addedNodes) scan(n);
}).observe(document.body, { childList: true, subtree: true });
onLang(() => {
  for (const i of document.querySelectorAll('input[type="file"]')) if (i._fileParts) words(i);
});
