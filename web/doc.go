// Package web holds the pages of the online puzzle Swiss: static HTML, CSS
// and JavaScript modules, embedded into the binary with go:embed so that
// `turnir serve` needs no files beside itself and no build step.
//
// The pages talk to the server only through the documented JSON API and
// WebSocket of docs/openapi.yaml, so everything a page does a script can do
// too. They are Russian by default with an English switch
// (js/common/i18n.js, the words in js/common/i18n_ru.js and i18n_en.js,
// Svoya igra's live pages' in i18n_svoya_ru.js and i18n_svoya_en.js, the
// Brain-ring's live pages' in i18n_live_ru.js and i18n_live_en.js),
// usable on a phone, and print cleanly (standings and crosstable on A4).
//
// The scripts are split by competition and view:
//
//	js/home.js     the index page
//	js/common/     what every page shares: the request and its refusal
//	               (api.js), the one WebSocket client (live.js), the DOM
//	               helpers, the dictionary, the frame, inline confirmations,
//	               the server-synced countdown
//	js/puzzle/     the puzzle Swiss: its calls (api.js), the solver's,
//	               organizer's and public pages, their views, the Sudoku grid
//	js/quiz/       the festival's quiz competitions: its calls (api.js), the
//	               public page (festival.js) and the jury page (jury.js), the
//	               jury's controls per competition (jury-cup.js and its
//	               keyboard grid, jury-brainring.js, jury-svoya.js,
//	               jury-solyanka.js) and the views per competition
//	               (views-cup.js, views-brainring.js, views-svoya.js,
//	               views-solyanka.js, views-festival.js for the history and
//	               the lots)
//
// Pages:
//
//	index.html   the list of tournaments
//	solver.html  register, withdraw, the waiting room, Start, the puzzle, Check
//	org.html     the organizer's console
//	public.html  live standings, pairings, crosstable and the lots' seeds
//	festival.html  a festival for the public (?f=id): the cup's bracket as
//	             SVG, tables with shared places, question rating, the
//	             Brain-ring groups, crosstables and bracket, the Svoya igra
//	             venues, the solyanka; &view=projector for the hall
//	jury.html    the festival's jury: keyboard grid of the question rounds,
//	             every step of the cup, Brain-ring and Svoya igra, history
//
// Time on the pages is the server's: a countdown starts from the remaining
// milliseconds the server sends and is re-synced on every push; the phone's
// own clock is never read for it (js/common/clock.js counts with performance.now,
// which only measures elapsed time).
package web
