"""Fonts and colours shared by the windows.

Text meets WCAG 2.1 AA (:data:`AA_TEXT`, :data:`AA_LARGE`) on the palette the system gives, light
or dark: captions, notes and hints take :func:`caption_colour` (greyer than the text, never below
4.5:1), messages in colour go through :func:`legible`, and :func:`themed` mends the two roles the
platform's palettes get wrong (grey placeholders, white on a light selection blue).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFontDatabase, QGuiApplication, QPalette

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


#: WCAG 2.1 AA: the least contrast of text on its background, and of large text (18 pt, or
#: 14 pt bold).
#: The app's red for warnings and refusals; :func:`legible` lightens it on a dark palette.
RED = "#b3261e"
AA_TEXT = 4.5
AA_LARGE = 3.0

_Role = QPalette.ColorRole


def luminance(colour: QColor) -> float:
    """WCAG's relative luminance of an opaque colour (0 black to 1 white)."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(colour.redF())
        + 0.7152 * linear(colour.greenF())
        + 0.0722 * linear(colour.blueF())
    )


def contrast(text: QColor, background: QColor) -> float:
    """WCAG's contrast ratio of two colours (1 to 21), a translucent text laid on its background."""
    if text.alpha() < 255:
        text = mix(background, text, text.alphaF())
    lighter, darker = sorted((luminance(text), luminance(background)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def mix(a: QColor, b: QColor, share_of_b: float) -> QColor:
    """``a`` moved ``share_of_b`` of the way to ``b`` (opaque, rounded to whole channels)."""
    return QColor(
        *(
            round(x + (y - x) * share_of_b)
            for x, y in zip(
                (a.red(), a.green(), a.blue()), (b.red(), b.green(), b.blue()), strict=True
            )
        )
    )


def _grounds(palette: QPalette) -> tuple[QColor, QColor]:
    """What text stands on: the window, and the fields and lists."""
    return palette.color(_Role.Window), palette.color(_Role.Base)


def _passes(colour: QColor, grounds: tuple[QColor, ...], least: float) -> bool:
    return all(contrast(colour, ground) >= least for ground in grounds)


def caption_colour(palette: QPalette) -> QColor:
    """Text for captions, notes and hints: as grey as AA lets it be on the window and the fields."""
    text, window = palette.color(_Role.WindowText), palette.color(_Role.Window)
    grounds = _grounds(palette)
    for twentieths in range(12, 0, -1):  # from well towards the window back to the text
        colour = mix(text, window, twentieths / 20)
        if _passes(colour, grounds, AA_TEXT):
            return colour
    return text


def legible(colour: QColor | str, palette: QPalette, least: float = AA_TEXT) -> QColor:
    """``colour`` (a message's red, an OK green), moved towards the text until it reads at AA.

    On the light palette the app's own colours pass as they are; on a dark one they lighten.
    """
    colour = QColor(colour)
    grounds = _grounds(palette)
    text = palette.color(_Role.WindowText)
    for twentieths in range(21):
        moved = mix(colour, text, twentieths / 20)
        if _passes(moved, grounds, least):
            return moved
    return text


def caption_style(palette: QPalette) -> str:
    """A style sheet's colour for a caption (see :func:`caption_colour`)."""
    return f"color: {caption_colour(palette).name()};"


def themed(palette: QPalette) -> QPalette:
    """``palette`` with AA placeholders (greyed hints in empty fields) and selected text.

    Qt's placeholders are the text at half strength (about 4:1 on white) and Fusion selects in
    white on #308cc6 (3.7:1); every other role is the system's.
    """
    palette = QPalette(palette)
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        base = palette.color(group, _Role.Base)
        hint = palette.color(group, _Role.PlaceholderText)
        if contrast(hint, base) < AA_TEXT:
            grey = caption_colour(palette)
            palette.setColor(group, _Role.PlaceholderText, grey)
        selected = palette.color(group, _Role.HighlightedText)
        highlight = palette.color(group, _Role.Highlight)
        for _ in range(20):
            if contrast(selected, highlight) >= AA_TEXT:
                break
            away = QColor("black") if luminance(selected) > 0.5 else QColor("white")
            highlight = mix(highlight, away, 0.1)
        palette.setColor(group, _Role.Highlight, highlight)
    return palette


def apply_theme(app: QGuiApplication) -> None:
    """Give the app :func:`themed` of the system's palette, again whenever the system's changes."""
    app.setPalette(themed(QGuiApplication.palette()))

    def again() -> None:
        app.setPalette(QPalette())  # back to the system's, then mended anew
        app.setPalette(themed(QGuiApplication.palette()))

    QGuiApplication.styleHints().colorSchemeChanged.connect(lambda _scheme: again())


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
