"""The Structure tab with the checker's messages, and the floor tool refusing a card.

``<lang>-structure-editor-1-tournament.png``: the tournament's structure as the tab opens;
``-2-errors.png``: a level's minutes written "7,5" (accepted), a level with its blinds the wrong
way round, one with blinds that are not a pair and a bad starting stack, each said at its row;
``-3-warnings.png``: the errors mended, the warnings left (a big blind not twice the small);
``-4-broken-load.png``: a broken YAML file loaded (the table emptied, "Use this structure" off,
each error at the file's line).
``<lang>-floortool-1-card-error.png``: the floor tool with a card it cannot read;
``-2-card-twice.png``: the same card in two hands; ``-3-settled.png``: cards in the window's
letters, settled.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from shots.common import Shots

#: A structure file with mistakes a director makes: a tab, minutes as a word, a missing pair.
BROKEN = """\
name: Serata
starting_stack: 10000
level_minutes: 20
levels:
  - blinds: 25-50
  - blinds: 50
  - blinds: 75-150
    minutes: venti
  - break: 10
  - blinds: 100-200
    ante: cento
"""


def shoot(shots: Shots) -> None:
    """The structure editor in three states, the floor tool in three."""
    _editor(shots)
    _floor_tool(shots)


def _editor(shots: Shots) -> None:
    window = shots.window
    editor = window.structure_editor
    window.tabs.setCurrentWidget(editor)
    shots.save(window, "structure-editor-1-tournament")
    model = editor.model
    minutes = next(i for i, (key, _) in enumerate(_columns()) if key == "minutes")
    blinds = next(i for i, (key, _) in enumerate(_columns()) if key == "blinds")
    model.setData(model.index(2, minutes), "7,5")
    model.setData(model.index(3, blinds), "300-150")
    model.setData(model.index(4, blinds), "cento")
    model.setData(model.index(5, blinds), "200-350")
    editor.stack_edit.setText("molte" if shots.lang == "it" else "lots")
    shots.save(window, "structure-editor-2-errors")
    model.setData(model.index(3, blinds), "150-300")
    model.setData(model.index(4, blinds), "100-200")
    editor.stack_edit.setText("10000")
    shots.save(window, "structure-editor-3-warnings")
    folder = Path(tempfile.mkdtemp(prefix="director-shots-yaml-"))
    path = folder / "serata.yaml"
    path.write_text(BROKEN, encoding="utf-8")
    editor.load(path)
    shots.save(window, "structure-editor-4-broken-load")


def _columns():
    from ui.setup.structure_editor import COLUMNS

    return COLUMNS


def _floor_tool(shots: Shots) -> None:
    from ui.play.floor_tool import FloorToolDialog

    dialog = FloorToolDialog(shots.lang, shots.window, shots.t)
    dialog.resize(820, 720)
    dialog.show()
    dialog.load_table()
    for row in range(3):
        dialog.amounts[row].setValue(2000)
    it = shots.lang == "it"
    dialog.cards[0].setText("Rp Rc" if it else "Ks Kh")
    dialog.cards[1].setText("AX")
    dialog.board.setText("2q 7f Df 9c 3p" if it else "2d 7c Qc 9h 3s")
    shots.save(dialog, "floortool-1-card-error")
    dialog.cards[1].setText("Rp 9c" if it else "Ks 9h")
    shots.save(dialog, "floortool-2-card-twice")
    dialog.cards[1].setText("A♠ A♥")
    shots.save(dialog, "floortool-3-settled")
    dialog.close()
    dialog.deleteLater()
