"""The rows a list shows, and search as you type."""

from director.tournament import EntryStatus, entrant_rows
from tests.helpers.tournament import register


def test_rows_follow_the_state_and_are_cached_per_state(make):
    t = make(seats_per_table=9, places_paid=1, rounding_cents=1)
    t.seating.add_tables(1)
    register(t, "Nicolò D'Angelo", "Anna Bianchi", "Luca")
    t.entrants.register("Anna Bianchi", "Bis")
    t.seating.draw_seats()
    t.entrants.bust("Luca", by="#2")  # "Anna Bianchi" names two people
    rows = entrant_rows(t.state)
    assert entrant_rows(t.state) is rows
    assert [r.name for r in rows] == [
        "Nicolò D'Angelo",
        "Anna Bianchi",
        "Luca",
        "Anna Bianchi (Bis)",
    ]
    luca = rows[2]
    assert luca.status is EntryStatus.BUSTED and luca.place == 4 and luca.table is None
    assert rows[1].bounties == 1 and rows[1].table == 1 and rows[1].seat is not None
    t.entrants.set_chips({"Nicolò": 3000})
    assert entrant_rows(t.state) is not rows
    assert entrant_rows(t.state)[0].chips == 3000
    assert rows[0].chips is None  # an old state's rows never change


def test_search_as_you_type(make):
    t = make()
    register(t, "Nicolò D'Angelo", "Anna Bianchi", "Luca Verdi")
    rows = entrant_rows(t.state)

    def found(text):
        return [r.name for r in rows if r.matches(text)]

    assert found("ann") == ["Anna Bianchi"]
    assert found("d’ang") == ["Nicolò D'Angelo"]
    assert found("NICOLÒ") == ["Nicolò D'Angelo"]
    assert found("#3") == ["Luca Verdi"]
    assert found("a b") == ["Anna Bianchi"]
    assert len(found("")) == 3


def test_an_action_makes_new_rows_only_for_the_entries_it_changed(make):
    t = make(seats_per_table=9, late_registration_level=9)
    t.seating.add_tables(2)
    register(t, *(f"Giocatore {i}" for i in range(12)))
    t.seating.draw_seats()
    t.entrants.bust("Giocatore 3")
    before = entrant_rows(t.state)
    t.entrants.set_chips({"Giocatore 5": 4000})
    after = entrant_rows(t.state)
    changed = [i for i, (a, b) in enumerate(zip(before, after, strict=True)) if a is not b]
    assert changed == [5]
    assert after[5].chips == 4000 and before[5].chips is None
    # A late entry moves the busted player one place down: that row is new, with its names kept.
    t.entrants.register("Ultimo Arrivato")
    late = entrant_rows(t.state)
    assert late[3].place == before[3].place + 1 and late[3].name == "Giocatore 3"
    assert late[3] is not after[3] and late[0] is after[0]
    t.entrants.edit_player("Giocatore 0", name="Primo Giocatore")
    assert entrant_rows(t.state)[0].name == "Primo Giocatore"
    assert entrant_rows(t.state)[0].matches("primo")


def test_rows_made_from_the_last_ones_are_the_rows_made_afresh(make, tmp_path):
    from director.tournament import Price, RebuyRules, Tournament

    rebuy = RebuyRules(Price(40000, 0), 1000, until_level=5)
    t = make(
        seats_per_table=9, late_registration_level=9, reentry=True, places_paid=20, rebuy=rebuy
    )
    t.seating.add_tables(3)
    register(t, *(f"Giocatore {i}" for i in range(20)))
    t.seating.draw_seats()
    steps = [
        lambda: t.entrants.bust("Giocatore 3", by="Giocatore 4"),
        lambda: t.entrants.bust("Giocatore 7"),
        lambda: t.money.rebuy("Giocatore 10"),  # a bigger pool: the prizes of those out move
        lambda: t.entrants.register("Ritardatario"),
        lambda: t.entrants.reenter("Giocatore 3"),
        lambda: t.entrants.edit_player("Giocatore 5", nickname="Cinque"),
        lambda: t.entrants.set_chips({"Giocatore 6": 2500}),
        lambda: t.seating.fix_player("Giocatore 1"),
        lambda: t.entrants.withdraw("Giocatore 8"),
        lambda: t.entrants.revive("Giocatore 7", "busted by mistake"),
        t.undo,
        t.undo,
        t.redo,
    ]
    for n, step in enumerate(steps):
        step()
        rows = entrant_rows(t.state)
        copy = tmp_path / f"copy{n}.director"
        t.save_copy(copy)
        with Tournament.open(copy) as fresh:  # every value a new one: its rows all made anew
            assert rows == entrant_rows(fresh.state), n
        assert entrant_rows(t.state) is rows  # the next step's rows are made from these again
    assert any(r.prize_cents for r in rows)  # prizes moved too as the pool grew
