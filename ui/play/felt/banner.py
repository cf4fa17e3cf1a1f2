"""The ruling's banner across the foot of the felt: its blocks of text, fitted, and painted."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from ui.play.felt.look import Palette, font
from ui.play.felt.scene import Banner

#: A block of the banner: (font, text, wrapped height, role: 0 the title, 1 what happens now,
#: 2 the rule).
Block = tuple[QFont, str, float, int]

#: Per role: (the font's size as a share of the view, bold, italic).
_STYLES = ((0.04, True, False), (0.03, True, False), (0.024, False, True))


def banner_pad(h: float) -> float:
    """The banner's padding in a view ``h`` pixels high."""
    return h * 0.016


def banner_text_width(w: float, h: float) -> float:
    """How wide the banner's text may be in a view of ``w`` by ``h`` pixels."""
    return w * 0.94 - 2.4 * banner_pad(h)


def banner_blocks(banner: Banner, w: float, h: float) -> tuple[float, list[Block]]:
    """The banner's height and its blocks of text in a view of ``w`` by ``h`` pixels.

    The title, what happens now and the rule, in fonts made smaller together until the banner
    takes at most a third of the view.
    """
    width = banner_text_width(w, h)
    base = min(h, w * 0.56)  # a narrow view (the dealer's, beside the panel) writes smaller
    flags = int(Qt.TextFlag.TextWordWrap)
    texts = (banner.title, banner.text, banner.note)
    scale = 1.0
    while True:
        blocks = []
        for role, (text, (size, bold, italic)) in enumerate(zip(texts, _STYLES, strict=True)):
            if not text:
                continue
            block_font = font(base * size * scale, bold)
            block_font.setItalic(italic)
            rect = QFontMetricsF(block_font).boundingRect(QRectF(0, 0, width, 1e6), flags, text)
            blocks.append((block_font, text, rect.height(), role))
        pad = banner_pad(h)
        total = 2 * pad + sum(b[2] for b in blocks) + pad * 0.4 * (len(blocks) - 1)
        if total <= h * 0.34 or scale < 0.55:
            return total, blocks
        scale *= 0.92


def paint_banner(p: QPainter, banner: Banner, pal: Palette, w: float, h: float) -> QRectF:
    """Paint the banner at the foot of a view of ``w`` by ``h`` pixels; returns where it is."""
    total, blocks = banner_blocks(banner, w, h)
    pad = banner_pad(h)
    rect = QRectF(w * 0.03, h - h * 0.05 - total, w * 0.94, total)
    p.save()
    p.setPen(QPen(QColor(pal.accent), max(2.0, h * 0.004)))
    p.setBrush(QColor(18, 22, 30, 240))
    p.drawRoundedRect(rect, pad * 0.8, pad * 0.8)
    bar = QRectF(rect.left(), rect.top(), pad * 0.6, rect.height())
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(pal.accent))
    p.drawRoundedRect(bar, pad * 0.3, pad * 0.3)
    colours = (QColor(pal.accent), QColor("#ffffff"), QColor("#c3cad3"))
    y = rect.top() + pad
    for block_font, text, height, role in blocks:
        p.setFont(block_font)
        p.setPen(colours[role])
        area = QRectF(rect.left() + pad * 1.4, y, banner_text_width(w, h), height)
        p.drawText(area, Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, text)
        y += height + pad * 0.4
    p.restore()
    return rect
