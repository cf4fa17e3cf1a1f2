"""Day 2 from its flights: a hand-computed merge, the refusals, who is the same person."""

import random
from pathlib import Path

import pytest

from director.errors import DirectorError
from director.structures import loads_structure
from director.tournament import Settings, Tournament
from director.tournament.amounts import Price
from director.tournament.flights import flight_links, merge_flights, plan, read_flights
from director.tournament.settings import RebuyRules
from tests.helpers.kill import run_and_kill
from tests.helpers.tournament import SMALL, SMALL_YAML


def _flight(
    path, clock, name, players, busts, counts, *, rebuys=(), structure=SMALL, at=0, **settings
):
    """A flight file: ``players`` registered (name or (name, kw)), ``busts`` (name, by) in
    order a minute apart, ``rebuys`` names, ``counts`` name -> chips. Closed; returns the path."""
    t = Tournament.create(path, structure, Settings(name=name, **settings), time=clock,
                          rng=random.Random(1))  # fmt: skip
    try:
        for p in players:
            n, kw = (p, {}) if isinstance(p, str) else p
            t.entrants.register(n, **kw)
        for n in rebuys:
            t.money.rebuy(n)
        for n, by in busts:
            clock.advance(60)
            t.entrants.bust(n, by=by)
        if counts:
            t.entrants.set_chips(counts)
        if at:
            t.clock.jump(at)  # the structure's entry its clock is at
    finally:
        t.close()
    return path


REBUY = RebuyRules(price=Price(2000, 0), chips=1000, until_level=2)


@pytest.fixture
def two_flights(tmp_path, clock):
    """Flight 1A and 1B (20+5, rebuys at 20), Anna survives both."""
    a = _flight(tmp_path / "1a.director", clock, "Flight 1A",
                ["Anna", "Bruno", "Carla", "Dario"], [("Dario", "Anna"), ("Carla", "Bruno")],
                {"Anna": 3000, "Bruno": 2000}, rebuys=["Bruno"], rebuy=REBUY)  # fmt: skip
    clock.advance(3600)
    b = _flight(tmp_path / "1b.director", clock, "Flight 1B",
                ["Anna", "Elena", "Fabio", "Gino"], [("Gino", "Elena"), ("Fabio", "Anna")],
                {"Anna": 1500, "Elena": 2500}, rebuy=REBUY)  # fmt: skip
    return a, b


def test_two_flights_with_a_player_in_both_make_the_hand_computed_day_2(
    tmp_path, clock, two_flights
):
    a, b = two_flights
    made = merge_flights(tmp_path / "day2.director", [b, a], name="Day 2", time=clock,
                         rng=random.Random(3))  # fmt: skip
    assert [(g.name, g.kept, g.dropped) for g in made.given_up] == [("Anna", 3000, (1500,))]
    t = Tournament.open(tmp_path / "day2.director", time=clock)
    try:
        s = t.state
        assert s.settings.name == "Day 2" and s.registration_closed
        # 4 + 4 entries; 7 people (Anna is one person with an entry in each flight).
        assert (s.entry_count, s.unique_players) == (8, 7)
        m = t.money.summary()
        # 8 buy-ins of 20 and Bruno's rebuy of 20 in the pool; 8 fees of 5 to the house.
        assert (m.prize_pool_cents, m.fees_cents, m.rebuys) == (18000, 4000, 1)
        # Anna keeps the bigger stack (3,000 of 1A); her 1,500 of 1B is given up.
        stacks = {s.label(e): e.chips for e in s.playing}
        assert stacks == {"Anna": 3000, "Bruno": 2000, "Elena": 2500}
        # Chips bought: 1A 4,000 + the rebuy's 1,000; 1B 4,000 less Anna's given-up 1,000.
        assert s.chips_in_play == 8000
        # 3 survivors, 9 seats a table: one table, everybody seated, nobody else.
        assert len(s.tables) == 1
        assert sorted(s.seat_of) == sorted(e.id for e in s.playing)
        assert len({(r.table, r.seat) for r in s.seat_of.values()}) == 3
        # Flight places interleaved: the 3rd of each flight tie at 4-5, the 4th at 6-7.
        out = {s.label(e): str(s.places[e.id]) for e in s.finishing_order()}
        assert out == {"Carla": "4-5", "Fabio": "4-5", "Dario": "6-7", "Gino": "6-7"}
        # The flights are linked from day 2.
        links = flight_links(t)
        assert [(x.name, Path(x.path).name, x.entries, x.survivors) for x in links] == [
            ("Flight 1A", "1a.director", 4, 2),
            ("Flight 1B", "1b.director", 4, 2),
        ]
        # Day 2 plays to the end; the whole field is paid: €180 by the club's table for 8
        # entries, 65% and 35% (117 and 63).
        t.entrants.bust("Bruno", by="Anna")
        t.entrants.bust("Elena", by="Anna")
        results = [(r.place, r.place_to, r.name, r.prize_cents) for r in t.money.results()]
        assert results == [
            (1, 1, "Anna", 11700),
            (2, 2, "Elena", 6300),
            (3, 3, "Bruno", 0),
            (4, 5, "Carla", 0),
            (4, 5, "Fabio", 0),
            (6, 7, "Dario", 0),
            (6, 7, "Gino", 0),
        ]
    finally:
        t.close()


