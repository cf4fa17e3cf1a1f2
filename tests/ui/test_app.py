"""The app at launch: the window first, then the last tournament (or a new one)."""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

import ui.common.recent
from director.clock import ManualTime
from tests.helpers.worker import worker_held
from ui.app import App


@pytest.fixture
def documents(tmp_path, monkeypatch):
    folder = tmp_path / "Documents" / "Director"
    monkeypatch.setattr(ui.common.recent, "tournaments_dir", lambda: folder)
    return folder


@pytest.fixture
def make_app(qtbot, speaker):
    apps = []
    told = []

    def make(language="en"):
        app = App(
            speaker,
            language,
            time=ManualTime(),
            rng=random.Random(3),
            ask=lambda t, m: told.append(m),
        )
        apps.append(app)
        return app

    make.told = told
    yield make
    for app in apps:
        if app.window is not None:
            app.window.close()
        if app.document is not None:
            app.document.close()


def test_first_start_shows_the_window_then_a_new_tournament(qtbot, make_app, documents):
    app = make_app()
    app.start()
    assert app.window.isVisible()
    assert app.window.document is None  # on screen before the tournament is open
    qtbot.waitUntil(lambda: app.window.document is not None, timeout=10_000)
    files = list(documents.glob("*.director"))
    assert len(files) == 1
    assert files[0].name.endswith("Club 50.director")
    assert app.window.clock_panel.blinds_label.text() == "10 / 20"
    assert ui.common.recent.last_file() == files[0].resolve()


def test_the_last_tournament_is_reopened_where_it_was(qtbot, make_app, documents):
    first = make_app()
    first.open_at_start()
    t = first.document.tournament
    t.entrants.register("Mario Rossi")
    first.window.controller.next_level()
    path = t.path
    first.window.close()
    first.document.close()
    first.window = first.document = None

    again = make_app()
    again.start()
    qtbot.waitUntil(lambda: again.window.document is not None, timeout=10_000)
    assert again.document.tournament.path == path
    assert again.window.clock_panel.blinds_label.text() == "20 / 40"
    assert [e.name for e in again.document.state.players.values()] == ["Mario Rossi"]


def test_a_damaged_last_file_is_reported_and_a_new_one_started(
    qtbot, make_app, documents, tmp_path
):
    broken = tmp_path / "broken.director"
    broken.write_bytes(b"SQLite format 3\x00" + b"\x00" * 200)
    ui.common.recent.remember(broken)
    app = make_app()
    assert app.open_at_start()
    assert len(make_app.told) == 1
    assert "broken.director" in make_app.told[0]
    assert app.document.tournament.path.parent == documents


def test_opening_a_file_that_is_not_a_tournament_changes_nothing(
    qtbot, make_app, documents, tmp_path
):
    app = make_app()
    app.open_at_start()
    window, document = app.window, app.document
    text = tmp_path / "notes.director"
    text.write_text("not a tournament", encoding="utf-8")
    assert not app.open(text)
    assert app.window is window
    assert app.document is document
    assert "notes.director" in make_app.told[-1]


def test_switching_language_rebuilds_the_window(qtbot, make_app, documents):
    app = make_app()
    app.open_at_start()
    old = app.window
    app.switch_language("it")
    assert app.window is not old
    assert app.window.language == "it"
    assert app.document.lang == "it"
    assert app.window.undo_action.iconText() == "Niente da annullare"
    app.switch_language("en")


def _another_tournament(app, tmp_path):
    """A second tournament file, with one player, closed."""
    from director.tournament import Settings, Tournament
    from tests.helpers.tournament import SMALL

    path = tmp_path / "other.director"
    with Tournament.create(path, SMALL, Settings(name="Other"), time=ManualTime()) as t:
        t.entrants.register("Zoë Müller")
    return path


def test_a_file_chosen_in_the_window_opens_in_the_background(qtbot, make_app, documents, tmp_path):
    app = make_app()
    app.open_at_start()
    window, document = app.window, app.document
    path = _another_tournament(app, tmp_path)
    with worker_held():  # a big file: still being read a second later
        job = app.open_in_background(path)
        job.reveal()
        assert job.dialog.isVisible()
        assert job.dialog.labelText() == "Opening other.director…"
        assert app.document is document  # the open tournament stays on screen meanwhile
    job.wait()
    assert app.document is not document
    assert [p.name for p in app.document.state.players.values()] == ["Zoë Müller"]
    assert ui.common.recent.last_file() == path.resolve()
    assert window is not app.window and job.dialog is None


