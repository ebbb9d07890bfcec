// The words of the team chess pages, Russian and English. They are kept
// here rather than in the shared dictionary (common/i18n_*.js) so that the
// chess pages can grow without touching the other competitions' words;
// the language itself is the shared choice (common/i18n.js), so switching
// it on any page switches it here too. Static text carries data-c="key".

import { lang, onLang, setLang } from "../common/i18n.js";

const ru = {
  "title": "Командные соревнования по шахматам",
  "public": "Турнир", "arbiter": "Судейская", "home": "Главная", "lang": "English",
  "list": "Турниры", "none": "Турниров пока нет.", "loading": "Загрузка…", "live": "онлайн", "offline": "Нет связи — переподключаемся…",
  "print": "Печать", "export": "Выгрузка", "phase.registration": "регистрация", "phase.running": "идёт", "phase.finished": "завершён",
  "round": "Тур {0}", "rounds": "Туры", "after": "после {0} из {1} туров", "pairings": "Пары и результаты", "bye": "Без соперника: {0}",
  "standings": "Командный зачёт", "cross": "Турнирная таблица", "boards": "Лучшие на досках", "board": "Доска {0}", "teams": "Команды",
  "programme": "Программа", "next": "Далее: {0}, {1}", "decisions": "Решения", "sheet": "Бланк жеребьёвки",
  "place": "Место", "team": "Команда", "gp": "Очки", "mp": "Ком. очки", "bh": "Бухгольц", "hh": "Личн.", "pts": "Очки", "games": "Партий",
  "player": "Игрок", "born": "Г.р.", "sex": "Пол", "rating": "Рейтинг", "rid": "ID ФШР", "fid": "FIDE ID", "bdate": "Дата рождения", "school": "Организация", "leader": "Руководитель",
  "simul": "Сеанс", "bmatch": "Стыковой матч", "simul_of": "Сеанс капитана команды {0}", "match": "Матч {0}", "withdrawn": "выбыла",
  "individual": "матч {0} из {1}, сеанс {2} из {3}", "nogames": "Ещё не сыграно ни одного тура.",
  "controls": "Контроль времени: сеансёр — {0}; доски 2–5 — {1}; стыковой матч — {2}.",
  "rules": "Правила, где регламент молчит: свободная от игры команда получает 6,5 очка и 1 командное очко (0 к Бухгольцу); матч выигран при более 6,5 очка; лучшие на досках — по очкам стыкового матча, затем меньше партий, затем место команды; двойная неявка «--» — ноль обеим.",
  "seed": "Жребий: обязательство {0}", "seed_revealed": "Жребий раскрыт: {0}",
  "white_letter": "б", "black_letter": "ч",
  "signin": "Вход судьи", "password": "Пароль", "as_org": "Как организатор", "as_arbiter": "Как судья", "signout": "Выйти",
  "create": "Создать турнир", "name": "Название", "id": "Идентификатор (необязательно)",
  "admission": "Комиссия по допуску", "team_name": "Команда", "add_row": "", "check": "Проверить", "admit": "Допустить",
  "eligible": "Состав соответствует регламенту.", "import": "Импорт CSV или XLSX", "import_hint": "Файл CSV или XLSX (или текст CSV ниже). Столбцы: команда; организация; руководитель; доска; ФИО; год рождения; пол (m/f); рейтинг; ID рейтинга. Первая строка — заголовок.",
  "import_run": "Импортировать", "imported": "Допущено команд: {0}; отказано: {1}.", "refused": "Отказано: {0}",
  "amend": "Заменить состав", "withdraw": "Снять", "reason": "Причина", "ok": "OK", "cancel": "Отмена", "save": "Сохранить",
  "configure": "Число туров", "configure_btn": "Изменить", "begin": "Провести жеребьёвку 1-го тура",
  "pair": "Составить следующий тур", "manual": "Ручная жеребьёвка", "manual_hint": "По строке на матч: белые - чёрные (номер, название или ID команды); строка «bye команда» — без соперника.",
  "close": "Закрыть тур {0}", "finish": "Завершить турнир", "finish_early": "Завершить досрочно",
  "keys": "Ввод: 1 = 1-0, = или 5 = ½-½, 0 = 0-1, + = +-, - = -+, x = -- (двойная неявка). Enter — сохранить матч.",
  "saved": "Сохранено", "correction": "Тур закрыт: причина исправления", "correcting": "исправление", "missing": "не хватает {0}",
  "kind.simul": "сеанс", "kind.board": "матч", "violations": "Нарушения",
  "absent": "Неявка: {0}", "undo": "Отменить жеребьёвку тура {0}",
  "pdf": "PDF с бланками", "slips": "Бланки результатов по матчам", "white": "Белые", "black": "Чёрные", "result": "Результат",
  "signatures": "Руководитель команды {0}: ____________\nРуководитель команды {1}: ____________\nСудья: ____________",
  "draw_at": "Жеребьёвка 1-го тура сама пройдёт {0}", "draw_schedule": "Жеребьёвка по программе: {0}",
  "after_round": "После тура:", "projector": "Проектор", "normal_view": "Обычный вид",
  "refuse": "Отказать в допуске", "refused_logged": "Отказ записан в протокол.",
};

