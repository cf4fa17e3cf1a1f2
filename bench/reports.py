"""Speed of the printed sheets: the results of a 1,000-entrant event, against a bare reference.

Workload: a finished 1,000-entrant tournament (seeded names with accents and some very long
ones, 20+5 with a 10-euro bounty, 135 places paid) printed as the results sheet: 1,000 rows
with place, name, prize, bounties, bounty money and total, on about 27 A4 pages with the header
row repeated and ``Pagina N di M`` on each.

Measured, median of ``--rounds`` runs each, alternating (the machine is shared):

* ours from data: :func:`director.reports.render_results` from a :class:`ResultsSheetData`;
* ours from the tournament: the same, from the state of a real tournament file (the places,
  prizes and bounties worked out by :mod:`director.tournament.prizes`), as the GUI's button does;
* reference: the same rows, fonts and page size put in one plain reportlab ``Table`` with a
  repeated header by a minimal script (no fitting of long names, no stripes, no page numbers,
  no title block): what reportlab itself costs for this much text.

Run: ``.venv/bin/python bench/reports.py [--rounds N]``. The last line is ``ratio: N``: the
1 s target divided by our time from the tournament (above 1: within the target).
"""

from __future__ import annotations

import argparse
import io
import random
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reportlab.lib.pagesizes import A4
from reportlab.platypus import SimpleDocTemplate, Table, TableStyle

from director.clock import ManualTime
from director.paths import data_dir
from director.reports import ResultsSheetData, render_results
from director.reports.fromtournament import results_data
from director.reports.styles import BOLD, FONT, register_fonts
from director.structures import load_structure
from director.tournament import Price, Settings, Tournament

TARGET_S = 1.0
ENTRANTS = 1000
FIRST = ["Łukasz", "Seán", "Nicolò", "Győző", "José", "Zoë", "Mario", "Anna", "Giulia", "Chloé"]
LAST = ["Żółć", "O'Brien", "D'Angelo", "Kovács", "Muñoz Peña", "Rossi", "Bianchi", "Dupré"]
LONG = "Ferraris della Rovere di Sant'Agata e Montebello"


def names(count: int, seed: int = 1) -> list[str]:
    """Different names; one in fifty very long."""
    rng = random.Random(seed)
    out, seen = [], set()
    while len(out) < count:
        last = LONG if len(out) % 50 == 7 else rng.choice(LAST)
        name = f"{rng.choice(FIRST)} {last}"
        if name in seen:
            name = f"{name} {len(out)}"
        seen.add(name)
        out.append(name)
    return out


def make_tournament(path: Path) -> None:
    """A finished 1,000-entrant tournament; busts recorded ten to a hand (fewer commits)."""
    settings = Settings(
        name="Torneo del Lunedì — D'Angelo Cup",
        date="2025-06-14",
        venue="Circolo Il Faro, Bologna",
        buy_in=Price(2000, 500),
        bounty_cents=1000,
        rounding_cents=500,
    )
    structure = load_structure(data_dir() / "structures" / "club-50.yaml")
    rng = random.Random(2)
    with Tournament.create(path, structure, settings, time=ManualTime(), rng=rng) as t:
        t.entrants.register_many([{"name": n} for n in names(ENTRANTS)], force=True)
        t.close_registration()
        while t.state.players_left > 1:
            playing = [e.id for e in t.state.playing]
            rng.shuffle(playing)
            out = playing[: min(10, len(playing) - 1)]
            stacks = {e: 1000 + i for i, e in enumerate(out)}
            by = playing[-1]
            t.entrants.bust(out, by=by, stacks=stacks)
        if not t.state.finished:
            t.finish()


def reference(data: ResultsSheetData) -> bytes:
    """The same rows in one plain reportlab table: the bare cost of this much text."""
    register_fonts()
    rows = [["Pos.", "Giocatore", "Premio", "Taglie", "Valore taglie", "Totale"]]
    for r in data.rows:
        rows.append(
            [
                r.place_text,
                r.name,
                f"€ {r.prize_cents // 100}" if r.prize_cents else "",
                str(r.bounties or ""),
                f"€ {r.bounty_cents // 100}" if r.bounty_cents else "",
                f"€ {(r.prize_cents + r.bounty_cents) // 100}",
            ]
        )
    buf = io.BytesIO()
    doc = SimpleDocTemplate(buf, pagesize=A4, invariant=1)
    table = Table(rows, repeatRows=1, colWidths=[45, 200, 70, 45, 70, 70])
    table.setStyle(
        TableStyle([("FONT", (0, 0), (-1, -1), FONT, 10), ("FONT", (0, 0), (-1, 0), BOLD, 9)])
    )
    doc.build([table])
    return buf.getvalue()


def timed(fn: object, *args: object) -> tuple[float, bytes]:
    start = time.perf_counter()
    out = fn(*args)  # type: ignore[operator]
    return time.perf_counter() - start, out


def main() -> None:
    """Build the tournament, then time the three ways in alternating rounds."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.director"
        start = time.perf_counter()
        make_tournament(path)
        print(
            f"made a finished {ENTRANTS}-entrant tournament in {time.perf_counter() - start:.1f} s"
        )
        with Tournament.open(path) as t:
            state = t.state
    data = results_data(state)
    render_results(data)  # fonts registered, caches warm: every way starts equal
    reference(data)
    ours_data, ours_state, ref = [], [], []
    pages = 0
    for _ in range(args.rounds):
        seconds, pdf = timed(render_results, data)
        ours_data.append(seconds)
        seconds, pdf2 = timed(lambda s: render_results(results_data(s)), state)
        ours_state.append(seconds)
        assert pdf2 == pdf, "the same results from data and from the tournament"
        seconds, _ = timed(reference, data)
        ref.append(seconds)
        pages = len(re.findall(rb"/Type\s*/Page(?![A-Za-z])", pdf))
    a, b, c = (statistics.median(x) for x in (ours_data, ours_state, ref))
    print(f"results sheet, {len(data.rows)} rows, {pages} pages (A4, Italian)")
    print(f"{'':<34}{'median s':>10}")
    print(f"{'ours, from ResultsSheetData':<34}{a:>10.3f}")
    print(f"{'ours, from the tournament state':<34}{b:>10.3f}")
    print(f"{'reference: bare reportlab table':<34}{c:>10.3f}")
    print(f"ours / bare reportlab: {b / c:.2f}x its time (names fitted, stripes, page numbers)")
    print(f"target: {TARGET_S:.1f} s; ratio below = target / ours from the tournament")
    print(f"ratio: {TARGET_S / b:.1f}")


if __name__ == "__main__":
    main()