def test_cancelling_an_opening_changes_nothing(qtbot, make_app, documents, tmp_path):
    app = make_app()
    app.open_at_start()
    window, document = app.window, app.document
    last = ui.common.recent.last_file()
    path = _another_tournament(app, tmp_path)
    with worker_held():
        job = app.open_in_background(path)
        job.reveal()
        qtbot.mouseClick(job.dialog.findChild(QPushButton), Qt.MouseButton.LeftButton)
    job.wait()
    assert app.window is window and app.document is document
    assert ui.common.recent.last_file() == last
    assert not job.running and job.dialog is None


def test_a_refused_file_opened_in_the_background_changes_nothing(
    qtbot, make_app, documents, tmp_path
):
    app = make_app()
    app.open_at_start()
    window, document = app.window, app.document
    text = tmp_path / "notes.director"
    text.write_text("not a tournament", encoding="utf-8")
    app.open_in_background(text).wait()
    assert app.window is window and app.document is document
    assert "notes.director" in make_app.told[-1]


def test_a_new_tournament_refused_half_way_leaves_no_file(qtbot, make_app, documents, tmp_path):
    app = make_app()
    path = tmp_path / "festival.director"
    assert not app.create(path, tables=5000)  # more tables than the ceiling: refused
    assert make_app.told[-1] == "a tournament has at most 1,000 tables; check the number"
    assert not path.exists()


def test_a_tournament_in_a_synced_folder_is_kept_with_the_rollback_journal(
    qtbot, make_app, tmp_path, monkeypatch
):
    # OneDrive uploads the tournament file, not a separate -wal file beside it.
    monkeypatch.setenv("OneDrive", str(tmp_path / "OneDrive"))
    synced = tmp_path / "OneDrive" / "Documents" / "Director" / "Club.director"
    app = make_app()
    assert app.create(synced)
    assert app.document.tournament.journal_mode == "delete"
    assert not synced.with_name(synced.name + "-wal").exists()
    app.document.tournament.entrants.register("Mario Rossi")
    app.window.close()
    app.document.close()
    app.window = app.document = None

    local = tmp_path / "Local" / "Club.director"
    assert app.create(local)
    assert app.document.tournament.journal_mode == "wal"
    assert app.open(synced)
    assert app.document.tournament.journal_mode == "delete"
    assert [e.name for e in app.document.state.players.values()] == ["Mario Rossi"]


def _file_opened(path):
    """What macOS sends when a .director file is double-clicked in the Finder."""
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(path)))


def test_a_file_double_clicked_while_running_opens(qtbot, make_app, documents, tmp_path):
    from PySide6.QtWidgets import QApplication

    from ui.app import watch_file_open

    app = make_app()
    app.open_at_start()
    path = _another_tournament(app, tmp_path)
    watcher = watch_file_open(QApplication.instance(), app)
    try:
        _file_opened(path)
        qtbot.waitUntil(lambda: app.document.tournament.path == path, timeout=10_000)
    finally:
        QApplication.instance().removeEventFilter(watcher)
        watcher.deleteLater()
    assert [p.name for p in app.document.state.players.values()] == ["Zoë Müller"]


def test_a_file_double_clicked_to_start_the_app_opens_instead_of_the_last(
    qtbot, make_app, documents, tmp_path
):
    from PySide6.QtWidgets import QApplication

    from ui.app import watch_file_open

    first = make_app()
    first.open_at_start()
    path = _another_tournament(first, tmp_path)
    last = first.document.tournament.path
    assert ui.common.recent.last_file() == last.resolve()
    first.window.close()
    first.document.close()
    first.window = first.document = None

    app = make_app()
    watcher = watch_file_open(QApplication.instance(), app)
    try:
        app.start()
        _file_opened(path)  # macOS sends it once the event loop runs, while the app starts
        qtbot.waitUntil(lambda: app.window.document is not None, timeout=10_000)
    finally:
        QApplication.instance().removeEventFilter(watcher)
        watcher.deleteLater()
    assert app.document.tournament.path == path
    assert not make_app.told
