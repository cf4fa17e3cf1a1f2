"""Sheets' data, real tournament files and PDF reading, shared by the report tests."""

from __future__ import annotations

import datetime as dt
import io
import random
import re
from collections.abc import Callable
from pathlib import Path

import pypdf

from director.clock import ManualTime
from director.i18n import ordinal
from director.paths import data_dir
from director.payouts import compute_payouts
from director.reports import (
    PayoutPlace,
    PayoutSheetData,
    ResultRow,
    ResultsSheetData,
    SeatingSheetData,
    SeatRow,
)
from director.structures import load_structure
from director.tournament import AddonRules, Price, RebuyRules, Settings, Tournament

EVENT = "Torneo del Lunedì — D'Angelo Cup"
DAY = dt.date(2025, 6, 14)
VENUE = "Circolo Il Faro, Bologna"

#: Names that need more than Latin-1: the font must have all of these.
NAMES = [
    "Łukasz Żółć",
    "Seán O'Brien",
    "Nicolò D'Angelo",
    "Győző Kovács",
    "José Muñoz Peña",
    "Zoë Dupré",
    "Ahmet Çelik",
    "Mario Rossi",
]
LONG_NAME = "Anna-Maria Bianchi Ferraris della Rovere di Sant'Agata e Montebello sul Mincio"


def pdf_pages(pdf: bytes) -> list[str]:
    """The text of each page of a PDF, as pypdf extracts it."""
    reader = pypdf.PdfReader(io.BytesIO(pdf))
    return [page.extract_text() for page in reader.pages]


def pdf_reader(pdf: bytes) -> pypdf.PdfReader:
    """A reader over a PDF in memory."""
    return pypdf.PdfReader(io.BytesIO(pdf))


def people(count: int, seed: int = 7) -> list[str]:
    """``count`` different names built from :data:`NAMES`, long ones among them."""
    rng = random.Random(seed)
    first = [n.split()[0] for n in NAMES]
    last = [n.split(maxsplit=1)[1] for n in NAMES]
    out: list[str] = []
    seen: set[str] = set()
    while len(out) < count:
        name = f"{rng.choice(first)} {rng.choice(last)}"
        if name in seen:
            name = f"{name} {len(out)}"
        if len(out) % 97 == 5:
            name = f"{LONG_NAME} {len(out)}"
        seen.add(name)
        out.append(name)
    return out


def payout_sheet(entries: int, *, names: bool = False, **kw: object) -> PayoutSheetData:
    """A payout sheet for ``entries`` entries at 20+5 with a few rebuys and add-ons."""
    rebuys, addons = entries // 5, entries // 2
    pool = entries * 2000 + rebuys * 2000 + addons * 1000
    amounts = compute_payouts(pool, entries, rounding_cents=500)
    who = people(len(amounts)) if names else [""] * len(amounts)
    places = tuple(
        PayoutPlace(i, a, name=n) for i, (a, n) in enumerate(zip(amounts, who, strict=True), 1)
    )
    fields: dict[str, object] = {
        "name": EVENT,
        "date": DAY,
        "venue": VENUE,
        "entries": entries,
        "rebuys": rebuys,
        "addons": addons,
        "prize_pool_cents": pool,
        "fee_cents": entries * 500,
        "buy_in_cents": 2000,
        "buy_in_fee_cents": 500,
        "rebuy_cents": 2000,
        "addon_cents": 1000,
        "places": places,
    }
    fields.update(kw)
    return PayoutSheetData(**fields)  # type: ignore[arg-type]


def results_sheet(entries: int, *, left: int = 0, bounty_cents: int = 1000) -> ResultsSheetData:
    """Results of ``entries`` entries (``left`` still playing), with bounties if any."""
    rng = random.Random(entries)
    pool = entries * 2000
    prizes = compute_payouts(pool, entries, rounding_cents=500)
    names = people(entries)
    rows = []
    for place in range(left + 1, entries + 1):
        won = rng.choice([0, 0, 1, 2, 3]) if bounty_cents else 0
        prize = prizes[place - 1] if place <= len(prizes) else 0
        rows.append(ResultRow(place, names[place - 1], prize, won, won * bounty_cents))
    return ResultsSheetData(
        name=EVENT,
        date=DAY,
        venue=VENUE,
        entries=entries,
        prize_pool_cents=pool,
        players_left=left,
        rows=tuple(rows),
        bounties=bool(bounty_cents),
    )


