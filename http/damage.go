package http

import (
	"turnir"
)

// damageView tells, in a list, that a tournament or festival is there but
// its log does not read back: the message names the stream, the event
// number and the cause (turnir.Damaged). Its own pages answer the same
// message as an error.
type damageView struct {
	Code      string `json:"code"`
	MessageEN string `json:"message_en"`
	MessageRU string `json:"message_ru"`
}

// damaged is the list entry of a stream whose read failed with err, or
// nil when err is not damage (then the entry is left out as before).
func damaged(err error) *damageView {
	if !turnir.IsDamaged(err) {
		return nil
	}
	return &damageView{Code: turnir.EDAMAGED, MessageEN: turnir.ErrorMessage(err, "en"), MessageRU: turnir.ErrorMessage(err, "ru")}
}

// logDamage makes a damaged stream impossible to miss in the server's log
// at start: an error, with the stream and the message in both languages.
// The server still starts and serves every healthy stream, so that one bad
// stream cannot stop a live festival.
func (s *Server) logDamage(stream string, err error) {
	s.log.Error("DAMAGED STREAM: it is listed as damaged and its pages answer this error; restore the database from a backup",
		"stream", stream, "err", turnir.ErrorMessage(err, "en"), "err_ru", turnir.ErrorMessage(err, "ru"))
}
