"""How the felt looks: the colours of the dealer's laptop and of the wall, and its fonts."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF

from ui.common.theme import DISPLAY_FAMILY


@dataclass(frozen=True)
class Palette:
    """Colours of one look (the dealer's laptop or the wall)."""

    background: str
    felt: str
    felt_edge: str
    rail: str
    text: str
    dim: str
    seat: str
    seat_text: str
    accent: str
    danger: str
    chances: str


LIGHT = Palette(
    background="#eef1f4",
    felt="#1f7a4d",
    felt_edge="#155c39",
    rail="#5b3a22",
    text="#1b2430",
    dim="#5b6573",  # on the background: 5.2:1 (WCAG AA)
    seat="#ffffff",
    seat_text="#1b2430",
    accent="#f2b705",
    danger="#d23c2a",
    chances="#7a4d00",  # a dark amber: the accent's yellow is too faint on a white box
)
DARK = Palette(
    background="#0a0e14",
    felt="#17603d",
    felt_edge="#0f4a2e",
    rail="#3d2816",
    text="#f4f6f8",
    dim="#9aa5b1",
    seat="#1c2530",
    seat_text="#f4f6f8",
    accent="#ffc53d",
    danger="#ff5a36",
    chances="#ffc53d",
)


def font(size: float, bold: bool = False) -> QFont:
    """The display font at ``size`` pixels (6 at least)."""
    out = QFont(DISPLAY_FAMILY)
    out.setPixelSize(max(6, round(size)))
    out.setBold(bold)
    return out


def fit(text: str, width: float, size: float, smallest: float, bold: bool = False) -> QFont:
    """The font of ``size`` pixels, made smaller (down to ``smallest``) until ``text`` fits."""
    out = font(size, bold)
    while size > smallest and QFontMetricsF(out).horizontalAdvance(text) > width:
        size = max(smallest, size * 0.94)
        out = font(size, bold)
    return out


def shrink(text: str, width: float, size: float, smallest: float, step: float, bold: bool) -> QFont:
    """The font of ``size`` pixels, made ``step`` times smaller while ``text`` is too wide.

    Unlike :func:`fit` it stops once it has passed ``smallest`` (a seat's name and note, which
    are elided if they still do not fit).
    """
    out = font(size, bold)
    while QFontMetricsF(out).horizontalAdvance(text) > width:
        if size <= smallest:
            break
        size *= step
        out = font(size, bold)
    return out


def elided(text: str, used: QFont, width: float, mode: Qt.TextElideMode) -> str:
    """``text`` cut with an ellipsis where it does not fit ``width`` in the font ``used``."""
    return QFontMetricsF(used).elidedText(text, mode, width)
