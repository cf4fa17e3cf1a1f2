"""Menus made on the spot (right-click menus) give every item a letter of its own."""

from __future__ import annotations

from ui.common.actions import lettered, split_key


def test_the_items_own_key_is_its_letter_when_it_starts_a_word():
    assert lettered([("Put the button here", "B"), ("Block this seat", "X")]) == [
        "Put the &button here\tB",
        "Block &this seat\tX",
    ]


def test_a_letter_taken_moves_on_to_the_next_word_then_to_any_letter():
    assert lettered([("Bust", ""), ("Break", ""), ("Bbx", "")]) == ["&Bust", "B&reak", "Bb&x"]


def test_an_ampersand_in_a_name_is_shown_as_written():
    assert lettered([("Bianchi & Rossi", "")]) == ["&Bianchi && Rossi"]


def test_when_the_letters_run_out_the_item_has_none():
    assert lettered([("ab", ""), ("ba", ""), ("ab", "")]) == ["&ab", "&ba", "ab"]


def test_a_key_written_after_the_text_is_split_off():
    assert split_key("Block this seat (X)") == ("Block this seat", "X")
    assert split_key("Remove table (Del)") == ("Remove table", "Del")
    assert split_key("Break this table") == ("Break this table", "")
