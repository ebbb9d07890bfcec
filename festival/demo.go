package festival

import (
	"crypto/sha256"
	"fmt"
	"math/rand/v2"
	"time"

	"turnir"
	"turnir/es"
)

// IDs of the demo festivals: the ID their FestivalCreated gives them, and
// the Stream their events carry (with versions 1..n). A store's Append
// renames and renumbers events anyway, so the caller files them under the
// stream its server expects, e.g. "fest." + DemoCupID for the HTTP server.
const (
	DemoCupID      = "demo-cup"
	DemoFestivalID = "demo-festival"
)

// DemoLotSeed is the seed of the demo's lot of one purpose. The demo
// publishes its commitment before the draw like any organizer; a server
// that carries a demo festival on live needs it for the lots not drawn yet.
func DemoLotSeed(seed turnir.Seed, purpose string) turnir.Seed {
	h := sha256.New()
	h.Write(seed[:])
	h.Write([]byte("\x00demo-lot\x00" + purpose))
	var s turnir.Seed
	copy(s[:], h.Sum(nil))
	return s
}

// demo drives a festival through its commands, as the jury's pages would:
// each command's events are numbered, applied and logged. The first refusal
// sticks and every later call is skipped, so a builder can read straight
// through and check err once at the end.
type demo struct {
	f      *Festival
	log    []turnir.Event
	stream string
	seed   turnir.Seed
	at     time.Time
	err    error
}

func newDemo(stream string, seed turnir.Seed, at time.Time) *demo {
	return &demo{f: New(), stream: stream, seed: seed, at: at.UTC()}
}

// tick moves the demo's clock on by d and returns the new time.
func (d *demo) tick(dt time.Duration) time.Time {
	d.at = d.at.Add(dt)
	return d.at
}

// do runs cmd at the current time, a few seconds after the previous one.
func (d *demo) do(cmd func(at time.Time) ([]turnir.Event, error)) {
	if d.err != nil {
		return
	}
	evs, err := cmd(d.tick(7 * time.Second))
	if err != nil {
		d.err = fmt.Errorf("demo %s at event %d: %w", d.stream, d.f.Version+1, err)
		return
	}
	d.err = d.commit(evs)
}

// commit numbers, applies and logs the events of one command; the
// simulators of the Brain-ring and Svoya igra are handed it.
func (d *demo) commit(evs []turnir.Event) error {
	for _, e := range evs {
		e.Stream, e.Version = d.stream, d.f.Version+1
		if err := d.f.Apply(e); err != nil {
			return fmt.Errorf("demo %s: apply %s: %w", d.stream, e.Type, err)
		}
		d.log = append(d.log, e)
	}
	return nil
}

// clock is the time source handed to the simulators: each of their
// commands a few seconds after the one before.
func (d *demo) clock() time.Time { return d.tick(3 * time.Second) }

// commitLot publishes the commitment of the demo's lot of purpose.
func (d *demo) commitLot(purpose string) {
	d.do(func(at time.Time) ([]turnir.Event, error) {
		return d.f.CommitLot(es.At(at, "organizer", ""), purpose, DemoLotSeed(d.seed, purpose).Commitment())
	})
}

// rand returns the demo's generator for one purpose.
func (d *demo) rand(purpose string) *rand.Rand { return d.seed.Rand("demo/" + purpose) }

// result returns the log, or the first refusal.
func (d *demo) result() ([]turnir.Event, error) {
	if d.err != nil {
		return nil, d.err
	}
	return d.log, nil
}

// demoTeam is a team of the demo with its town and playing strength (the
// chance to answer a question).
type demoTeam struct {
	id, name, town string
	strength       float64
}

