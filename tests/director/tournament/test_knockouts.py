"""Progressive knockouts: hand-computed bounties, split pots, re-entries, undo and reopening."""

import pytest

from director.errors import DirectorError
from director.tournament import BustSpec, Price, Settings, TournamentError
from director.tournament.knockouts import halves, knockouts, shares
from tests.helpers.tournament import register, reopen

PKO = {"buy_in": Price(2000, 500), "bounty_cents": 1000, "progressive": True}


def test_a_four_player_pko_accounts_for_every_cent(make):
    t = make(**PKO)
    a, b, c, d = register(t, "Anna", "Bruno", "Carla", "Dario")
    t.close_registration()
    # Taken in: 4 x €10.00 = 4000 cents of bounties, every head starts at 1000.
    assert knockouts(t.state).heads == {a: 1000, b: 1000, c: 1000, d: 1000}
    t.entrants.bust("Dario", by="Carla")
    # Dario's 1000: Carla takes 500 in cash, 500 onto her head (1500).
    k = knockouts(t.state)
    assert k.won == {c: 500} and k.heads == {a: 1000, b: 1000, c: 1500, d: 0}
    t.entrants.bust("Carla", by="Anna")
    # Carla's 1500: Anna takes 750 in cash, 750 onto her head (1750).
    k = knockouts(t.state)
    assert k.won == {c: 500, a: 750} and k.heads == {a: 1750, b: 1000, c: 0, d: 0}
    t.entrants.bust("Bruno", by="Anna")
    # Bruno's 1000: Anna 500 in cash, 500 onto her head (2250); she wins and collects her own
    # 2250 too: 750 + 500 + 2250 = 3500. Carla 500. Paid 4000, nothing left on a head.
    k = knockouts(t.state)
    assert t.state.finished
    assert k.won == {a: 3500, c: 500}
    assert k.heads == {a: 0, b: 0, c: 0, d: 0}
    assert k.paid_cents == 4000 == k.taken_cents == t.money.summary().bounties_cents
    assert k.unclaimed_cents == 0 and k.balanced


def test_a_split_pot_shares_the_bounty_and_the_odd_cents_go_to_the_lowest_entries(make):
    t = make(**PKO)
    a, b, c, d, e = register(t, "A", "B", "C", "D", "E")
    record = t.entrants.bust("E", by="D", also=["B", "C"])
    assert record.busts[0].by == d and record.busts[0].also == (b, c)
    assert t.state.entries[e].busted_by == d
    # E's 1000 among three: 334 to B (lowest entry number), 333 to C, 333 to D.
    # B: 334 -> 167 cash + 167 onto the head (1167).
    # C and D: 333 -> 167 cash (the odd cent of a half goes to the cash) + 166 (1166).
    # Cash 501 + onto heads 499 = 1000.
    k = knockouts(t.state)
    assert k.won == {b: 167, c: 167, d: 167}
    assert k.heads == {a: 1000, b: 1167, c: 1166, d: 1166, e: 0}
    assert k.balanced and k.taken_cents == 5000


def test_a_split_pot_is_refused_without_a_first_eliminator_or_with_a_name_twice(make):
    t = make(**PKO)
    register(t, "A", "B", "C")
    with pytest.raises(TournamentError) as err:
        t.entrants.bust(BustSpec("A", None, None, ("B",)))
    assert err.value.key == "err.split_without_by"
    with pytest.raises(TournamentError) as err:
        t.entrants.bust("A", by="B", also=["B"])
    assert err.value.key == "err.eliminator_twice"
    with pytest.raises(TournamentError) as err:
        t.entrants.bust("A", by="B", also=["A"])
    assert err.value.key == "err.bust_self"
    assert not t.state.eliminations


def test_a_fixed_bounty_split_pot_still_pays_the_first_eliminator_only(make):
    t = make(buy_in=Price(2000, 500), bounty_cents=1000)
    register(t, "A", "B", "C")
    t.entrants.bust("A", by="B", also=["C"])
    assert t.money.bounties() == {2: 1000}


def test_a_reentry_brings_a_fresh_starting_bounty(make):
    t = make(reentry=True, **PKO)
    a, b, _ = register(t, "Anna", "Bruno", "Carla")
    t.entrants.bust("Anna", by="Bruno")
    again = t.entrants.reenter("Anna").entry
    k = knockouts(t.state)
    # Bruno: 500 cash, 1500 on his head; Anna's first entry 0, her new one a fresh 1000.
    assert k.heads[a] == 0 and k.heads[again] == 1000 and k.heads[b] == 1500
    assert k.won == {b: 500}
    assert k.taken_cents == 4000 and k.balanced


