package turnir

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
)

// The hash chain. Every store keeps, beside each event, Hash =
// SHA-256(the previous event's hash || the event's stored bytes), the first
// event of a stream chaining from nothing. Load recomputes it, so an event
// edited in the database (a Check's time, a payload, an actor), removed or
// moved to another place is reported as damage by every reader, not only a
// verdict that `turnir verify` re-makes. It is a tamper-evident seal, not a
// signature: someone who can write the database and knows this function can
// rewrite the chain too, and removing the last events of a stream leaves a
// valid shorter chain. Publishing a stream's head hash (turnir verify prints
// it) closes both gaps for everything before it.

// StoredRow is an event as a store keeps it: its columns, the time as the
// stored text.
type StoredRow struct {
	Stream  string
	Version int64
	Type    string
	Data    []byte
	At      string // StoreTimeLayout
	Actor   string
	Reason  string
}

// Row returns the columns a store writes for e (whose Stream, Version and
// At are already set).
func Row(e Event) StoredRow {
	return StoredRow{Stream: e.Stream, Version: e.Version, Type: e.Type, Data: e.Data,
		At: FormatStoreTime(e.At), Actor: e.Actor, Reason: e.Reason}
}

// ChainHash returns the hash of r following prev (nil for a stream's first
// event). Every field is length-prefixed, so no two rows encode alike.
func ChainHash(prev []byte, r StoredRow) []byte {
	h := sha256.New()
	h.Write(prev)
	var n [8]byte
	field := func(b []byte) {
		binary.BigEndian.PutUint64(n[:], uint64(len(b)))
		h.Write(n[:])
		h.Write(b)
	}
	field([]byte(r.Stream))
	binary.BigEndian.PutUint64(n[:], uint64(r.Version))
	h.Write(n[:])
	field([]byte(r.Type))
	field([]byte(r.At))
	field([]byte(r.Actor))
	field([]byte(r.Reason))
	field(r.Data)
	return h.Sum(nil)
}

// Chain checks the rows of one stream as a store reads them, in order.
type Chain struct {
	stream string
	prev   []byte
	next   int64 // the version the next row must have
}

// NewChain starts checking stream after version after, whose stored hash
// is prev (nil when after is 0).
func NewChain(stream string, after int64, prev []byte) *Chain {
	after = max(after, 0) // Load treats a negative after as 0
	return &Chain{stream: stream, prev: prev, next: after + 1}
}

// Next checks the next row and its stored hash, and returns the event it
// holds; a row out of sequence, a hash that does not follow, or an
// unreadable time is an EDAMAGED *Error naming the event.
func (c *Chain) Next(r StoredRow, hash []byte) (Event, error) {
	if r.Version != c.next {
		return Event{}, Damaged(c.stream, c.next, "",
			Errorf(EINTERNAL, "it is missing (the next stored event is #%d)",
				"его нет (следующее в журнале — #%d)", r.Version))
	}
	want := ChainHash(c.prev, r)
	if !bytes.Equal(want, hash) {
		return Event{}, Damaged(c.stream, r.Version, r.Type,
			Errorf(EINTERNAL, "its hash does not follow from the events before it: it or an earlier event was changed outside turnir",
				"его хеш не следует из предыдущих событий: оно или более раннее событие изменено в обход turnir"))
	}
	e, err := StoredEvent(r.Stream, r.Version, r.Type, r.Data, r.At, r.Actor, r.Reason)
	if err != nil {
		return Event{}, Damaged(c.stream, r.Version, r.Type, err)
	}
	c.prev, c.next = want, c.next+1
	return e, nil
}

// HeadHash returns the chain hash of the last of a stream's whole log, as
// Load returned it, in hex: publishing it seals everything before it.
func HeadHash(evs []Event) string {
	var h []byte
	for _, e := range evs {
		h = ChainHash(h, Row(e))
	}
	return hex.EncodeToString(h)
}

// ChainAll returns the chain hash of each of rows, which are sorted by
// stream and then version: what a store's migration fills in for events
// logged before it kept the chain. It trusts the rows as they are, so an
// edit made before the upgrade is sealed in, not detected.
func ChainAll(rows []StoredRow) [][]byte {
	out := make([][]byte, len(rows))
	var prev []byte
	for i, r := range rows {
		if i > 0 && r.Stream != rows[i-1].Stream {
			prev = nil
		}
		prev = ChainHash(prev, r)
		out[i] = prev
	}
	return out
}

// RowScanner is what both database drivers' result sets offer.
type RowScanner interface {
	Next() bool
	Scan(dest ...any) error
	Err() error
}

// ScanRows reads rows of (id, stream, version, type, data, at, actor,
// reason), the select both stores' chain migrations make.
func ScanRows(rows RowScanner) (ids []int64, out []StoredRow, err error) {
	for rows.Next() {
		var id int64
		var r StoredRow
		if err := rows.Scan(&id, &r.Stream, &r.Version, &r.Type, &r.Data, &r.At, &r.Actor, &r.Reason); err != nil {
			return nil, nil, err
		}
		ids, out = append(ids, id), append(out, r)
	}
	return ids, out, rows.Err()
}
