"""Screenshots of the app on a tournament in play (run through ``scripts/screenshots OUTDIR``).

Builds a tournament as a club evening looks after an hour and a half (30 entrants at four
tables, a few busted, rebuys, chip counts, the clock running in level 9), opens the real main
window on it and lets every module of ``scripts/shots`` take its pictures, in Italian and
English: the tabs, the projector at four sizes, the table window, the wall view and the dialogs
(see each module's docstring). ``--only NAME`` runs one module (e.g. ``--only projector``).
"""

from __future__ import annotations

import importlib
import sys
import tempfile
from pathlib import Path

TOP = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(TOP))
sys.path.insert(0, str(TOP / "scripts"))


def modules() -> list[str]:
    """The screenshot modules, in name order."""
    return sorted(
        p.stem
        for p in (TOP / "scripts" / "shots").glob("*.py")
        if p.stem not in ("__init__", "common")
    )


def main(argv: list[str]) -> int:
    only = None
    if len(argv) == 3 and argv[1] == "--only":
        only = argv[2]
        argv = argv[:1]
    if len(argv) != 1 or (only is not None and only not in modules()):
        print(f"usage: scripts/screenshots OUTDIR [--only {'|'.join(modules())}]", file=sys.stderr)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtCore import QLoggingCategory, QSettings
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

    from shots.common import Shots

    from ui import i18n
    from ui.common.theme import apply_theme, load_fonts

    load_fonts()
    apply_theme(app)  # the palette the app itself starts with (AA hints and selections)
    from ui.common.collector import Collector

    Collector(app)  # cycles collected on this thread, as in the app
    saved: list[Path] = []
    for lang in ("it", "en"):
        i18n.install(lang)
        for name in modules():
            if only is not None and name != only:
                continue
            shots = Shots.open(out, lang)
            try:
                importlib.import_module(f"shots.{name}").shoot(shots)
            finally:
                saved += shots.saved
                shots.close()
    for path in saved:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