const en = {
  "title": "School team chess",
  "public": "Event", "arbiter": "Arbiters", "home": "Home", "lang": "Русский",
  "list": "Events", "none": "No events yet.", "loading": "Loading…", "live": "live", "offline": "Offline — reconnecting…",
  "print": "Print", "export": "Export", "phase.registration": "registration", "phase.running": "running", "phase.finished": "finished",
  "round": "Round {0}", "rounds": "Rounds", "after": "after {0} of {1} rounds", "pairings": "Pairings and results", "bye": "Without an opponent: {0}",
  "standings": "Team standings", "cross": "Crosstable", "boards": "Board prizes", "board": "Board {0}", "teams": "Teams",
  "programme": "Programme", "next": "Next: {0}, {1}", "decisions": "Decisions", "sheet": "Pairing sheet",
  "place": "Place", "team": "Team", "gp": "Points", "mp": "Match pts", "bh": "Buchholz", "hh": "H2H", "pts": "Points", "games": "Games",
  "player": "Player", "born": "Born", "sex": "Sex", "rating": "Rating", "rid": "Russian federation ID", "fid": "FIDE ID", "bdate": "Date of birth", "school": "School", "leader": "Leader",
  "simul": "Simul", "bmatch": "Board match", "simul_of": "Simul of {0}'s captain", "match": "Match {0}", "withdrawn": "withdrawn",
  "individual": "match {0} of {1}, simul {2} of {3}", "nogames": "No round has been played yet.",
  "controls": "Time controls: simul giver {0}; boards 2-5 {1}; board match {2}.",
  "rules": "Where the regulation is silent: a bye scores 6.5 points and 1 match point (0 to Buchholz); a match is won with more than 6.5; board prizes by board-match points, then fewer games, then the team's place; a double forfeit \"--\" scores nothing for either.",
  "seed": "Lot: commitment {0}", "seed_revealed": "Lot revealed: {0}",
  "white_letter": "w", "black_letter": "b",
  "signin": "Arbiters' sign-in", "password": "Password", "as_org": "As organizer", "as_arbiter": "As arbiter", "signout": "Sign out",
  "create": "Create an event", "name": "Name", "id": "ID (optional)",
  "admission": "Admission", "team_name": "Team", "add_row": "", "check": "Check", "admit": "Admit",
  "eligible": "The roster meets the regulation.", "import": "Import CSV or XLSX", "import_hint": "A CSV or XLSX file (or CSV text below). Columns: team; school; leader; board; name; birth year; sex (m/f); rating; rating ID. The first line is the header.",
  "import_run": "Import", "imported": "Teams admitted: {0}; refused: {1}.", "refused": "Refused: {0}",
  "amend": "Replace roster", "withdraw": "Withdraw", "reason": "Reason", "ok": "OK", "cancel": "Cancel", "save": "Save",
  "configure": "Rounds", "configure_btn": "Change", "begin": "Make the round-1 draw",
  "pair": "Pair the next round", "manual": "Pair by hand", "manual_hint": "One match a line: white - black (the team's number, name or ID); a line \"bye team\" for the team without an opponent.",
  "close": "Close round {0}", "finish": "Finish the event", "finish_early": "Finish early",
  "keys": "Keys: 1 = 1-0, = or 5 = ½-½, 0 = 0-1, + = +-, - = -+, x = -- (double forfeit). Enter saves the match.",
  "saved": "Saved", "correction": "The round is closed: the reason for the correction", "correcting": "correction", "missing": "{0} missing",
  "kind.simul": "simul", "kind.board": "board", "violations": "Violations",
  "absent": "Absent: {0}", "undo": "Take back the pairing of round {0}",
  "pdf": "PDF with the slips", "slips": "Result slips, one a match", "white": "White", "black": "Black", "result": "Result",
  "signatures": "Leader of {0}: ____________\nLeader of {1}: ____________\nArbiter: ____________",
  "draw_at": "The round-1 draw happens by itself {0}", "draw_schedule": "Draw at the programme's time: {0}",
  "after_round": "After round:", "projector": "Projector", "normal_view": "Normal view",
  "refuse": "Refuse admission", "refused_logged": "The refusal is in the log.",
};

const dict = { ru, en };

/** tc returns the text of key in the chosen language, {n} replaced. */
export function tc(key, ...args) {
  const s = dict[lang()][key] ?? ru[key] ?? key;
  return s.replace(/\{(\d+)\}/g, (_, n) => String(args[+n] ?? ""));
}

/** translatePage fills every data-c element's text (data-c-ph: its
 * placeholder). */
export function translatePage(root = document) {
  document.documentElement.lang = lang();
  for (const e of root.querySelectorAll("[data-c]")) e.textContent = tc(e.dataset.c);
  for (const e of root.querySelectorAll("[data-c-ph]")) e.placeholder = tc(e.dataset.cPh);
}

/** onSwitch re-renders after the language is switched. */
export function onSwitch(f) {
  onLang(() => { translatePage(); f(); });
}

/** switchLang flips the language. */
export function switchLang() {
  setLang(lang() === "ru" ? "en" : "ru");
}

/** pts writes a score kept in halves: 13 -> "6½" (RU "6,5" reads worse on a board list). */
export function pts(h) {
  const whole = Math.floor(h / 2);
  return h % 2 ? (whole ? whole + "½" : "½") : String(whole);
}

/** teamsText writes "12 команд" / "12 teams" with the right plural. */
export function teamsText(n) {
  if (lang() === "en") return n + (n === 1 ? " team" : " teams");
  const d = n % 10, h = n % 100;
  const w = d === 1 && h !== 11 ? "команда" : d >= 2 && d <= 4 && (h < 12 || h > 14) ? "команды" : "команд";
  return n + " " + w;
}

export const keysOf = (l) => Object.keys(dict[l]);
