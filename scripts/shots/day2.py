"""File ▸ New day 2 from flights…: ``<lang>-day2-1-refused.png`` (a survivor without a chip
count, named) and ``-2-summary.png`` (two flights with a player in both: what day 2 will hold).

The flights are built in the shots' temporary folder with the real tournament code.
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from shots.common import NAMES, Shots


def _flight(
    path: Path, start: float, name: str, players: list[str], counts: dict[str, int], out: int
) -> str:
    """A flight where the last ``out`` players are busted and ``counts`` counted."""
    from director.clock import ManualTime
    from director.structures import default_structure_path, load_structure
    from director.tournament import Settings, Tournament, parse_price

    settings = Settings(name=name, buy_in=parse_price("50+10"))
    structure = load_structure(default_structure_path())
    with Tournament.create(
        path, structure, settings, time=ManualTime(start), rng=random.Random(3)
    ) as t:
        for p in players:
            t.entrants.register(p)
        for p in players[len(players) - out :]:
            t.entrants.bust(p)
        t.entrants.set_chips(counts)
    return str(path)


def shoot(shots: Shots) -> None:
    """The dialog refusing, then summing up."""
    from ui.setup.day2 import DayTwoDialog

    folder = Path(tempfile.mkdtemp(prefix="director-shots-day2-"))
    a = _flight(folder / "sabato-1a.director", 1.8e9, "Main Event 1A", list(NAMES[:10]),
                {n: 20_000 + 1_000 * i for i, n in enumerate(NAMES[:4])}, 6)  # fmt: skip
    b = _flight(folder / "sabato-1b.director", 1.8e9 + 86_400, "Main Event 1B",
                [NAMES[0], *NAMES[10:18]], {n: 18_000 + 1_500 * i for i, n in enumerate([NAMES[0], *NAMES[10:13]])}, 5)  # fmt: skip
    c = _flight(folder / "domenica-1c.director", 1.8e9 + 2 * 86_400, "Main Event 1C",
                list(NAMES[18:24]), dict.fromkeys(NAMES[18:20], 25_000), 2)  # fmt: skip
    dialog = DayTwoDialog(shots.lang, shots.window, str(folder))
    dialog.resize(640, 360)
    dialog.add_flights([a, b])
    dialog.day2.setText(str(folder / "main-event-day2.director"))
    shots.save(dialog, "day2-2-summary")
    dialog.add_flights([c])
    shots.save(dialog, "day2-1-refused")
    dialog.reject()
