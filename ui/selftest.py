"""``director-gui --self-test``: prove that this copy of Director works, without a screen.

The standalone build made by ``installer/`` runs it before it ships (``installer/build.sh`` and
``tests/installer/``), so a data file or a Qt plugin left out of the build fails the build, not
the club director on the evening. It also runs from a source checkout
(``python -m ui.app --self-test``).

Each check prints one line, ``ok: ...``; the first failure prints ``FAIL: <check>: <what is
wrong>`` and the program exits with status 1 (0 when every check passed). Qt runs on the
offscreen platform, the settings and the printed sheet go to a temporary folder and nothing is
left behind.

The shipped data files are listed once, in :data:`DATA_FILES`: the PyInstaller spec bundles
exactly these and writes their checksums to :data:`MANIFEST_NAME` in the bundle, which the
self-test then checks file by file. A new kind of shipped file (icons, payout tables, ...) is
added there.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
import tempfile
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from director import __version__
from director.paths import data_dir

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication

    from director.structures import Structure
    from ui.main_window import MainWindow

#: The data files Director ships, as (folder, glob pattern) under :func:`director.paths.data_dir`
#: (the project's top folder in a checkout, the bundle's folder in the standalone build, where
#: they keep the same relative places).
DATA_FILES: tuple[tuple[str, str], ...] = (
    ("structures", "*.yaml"),
    ("structures/payouts", "*.yaml"),
    ("ui/sounds", "*.wav"),
    ("ui/icons", "*.png"),
    ("ui/i18n", "*.qm"),
    ("director/data", "**/*"),
    ("director/serve/assets", "*"),
)

#: The file in the bundle that lists every shipped data file with its SHA-256.
MANIFEST_NAME = "director-data.sha256"

#: How long one Qt step of the self-test may wait for the event loop (milliseconds).
WAIT_MS = 20_000

#: The real windowing platform each system needs besides ``offscreen``.
NATIVE_PLATFORM = {"linux": "xcb", "win32": "windows", "darwin": "cocoa"}


class SelfTestError(Exception):
    """A check failed; the message is one line that says what is wrong."""


# ------------------------------------------------------------------------------------------------
# The list of shipped data files (also used by installer/director.spec)
# ------------------------------------------------------------------------------------------------


def data_files(root: Path) -> list[str]:
    """Every shipped data file under ``root``, as sorted relative POSIX paths."""
    found: set[str] = set()
    for folder, pattern in DATA_FILES:
        for path in (root / folder).glob(pattern):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".py":
                found.add(path.relative_to(root).as_posix())
    return sorted(found)


def sha256(path: Path) -> str:
    """The SHA-256 of a file, in hex."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def manifest_text(root: Path) -> str:
    """The manifest of the data files under ``root``: ``<sha256>  <path>`` lines."""
    return "".join(f"{sha256(root / name)}  {name}\n" for name in data_files(root))


def read_manifest(path: Path) -> dict[str, str]:
    """Relative path -> SHA-256, from a manifest written by :func:`manifest_text`."""
    entries: dict[str, str] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        digest, sep, name = line.partition("  ")
        if not sep or len(digest) != 64:
            raise SelfTestError(f"{path}:{number}: not a manifest line: {line!r}")
        entries[name] = digest
    return entries


def frozen() -> bool:
    """True in the standalone build."""
    return bool(getattr(sys, "frozen", False))


def cli_command() -> list[str]:
    """How to start the ``director`` command-line program that comes with this copy."""
    if frozen():
        name = "director.exe" if sys.platform == "win32" else "director"
        return [str(Path(sys.executable).resolve().with_name(name))]
    return [sys.executable, "-m", "director"]


