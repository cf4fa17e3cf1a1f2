"""A structure's diagnostics said where the structure editor shows them.

The checker speaks of a file: ``FILE:LINE:COLUMN`` and YAML keys (``minutes: must be a number of
minutes``). The structure editor is a table whose YAML the director never sees, so there each
message is said at the level's row and column (``livello 4, minuti: ...``), and advice written
as YAML (``write blinds: 10-20``) is said for a cell instead (the catalogue's
``structures.editor.*``, with the same fields as the text it stands for). A file loaded into the
editor that could not be read is said at its lines (``riga 11: ...``), never at a pseudo-file
name such as ``<tournament structure>``.
"""

from __future__ import annotations

from director.i18n import Msg, has
from director.yamlread import Diagnostic, shown

#: The checker's messages whose advice is written as YAML, and the editor's wording of each.
EDITOR_WORDING: dict[str, str] = {
    "yaml.err.empty_text": "structures.editor.empty_text",
    "structures.err.missing_stack": "structures.editor.missing_stack",
    "structures.err.chips_empty": "structures.editor.chips_empty",
    "structures.err.level_list_empty": "structures.editor.level_list_empty",
    "structures.err.level_empty": "structures.editor.level_empty",
    "structures.err.pair_count": "structures.editor.pair_count",
    "structures.err.pair_one_number": "structures.editor.pair_one_number",
    "structures.err.no_duration": "structures.editor.no_duration",
    "structures.err.blinds_reversed": "structures.editor.blinds_reversed",
    "structures.err.bets_reversed": "structures.editor.bets_reversed",
    "structures.err.no_blinds": "structures.editor.no_blinds",
    "structures.err.bring_in_not_stud": "structures.editor.bring_in_not_stud",
    "structures.err.stud_bb_ante": "structures.editor.stud_bb_ante",
    "structures.err.stud_no_bets": "structures.editor.stud_no_bets",
    "structures.err.stud_no_bring_in": "structures.editor.stud_no_bring_in",
}

#: The words a message uses for one value of a level (``small blind``): said after the row.
_VALUE_WORDS = frozenset(
    f"structures.what.{k}"
    for k in (
        "small_blind",
        "big_blind",
        "small_bet",
        "big_bet",
        "bring_in",
        "ante",
        "bb_ante",
        "chip",
        "colour_up_chip",
    )
)


def level_row(number: int) -> Msg:
    """The row of level ``number``, as a message names it: ``level 4``, ``livello 4``."""
    return Msg("structures.what.level", number=number)


def break_row(after_level: int) -> Msg:
    """The row of a break after level ``after_level`` (0: before the first level)."""
    if after_level < 1:
        return Msg("structures.place.break_first")
    return Msg("structures.place.break_after", number=after_level)


def _field(what: object) -> Msg | None:
    """The editor's words for a diagnostic's ``what``, or None if it names no single value.

    A YAML key (``minutes``) becomes the column's word (``minuti``); an amount's name stays.
    """
    if isinstance(what, str) and has(f"structures.field.{what}"):
        return Msg(f"structures.field.{what}")
    if isinstance(what, Msg) and what.key in _VALUE_WORDS:
        return what
    return None


def at_row(msg: Msg, row: Msg | None) -> Msg:
    """``msg`` as the editor says it at ``row`` (None: a field above the table).

    The value the message names becomes the row and column (``livello 4, minuti``); a message
    that names its level already is left as it is; any other message about a row is said after
    the row's name. YAML advice is reworded for the table (:data:`EDITOR_WORDING`).
    """
    params = dict(msg.params)
    field = _field(params.get("what"))
    if field is not None:
        params["what"] = (
            field if row is None else Msg("structures.place.field", row=row, field=field)
        )
    said = Msg(EDITOR_WORDING.get(msg.key, msg.key), **params)
    if field is None and row is not None and "what" not in params:
        return Msg("structures.place.at", row=row, message=said)
    return said


def _line(text: str) -> str:
    """One line of the window, beginning with a capital (control characters escaped)."""
    text = shown(text, limit=1000)
    return text[:1].upper() + text[1:]


def editor_line(diagnostic: Diagnostic, row: Msg | None, lang: str = "en") -> str:
    """The editor's line for ``diagnostic`` at ``row``: ``Errore: livello 4, minuti: ...``."""
    msg = at_row(diagnostic.msg, row)
    return _line(
        Msg("structures.place.severity", severity=diagnostic.severity, message=msg).text(lang)
    )


def file_line(diagnostic: Diagnostic, lang: str = "en") -> str:
    """A loaded file's diagnostic at its line: ``Riga 11: errore: minutes: ...``."""
    said = Msg("structures.place.severity", severity=diagnostic.severity, message=diagnostic.msg)
    return _line(Msg("structures.place.line", line=diagnostic.line, message=said).text(lang))
