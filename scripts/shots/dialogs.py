"""The Entrants tab's dialogs and notices, the deal and the Clock tab after it: ``<lang>-dialog-*.png``.

- ``dialog-entrants-search-nicolo``: the list searched for "nicolo" (no accent typed).
- ``dialog-register-did-you-mean``: registering "Nicolo DAngelo" while Nicolò D'Angelo is in.
- ``dialog-notice-register`` and ``dialog-notice-rebuy``: what to collect, the chips to hand over.
- ``dialog-bust-tablemates``: the bust dialog offering the busted player's tablemates first;
  ``dialog-bust-other-table``: the warning when the eliminator sits at another table.
- ``dialog-deal``: three players left, prizes rounded to €5, the ICM deal rounded the same way
  with €50 left to play for;
  ``dialog-deal-confirm``: the question listing the amounts before the deal is recorded.
- ``dialog-clock-after-deal``: the Clock tab once the deal is recorded.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from shots.common import Shots

#: The prizes' rounding unit for the deal: €5, as a club paying cash has it.
ROUNDING_CENTS = 500


def _answer_next_question(shots: Shots, name: str, button: Any) -> None:
    """When the next question box opens (it runs its own event loop): save it, click ``button``."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox), box
        shots.save(box, name)
        box.button(button).click()

    QTimer.singleShot(0, answer)


def _dialog(shots: Shots, open_it: Callable[[], None]) -> Any:
    """Open an Entrants tab dialog (the tab opens it window-modal, without blocking) and return it."""
    tab = shots.window.entrants_tab
    open_it()
    shots.settle()
    dialog = tab.current_dialog
    assert dialog is not None, "the tab refused: " + tab.notice.text()
    return dialog


def _entrants(shots: Shots) -> None:
    """Search, registration (did you mean, the notice), a rebuy's notice."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = shots.window
    tab = window.entrants_tab
    window.tabs.setCurrentWidget(tab)
    window.activateWindow()
    tab.search.clear()
    QTest.keyClicks(tab.search, "nicolo")
    shots.save(window, "dialog-entrants-search-nicolo")
    tab.search.clear()
    dialog = _dialog(shots, tab.register)
    QTest.keyClicks(dialog.name_edit, "Nicolo DAngelo")
    shots.save(dialog, "dialog-register-did-you-mean")
    dialog.reject()
    shots.settle()
    dialog = _dialog(shots, tab.register)
    QTest.keyClicks(dialog.name_edit, "Zoe Neri")
    QTest.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    shots.settle()
    assert tab.current_dialog is None, "not registered: " + dialog.message.text()
    shots.save(window, "dialog-notice-register")
    t = shots.t
    first = next(e for e in t.state.entries.values() if e.status == "playing" and not e.rebuys)
    tab.select_entries([first.id])
    # a refused rebuy would ask whether to allow it anyway, and wait for an answer
    assert shots.window.document.why_not(t.money.verify_rebuy, first.id) is None
    tab.rebuy()
    shots.save(window, "dialog-notice-rebuy")


def _bust(shots: Shots) -> None:
    """The bust dialog: tablemates first, then the warning about an eliminator elsewhere."""
    t = shots.t
    tab = shots.window.entrants_tab
    s = t.state
    seat = next(ref for e, ref in sorted(s.seat_of.items()) if s.entries[e].status == "playing")
    busted = next(e for e, ref in sorted(s.seat_of.items()) if ref == seat)
    tab.select_entries([busted])
    dialog = _dialog(shots, tab.bust)
    shots.save(dialog, "dialog-bust-tablemates")
    other = next(
        e
        for e, ref in sorted(s.seat_of.items())
        if ref.table != seat.table and s.entries[e].status == "playing"
    )
    dialog.set_eliminator(other)
    shots.save(dialog, "dialog-bust-other-table")
    dialog.reject()
    shots.settle()


def _down_to_three(shots: Shots) -> None:
    """Bust players until three are left, then count the three stacks (a deal needs them)."""
    t = shots.t
    while len(t.state.playing) > 3:
        playing = sorted(t.state.playing, key=lambda e: e.id)
        t.entrants.bust(playing[-1].id, by=playing[0].id)
    t.update_settings(rounding_cents=ROUNDING_CENTS)
    chips = t.stats().chips_in_play
    left = sorted(t.state.playing, key=lambda e: e.id)
    # uneven stacks, so the deal differs from the prizes: half, a third, the rest
    counts = {left[0].id: chips // 2, left[1].id: chips // 3}
    counts[left[2].id] = chips - sum(counts.values())
    t.entrants.set_chips(counts)


def _deal(shots: Shots) -> None:
    """The deal rounded to €5, its confirmation, then the Clock tab once it is recorded."""
    from PySide6.QtWidgets import QMessageBox

    window = shots.window
    _down_to_three(shots)
    window.tabs.setCurrentWidget(window.payouts_tab)
    deal = window.payouts_tab.deal
    deal.play_for_edit.setText("50")  # the players keep €50 to play for, the winner's
    deal.play_for_edit.editingFinished.emit()
    deal.refresh()
    shots.save(window, "dialog-deal")
    _answer_next_question(shots, "dialog-deal-confirm", QMessageBox.StandardButton.Ok)
    deal.record_button.click()
    shots.settle()
    assert shots.t.state.deal is not None, "the deal was not recorded"
    window.tabs.setCurrentWidget(window.clock_tab)
    shots.save(window, "dialog-clock-after-deal")


def shoot(shots: Shots) -> None:
    """The Entrants tab's dialogs and notices, then the deal on three players left."""
    # late registration and rebuys close after level 6 and the evening is past it: the desk's
    # pictures are taken at level 4, then the clock goes back where it was
    t = shots.t
    evening = t.clock.state
    t.clock.jump(next(i for i, e in enumerate(t.structure) if getattr(e, "number", 0) == 4))
    shots.window.controller.refresh()
    _entrants(shots)
    t.clock.restore(evening)
    shots.window.controller.refresh()
    _bust(shots)
    _deal(shots)
