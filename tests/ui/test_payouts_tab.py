"""The Payouts tab: the pool and the places follow the entries; options and deals are actions."""

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from director.tournament import Price, RebuyRules
from ui.payouts.tab import DealModel, PayoutsTab


@pytest.fixture
def tab(qtbot, document):
    widget = PayoutsTab(document)
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def register(tournament, count):
    for i in range(count):
        tournament.entrants.register(f"Player {i + 1:02d}")


def shown_places(tab):
    m = tab.places_model
    return [
        tuple(m.data(m.index(r, c)) for c in range(m.columnCount())) for r in range(m.rowCount())
    ]


def shown_deal(tab, column):
    m = tab.deal_model
    return [m.data(m.index(r, column)) for r in range(m.rowCount())]


def euros(cents):
    whole, frac = divmod(cents, 100)
    return f"€{whole:,}" + (f".{frac:02d}" if frac else "")


def test_thirty_entries_show_the_places_and_amounts_adding_up_to_the_pool(
    tab, tournament, qtmodeltester
):
    assert tab.labels["pool"].text() == "€0"
    assert tab.places_check.text() == "No prize pool yet: nothing to pay."
    register(tournament, 30)  # the tab follows the entries as they arrive
    payouts = tournament.money.payouts()
    pool = tournament.money.summary().prize_pool_cents
    assert pool == 30 * 2000
    assert sum(payouts) == pool
    rows = shown_places(tab)
    assert [r[0] for r in rows] == [str(i) for i in range(1, len(payouts) + 1)]
    assert [r[2] for r in rows] == [euros(a) for a in payouts]
    assert rows[0][1] == f"{100 * payouts[0] / pool:.1f}%"
    assert tab.labels["entries"].text() == "30 × €20 = €600"
    assert tab.labels["fees"].text() == "€150"  # the 5 fee of each entry, kept by the house
    assert tab.labels["pool"].text() == "€600"
    assert tab.labels["paid"].text().startswith(f"{len(payouts)} of 30 entries")
    assert tab.places_check.text() == f"✓ {len(payouts)} places, €600 in all: the whole prize pool."
    qtmodeltester.check(tab.places_model)


def test_a_rebuy_changes_the_pool_and_the_amounts(tab, tournament):
    tournament.update_settings(rebuy=RebuyRules(price=Price(2000), chips=10000, until_level=6))
    register(tournament, 30)
    before = [r[2] for r in shown_places(tab)]
    assert tab.labels["rebuys"].text() == "0 × €20 = €0"
    tournament.money.rebuy("Player 03")
    assert tab.labels["rebuys"].text() == "1 × €20 = €20"
    assert tab.labels["pool"].text() == "€620"
    after = [r[2] for r in shown_places(tab)]
    assert after != before
    assert after == [euros(a) for a in tournament.money.payouts()]
    assert sum(tournament.money.payouts()) == 62000


def test_rounding_chosen_in_the_tab_changes_the_amounts_and_undo_reverts(
    tab, document, tournament, qtbot
):
    register(tournament, 23)  # a pool of €460: rounding to €5 changes the prizes
    before = tournament.money.payouts()
    assert tab.rounding.currentText() == "€1"
    tab.rounding.setFocus()
    qtbot.keyClick(tab.rounding, Qt.Key.Key_Down)  # €1 -> €5
    assert tab.rounding.currentText() == "€5"
    assert tournament.settings.rounding_cents == 500
    after = tournament.money.payouts()
    assert after != before
    assert all(a % 500 == 0 for a in after[1:])
    assert sum(after) == 46000
    assert [r[2] for r in shown_places(tab)] == [euros(a) for a in after]
    assert document.undo_text() == "Undo change of settings"
    document.undo()
    assert tournament.settings.rounding_cents == 100
    assert tab.rounding.currentText() == "€1"
    assert [r[2] for r in shown_places(tab)] == [euros(a) for a in before]


