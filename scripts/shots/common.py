"""What every screenshot module shares: the evening's tournament and the window on it."""

from __future__ import annotations

import random
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

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
        rebuy=RebuyRules(
            price=parse_price("20"), chips=structure.starting_stack, until_level=6, max_per_entry=2
        ),
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


@dataclass
class Shots:
    """One language's tournament in play, its main window, and where the pictures go."""

    out: Path
    lang: str
    time: Any  # director.clock.ManualTime: the screenshots move the clock by hand
    t: Any  # director.tournament.Tournament
    window: Any  # ui.main_window.MainWindow
    saved: list[Path] = field(default_factory=list)

    @classmethod
    def open(cls, out: Path, lang: str, *, entrants: int = 30) -> Shots:
        """A fresh tournament (as ``build`` makes it) with the main window shown at 1440x900."""
        from director.clock import ManualTime
        from ui.clock.sound import RecordingSound
        from ui.document import Document
        from ui.main_window import MainWindow

        time = ManualTime(1_795_000_000.0)
        folder = Path(tempfile.mkdtemp(prefix="director-shots-"))
        t = build(folder, time, entrants=entrants, lang=lang)
        window = MainWindow(Document(t, lang), RecordingSound(), language=lang)
        window.resize(1440, 900)
        window.show()
        window.controller.refresh()
        shots = cls(out, lang, time, t, window)
        shots.settle()
        return shots

    def settle(self, rounds: int = 5) -> None:
        """Let Qt lay out and paint what changed."""
        from PySide6.QtCore import QCoreApplication

        for _ in range(rounds):
            QCoreApplication.processEvents()

    def save(self, widget: Any, name: str) -> Path:
        """Save ``widget`` as ``OUTDIR/<lang>-<name>.png`` (after letting it paint)."""
        self.settle()
        path = self.out / f"{self.lang}-{name}.png"
        widget.grab().save(str(path))
        self.saved.append(path)
        return path

    def close(self) -> None:
        """Close the window and the tournament."""
        self.window.close()
        self.t.close()