def seating_sheet(players: int, per_table: int = 9) -> SeatingSheetData:
    """``players`` seated at random at tables of ``per_table``."""
    rng = random.Random(players)
    tables = (players + per_table - 1) // per_table
    slots = [(t, s) for t in range(1, tables + 1) for s in range(1, per_table + 1)]
    rng.shuffle(slots)
    names = people(players)
    seats = tuple(SeatRow(t, s, names[i]) for i, (t, s) in enumerate(slots[:players]))
    return SeatingSheetData(name=EVENT, date=DAY, venue=VENUE, seats=seats)


def structure_path(name: str = "club-50") -> Path:
    """A shipped blind structure."""
    return data_dir() / "structures" / f"{name}.yaml"


def make_tournament(
    path: Path, entrants: int, *, finish: bool = False, seed: int = 1, bust: int | None = None
) -> Path:
    """A real tournament file: 20+5 with bounty, rebuys, add-ons, seated, some busted.

    Args:
        path: The file to create.
        entrants: People registered.
        finish: Bust everyone but one and finish.
        seed: Seeds the seat draw and the busts.
        bust: How many to bust (default: two thirds).
    """
    settings = Settings(
        name=EVENT,
        date=DAY.isoformat(),
        venue=VENUE,
        buy_in=Price(2000, 500),
        bounty_cents=1000,
        rebuy=RebuyRules(price=Price(2000, 0), chips=10000, until_level=4),
        addon=AddonRules(price=Price(1000, 0), chips=10000, level=4),
        rounding_cents=500,
    )
    rng = random.Random(seed)
    with Tournament.create(
        path,
        load_structure(structure_path()),
        settings,
        time=ManualTime(),
        rng=random.Random(seed),
    ) as t:
        t.seating.add_tables((entrants + 8) // 9)
        t.entrants.register_many([{"name": n} for n in people(entrants, seed)])
        t.seating.draw_seats()
        for e in list(t.state.playing)[: entrants // 5]:
            t.money.rebuy(e.id, force=True)
        for e in list(t.state.playing)[: entrants // 2]:
            t.money.addon(e.id, force=True)
        t.close_registration()
        left = 1 if finish else entrants - (bust if bust is not None else entrants * 2 // 3)
        while t.state.players_left > left:
            playing = list(t.state.playing)
            victim = rng.choice(playing)
            by = rng.choice([e for e in playing if e.id != victim.id])
            t.entrants.bust(victim.id, by=by.id)
        if finish and not t.state.finished:
            t.finish()
    return path


def amount(text: str, lang: str) -> int:
    """Cents from ``€ 1.234,50`` (Italian) or ``€1,234.50`` (English)."""
    digits = text.replace("€", "").strip()
    thousands, decimal = (".", ",") if lang == "it" else (",", ".")
    whole, _, frac = digits.replace(thousands, "").partition(decimal)
    assert whole.isdigit() and (not frac or len(frac) == 2), text
    return int(whole) * 100 + int(frac or 0)


def paid_places(pages: list[str], lang: str) -> list[tuple[str, int, str]]:
    """(place as printed, prize in cents, percentage as printed) of each row of the payouts."""
    out: list[tuple[str, int, str]] = []
    lines = [line.strip() for page in pages for line in page.splitlines()]
    one = r"(\d+)(?:°|st|nd|rd|th)"
    mark = re.compile(rf"^{one}(?:-{one})?$")
    for i, line in enumerate(lines):
        m = mark.match(line)
        if m and i + 2 < len(lines) and lines[i + 1].startswith("€"):
            best = int(m.group(1))
            assert line.startswith(ordinal(best, lang))  # type: ignore[arg-type]
            out.append((line, amount(lines[i + 1], lang), lines[i + 2]))
    return out


def tournament_files(folder: Path) -> Callable[[str], Path]:
    """Real tournament files made in ``folder`` on first use, by kind.

    ``running``: 40 entrants, 13 left; ``finished``: the same played to the end.
    """
    made: dict[str, Path] = {}

    def get(kind: str) -> Path:
        if kind not in made:
            path = folder / f"{kind}.director"
            made[kind] = make_tournament(path, 40, finish=kind == "finished")
        return made[kind]

    return get
