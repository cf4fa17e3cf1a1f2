"""The log as a person reads it: each record named as the Undo menu names it, at its moment."""

from director.tournament.journal import journal
from tests.helpers.tournament import register


def _said(t, lang="en"):
    return [line.what.text(lang) for line in journal(t.history())]


def test_every_record_is_named_as_the_undo_menu_names_it(make, clock):
    t = make(late_registration_level=2)
    register(t, "Mario Rossi", "Anna Bianchi")
    clock.advance(60)
    t.clock.start()
    t.entrants.bust("Mario Rossi", by="Anna Bianchi")
    t.undo()
    t.redo()
    t.entrants.register("Luca")
    t.undo()  # Luca's entry is gone from the state now, but the log still names him
    lines = journal(t.history())
    assert [line.seq for line in lines] == [r.seq for r in t.history()]
    assert _said(t) == [
        "creation of the tournament",
        "clock not started: level 1, 10:00 left",
        "registration of Mario Rossi",
        "registration of Anna Bianchi",
        "clock running: level 1, 10:00 left",
        "bust of Mario Rossi",
        "undo of bust of Mario Rossi",
        "redo of bust of Mario Rossi",
        "registration of Luca",
        "undo of registration of Luca",
    ]
    assert lines[4].at == lines[0].at + 60  # each line keeps its record's time
    assert _said(t, "it")[5:8] == [
        "eliminazione di Mario Rossi",
        "annullamento: eliminazione di Mario Rossi",
        "ripristino: eliminazione di Mario Rossi",
    ]