def test_day_2_is_durable_and_its_merge_undoable(tmp_path, clock, two_flights):
    merge_flights(tmp_path / "d2.director", two_flights, time=clock, rng=random.Random(3))
    t = Tournament.open(tmp_path / "d2.director", time=clock)
    before = t.state.to_data()
    t.close()
    t = Tournament.open(tmp_path / "d2.director", time=clock)
    try:
        assert t.state.to_data() == before
        t.undo()  # the seat draw
        t.undo()  # the tables
        t.undo()  # the merge: an empty day 2, no longer linked
        assert not t.state.entries and flight_links(t) == []
        t.redo()
        assert t.state.entry_count == 8 and len(flight_links(t)) == 2
    finally:
        t.close()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []


def _refused(tmp_path, flights, key, clock):
    with pytest.raises(DirectorError) as exc:
        merge_flights(tmp_path / "d2.director", flights, time=clock)
    assert exc.value.key == key
    assert not (tmp_path / "d2.director").exists()
    assert [p for p in tmp_path.iterdir() if ".merging" in p.name] == []
    return str(exc.value)


def test_survivors_without_counts_are_refused_and_named(tmp_path, clock):
    a = _flight(tmp_path / "a.director", clock, "1A", ["Anna", "Bruno", "Carla"], [], {"Anna": 900})
    b = _flight(tmp_path / "b.director", clock, "1B", ["Dario", "Elena"], [("Elena", None)], {})
    text = _refused(tmp_path, [a, b], "flights.err.uncounted", clock)
    assert "Bruno (1A), Carla (1A), Dario (1B)" in text and "Anna" not in text


def test_different_structures_or_currencies_are_refused(tmp_path, clock):
    a = _flight(tmp_path / "a.director", clock, "1A", ["Anna"], [], {"Anna": 900})
    other = loads_structure(SMALL_YAML.replace("blinds: 200-400", "blinds: 300-600"))
    b = _flight(
        tmp_path / "b.director", clock, "1B", ["Bruno"], [], {"Bruno": 900}, structure=other
    )
    assert "1A (a.director) and 1B (b.director)" in _refused(
        tmp_path, [a, b], "flights.err.structure", clock
    )
    c = _flight(tmp_path / "c.director", clock, "1C", ["Carla"], [], {"Carla": 900}, currency="CHF")
    assert "CHF" in _refused(tmp_path, [a, c], "flights.err.currency", clock)


def test_an_existing_day_2_file_is_refused_and_left_alone(tmp_path, clock, two_flights):
    day2 = tmp_path / "d2.director"
    day2.write_bytes(b"not mine")
    with pytest.raises(DirectorError) as exc:
        merge_flights(day2, two_flights, time=clock)
    assert exc.value.key == "flights.err.exists"
    assert day2.read_bytes() == b"not mine"


def test_a_flight_given_twice_is_refused(tmp_path, clock, two_flights):
    a, _ = two_flights
    _refused(tmp_path, [a, a], "flights.err.twice", clock)


def test_a_flight_still_playing_brings_the_players_left(tmp_path, clock):
    a = _flight(tmp_path / "a.director", clock, "1A", ["Anna", "Bruno", "Carla"], [], {"Anna": 1000, "Bruno": 1200, "Carla": 800})  # fmt: skip
    merged = plan(read_flights([a], time=clock))
    assert merged.survivors == 3 and merged.record.groups == ()


