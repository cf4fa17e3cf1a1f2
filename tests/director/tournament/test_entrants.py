"""Registering people: Unicode names, duplicates, late registration, re-entry, withdrawal."""

import pytest

from director.tournament import EntryStatus, TournamentError
from tests.helpers.tournament import register


def test_names_are_unicode_and_tidied(make):
    t = make()
    r = t.entrants.register(
        "  Nicolò   D’Angelo  ", email=" n@example.it ", notes="vegetariano\nfumatore"
    )
    p = t.state.players[r.player]
    assert p.name == "Nicolò D’Angelo"
    assert p.email == "n@example.it"
    assert p.notes == "vegetariano fumatore"
    # The apostrophe and the case do not matter to find him.
    assert t.entrants.find("nicolò d'angelo").id == r.entry
    assert t.entrants.find("#1").id == r.entry
    assert t.entrants.find(1).id == r.entry
    # Typed without accents or apostrophes, as on a keyboard without them, he is found too.
    assert t.entrants.find("nicolo dangelo").id == r.entry
    assert t.entrants.find("Nicolo D'Angelo").id == r.entry


def test_a_very_long_name_is_kept_and_a_too_long_one_refused(make):
    t = make()
    long_name = "Maria " + "Della Valle " * 15
    r = t.entrants.register(long_name)
    assert t.state.players[r.player].name == long_name.strip()
    with pytest.raises(TournamentError, match="characters long"):
        t.entrants.register("X" * 201)


@pytest.mark.parametrize("name", ["", "   ", "\t\n", None])
def test_an_empty_name_is_refused(make, name):
    t = make()
    with pytest.raises(TournamentError) as info:
        t.entrants.register(name)
    assert str(info.value) == "the name is empty; type the player's name"
    assert info.value.text("it") == "il nome è vuoto; scrivi il nome del giocatore"
    assert t.state.entries == {}
    assert not t.can(t.entrants.verify_register, name)


def test_duplicate_names_need_a_distinguishing_nickname(make):
    t = make()
    t.entrants.register("Mario Rossi")
    with pytest.raises(TournamentError, match="already registered"):
        t.entrants.register("mario  rossi")
    t.entrants.register("Mario Rossi", "Biondo")
    with pytest.raises(TournamentError, match="already a Mario Rossi called biondo"):
        t.entrants.register("Mario Rossi", "biondo")
    t.entrants.register("Mario Rossi", "Moro")
    assert t.state.entry_count == 3
    # "Mario Rossi" names three people: refused, never a silent choice; each is named by
    # nickname or number.
    with pytest.raises(TournamentError) as info:
        t.entrants.find("Mario Rossi")
    assert info.value.key == "err.ambiguous_player"
    assert info.value.params["choices"] == (
        "#1 Mario Rossi, #2 Mario Rossi (Biondo), #3 Mario Rossi (Moro)"
    )
    assert t.state.players[t.entrants.find("#1").player].nickname == ""
    assert t.state.players[t.entrants.find("Mario Rossi (Biondo)").player].nickname == "Biondo"
    assert t.state.players[t.entrants.find("Moro").player].nickname == "Moro"
    t.entrants.edit_player("Mario Rossi (Moro)", name="Mario Russo", nickname="")
    assert t.state.label(t.entrants.find("Mario Russo")) == "Mario Russo"
    with pytest.raises(TournamentError, match="already registered"):
        t.entrants.edit_player("Mario Russo", name="Mario Rossi")


def test_a_unique_start_of_a_name_finds_the_player(make):
    t = make()
    register(t, "Anna Bianchi", "Anna Verdi", "Luca Neri")
    assert t.entrants.label("Luca") == "Luca Neri"
    with pytest.raises(TournamentError, match="more than one entrant is called Anna"):
        t.entrants.find("Anna")


