"""How a sheet's text looks: the embedded fonts, the colours and the paragraph styles.

The fonts are the DejaVu fonts shipped in ``director/data/fonts`` and are embedded (subset) in
every PDF, so accents, apostrophes, the euro sign and names like Łukasz, Győző or Muñoz print
everywhere.

Names in Chinese, Japanese or Korean are printed with a fallback font: each run of characters
DejaVu lacks is set in Droid Sans Fallback (:data:`FALLBACK`, shipped beside DejaVu, Apache
2.0), embedded as a subset like DejaVu. Chosen over reportlab's CID fonts (``HeiseiMin-W3``,
``STSong-Light``, ``HYSMyeongJo-Medium``): those are never embedded, so the names print only
where the PDF viewer or the printer has the Asian font packs (empty boxes elsewhere), and
each covers one language, to be guessed from the name. One embedded font with Han, kana and
Hangul prints the same sheet on any computer and any printer, for 3.4 MB in the installer.
It has no bold: a CJK name in a bold cell is printed in its regular weight.

Hebrew and Arabic names are in DejaVu, in the order and letter forms a reader sees
(:mod:`director.reports.bidi`): reportlab alone would print them backwards, Arabic unjoined.
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
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph

from director.errors import DirectorError
from director.paths import package_data
from director.reports.bidi import has_rtl, visual

FONT = "DirectorSans"
BOLD = "DirectorSans-Bold"
CONDENSED_BOLD = "DirectorSansCondensed-Bold"
#: The font for the characters DejaVu lacks (Chinese, Japanese, Korean), in any weight.
FALLBACK = "DirectorFallback"
_FONT_FILES = {
    FONT: "DejaVuSans.ttf",
    BOLD: "DejaVuSans-Bold.ttf",
    CONDENSED_BOLD: "DejaVuSansCondensed-Bold.ttf",
    FALLBACK: "DroidSansFallback.ttf",
}
#: The characters each registered font has a glyph for.
_covered: dict[str, frozenset[int]] = {}
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
            _covered[name] = frozenset(pdfmetrics.getFont(name).face.charToGlyph)
        pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=BOLD, italic=FONT, boldItalic=BOLD)
        pdfmetrics.registerFontFamily(
            FALLBACK, normal=FALLBACK, bold=FALLBACK, italic=FALLBACK, boldItalic=FALLBACK
        )
        _fonts_ready.set()


def runs(value: str, font: str) -> list[tuple[str, str]]:
    """``value`` cut into runs of text and the font that has their glyphs, in drawing order.

    Characters ``font`` lacks and the fallback has (CJK) go to :data:`FALLBACK`; spaces stay
    with the run they are in. Text that ``font`` covers whole is one run. Right-to-left text
    comes in visual order with Arabic letters joined (:func:`director.reports.bidi.visual`).
    """
    register_fonts()
    if value.isascii():
        return [(value, font)]
    if has_rtl(value):  # Hebrew, Arabic: drawn left to right in the order a reader sees them
        value = visual(value)
    main, other = _covered[font], _covered[FALLBACK]
    out: list[tuple[str, str]] = []
    current, chars = font, list[str]()
    for ch in value:
        code = ord(ch)
        want = FALLBACK if code not in main and code in other else font
        if want != current and not ch.isspace():
            if chars:
                out.append(("".join(chars), current))
            current, chars = want, []
        chars.append(ch)
    if chars:
        out.append(("".join(chars), current))
    return out


def needs_fallback(value: str, font: str) -> bool:
    """True when part of ``value`` is printed in the fallback font."""
    return any(name != font for _, name in runs(value, font))


def draw_text(
    c: Canvas, x: float, y: float, value: str, font: str, size: float, align: str = "LEFT"
) -> None:
    """Draw ``value`` at ``x`` (its left end, or its right end for ``RIGHT``), run by run."""
    if align == "RIGHT":
        x -= text_width(value, font, size)
    for text, name in runs(value, font):
        c.setFont(name, size)
        c.drawString(x, y, text)
        x += pdfmetrics.stringWidth(text, name, size)
    c.setFont(font, size)


def text_width(value: str, font: str, size: float) -> float:
    """The printed width of ``value`` in points (each run in the font that prints it)."""
    register_fonts()
    width: float = sum(pdfmetrics.stringWidth(t, f, size) for t, f in runs(value, font))
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


def markup(value: str, font: str) -> str:
    """``value`` as paragraph markup: escaped, each run the style's font lacks in the fallback."""
    return "".join(
        escape(text) if name == font else f'<font name="{name}">{escape(text)}</font>'
        for text, name in runs(value, font)
    )


def para(value: str, st: ParagraphStyle) -> Paragraph:
    """A paragraph of plain text (``<``, ``&`` and the like printed as they are)."""
    return Paragraph(markup(value, st.fontName), st)
