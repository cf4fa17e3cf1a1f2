"""The structure sheet: every level and break with its blinds, ante, length and start time.

It goes on each table, so it is printed as large as the page allows: the font size is the
largest (up to 14 pt) at which the whole structure fits on one page; a structure too long for
one page at 9 pt goes on several, with the header row repeated. Only the columns the structure
uses are printed (a stud structure has bets and a bring-in, not blinds; a mixed one says which
game each level is).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from reportlab.platypus import Flowable, Spacer, Table

from director.i18n import Lang, message
from director.reports.data import StructureSheetData
from director.reports.format import clock_time, elapsed, number
from director.reports.output import Output, deliver
from director.reports.page import (
    SheetMeta,
    build_pdf,
    first_body_height,
    first_page_width,
    sheet_meta,
    title_block,
)
from director.reports.styles import BOLD, BREAK_FILL, FONT, MUTED, para, style, text_width
from director.reports.tables import CELL_PAD, Column, Command, sheet_table
from director.structures import Break, Level, Structure

if TYPE_CHECKING:
    from director.reports.fromtournament import TournamentSource

#: Font sizes tried, largest first, to fit the structure on one page.
SIZES = (14, 13, 12, 11.5, 11, 10.5, 10, 9.5, 9)


def _minutes(seconds: int) -> int:
    return round(seconds / 60)


def _join(values: Sequence[str], lang: Lang) -> str:
    if len(values) <= 1:
        return "".join(values)
    return ", ".join(values[:-1]) + message("sheet.structure.and", lang) + values[-1]


def _layout(
    structure: Structure, start: dt.time | None, lang: Lang
) -> tuple[list[str], list[str], list[list[str]], list[int]]:
    """The columns (keys and titles), the rows as text, and the indexes of the break rows."""
    levels = structure.levels
    games = {lv.game for lv in levels}
    keys = ["level"]
    if len(games) > 1:
        keys.append("game")
    if any(lv.game.uses_blinds for lv in levels):
        keys += ["small_blind", "big_blind"]
    if any(lv.game.is_fixed_limit for lv in levels):
        keys.append("bets")
    if any(lv.ante or lv.bb_ante for lv in levels):
        keys.append("ante")
    if any(lv.bring_in for lv in levels):
        keys.append("bring_in")
    keys += ["minutes", "starts"]
    titles = [
        message(
            "sheet.structure.from_start"
            if k == "starts" and start is None
            else f"sheet.structure.{k}",
            lang,
        )
        for k in keys
    ]
    base = start.hour * 60 + start.minute if start else 0

    def when(index: int) -> str:
        minutes = _minutes(structure.start_second(index))
        return clock_time(base + minutes) if start else elapsed(minutes)

    rows: list[list[str]] = []
    breaks: list[int] = []
    for i, e in enumerate(structure.entries):
        length = message("sheet.structure.minutes_value", lang, minutes=_minutes(e.seconds))
        if isinstance(e, Break):
            label = message("sheet.structure.break", lang)
            if e.name:
                label += f": {e.name}"
            if e.color_up:
                chips = _join([number(c, lang) for c in e.color_up], lang)
                label += " · " + message("sheet.structure.color_up", lang, chips=chips)
            row = [""] * len(keys)
            row[0] = label
            row[-2], row[-1] = length, when(i)
            breaks.append(len(rows))
            rows.append(row)
            continue
        assert isinstance(e, Level)
        rows.append([_cell(k, e, lang, length, when(i)) for k in keys])
    return keys, titles, rows, breaks


def _cell(key: str, lv: Level, lang: Lang, length: str, when: str) -> str:
    blinds = lv.game.uses_blinds
    if key == "level":
        return str(lv.number)
    if key == "game":
        return lv.game.short
    if key == "small_blind":
        return number(lv.small_blind, lang) if blinds else ""
    if key == "big_blind":
        return number(lv.big_blind, lang) if blinds else ""
    if key == "bets":
        if not lv.game.is_fixed_limit:
            return ""
        return f"{number(lv.small_bet, lang)} / {number(lv.big_bet, lang)}"
    if key == "ante":
        parts = []
        if lv.ante:
            parts.append(number(lv.ante, lang))
        if lv.bb_ante:
            parts.append(message("sheet.structure.bb_ante", lang, amount=number(lv.bb_ante, lang)))
        return " + ".join(parts)
    if key == "bring_in":
        return number(lv.bring_in, lang) if lv.bring_in else ""
    if key == "minutes":
        return length
    return when  # "starts"


def _widths(
    keys: list[str], titles: list[str], rows: list[list[str]], breaks: list[int], size: float
) -> list[float]:
    """Natural widths: the widest cell or title of each column (break labels span)."""
    out = []
    for c, key in enumerate(keys):
        header = text_width(titles[c], BOLD, size * 0.9)
        cells = [
            text_width(row[c], BOLD if key == "level" else FONT, size)
            for r, row in enumerate(rows)
            if r not in breaks or c >= len(keys) - 2
        ]
        out.append(max([header, *cells]) + 2 * CELL_PAD + 2)
    return out


def _title_lines(data: StructureSheetData, lang: Lang) -> list[str]:
    """The lines under the title: the structure, its game, stack, levels' length and chips."""
    s = data.structure
    parts = []
    if s.name != data.name:
        parts.append(s.name)
    games = {lv.game for lv in s.levels}
    if len(games) == 1:
        game = s.levels[0].game
        label = game.label_it if lang == "it" else game.label
        if label.casefold() != s.name.casefold():
            parts.append(label)
    stack = number(s.starting_stack, lang)
    parts.append(message("sheet.structure.starting_stack", lang, stack=stack))
    lengths = {lv.seconds for lv in s.levels}
    if len(lengths) == 1:
        minutes = _minutes(lengths.pop())
        parts.append(message("sheet.structure.level_minutes", lang, minutes=minutes))
    lines = [" · ".join(parts)]
    if s.chips:
        chips = " · ".join(number(c, lang) for c in s.chips)
        lines.append(message("sheet.structure.chips", lang, chips=chips))
    return lines


