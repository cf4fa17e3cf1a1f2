"""Italian and English: Qt's translation system (.ts sources compiled to .qm).

The window texts are written in English with ``tr()``; ``ui/i18n/director_it.ts`` holds the
Italian, compiled to ``director_it.qm`` (``scripts/translations`` updates both). The language
comes from the system locale unless the settings or ``--lang`` say otherwise.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

I18N_DIR = Path(__file__).resolve().parent
LANGUAGES = {"en": "English", "it": "Italiano"}

_installed: list[QTranslator] = []


def system_language() -> str:
    """``it`` when the system locale is Italian, otherwise ``en``."""
    return "it" if QLocale.system().language() == QLocale.Language.Italian else "en"


def chosen_language(override: str | None = None) -> str:
    """The language to use: ``override``, else the saved setting, else the system's."""
    if override in LANGUAGES:
        return override
    saved = QSettings().value("language", "", str)
    return saved if saved in LANGUAGES else system_language()


def current() -> str:
    """The window's language now (``install`` sets it as Qt's default locale)."""
    return "it" if QLocale().language() == QLocale.Language.Italian else "en"


def install(language: str) -> str:
    """Install the translators for ``language`` (replacing earlier ones); returns it."""
    app = QCoreApplication.instance()
    assert app is not None, "create the QApplication first"
    for tr in _installed:
        app.removeTranslator(tr)
    _installed.clear()
    if language != "en":
        ours = QTranslator(app)
        if ours.load(str(I18N_DIR / f"director_{language}.qm")):
            app.installTranslator(ours)
            _installed.append(ours)
        qt = QTranslator(app)
        if qt.load(
            f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        ):
            app.installTranslator(qt)
            _installed.append(qt)
    QLocale.setDefault(
        QLocale(QLocale.Language.Italian if language == "it" else QLocale.Language.English)
    )
    return language
