"""Registering and editing a person: names, nicknames, closed registration."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tests.helpers.entrants import (
    COL,
    answer_next_question,
    cell,
    entrants_tab,
    press,
    register_by_typing,
    seeded,
    shown_names,
)
from ui.entrants.dialogs import PersonDialog


def test_a_duplicate_name_asks_for_a_nickname(main_window, tournament, qtbot):
    tab = entrants_tab(main_window)
    register_by_typing(qtbot, tab, "Mario Rossi")
    dialog = register_by_typing(qtbot, tab, "mario  rossi")
    assert tab.current_dialog is dialog  # still open: nothing registered
    assert dialog.message.isVisible()
    assert "already registered" in dialog.message.text()
    assert "nickname" in dialog.message.text()
    assert dialog.focusWidget() is dialog.nickname_edit
    assert len(tournament.state.entries) == 1
    qtbot.keyClicks(dialog.nickname_edit, "Il Giovane")
    qtbot.keyClick(dialog.nickname_edit, Qt.Key.Key_Return)
    assert tab.current_dialog is None
    assert shown_names(tab) == ["Mario Rossi", "mario rossi (Il Giovane)"]


def test_an_empty_name_is_refused_with_a_clear_message(main_window, tournament, qtbot):
    tab = entrants_tab(main_window)
    for typed in ("", "   "):
        dialog = register_by_typing(qtbot, tab, typed)
        assert tab.current_dialog is dialog
        assert dialog.message.isVisible()
        assert dialog.message.text() == "The name is empty; type the player's name"
        assert dialog.focusWidget() is dialog.name_edit
        dialog.reject()
    assert tournament.state.entries == {}
    assert tab.model.rowCount() == 0


def test_registration_closed_needs_the_directors_decision(main_window, tournament, qtbot):
    seeded(tournament, 3)
    tournament.clock.start()  # no late registration: closed once the clock runs
    tab = entrants_tab(main_window)
    assert tab.buttons["register"].isEnabled()
    assert "Registration is closed" in tab.buttons["register"].toolTip()
    dialog = register_by_typing(qtbot, tab, "Late Comer")
    assert tab.current_dialog is dialog
    assert dialog.force_box.isVisible()
    assert "registration is closed" in dialog.message.text().lower()
    assert len(tournament.state.entries) == 3
    dialog.force_box.setChecked(True)
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert tab.current_dialog is None
    assert cell(tab, 4, COL.NAME) == "Late Comer"


def test_edit_a_players_details_with_enter(main_window, tournament, qtbot):
    seeded(tournament, 4)
    tab = entrants_tab(main_window)
    tab.select_entries([3])
    tab.table.setFocus()
    qtbot.keyClick(tab.table, Qt.Key.Key_Return)
    dialog = tab.current_dialog
    assert isinstance(dialog, PersonDialog)
    assert dialog.name_edit.text() == "Luigi Verdi"
    assert "Entry #3" in dialog.info_label.text()
    qtbot.keyClicks(dialog.nickname_edit, "Gigi")
    qtbot.keyClicks(dialog.phone_edit, "+39 333 1234567")
    dialog.name_edit.setText("Mario Rossi")  # another Mario Rossi: the nickname tells them apart
    dialog.accept()
    assert tab.current_dialog is None
    assert cell(tab, 3, COL.NAME) == "Mario Rossi (Gigi)"
    assert "Phone: +39 333 1234567" in cell(tab, 3, COL.NAME, Qt.ItemDataRole.ToolTipRole)
    tab.select_entries([3])
    press(qtbot, tab, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    dialog = tab.current_dialog
    dialog.nickname_edit.clear()
    dialog.accept()  # now two plain Mario Rossi: refused, the dialog says why
    assert tab.current_dialog is dialog
    assert "already registered" in dialog.message.text()
    dialog.reject()
    assert cell(tab, 3, COL.NAME) == "Mario Rossi (Gigi)"


def test_a_withdrawn_player_registers_again_at_the_desk(main_window, tournament, qtbot):
    tab = entrants_tab(main_window)
    register_by_typing(qtbot, tab, "Mario Rossi")
    tab.select_entries([1])
    answer_next_question(QMessageBox.StandardButton.Yes, [])
    press(qtbot, tab, Qt.Key.Key_W)
    assert cell(tab, 1, COL.STATUS) == "withdrawn"
    dialog = register_by_typing(qtbot, tab, "Mario Rossi")
    assert tab.current_dialog is None, dialog.message.text()  # registered, not refused
    assert cell(tab, 2, COL.STATUS) == "playing"
    assert cell(tab, 2, COL.NAME) == "Mario Rossi"
    assert tournament.state.entries[2].player == 1  # the same person again


def test_insert_on_a_near_miss_says_did_you_mean(main_window, tournament, qtbot):
    seeded(tournament, 10)
    tab = entrants_tab(main_window)
    qtbot.keyClicks(tab.search, "Mario Rosi")
    assert tab.model.rowCount() == 0  # nobody matches: the text becomes the name...
    qtbot.keyClick(tab.search, Qt.Key.Key_Insert)
    dialog = tab.current_dialog
    assert isinstance(dialog, PersonDialog)
    assert dialog.name_edit.text() == "Mario Rosi"
    # ...but the dialog says who it probably is before a duplicate is registered
    assert dialog.similar_label.isVisible()
    assert dialog.similar_label.text() == (
        "Did you mean Mario Rossi? Check before registering a second person."
    )
    # typed without the accent or apostrophe, a registered name is pointed at as well
    for typed, meant in (("Nicolo Ricci", "Nicolò Ricci"), ("Francesca Dangelo", "D'Angelo")):
        dialog.name_edit.setText(typed)
        assert dialog.similar_label.isVisible()
        assert meant in dialog.similar_label.text()
    # a name like nobody's says nothing; the exact name is the duplicate refusal's business
    dialog.name_edit.setText("Zoe Neri")
    assert not dialog.similar_label.isVisible()
    dialog.name_edit.setText("Mario Rossi")
    assert not dialog.similar_label.isVisible()
    assert "already registered" in dialog.message.text()


def test_did_you_mean_is_said_in_italian(qtbot, tournament):
    from ui import i18n
    from ui.document import Document

    seeded(tournament, 10)
    i18n.install("it")
    try:
        dialog = PersonDialog(Document(tournament, "it"), name="Francesca Dangelo")
        qtbot.addWidget(dialog)
        assert dialog.similar_label.text() == (
            "Forse intendevi Francesca D'Angelo? Controlla prima di iscrivere un'altra persona."
        )
    finally:
        i18n.install("en")
