"""A satellite: ``<lang>-satellite-1-settings.png`` (the settings dialog's tables and payouts tab
with the seat value), ``-2-payouts.png`` (the Payouts tab: seats and the cash place),
``-3-projector.png`` (the wall counting seats).

The evening's tournament (30 entries and four rebuys of €20: €680) becomes a satellite to €100
seats: six seats and €80 in cash to 7th.
"""

from __future__ import annotations

from shots.common import Shots


def shoot(shots: Shots) -> None:
    """The settings dialog, the Payouts tab and the projector of a satellite."""
    from ui.setup.settings import SettingsDialog

    t, window = shots.t, shots.window
    t.update_settings(satellite_seat_cents=10_000)
    dialog = SettingsDialog(window.document)
    tabs = dialog.tabs
    page = next(
        tabs.widget(i) for i in range(tabs.count()) if tabs.widget(i).isAncestorOf(dialog.payouts)
    )
    tabs.setCurrentWidget(page)
    dialog.show()
    shots.save(dialog, "satellite-1-settings")
    dialog.reject()
    window.tabs.setCurrentWidget(window.payouts_tab)
    shots.save(window, "satellite-2-payouts")
    projector = window.projector
    projector.show()
    projector.resize(1280, 720)
    shots.save(projector, "satellite-3-projector")
    projector.hide()