def _decoded_frames(path: Path) -> int:
    """Decode a sound through Qt's multimedia back-end (FFmpeg), proving it is bundled."""
    from PySide6.QtCore import QEventLoop, QTimer, QUrl
    from PySide6.QtMultimedia import QAudioDecoder

    decoder = QAudioDecoder()
    if not decoder.isSupported():
        raise SelfTestError("Qt's multimedia back-end (the FFmpeg plugin) is missing")
    frames = 0
    errors: list[str] = []
    loop = QEventLoop()

    def read() -> None:
        nonlocal frames
        frames += decoder.read().frameCount()

    def failed(_error: object) -> None:
        errors.append(decoder.errorString() or "decoding failed")
        loop.quit()

    decoder.bufferReady.connect(read)
    decoder.finished.connect(loop.quit)
    decoder.error.connect(failed)
    decoder.setSource(QUrl.fromLocalFile(str(path)))
    QTimer.singleShot(WAIT_MS, loop.quit)
    decoder.start()
    if decoder.isDecoding():
        loop.exec()
    decoder.stop()
    if errors:
        raise SelfTestError(f"could not decode the sound {path}: {errors[0]}")
    return frames


# ------------------------------------------------------------------------------------------------
# The checks
# ------------------------------------------------------------------------------------------------