def test_the_winner_collects_their_own_bounty(make):
    t = make(**PKO)
    a, _ = register(t, "Anna", "Bruno")
    t.close_registration()
    t.entrants.bust("Bruno", by="Anna")
    # 500 cash for Bruno's bounty, then her own 1000 + 500 = 1500: 2000 in all.
    assert knockouts(t.state).won == {a: 2000}
    assert t.money.bounties() == {a: 2000}
    assert t.money.results()[0].bounty_cents == 2000


def test_a_bust_without_an_eliminator_leaves_the_bounty_unclaimed(make):
    t = make(**PKO)
    register(t, "A", "B", "C")
    t.entrants.bust("A")
    k = knockouts(t.state)
    assert k.unclaimed_cents == 1000 and k.paid_cents == 0 and k.on_heads_cents == 2000
    assert k.balanced


def test_undo_of_a_bust_restores_the_bounties_and_reopening_gives_the_same(make, clock):
    t = make(**PKO)
    a, b, c = register(t, "A", "B", "C")
    t.entrants.bust("C", by="A")
    before = knockouts(t.state)
    t.entrants.bust("A", by="B")
    assert knockouts(t.state).heads[b] == 1750
    t.undo()
    assert knockouts(t.state) == before
    t.redo()
    after = knockouts(t.state)
    assert after.heads == {a: 0, b: 1750, c: 0} and after.won == {a: 500, b: 750}
    t = reopen(t, clock)
    try:
        assert knockouts(t.state) == after
    finally:
        t.close()


def test_a_revived_player_takes_the_bounty_back(make):
    t = make(**PKO)
    a, b, _ = register(t, "A", "B", "C")
    t.entrants.bust("A", by="B")
    t.entrants.revive("A", "wrong player")
    k = knockouts(t.state)
    assert k.heads[a] == 1000 and k.heads[b] == 1000 and not k.won


def test_progressive_without_a_bounty_is_refused():
    with pytest.raises(DirectorError) as err:
        Settings(progressive=True)
    assert err.value.key == "settings.err.progressive_no_bounty"


def test_settings_without_the_field_read_as_a_fixed_bounty():
    d = Settings(bounty_cents=500).to_dict()
    del d["progressive"]
    assert Settings.from_dict(d).progressive is False


def test_shares_and_halves_keep_every_cent():
    assert shares(1000, 3) == [334, 333, 333]
    assert shares(7, 2) == [4, 3]
    assert halves(333) == (167, 166) and halves(1000) == (500, 500)


def test_a_split_pot_survives_a_snapshot_and_a_whole_replay(make, clock, tmp_path):
    import shutil
    import sqlite3

    from director.tournament import Tournament

    t = make(**PKO)
    ids = register(t, *(f"P{i:02d}" for i in range(36)))  # enough records for a snapshot
    t.entrants.bust(ids[5], by=ids[1], also=[ids[2], ids[3]])
    t.entrants.bust(ids[1], by=ids[4])
    k = knockouts(t.state)
    path = t.path
    t.close()
    copy = tmp_path / "replayed.director"
    shutil.copy(path, copy)
    conn = sqlite3.connect(copy)
    assert conn.execute("SELECT count(*) FROM snapshots").fetchone()[0] >= 1
    conn.execute("DELETE FROM snapshots")
    conn.commit()
    conn.close()
    for file in (path, copy):
        again = Tournament.open(file, time=clock)
        try:
            assert knockouts(again.state) == k
            assert again.state.eliminations[0].busts[0].also == (ids[2], ids[3])
        finally:
            again.close()
    assert k.heads[ids[4]] == 1000 + (1000 + 167) // 2  # half of P01's head after the split


def test_the_room_is_told_what_each_eliminator_takes(make):
    t = make(**PKO)
    register(t, "A", "B", "C", "D", "E")
    record = t.entrants.bust("E", by="D", also=["B", "C"])
    assert t.entrants.announce(record) == [
        "E busted in 5th place by D",
        "B takes €1.67 in bounty cash; bounty now €11.67",
        "C takes €1.67 in bounty cash; bounty now €11.66",
        "D takes €1.67 in bounty cash; bounty now €11.66",
    ]
    assert t.entrants.announce(record, "it")[1] == "B incassa € 1,67 di taglia; taglia ora € 11,67"
    t.close_registration()
    for name in ("D", "C"):
        t.entrants.bust(name, by="A")
    record = t.entrants.bust("B", by="A")
    # A's own bounty is collected at the end: the line says only this bust's cash.
    assert t.entrants.announce(record) == [
        "B busted in 2nd place by A",
        "A takes €5.84 in bounty cash",
        "A wins the tournament",
    ]


def test_a_fixed_bounty_announces_no_bounty_lines(make):
    t = make(buy_in=Price(2000, 500), bounty_cents=1000)
    register(t, "A", "B", "C")
    assert t.entrants.announce(t.entrants.bust("C", by="A")) == ["C busted in 3rd place by A"]
