"""Estimate and Design…, from the structure editor and the new-tournament wizard.

``<lang>-estimate-1-editor.png``: the Structure tab with its Design… and Estimate buttons;
``-2-dialog.png``: the estimate of the tournament's structure for its 30 entrants, with the
players left and the average stack plotted, the 10-90 % range shaded; ``-3-bigger-field.png``:
80 players and 20 rebuys; ``-4-refused.png``: one player, the domain's refusal;
``-5-wizard.png``: the wizard's structure page with its buttons.
``<lang>-design-1-opened.png``: Design… as it opens from the editor; ``-2-designed.png``: 38
players, 20,000 chips, 4 hours, 20-minute levels, breaks every 90 minutes: the levels with the
time each starts, the estimated end and the plots; ``-3-refused.png``: 0 hours, refused;
``-4-used.png``: the design used, in the editor; ``-5-wizard.png``: a design chosen in the
wizard's list.
"""

from __future__ import annotations

from shots.common import Shots


def shoot(shots: Shots) -> None:
    """The estimate dialog and the designer, in the editor and in the wizard."""
    _estimate(shots)
    _design(shots)


def _estimate(shots: Shots) -> None:
    window = shots.window
    editor = window.structure_editor
    window.tabs.setCurrentWidget(editor)
    shots.save(window, "estimate-1-editor")
    dialog = editor.estimate()
    dialog.finish()
    shots.save(dialog, "estimate-2-dialog")
    dialog.players_spin.setValue(80)
    dialog.rebuys_spin.setValue(20)
    dialog.finish()
    shots.save(dialog, "estimate-3-bigger-field")
    dialog.players_spin.setValue(1)
    dialog.finish()
    shots.save(dialog, "estimate-4-refused")
    dialog.close()
    wizard = _wizard(shots)
    shots.save(wizard, "estimate-5-wizard")
    wizard.reject()
    wizard.deleteLater()


def _design(shots: Shots) -> None:
    window = shots.window
    editor = window.structure_editor
    dialog = editor.design()
    shots.save(dialog, "design-1-opened")
    dialog.players_spin.setValue(38)
    dialog.stack_spin.setValue(20000)
    dialog.hours_spin.setValue(4)
    dialog.minutes_spin.setValue(20)
    dialog.chips_edit.setText("25, 100, 500, 1000, 5000")
    dialog.break_every_spin.setValue(90)
    dialog.run()
    dialog.finish()
    shots.save(dialog, "design-2-designed")
    dialog.hours_spin.setValue(0)
    dialog.run()
    dialog.finish()
    shots.save(dialog, "design-3-refused")
    dialog.hours_spin.setValue(4)
    dialog.run()
    dialog.finish()
    dialog.use_button.click()
    shots.save(window, "design-4-used")
    wizard = _wizard(shots)
    page = wizard.structure_page
    designer = page.design()
    designer.hours_spin.setValue(3)
    designer.run()
    designer.finish()
    designer.use_button.click()
    wizard.structure_page.background.wait()
    shots.save(wizard, "design-5-wizard")
    wizard.reject()
    wizard.deleteLater()


def _wizard(shots: Shots):
    from ui.common.sizes import WIZARD
    from ui.setup.wizard import NewTournamentWizard

    wizard = NewTournamentWizard(shots.lang, shots.window)
    wizard.resize(WIZARD)
    wizard.show()
    shots.settle()
    wizard.event_section.name_edit.setText("Torneo del Venerdì")
    wizard.next()  # the structure page
    wizard.structure_page.background.wait()  # its estimated end said
    return wizard