class _SelfTest:
    """Runs the checks in order; each returns the text of its ``ok:`` line."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.app: QCoreApplication | None = None
        self.window: MainWindow | None = None
        self.structure: Structure | None = None
        self.tournament_path: Path | None = None
        self.root = data_dir()

    def checks(self) -> Iterator[tuple[str, Callable[[], str]]]:
        yield "qt", self.check_qt
        yield "data files", self.check_data_files
        yield "structures", self.check_structures
        yield "payout tables", self.check_payout_tables
        yield "fonts", self.check_fonts
        yield "sounds", self.check_sounds
        yield "audio device check", self.check_audio_probe
        yield "text to speech", self.check_text_to_speech
        yield "qt plugins", self.check_qt_plugins
        yield "translations", self.check_translations
        yield "main window", self.check_main_window
        yield "projector window", self.check_projector
        yield "payout PDF", self.check_payout_pdf
        yield "length estimate chart", self.check_estimate_chart
        yield "network display", self.check_network
        yield "command line", self.check_cli

    # -- Qt ----------------------------------------------------------------------------------------
    def check_qt(self) -> str:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from PySide6 import __version__ as pyside_version
        from PySide6.QtCore import QCoreApplication, QLoggingCategory, QSettings, qVersion
        from PySide6.QtGui import QGuiApplication
        from PySide6.QtWidgets import QApplication

        QLoggingCategory.setFilterRules(
            "qt.multimedia.symbolsresolver=false\nqt.multimedia.ffmpeg.info=false"
        )
        app = QApplication.instance() or QApplication([sys.argv[0], "-platform", "offscreen"])
        QCoreApplication.setOrganizationName("Director")
        QCoreApplication.setApplicationName("Director self-test")
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        QSettings.setPath(
            QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(self.tmp / "settings")
        )
        self.app = app
        platform = QGuiApplication.platformName()
        if platform != "offscreen":
            raise SelfTestError(f"Qt started on the {platform!r} platform, not offscreen")
        kind = "standalone" if frozen() else "from source"
        return (
            f"Director {__version__} ({kind}), Python {sys.version.split()[0]}, "
            f"Qt {qVersion()}, PySide6 {pyside_version}, {platform}"
        )

    # -- data files --------------------------------------------------------------------------------
    def check_data_files(self) -> str:
        manifest = self.root / MANIFEST_NAME
        if not manifest.exists():
            if frozen():
                raise SelfTestError(f"{manifest} is missing: the build is incomplete")
            names = data_files(self.root)
            if not names:
                raise SelfTestError(f"no data files under {self.root}")
            return f"data files {len(names)} (source tree, no manifest)"
        entries = read_manifest(manifest)
        for name, digest in entries.items():
            path = self.root / name
            if not path.is_file():
                raise SelfTestError(f"missing data file {name} (expected in {self.root})")
            if sha256(path) != digest:
                raise SelfTestError(f"data file {name} is damaged (its checksum differs)")
        return f"data files {len(entries)} of {len(entries)}, checksums match"

    def check_structures(self) -> str:
        from director.structures import default_structure_path, load_structure, shipped_structures

        paths = shipped_structures()
        if not paths:
            raise SelfTestError(f"no structures in {self.root / 'structures'}")
        default = default_structure_path()
        if default not in paths:
            raise SelfTestError(f"the default structure {default} is missing")
        for path in paths:
            load_structure(path)  # a StructureError names the file, line and column
        self.structure = load_structure(default)
        return f"loaded {len(paths)} structures"

    def check_payout_tables(self) -> str:
        from director import payouts

        paths = payouts.shipped_payout_tables()
        default = payouts.default_payout_table_path()
        if default not in paths:
            raise SelfTestError(f"the default payout table {default} is missing")
        for path in paths:
            payouts.load_payout_table(path)
        return f"loaded {len(paths)} payout tables"

    # -- fonts and sounds --------------------------------------------------------------------------
    def check_fonts(self) -> str:
        from PySide6.QtGui import QFontDatabase

        from director.paths import package_data
        from ui.common.theme import DISPLAY_FAMILY

        files = sorted(package_data("fonts").glob("*.ttf"))
        if not files:
            raise SelfTestError(f"no fonts in {package_data('fonts')}")
        families: set[str] = set()
        for path in files:
            font_id = QFontDatabase.addApplicationFont(str(path))
            if font_id < 0:
                raise SelfTestError(f"Qt could not load the font {path}")
            families.update(QFontDatabase.applicationFontFamilies(font_id))
        if DISPLAY_FAMILY not in families:
            raise SelfTestError(f"the display font {DISPLAY_FAMILY!r} is not among {families}")
        return f"fonts {len(files)}"

    def check_sounds(self) -> str:
        from ui.clock.sound import SOUND_NAMES, SOUNDS_DIR

        for name in SOUND_NAMES:
            path = SOUNDS_DIR / f"{name}.wav"
            if not path.is_file():
                raise SelfTestError(f"missing sound {path}")
            if _decoded_frames(path) == 0:
                raise SelfTestError(
                    f"no audio came out of the sound {path} "
                    "(is Qt's multimedia back-end, the FFmpeg plugin, missing?)"
                )
        return f"sounds {len(SOUND_NAMES)}"

    def check_audio_probe(self) -> str:
        # ui.clock.sound asks a helper process for the audio devices (``sys.executable -c CODE``); the
        # standalone program must act as that interpreter, or there is never any sound.
        from ui.clock.sound import PROBE

        try:
            out = subprocess.run(
                [sys.executable, "-c", PROBE],
                capture_output=True,
                text=True,
                timeout=WAIT_MS / 1000,
                check=False,
                env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
            )
        except subprocess.TimeoutExpired as exc:
            raise SelfTestError(
                f"the audio device check did not finish in {exc.timeout} s"
            ) from exc
        for line in out.stdout.splitlines():
            if line.startswith("DEVICES "):
                return f"audio device check runs ({line.split()[1]} outputs on this machine)"
        last = (out.stderr.strip().splitlines() or ["no output"])[-1]
        raise SelfTestError(
            f"the audio device check ({sys.executable} -c ...) failed with status "
            f"{out.returncode}: {last}"
        )

    def check_text_to_speech(self) -> str:
        from PySide6.QtTextToSpeech import QTextToSpeech

        engines = QTextToSpeech.availableEngines()
        if not engines:
            raise SelfTestError("no text-to-speech engine: the texttospeech plugins are missing")
        return "text-to-speech engines " + ", ".join(engines)

    def check_qt_plugins(self) -> str:
        from PySide6.QtCore import QCoreApplication, QPluginLoader
        from PySide6.QtGui import QImageReader

        platforms: dict[str, Path] = {}
        for folder in QCoreApplication.libraryPaths():
            found = Path(folder) / "platforms"
            for path in found.iterdir() if found.is_dir() else ():
                if path.suffix in (".so", ".dll", ".dylib"):
                    name = path.stem.removeprefix("lib").removeprefix("q")
                    platforms.setdefault(name, path)
        native = NATIVE_PLATFORM.get(sys.platform)
        for needed in ("offscreen", native):
            if needed and needed not in platforms:
                raise SelfTestError(
                    f"the Qt platform plugin {needed!r} is missing "
                    f"(found: {', '.join(sorted(platforms)) or 'none'})"
                )
        if native:
            # Loading the library finds missing system libraries (on Linux often
            # libxcb-cursor0) without opening a window.
            loader = QPluginLoader(str(platforms[native]))
            if not loader.load():
                raise SelfTestError(
                    f"the Qt platform plugin {native!r} cannot be loaded: {loader.errorString()}"
                )
            loader.unload()
        formats = {bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()}
        for needed in ("jpeg", "ico"):
            if needed not in formats:
                raise SelfTestError(f"the Qt image format plugin {needed!r} is missing")
        shown = ", ".join(p for p in ("offscreen", native) if p)
        return f"Qt plugins: platforms {shown}; image formats {len(formats)}"

    def check_translations(self) -> str:
        from PySide6.QtCore import QLibraryInfo, QTranslator

        from ui.i18n import I18N_DIR, LANGUAGES

        done: list[str] = []
        notes: list[str] = []
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for language in LANGUAGES:
            if language == "en":
                continue  # the windows are written in English
            qt = QTranslator()
            if not qt.load(f"qtbase_{language}", qt_dir):
                raise SelfTestError(f"Qt's own {language} translation is missing from {qt_dir}")
            ours = I18N_DIR / f"director_{language}.qm"
            if ours.exists():
                translator = QTranslator()
                if not translator.load(str(ours)) or translator.isEmpty():
                    raise SelfTestError(f"could not load the translation {ours}")
            else:
                notes.append(f"{ours.name} is not in this version, only Qt's own")
            done.append(language)
        return "translations " + ", ".join(done) + (f" ({'; '.join(notes)})" if notes else "")

    # -- windows -----------------------------------------------------------------------------------
    def _settle(self) -> None:
        from PySide6.QtCore import QCoreApplication

        for _ in range(3):
            QCoreApplication.processEvents()

    def check_main_window(self) -> str:
        from director.clock import ManualTime
        from director.tournament import Settings, Tournament
        from ui.clock.sound import RecordingSound
        from ui.document import Document
        from ui.main_window import MainWindow

        structure = self.structure
        if structure is None:
            raise SelfTestError("no structure to open the main window with")
        folder = Path(tempfile.mkdtemp(prefix="director-self-test-"))
        tournament = Tournament.create(
            folder / "self-test.director",
            structure,
            Settings(name=structure.name),
            time=ManualTime(),
        )
        tournament.seating.add_tables(2)
        for name in ("Anna Bianchi", "Nicolò D'Angelo", "Łukasz Nowak"):
            tournament.entrants.register(name)
        self.tournament_path = tournament.path
        window = MainWindow(Document(tournament), RecordingSound())
        self.window = window
        window.show()
        self._settle()
        image = window.grab().toImage()
        if image.isNull() or not window.isVisible():
            raise SelfTestError("the main window did not show")
        return f"main window ({image.width()}×{image.height()}, {structure.name})"

    def check_projector(self) -> str:
        window = self.window
        if window is None:
            raise SelfTestError("no main window to open the projector from")
        window.show_projector(fullscreen=False)
        self._settle()
        projector = window.projector
        image = projector.grab().toImage()
        if image.isNull() or not projector.isVisible():
            raise SelfTestError("the projector window did not show")
        small = image.scaled(96, 54)
        colours = {small.pixel(x, y) for x in range(small.width()) for y in range(small.height())}
        if len(colours) < 3:
            raise SelfTestError("the projector window painted nothing but its background")
        return f"projector window ({image.width()}×{image.height()})"

    # -- reports -----------------------------------------------------------------------------------
    def check_payout_pdf(self) -> str:
        from director.payouts import compute_payouts, default_payout_table
        from director.reports import PayoutPlace, PayoutSheetData, render_payouts

        # 200 entries at 50 euros: 27 places, two pages of the club's table, in Italian.
        entries, buy_in = 200, 50_00
        amounts = compute_payouts(entries * buy_in, entries, default_payout_table())
        data = PayoutSheetData(
            name="Director self-test",
            entries=entries,
            prize_pool_cents=entries * buy_in,
            buy_in_cents=buy_in,
            places=tuple(PayoutPlace(place, cents) for place, cents in enumerate(amounts, 1)),
        )
        path = self.tmp / "payouts.pdf"
        render_payouts(data, path, lang="it")
        pdf = path.read_bytes()
        pages = len(re.findall(rb"/Type\s*/Page(?![A-Za-z])", pdf))
        if not pdf.startswith(b"%PDF-") or not pdf.rstrip().endswith(b"%%EOF") or pages < 1:
            raise SelfTestError(f"{path} is not a whole PDF")
        if b"DejaVuSans" not in pdf:
            raise SelfTestError("the payout sheet does not carry the shipped DejaVu fonts")
        return f"payout PDF {pages} pages ({len(amounts)} places, {len(pdf):,} bytes)"

    # -- the length estimate and the network ---------------------------------------------------------
    def check_estimate_chart(self) -> str:
        """The structure's length estimated and plotted: QtCharts and the simulation ship."""
        from PySide6.QtCore import QDeadlineTimer, QThread

        from ui.setup.estimate_view import EstimateDialog

        structure = self.structure
        if structure is None:
            raise SelfTestError("no structure to estimate")
        dialog = EstimateDialog(structure, players=20, runs=40)
        try:
            dialog.show()
            deadline = QDeadlineTimer(WAIT_MS)
            while dialog.busy and not deadline.hasExpired():
                self._settle()
                QThread.msleep(10)
            if dialog.busy:
                raise SelfTestError(f"the estimate took longer than {WAIT_MS // 1000} s")
            self._settle()
            image = dialog.grab().toImage()
            small = image.scaled(120, 80)
            colours = {small.pixel(x, y) for x in range(120) for y in range(80)}
            if image.isNull() or len(colours) < 8:
                raise SelfTestError("the estimate's charts painted nothing")
            return f"length estimate chart ({image.width()}×{image.height()}, QtCharts)"
        finally:
            dialog.close()
            dialog.deleteLater()
            self._settle()

    def check_network(self) -> str:
        """The tournament served on loopback, its page and its state read back over HTTP."""
        import json
        import urllib.request

        from ui.share.server import SharedServer

        if self.tournament_path is None:
            raise SelfTestError("no tournament to share")
        shared = SharedServer(self.tournament_path, "en")
        port = shared.start("127.0.0.1", 0)
        try:
            base = f"http://127.0.0.1:{port}"
            with urllib.request.urlopen(f"{base}/", timeout=WAIT_MS / 1000) as reply:
                page = reply.read()
            with urllib.request.urlopen(f"{base}/api/state", timeout=WAIT_MS / 1000) as reply:
                state = json.load(reply)
        finally:
            shared.stop()
        if b"<html" not in page.lower():
            raise SelfTestError("the display page is not HTML: its assets are missing")
        name = self.structure.name if self.structure is not None else ""
        if state.get("name") != name or state.get("entries") != 3:
            raise SelfTestError(f"the served state is not the tournament's: {state!r:.120}")
        return f"network display on loopback ({len(page):,} bytes, state of 3 entries)"

    # -- the command line --------------------------------------------------------------------------
    def check_cli(self) -> str:
        command = cli_command()
        try:
            out = subprocess.run(
                [*command, "--version"],
                capture_output=True,
                text=True,
                timeout=WAIT_MS / 1000,
                check=False,
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise SelfTestError(f"could not run {command[0]}: {exc}") from exc
        if out.returncode != 0 or __version__ not in out.stdout:
            raise SelfTestError(
                f"{' '.join(command)} --version said {out.stdout.strip() or out.stderr.strip()!r}"
                f" with status {out.returncode}"
            )
        return f"command line: {out.stdout.strip()}"

    def close(self) -> None:
        if self.window is not None:
            self.window.projector.close()
            self.window.close()
            self.window.deleteLater()
            self.window = None
            self._settle()


def run_self_test(out: TextIO | None = None) -> int:
    """Run every check, one line each; returns the exit status (0: all passed).

    Args:
        out: Where the lines go (default: standard output).
    """
    stream = out or sys.stdout

    def say(line: str) -> None:
        print(line, file=stream, flush=True)

    with tempfile.TemporaryDirectory(prefix="director-self-test-") as tmp:
        test = _SelfTest(Path(tmp))
        passed = 0
        try:
            for name, check in test.checks():
                try:
                    text = check()
                except SelfTestError as exc:
                    say(f"FAIL: {name}: {exc}")
                    return 1
                except Exception as exc:
                    traceback.print_exc(file=sys.stderr)
                    first = (str(exc).splitlines() or [""])[0]
                    say(f"FAIL: {name}: {type(exc).__name__}: {first}")
                    return 1
                passed += 1
                say(f"ok: {text}")
        finally:
            test.close()
    say(f"self-test passed: {passed} checks ok")
    return 0
