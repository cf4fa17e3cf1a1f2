"""The payout options are settings of the tournament: rounding, places paid, minimum prize, table."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.helpers.payouts import euros, register, shown_places


def test_rounding_chosen_in_the_tab_changes_the_amounts_and_undo_reverts(
    tab, document, tournament, qtbot
):
    register(tournament, 23)  # a pool of €460: rounding to €5 changes the prizes
    before = tournament.money.payouts()
    assert tab.options.rounding.currentText() == "€1"
    tab.options.rounding.setFocus()
    qtbot.keyClick(tab.options.rounding, Qt.Key.Key_Down)  # €1 -> €5
    assert tab.options.rounding.currentText() == "€5"
    assert tournament.settings.rounding_cents == 500
    after = tournament.money.payouts()
    assert after != before
    assert all(a % 500 == 0 for a in after[1:])
    assert sum(after) == 46000
    assert [r[2] for r in shown_places(tab)] == [euros(a) for a in after]
    assert document.undo_text() == "Undo change of settings"
    document.undo()
    assert tournament.settings.rounding_cents == 100
    assert tab.options.rounding.currentText() == "€1"
    assert [r[2] for r in shown_places(tab)] == [euros(a) for a in before]


def test_places_paid_and_minimum_prize_are_settings_too(tab, tournament, qtbot):
    register(tournament, 30)
    spin = tab.options.places_spin
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "3")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert tournament.settings.places_paid == 3
    assert len(shown_places(tab)) == 3
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "0")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert spin.text() == "as the table says"
    assert tournament.settings.places_paid is None
    # a mistyped amount is explained next to the options, and nothing changes
    tab.options.min_cash.setFocus()
    qtbot.keyClicks(tab.options.min_cash, "abc")
    qtbot.keyClick(tab.options.min_cash, Qt.Key.Key_Return)
    assert tab.options.message.isVisible()
    assert tab.options.message.text() == "'abc' is not an amount; write it like 20 or 20,50"
    assert tournament.settings.minimum_cash_cents == 0
    tab.options.min_cash.clear()
    # a minimum prize of €100 leaves fewer places
    tab.options.min_cash.setFocus()
    qtbot.keyClicks(tab.options.min_cash, "100")
    qtbot.keyClick(tab.options.min_cash, Qt.Key.Key_Return)
    assert tournament.settings.minimum_cash_cents == 10000
    assert all(a >= 10000 for a in tournament.money.payouts())


def test_a_payout_table_written_by_the_director(tab, tournament, document, tmp_path):
    register(tournament, 30)
    chooser = tab.options.table_chooser
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: Mine\nbrackets:\n  - pay: [60, 30]\n", encoding="utf-8")
    assert not chooser.load_file(bad)  # every mistake shown at FILE:LINE:COLUMN, nothing changes
    assert chooser.last_problems[0].startswith(f"{bad}:3:")
    assert "add up to 90, not 100" in chooser.last_problems[0]
    chooser.problem_box.close()
    assert tournament.settings.payout_table == ""
    assert chooser.combo.currentText() == "Club (default)"
    good = tmp_path / "mine.yaml"
    good.write_text("name: Mine\nbrackets:\n  - pay: [60, 40]\n", encoding="utf-8")
    assert chooser.load_file(good)
    assert tournament.settings.payout_table == good.read_text(encoding="utf-8")
    assert chooser.combo.currentText() == "Mine (mine.yaml)"
    assert [(r[0], r[2]) for r in shown_places(tab)] == [("1", "€360"), ("2", "€240")]
    document.undo()
    assert tournament.settings.payout_table == ""
    assert chooser.combo.currentText() == "Club (default)"
    assert len(shown_places(tab)) == len(tournament.money.payouts()) == 5
