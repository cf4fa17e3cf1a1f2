"""The Action box: a button the engine refuses says the engine's reason, in the window's words
(each refusal its own text), in English and Italian."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.helpers.table import key, open_window, stud_deck, table, tournament_of
from ui import i18n
from ui.document import Document

THREE = [("Anna", 1, 1000), ("Bruno", 2, 1000), ("Carla", 3, 1000)]

#: Stud, dealt from seat 1: Bruno's door card (the two of clubs) is the low card.
LOW_BRUNO = [["Ac", "7c", "9c", "Ad", "6d", "9s", "Kh", "2c", "9d"]]


@pytest.fixture
def italian(qapp):
    i18n.install("it")
    yield
    i18n.install("en")


def controls_at(
    qtbot, tmp_path, fake_time, levels: str, players, lang="en", decks=(), head="", button=3
):
    """The table window of a new tournament of ``levels``, with the first hand dealt."""
    t = tournament_of(tmp_path, levels, fake_time, head)
    table(t, players, button=button)
    w = open_window(qtbot, Document(t, lang=lang), fake_time, decks)
    key(qtbot, w, Qt.Key.Key_D)
    return t, w


POT_LIMIT = "Pot limit: a bet or raise is 70 at most, not all the chips."


def test_pot_limit_all_in_above_the_pot_says_the_limit(qtbot, tmp_path, fake_time):
    t, w = controls_at(
        qtbot, tmp_path, fake_time, "- blinds: 10-20", THREE, head="game: pot-limit hold'em\n"
    )
    # Carla on the button acts first three-handed: she may raise to the pot (20 + 30 + 20).
    la = w.session.legal()
    assert (la.min_to, la.max_to, la.all_in_allowed) == (40, 70, False)
    assert w.controls.raise_button.isEnabled()
    assert (w.controls.amount.minimum(), w.controls.amount.maximum()) == (40, 70)
    assert not w.controls.all_in_button.isEnabled()
    assert w.controls.all_in_button.toolTip() == POT_LIMIT
    key(qtbot, w, Qt.Key.Key_A)  # the engine refuses, and says why
    assert w.session.hand.to_act == 2
    assert "the maximum raise is to 70" in w.status_label.text()
    t.close()


def test_pot_limit_refusal_in_italian(qtbot, italian, tmp_path, fake_time):
    t, w = controls_at(
        qtbot,
        tmp_path,
        fake_time,
        "- blinds: 10-20",
        THREE,
        lang="it",
        head="game: pot-limit hold'em\n",
    )
    assert w.controls.all_in_button.toolTip() == (
        "Pot limit: puntata e rilancio arrivano al massimo a 70, non a tutte le chip."
    )
    key(qtbot, w, Qt.Key.Key_A)  # the engine's refusal in the window's language
    assert "il rilancio massimo è a 70" in w.status_label.text()
    t.close()


BRING_IN_ONLY = "Only the bring-in is possible: the low card cannot complete."


def test_a_bring_in_of_the_whole_small_bet_is_all_the_low_card_may_put_in(
    qtbot, tmp_path, fake_time
):
    # The bring-in is the small bet: the low card cannot complete, nor go all-in.
    levels = "- {game: stud, ante: 5, bring_in: 20, bets: 20-40}"
    t, w = controls_at(qtbot, tmp_path, fake_time, levels, THREE, decks=[stud_deck(LOW_BRUNO)])
    assert w.controls.to_act_label.text() == "Bruno has the low card: bring in 20 or complete"
    assert not w.controls.raise_button.isEnabled()
    assert w.controls.raise_button.toolTip() == BRING_IN_ONLY
    assert w.controls.bounds_label.text() == BRING_IN_ONLY
    assert not w.controls.all_in_button.isEnabled()
    assert w.controls.all_in_button.toolTip() == BRING_IN_ONLY
    assert w.controls.call_button.text() == "Bring in 20 (C)"
    t.close()


def test_a_low_card_short_of_a_completion_may_only_bring_in_all_in(qtbot, tmp_path, fake_time):
    # Bruno has 12 chips: after the ante, 7, less than the bring-in of 10.
    players = [("Anna", 1, 1000), ("Bruno", 2, 12), ("Carla", 3, 1000)]
    levels = "- {game: stud, ante: 5, bring_in: 10, bets: 25-50}"
    t, w = controls_at(qtbot, tmp_path, fake_time, levels, players, decks=[stud_deck(LOW_BRUNO)])
    assert w.controls.to_act_label.text() == "Bruno has the low card: bring in 7 or complete"
    assert not w.controls.raise_button.isEnabled()
    assert w.controls.raise_button.toolTip() == BRING_IN_ONLY
    assert w.controls.all_in_button.isEnabled()  # all-in is the bring-in
    key(qtbot, w, Qt.Key.Key_A)
    assert w.session.hand.stacks[1] == 0
    t.close()


def test_bring_in_only_in_italian(qtbot, italian, tmp_path, fake_time):
    levels = "- {game: stud, ante: 5, bring_in: 20, bets: 20-40}"
    t, w = controls_at(
        qtbot, tmp_path, fake_time, levels, THREE, lang="it", decks=[stud_deck(LOW_BRUNO)]
    )
    assert w.controls.all_in_button.toolTip() == (
        "Solo il bring-in: la carta più bassa non può completare."
    )
    t.close()


def test_every_other_player_all_in_keeps_its_text(qtbot, tmp_path, fake_time):
    players = [("Anna", 1, 1000), ("Bruno", 2, 300)]
    t, w = controls_at(qtbot, tmp_path, fake_time, "- blinds: 50-100", players, button=2)
    # Heads-up the button (Bruno) posts the small blind and acts first.
    key(qtbot, w, Qt.Key.Key_A)  # Bruno all-in for 300
    assert w.session.hand.to_act == 0
    assert w.controls.to_act_label.text() == "Anna to act: 200 to call"
    text = "Every other player is all-in: there is nobody to bet against."
    assert w.controls.raise_button.toolTip() == text
    assert w.controls.all_in_button.toolTip() == text
    t.close()
