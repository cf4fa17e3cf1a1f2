"""How a sheet's text looks: the embedded fonts, the colours and the paragraph styles.

The fonts are the DejaVu fonts shipped in ``director/data/fonts`` and are embedded (subset) in
every PDF, so accents, apostrophes, the euro sign and names like Łukasz, Győző or Muñoz print
everywhere.
"""

from __future__ import annotations

import threading
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.colors import Color
from reportlab.lib.enums import TA_LEFT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph

from director.errors import DirectorError
from director.paths import package_data

FONT = "DirectorSans"
BOLD = "DirectorSans-Bold"
CONDENSED_BOLD = "DirectorSansCondensed-Bold"
_FONT_FILES = {
    FONT: "DejaVuSans.ttf",
    BOLD: "DejaVuSans-Bold.ttf",
    CONDENSED_BOLD: "DejaVuSansCondensed-Bold.ttf",
}
_font_lock = threading.Lock()
#: Set once the fonts are registered (an Event, so that checking it needs no lock).
_fonts_ready = threading.Event()

INK = colors.HexColor("#1a1a1a")
MUTED = colors.HexColor("#5a5a5a")
ACCENT = colors.HexColor("#1f4e79")
RULE = colors.HexColor("#9aa5b1")
HEADER_FILL = colors.HexColor("#1f4e79")
STRIPE = colors.HexColor("#eef2f6")
BREAK_FILL = colors.HexColor("#fff1cc")


def register_fonts() -> None:
    """Register the shipped DejaVu fonts with reportlab (once; safe from any thread).

    Raises:
        DirectorError: ``sheet.err.font``, a font file is missing or damaged (a broken
            installation).
    """
    if _fonts_ready.is_set():
        return
    with _font_lock:
        if _fonts_ready.is_set():
            return
        for name, filename in _FONT_FILES.items():
            path = package_data("fonts", filename)
            try:
                pdfmetrics.registerFont(TTFont(name, str(path)))
            except Exception as exc:  # reportlab raises TTFError, OSError, struct errors
                raise DirectorError("sheet.err.font", path=str(path), reason=str(exc)) from None
        pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=BOLD, italic=FONT, boldItalic=BOLD)
        _fonts_ready.set()


def text_width(value: str, font: str, size: float) -> float:
    """The printed width of ``value`` in points."""
    register_fonts()
    width: float = pdfmetrics.stringWidth(value, font, size)
    return width


def style(
    name: str,
    size: float,
    *,
    bold: bool = False,
    color: Color = INK,
    align: int = TA_LEFT,
    leading: float | None = None,
    space_after: float = 0,
) -> ParagraphStyle:
    """A paragraph style in the sheets' fonts."""
    register_fonts()
    return ParagraphStyle(
        name,
        fontName=BOLD if bold else FONT,
        fontSize=size,
        leading=leading or size * 1.22,
        textColor=color,
        alignment=align,
        spaceAfter=space_after,
        splitLongWords=1,
    )


def para(value: str, st: ParagraphStyle) -> Paragraph:
    """A paragraph of plain text (``<``, ``&`` and the like printed as they are)."""
    return Paragraph(escape(value), st)