def _fitted_size(
    keys: list[str],
    titles: list[str],
    rows: list[list[str]],
    breaks: list[int],
    room: tuple[float, float],
) -> tuple[float, list[float]]:
    """The largest font size at which the table fits ``room`` (width, height).

    Returns:
        The size and the columns' natural widths at that size; the smallest size if none fits
        (the table then runs on to more pages).
    """
    width, height = room
    for size in SIZES:
        padding = size * 0.28
        row_height = size * 1.2 + 2 * padding
        needed = row_height * (len(rows) + 1) + size * 2.5
        natural = _widths(keys, titles, rows, breaks, size)
        if needed <= height and sum(natural) <= width:
            break
    return size, natural


def _structure_table(data: StructureSheetData, lang: Lang, room: tuple[float, float]) -> Table:
    """The levels and breaks as large as fits ``room``, stretched to its width."""
    keys, titles, rows, breaks = _layout(data.structure, data.start, lang)
    size, natural = _fitted_size(keys, titles, rows, breaks, room)
    # Stretch the natural widths to the page width; the level column stays narrow.
    spare = room[0] - sum(natural)
    grow = [0.4 if k == "level" else 1.0 for k in keys]
    widths = [w + spare * g / sum(grow) for w, g in zip(natural, grow, strict=True)]
    aligns = ["CENTER" if k in ("level", "game") else "RIGHT" for k in keys]
    columns = [
        Column(t, w, a, bold=(k == "level"))
        for k, t, w, a in zip(keys, titles, widths, aligns, strict=True)
    ]
    extra: list[Command] = []
    last_text = len(keys) - 3  # break labels span up to the column before the length
    for r in breaks:
        row = r + 1
        extra += [
            ("SPAN", (0, row), (last_text, row)),
            ("BACKGROUND", (0, row), (-1, row), BREAK_FILL),
            ("ALIGN", (0, row), (last_text, row), "LEFT"),
            ("FONT", (0, row), (-1, row), BOLD, size, size * 1.2),
        ]
    return sheet_table(columns, rows, size=size, padding=size * 0.28, extra=extra)


def structure_story(
    data: StructureSheetData, meta: SheetMeta
) -> tuple[list[Flowable], list[Flowable]]:
    """The title block and the body of a structure sheet."""
    lang = meta.lang
    width = first_page_width(meta.paper)
    title = title_block(meta, width, *_title_lines(data, lang))
    table = _structure_table(data, lang, (width, first_body_height(meta.paper, title)))
    ends = _minutes(data.structure.total_seconds)
    base = data.start.hour * 60 + data.start.minute if data.start else 0
    end_text = clock_time(base + ends) if data.start else elapsed(ends)
    ends_line = message("sheet.structure.ends", lang, time=end_text)
    body: list[Flowable] = [
        table,
        Spacer(width, 3),
        para(ends_line, style("ends", 9.5, color=MUTED)),
    ]
    return title, body


def render_structure(
    source: StructureSheetData | Structure | TournamentSource,
    out: Output = None,
    *,
    lang: str = "it",
    paper: str = "a4",
    start: dt.time | None = None,
) -> Path | bytes:
    """Print the blind structure to put on each table.

    Args:
        source: The sheet's data, a bare :class:`Structure` (titled with its own name) or a
            tournament (its state or an open tournament).
        out: Where the PDF goes: a path, a binary file object, or None to get the bytes.
        lang: ``it`` or ``en``.
        paper: ``a4`` or ``letter``.
        start: The clock time play starts; each level's start time is printed. Without it the
            times are counted from the start (``0:00``, ``0:20``, ...). Overrides the data's.

    Returns:
        The path written, or the PDF's bytes (``out`` a file object or None).

    Raises:
        DirectorError: unknown language or paper, or the file cannot be written.
    """
    data = _data(source)
    if start is not None:
        data = replace(data, start=start)
    meta = sheet_meta(data, "sheet.structure.title", lang, paper)
    title, body = structure_story(data, meta)
    pdf = build_pdf(meta, title, body, subject=data.structure.name)
    return deliver(pdf, out)


def _data(source: StructureSheetData | Structure | TournamentSource) -> StructureSheetData:
    """The sheet's data from what :func:`render_structure` was given."""
    if isinstance(source, StructureSheetData):
        return source
    if isinstance(source, Structure):
        return StructureSheetData(name=source.name, structure=source)
    from director.reports.fromtournament import structure_data

    return structure_data(source)