def test_places_paid_and_minimum_prize_are_settings_too(tab, tournament, qtbot):
    register(tournament, 30)
    spin = tab.places_spin
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
    tab.min_cash.setFocus()
    qtbot.keyClicks(tab.min_cash, "abc")
    qtbot.keyClick(tab.min_cash, Qt.Key.Key_Return)
    assert tab.options_message.isVisible()
    assert tab.options_message.text() == "'abc' is not an amount; write it like 20 or 20,50"
    assert tournament.settings.minimum_cash_cents == 0
    tab.min_cash.clear()
    # a minimum prize of €100 leaves fewer places
    tab.min_cash.setFocus()
    qtbot.keyClicks(tab.min_cash, "100")
    qtbot.keyClick(tab.min_cash, Qt.Key.Key_Return)
    assert tournament.settings.minimum_cash_cents == 10000
    assert all(a >= 10000 for a in tournament.money.payouts())


def harville(stacks, prizes):
    """ICM by brute force over every finishing order (exact fractions): the reference."""
    from itertools import permutations

    total = sum(stacks)
    values = [Fraction(0)] * len(stacks)
    for order in permutations(range(len(stacks))):
        p, left = Fraction(1), total
        for i in order:
            p *= Fraction(stacks[i], left)
            left -= stacks[i]
        for place, i in enumerate(order):
            values[i] += p * prizes[place]
    return values


def type_in_cell(qtbot, editor, text, done):
    """Type ``text`` in an open cell editor and press Enter (the view commits it queued)."""
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(done)


def type_chips(tab, qtbot, counts):
    """Press S (the next missing count opens for typing), type each count, Enter."""
    for n, chips in enumerate(counts, 1):
        qtbot.keyClick(tab, Qt.Key.Key_S)
        editor = QApplication.focusWidget()
        assert editor is not None and editor is not tab.deal_view
        playing = tab.document.state.playing
        type_in_cell(qtbot, editor, chips, lambda p=playing: tab.document.state.playing != p)
        assert sum(e.chips is not None for e in tab.document.state.playing) == n


@pytest.fixture
def three_left(tournament):
    register(tournament, 30)
    tournament.seating.add_tables(4)
    tournament.seating.draw_seats()
    for i in range(30, 3, -1):
        tournament.entrants.bust(f"Player {i:02d}", by="Player 01")
    return tournament


