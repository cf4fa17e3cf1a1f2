"""Start the desktop app: ``director-gui`` or ``python -m ui.app`` (``./run`` does this)."""

from __future__ import annotations

import argparse
import logging
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from platformdirs import user_state_dir

from director import __version__
from director.structures import StructureError, default_structure_path, load_structure

APP_NAME = "Director"
ORG_NAME = "Director"


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The app's command line."""
    p = argparse.ArgumentParser(
        prog="director-gui", description="Director: the tournament clock and more."
    )
    p.add_argument(
        "--structure", type=Path, help="structure YAML to run (default: the club's, club-50.yaml)"
    )
    p.add_argument(
        "--lang", choices=("it", "en"), help="language of the windows (default: the system's)"
    )
    p.add_argument("--projector", action="store_true", help="open the projector window at start")
    p.add_argument(
        "--fresh",
        action="store_true",
        help="start the clock from the beginning, ignoring the saved one",
    )
    p.add_argument("--mute", action="store_true", help="no sounds")
    p.add_argument("--version", action="version", version=f"Director {__version__}")
    p.add_argument(
        "--self-test",
        action="store_true",
        help="check that the app and its data files work (offscreen, no window), then exit",
    )
    return p.parse_args(argv)


def state_path() -> Path:
    """Where the clock's anchors are saved between runs."""
    return Path(user_state_dir(APP_NAME.lower(), appauthor=False)) / "clock.json"


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app until its main window closes."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.self_test:
        from ui.selftest import run_self_test

        return run_self_test()
    logging.basicConfig(level=logging.INFO, format="director: %(message)s")

    from PySide6.QtCore import QLoggingCategory
    from PySide6.QtWidgets import QApplication, QMessageBox

    # The multimedia back-end lists every optional library it could not load; not our concern.
    QLoggingCategory.setFilterRules(
        "qt.multimedia.symbolsresolver=false\nqt.multimedia.ffmpeg.info=false"
    )
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    app.setApplicationVersion(__version__)

    from ui import i18n
    from ui.main_window import MainWindow, restore_clock
    from ui.sound import RecordingSound, Sound
    from ui.theme import load_fonts

    load_fonts()
    language = i18n.install(i18n.chosen_language(args.lang))

    path = args.structure or default_structure_path()
    try:
        structure = load_structure(path)
    except StructureError as exc:
        for d in exc.diagnostics:
            print(d, file=sys.stderr)
        QMessageBox.critical(None, APP_NAME, str(exc))
        return 1

    saved = None if args.fresh else state_path()
    clock = restore_clock(structure, saved, time.time)
    sound = RecordingSound() if args.mute else Sound()
    window = MainWindow(structure, clock, sound, state_path(), language=language)
    if isinstance(sound, Sound):
        sound.unavailable.connect(window.set_sound_unavailable)
    window.show()
    if args.projector:
        window.show_projector()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
