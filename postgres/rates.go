package postgres

import (
	"context"
	"encoding/hex"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// rateIdle is how long a bucket row is kept after its last take: every
// bucket the server uses refills within a minute or two, and a full
// bucket is the same as none.
const rateIdle = time.Hour

// TakeToken refills the token bucket key (burst tokens, perSecond a
// second) to now and, when consume, takes a token, in one statement, so
// that servers taking from one bucket at once never both take its last
// token. It reports whether a token was there and, if not, how long until
// one is. now is the asking server's clock; a bucket's time never goes
// back (servers' clocks differ by a little). Rows idle for an hour are
// dropped now and then.
func (s *Store) TakeToken(ctx context.Context, key string, burst int, perSecond float64, now time.Time, consume bool) (time.Duration, bool, error) {
	// The key may hold any byte (NUL separates its parts): stored as hex.
	const refill = `LEAST($2::float8, r.tokens + GREATEST(0, EXTRACT(EPOCH FROM ($3::timestamptz - r.at)))::float8 * $4::float8)`
	var took bool
	var tokens float64
	// Run again on a fresh connection if the first had died: a token taken
	// twice is the worst of it.
	err := s.pool.with(ctx, func(c *pgx.Conn) error {
		err := c.QueryRow(ctx, `INSERT INTO turnir_rate AS r (key, tokens, at, took)
		VALUES ($1, $2::float8 - CASE WHEN $5::boolean THEN 1 ELSE 0 END, $3, true)
		ON CONFLICT (key) DO UPDATE SET
			took = `+refill+` >= 1,
			tokens = `+refill+` - CASE WHEN $5::boolean AND `+refill+` >= 1 THEN 1 ELSE 0 END,
			at = GREATEST(r.at, $3::timestamptz)
		RETURNING took, tokens`, hex.EncodeToString([]byte(key)), burst, now, perSecond, consume).Scan(&took, &tokens)
		if err != nil || s.rateTakes.Add(1)%1024 != 0 {
			return err
		}
		_, err = c.Exec(ctx, "DELETE FROM turnir_rate WHERE at < $1", now.Add(-rateIdle))
		return err
	})
	if err != nil {
		return 0, false, fmt.Errorf("postgres: rate: %w", err)
	}
	if took {
		return 0, true, nil
	}
	return time.Duration((1 - tokens) / perSecond * float64(time.Second)), false, nil
}
