"""Fonts and colours shared by the windows."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase

from director.paths import package_data

#: The family used for the large clock displays (bundled, so every machine looks the same).
DISPLAY_FAMILY = "DejaVu Sans"

_loaded = False


def load_fonts() -> list[str]:
    """Register the bundled fonts with Qt (once); returns the families loaded."""
    global _loaded
    families: list[str] = []
    if _loaded:
        return families
    for path in sorted(package_data("fonts").glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            families += QFontDatabase.applicationFontFamilies(font_id)
    _loaded = True
    return families


def app_icon():
    """The app's icon (a poker chip with a clock hand), or None if its file is missing."""
    from pathlib import Path

    from PySide6.QtGui import QIcon

    folder = Path(__file__).resolve().parents[1] / "icons"
    files = sorted(folder.glob("director-*.png"))
    if not files:
        return None
    icon = QIcon()
    for f in files:
        icon.addFile(str(f))
    return icon
