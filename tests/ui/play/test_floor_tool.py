"""The floor tool dialog: typed entries give the pots and their winners, or one line saying why not."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton

from tests.helpers.table import table
from ui.play.floor_tool import FloorToolDialog, open_floor_tool


def fill(qtbot, dialog, rows, board="", button=None):
    for i, (name, put, folded, cards) in enumerate(rows):
        qtbot.keyClicks(dialog.names[i], name)
        dialog.amounts[i].selectAll()
        qtbot.keyClicks(dialog.amounts[i], str(put))
        if folded:
            qtbot.keyClick(dialog.folded[i], Qt.Key.Key_Space)
        qtbot.keyClicks(dialog.cards[i], cards)
    qtbot.keyClicks(dialog.board, board)
    if button is not None:
        dialog.buttons.button(button).setChecked(True)


def test_three_way_all_in_settled_as_typed(qtbot):
    dialog = FloorToolDialog("en")
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    assert dialog.result_label.text() == "Enter at least two players and what they put in."
    rows = [
        ("Anna", 300, False, "AsAd"),
        ("Bruno", 1000, False, "KsKd"),
        ("Carla", 600, False, "QcQd"),
        ("Dario", 1000, True, ""),
    ]
    fill(qtbot, dialog, rows, "Ah7d7c2s9h", button=3)
    assert dialog.result_label.text().splitlines() == [
        "Main pot 1,200 (between Anna, Bruno, Carla): Anna — full house, aces full of sevens",
        "Side pot 1 900 (between Bruno, Carla): Bruno — two pair, kings and sevens",
        "Side pot 2 800 (only Bruno can win it): Bruno",
        "Won in all: Anna 1,200, Bruno 1,700",
    ]
    assert dict(dialog.settlement.won) == {"Anna": 1200, "Bruno": 1700, "Carla": 0, "Dario": 0}
    # A typo says what is wrong, in one line, and nothing is settled.
    qtbot.keyClick(dialog.board, Qt.Key.Key_Backspace)
    assert dialog.settlement is None
    assert dialog.result_label.text() == (
        "'9' is not a card: write the rank (23456789TJQKA) then the suit (cdhs), e.g. Ah or Td"
    )
    qtbot.keyClick(dialog.board, Qt.Key.Key_H)
    assert dialog.settlement is not None
    qtbot.keyClick(dialog, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert dialog.names[0].text() == ""
    assert dialog.settlement is None


def test_split_with_odd_chip_in_the_smallest_chip(qtbot):
    dialog = FloorToolDialog("it")
    qtbot.addWidget(dialog)
    rows = [("Anna", 50, False, "2c2d"), ("Bruno", 50, False, "3c3d"), ("Carla", 25, True, "")]
    fill(qtbot, dialog, rows, "9c8d7h6s5c", button=0)
    dialog.unit.setValue(25)
    pot = dialog.settlement.pots[0]
    assert pot.amount == 125
    assert pot.winners == ("Bruno", "Anna")  # Bruno is first left of Anna's button
    assert pot.shares == (75, 50)
    assert pot.hand == "scala al nove"


def test_contested_pot_without_hands_says_so(qtbot):
    dialog = FloorToolDialog("en")
    qtbot.addWidget(dialog)
    fill(qtbot, dialog, [("Anna", 100, False, ""), ("Bruno", 100, False, "")])
    assert dialog.result_label.text() == (
        "The pot of 200 is contested by Anna, Bruno but no hand was shown; "
        "give the cards they showed"
    )


def test_opens_from_the_main_window(qtbot, main_window):
    main_window.findChild(QAction, "floorTool").trigger()
    dialog = main_window.findChild(FloorToolDialog, "floorTool")
    assert dialog.isVisible()
    assert dialog.parent() is main_window
    assert dialog.lang == main_window.document.lang
    assert dialog.tournament is main_window.document.tournament
    assert dialog.unit.value() == 10  # the club structure's smallest chip
    dialog.close()


def test_open_floor_tool_speaks_the_language_it_is_given(qtbot):
    dialog = open_floor_tool("it")
    qtbot.addWidget(dialog)
    assert dialog.isVisible() and dialog.lang == "it"
    qtbot.keyClicks(dialog.names[0], "Anna")
    qtbot.keyClicks(dialog.names[1], "Bruno")
    qtbot.keyClicks(dialog.cards[0], "Ax")
    assert dialog.result_label.text() == (
        "'Ax' non è una carta: scrivi il valore (2-10, J, D o Q, R o K, A) e poi il seme "
        "(p picche, c cuori, q quadri, f fiori, oppure ♠♥♦♣), per esempio Ac o 10p"
    )
    dialog.close()


def test_italian_window_reads_italian_letters_and_suit_symbols(qtbot):
    dialog = FloorToolDialog("it")
    qtbot.addWidget(dialog)
    # In Italian "c" is cuori: five hearts on the board with Anna's ace make a flush.
    rows = [("Anna", 100, False, "Ac Rp"), ("Bruno", 100, False, "")]
    fill(qtbot, dialog, rows, "2c 7c 9c Jc 10f")
    dialog.cards[1].insert("D♠ D♦")  # (QTest cannot type symbols; insert is what a paste does)
    pot = dialog.settlement.pots[0]
    assert pot.winners == ("Anna",)
    assert pot.hand == "colore all'asso"


def test_english_window_keeps_c_for_clubs(qtbot):
    dialog = FloorToolDialog("en")
    qtbot.addWidget(dialog)
    rows = [("Anna", 100, False, "AcKs"), ("Bruno", 100, False, "")]
    fill(qtbot, dialog, rows, "2c7c9cJd10h")
    dialog.cards[1].insert("Q♠Q♦")
    assert dialog.settlement.pots[0].winners == ("Bruno",)
    qtbot.keyClicks(dialog.cards[0], "Rp")
    assert dialog.settlement is None
    assert dialog.result_label.text().startswith("'Rp' is not a card")


def test_load_table_fills_the_seated_players_and_the_tournament_chip(qtbot, tournament):
    table(tournament, [("Anna", 2, 4000), ("Bruno", 5, 2500), ("Carla", 7, 6000)], button=5)
    bare = FloorToolDialog("en")
    qtbot.addWidget(bare)
    assert bare.unit.value() == 1 and bare.findChild(QPushButton, "loadTable") is None
    dialog = open_floor_tool("en", None, tournament)
    qtbot.addWidget(dialog)
    # The club structure's chips start at 10 (none coloured up in level 1).
    assert dialog.unit.value() == 10
    assert dialog.table_combo.currentText() == "Table 1"
    qtbot.keyClicks(dialog.names[0], "Someone typed")
    qtbot.mouseClick(dialog.load_button, Qt.MouseButton.LeftButton)
    assert [n.text() for n in dialog.names[:4]] == ["Anna", "Bruno", "Carla", ""]
    assert [s.text() for s in dialog.stacks[:3]] == ["4,000", "2,500", "6,000"]
    assert dialog.buttons.checkedId() == 1  # Bruno, seat 5, has the button
    dialog.amounts[0].setValue(400)
    dialog.amounts[1].setValue(400)
    qtbot.keyClicks(dialog.cards[0], "AsAd")
    qtbot.keyClicks(dialog.cards[1], "KsKd")
    qtbot.keyClicks(dialog.board, "2c7h9dJs3c")
    assert dialog.settlement.won["Anna"] == 800


def test_a_card_given_twice_is_named_in_the_windows_words(qtbot):
    """Not "As" to an Italian, who writes the ace of spades Ap (sheet 004's letters)."""
    for lang, hand, board, said in (
        ("it", "Ap Rq", "Ap 7f 2c", "La carta asso di picche è usata due volte"),
        ("en", "As Kd", "As 7c 2h", "The ace of spades is used twice"),
    ):
        dialog = FloorToolDialog(lang)
        qtbot.addWidget(dialog)
        qtbot.keyClicks(dialog.names[0], "Anna")
        qtbot.keyClicks(dialog.names[1], "Bruno")
        dialog.amounts[0].setValue(100)
        dialog.amounts[1].setValue(100)
        qtbot.keyClicks(dialog.cards[0], hand)
        qtbot.keyClicks(dialog.board, board)
        assert dialog.result_label.text().startswith(said + "; ")