def test_a_three_player_icm_deal_shows_the_expected_amounts_and_fixes_the_prizes(
    tab, three_left, document, qtbot, qtmodeltester
):
    t = three_left
    rows = shown_places(tab)
    assert rows[3][3] == "Player 04"  # decided places show who finished there
    assert rows[4][3] == "Player 05"
    assert rows[0][3] == ""
    prizes = list(t.money.payouts()[:3])
    assert tab.prizes_label.text().startswith(
        f"Prizes still to be paid: 1st {euros(prizes[0])} · 2nd {euros(prizes[1])}"
    )
    assert "3 of 3 chip counts are missing" in tab.deal_check.text()
    assert not tab.record_button.isEnabled()
    # the counts are typed in the deal table; each is a chip-count action
    type_chips(tab, qtbot, ["200.000", "100000", "20000"])
    assert [e.chips for e in t.state.playing] == [200000, 100000, 20000]
    assert document.undo_text() == "Undo chip count of Player 03"
    assert shown_deal(tab, 1) == ["200,000", "100,000", "20,000"]
    expected = harville([200000, 100000, 20000], prizes)
    shown = shown_deal(tab, DealModel.DEAL)
    amounts = t.deals.propose("icm").deal.amounts_cents
    assert shown == [euros(a) for a in amounts]
    for cents, exact in zip(amounts, expected, strict=True):
        assert abs(cents - exact) < 1  # each to the cent
    assert sum(amounts) == sum(prizes)
    total = euros(sum(prizes))
    assert tab.deal_check.text() == f"✓ {total} shared: exactly the prizes still to be paid."
    # compared with the prizes in chip order (1st, 2nd, 3rd for these stacks)
    assert shown_deal(tab, 3) == [euros(p) for p in prizes]
    assert shown_deal(tab, 5)[2] == "+" + euros(amounts[2] - prizes[2])
    qtmodeltester.check(tab.deal_model)
    # record it (Ctrl+Enter): the prizes are fixed; undo takes it back
    assert tab.record_button.isEnabled()
    qtbot.keyClick(tab, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert t.state.deal is not None
    won = t.money.prizes()
    assert [won[e.id] for e in t.state.playing] == list(amounts)
    assert not tab.record_button.isEnabled()
    assert tab.deal_view.isColumnHidden(3)  # no comparison once the deal is made
    assert tab.prizes_label.text().startswith("A deal is recorded (ICM)")
    assert [r[3] for r in shown_places(tab)[:3]] == ["(in the deal)"] * 3
    assert (
        tab.deal_check.text() == f"✓ The deal pays {total}: the prizes that were still to be paid."
    )
    assert document.undo_text() == "Undo deal among 3 players"
    document.undo()
    assert t.state.deal is None
    assert tab.record_button.isEnabled()


def test_chip_chop_with_an_amount_left_to_play_for_and_agreed_amounts(tab, three_left, qtbot):
    t = three_left
    t.entrants.set_chips({"Player 01": 200000, "Player 02": 100000, "Player 03": 20000})
    prizes = t.money.payouts()[:3]
    qtbot.keyClick(tab, Qt.Key.Key_C)
    assert tab.method_buttons["chip-chop"].isChecked()
    qtbot.keyClick(tab, Qt.Key.Key_I)
    assert tab.method_buttons["icm"].isChecked()
    assert tab.explain_label.text().startswith("ICM: each player takes their expected prize")
    qtbot.keyClick(tab, Qt.Key.Key_C)
    assert tab.explain_label.text().startswith("Chip chop: each player is sure of")
    qtbot.keyClick(tab, Qt.Key.Key_F)
    qtbot.keyClicks(tab.play_for_edit, "50")
    qtbot.keyClick(tab.play_for_edit, Qt.Key.Key_Return)
    proposal = t.deals.propose("chip-chop", play_for_cents=5000)
    assert shown_deal(tab, DealModel.DEAL) == [euros(a) for a in proposal.deal.amounts_cents]
    split = sum(prizes) - 5000
    assert tab.deal_check.text() == (
        f"✓ {euros(split)} shared now + €50 left to play for = {euros(sum(prizes))}, "
        "the prizes still to be paid."
    )
    assert "€50 is left to play for and goes to the winner." in tab.explain_label.text()
    # the players agree their own amounts, starting from the ICM ones
    qtbot.keyClick(tab, Qt.Key.Key_M)
    assert tab.method_buttons["custom"].isChecked()
    index = tab.deal_model.index(0, DealModel.DEAL)
    assert tab.deal_model.flags(index) & Qt.ItemFlag.ItemIsEditable
    tab.deal_view.setFocus()
    tab.deal_view.setCurrentIndex(index)
    tab.deal_view.edit(index)
    editor = QApplication.focusWidget()
    first = t.state.playing[0].id
    type_in_cell(qtbot, editor, "100", lambda: tab.custom.get(first) == 10000)
    given = sum(tab.custom.values())
    assert tab.custom[t.state.playing[0].id] == 10000
    assert given < split
    assert tab.deal_check.text() == (
        f"✗ The amounts add up to {euros(given)}: {euros(split - given)} less than the "
        f"{euros(split)} to share."
    )
    assert not tab.record_button.isEnabled()
    # give the first player what makes it add up, and record
    tab.deal_model.setData(index, f"{(10000 + split - given) / 100:.2f}")
    assert tab.deal_check.text().startswith("✓")
    tab.record_button.click()
    assert t.state.deal is not None
    assert t.state.deal.method == "custom"
    assert t.state.deal.play_for_cents == 5000
    assert sum(c for _e, c in t.state.deal.amounts) == split


def test_tab_built_by_the_main_window_and_refreshed_when_shown(main_window, tournament):
    tab = main_window.extra_tabs["payoutsTab"]
    assert isinstance(tab, PayoutsTab)
    register(tournament, 12)  # while another tab is shown: read again when it is shown
    main_window.tabs.setCurrentWidget(tab)
    assert tab.labels["pool"].text() == "€240"
    assert [r[2] for r in shown_places(tab)] == [euros(a) for a in tournament.money.payouts()]


def test_a_payout_table_written_by_the_director(tab, tournament, document, tmp_path):
    register(tournament, 30)
    chooser = tab.table_chooser
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
