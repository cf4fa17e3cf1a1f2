"""A whole evening through the real windows: create, register 30, draw, clock, busts, balance,
undo, the money. The projector is checked against the tournament at every step."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QWizard

import ui.common.recent
from director.clock import ManualTime
from director.tournament import EntryStatus
from tests.helpers.entrants import NAMES, entrants_tab, press, register_by_typing
from ui.app import App
from ui.common.fmt import num
from ui.entrants.dialogs import BustDialog


@pytest.fixture
def evening(qtbot, speaker, tmp_path, monkeypatch):
    """The app as a director opens it, on a new tournament made with the wizard."""
    folder = tmp_path / "Documents" / "Director"
    monkeypatch.setattr(ui.common.recent, "tournaments_dir", lambda: folder)
    time = ManualTime(1_795_000_000.0)
    app = App(speaker, "en", time=time, rng=random.Random(11), ask=lambda t, m: None)
    app.open_at_start(new=True)

    def fill() -> None:
        w = QApplication.activeModalWidget()
        try:
            w.event_section.name_edit.selectAll()
            qtbot.keyClicks(w.event_section.name_edit, "Friday Freezeout")
            for _ in range(6):
                w.next()
            w.button(QWizard.WizardButton.FinishButton).click()
        finally:
            if w is not None and w.isVisible():
                w.reject()

    QTimer.singleShot(0, fill)
    app.new_dialog()  # File > New tournament
    app.time = time
    yield app
    app.window.projector.close()
    app.window.close()
    app.document.close()


def projector(window) -> dict[str, str]:
    """What the wall shows now."""
    window.controller.refresh()
    window.projector.compose()
    return dict(window.projector.texts)


def check_projector(window) -> dict[str, str]:
    """The projector's figures agree with the tournament; returns what it shows."""
    t = window.tournament
    shown = projector(window)
    stats, money = t.stats(), t.money.summary()
    assert f"Players {stats.players_left}/{stats.entries}" in shown["stats"]
    if stats.players_left:
        assert f"Avg stack {num(stats.average_stack)}" in shown["stats"]
    if money.prize_pool_cents:
        assert f"Prize pool {window.document.money(money.prize_pool_cents)}" in shown["stats"]
        first = window.document.money(t.money.payouts()[0])
        assert shown["payouts"].startswith(f"1° {first}")
    level = window.controller.view().entry
    assert shown["blinds"] == f"{num(level.small_blind)} / {num(level.big_blind)}"
    return shown


def bust_with_dialog(qtbot, window, entry: int, by: str) -> None:
    """On the Entrants tab: select the player, B, type who eliminated them, Enter, Enter."""
    tab = entrants_tab(window)
    tab.select_entries([entry])
    press(qtbot, tab, Qt.Key.Key_B)
    dialog = tab.current_dialog
    assert isinstance(dialog, BustDialog)
    qtbot.keyClicks(dialog.search, by)
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    assert tab.current_dialog is None


def apply_room_proposals(qtbot, window) -> int:
    """Apply what the Tables tab proposes (balance, break, final table) until nothing is due."""
    tables = window.tables_tab
    window.tabs.setCurrentWidget(tables)
    applied = 0
    while (
        tables.proposal
        and not tables.proposal.problem
        and tables.proposal_panel.apply_button.isEnabled()
    ):
        qtbot.mouseClick(tables.proposal_panel.apply_button, Qt.MouseButton.LeftButton)
        applied += 1
        assert applied < 10
    return applied


def test_a_whole_evening(evening, qtbot):
    app = evening
    w = app.window
    t = w.tournament
    assert t.settings.name == "Friday Freezeout"
    assert w.windowTitle() == "Director — Friday Freezeout"
    w.show_projector(fullscreen=False)
    qtbot.waitExposed(w.projector)
    w.projector.resize(1920, 1080)
    shown = projector(w)
    assert shown["title"] == "Friday Freezeout"
    assert shown["level"] == "READY · LEVEL 1"
    assert shown["time"] == "10:00"

    # the registration desk: thirty players typed in
    tab = entrants_tab(w)
    for name in NAMES:
        register_by_typing(qtbot, tab, name)
    assert t.stats().entries == 30
    check_projector(w)

    # the seat draw at the Tables tab (D), with a fourth table added first
    tables = w.tables_tab
    w.tabs.setCurrentWidget(tables)
    tables.room_box.add_count.setValue(4 - len(t.state.tables))
    qtbot.mouseClick(tables.room_box.add_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(tables.room_box.draw_button, Qt.MouseButton.LeftButton)
    seated = t.state.seat_of
    assert len(seated) == 30
    assert sorted(len(tb.occupants) for tb in t.state.tables.values()) == [7, 7, 8, 8]

    # the clock: Space on the clock tab, then time passes
    w.tabs.setCurrentIndex(0)
    qtbot.keyClick(w.clock_tab, Qt.Key.Key_Space)
    shown = check_projector(w)
    assert shown["level"] == "LEVEL 1"
    assert shown["time"] == "10:00"
    app.time.advance(25 * 60)
    shown = check_projector(w)
    assert shown["level"] == "LEVEL 3"
    assert shown["time"] == "05:00"

    # busts at one table until the room is out of balance
    first_table = min(t.state.tables)
    victims = sorted(int(p) for p in t.state.tables[first_table].occupants.values())[:3]
    tab = entrants_tab(w)
    survivor = next(e for e in t.state.entries if e not in victims)
    survivor_name = t.state.label(survivor)
    for victim in victims:
        name = t.state.label(victim)
        place = t.stats().players_left
        bust_with_dialog(qtbot, w, victim, survivor_name.split()[0])
        assert t.state.entries[victim].status is EntryStatus.BUSTED
        assert t.state.places[victim].best == place
        shown = check_projector(w)
        assert shown["announcement"].startswith(f"{name} busted in {place}")
    assert apply_room_proposals(qtbot, w) >= 1
    shown = check_projector(w)
    counts = sorted(len(tb.occupants) for tb in t.state.tables.values())
    assert counts[-1] - counts[0] <= 1
    assert "table" in shown["announcement"]

    # a mistake: undo the moves and the last bust (Ctrl+Z twice), then redo the bust only
    last = victims[-1]
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert t.state.entries[last].status is EntryStatus.PLAYING
    assert check_projector(w)["stats"].startswith("Players 28/30")
    assert w.undo_action.iconText() == f"Undo bust of {t.state.label(victims[1])}"
    qtbot.keyClick(w, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert t.state.entries[last].status is EntryStatus.BUSTED
    apply_room_proposals(qtbot, w)

    # on to the money: 30 entries pay 5 places
    payouts = t.money.payouts()
    assert len(payouts) == 5
    rng = random.Random(4)
    while t.stats().players_left > 5:
        playing = [e.id for e in t.state.playing]
        victim, killer = rng.sample(playing, 2)
        bust_with_dialog(qtbot, w, victim, t.state.label(killer))
        app.time.advance(4 * 60)
        check_projector(w)
        apply_room_proposals(qtbot, w)
    # the bubble burst: every one left is in the money; the next out takes 5th place's prize
    playing = [e.id for e in t.state.playing]
    victim = playing[0]
    bust_with_dialog(qtbot, w, victim, t.state.label(playing[1]))
    assert t.money.prizes()[victim] == payouts[4]
    assert t.state.places[victim].best == 5
    shown = check_projector(w)
    assert "in 5th place" in shown["announcement"]
    assert len(t.state.tables) == 1  # the final table
    assert t.stats().players_left == 4
