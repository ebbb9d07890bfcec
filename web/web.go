package web

import "embed"

// FS holds the static files of the pages, rooted at this directory: the
// server serves it at "/" (index.html, solver.html, js/app.js, ...). Go
// sources are not included.
//
//go:embed *.html *.css *.svg js
var FS embed.FS