// demoTeamNames are the demo's teams and towns; the cup takes the first 12.
var demoTeamNames = [][2]string{
	{"Сфинкс", "Казань"}, {"Эрудиты", "Тверь"}, {"Ноосфера", "Новосибирск"}, {"Бегемот", "Москва"},
	{"Сова Минервы", "Санкт-Петербург"}, {"Гуси-лебеди", "Ярославль"}, {"Полярная звезда", "Мурманск"}, {"Ёжики в тумане", "Пермь"},
	{"Архимед", "Нижний Новгород"}, {"Синий кит", "Владивосток"}, {"Кот Шрёдингера", "Екатеринбург"}, {"Белые ночи", "Санкт-Петербург"},
	{"Дикая утка", "Самара"}, {"Лукоморье", "Псков"}, {"Гиппократ", "Томск"}, {"Третий Рим", "Москва"},
	{"Буриданов осёл", "Воронеж"}, {"Самовар", "Тула"}, {"Альтаир", "Красноярск"}, {"Чеширский кот", "Калининград"},
	{"Дети капитана Гранта", "Омск"}, {"Кинь-грусть", "Уфа"}, {"Палладий", "Иркутск"}, {"Ладья", "Великий Новгород"},
	{"Гамаюн", "Вологда"}, {"Меридиан", "Саратов"}, {"Пятое колесо", "Ростов-на-Дону"}, {"Знайки", "Челябинск"},
	{"Сириус", "Сочи"}, {"Невские берега", "Санкт-Петербург"}, {"Волжский утёс", "Волгоград"}, {"Ковчег", "Кострома"},
}

var (
	demoMen      = []string{"Алексей", "Андрей", "Борис", "Вадим", "Виктор", "Глеб", "Денис", "Дмитрий", "Евгений", "Егор", "Иван", "Игорь", "Кирилл", "Максим", "Михаил", "Никита", "Олег", "Павел", "Роман", "Сергей", "Степан", "Тимур", "Фёдор", "Юрий"}
	demoWomen    = []string{"Анна", "Вера", "Дарья", "Екатерина", "Елена", "Ирина", "Ксения", "Мария", "Наталья", "Ольга", "Полина", "Светлана", "Софья", "Татьяна", "Юлия"}
	demoSurnames = []string{"Смирнов", "Кузнецов", "Попов", "Соколов", "Лебедев", "Козлов", "Новиков", "Морозов", "Волков", "Соловьёв", "Васильев", "Зайцев", "Павлов", "Семёнов", "Голубев", "Виноградов", "Богданов", "Воробьёв", "Фёдоров", "Михайлов", "Беляев", "Тарасов", "Белов", "Комаров", "Орлов", "Киселёв", "Макаров", "Андреев", "Ковалёв", "Ильин", "Гусев", "Титов", "Кузьмин", "Кудрявцев", "Баранов", "Куликов", "Алексеев", "Степанов", "Яковлев", "Сорокин"}
)

// person draws a name not used yet: a first name and a surname of the same
// gender.
func (d *demo) person(r *rand.Rand, used map[string]bool) string {
	for {
		var n string
		if s := demoSurnames[r.IntN(len(demoSurnames))]; r.IntN(3) == 0 {
			n = demoWomen[r.IntN(len(demoWomen))] + " " + s + "а"
		} else {
			n = demoMen[r.IntN(len(demoMen))] + " " + s
		}
		if !used[n] {
			used[n] = true
			return n
		}
	}
}

// register opens the festival and registers n teams, each with a roster
// of 6 to 8 players (C1) and a coach. Strengths are drawn, so the order of
// registration says nothing about the result.
func (d *demo) register(name string, n int) []demoTeam {
	d.do(func(at time.Time) ([]turnir.Event, error) { return Create(es.At(at, "organizer", ""), d.stream, name) })
	r := d.rand("teams")
	used := map[string]bool{}
	teams := make([]demoTeam, n)
	for i := range teams {
		t := demoTeam{id: fmt.Sprintf("t%02d", i+1), name: demoTeamNames[i][0], town: demoTeamNames[i][1], strength: 0.25 + 0.5*r.Float64()}
		teams[i] = t
		d.do(func(at time.Time) ([]turnir.Event, error) {
			return d.f.RegisterTeam(es.At(at, "organizer", ""), t.id, t.name, t.town)
		})
		players := 6 + r.IntN(3)
		for p := 1; p <= players; p++ {
			id, who := fmt.Sprintf("%s-p%d", t.id, p), d.person(r, used)
			d.do(func(at time.Time) ([]turnir.Event, error) {
				return d.f.RegisterPlayer(es.At(at, "organizer", ""), id, who, t.id)
			})
		}
		coach := d.person(r, used)
		d.do(func(at time.Time) ([]turnir.Event, error) {
			return d.f.RegisterCoach(es.At(at, "organizer", ""), t.id+"-coach", coach, t.id)
		})
	}
	return teams
}

// strengths maps team IDs to strengths.
func strengths(teams []demoTeam) map[string]float64 {
	m := make(map[string]float64, len(teams))
	for _, t := range teams {
		m[t.id] = t.strength
	}
	return m
}
