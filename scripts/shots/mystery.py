"""Mystery bounties: ``<lang>-mystery-1-settings.png`` (the settings dialog's Mystery bounties
tab with prizes and level), ``-2-projector.png`` (the wall announcing a draw after a bust).

The evening's tournament gets three envelopes drawn from the level it is at, then a bust.
"""

from __future__ import annotations

from shots.common import Shots


def shoot(shots: Shots) -> None:
    """The settings dialog and the projector of a mystery bounty evening."""
    from ui.setup.settings import SettingsDialog

    t, window = shots.t, shots.window
    t.mystery.set("500x1,100x2,20x10", max(t.level_number(), 1))
    dialog = SettingsDialog(window.document)
    dialog.tabs.setCurrentWidget(dialog.mystery)
    dialog.show()
    shots.save(dialog, "mystery-1-settings")
    dialog.reject()
    playing = [e.id for e in t.state.playing]
    window.document.act(t.entrants.bust, playing[-1], by=playing[0])
    projector = window.projector
    projector.show()
    projector.resize(1280, 720)
    shots.settle()
    shots.save(projector, "mystery-2-projector")
    projector.hide()
