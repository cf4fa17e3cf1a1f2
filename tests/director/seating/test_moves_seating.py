"""Moves: plain data and how they read to the director."""

from __future__ import annotations

import pytest

from director.seating import Move, MoveReason, SeatingError


def test_a_move_round_trips_and_reads_well():
    move = Move("anna", 3, 5, 7, 2, MoveReason.BALANCE)
    assert Move.from_dict(move.to_dict()) == move
    assert move.description == "Balance: anna moves from table 3 seat 5 to table 7 seat 2"
    assert move.describe("Anna Rossi").startswith("Balance: Anna Rossi moves")
    assert (
        Move("a", None, None, 1, 4, MoveReason.DRAW).description == "Draw: a sits at table 1 seat 4"
    )
    late = Move("a", None, None, 1, 4, MoveReason.LATE_ENTRY, waits=True)
    assert late.description == (
        "Late entry: a sits at table 1 seat 4 (sits out until the button has passed)"
    )
    assert Move("a", 3, 1, 7, 2, "break_table").description.startswith("Table 3 breaks: a")
    assert "stays at" in Move("a", 1, 2, 1, 2, MoveReason.FINAL_TABLE).description
    with pytest.raises(SeatingError, match="both or neither"):
        Move("a", 3, None, 1, 1, MoveReason.MANUAL)
    with pytest.raises(SeatingError, match="damaged"):
        Move.from_dict({"player": "a"})


@pytest.mark.parametrize(
    ("move", "english", "italian"),
    [
        (
            Move("a", None, None, 1, 4, MoveReason.DRAW),
            "Draw: Anna sits at table 1 seat 4",
            "Sorteggio: Anna al tavolo 1 posto 4",
        ),
        (
            Move("a", None, None, 1, 4, MoveReason.LATE_ENTRY, waits=True),
            "Late entry: Anna sits at table 1 seat 4 (sits out until the button has passed)",
            "Iscrizione tardiva: Anna al tavolo 1 posto 4 (resta fuori finché non passa il bottone)",
        ),
        (
            Move("a", None, None, 2, 3, MoveReason.MANUAL),
            "Anna sits at table 2 seat 3",
            "Anna si siede al tavolo 2 posto 3",
        ),
        (
            Move("a", 3, 5, 7, 2, MoveReason.BALANCE),
            "Balance: Anna moves from table 3 seat 5 to table 7 seat 2",
            "Bilanciamento: Anna passa dal tavolo 3 posto 5 al tavolo 7 posto 2",
        ),
        (
            Move("a", 3, 1, 7, 2, MoveReason.BREAK_TABLE),
            "Table 3 breaks: Anna moves from table 3 seat 1 to table 7 seat 2",
            "Chiusura del tavolo 3: Anna passa dal tavolo 3 posto 1 al tavolo 7 posto 2",
        ),
        (
            Move("a", 2, 6, 1, 2, MoveReason.FINAL_TABLE),
            "Final table: Anna moves from table 2 seat 6 to table 1 seat 2",
            "Tavolo finale: Anna passa dal tavolo 2 posto 6 al tavolo 1 posto 2",
        ),
        (
            Move("a", 1, 2, 1, 2, MoveReason.FINAL_TABLE),
            "Final table: Anna stays at table 1 seat 2",
            "Tavolo finale: Anna resta al tavolo 1 posto 2",
        ),
        (
            Move("a", 1, 2, 2, 5, MoveReason.MANUAL),
            "Move: Anna moves from table 1 seat 2 to table 2 seat 5",
            "Spostamento: Anna passa dal tavolo 1 posto 2 al tavolo 2 posto 5",
        ),
    ],
)
def test_a_move_reads_in_english_and_in_italian(move, english, italian):
    assert move.describe("Anna") == move.describe("Anna", "en") == english
    assert move.describe("Anna", "it") == italian
    assert move.message("Anna").text("it") == italian
    assert move.description == english.replace("Anna", "a")