def test_the_same_person_is_by_club_id_when_both_have_one(tmp_path, clock):
    a = _flight(tmp_path / "a.director", clock, "1A", [("Mario Rossi", {"club": 7}), ("Anna", {"club": 9})],
                [], {"Mario Rossi": 1000, "Anna": 500})  # fmt: skip
    b = _flight(tmp_path / "b.director", clock, "1B", [("Mario Rossi", {"club": 8}), ("Anna Bianchi", {"club": 9})],
                [], {"Mario Rossi": 2000, "Anna Bianchi": 700})  # fmt: skip
    merged = plan(read_flights([a, b], time=clock))
    # Two Mario Rossi (club 7 and 8); Anna and Anna Bianchi are club player 9, one person.
    names = sorted(p[1] for p in merged.record.players)
    assert names == ["Anna", "Mario Rossi", "Mario Rossi"]
    assert [(g.name, g.kept, g.dropped) for g in merged.given_up] == [("Anna Bianchi", 700, (500,))]


def test_flight_places_tied_on_day_2_share_their_prizes(tmp_path, clock):
    a = _flight(tmp_path / "a.director", clock, "1A", ["Anna", "Bruno", "Carla"], [("Carla", None)],
                {"Anna": 1000, "Bruno": 1000}, places_paid=5)  # fmt: skip
    b = _flight(tmp_path / "b.director", clock, "1B", ["Dario", "Elena", "Fabio"], [("Fabio", None)],
                {"Dario": 1000, "Elena": 1000}, places_paid=5)  # fmt: skip
    merge_flights(tmp_path / "d2.director", [a, b], time=clock, rng=random.Random(3))
    t = Tournament.open(tmp_path / "d2.director", time=clock)
    try:
        table = t.money.payouts()
        prizes = {r.name: (r.place, r.place_to, r.prize_cents) for r in t.money.results()}
    finally:
        t.close()
    # 6 entries of 20: €120 over 5 places. Carla and Fabio, both 3rd of 3 in their flights,
    # tie at 5-6 below the 4 on day 2 and share the 5th prize (the 6th pays nothing).
    assert table == (4900, 3000, 1900, 1300, 900)  # the club's table for 5 places of €120
    assert prizes["Carla"] == prizes["Fabio"] == (5, 6, 450)


def test_different_fixed_bounties_are_refused(tmp_path, clock):
    a = _flight(tmp_path / "a.director", clock, "1A", ["Anna"], [], {"Anna": 900}, bounty_cents=500)
    b = _flight(
        tmp_path / "b.director", clock, "1B", ["Bruno"], [], {"Bruno": 900}, bounty_cents=1000
    )
    _refused(tmp_path, [a, b], "flights.err.bounty", clock)


def test_a_merge_killed_at_any_moment_leaves_whole_day_2_files_or_none(
    tmp_path, clock, two_flights
):
    out = tmp_path / "out"
    out.mkdir()
    writer = Path(__file__).resolve().parents[2] / "helpers" / "flights_writer.py"
    acked = run_and_kill(writer, [str(out), *map(str, two_flights)], 4)
    assert [a[1] for a in acked] == ["0", "1", "2", "3"]
    named = sorted(out.glob("d*.director"))
    # Every acknowledged day 2 is there; the one being made when killed is whole or absent.
    assert {f"d{k}.director" for k in range(4)} <= {p.name for p in named}
    for p in named:
        t = Tournament.open(p, time=clock)
        try:
            s = t.state
            assert (s.entry_count, s.players_left, len(s.seat_of)) == (8, 3, 3)
        finally:
            t.close()


def test_day_2_starts_at_the_furthest_level_a_flight_reached(tmp_path, clock):
    # SMALL: 10-20, 20-40, a break, 50-100, ... 1A stopped at level 2, 1B at the break.
    a = _flight(tmp_path / "a.director", clock, "1A", ["Anna"], [], {"Anna": 900}, at=1)
    b = _flight(tmp_path / "b.director", clock, "1B", ["Bruno"], [], {"Bruno": 900}, at=2)
    merge_flights(tmp_path / "d2.director", [a, b], time=clock, rng=random.Random(3))
    t = Tournament.open(tmp_path / "d2.director", time=clock)
    try:
        view = t.clock.view()
        assert (t.level_number(), view.index, view.running) == (3, 3, False)
    finally:
        t.close()


