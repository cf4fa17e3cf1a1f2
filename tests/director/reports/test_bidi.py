"""Right-to-left names in the order and the letter forms they are printed in."""

from __future__ import annotations

import unicodedata

import pytest

from director.reports.bidi import has_rtl, shape, visual


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        ("שרה", "הרש"),  # drawn left to right, read right to left: שרה
        ("שרה לוי", "יול הרש"),
        ("Mario שרה", "Mario הרש"),  # a Latin name first: the Hebrew run inside it turns
        ("שרה 2", "2 הרש"),  # a number keeps its order, on the far side of a Hebrew name
        ("محمد (مو)", "(ﻮﻣ) ﺪﻤﺤﻣ"),  # brackets mirrored
        ("Mario Rossi", "Mario Rossi"),
    ],
)
def test_a_line_is_put_in_the_order_it_is_read(name: str, printed: str) -> None:
    assert visual(name) == printed


def test_arabic_letters_take_their_joined_forms() -> None:
    # meem initial, hah medial, meem medial, dal final: one word, joined.
    assert shape("محمد") == "\ufee3\ufea4\ufee4\ufeaa"
    assert [unicodedata.name(c).split()[-2] for c in shape("محمد")] == [
        "INITIAL",
        "MEDIAL",
        "MEDIAL",
        "FINAL",
    ]
    # Alef and dal join only the letter before them: the next one starts again.
    assert shape("احمد") == "\ufe8d\ufea3\ufee4\ufeaa"
    # Lam with alef is one ligature; hamza stands alone.
    assert shape("علاء") == "\ufecb\ufefc\ufe80"
    assert unicodedata.normalize("NFKC", shape("عبد الله")) == "عبد الله"


def test_only_right_to_left_text_is_touched() -> None:
    assert not has_rtl("Niccolò 山田")
    assert has_rtl("Mario שרה") and has_rtl("محمد")
    assert visual("Niccolò 山田") == "Niccolò 山田"
