"""Screenshots of the app on a tournament in play (run through ``scripts/screenshots OUTDIR``).

Builds a tournament as a club evening looks after an hour and a half (30 entrants at four
tables, a few busted, rebuys, chip counts, the clock running in level 9), opens the real main
window on it and saves a PNG of every tab and of the projector at 1920x1080 and 1280x720, also
during a break and in the last minute of a level.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

TOP = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(TOP))

NAMES = [
    "Mario Rossi",
    "Anna Bianchi",
    "Nicolò D'Angelo",
    "Giulia Esposito",
    "Luca Romano",
    "Francesca Colombo",
    "Marco Ricci",
    "Sara Marino",
    "Andrea Greco",
    "Chiara Bruno",
    "Matteo Gallo",
    "Elena Conti",
    "Davide De Luca",
    "Valentina Mancini",
    "Simone Costa",
    "Martina Giordano",
    "Federico Rizzo",
    "Alessia Lombardi",
    "Stefano Moretti",
    "Laura Barbieri",
    "Paolo Fontana",
    "Silvia Santoro",
    "Roberto Mariani",
    "Ilaria Rinaldi",
    "Giorgio Caruso",
    "Beatrice Ferrara",
    "Łukasz Nowak",
    "Carla Galli",
    "Pierluigi Martinelli-Bonaventura",
    "Zoe O'Brien",
]


def build(folder: Path, time, *, entrants: int = 30, lang: str = "it"):
    """A tournament in play in ``folder``; returns it."""
    from director.structures import default_structure_path, load_structure
    from director.tournament import RebuyRules, Settings, Tournament, parse_price

    structure = load_structure(default_structure_path())
    settings = Settings(
        name="Torneo del Venerdì",
        date="2026-11-27",
        venue="Circolo Poker Roma",
        buy_in=parse_price("20+5"),
        rebuy=RebuyRules(price=parse_price("20"), chips=10000, until_level=6, max_per_entry=2),
        late_registration_level=6,
        seats_per_table=9,
    )
    t = Tournament.create(
        folder / "venerdi.director", structure, settings, time=time, rng=random.Random(2026)
    )
    t.seating.add_tables(max(2, -(-entrants // 8)))
    names = (
        NAMES if entrants <= len(NAMES) else [f"Giocatore {i:04d}" for i in range(1, entrants + 1)]
    )
    for name in names[:entrants]:
        t.entrants.register(name)
    t.seating.draw_seats()
    t.clock.start()
    time.advance(45 * 60)
    t.clock.tick()
    for name in names[2:6]:
        t.money.rebuy(name)
    time.advance(40 * 60)
    t.clock.tick()
    rows = t.state
    playing = [e for e in rows.entries.values() if e.status == "playing"]
    rng = random.Random(5)
    for victim in rng.sample(playing, max(1, entrants // 6)):
        killers = [
            e for e in t.state.entries.values() if e.status == "playing" and e.id != victim.id
        ]
        t.entrants.bust(victim.id, by=rng.choice(killers).id)
    time.advance(5 * 60 + 23)
    t.clock.tick()
    return t


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: scripts/screenshots OUTDIR", file=sys.stderr)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtCore import QCoreApplication, QLoggingCategory, QSettings
    from PySide6.QtWidgets import QApplication

    QLoggingCategory.setFilterRules(
        "qt.multimedia.symbolsresolver=false\nqt.multimedia.ffmpeg.info=false"
    )
    app = QApplication.instance() or QApplication(["director-screenshots"])
    app.setOrganizationName("DirectorScreenshots")
    app.setApplicationName("DirectorScreenshots")
    settings_dir = tempfile.mkdtemp(prefix="director-shots-settings-")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings_dir)

    from director.clock import ManualTime
    from ui import i18n
    from ui.clock.sound import RecordingSound
    from ui.common.theme import load_fonts
    from ui.document import Document
    from ui.main_window import MainWindow

    load_fonts()
    saved = []
    for lang in ("it", "en"):
        i18n.install(lang)
        time = ManualTime(1_795_000_000.0)
        folder = Path(tempfile.mkdtemp(prefix="director-shots-"))
        t = build(folder, time)
        window = MainWindow(Document(t, lang), RecordingSound(), language=lang)
        window.resize(1440, 900)
        window.show()
        window.controller.refresh()
        for i in range(window.tabs.count()):
            window.tabs.setCurrentIndex(i)
            for _ in range(5):
                QCoreApplication.processEvents()
            name = window.tabs.widget(i).objectName() or f"tab{i}"
            path = out / f"{lang}-main-{i + 1}-{name}.png"
            window.grab().save(str(path))
            saved.append(path)
        window.tabs.setCurrentIndex(0)
        projector = window.projector
        projector.show()
        for label, seconds in (("level", 0), ("last-minute", -45), ("break", None)):
            if seconds is None:
                # go to a break: the club structure has none, so show the deep-stack one's
                from director.structures import load_structure, shipped_structures

                deep = next(p for p in shipped_structures() if p.name == "deep-stack.yaml")
                t.change_structure(load_structure(deep))
                t.clock.jump(t.structure.next_break_after(0) or 0)
                time.advance(4 * 60 + 30)
            elif seconds < 0:  # to this many seconds before the end of the level
                time.advance(window.controller.view().remaining + seconds)
            else:
                time.advance(seconds)
            window.controller.refresh()
            if label == "break":
                window.set_announcement("")
            for w, h in ((1920, 1080), (1280, 720)):
                projector.resize(w, h)
                for _ in range(5):
                    QCoreApplication.processEvents()
                path = out / f"{lang}-projector-{label}-{w}x{h}.png"
                projector.grab().save(str(path))
                saved.append(path)
        window.close()
        t.close()
    for path in saved:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