def _pko_flights(tmp_path, clock):
    """Two progressive flights, €10 on each head; Anna survives both."""
    pko = {"bounty_cents": 1000, "progressive": True}
    a = _flight(tmp_path / "1a.director", clock, "Flight 1A",
                ["Anna", "Bruno", "Carla", "Dario"], [("Dario", "Anna"), ("Carla", "Bruno")],
                {"Anna": 3000, "Bruno": 2000}, **pko)  # fmt: skip
    clock.advance(3600)
    b = _flight(tmp_path / "1b.director", clock, "Flight 1B",
                ["Anna", "Elena", "Fabio", "Gino"], [("Gino", "Elena"), ("Fabio", "Anna")],
                {"Anna": 1500, "Elena": 2500}, **pko)  # fmt: skip
    return a, b


def test_progressive_bounties_go_on_to_day_2_as_the_flights_left_them(tmp_path, clock):
    merge_flights(tmp_path / "d2.director", _pko_flights(tmp_path, clock), time=clock,
                  rng=random.Random(3))  # fmt: skip
    t = Tournament.open(tmp_path / "d2.director", time=clock)
    try:
        s = t.state
        k = t.money.knockouts()
        heads = {s.label(e): c for e, c in k.heads.items() if c}
        # Each knock-out of a flight paid €5 and put €5 on the eliminator's head. Anna keeps
        # 1A's stack and its €15; the €15 on her 1B stack, given up, stays with the director.
        assert heads == {"Anna": 1500, "Bruno": 1500, "Elena": 1500}
        assert (k.taken_cents, k.paid_cents, k.unclaimed_cents) == (8000, 2000, 1500)
        assert k.balanced
        # Day 2 goes on from there: Anna takes half of Bruno's €15, then of Elena's, then
        # collects her own €30 as the winner.
        t.entrants.bust("Bruno", by="Anna")
        assert t.money.knockouts().heads[s.entries_by_player[1][-1]] == 2250
        t.entrants.bust("Elena", by="Anna")
        k = t.money.knockouts()
        won = {t.state.label(e): c for e, c in k.won.items()}
        # Anna's stack played on (1A): €5 there, €7.50 twice on day 2, her own €30 at the end;
        # her 1B entry (#2) keeps the €5 it won there.
        assert won == {"Anna": 500 + 750 + 750 + 3000, "Anna #2": 500, "Bruno": 500, "Elena": 500}
        assert sum(k.heads.values()) == 0 and k.unclaimed_cents == 1500 and k.balanced
        t.undo()  # Elena's bust: her €15 is back on her head, Anna's is €22.50 again
        heads = {t.state.label(e): c for e, c in t.money.knockouts().heads.items() if c}
        assert heads == {"Anna": 2250, "Elena": 1500}
    finally:
        t.close()


def test_day_2_of_progressive_flights_reads_the_same_after_reopening(tmp_path, clock):
    merge_flights(tmp_path / "d2.director", _pko_flights(tmp_path, clock), time=clock,
                  rng=random.Random(3))  # fmt: skip
    t = Tournament.open(tmp_path / "d2.director", time=clock)
    first = t.money.knockouts()
    t.close()
    t = Tournament.open(tmp_path / "d2.director", time=clock)
    try:
        assert t.money.knockouts() == first
        t.undo()
        t.undo()
        t.undo()  # the merge: nothing carried any more
        assert t.state.bounties_carried is None and t.money.knockouts().taken_cents == 0
    finally:
        t.close()


def test_fixed_and_progressive_flights_are_refused(tmp_path, clock):
    a = _flight(tmp_path / "a.director", clock, "1A", ["Anna"], [], {"Anna": 900},
                bounty_cents=1000, progressive=True)  # fmt: skip
    b = _flight(tmp_path / "b.director", clock, "1B", ["Bruno"], [], {"Bruno": 900},
                bounty_cents=1000)  # fmt: skip
    assert "progressive" in _refused(tmp_path, [a, b], "flights.err.progressive", clock)
