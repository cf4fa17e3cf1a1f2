"""The dealer's errors at the table window: told through the Dealer error menu, ruled by the engine
as the club's sheet says (000 §04), shown to the table and played on, on built decks.

Four players at table 1: Anna (seat 1), Bruno (3), Carla (5) and Dario (7) on the button, so Anna
posts the small blind, Bruno the big blind, and the deal goes Anna, Bruno, Carla, Dario, one card
at a time. The deck's top cards are given: positions 0-3 the first cards, 4-7 the second ones,
8 the flop's burn card, 9-11 the flop, then the turn and river after their burns.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from director.cli import main as cli
from director.engine.cards import CARDS, Deck, parse_cards
from director.engine.records import BoardDealt, DealerError, Decision, Ruling
from director.table import PlayedHand
from director.tournament import events as ev
from tests.helpers.entrants import answer_next_question
from tests.helpers.table import key
from tests.helpers.table import open_window as table_window
from ui import i18n
from ui.play.dealer_errors import CountDialog, ExposedCardsDialog
from ui.play.window import TableWindow

LEFT = Qt.MouseButton.LeftButton
PLAYERS = [("Anna", 1), ("Bruno", 3), ("Carla", 5), ("Dario", 7)]
#: Anna AhKh, Bruno QsQd, Carla 7c2d, Dario 9s9c; burn Jd, flop Kd 8s 3c, burn 4c, turn 5h,
#: burn 4d, river 2s.
TOP = "Ah Qs 7c 9s Kh Qd 2d 9c Jd Kd 8s 3c 4c 5h 4d 2s"


def card(text: str):
    return parse_cards(text)[0]


def built_deck(top: str = TOP) -> Deck:
    """A deck with these cards on top, the rest in order under them."""
    first = parse_cards(top.replace(" ", ""))
    return Deck(order=[*first, *(c for c in CARDS if c not in first)])


@pytest.fixture
def at_table(tournament):
    t = tournament
    t.seating.add_tables(1, seats=9)
    for name, seat in PLAYERS:
        t.entrants.register(name, seat=False)
        t.seating.seat(name, 1, seat)
    t.entrants.set_chips({name: 1000 for name, _seat in PLAYERS})
    t.seating.set_button(1, 7)
    return t


def open_window(qtbot, document, fake_time, seed: int = 5, top: str = TOP) -> TableWindow:
    # the reshuffles the rulings call for use the seeded generator
    return table_window(qtbot, document, fake_time, [built_deck(top)], rng=random.Random(seed))


def choose(
    qtbot, w: TableWindow, entry: str, answer: Callable[[QWidget], None] | None = None
) -> None:
    """Pick an entry of the Dealer error menu; ``answer`` fills the dialog it opens, if any."""
    action = w.error_menu.entries[entry]
    assert action.isEnabled(), action.toolTip()
    if answer is None:
        action.trigger()
        return
    QTimer.singleShot(0, lambda: answer(QApplication.activeModalWidget()))
    action.trigger()
    # The window takes the keys again once the dialog is gone (activation is asynchronous).
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)


def banner(w: TableWindow, public: bool):
    return w.scene(public=public, now=w.now()).banner


def chips(t, name: str) -> int:
    return t.state.entries[t.entrants.find(name).id].chips


def stacks(w: TableWindow) -> dict[str, int]:
    scene = w.scene(public=False, now=w.now())
    return {s.name: s.stack for s in scene.seat_scenes if s.name}


def play_out(qtbot, w: TableWindow) -> None:
    """Check or call to the end of the hand."""
    for _ in range(40):
        if w.session.finished:
            return
        key(qtbot, w, Qt.Key.Key_N if w.session.running_out else Qt.Key.Key_C)
    raise AssertionError("the hand did not end")


def replayed_stacks(w: TableWindow, tmp_path, capsys) -> list[int]:
    path = tmp_path / "ruled.phh"
    assert w.export_phh(w.selected_hand(), path)
    capsys.readouterr()  # only what the replay prints
    assert cli(["hand", "replay", "--json", str(path)]) == 0
    return json.loads(capsys.readouterr().out)["finishing_stacks"]


# ---------------------------------------------------------------------- exposed hole cards


def test_the_first_hole_card_exposed_is_a_misdeal_blinds_back_same_button_dealt_again(
    qtbot, qtmodeltester, at_table, document, fake_time, tmp_path, capsys
):
    t = at_table
    w = open_window(qtbot, document, fake_time)
    assert not w.controls.error_button.isEnabled()
    assert w.controls.error_button.toolTip() == "No hand is being dealt."
    key(qtbot, w, Qt.Key.Key_X)  # nothing to rule on: the reason is given
    assert w.status_label.text() == "No hand is being dealt."
    events_before = len(t.history())
    key(qtbot, w, Qt.Key.Key_D)
    assert stacks(w) == {"Anna": 990, "Bruno": 980, "Carla": 1000, "Dario": 1000}
    assert w.controls.error_button.isEnabled()
    assert (
        w.error_menu.entries["first"].text()
        == "The &first hole card dealt was exposed (A♥ to Anna)"
    )
    assert not w.error_menu.entries["flop"].isEnabled()
    assert w.error_menu.entries["flop"].toolTip() == "There is no flop on the table yet."

    choose(qtbot, w, "first")
    ruling = w.session.announced
    assert isinstance(ruling, Ruling)
    assert (ruling.error, ruling.decision) == (DealerError.FIRST_CARD_EXPOSED, Decision.MISDEAL)
    assert ruling.returned == (10, 20, 0, 0)  # the blinds go back ...
    # ... and are posted again for the new deal, from the same button.
    assert stacks(w) == {"Anna": 990, "Bruno": 980, "Carla": 1000, "Dario": 1000}
    hand = w.session.hand
    assert hand.button == 3
    assert seat(w, 7).marks == ("D",) and seat(w, 1).marks == ("SB",)
    # Dealt again from the reshuffled deck: one card at a time from Anna.
    new = ruling.reshuffled
    assert [hand.hole_cards(p) for p in range(4)] == [(new[p], new[4 + p]) for p in range(4)]
    assert seat(w, 1).cards == (new[0], new[4])
    assert w.controls.to_act_label.text() == "Carla to act: 20 to call"
    # Nothing reached the tournament: same stacks, same button, no new action.
    assert len(t.history()) == events_before
    assert {name: chips(t, name) for name, _s in PLAYERS} == dict.fromkeys(
        ("Anna", "Bruno", "Carla", "Dario"), 1000
    )
    assert t.state.tables[1].button == 7

    # The table sees the ruling, on the dealer's view and on the wall.
    for public in (False, True):
        shown = banner(w, public)
        assert shown.title == "Dealer's error: the first hole card dealt was exposed"
        assert shown.text == ruling.action_text()
        assert shown.text.startswith("Misdeal: the blinds and antes go back to the players")
        assert "the button stays with Dario" in shown.text
        assert ruling.rule_text() in shown.note and "club rule sheet 000, §04" in shown.note
    key(qtbot, w, Qt.Key.Key_W)
    assert w.wall.felt.scene.banner.title == banner(w, True).title
    w.felt.grab()  # painted across the foot of the felt, the table made smaller above it
    assert w.felt.banner_rect.bottom() > w.felt.height() * 0.8
    assert w.felt.banner_rect.width() > w.felt.width() * 0.9
    assert w.status_label.text() == "Dealer's error: the first hole card dealt was exposed"
    w.tick()
    assert banner(w, False) is not None  # it stays until the next action
    key(qtbot, w, Qt.Key.Key_C)  # Carla calls
    assert banner(w, False) is None and w.wall.felt.scene.banner is None
    w.felt.grab()
    assert w.felt.banner_rect.isEmpty()
    assert not w.error_menu.entries["first"].isEnabled()
    assert w.error_menu.entries["first"].toolTip() == (
        "The betting has begun: exposed hole cards and extra cards are ruled during the deal."
    )

    key(qtbot, w, Qt.Key.Key_F)  # Dario folds
    key(qtbot, w, Qt.Key.Key_F)  # Anna folds
    key(qtbot, w, Qt.Key.Key_A)  # Bruno all-in
    key(qtbot, w, Qt.Key.Key_F)  # Carla folds: Bruno wins the blinds and Carla's call
    assert w.session.finished
    assert isinstance(t.history()[-1], ev.HandRecorded)
    assert (chips(t, "Anna"), chips(t, "Bruno"), chips(t, "Carla"), chips(t, "Dario")) == (
        990,
        1030,
        980,
        1000,
    )
    assert t.state.tables[1].button == 1  # the button moves after the hand, not the misdeal
    model = w.history.model
    qtmodeltester.check(model)
    assert model.headerData(5, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole) == "Rulings"
    assert model.index(0, 5).data() == "Misdeal"
    assert ruling.action_text() in model.index(0, 5).data(Qt.ItemDataRole.ToolTipRole)
    assert (
        "the reshuffle it called for is in the hand's history"
        in w.deal_panel.commitment_full.text()
    )
    assert w.session.history[-1].verified  # the commitment published before the deal holds
    # The tournament's log keeps the hand with its ruling; the PHH file replays it as played.
    (stored,) = t.hands.played(1)
    assert [r.decision for r in PlayedHand.from_stored(stored).rulings()] == [Decision.MISDEAL]
    assert replayed_stacks(w, tmp_path, capsys) == [990, 1030, 980, 1000]


def seat(w: TableWindow, number: int):
    return next(s for s in w.scene(public=False, now=w.now()).seat_scenes if s.seat == number)


def test_another_exposed_hole_card_is_replaced_and_becomes_the_burn_card(
    qtbot, at_table, document, fake_time, tmp_path, capsys
):
    t = at_table
    w = open_window(qtbot, document, fake_time)
    key(qtbot, w, Qt.Key.Key_D)
    listed: list[str] = []

    # The dialog lists the other hole cards in the order they were dealt (the first one is an
    # entry of its own); the director picks Anna's king of hearts.
    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, ExposedCardsDialog)
        listed.extend(dialog.list.item(k).text() for k in range(dialog.list.count()))
        dialog.choose("Kh")
        dialog.accept()

    choose(qtbot, w, "one", answer)
    assert listed == [
        "Bruno: Q♠ (first card)",
        "Carla: 7♣ (first card)",
        "Dario: 9♠ (first card)",
        "Anna: K♥ (second card)",
        "Bruno: Q♦ (second card)",
        "Carla: 2♦ (second card)",
        "Dario: 9♣ (second card)",
    ]
    ruling = w.session.announced
    assert (ruling.error, ruling.decision) == (
        DealerError.HOLE_CARD_EXPOSED,
        Decision.CARD_REPLACED,
    )
    assert ruling.replaced == ((0, card("Kh"), card("Jd")),)
    assert ruling.burn == card("Kh")
    assert seat(w, 1).cards == (card("Ah"), card("Jd"))  # the top card replaces the king
    assert stacks(w) == {"Anna": 990, "Bruno": 980, "Carla": 1000, "Dario": 1000}
    assert banner(w, True).text == (
        "Play continues: Anna cannot keep the king of hearts and gets the top card of the deck. "
        "The king of hearts becomes the flop's burn card."
    )
    assert w.controls.to_act_label.text() == "Carla to act: 20 to call"
    for _ in range(3):
        key(qtbot, w, Qt.Key.Key_C)
    key(qtbot, w, Qt.Key.Key_C)  # Bruno checks: the flop
    (flop,) = [r for r in w.session.hand.history if type(r) is BoardDealt]
    assert flop.burn == card("Kh")  # the exposed card was burned
    assert w.session.board == tuple(parse_cards("Kd8s3c"))  # the flop the deck had
    assert w.felt.scene.board == w.session.board
    play_out(qtbot, w)
    # Anna's AhJd makes nothing; Bruno's queens win the 80 in the pot.
    assert chips(t, "Bruno") == 1060
    assert w.history.model.index(0, 5).data() == "Card replaced"
    assert replayed_stacks(w, tmp_path, capsys) == [980, 1060, 980, 980]


def test_two_exposed_hole_cards_are_a_misdeal(qtbot, at_table, document, fake_time):
    t = at_table
    w = open_window(qtbot, document, fake_time)
    key(qtbot, w, Qt.Key.Key_D)
    refused: list[str] = []

    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, ExposedCardsDialog)
        dialog.choose("Kh")
        dialog.accept()  # one card ticked: refused, the dialog stays
        refused.append(dialog.error.text())
        assert dialog.isVisible()
        dialog.choose("Kh", "Qd")
        dialog.accept()

    choose(qtbot, w, "several", answer)
    assert refused == ["Tick at least two cards (one card: Another hole card)."]
    ruling = w.session.announced
    assert (ruling.error, ruling.decision) == (DealerError.HOLE_CARDS_EXPOSED, Decision.MISDEAL)
    assert ruling.cards == (card("Kh"), card("Qd"))
    assert stacks(w) == {"Anna": 990, "Bruno": 980, "Carla": 1000, "Dario": 1000}
    assert w.session.hand.hole_cards(0) == (ruling.reshuffled[0], ruling.reshuffled[4])
    assert banner(w, False).title == "Dealer's error: two or more hole cards were exposed"
    assert t.state.tables[1].button == 7 and chips(t, "Anna") == 1000


def test_a_dialog_cancelled_rules_nothing(qtbot, at_table, document, fake_time):
    w = open_window(qtbot, document, fake_time)
    key(qtbot, w, Qt.Key.Key_D)
    before = w.session.hand.snapshot()
    choose(qtbot, w, "one", lambda dialog: dialog.reject())
    assert w.session.hand.snapshot() == before and w.session.announced is None
    assert banner(w, False) is None


# ---------------------------------------------------------------------- extra cards


def test_an_extra_card_to_the_first_player_becomes_the_burn_card(
    qtbot, at_table, document, fake_time
):
    w = open_window(qtbot, document, fake_time)
    key(qtbot, w, Qt.Key.Key_D)
    assert w.error_menu.entries["extra"].text() == "An e&xtra card was dealt to Anna"
    choose(qtbot, w, "extra")
    ruling = w.session.announced
    assert (ruling.error, ruling.decision) == (DealerError.EXTRA_CARD, Decision.EXTRA_CARD_BURNED)
    assert ruling.burn == card("Jd")
    assert "(the jack of diamonds)" in banner(w, False).text  # the dealer knows the card
    # The room does not: it was dealt face down and stays unseen, like any burn card.
    assert banner(w, True).text == (
        "The extra card dealt to Anna goes back as the flop's burn card; play continues."
    )
    assert seat(w, 1).cards == (card("Ah"), card("Kh"))  # Anna keeps her hand
    for _ in range(4):
        key(qtbot, w, Qt.Key.Key_C)
    (flop,) = [r for r in w.session.hand.history if type(r) is BoardDealt]
    assert flop.burn == card("Jd") and flop.cards == tuple(parse_cards("Kd8s3c"))


def test_more_than_one_extra_card_is_a_misdeal(qtbot, at_table, document, fake_time):
    t = at_table
    w = open_window(qtbot, document, fake_time)
    key(qtbot, w, Qt.Key.Key_D)

    def two(dialog: QWidget) -> None:
        assert isinstance(dialog, CountDialog)
        assert dialog.spin.minimum() == 2
        dialog.spin.setValue(2)
        dialog.accept()

    assert w.error_menu.entries["extras"].text() == "&More than one extra card was dealt to Anna…"
    choose(qtbot, w, "extras", two)
    ruling = w.session.announced
    assert (ruling.error, ruling.decision) == (DealerError.EXTRA_CARDS, Decision.MISDEAL)
    assert ruling.returned == (10, 20, 0, 0)
    assert stacks(w) == {"Anna": 990, "Bruno": 980, "Carla": 1000, "Dario": 1000}
    assert chips(t, "Bruno") == 1000 and t.state.tables[1].button == 7


# ---------------------------------------------------------------------- the flop


def test_a_flop_with_an_extra_card_is_dealt_again(
    qtbot, at_table, document, fake_time, tmp_path, capsys
):
    t = at_table
    w = open_window(qtbot, document, fake_time)
    key(qtbot, w, Qt.Key.Key_D)
    for _ in range(4):  # called round, Bruno checks: the flop Kd 8s 3c
        key(qtbot, w, Qt.Key.Key_C)
    assert w.session.board == tuple(parse_cards("Kd8s3c"))
    assert not w.error_menu.entries["extra"].isEnabled()

    def one(dialog: QWidget) -> None:
        assert isinstance(dialog, CountDialog)
        dialog.accept()

    choose(qtbot, w, "flop", one)
    ruling = w.session.announced
    assert (ruling.error, ruling.decision) == (
        DealerError.FLOP_TOO_MANY_CARDS,
        Decision.FLOP_REDEALT,
    )
    assert ruling.cards == tuple(parse_cards("Kd8s3c")) and ruling.burn == card("Jd")
    new_flop = ruling.reshuffled[:3]
    assert w.session.board == new_flop != ruling.cards
    assert w.felt.scene.board == new_flop  # the dealer's felt shows the new flop only
    flops = [r for r in w.session.hand.history if type(r) is BoardDealt]
    assert flops[-1].burn == card("Jd")  # no other card burned
    assert w.pots_box.pots_label.text() == "Main pot: 80 — Anna, Bruno, Carla, Dario"
    assert w.controls.to_act_label.text() == "Anna to act"
    shown = banner(w, True)
    assert shown.title == "Dealer's error: the flop came with too many cards"
    assert shown.text.startswith("The flop is dealt again: the burn card stays burned")
    assert "Robert's Rules of Poker for a redealt flop" in shown.note
    key(qtbot, w, Qt.Key.Key_C)  # Anna checks: the flop stands now
    assert banner(w, True) is None
    assert w.error_menu.entries["flop"].toolTip() == (
        "The betting on the flop has begun: a flop with too many cards is reported before "
        "anybody acts on it."
    )
    play_out(qtbot, w)
    assert w.history.model.index(0, 5).data() == "Flop redealt"
    after = [chips(t, name) for name, _s in PLAYERS]
    assert sum(after) == 4000
    assert replayed_stacks(w, tmp_path, capsys) == after


def test_a_flop_dealt_again_during_an_all_in_run_out(
    qtbot, at_table, document, fake_time, tmp_path, capsys
):
    t = at_table
    w = open_window(qtbot, document, fake_time)
    key(qtbot, w, Qt.Key.Key_D)
    key(qtbot, w, Qt.Key.Key_F)  # Carla folds
    key(qtbot, w, Qt.Key.Key_F)  # Dario folds
    key(qtbot, w, Qt.Key.Key_A)  # Anna all-in
    key(qtbot, w, Qt.Key.Key_C)  # Bruno calls: the board runs out street by street
    assert w.session.running_out and w.session.board == ()
    assert w.error_menu.entries["flop"].toolTip() == "There is no flop on the table yet."
    key(qtbot, w, Qt.Key.Key_N)
    assert w.session.board == tuple(parse_cards("Kd8s3c"))
    choose(qtbot, w, "flop", lambda dialog: dialog.accept())
    ruling = w.session.announced
    new = ruling.reshuffled
    assert w.session.board == new[:3]  # the new flop, the turn and river still to come
    assert w.session.running_out
    assert w.controls.next_button.isEnabled()
    assert seat(w, 1).chances[0].startswith("Win ")  # the chances are counted on the new flop
    assert w.history.model.rowCount() == 0 and chips(t, "Anna") == 1000  # nothing recorded yet
    key(qtbot, w, Qt.Key.Key_N)  # the turn
    assert w.session.board == (*new[:3], new[4])
    assert w.error_menu.entries["flop"].toolTip() == "The turn is on the table: the flop stands."
    answer_next_question(QMessageBox.StandardButton.Yes, [])  # the all-in loser is out
    key(qtbot, w, Qt.Key.Key_N)  # the river
    assert w.session.board == (*new[:3], new[4], new[6])
    assert w.session.finished
    after = [chips(t, name) for name, _s in PLAYERS]
    assert after[2:] == [1000, 1000] and sum(after) == 4000
    assert replayed_stacks(w, tmp_path, capsys) == after


# ---------------------------------------------------------------------- the menu, Italian


def test_x_opens_the_menu_and_cancel_still_voids_a_hand(qtbot, at_table, document, fake_time):
    t = at_table
    w = open_window(qtbot, document, fake_time)
    key(qtbot, w, Qt.Key.Key_D)
    key(qtbot, w, Qt.Key.Key_X)  # the menu opens under its button
    menu = QApplication.activePopupWidget()
    assert menu is w.error_menu
    assert [a.text() for a in menu.actions() if a.text()] == [
        "The &first hole card dealt was exposed (A♥ to Anna)",
        "&Another hole card was exposed…",
        "&Two or more hole cards were exposed…",
        "An e&xtra card was dealt to Anna",
        "&More than one extra card was dealt to Anna…",
        "The f&lop came with too many cards…",
        "&Cancel the hand (nothing is recorded)",
    ]
    cancel = w.error_menu.entries["cancel"]
    qtbot.mouseClick(menu, LEFT, pos=menu.actionGeometry(cancel).center())
    assert not menu.isVisible()
    assert not w.session.in_hand and w.session.history == []
    assert w.status_label.text().startswith("Misdeal: the hand is cancelled")
    assert chips(t, "Anna") == 1000 and t.state.tables[1].button == 7
    assert w.deal_panel.deal_button.isEnabled()


@pytest.fixture
def italian(qapp):
    i18n.install("it")
    yield
    i18n.install("en")


def test_the_ruling_in_italian(qtbot, italian, at_table, fake_time):
    from ui.document import Document

    document = Document(at_table, lang="it")
    w = open_window(qtbot, document, fake_time)
    assert w.controls.error_button.text() == "Errore del mazziere… (X)"
    key(qtbot, w, Qt.Key.Key_D)
    assert w.error_menu.entries["first"].text() == (
        "È stata scoperta la &prima carta coperta distribuita (A♥ di Anna)"
    )
    choose(qtbot, w, "first")
    ruling = w.session.announced
    for public in (False, True):
        shown = banner(w, public)
        assert shown.title == (
            "Errore del mazziere: è stata scoperta la prima carta coperta distribuita"
        )
        assert shown.text == ruling.action_text("it")
        assert "il bottone resta a Dario" in shown.text
        assert ruling.rule_text("it") in shown.note
        assert shown.note.startswith("La regola (regolamento del club, foglio 000, §04): «")
    for _ in range(3):  # Carla, Dario and Anna fold
        key(qtbot, w, Qt.Key.Key_F)
    assert w.session.finished
    assert w.history.model.headerData(5, Qt.Orientation.Horizontal, 0) == "Decisioni"
    assert w.history.model.index(0, 5).data() == "Mano nulla"
