"""Qt test set-up: settings in a temporary folder, a fake clock time and a recording speaker."""

import dataclasses
import random

import pytest
from PySide6.QtCore import QCoreApplication, QLoggingCategory, QSettings

from director.clock import ManualTime
from director.structures import default_structure_path, load_structure
from ui.clock.sound import RecordingSound
from ui.common.theme import load_fonts

# The multimedia back-end lists every optional library it could not load (as the app does).
QLoggingCategory.setFilterRules(
    "qt.multimedia.symbolsresolver=false\nqt.multimedia.ffmpeg.info=false"
)


@pytest.fixture(scope="session", autouse=True)
def collector(qapp):
    """Cycles collected on the GUI thread only, as the app does (ui/common/collector.py): a
    window's Qt objects freed by a collection in a worker thread crashed the event loop."""
    from ui.common.collector import Collector

    kept = Collector(qapp)
    yield kept
    kept.stop()


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, qapp):
    QCoreApplication.setOrganizationName("DirectorTests")
    QCoreApplication.setApplicationName("DirectorTests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings")
    )
    QSettings().clear()
    load_fonts()
    return


@pytest.fixture
def fake_time():
    return ManualTime(1_800_000_000.25)


@pytest.fixture
def club():
    # The club's levels with 10,000-chip stacks: the window tests' figures (chips to hand over,
    # counted stacks, deals) are written for them. The shipped stack, the length estimate's, is
    # tested with the structures (tests/director/structures).
    return dataclasses.replace(load_structure(default_structure_path()), starting_stack=10000)


@pytest.fixture
def speaker():
    return RecordingSound()


@pytest.fixture
def tournament(club, fake_time, tmp_path):
    from director.tournament import Settings, Tournament

    t = Tournament.create(
        tmp_path / "friday.director",
        club,
        Settings(name="Club 50"),
        time=fake_time,
        rng=random.Random(7),
    )
    yield t
    t.close()


@pytest.fixture
def document(tournament):
    from ui.document import Document

    return Document(tournament)


@pytest.fixture
def main_window(qtbot, document, speaker):
    from ui.main_window import MainWindow

    window = MainWindow(document, speaker, speech_engine="mock")
    qtbot.addWidget(window)
    qtbot.addWidget(window.projector)
    window.show()
    qtbot.waitExposed(window)
    return window
