"""Players in and results out as CSV, the way Excel (Italian or not) writes and reads it.

Reading (:func:`read_players`): what Excel saves. "CSV UTF-8" (UTF-8 with a BOM), UTF-8
without one, "Unicode text" (UTF-16 with a BOM, tab-separated), and plain "CSV (delimitato dal
separatore di elenco)" in the Windows code page (cp1252). ``;`` (Italian Excel), ``,`` or tab
separators, detected from the header line; headers in Italian or English in any order
(``nome``/``name``, ``soprannome``/``nickname``, ``email``, ``telefono``/``phone``,
``note``/``notes``); the club's import (``club=True``) also reads the membership number
(``tessera``/``member``/``membership``/``numero tessera``) and whether a player is active
(``attivo``/``active``), columns an entrant list ignores. A file with no recognisable header is read as one name per line. Problems
name the line: a byte that is no text in any of those encodings (never imported as mojibake), a
quote never closed, a carriage return alone inside a line; a row is never merged with the next.

Writing (:func:`write_entrants`): UTF-8 with a BOM (so Excel shows accents), ``;`` by default.
Every text cell that a spreadsheet would take as a formula (starting with ``=``, ``+``, ``-``,
``@``, a tab or a carriage return) is neutralised with a leading apostrophe (OWASP, CSV
injection), so a player called ``=HYPERLINK(...)`` cannot run anything on the director's laptop.
"""

from __future__ import annotations

import codecs
import csv
import os
import re
from collections.abc import Callable
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
#: Header words of the columns only the club's player list reads (an entrant has neither).
CLUB_HEADERS: dict[str, tuple[str, ...]] = {
    "member": ("tessera", "member", "membership", "numero tessera"),
    "active": ("attivo", "active"),
}

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
    member: str = ""
    active: str = ""

    def details(self) -> dict[str, str]:
        """The person's details as :meth:`Entrants.register_many` takes them."""
        return {
            "name": self.name,
            "nickname": self.nickname,
            "email": self.email,
            "phone": self.phone,
            "notes": self.notes,
        }


#: Byte-order marks and their encodings: Excel's "CSV UTF-8" and "Unicode text" (UTF-16).
_BOMS = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
#: A character of two to four bytes in UTF-8. Found in a file that is not all UTF-8, it means a
#: file mixing UTF-8 with another encoding: read as Windows-1252 it would give "NiccolÃ²".
_UTF8_SEQUENCE = re.compile(
    rb"[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}"
)
#: Control characters that no text file holds (tab, line feed and carriage return aside).
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _utf16_without_bom(raw: bytes) -> str | None:
    """``utf-16-le``/``-be`` when ``raw`` looks like UTF-16 text that lost its BOM, else None."""
    sample = raw[:4096]
    if len(sample) < 4 or len(raw) % 2:
        return None
    even, odd = sample[0::2].count(0), sample[1::2].count(0)
    half = len(sample) // 2
    if odd > half * 0.6 and even == 0:
        return "utf-16-le"
    if even > half * 0.6 and odd == 0:
        return "utf-16-be"
    return None


def _bad_byte(raw: bytes, pos: int, name: str, encoding: str = "") -> CsvError:
    """The refusal of the byte at ``pos`` (its line, its place in the line, its value)."""
    if encoding.startswith("utf-16"):
        unit = 2
        pos -= pos % 2
        before = raw[:pos].decode(encoding, errors="replace")
        line = before.count("\n") + 1
        column = len(before) - (before.rfind("\n") + 1) + 1
        value = raw[pos : pos + unit].hex(" ")
    else:
        line = raw.count(b"\n", 0, pos) + 1
        column = pos - (raw.rfind(b"\n", 0, pos) + 1) + 1
        value = raw[pos : pos + 1].hex()
    return CsvError("csv.err.bad_byte", file=name, line=line, column=column, byte="0x" + value)


def _checked(text: str, name: str) -> str:
    """``text`` if it holds no control character; else the refusal naming the first one."""
    found = _CONTROL.search(text)
    if found is None:
        return text
    line = text.count("\n", 0, found.start()) + 1
    column = found.start() - (text.rfind("\n", 0, found.start()) + 1) + 1
    byte = f"0x{ord(found.group()):02x}"
    raise CsvError("csv.err.bad_byte", file=name, line=line, column=column, byte=byte)


def _decode(raw: bytes, name: str) -> str:
    """The text of a CSV file as Excel saves it, or the refusal of its first bad byte.

    A byte-order mark says the encoding (UTF-8, or UTF-16 for "Unicode text"); without one the
    file is UTF-8 if it decodes strictly as UTF-8, else Windows-1252 (the code page Italian Excel
    uses for plain CSV) if it decodes as that, holds no UTF-8 character and no control
    character. Anything else is refused where it goes wrong: never imported as mojibake.
    """
    marked = next(((b, e) for b, e in _BOMS if raw.startswith(b)), None)
    bom, encoding = marked if marked else (b"", _utf16_without_bom(raw) or "")
    if encoding:
        try:
            text = raw[len(bom) :].decode(encoding)
        except UnicodeDecodeError as exc:
            raise _bad_byte(raw, len(bom) + exc.start, name, encoding) from None
        return _checked(text, name)
    if b"\x00" in raw:
        raise CsvError("csv.err.binary", file=name)
    try:
        return _checked(raw.decode("utf-8"), name)
    except UnicodeDecodeError as exc:
        first_bad = exc.start
    if _UTF8_SEQUENCE.search(raw):  # UTF-8 and something else: say where it breaks
        raise _bad_byte(raw, first_bad, name)
    try:
        text = raw.decode("cp1252")
    except UnicodeDecodeError as exc:  # 0x81, 0x8d, 0x8f, 0x90, 0x9d mean nothing in it
        raise _bad_byte(raw, exc.start, name) from None
    return _checked(text, name)


