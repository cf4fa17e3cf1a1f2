"""Satellites: seats of the set value to the top places, the cash remainder, the bubble, refusals.

The amounts are worked out by hand: 30 entries of €50 make a €1,500 pool, which buys exactly six
€250 seats; 33 entries make €1,650: six seats and €150 in cash to 7th.
"""

import pytest

from director.tournament import Price, TournamentError
from director.tournament import satellite as sat
from tests.helpers.tournament import register, reopen

SEAT = 25_000


def names(n):
    return [f"P{i:02d}" for i in range(1, n + 1)]


def satellite(make, entries, **kw):
    t = make(buy_in=Price(5000, 500), satellite_seat_cents=SEAT, **kw)
    register(t, *names(entries))
    return t


def test_an_exact_multiple_pays_six_seats_and_no_cash(make):
    t = satellite(make, 30)
    assert t.money.summary().prize_pool_cents == 150_000
    assert t.money.payouts() == (SEAT,) * 6
    prizes = sat.prizes_of(t.state)
    assert (prizes.seats, prizes.remainder_cents) == (6, 0)
    assert sat.cash_place(t.state) is None
    assert sat.summary_msg(t.state).text("en") == "Seats: 6 × €250"
    assert sat.summary_msg(t.state).text("it") == "Ticket: 6 × € 250"


def test_an_inexact_multiple_pays_the_remainder_to_the_next_place(make):
    t = satellite(make, 33)
    assert t.money.summary().prize_pool_cents == 165_000
    assert t.money.payouts() == (SEAT,) * 6 + (15_000,)
    assert sat.cash_place(t.state) == (7, 15_000)
    assert sat.summary_msg(t.state).text("en") == "Seats: 6 × €250 · 7th: €150"
    assert sat.summary_msg(t.state).text("it") == "Ticket: 6 × € 250 · 7°: € 150"


def test_the_seat_value_ignores_the_payout_table_and_the_rounding(make):
    t = satellite(make, 33, places_paid=2, rounding_cents=1000, minimum_cash_cents=20_000)
    assert t.money.payouts() == (SEAT,) * 6 + (15_000,)


def test_a_seat_value_above_the_pool_pays_nothing_and_is_refused_when_asked(make):
    t = satellite(make, 4)  # €200 pool, €250 seat
    assert t.money.payouts() == ()  # never a crash while entries may still arrive
    with pytest.raises(TournamentError) as refused:
        sat.check(t.state)
    assert str(refused.value) == (
        "the seat value €250 is above the prize pool €200: no seat can be paid; "
        "lower the seat value or take more entries"
    )
    assert "€ 250" in refused.value.text("it") and "€ 200" in refused.value.text("it")
    before = t.state
    with pytest.raises(TournamentError, match="above the prize pool €200"):
        t.close_registration()
    assert t.state is before and not t.state.registration_closed
    register(t, "Late")  # the fifth entry reaches one seat: now it closes
    t.close_registration()
    assert t.money.payouts() == (SEAT,)


def test_the_bubble_ends_the_tournament_with_every_player_left_seated(make, clock):
    t = satellite(make, 33)
    t.close_registration()
    ids = dict(zip(names(33), range(1, 34), strict=True))
    for n in names(33)[7:][::-1]:  # 26 busts leave 7: one more than the seats
        t.entrants.bust(n)
    assert t.state.players_left == 7 and not t.state.finished
    bubble = t.entrants.bust("P07")
    assert bubble.finished and t.state.finished
    assert t.money.prizes() == {ids[n]: SEAT for n in names(6)} | {ids["P07"]: 15_000}
    assert sat.seat_winners(t.state) == [ids[n] for n in names(6)]
    assert [r.place_text for r in t.money.results()[:7]] == ["1-6"] * 6 + ["7"]
    with pytest.raises(TournamentError):
        t.entrants.bust("P01")  # over: nobody else can bust

    t.undo()
    assert not t.state.finished and t.state.players_left == 7
    assert ids["P01"] not in t.money.prizes()
    t.redo()
    assert t.state.finished

    t = reopen(t, clock)
    try:
        assert t.state.finished
        assert t.money.prizes() == {ids[n]: SEAT for n in names(6)} | {ids["P07"]: 15_000}
    finally:
        t.close()


def test_two_busts_in_one_hand_past_the_bubble_seat_the_better_stack(make):
    t = satellite(make, 30)  # six seats, no cash
    t.close_registration()
    for n in names(30)[8:][::-1]:
        t.entrants.bust(n)  # 8 left
    t.entrants.bust("P08")  # 7 left
    record = t.entrants.bust(["P07", "P06"], stacks={"P07": 500, "P06": 900})  # 5 left
    assert record.finished
    prizes = t.money.prizes()
    assert prizes[6] == SEAT  # 6th place: a seat
    assert 7 not in prizes  # 7th: no remainder, nothing
    assert sorted(prizes) == [1, 2, 3, 4, 5, 6]


