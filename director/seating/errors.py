"""The error every seating refusal raises."""

from __future__ import annotations

from director.errors import DirectorError


class SeatingError(DirectorError):
    """A seating request that cannot be carried out (full room, stale move, fixed player, ...).

    Raised as ``SeatingError("seating.err.<what>", field=value, ...)``: the key is the refusal's
    code and names its text in the catalogue (:mod:`director.i18n.seating`); ``str(error)`` is
    the English text and ``error.text("it")`` the Italian one.
    """
