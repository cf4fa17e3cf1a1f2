"""Every seating refusal: its catalogue key, its English exactly, and its Italian.

Each case below is one refusal (every ``raise SeatingError`` of the package, some reached two
ways); the English is the text directors and the tests have always read, and the Italian must
be the catalogue's own (never the English fallback).
"""

from __future__ import annotations

import random
import string

import pytest

from director.errors import DirectorError
from director.i18n import CATALOGUE, message
from director.i18n.seating import TEXTS
from director.seating import (
    HandForHand,
    Move,
    SeatingError,
    Table,
    apply_moves,
    balance_moves,
    break_table,
    check_room,
    draw_seats,
    final_table_redraw,
    manual_move,
    seat_entrant,
    tables_needed,
)
from director.seating.draw import fill
from director.seating.drawcode import code_source, new_code, room_digest

ROOM = (
    Table(1, 10, {1: "a1", 2: "a2", 3: "a3"}, fixed=frozenset({"a3"}), blocked=frozenset({9})),
    Table(2, 9, {1: "b1", 2: "b2"}, reserved={8: "vip"}),
)

REFUSALS = [
    pytest.param(
        lambda: Table(0, 9),
        "seating.err.table_number",
        "a table number is a whole number from 1 up, not 0",
        id="table_number",
    ),
    pytest.param(
        lambda: Table(1, 11),
        "seating.err.table_seats",
        "table 1: a table has 2 to 10 seats, not 11",
        id="table_seats",
    ),
    pytest.param(
        lambda: Table(1, 9, {1: "a", 2: "a"}),
        "seating.err.two_seats",
        "table 1: a sits in two seats; keep one",
        id="two_seats",
    ),
    pytest.param(
        lambda: Table(1, 9, {1: "a"}, blocked=frozenset({1})),
        "seating.err.blocked_taken",
        "table 1 seat 1 is blocked but a sits there; move the player first",
        id="blocked_taken",
    ),
    pytest.param(
        lambda: Table(1, 9, blocked=frozenset({1}), reserved={1: "a"}),
        "seating.err.blocked_reserved",
        "table 1 seat 1 is both blocked and reserved",
        id="blocked_reserved",
    ),
    pytest.param(
        lambda: Table(1, 9, {1: "b"}, reserved={1: "a"}),
        "seating.err.reserved_taken",
        "table 1 seat 1 is reserved for a but b sits there",
        id="reserved_taken",
    ),
    pytest.param(
        lambda: Table(1, 9, reserved={1: "a", 2: "a"}),
        "seating.err.two_reserved",
        "table 1: a player has two reserved seats; keep one",
        id="two_reserved",
    ),
    pytest.param(
        lambda: Table(1, 9, fixed=frozenset({"a"})),
        "seating.err.fixed_not_seated",
        "table 1: a has a fixed seat here but is not seated at it",
        id="fixed_not_seated",
    ),
    pytest.param(
        lambda: Table(1, 9, {10: "a"}),
        "seating.err.no_seat",
        "table 1 has no seat 10 (seats 1 to 9)",
        id="no_seat",
    ),
    pytest.param(
        lambda: Table(1, 9, blocked=frozenset({12})),
        "seating.err.no_blocked_seat",
        "table 1 has no blocked seat 12 (seats 1 to 9)",
        id="no_blocked_seat",
    ),
    pytest.param(
        lambda: Table(1, 9, reserved={0: "a"}),
        "seating.err.no_reserved_seat",
        "table 1 has no reserved seat 0 (seats 1 to 9)",
        id="no_reserved_seat",
    ),
    pytest.param(
        lambda: Table(1, 9, button=10),
        "seating.err.no_button_seat",
        "table 1 has no button seat 10 (seats 1 to 9)",
        id="no_button_seat",
    ),
    pytest.param(
        lambda: Table(1, 9, {1: "a"}).with_button(12),
        "seating.err.no_button_seat",
        "table 1 has no button seat 12 (seats 1 to 9)",
        id="no_button_seat-2",
    ),
    pytest.param(
        lambda: Table(1, 9, button=1, small_blind=10, big_blind=2),
        "seating.err.no_small_blind_seat",
        "table 1 has no small blind seat 10 (seats 1 to 9)",
        id="no_small_blind_seat",
    ),
    pytest.param(
        lambda: Table(1, 9, button=1, small_blind=2, big_blind=0),
        "seating.err.no_big_blind_seat",
        "table 1 has no big blind seat 0 (seats 1 to 9)",
        id="no_big_blind_seat",
    ),
    pytest.param(
        lambda: Table(1, 9, {1: " "}),
        "seating.err.seat_player_id",
        "table 1 seat 1: a player id is a non-empty text, not ' '",
        id="seat_player_id",
    ),
    pytest.param(
        lambda: Table(1, 9, reserved={2: 7}),
        "seating.err.seat_player_id",
        "table 1 seat 2: a player id is a non-empty text, not 7",
        id="seat_player_id-2",
    ),
    pytest.param(
        lambda: Table(1, 9, small_blind=1, big_blind=2),
        "seating.err.blinds_without_button",
        "table 1: blinds without a button; give the button seat too",
        id="blinds_without_button",
    ),
    pytest.param(
        lambda: Table(1, 9, button=1, big_blind=2),
        "seating.err.one_blind",
        "table 1: give both blinds' seats or neither (they are then placed after the button)",
        id="one_blind",
    ),
    pytest.param(
        lambda: Table(1, 9, button=1, small_blind=2, big_blind=2),
        "seating.err.big_blind_twice",
        "table 1: the big blind (seat 2) cannot also be the small blind or the button",
        id="big_blind_twice",
    ),
    pytest.param(
        lambda: Table.from_dict({"seats": 9}),
        "seating.err.table_damaged",
        "the saved table is damaged (KeyError('number'))",
        id="table_damaged",
    ),
    pytest.param(
        lambda: Move("", None, None, 1, 1, "draw"),
        "seating.err.move_player",
        "a move needs a player id, not ''",
        id="move_player",
    ),
    pytest.param(
        lambda: Move("a", 3, None, 1, 1, "manual"),
        "seating.err.move_half_origin",
        "the move of a gives a table without a seat; give both or neither",
        id="move_half_origin",
    ),
    pytest.param(
        lambda: Move.from_dict({"player": "a"}),
        "seating.err.move_damaged",
        "the saved move is damaged (KeyError('from_table'))",
        id="move_damaged",
    ),
    pytest.param(
        lambda: check_room(["table 1"]),
        "seating.err.not_table",
        "not a table: 'table 1'",
        id="not_table",
    ),
    pytest.param(
        lambda: check_room([Table(1, 9), Table(1, 8)]),
        "seating.err.two_tables",
        "there are two tables numbered 1; renumber one",
        id="two_tables",
    ),
    pytest.param(
        lambda: check_room([Table(1, 9, {1: "a"}), Table(2, 9, {3: "a"})]),
        "seating.err.seated_twice",
        "a is seated at both table 1 and table 2",
        id="seated_twice",
    ),
    pytest.param(
        lambda: check_room([Table(1, 9, reserved={1: "a"}), Table(2, 9, reserved={1: "a"})]),
        "seating.err.reserved_twice",
        "a has seats reserved at both table 1 and table 2; keep one",
        id="reserved_twice",
    ),
    pytest.param(
        lambda: tables_needed(30, 11),
        "seating.err.seats_range",
        "a table has 2 to 10 seats, not 11",
        id="seats_range",
    ),
    pytest.param(
        lambda: break_table([Table(1, 9, {1: "a"})], 7),
        "seating.err.no_table",
        "there is no table 7",
        id="no_table",
    ),
    pytest.param(
        lambda: final_table_redraw([Table(1, 9, {1: "a"})], 7),
        "seating.err.no_table",
        "there is no table 7",
        id="no_table-2",
    ),
    pytest.param(
        lambda: draw_seats([""], [Table(1, 9)]),
        "seating.err.player_id",
        "a player id is a non-empty text, not ''",
        id="player_id",
    ),
    pytest.param(
        lambda: draw_seats(["a", "a"], [Table(1, 9)]),
        "seating.err.listed_twice",
        "a is listed twice for the draw",
        id="listed_twice",
    ),
    pytest.param(
        lambda: draw_seats(["s1"], [Table(1, 9, {1: "s1"})]),
        "seating.err.already_seated",
        "s1 is already seated at table 1",
        id="already_seated",
    ),
    pytest.param(
        lambda: seat_entrant("s1", [Table(1, 9, {1: "s1"})]),
        "seating.err.already_seated",
        "s1 is already seated at table 1",
        id="already_seated-2",
    ),
    pytest.param(
        lambda: draw_seats(
            [f"p{i}" for i in range(20)], [Table(1, 9, {1: "s1"}), Table(2, 9)], random.Random(0)
        ),
        "seating.err.draw_no_room",
        "20 players to seat but only 17 open seats; add 1 table(s)",
        id="draw_no_room",
    ),
    pytest.param(
        lambda: seat_entrant("x", [Table(1, 2, {1: "a", 2: "b"})], random.Random(0)),
        "seating.err.no_seat_for",
        "there is no open seat for x; add a table",
        id="no_seat_for",
    ),
    pytest.param(
        lambda: balance_moves([Table(1, 9)], 0),
        "seating.err.threshold",
        "the balancing threshold is a whole number from 1 up, not 0",
        id="threshold",
    ),
    pytest.param(
        lambda: break_table([Table(1, 9), Table(2, 9)], 2, threshold=0),
        "seating.err.threshold",
        "the balancing threshold is a whole number from 1 up, not 0",
        id="threshold-2",
    ),
    pytest.param(
        lambda: break_table(
            [Table(1, 9, {1: "a"}), Table(3, 9, {1: "c1"}, fixed=frozenset({"c1"}))],
            3,
            random.Random(0),
        ),
        "seating.err.break_fixed",
        "table 3 cannot break: c1 has a fixed seat there",
        id="break_fixed",
    ),
    pytest.param(
        lambda: break_table(
            [
                Table(1, 10, {i: f"a{i}" for i in range(1, 10)}),
                Table(2, 10, {1: "b1", 2: "b2", 3: "b3"}),
            ],
            2,
            random.Random(0),
        ),
        "seating.err.break_no_room",
        "table 2 cannot break: 3 players but 1 open seats at the tables that stay",
        id="break_no_room",
    ),
    pytest.param(
        lambda: final_table_redraw(
            [Table(1, 9, {1: "dir"}, fixed=frozenset({"dir"})), Table(2, 9, {1: "b"})],
            2,
            random.Random(0),
        ),
        "seating.err.final_fixed",
        "dir has a fixed seat at table 1; make that the final table or free the seat",
        id="final_fixed",
    ),
    pytest.param(
        lambda: final_table_redraw(
            [
                Table(1, 10, {i: f"a{i}" for i in range(1, 8)}),
                Table(2, 10, {i: f"b{i}" for i in range(1, 6)}),
            ],
            1,
            random.Random(0),
        ),
        "seating.err.final_no_room",
        "12 players left but table 1 has 10 usable seats; break tables first",
        id="final_no_room",
    ),
    pytest.param(
        lambda: manual_move(ROOM, "nobody", 2, 5),
        "seating.err.unseated",
        "nobody has no seat; use the draw or a late entry",
        id="unseated",
    ),
    pytest.param(
        lambda: apply_moves(ROOM, ["a1 to table 2"]),
        "seating.err.not_move",
        "not a move: 'a1 to table 2'",
        id="not_move",
    ),
    pytest.param(
        lambda: apply_moves(
            ROOM, [Move("a1", 1, 1, 2, 3, "balance"), Move("a1", 1, 1, 2, 4, "balance")]
        ),
        "seating.err.moved_twice",
        "a1 is moved twice in the same batch; keep one move",
        id="moved_twice",
    ),
    pytest.param(
        lambda: apply_moves(ROOM, [Move("b1", None, None, 2, 3, "draw")]),
        "seating.err.already_at_seat",
        "b1 is already seated at table 2 seat 1",
        id="already_at_seat",
    ),
    pytest.param(
        lambda: apply_moves(ROOM, [Move("a1", 1, 2, 2, 3, "manual")]),
        "seating.err.moved_away",
        "a1 is not at table 1 seat 2 any more; ask for a new proposal",
        id="moved_away",
    ),
    pytest.param(
        lambda: apply_moves(ROOM, [Move("a3", 1, 3, 2, 3, "manual")]),
        "seating.err.fixed_seat",
        "a3 has a fixed seat at table 1; free it first",
        id="fixed_seat",
    ),
    pytest.param(
        lambda: manual_move(ROOM, "a3", 2, 5),
        "seating.err.fixed_seat",
        "a3 has a fixed seat at table 1; free it first",
        id="fixed_seat-2",
    ),
    pytest.param(
        lambda: apply_moves(ROOM, [Move("a1", 1, 1, 5, 1, "manual")]),
        "seating.err.no_table_for",
        "there is no table 5 for the move of a1",
        id="no_table_for",
    ),
    pytest.param(
        lambda: apply_moves(ROOM, [Move("a1", 1, 1, 2, 12, "manual")]),
        "seating.err.no_seat",
        "table 2 has no seat 12 (seats 1 to 9)",
        id="no_seat-2",
    ),
    pytest.param(
        lambda: apply_moves(ROOM, [Move("a1", 1, 1, 1, 9, "manual")]),
        "seating.err.seat_blocked",
        "table 1 seat 9 is blocked",
        id="seat_blocked",
    ),
    pytest.param(
        lambda: apply_moves(ROOM, [Move("a1", 1, 1, 2, 8, "manual")]),
        "seating.err.seat_reserved",
        "table 2 seat 8 is reserved for vip",
        id="seat_reserved",
    ),
    pytest.param(
        lambda: apply_moves(
            ROOM, [Move("a1", 1, 1, 2, 3, "balance"), Move("a2", 1, 2, 2, 3, "balance")]
        ),
        "seating.err.same_seat",
        "two players are moved to table 2 seat 3; keep one",
        id="same_seat",
    ),
    pytest.param(
        lambda: apply_moves(ROOM, [Move("a1", 1, 1, 2, 2, "manual")]),
        "seating.err.seat_taken",
        "table 2 seat 2 is taken by b2",
        id="seat_taken",
    ),
    pytest.param(
        lambda: HandForHand.start([]),
        "seating.err.h4h_no_table",
        "hand for hand needs at least one table",
        id="h4h_no_table",
    ),
    pytest.param(
        lambda: HandForHand(frozenset({1}), hand=0),
        "seating.err.h4h_hand_number",
        "the hand number is a whole number from 1 up, not 0",
        id="h4h_hand_number",
    ),
    pytest.param(
        lambda: HandForHand(frozenset({1}), finished=frozenset({2})),
        "seating.err.h4h_not_playing",
        "table 2 is not playing hand for hand",
        id="h4h_not_playing",
    ),
    pytest.param(
        lambda: HandForHand.start([1, 2]).finish(5),
        "seating.err.h4h_not_playing",
        "table 5 is not playing hand for hand",
        id="h4h_not_playing-2",
    ),
    pytest.param(
        lambda: HandForHand(frozenset({1}), busted=("x", "x")),
        "seating.err.h4h_busted_twice",
        "a player is reported busted twice in the same hand",
        id="h4h_busted_twice",
    ),
    pytest.param(
        lambda: HandForHand.start([1, 2]).bust(1, ["x"]).finish(2, ["x"]),
        "seating.err.h4h_already_busted",
        "x is already busted in hand 1",
        id="h4h_already_busted",
    ),
    pytest.param(
        lambda: HandForHand.start([1, 2]).finish(2).finish(2),
        "seating.err.h4h_finished",
        "table 2 has already finished hand 1; wait for the other tables",
        id="h4h_finished",
    ),
    pytest.param(
        lambda: HandForHand.start([1, 2, 3]).finish(2).next_hand(),
        "seating.err.h4h_in_play",
        "hand 1 is still being played at table(s) 1, 3",
        id="h4h_in_play",
    ),
    pytest.param(
        lambda: break_table([*ROOM, Table(3, 9)], 3, random.Random(0)),
        "seating.err.break_unused",
        "table 3 is unused: nobody sits there, so there is nothing to break",
        id="break_unused",
    ),
    pytest.param(
        lambda: code_source(room_digest(ROOM), "auto:", "3f9a1c2e7b"),
        "seating.err.draw_code",
        "'3f9a1c2e7b' is not the code of a proposal (it looks like 3f9a1c2e7b-4d2e1a)",
        id="draw_code",
    ),
    pytest.param(
        lambda: code_source(
            room_digest(ROOM[:1]), "auto:", new_code(room_digest(ROOM), "auto:", random.Random(0))
        ),
        "seating.err.stale_draw",
        "the tables changed since the proposal 62d82c07cd-83900e (or it was for other moves): "
        "propose again",
        id="stale_draw",
    ),
    pytest.param(
        lambda: fill([], 1, random.Random(0), {}),
        "seating.err.no_open_seats",
        "not enough open seats; add a table",
        id="no_open_seats",
    ),
]


