"""The club's players in from CSV and a league's standings out to CSV, as Excel has them.

Reading is the entrants' (:func:`director.tournament.csvio.read_players`): the same encodings
Excel saves (UTF-8 with or without a BOM, UTF-16 "Unicode text", Windows-1252), the same
separators and headers in Italian or English, every problem at its line; with two more columns
a club keeps, the membership number (``tessera``/``member``/``membership``/``numero tessera``)
and whether the player is active (``attivo``/``active``: ``sì``/``yes``/``1``/``x`` or
``no``/``0``; empty means active).

An import is one change of the club file (one undo takes it all back); players the club
already has by name and nickname are skipped, and said so.

Writing: UTF-8 with a BOM (Excel shows the accents), ``;`` and a decimal comma by default (the
Italian Excel's), a header in the language asked, every text cell neutralised against formula
injection (:func:`director.tournament.csvio.neutralise`, OWASP).
"""

from __future__ import annotations

import csv
import os
import tempfile
from collections.abc import Sequence
from decimal import Decimal
from pathlib import Path

from director.club.club import Club
from director.club.model import PlayerFields, Standing
from director.club.words import two_decimals
from director.errors import DirectorError
from director.i18n import message
from director.tournament.csvio import CsvError, PlayerRow, neutralise, read_players

#: How a CSV says a player is active, or not (case aside).
ACTIVE_YES = ("", "sì", "si", "s", "yes", "y", "1", "x", "true", "vero", "attivo", "active")
ACTIVE_NO = ("no", "n", "0", "false", "falso", "inattivo", "inactive", "not active")

#: The standings' columns: their catalogue keys (the header in the language asked).
STANDINGS_COLUMNS = (
    "rank",
    "name",
    "points",
    "events",
    "counted",
    "wins",
    "cashes",
    "best",
    "prizes",
)


def _active(row: PlayerRow, file: str) -> bool:
    value = row.active.strip().casefold()
    if value in ACTIVE_YES:
        return True
    if value in ACTIVE_NO:
        return False
    raise CsvError("club.cli.err.csv_active", file=file, line=row.line, value=row.active)


def club_players(path: str | os.PathLike[str]) -> list[PlayerFields]:
    """The players listed in a CSV file, checked as the club checks them.

    Raises:
        CsvError: The file cannot be read, or a row cannot be a club player (its line named).
    """
    file = str(path)
    out = []
    for row in read_players(path, club=True):
        details = PlayerFields(
            name=row.name,
            nickname=row.nickname,
            email=row.email,
            phone=row.phone,
            notes=row.notes,
            member=row.member,
            active=_active(row, file),
        )
        try:
            out.append(details.checked())
        except DirectorError as exc:
            raise CsvError(
                "club.cli.err.csv_player", file=file, line=row.line, refusal=exc.msg
            ) from None
    return out


def import_players(club: Club, path: str | os.PathLike[str]) -> tuple[int, int]:
    """Add the players of a CSV file to ``club`` in one change.

    Returns:
        How many were added and how many skipped (the club had them by name and nickname).

    Raises:
        CsvError: The file cannot be read (nothing is added).
    """
    added, skipped = club.import_players(club_players(path))
    return len(added), skipped


def _decimal(value: Decimal, separator: str) -> str:
    text = f"{two_decimals(value):f}"
    return text.replace(".", ",") if separator == ";" else text


def _amount(cents: int, separator: str) -> str:
    return _decimal(Decimal(cents) / 100, separator)


def standings_rows(
    standings: Sequence[Standing], lang: str, *, separator: str = ";"
) -> list[list[str]]:
    """The standings as text cells, the header first (in ``lang``), neutralised.

    Points are written with two decimals, as they are shown; with ``;`` numbers have a decimal
    comma (Italian Excel reads them as numbers).
    """
    rows = [[message(f"club.cli.col.{c}", lang) for c in STANDINGS_COLUMNS]]
    for s in standings:
        cells = [
            "" if s.rank is None else str(s.rank),
            s.name,
            _decimal(s.points, separator),
            str(s.events),
            str(s.counted),
            str(s.wins),
            str(s.cashes),
            str(s.best),
            _amount(s.prize_cents, separator),
        ]
        rows.append([neutralise(c) for c in cells])
    return rows


def write_standings(
    standings: Sequence[Standing],
    path: str | os.PathLike[str],
    lang: str,
    *,
    separator: str = ";",
) -> int:
    """Write the standings to ``path`` (whole or not at all); how many players were written.

    Raises:
        CsvError: The file cannot be written (what was there is left as it was).
    """
    if separator not in (";", ",", "\t"):
        raise CsvError("csv.err.separator", separator=separator)
    rows = standings_rows(standings, lang, separator=separator)
    p = Path(path)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=p.parent)
    except OSError as exc:
        raise CsvError("club.cli.err.csv_write", file=str(p), reason=_reason(exc)) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8-sig", newline="") as f:
            csv.writer(f, delimiter=separator, lineterminator="\r\n").writerows(rows)
        os.replace(tmp, p)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise CsvError("club.cli.err.csv_write", file=str(p), reason=_reason(exc)) from None
    return len(rows) - 1


def _reason(exc: OSError) -> str:
    return str(exc.strerror or exc)
