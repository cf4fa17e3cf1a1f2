"""Players in and results out as CSV, the way Excel (Italian or not) writes and reads it.

Reading (:func:`read_players`): UTF-8 with or without a BOM, or the Windows code page Excel uses
for "CSV (delimitato dal separatore di elenco)"; ``;`` (Italian Excel) or ``,`` separators,
detected from the header line; headers in Italian or English in any order (``nome``/``name``,
``soprannome``/``nickname``, ``email``, ``telefono``/``phone``, ``note``/``notes``). A file with
no recognisable header is read as one name per line. Problems name the line.

Writing (:func:`write_entrants`): UTF-8 with a BOM (so Excel shows accents), ``;`` by default.
Every text cell that a spreadsheet would take as a formula (starting with ``=``, ``+``, ``-``,
``@``, a tab or a carriage return) is neutralised with a leading apostrophe (OWASP, CSV
injection), so a player called ``=HYPERLINK(...)`` cannot run anything on the director's laptop.
"""

from __future__ import annotations

import csv
import io
import os
from dataclasses import dataclass
from pathlib import Path

from director.errors import DirectorError
from director.tournament.model import EntryStatus, TournamentState
from director.tournament.prizes import bounties, prizes

#: Header words (case-insensitive) for each field.
HEADERS: dict[str, tuple[str, ...]] = {
    "name": (
        "name",
        "nome",
        "first name",
        "nominativo",
        "giocatore",
        "player",
        "nome e cognome",
        "full name",
    ),
    "nickname": ("nickname", "soprannome", "nick", "alias"),
    "email": ("email", "e-mail", "mail", "posta elettronica"),
    "phone": ("phone", "telefono", "tel", "cellulare", "mobile", "cell"),
    "notes": ("notes", "note", "commenti", "comments"),
}
_LAST = ("last name", "surname", "cognome")

#: Characters that make a spreadsheet read a cell as a formula.
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


class CsvError(DirectorError):
    """A CSV file that cannot be read, with the line."""


@dataclass(frozen=True, slots=True)
class PlayerRow:
    """One player read from a CSV file."""

    line: int
    name: str
    nickname: str = ""
    email: str = ""
    phone: str = ""
    notes: str = ""


def _decode(raw: bytes, name: str) -> str:
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            return raw.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise CsvError("csv.err.not_text", file=name)  # pragma: no cover - cp1252 decodes any byte


def _separator(first_line: str) -> str:
    counts = {sep: first_line.count(sep) for sep in (";", ",", "\t")}
    best = max(counts, key=lambda k: counts[k])
    return best if counts[best] else ","


def _field(header: str) -> str | None:
    h = " ".join(header.strip().lower().replace("_", " ").split())
    for field, words in HEADERS.items():
        if h in words:
            return field
    if h in _LAST:
        return "last"
    return None


def read_players(path: str | os.PathLike[str]) -> list[PlayerRow]:
    """The players listed in a CSV file (empty lines skipped)."""
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as exc:
        raise CsvError("csv.err.read", file=str(p), reason=str(exc.strerror or exc)) from None
    if b"\x00" in raw:
        raise CsvError("csv.err.binary", file=str(p))
    return parse_players(_decode(raw, str(p)), str(p))


def parse_players(text: str, name: str = "<csv>") -> list[PlayerRow]:
    """The players in CSV ``text`` (see the module docstring)."""
    lines = text.splitlines()
    first = next((ln for ln in lines if ln.strip()), "")
    if not first:
        raise CsvError("csv.err.empty", file=name)
    sep = _separator(first)
    rows = list(csv.reader(io.StringIO(text), delimiter=sep))
    header_index = next(i for i, r in enumerate(rows) if any(c.strip() for c in r))
    header = rows[header_index]
    fields = [_field(h) for h in header]
    # "Nome" and "Cognome" in two columns are joined: "Mario" "Rossi" -> "Mario Rossi".
    has_header = "name" in fields
    if not has_header:
        if len(header) == 1 or not any(fields):
            fields = ["name"] + [None] * (len(header) - 1)
            start = header_index
        else:
            raise CsvError("csv.err.no_name_column", file=name, line=header_index + 1)
    else:
        start = header_index + 1
    out: list[PlayerRow] = []
    for i in range(start, len(rows)):
        row = rows[i]
        if not any(c.strip() for c in row):
            continue
        values: dict[str, str] = {}
        for field, cell in zip(fields, row, strict=False):
            if field and cell.strip():
                values[field] = cell.strip()
        last = values.pop("last", "")
        player = values.get("name", "")
        if last:
            player = f"{player} {last}".strip()
        if not player:
            raise CsvError("csv.err.name_empty", file=name, line=i + 1)
        out.append(
            PlayerRow(
                line=i + 1,
                name=player,
                nickname=values.get("nickname", ""),
                email=values.get("email", ""),
                phone=values.get("phone", ""),
                notes=values.get("notes", ""),
            )
        )
    return out


def neutralise(cell: str) -> str:
    """``cell`` made safe for a spreadsheet (a formula-looking text gets a leading ``'``)."""
    return "'" + cell if cell.startswith(FORMULA_START) else cell


def _amount(cents: int, decimal: str) -> str:
    whole, frac = divmod(cents, 100)
    return f"{whole}{decimal}{frac:02d}"


#: Columns of the exported entrant list.
EXPORT_COLUMNS = (
    "entry",
    "name",
    "nickname",
    "status",
    "place",
    "table",
    "seat",
    "chips",
    "rebuys",
    "addons",
    "prize",
    "bounties",
    "bounty_prize",
    "busted_by",
    "email",
    "phone",
    "notes",
)


def entrant_rows(s: TournamentState, *, decimal: str = ",") -> list[list[str]]:
    """The entrant list as text cells (header first), neutralised."""
    won = prizes(s)
    bounty = bounties(s)
    rows = [list(EXPORT_COLUMNS)]
    for e in s.entries.values():
        p = s.players[e.player]
        place = s.places.get(e.id)
        ref = s.seat_of.get(e.id)
        cells = [
            str(e.id),
            p.name if e.number == 1 else f"{p.name} #{e.number}",
            p.nickname,
            e.status.value,
            str(place) if place else "",
            str(ref.table) if ref else "",
            str(ref.seat) if ref else "",
            "" if e.chips is None else str(e.chips),
            str(e.rebuys),
            str(e.addons),
            _amount(won.get(e.id, 0), decimal) if e.status is not EntryStatus.WITHDRAWN else "",
            str(s.bounties_won.get(e.id, 0)),
            _amount(bounty.get(e.id, 0), decimal),
            s.label(e.busted_by) if e.busted_by else "",
            p.email,
            p.phone,
            p.notes,
        ]
        rows.append([neutralise(c) for c in cells])
    return rows


def write_entrants(
    s: TournamentState, path: str | os.PathLike[str], *, separator: str = ";"
) -> int:
    """Write the entrant list to ``path``; returns the number of entrants written.

    ``;`` gives amounts with a decimal comma (Italian Excel); ``,`` gives a decimal point.
    """
    if separator not in (";", ",", "\t"):
        raise CsvError("csv.err.separator", separator=separator)
    rows = entrant_rows(s, decimal="," if separator == ";" else ".")
    p = Path(path)
    try:
        with p.open("w", encoding="utf-8-sig", newline="") as f:
            csv.writer(f, delimiter=separator, lineterminator="\r\n").writerows(rows)
    except OSError as exc:
        raise CsvError("csv.err.write", file=str(p), reason=str(exc.strerror or exc)) from None
    return len(rows) - 1
