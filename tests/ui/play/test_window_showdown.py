"""The table window at the showdown, on a laptop: one card notation, the window fitting 1366x768,
the busts confirmed before they go into the tournament, Undo and Redo in the window itself, the
redeal's own deck commitment after a misdeal, mnemonics on its menus."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from director.engine.cards import commitment_of, format_cards
from director.engine.irregularities import HoleCardsExposed
from director.engine.records import Decision
from director.tournament import events as ev
from tests.helpers.entrants import answer_next_question
from tests.helpers.table import click, deck_for, key, open_window, table
from ui import i18n
from ui.common.sizes import FRAME, LAPTOP
from ui.document import Document
from ui.play.widgets import spaced
from ui.play.window import TableWindow

#: Four players all-in before the flop for different stacks: three pots, Anna and Carla out.
FOUR = [("Anna", 1, 300), ("Bruno", 2, 600), ("Carla", 3, 1000), ("Dario", 4, 2000)]
HOLES = ["JsJh", "AsAh", "QsQh", "KsKh"]
BOARD = "2c7d9h4s3c"


def chips(t, name: str) -> int:
    return t.state.entries[t.entrants.find(name).id].chips


def all_in_to_the_river(qtbot, w: TableWindow) -> None:
    """Carla all-in, Dario calls, Anna and Bruno all-in; the flop and the turn turned."""
    key(qtbot, w, Qt.Key.Key_D)
    key(qtbot, w, Qt.Key.Key_A)  # Carla
    key(qtbot, w, Qt.Key.Key_C)  # Dario
    key(qtbot, w, Qt.Key.Key_A)  # Anna, for less
    key(qtbot, w, Qt.Key.Key_A)  # Bruno, for less
    key(qtbot, w, Qt.Key.Key_N)  # the flop
    key(qtbot, w, Qt.Key.Key_N)  # the turn: the river ends the hand


@pytest.fixture
def four(tournament, document, qtbot, fake_time) -> TableWindow:
    table(tournament, FOUR, button=4)
    return open_window(qtbot, document, fake_time, [deck_for(3, HOLES, BOARD)])


def inside(w: QWidget, widget: QWidget) -> bool:
    """Whether ``widget`` is shown whole inside the window ``w``."""
    area = QRect(widget.mapTo(w, QPoint(0, 0)), widget.size())
    return widget.isVisible() and not area.isEmpty() and w.rect().contains(area)


def test_cards_are_written_with_suit_symbols_in_every_text(qtbot, four, tournament):
    w = four
    all_in_to_the_river(qtbot, w)
    answer_next_question(QMessageBox.StandardButton.Yes, [])
    key(qtbot, w, Qt.Key.Key_N)
    text = w.showdown_box.result_label.text()
    assert "Bruno shows A♠ A♥: pair of aces" in text
    assert "Anna shows J♠ J♥" in text
    # no card in the engine's letters anywhere the window writes for people
    letters = re.compile(r"\b(?:[2-9TJQKA][cdhs]){1,7}\b")
    for shown in (text, w.pots_box.pots_label.text(), w.status_label.text()):
        assert not letters.search(shown), shown
    model = w.history.model
    for column in range(model.columnCount()):
        assert not letters.search(str(model.index(0, column).data() or ""))


def test_the_window_fits_a_1366x768_laptop_with_export_and_the_showdown_in_view(
    qtbot, four, tournament
):
    w = four
    # opened with its title bar inside a laptop's screen less its task bar
    assert w.width() + FRAME.width() <= LAPTOP.width()
    assert w.height() + FRAME.height() <= LAPTOP.height()
    w.resize(1366, 768)
    all_in_to_the_river(qtbot, w)
    answer_next_question(QMessageBox.StandardButton.Yes, [])
    key(qtbot, w, Qt.Key.Key_N)
    QApplication.processEvents()
    assert w.size().height() == 768 and w.size().width() == 1366
    assert inside(w, w.history.export_button) and w.history.export_button.isEnabled()
    assert inside(w, w.result_area)  # the box the pots and the showdown scroll in
    viewport = w.result_area.viewport()
    box = w.showdown_box
    shown = QRect(box.mapTo(viewport, QPoint(0, 0)), box.size())
    assert box.isVisible() and shown.top() == 0  # the showdown at the top of its box
    assert viewport.height() >= 5 * box.fontMetrics().height()  # a few lines at least
    # what does not fit scrolls in its own box, never pushing the rest below the fold
    scroll = w.result_area.verticalScrollBar()
    assert scroll.maximum() == max(0, shown.height() - viewport.height())
    assert inside(w, w.status_label) and inside(w, w.wall_button)
    assert not w.pots_box.isVisible()  # the showdown names each pot's winner
    w.deal_panel.commitment_toggle.click()  # the whole hex shown still leaves Export in view
    QApplication.processEvents()
    assert w.height() == 768 and inside(w, w.history.export_button)


def test_busts_are_recorded_only_once_confirmed(qtbot, four, tournament):
    t = tournament
    w = four
    all_in_to_the_river(qtbot, w)
    before = len(t.history())
    seen: list[str] = []
    answer_next_question(QMessageBox.StandardButton.No, seen)
    key(qtbot, w, Qt.Key.Key_N)  # the river: the hand is over, Anna and Carla are out
    assert w.session.finished
    assert seen == [
        "Hand 1 knocks out:\n"
        "• Anna: 4th place, eliminated by Bruno\n"
        "• Carla: 3rd place, eliminated by Bruno\n\n"
        "Record the hand in the tournament? (Ctrl+Z takes it back.)"
    ]
    # Not yet: nothing reached the tournament
    assert len(t.history()) == before
    assert t.entrants.find("Anna").playing and t.entrants.find("Carla").playing
    assert (chips(t, "Anna"), chips(t, "Carla")) == (300, 1000)
    assert w.status_label.text() == "Hand 1 is not recorded yet."
    assert "Not recorded: the busts were not confirmed" in w.showdown_box.result_label.text()
    assert w.showdown_box.record_button.isVisible()
    assert not w.deal_panel.deal_button.isEnabled()  # the hand must be settled first
    # Record the result asks again; yes records the hand as one action
    answer_next_question(QMessageBox.StandardButton.Yes, seen)
    click(qtbot, w.showdown_box.record_button)
    assert len(seen) == 2 and seen[1] == seen[0]
    assert isinstance(t.history()[-1], ev.HandRecorded)
    assert not t.entrants.find("Anna").playing and not t.entrants.find("Carla").playing
    assert (chips(t, "Bruno"), chips(t, "Dario")) == (2100, 1800)
    assert not w.showdown_box.record_button.isVisible()
    assert w.deal_panel.deal_button.isEnabled()


def test_a_hand_without_a_bust_is_recorded_without_a_question(
    qtbot, tournament, document, fake_time
):
    t = tournament
    table(t, FOUR, button=4)
    w = open_window(qtbot, document, fake_time, [deck_for(3, HOLES, BOARD)])
    key(qtbot, w, Qt.Key.Key_D)
    for _ in range(3):
        key(qtbot, w, Qt.Key.Key_F)  # Carla, Dario and Anna fold: Bruno wins the blinds
    assert QApplication.activeModalWidget() is None
    assert isinstance(t.history()[-1], ev.HandRecorded)


def test_undo_and_redo_from_the_table_window(qtbot, four, tournament):
    t = tournament
    w = four
    assert w.undo_action.text() == "&Undo button at table 1"
    all_in_to_the_river(qtbot, w)
    answer_next_question(QMessageBox.StandardButton.Yes, [])
    key(qtbot, w, Qt.Key.Key_N)
    assert not t.entrants.find("Anna").playing
    assert w.undo_action.text() == "&Undo hand at table 1" and w.undo_action.isEnabled()
    assert not w.redo_action.isEnabled()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)  # back from the question
    qtbot.keyClick(w.felt, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert t.entrants.find("Anna").playing and chips(t, "Anna") == 300
    assert w.status_label.text() == "Hand 1 was taken back: the stacks are as before it."
    assert w.history.model.index(0, 4).data() == "Undone"
    assert w.redo_action.text() == "&Redo hand at table 1" and w.redo_action.isEnabled()
    assert w.deal_panel.deal_button.isEnabled()
    edit = w.layout().menuBar().actions()[0].menu()
    assert [a.text() for a in edit.actions()] == [w.undo_action.text(), w.redo_action.text()]
    w.redo_action.trigger()
    assert not t.entrants.find("Anna").playing
    assert w.history.model.index(0, 4).data() == "Recorded"


def test_a_misdeal_shows_the_redeal_decks_own_commitment(qtbot, tournament, document, fake_time):
    import random

    t = tournament
    table(t, FOUR, button=4)
    w = open_window(qtbot, document, fake_time, [deck_for(3, HOLES, BOARD)], rng=random.Random(4))
    key(qtbot, w, Qt.Key.Key_D)
    first = w.session.current.commitment
    line = w.deal_panel.commitment_label
    assert line.text() == f"This hand's deck: commitment {first[:8]}…{first[-8:]}"
    assert not w.deal_panel.commitment_full.isVisible()  # the hex is behind the toggle
    assert line.height() < 2 * line.fontMetrics().height()  # one line
    (_player, card) = w.session.first_card()
    ruling = w.report_error(HoleCardsExposed((card,)))
    assert ruling is not None and ruling.decision is Decision.MISDEAL
    shown = line.full
    assert first[:8] not in shown
    assert shown.startswith("Redeal's own deck: commitment ")
    click(qtbot, w.deal_panel.commitment_toggle)
    full = w.deal_panel.commitment_full
    assert full.isVisible()
    assert full.text().startswith("The redeal has its own deck, a new shuffle; its commitment")
    new = full.text().split("\n")[1:3]
    assert spaced(first) in full.text()  # the first deal's, named as such
    redeal = "".join(new).replace(" ", "")
    assert shown.endswith(f"{redeal[:8]}…{redeal[-8:]}")
    # the felt (the dealer's view and the wall) shows the redeal's deck too, not the old one
    footer = w.scene(public=True, now=w.now()).footer
    assert footer.startswith("Redeal's deck commitment") and footer.endswith(redeal)
    click(qtbot, w.deal_panel.commitment_toggle)
    assert not full.isVisible()
    # The hand is played out; the secret revealed with it checks the redeal's commitment
    for _ in range(3):
        key(qtbot, w, Qt.Key.Key_F)
    played = w.session.history[-1]
    assert played.reveal is not None
    assert commitment_of(format_cards(ruling.reshuffled), played.reveal.secret) == redeal
    assert f"Redeal 1 deck commitment:\n{spaced(redeal)}" in full.text()


@pytest.fixture
def italian(qapp):
    i18n.install("it")
    yield
    i18n.install("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_menu_item_of_the_table_window_has_a_mnemonic(
    qtbot, tournament, fake_time, italian, lang
):
    i18n.install(lang)
    t = tournament
    table(t, FOUR, button=4)
    w = open_window(qtbot, Document(t, lang=lang), fake_time, [deck_for(3, HOLES, BOARD)])
    key(qtbot, w, Qt.Key.Key_D)
    w.error_menu.refresh()
    menus = [a.menu() for a in w.layout().menuBar().actions()] + [w.error_menu]
    titles = [a.text() for a in w.layout().menuBar().actions()]
    assert all("&" in title for title in titles)
    for menu in menus:
        letters = []
        for action in menu.actions():
            if action.isSeparator():
                continue
            text = action.text().replace("&&", "")
            assert text.count("&") == 1, text
            letters.append(text[text.index("&") + 1].lower())
        assert len(set(letters)) == len(letters), letters  # one key, one item