def _lines(text: str, name: str) -> list[str]:
    """The lines of ``text``; a carriage return alone inside a line is refused with its line.

    Lines end with CR LF (Windows), LF, or CR alone in a file that has no LF (old Mac Excel).
    A lone CR in a file of CR LF or LF lines would split a row in two or glue two rows
    together, depending on the program reading it: refused, never guessed.
    """
    if "\r" in text:
        if "\n" not in text:
            return text.split("\r")
        text = text.replace("\r\n", "\n")
        cr = text.find("\r")
        if cr >= 0:
            raise CsvError("csv.err.bare_cr", file=name, line=text.count("\n", 0, cr) + 1)
    return text.split("\n")


def _separator(first_line: str) -> str:
    counts = {sep: first_line.count(sep) for sep in (";", ",", "\t")}
    best = max(counts, key=lambda k: counts[k])
    return best if counts[best] else ","


def _field(header: str, club: bool = False) -> str | None:
    h = " ".join(header.strip().lower().replace("_", " ").split())
    known = {**HEADERS, **CLUB_HEADERS} if club else HEADERS
    for field, words in known.items():
        if h in words:
            return field
    if h in _LAST:
        return "last"
    return None


#: Called with the rows read so far and all the rows, every :data:`PROGRESS_EVERY` rows; an
#: exception it raises stops the reading (the window's Cancel).
Progress = Callable[[int, int], object]
PROGRESS_EVERY = 1000


def read_players(
    path: str | os.PathLike[str], progress: Progress | None = None, *, club: bool = False
) -> list[PlayerRow]:
    """The players listed in a CSV file (empty lines skipped).

    ``club`` also reads the club's columns (membership number, active), as text.

    Raises:
        CsvError: The file cannot be read, is not text, or a line is malformed (the line named).
    """
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as exc:
        raise CsvError("csv.err.read", file=str(p), reason=str(exc.strerror or exc)) from None
    return parse_players(_decode(raw, str(p)), str(p), progress, club=club)


@dataclass(frozen=True, slots=True)
class _Record:
    """One CSV record: the file lines it spans and its cells."""

    line: int
    end: int
    cells: list[str]


def _records(lines: list[str], sep: str, name: str) -> list[_Record]:
    """The records of the file; a quote that is never closed is refused with its line."""
    reader = csv.reader((ln + "\n" for ln in lines), delimiter=sep, strict=True)
    out: list[_Record] = []
    done = 0
    try:
        for cells in reader:
            out.append(_Record(done + 1, reader.line_num, cells))
            done = reader.line_num
    except csv.Error:
        raise CsvError("csv.err.quote", file=name, line=done + 1) from None
    return out


def _one_line(record: _Record, fields: list[str | None], sep: str, name: str) -> None:
    """Refuse a row that runs over several lines, but for a line break in its notes.

    Excel writes a cell with a line break (Alt+Enter) in quotes over several lines: fine in the
    notes. Anywhere else (or a "note" holding separators) it is a quote left open that swallowed
    the next rows: refused, never merged into one player.
    """
    if record.end == record.line:
        return
    for field, cell in zip(fields, record.cells, strict=False):
        if "\n" in cell and (field != "notes" or sep in cell):
            raise CsvError("csv.err.multiline", file=name, line=record.line, end=record.end)


def parse_players(
    text: str, name: str = "<csv>", progress: Progress | None = None, *, club: bool = False
) -> list[PlayerRow]:
    """The players in CSV ``text`` (see the module docstring; ``club`` as for read_players)."""
    lines = _lines(text, name)
    first = next((ln for ln in lines if ln.strip()), "")
    if not first:
        raise CsvError("csv.err.empty", file=name)
    sep = _separator(first)
    records = [r for r in _records(lines, sep, name) if any(c.strip() for c in r.cells)]
    header = records[0]
    fields = [_field(h, club) for h in header.cells]
    # "Nome" and "Cognome" in two columns are joined: "Mario" "Rossi" -> "Mario Rossi".
    if "name" in fields:
        body = records[1:]
    elif len(header.cells) == 1 or not any(fields):
        fields = ["name"] + [None] * (len(header.cells) - 1)
        body = records
    else:
        raise CsvError("csv.err.no_name_column", file=name, line=header.line)
    _one_line(header, [None] * len(header.cells), sep, name)
    out = []
    for i, record in enumerate(body):
        if progress is not None and i % PROGRESS_EVERY == 0:
            progress(i, len(body))
        out.append(_player(record, fields, sep, name))
    if not out:
        raise CsvError("csv.err.no_players", file=name, line=header.line)
    return out


def _player(record: _Record, fields: list[str | None], sep: str, name: str) -> PlayerRow:
    """The player of one row."""
    _one_line(record, fields, sep, name)
    values: dict[str, str] = {}
    for field, cell in zip(fields, record.cells, strict=False):
        if field and cell.strip():
            values[field] = cell.strip()
    last = values.pop("last", "")
    player = values.get("name", "")
    if last:
        player = f"{player} {last}".strip()
    if not player:
        raise CsvError("csv.err.name_empty", file=name, line=record.line)
    return PlayerRow(
        line=record.line,
        name=player,
        nickname=values.get("nickname", ""),
        email=values.get("email", ""),
        phone=values.get("phone", ""),
        notes=values.get("notes", ""),
        member=values.get("member", ""),
        active=values.get("active", ""),
    )


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
