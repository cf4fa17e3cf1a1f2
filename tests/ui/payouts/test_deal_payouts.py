"""The deal calculator: ICM, chip chop, an amount left to play for, agreed amounts, recording."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.helpers.entrants import answer_next_question
from tests.helpers.payouts import (
    euros,
    harville,
    shown_deal,
    shown_places,
    type_chips,
    type_in_cell,
)
from ui.payouts.deal_model import DealModel


def test_a_three_player_icm_deal_shows_the_expected_amounts_and_fixes_the_prizes(
    tab, three_left, document, qtbot, qtmodeltester
):
    t = three_left
    rows = shown_places(tab)
    assert rows[3][3] == "Player 04"  # decided places show who finished there
    assert rows[4][3] == "Player 05"
    assert rows[0][3] == ""
    prizes = list(t.money.payouts()[:3])
    assert tab.deal.prizes_label.text().startswith(
        f"Prizes still to be paid: 1st {euros(prizes[0])} · 2nd {euros(prizes[1])}"
    )
    assert "3 of 3 chip counts are missing" in tab.deal.check.text()
    assert not tab.deal.record_button.isEnabled()
    # the counts are typed in the deal table; each is a chip-count action
    type_chips(tab, qtbot, ["180.000", "100000", "20000"])  # the 300,000 in play
    assert [e.chips for e in t.state.playing] == [180000, 100000, 20000]
    assert document.undo_text() == "Undo chip count of Player 03"
    assert shown_deal(tab, 1) == ["180,000", "100,000", "20,000"]
    expected = harville([180000, 100000, 20000], prizes)
    shown = shown_deal(tab, DealModel.DEAL)
    amounts = t.deals.propose("icm").deal.amounts_cents
    assert shown == [euros(a) for a in amounts]
    for cents, exact in zip(amounts, expected, strict=True):
        assert abs(cents - exact) < t.settings.rounding_cents  # rounded like the prizes
    assert sum(amounts) == sum(prizes)
    total = euros(sum(prizes))
    assert tab.deal.check.text() == f"✓ {total} shared: exactly the prizes still to be paid."
    # compared with the prizes in chip order (1st, 2nd, 3rd for these stacks)
    assert shown_deal(tab, 3) == [euros(p) for p in prizes]
    assert shown_deal(tab, 5)[2] == "+" + euros(amounts[2] - prizes[2])
    qtmodeltester.check(tab.deal.model)
    # record it (Ctrl+Enter): the prizes are fixed; undo takes it back
    assert tab.deal.record_button.isEnabled()
    seen: list[str] = []
    answer_next_question(QMessageBox.StandardButton.Ok, seen)
    qtbot.keyClick(tab, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert f"Player 01: {euros(amounts[0])}" in seen[0]
    assert t.state.deal is not None
    won = t.money.prizes()
    assert [won[e.id] for e in t.state.playing] == list(amounts)
    assert not tab.deal.record_button.isEnabled()
    assert tab.deal.view.isColumnHidden(3)  # no comparison once the deal is made
    assert tab.deal.prizes_label.text().startswith("A deal is recorded (ICM)")
    assert [r[3] for r in shown_places(tab)[:3]] == ["(in the deal)"] * 3
    assert (
        tab.deal.check.text() == f"✓ The deal pays {total}: the prizes that were still to be paid."
    )
    assert document.undo_text() == "Undo deal among 3 players"
    document.undo()
    assert t.state.deal is None
    assert tab.deal.record_button.isEnabled()


def test_chip_chop_with_an_amount_left_to_play_for_and_agreed_amounts(tab, three_left, qtbot):
    t = three_left
    t.entrants.set_chips({"Player 01": 180000, "Player 02": 100000, "Player 03": 20000})
    prizes = t.money.payouts()[:3]
    qtbot.keyClick(tab, Qt.Key.Key_C)
    assert tab.deal.method_buttons["chip-chop"].isChecked()
    qtbot.keyClick(tab, Qt.Key.Key_I)
    assert tab.deal.method_buttons["icm"].isChecked()
    assert tab.deal.explain_label.text().startswith("ICM: each player takes their expected prize")
    qtbot.keyClick(tab, Qt.Key.Key_C)
    assert tab.deal.explain_label.text().startswith("Chip chop: each player is sure of")
    qtbot.keyClick(tab, Qt.Key.Key_F)
    qtbot.keyClicks(tab.deal.play_for_edit, "50")
    qtbot.keyClick(tab.deal.play_for_edit, Qt.Key.Key_Return)
    proposal = t.deals.propose("chip-chop", play_for_cents=5000)
    assert shown_deal(tab, DealModel.DEAL) == [euros(a) for a in proposal.deal.amounts_cents]
    split = sum(prizes) - 5000
    assert tab.deal.check.text() == (
        f"✓ {euros(split)} shared now + €50 left to play for = {euros(sum(prizes))}, "
        "the prizes still to be paid."
    )
    assert "€50 is left to play for and goes to the winner." in tab.deal.explain_label.text()
    # the players agree their own amounts, starting from the ICM ones
    qtbot.keyClick(tab, Qt.Key.Key_M)
    assert tab.deal.method_buttons["custom"].isChecked()
    index = tab.deal.model.index(0, DealModel.DEAL)
    assert tab.deal.model.flags(index) & Qt.ItemFlag.ItemIsEditable
    tab.deal.view.setFocus()
    tab.deal.view.setCurrentIndex(index)
    tab.deal.view.edit(index)
    editor = QApplication.focusWidget()
    first = t.state.playing[0].id
    type_in_cell(qtbot, editor, "100", lambda: tab.deal.custom.get(first) == 10000)
    given = sum(tab.deal.custom.values())
    assert tab.deal.custom[t.state.playing[0].id] == 10000
    assert given < split
    assert tab.deal.check.text() == (
        f"✗ The amounts add up to {euros(given)}: {euros(split - given)} less than the "
        f"{euros(split)} to share."
    )
    assert not tab.deal.record_button.isEnabled()
    # give the first player what makes it add up, and record
    tab.deal.model.setData(index, f"{(10000 + split - given) / 100:.2f}")
    assert tab.deal.check.text().startswith("✓")
    seen: list[str] = []
    answer_next_question(QMessageBox.StandardButton.Ok, seen)
    tab.deal.record_button.click()
    assert seen[0].endswith("Left to play for: €50")
    assert t.state.deal is not None
    assert t.state.deal.method == "custom"
    assert t.state.deal.play_for_cents == 5000
    assert sum(c for _e, c in t.state.deal.amounts) == split


def test_counts_above_the_chips_in_play_stop_the_deal_with_the_total(tab, three_left):
    t = three_left  # 30 entries of 10,000: 300,000 in play
    t.entrants.set_chips({"Player 01": 200000, "Player 02": 100000, "Player 03": 20000})
    assert tab.deal.check.text() == (
        "the counted stacks add up to 320000 chips, more than the 300000 in play; count them again"
    )
    assert not tab.deal.record_button.isEnabled()


def test_a_deal_is_rounded_like_the_prizes_biggest_stack_first_and_confirmed(
    tab, three_left, document, qtbot
):
    t = three_left
    t.update_settings(rounding_cents=500)
    t.entrants.set_chips({"Player 01": 20000, "Player 02": 180000, "Player 03": 100000})
    tab.deal.refresh()
    assert shown_deal(tab, 0) == ["Player 02", "Player 03", "Player 01"]  # biggest stack first
    proposal = t.deals.propose("icm")
    amounts = [proposal.amounts[e] for e in (2, 3, 1)]
    assert shown_deal(tab, DealModel.DEAL) == [euros(a) for a in amounts]
    assert sum(amounts) == sum(t.money.payouts()[:3])
    assert all(a % 500 == 0 for a in amounts[1:])
    m = tab.deal.model
    tips = [m.data(m.index(r, DealModel.DEAL), Qt.ItemDataRole.ToolTipRole) for r in range(3)]
    exact = harville([180000, 100000, 20000], list(t.money.payouts()[:3]))
    assert tips == [f"Before rounding: {euros(round(x))}" for x in exact]
    assert tips[1] != f"Before rounding: {euros(amounts[1])}"  # the rounding shows
    # Cancel records nothing; the question listed every amount, biggest stack first
    seen: list[str] = []
    answer_next_question(QMessageBox.StandardButton.Cancel, seen)
    tab.deal.record_button.click()
    assert t.state.deal is None
    listed = [line for line in seen[0].splitlines() if line.startswith("Player")]
    assert listed == [
        f"Player 02: {euros(amounts[0])}",
        f"Player 03: {euros(amounts[1])}",
        f"Player 01: {euros(amounts[2])}",
    ]
    assert tab.deal.record_button.isEnabled()
