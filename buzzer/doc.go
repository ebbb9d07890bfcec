// Package buzzer is the engine of the answer buttons shared by the live
// Brain-ring fight and, later, Svoya igra: a press as the server stamped
// it, the press log the jury reads afterwards, and the order of presses.
//
// Nothing here does I/O, reads the clock or starts a goroutine: every time
// is a stamp passed in. The server stamps a press when the whole request
// has arrived (DESIGN.md "The server owns time"); that stamp, Press.At, is
// the only time the default order looks at, and presses with equal stamps
// keep the order the server processed them in (their Seq).
//
// # Fair mode
//
// In an online fight the teams sit on unequal networks: a team 40 ms away
// reaches the server before a team 200 ms away that pressed first. The
// optional fair mode (Config.Fair) corrects for that:
//
//   - The adapter keeps one Estimator per connection and feeds it ping
//     samples (client send time, server time, client receive time). The
//     estimate is NTP's: round trip = receive - send, offset = server -
//     (send + receive) / 2, taken from the sample with the smallest round
//     trip among the last few, because a short round trip leaves the least
//     room for an asymmetric path.
//   - A press carries the time the client says it was pressed (on its own
//     clock) and the connection's estimate at that moment (Press.Sync).
//     Its compensated time is the client time moved onto the server's
//     clock (client + offset), clamped into [At - bound, At] with bound =
//     min(RTT/2, Grace). A press can never count as later than it arrived,
//     nor earlier than half its measured round trip or the grace window.
//   - The first press opens a grace window of Grace (e.g. 150 ms); presses
//     arriving inside it compete by compensated time (ties by arrival), and
//     the decision is taken when the window closes. A press arriving after
//     the window cannot win: its compensated time is at least its arrival
//     minus Grace, which is after the first arrival.
//   - The decision keeps its Evidence (raw stamps, offset, round trip,
//     bound, compensated time, whether it was clamped), so the jury sees
//     why a team got the button.
//
// # Limits of fair mode
//
// A client can lie: about its press time, and, by holding back its ping
// replies, about its round trip. The clamp is what makes this harmless
// enough: whatever it claims, a press is moved earlier than its arrival by
// at most min(RTT/2, Grace), so a cheater gains at most the grace window
// over an honest team, and only against a press that arrived less than the
// window before its own. An honest team on a bad network is helped by at
// most the same amount. Fair mode also delays the decision by up to the
// window, and it orders only presses the server judged valid: whether a
// press is a false start is decided by its arrival, since a press that
// reached the server before the signal was sent was certainly pressed
// before the team saw it.
//
// # The press log
//
// Every press, early or late, is an Entry of the Log with its millisecond
// stamp and its Verdict (first, false start, early, beaten, no right,
// duplicate, too late, closed). Log.Rows gives plain rows for a CSV or XLSX
// writer.
package buzzer
