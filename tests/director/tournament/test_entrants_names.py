"""Naming players: an ambiguous name is refused with its candidates, an unknown one gets a real
example, and a withdrawn person can register again."""

import pytest

from director.tournament import EntryStatus, TournamentError
from tests.helpers.tournament import register, reopen


def test_two_people_with_the_same_name_are_never_chosen_silently(make):
    t = make()
    register(t, "Mario Rossi", "Anna Bianchi")
    t.entrants.register("Mario Rossi", "Rosso")
    for action in (t.entrants.withdraw, t.entrants.bust, t.entrants.find):
        with pytest.raises(TournamentError) as info:
            action("Mario Rossi")
        assert info.value.key == "err.ambiguous_player"
        assert str(info.value) == (
            "more than one entrant is called Mario Rossi; say which one by nickname or number: "
            "#1 Mario Rossi, #3 Mario Rossi (Rosso)"
        )
    assert all(e.playing for e in t.state.entries.values())  # nothing changed
    # Each is named by their number or their nickname.
    t.entrants.withdraw("#1")
    assert t.entrants.find("Rosso").id == 3
    assert t.state.entries[1].status is EntryStatus.WITHDRAWN


def test_a_name_is_found_without_its_accents_and_apostrophes(make):
    t = make()
    register(t, "Nicolò Ricci", "Francesca D’Angelo", "Anna-Maria Bianchi")
    assert t.entrants.find("nicolo").id == 1  # a unique first name, accent left out
    assert t.entrants.find("NICOLO RICCI").id == 1
    assert t.entrants.find("dangelo").id == 2  # a surname only she has, apostrophe left out
    assert t.entrants.find("francesca dangelo").id == 2
    assert t.entrants.find("Francesca D'Angelo").id == 2  # either apostrophe
    assert t.entrants.find("annamaria bianchi").id == 3
    t.entrants.bust("nicolo ricci")
    assert t.state.entries[1].status is EntryStatus.BUSTED


def test_a_loose_match_of_two_people_is_refused_and_identity_keeps_accents(make):
    t = make()
    register(t, "Nicolò Ricci")
    # Who is already registered keeps the accents: Nicolo Ricci may be another person.
    t.entrants.register("Nicolo' Ricci")
    assert t.entrants.find("Nicolò Ricci").id == 1  # the exact spelling wins
    assert t.entrants.find("nicolo' ricci").id == 2
    with pytest.raises(TournamentError) as info:
        t.entrants.bust("nicolo ricci")
    assert info.value.key == "err.ambiguous_player"
    assert "#1 Nicolò Ricci, #2 Nicolo' Ricci" in str(info.value)
    assert all(e.playing for e in t.state.entries.values())  # nothing changed


def test_a_name_spelt_like_a_registered_one_is_a_probable_duplicate(make):
    t = make()
    register(t, "Nicolò Bianchi", "Francesca D'Angelo", "Nicola Rossi")
    assert [p.name for p in t.entrants.similar("Nicolo Bianchi")] == ["Nicolò Bianchi"]
    assert [p.name for p in t.entrants.similar("francesca dangelo")] == ["Francesca D'Angelo"]
    assert [p.name for p in t.entrants.similar("Nicola Rosi")] == ["Nicola Rossi"]
    assert t.entrants.similar("Nicola Rossi") == []  # the same name: registration refuses it
    assert t.entrants.similar("Zoe Verdi") == []


def test_an_unknown_name_suggests_the_real_players_it_looks_like(make):
    t = make()
    with pytest.raises(TournamentError, match="nobody is registered yet"):
        t.entrants.find("Mario")
    register(t, "Mario Rossi", "Anna Bianchi")
    with pytest.raises(TournamentError) as info:
        t.entrants.bust("Mario Rosi")
    assert str(info.value) == "no entrant is called Mario Rosi; did you mean #1 Mario Rossi?"
    with pytest.raises(TournamentError) as info:
        t.entrants.bust("Zorro")
    # A real entry as the example, never a made-up "#12".
    assert str(info.value) == (
        "no entrant is called Zorro; check the spelling or use the entry number "
        "(#2 is Anna Bianchi)"
    )
    assert info.value.text("it") == (
        "nessun iscritto si chiama Zorro; controlla il nome o usa il numero d'ingresso "
        "(n. 2 è Anna Bianchi)"
    )


def test_a_withdrawn_player_registers_again_as_themselves(make, clock):
    t = make()
    register(t, "Mario Rossi", "Anna Bianchi")
    t.entrants.edit_player("Mario Rossi", phone="333 1234567")
    t.entrants.withdraw("Mario Rossi")
    record = t.entrants.register("mario rossi", email="mario@example.org")
    assert (record.entry, record.player) == (3, 1)  # the same person, a new entry
    s = t.state
    assert s.label(3) == "Mario Rossi" and s.entries[3].playing
    assert s.players[1].phone == "333 1234567" and s.players[1].email == "mario@example.org"
    assert (s.entry_count, s.unique_players) == (2, 2)
    assert t.entrants.find("Mario Rossi").id == 3
    t = reopen(t, clock)  # the log replays to the same state
    assert t.state.to_data() == s.to_data()
    # While their new entry counts, registering them again is a duplicate, as before.
    with pytest.raises(TournamentError, match="already registered"):
        t.entrants.register("Mario Rossi")
    t.undo()
    assert t.state.entries[1].status is EntryStatus.WITHDRAWN and 3 not in t.state.entries
    t.close()


def test_a_withdrawn_player_with_a_nickname_registers_again(make):
    t = make()
    register(t, "Mario Rossi")
    t.entrants.register("Mario Rossi", "Rosso")
    t.entrants.withdraw("Rosso")
    # Without the nickname the name still means two people: a nickname tells them apart.
    with pytest.raises(TournamentError, match="already registered"):
        t.entrants.register("Mario Rossi")
    assert t.entrants.register("Mario Rossi", "rosso").player == 2
    assert t.state.label(3) == "Mario Rossi (Rosso)"


def test_re_entering_a_withdrawn_player_registers_them_again(make):
    t = make()  # no re-entry in this tournament: they never played, so this is no re-entry
    register(t, "Mario Rossi", "Anna Bianchi")
    t.entrants.withdraw("Mario Rossi")
    record = t.entrants.reenter("Mario Rossi", seat=False)
    assert (record.entry, record.player, record.reentry) == (3, 1, False)
    assert t.state.label(3) == "Mario Rossi"
