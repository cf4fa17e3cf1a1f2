"""The mystery bounties' prizes and level in the settings dialog (Money tab).

The prizes are not a plain setting: OK sets them with ``t.mystery.set``, which shuffles the
envelopes and commits to their order (:mod:`director.tournament.mystery`), so the settings
dialog takes them out of the other changes (:func:`split_mystery`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QLabel, QLineEdit, QSpinBox, QWidget

from director.errors import DirectorError
from director.tournament import Settings
from director.tournament.mystery import MysteryDeck, parse_prizes, prizes_text
from ui.document import error_text
from ui.setup.fields import FieldProblem
from ui.setup.sections import Section

#: The settings the mystery section reads.
MYSTERY_KEYS = ("mystery", "mystery_from")


class MysterySection(Section):
    """Mystery bounty prizes (``500x1,100x2,20x10``) and the level they are drawn from."""

    def __init__(
        self,
        lang: str,
        levels: int,
        deck: MysteryDeck | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(lang, parent)
        self.prizes_edit = QLineEdit()
        self.prizes_edit.setObjectName("mystery")
        self.prizes_edit.setPlaceholderText(self.tr("none, or e.g. 500x1,100x2,20x10"))
        self.prizes_edit.setToolTip(
            self.tr(
                "The prizes in the envelopes, AMOUNTxCOUNT separated by commas. From the level "
                "below, each player eliminated opens one for the eliminator."
            )
        )
        self.level_box = QSpinBox()
        self.level_box.setObjectName("mysteryFrom")
        self.level_box.setRange(1, max(levels, 1))
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.tr("Mystery bounties:"), self.prizes_edit)
        form.addRow(self.tr("Drawn from level:"), self.level_box)
        #: The commitment to write on the board before the first draw, and how many are open.
        self.status = QLabel()
        self.status.setObjectName("mysteryStatus")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow(self.status)
        if deck is not None:
            self.status.setText(
                self.tr("Commitment to the draw order: {0}. Opened: {1} of {2}.").format(
                    deck.commitment, len(deck.draws), len(deck.order)
                )
            )

    def load(self, settings: Settings) -> None:
        """Show the prizes and level of ``settings``."""
        self.prizes_edit.setText(prizes_text(settings.mystery))
        if settings.mystery_from is not None:
            self.level_box.setValue(settings.mystery_from)

    def read(self) -> dict[str, Any]:
        """The prizes and level as filled in (no prizes: no level); raises FieldProblem."""
        try:
            prizes = parse_prizes(self.prizes_edit.text())
        except DirectorError as exc:
            raise FieldProblem(self.prizes_edit, error_text(exc, self.lang)) from None
        return {"mystery": prizes, "mystery_from": self.level_box.value() if prizes else None}


def split_mystery(changes: dict[str, Any], settings: Settings) -> tuple[Any, int | None] | None:
    """Take the mystery changes out of ``changes``: (prizes, level) to set, or None."""
    asked = {k: changes.pop(k) for k in MYSTERY_KEYS if k in changes}
    if not asked:
        return None
    return asked.get("mystery", settings.mystery), asked.get("mystery_from", settings.mystery_from)