def test_late_registration_closes_after_its_level(make, clock):
    t = make(late_registration_level=2)
    t.entrants.register("Early")
    t.clock.start()
    clock.advance(15 * 60)  # level 2
    t.entrants.register("During level 2")
    clock.advance(5 * 60 + 60)  # the break after level 2: still open
    assert t.clock.view().is_break
    t.entrants.register("In the break")
    clock.advance(5 * 60)  # level 3
    assert not t.registration_open()
    with pytest.raises(TournamentError) as info:
        t.entrants.register("Too late")
    assert "late registration ended with level 2" in str(info.value)
    assert "iscrizioni tardive si sono chiuse con il livello 2" in info.value.text("it")
    r = t.entrants.register("Too late", force=True)
    assert r.forced
    assert t.state.entry_count == 4


def test_without_late_registration_entries_close_when_the_clock_starts(make):
    t = make()
    t.entrants.register("A")
    t.clock.start()
    assert not t.can(t.entrants.verify_register, "B")
    with pytest.raises(TournamentError, match="the clock has started"):
        t.entrants.register("B")


def test_the_director_closes_and_reopens_registration(make):
    t = make(late_registration_level=5)
    t.entrants.register("A")
    t.close_registration()
    with pytest.raises(TournamentError, match="closed by the director"):
        t.entrants.register("B")
    t.close_registration(False)
    t.entrants.register("B")
    assert t.state.entry_count == 2


def test_re_entry_is_a_new_entry_of_the_same_person(make, clock):
    t = make(late_registration_level=3, reentry=True, max_entries=2)
    a, _ = register(t, "Mario Rossi", "Anna Bianchi")
    with pytest.raises(TournamentError, match="still playing"):
        t.entrants.reenter("Mario Rossi")
    t.entrants.bust("Mario Rossi", by="Anna Bianchi")
    r = t.entrants.reenter("Mario Rossi")
    assert r.reentry
    e = t.state.entries[r.entry]
    assert e.number == 2 and e.player == t.state.entries[a].player
    assert t.state.label(e) == "Mario Rossi #2"
    assert t.state.entry_count == 3 and t.state.unique_players == 2
    assert t.entrants.find("Mario Rossi").id == r.entry  # the playing entry
    t.entrants.bust("Mario Rossi")
    with pytest.raises(TournamentError, match="already has 2 entries"):
        t.entrants.reenter("Mario Rossi")


def test_re_entry_needs_the_setting_and_an_open_registration(make, clock):
    t = make(late_registration_level=1)
    register(t, "Mario Rossi", "Anna Bianchi", "Luca")
    t.entrants.bust("Mario Rossi")
    with pytest.raises(TournamentError, match="re-entry is not allowed"):
        t.entrants.reenter("Mario Rossi")
    t.update_settings(reentry=True)
    t.clock.start()
    clock.advance(20 * 60)
    with pytest.raises(TournamentError, match="registration is closed"):
        t.entrants.reenter("Mario Rossi")


def test_a_withdrawn_entry_no_longer_counts(make):
    t = make()
    register(t, "A", "B", "C")
    t.entrants.withdraw("B")
    s = t.state
    assert s.entries[2].status is EntryStatus.WITHDRAWN
    assert s.entry_count == 2 and s.players_left == 2
    assert t.money.summary().buy_ins_cents == 2 * 2000
    with pytest.raises(TournamentError, match="not playing"):
        t.entrants.withdraw("B")


def test_rejected_actions_change_nothing(make):
    t = make()
    register(t, "A", "B")
    before = t.state.to_data()
    records = len(t.history())
    for action in (
        lambda: t.entrants.register(""),
        lambda: t.entrants.register("A"),
        lambda: t.entrants.bust("Nobody"),
        lambda: t.entrants.bust(["A", "B"]),
        lambda: t.money.rebuy("A"),
        lambda: t.money.addon("A"),
        lambda: t.seating.seat("A"),
        lambda: t.entrants.set_chips({"A": -5}),
        lambda: t.entrants.revive("A", "oops"),
        lambda: t.redo(),
    ):
        with pytest.raises(TournamentError):
            action()
    assert t.state.to_data() == before
    assert len(t.history()) == records
