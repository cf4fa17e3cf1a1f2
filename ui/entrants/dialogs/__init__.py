"""The Entrants tab's dialogs: register or edit a person, bust, revive, chip counts.

One module per dialog family (:mod:`.person`, :mod:`.bust`, :mod:`.revive`, :mod:`.chips`); what
they share is in :mod:`ui.entrants.forms`. Each one is an :class:`~ui.entrants.forms.ActionDialog`:
it checks what is typed with the domain's ``verify_x``, performs the action when accepted and
keeps its record for the tab.
"""

from ui.entrants.dialogs.bust import BustDialog, PickerModel
from ui.entrants.dialogs.chips import ChipCountModel, ChipCountsDialog, ChipsDialog
from ui.entrants.dialogs.person import PersonDialog
from ui.entrants.dialogs.revive import ReviveDialog
from ui.entrants.forms import parse_chips, seat_text, sentence

__all__ = [
    "BustDialog",
    "ChipCountModel",
    "ChipCountsDialog",
    "ChipsDialog",
    "PersonDialog",
    "PickerModel",
    "ReviveDialog",
    "parse_chips",
    "seat_text",
    "sentence",
]
