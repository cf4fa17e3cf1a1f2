"""A progressive knockout: ``<lang>-pko-1-settings.png`` (the settings dialog's money tab with
the checkbox ticked and what a player pays), ``-2-projector.png`` (the wall with the biggest
bounties on heads under the payouts).

The evening's tournament is made progressive with a €10 bounty, correcting the past, so the
busts it already holds are progressive knockouts.
"""

from __future__ import annotations

from shots.common import Shots


def shoot(shots: Shots) -> None:
    """The settings dialog and the projector of a PKO evening."""
    from director.tournament.pricing import PriceChange
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