def fields(text: str) -> list[str]:
    return sorted(name for _, name, _, _ in string.Formatter().parse(text) if name)


@pytest.mark.parametrize(("refuse", "key", "english"), REFUSALS)
def test_every_refusal_has_its_key_its_english_and_its_own_italian(refuse, key, english):
    with pytest.raises(SeatingError) as caught:
        refuse()
    error = caught.value
    assert isinstance(error, DirectorError)
    assert error.key == key
    assert str(error) == error.text("en") == english
    italian = error.text("it")
    assert italian == message(key, "it", **error.params)
    assert italian != english
    assert "\n" not in italian


def test_every_refusal_of_the_catalogue_is_reached_by_a_case():
    reached = {param.values[1] for param in REFUSALS}
    assert reached == {key for key in TEXTS if key.startswith("seating.err.")}


def test_every_seating_text_is_in_italian_with_the_same_fields():
    for key, texts in TEXTS.items():
        assert key.startswith("seating."), key
        assert CATALOGUE[key] is texts
        assert set(texts) == {"en", "it"}, key
        assert texts["it"] != texts["en"], key
        assert fields(texts["it"]) == fields(texts["en"]), key
        assert "\n" not in texts["it"] and "\n" not in texts["en"], key


@pytest.mark.parametrize(
    ("refuse", "italian"),
    [
        (lambda: Table(1, 11), "tavolo 1: un tavolo ha da 2 a 10 posti, non 11"),
        (
            lambda: Table(1, 9, button=1, small_blind=2, big_blind=2),
            "tavolo 1: il grande buio (posto 2) non può essere anche il piccolo buio o il bottone",
        ),
        (
            lambda: balance_moves([Table(1, 9)], 0),
            "la soglia di bilanciamento è un numero intero da 1 in su, non 0",
        ),
        (
            lambda: break_table(
                [Table(1, 9, {1: "a"}), Table(3, 9, {1: "Carlo"}, fixed=frozenset({"Carlo"}))], 3
            ),
            "chiusura del tavolo 3 impossibile: Carlo vi ha un posto fisso",
        ),
        (
            lambda: final_table_redraw(
                [Table(1, 9, {1: "Dario"}, fixed=frozenset({"Dario"})), Table(2, 9, {1: "b"})], 2
            ),
            "Dario ha un posto fisso al tavolo 1; fanne il tavolo finale o libera il posto",
        ),
        (
            lambda: apply_moves(ROOM, [Move("a1", 1, 1, 2, 8, "manual")]),
            "il posto 8 del tavolo 2 è riservato a vip",
        ),
        (
            lambda: HandForHand.start([1, 2, 3]).finish(2).next_hand(),
            "la mano 1 è ancora in gioco (tavoli: 1, 3)",
        ),
        (
            lambda: HandForHand.start([1, 2]).finish(2).finish(2),
            "il tavolo 2 ha già finito la mano 1; aspetta gli altri tavoli",
        ),
    ],
)
def test_some_refusals_read_as_an_italian_room_says_them(refuse, italian):
    with pytest.raises(SeatingError) as caught:
        refuse()
    assert caught.value.text("it") == italian


def test_a_refusal_carries_its_key_and_fields_for_the_caller():
    with pytest.raises(SeatingError) as caught:
        seat_entrant("Anna", [Table(1, 2, {1: "a", 2: "b"})], random.Random(0))
    assert caught.value.key == "seating.err.no_seat_for"
    assert caught.value.params == {"player": "Anna"}
    assert caught.value.text("it") == "non c'è un posto libero per Anna; aggiungi un tavolo"
