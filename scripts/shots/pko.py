"""A progressive knockout: ``<lang>-pko-1-settings.png`` (the settings dialog's money tab with
the checkbox ticked and what a player pays), ``-2-projector.png`` (the wall with the biggest
bounties on heads under the payouts), ``-3-bust-split.png`` (the Bust dialog with a split pot's
two eliminators and what each collects), ``-4-entrants.png`` (the Bounties column: each bounty
on a head), ``-5-payouts.png`` (the bounty pool apart: taken in, paid, on heads).

The evening's tournament is made progressive with a €10 bounty, correcting the past, so the
busts it already holds are progressive knockouts.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from shots.common import Shots


def shoot(shots: Shots) -> None:
    """The settings dialog and the projector of a PKO evening."""
    from director.tournament.pricing import PriceChange
    from ui.entrants.dialogs import BustDialog
    from ui.setup.settings import SettingsDialog

    t, window = shots.t, shots.window
    t.update_settings(PriceChange.CORRECT_PAST, bounty_cents=1000, progressive=True)
    # Two more knockouts so the heads differ: the chip leader takes two.
    playing = [e.id for e in t.state.playing]
    t.entrants.bust(playing[-1], by=playing[0])
    t.entrants.bust(playing[-2], by=playing[0])
    dialog = SettingsDialog(window.document)
    dialog.tabs.setCurrentWidget(dialog.money)
    dialog.show()
    shots.save(dialog, "pko-1-settings")
    dialog.reject()
    projector = window.projector
    projector.show()
    projector.resize(1280, 720)
    shots.save(projector, "pko-2-projector")
    projector.hide()
    playing = [e.id for e in t.state.playing]
    bust = BustDialog(window.document, [playing[-1]], window)
    bust.set_eliminator(playing[0])
    bust.split_with(playing[1])
    bust.show()
    shots.save(bust, "pko-3-bust-split")
    bust.reject()
    window.tabs.setCurrentWidget(window.entrants_tab)
    window.entrants_tab.model.sort(8, Qt.SortOrder.DescendingOrder)  # the Bounties column
    shots.save(window, "pko-4-entrants")
    window.tabs.setCurrentWidget(window.payouts_tab)
    shots.save(window, "pko-5-payouts")