def test_the_bubble_waits_for_registration_to_close(make):
    t = satellite(make, 8)  # €400: one seat and €150
    for n in names(8)[1:][::-1]:
        t.entrants.bust(n)
    assert t.state.players_left == 1 and not t.state.finished
    record = t.close_registration()
    assert record.finished and t.state.finished
    assert t.money.prizes() == {1: SEAT, 2: 15_000}


def test_closing_registration_at_the_bubble_ends_it(make):
    t = satellite(make, 12)  # €600: two seats and €100
    for n in names(12)[2:][::-1]:
        t.entrants.bust(n)
    assert t.state.players_left == 2 and not t.state.finished
    t.close_registration()
    assert t.state.finished
    assert t.money.prizes() == {1: SEAT, 2: SEAT, 3: 10_000}
    t.undo()
    assert not t.state.finished and not t.state.registration_closed


def test_a_deal_is_refused_in_a_satellite(make):
    t = satellite(make, 33)
    t.close_registration()
    for n in names(33)[8:][::-1]:
        t.entrants.bust(n)
    t.entrants.set_chips(dict.fromkeys(names(8), 1000))
    with pytest.raises(TournamentError, match="no deal in a satellite"):
        t.deals.propose()
    before = t.state
    with pytest.raises(TournamentError, match="no deal in a satellite"):
        t.deals.record(dict.fromkeys(names(8), 20625))
    assert t.state is before


def test_not_a_satellite_is_paid_as_before(make):
    t = make(buy_in=Price(5000, 500))
    register(t, *names(33))
    assert sat.prizes_of(t.state) is None
    assert len(t.money.payouts()) > 1 and t.money.payouts()[0] != SEAT
    assert sat.summary_msg(t.state) is None


def test_a_negative_seat_value_is_refused(make):
    with pytest.raises(Exception, match="a seat value cannot be negative"):
        make(satellite_seat_cents=-1)


def test_the_setting_survives_the_file_and_old_settings_read_as_no_satellite(make, clock):
    from director.tournament import Settings

    old = Settings().to_dict()
    del old["satellite_seat_cents"]
    assert Settings.from_dict(old).satellite_seat_cents == 0
    t = reopen(satellite(make, 33), clock)
    try:
        assert t.state.settings.satellite_seat_cents == SEAT
        assert t.money.payouts() == (SEAT,) * 6 + (15_000,)
    finally:
        t.close()


def test_more_prizes_than_players_are_refused_and_a_seat_each_ends_it_at_once(make):
    t = make(buy_in=Price(5000, 0), satellite_seat_cents=5000, guarantee_cents=60_000)
    register(t, *names(10))  # €500 collected, €600 guaranteed: 12 seats for 10 players
    assert len(t.money.payouts()) == 10
    with pytest.raises(TournamentError) as refused:
        t.close_registration()
    assert str(refused.value) == (
        "the prize pool €600 buys 12 seats of €50 but only 10 players entered: raise the seat value"
    )
    t.update_settings(guarantee_cents=0)  # €500: a seat each
    record = t.close_registration()
    assert record.finished
    assert t.money.prizes() == dict.fromkeys(range(1, 11), 5000)


def test_the_room_hears_the_bubble_not_a_winner(make):
    t = satellite(make, 12)  # two seats and €100 to 3rd
    t.close_registration()
    for n in names(12)[3:][::-1]:
        t.entrants.bust(n)
    record = t.entrants.bust("P03")
    assert t.entrants.announce(record, "en") == [
        "P03 busted in 3rd place",
        "Bubble: the 2 players left each win a seat",
    ]
    assert t.entrants.announce(record, "it")[-1] == (
        "Bolla: i 2 giocatori rimasti vincono un ticket ciascuno"
    )


def test_the_seat_value_cannot_change_once_the_bubble_ended_it(make):
    t = satellite(make, 12)
    t.close_registration()
    for n in names(12)[2:][::-1]:
        t.entrants.bust(n)
    assert t.state.finished
    before = t.state
    with pytest.raises(TournamentError, match="undo the end first"):
        t.update_settings(satellite_seat_cents=10_000)
    assert t.state is before
    t.update_settings(name="Satellite Day")  # anything else still changes
    t.undo()
    t.undo()  # the bubble
    t.update_settings(satellite_seat_cents=10_000)
    assert t.money.payouts() == (10_000,) * 6
