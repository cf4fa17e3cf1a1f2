"""Search as you type in the Entrants tab with 1,000 entrants: each keystroke until the list shows it.

Workload (seeded): a tournament file with 1,000 entrants (Italian names, some with accents,
apostrophes and nicknames) on 100 tables, seats drawn, the clock started, 100 rebuys, 150 chip
counts and 200 busts with eliminators. The real :class:`ui.entrants.tab.EntrantsTab` is built on it
and shown at 1280x800. Then several searches are typed a character at a time and erased a
character at a time (``mario rossi``, ``bianchi``, ``nicolò``, ``d'angelo``, ``#512``,
``anna b``).

Measured, for every keystroke: from ``QLineEdit.setText`` (what a key press does) until the
list has been filtered and its rows repainted (``viewport().repaint()``, the footer and the
"N of 1,000 shown" label included; pending events processed). Median and worst.

Reference, side by side in the same run: a bare Qt list of the same 1,000 rows (a
``QStandardItemModel`` of the same texts behind a ``QSortFilterProxyModel`` filtering in C++
with ``setFilterFixedString``, in a ``QTableView`` of the same size), the same keystrokes. It
shows what Qt itself costs for a keystroke; our model filters in Python with
``EntrantRow.matches`` (the same rule as the command line's search).

Run: ``.venv/bin/python bench/gui_search.py`` (offscreen unless a display is set; under
``xvfb-run`` it paints to a real X server). The last line is ``ratio: N``: the 50 ms target
divided by our worst keystroke, so above 1 means every keystroke was within the target (2 means
twice as fast as needed), below 1 means at least one keystroke was too slow.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QSettings, QSortFilterProxyModel, Qt, qVersion
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QApplication, QLineEdit, QTableView, QVBoxLayout, QWidget

from director.clock import ManualTime
from director.structures import default_structure_path, load_structure
from director.tournament import Price, RebuyRules, Settings, Tournament
from ui.document import Document
from ui.entrants.tab import EntrantsModel, EntrantsTab

ENTRANTS = 1000
TARGET_MS = 50.0
QUERIES = ("mario rossi", "bianchi", "nicolò", "d'angelo", "#512", "anna b")

FIRST = [
    "Mario",
    "Anna",
    "Luigi",
    "Giulia",
    "Marco",
    "Sara",
    "Paolo",
    "Chiara",
    "Nicolò",
    "Francesca",
    "Davide",
    "Elena",
    "Luca",
    "Martina",
    "Andrea",
    "Silvia",
    "Giuseppe",
    "Federica",
    "Matteo",
    "Alessia",
    "Simone",
    "Ilaria",
    "Fabio",
    "Noemi",
    "Riccardo",
    "Lucia",
    "Stefano",
    "Gaia",
    "Roberto",
    "Aurora",
]
LAST = (
    (
        "Rossi Bianchi Verdi Russo Ferrari Esposito Romano Colombo D'Angelo Ricci Marino Greco "
        "Bruno Gallo Conti De_Luca Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri "
        "Fontana Santoro Mariani Rinaldi Caruso Ferrara Galli Martini Leone Longo Gentile "
        "Martinelli Vitale Lombardo Serra Coppola De_Santis Marchetti Parisi Villa Conte "
        "Ferraro Ferri Fabbri Bianco Marini Grasso Valentini Messina Sala Pellegrini Palumbo "
        "Sanna Farina Rizzi Monti Cattaneo Morelli Amato Silvestri Mazza Testa Grassi "
        "Pellegrino Carbone Giuliani Benedetti Barone Rossetti Caputo Montanari Guerra Palmieri "
        "Bernardi Martino Fiore Ferretti Bellini Basile Riva Donati Piras Vitali Battaglia "
        "Sartori Neri Costantini Milani Pagano Ruggiero Sorrentino D'Amico Orlando Damico Negri"
    )
    .replace("_", " ")
    .split()
)


def build(path: Path, rng: random.Random) -> Tournament:
    """The 1,000-entrant tournament in play."""
    t = Tournament.create(
        path,
        load_structure(default_structure_path()),
        Settings(
            name="Bench",
            seats_per_table=10,
            bounty_cents=500,
            reentry=True,
            late_registration_level=6,
            rebuy=RebuyRules(Price(2000, 0), 10000, until_level=6),
        ),
        time=ManualTime(1_800_000_000),
        rng=rng,
    )
    people, seen = [], set()
    while len(people) < ENTRANTS:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name in seen:
            people.append({"name": name, "nickname": f"{rng.choice(FIRST)} {len(people)}"})
        else:
            seen.add(name)
            people.append({"name": name})
    t.entrants.register_many(people)
    t.seating.add_tables(100)
    t.seating.draw_seats()
    t.clock.start()
    ids = [e.id for e in t.state.playing]
    for e in rng.sample(ids, 100):
        t.money.rebuy(e)
    t.entrants.set_chips({e: rng.randrange(1000, 60000) for e in rng.sample(ids, 150)})
    for _ in range(200):
        playing = [e.id for e in t.state.playing]
        out, by = rng.sample(playing, 2)
        t.entrants.bust(out, by=by)
    return t


def keystrokes() -> list[str]:
    """Each query typed one character at a time, then erased one at a time."""
    texts = []
    for q in QUERIES:
        texts += [q[:i] for i in range(1, len(q) + 1)]
        texts += [q[:i] for i in range(len(q) - 1, -1, -1)]
    return texts


def time_ours(app: QApplication, tab: EntrantsTab, texts: list[str]) -> list[float]:
    """Seconds per keystroke in the real tab."""
    out = []
    for text in texts:
        start = time.perf_counter()
        tab.search.setText(text)
        tab.table.viewport().repaint()
        tab.shown_label.repaint()
        app.processEvents()
        out.append(time.perf_counter() - start)
    return out


class Reference(QWidget):
    """A bare Qt list of the same rows: C++ filtering in a QSortFilterProxyModel."""

    def __init__(self, model: EntrantsModel) -> None:
        super().__init__()
        self.source = QStandardItemModel(model.rowCount(), model.columnCount(), self)
        for r in range(model.rowCount()):
            for c in range(model.columnCount()):
                self.source.setData(self.source.index(r, c), model.index(r, c).data() or "")
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.source)
        self.proxy.setFilterKeyColumn(EntrantsModel.NAME)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.search = QLineEdit()
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.verticalHeader().hide()
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.view)


def time_reference(app: QApplication, ref: Reference, texts: list[str]) -> list[float]:
    """Seconds per keystroke in the bare Qt list."""
    out = []
    for text in texts:
        start = time.perf_counter()
        ref.search.setText(text)
        ref.view.viewport().repaint()
        app.processEvents()
        out.append(time.perf_counter() - start)
    return out


def ms(values: list[float]) -> str:
    return f"median {statistics.median(values) * 1000:6.2f} ms   worst {max(values) * 1000:6.2f} ms"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=3, help="times the keystrokes are repeated")
    args = p.parse_args(argv)

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    QCoreApplication.setOrganizationName("DirectorBench")
    QCoreApplication.setApplicationName("DirectorBench")
    folder = Path(tempfile.mkdtemp(prefix="director-bench-"))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    rng = random.Random(2026)
    t0 = time.perf_counter()
    tournament = build(folder / "bench.director", rng)
    built = time.perf_counter() - t0
    document = Document(tournament)

    t0 = time.perf_counter()
    tab = EntrantsTab(document)
    tab.resize(1280, 800)
    tab.show()
    app.processEvents()
    tab.table.viewport().repaint()
    shown = time.perf_counter() - t0

    ref = Reference(tab.model)
    ref.resize(1280, 800)
    ref.show()
    app.processEvents()

    texts = keystrokes()
    ours: list[float] = []
    theirs: list[float] = []
    for _ in range(args.rounds):
        ours += time_ours(app, tab, texts)
        theirs += time_reference(app, ref, texts)

    s = tournament.state
    print(f"platform: {app.platformName()} (Qt {qVersion()})")
    print(
        f"tournament: {s.entry_count} entries, {s.players_left} playing, "
        f"{len(s.eliminations)} busts ({built:.1f} s to build); tab built and shown in "
        f"{shown * 1000:.0f} ms"
    )
    print(f"keystrokes: {len(texts)} per round x {args.rounds} rounds ({', '.join(QUERIES)})")
    print(f"entrants tab  (EntrantRow.matches, Python): {ms(ours)}")
    print(f"bare Qt proxy (setFilterFixedString, C++):  {ms(theirs)}")
    print(f"ours / bare Qt, medians: {statistics.median(ours) / statistics.median(theirs):.2f}x")
    worst = max(ours) * 1000
    verdict = "within" if worst <= TARGET_MS else "OVER"
    print(f"target: every keystroke <= {TARGET_MS:.0f} ms; worst {worst:.2f} ms: {verdict}")
    print(
        "ratio = 50 ms / our worst keystroke (above 1: every keystroke within the target; "
        "below 1: too slow)"
    )
    print(f"ratio: {TARGET_MS / worst:.1f}", flush=True)
    tab.close()
    ref.close()
    tab.deleteLater()
    ref.deleteLater()
    app.processEvents()
    document.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
