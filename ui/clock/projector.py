"""The projector window: the clock in type a room can read from ten metres.

Everything is painted by hand from the window's size, so the layout scales with the window:
the time left (the largest, at least a quarter of the height), the level, the blinds and ante
(at least a tenth), the next level, the time to the next break, and a bottom band with the
players left, the average stack, the prize pool, the top payouts and an announcement line.
Dark and high-contrast; breaks and the last minute look different; the cursor hides.

Each second only what changed is repainted: the time (and the time to the break), not the whole
wall. A new level, a break, the last minute, a pause or a new figure repaint everything. While
the window is hidden or minimised nothing is painted, and it tells the clock so (a viewer of
:class:`ui.clock.controller.ClockController`), which then stops waking every second.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSettings, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QHideEvent,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QRegion,
    QScreen,
    QShowEvent,
)
from PySide6.QtWidgets import QWidget

from director.clock import ClockView, format_seconds
from director.structures import Break, Level
from ui.common.fmt import ante_text, num
from ui.common.theme import DISPLAY_FAMILY

if TYPE_CHECKING:
    from ui.clock.controller import ClockController

BACKGROUND = QColor("#0a0e14")
BREAK_BACKGROUND = QColor("#06281e")
TEXT = QColor("#f4f6f8")
DIM = QColor("#9aa5b1")
ACCENT = QColor("#ffc53d")
LAST_MINUTE = QColor("#ff5a36")
PAUSED = QColor("#7c8a99")
BREAK_TEXT = QColor("#7cf0b5")
RULE = QColor("#2a3440")


@dataclass
class ProjectorInfo:
    """What the projector shows besides the clock (filled from the tournament when there is one).

    The figures are the domain's (:meth:`director.tournament.Tournament.stats`, the same the
    clock tab shows), the average in big blinds too (big bets at a stud level).
    """

    title: str = ""
    players_left: int | None = None
    entries: int | None = None
    average_stack: int | None = None
    average_in_big_blinds: float | None = None
    prize_pool: str | None = None
    payouts: list[tuple[int, str]] = field(default_factory=list)
    deal: list[tuple[str, str]] = field(default_factory=list)
    play_for: str | None = None
    announcement: str = ""


def blinds_line(level: Level) -> str:
    """``200 / 400`` (stud: the bets)."""
    if level.game.uses_blinds:
        return f"{num(level.small_blind)} / {num(level.big_blind)}"
    return f"{num(level.small_bet)} / {num(level.big_bet)}"


#: The capitals and digits whose height sets a line's size.
CAPS = "0123456789ABCDEFHLPVT"


@dataclass(frozen=True)
class Placed:
    """One line laid out: its font, where its baseline starts, the box of its capitals and
    digits (``rect``) and a box that holds all of its ink, descenders and overhangs (``ink``)."""

    font: QFont
    origin: QPointF
    rect: QRectF
    ink: QRect


@lru_cache(maxsize=128)
def place(
    text: str, top: float, bottom: float, glyph: float, bold: bool, align: str, w: int, h: int
) -> Placed:
    """Lay out one line in a ``w`` × ``h`` window: capitals and digits ``glyph`` × height tall
    (less if the text would not fit the width), vertically centred between ``top`` and
    ``bottom``. Kept for the lines that do not change, so a second's repaint measures only the
    time (a few lines each second; bounded, so hours of seconds do not pile up)."""
    margin = 0.03 * min(w, h)
    inner = w - 2 * margin
    font = QFont(DISPLAY_FAMILY)
    font.setBold(bold)
    font.setPixelSize(100)
    ref = QFontMetricsF(font).tightBoundingRect(CAPS).height()
    size = max(6.0, 100.0 * glyph * h / ref)
    font.setPixelSize(round(size))
    fm = QFontMetricsF(font)
    advance = fm.horizontalAdvance(text)
    if advance > inner:  # shrink to fit the width
        font.setPixelSize(max(6, int(size * inner / advance)))
        fm = QFontMetricsF(font)
        advance = fm.horizontalAdvance(text)
    cap = fm.tightBoundingRect(CAPS).height()
    baseline = (top + bottom) / 2 * h + cap / 2
    if align == "left":
        x = margin
    elif align == "right":
        x = w - margin - advance
    else:
        x = (w - advance) / 2
    # the glyphs' own outline, with room for antialiasing and hinting
    pad = fm.height() / 20 + 2
    ink = fm.tightBoundingRect(text).translated(x, baseline).adjusted(-pad, -pad, pad, pad)
    return Placed(font, QPointF(x, baseline), QRectF(x, baseline - cap, advance, cap), _outer(ink))


def _outer(r: QRectF) -> QRect:
    """The whole pixels that cover ``r``."""
    left, top = math.floor(r.left()), math.floor(r.top())
    return QRect(left, top, math.ceil(r.right()) - left, math.ceil(r.bottom()) - top)


class ProjectorWindow(QWidget):
    """A top-level window for the wall. ``info`` supplies the tournament figures.

    Signals:
        closed(): the window was closed.
    """

    closed = Signal()

    def __init__(
        self,
        info: Callable[[], ProjectorInfo] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Director — projector"))
        self.setObjectName("projector")
        self.setCursor(Qt.CursorShape.BlankCursor)
        self.setAutoFillBackground(False)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setMinimumSize(320, 180)
        self.resize(1280, 720)
        self._info = info or ProjectorInfo
        self._view: ClockView | None = None
        self.rects: dict[str, QRectF] = {}
        self.fonts: dict[str, QFont] = {}
        self.texts: dict[str, str] = {}
        self.origins: dict[str, QPointF] = {}
        self.inks: dict[str, QRect] = {}
        #: What :meth:`show_view` asked to repaint, already composed (None: compose again).
        self._pending: QRegion | None = None
        self._controller: ClockController | None = None
        #: Called with each key the projector does not use itself; True if it was handled.
        self.key_handler: Callable[[QKeyEvent], bool] | None = None

    # -- data ------------------------------------------------------------------------------------
    def set_info_provider(self, info: Callable[[], ProjectorInfo]) -> None:
        """Where the tournament figures come from."""
        self._info = info
        self.update()

    def follow(self, controller: ClockController) -> None:
        """Show ``controller``'s clock, and tell it whether the window can be seen."""
        self._controller = controller
        controller.changed.connect(self.show_view)
        self.show_view(controller.view())
        controller.add_viewer(self.watching)

    def watching(self) -> bool:
        """True if the window can be seen (shown and not minimised)."""
        return self.isVisible() and not self.isMinimized()

    def show_view(self, view: ClockView) -> None:
        """Show a new clock snapshot (connected to ClockController.changed).

        Repaints only the lines whose text changed when nothing else about the look did
        (same level, same colours, same size): once a second, the time and the time to the
        break, not the whole wall.
        """
        if not self.watching():
            self._view = view  # nothing to paint now; all of it when shown again
            return
        before = (self._look(), dict(self.texts), dict(self.inks))
        self._view = view
        self.compose()
        if before[0] != self._look() or before[1].keys() != self.texts.keys():
            self._pending = None
            self.update()
            return
        region = QRegion()
        for key, text in self.texts.items():
            if before[1][key] != text:
                region = region.united(before[2][key]).united(self.inks[key])
        if not region.isEmpty():
            self._pending = region if self._pending is None else self._pending.united(region)
            self.update(region)

    def _look(self) -> tuple[object, ...]:
        """What, besides the texts, decides how the wall looks."""
        v = self._view
        in_break = v is not None and isinstance(v.entry, Break)
        band = v is not None and v.running and (v.last_minute or v.in_overtime)
        return (self.size(), in_break, band, self._time_colour(v).rgba())

    # -- placement -------------------------------------------------------------------------------
    def show_on(self, screen: QScreen | None, fullscreen: bool) -> None:
        """Show on ``screen`` (None: the current one), full-screen or as a window."""
        if screen is not None:
            self.setScreen(screen)
            geo = screen.availableGeometry()
            if not fullscreen:
                self.resize(min(self.width(), geo.width()), min(self.height(), geo.height()))
            self.move(geo.topLeft() + (geo.center() - geo.topLeft()) - self.rect().center())
        if fullscreen:
            if screen is not None:
                self.setGeometry(screen.geometry())
            self.showFullScreen()
        else:
            self.showNormal()
        self.raise_()
        QSettings().setValue("projector/screen", self.screen().name() if self.screen() else "")
        QSettings().setValue("projector/fullscreen", fullscreen)

    def show_on_screen(
        self, index: int | None, fullscreen: bool | None, *, beside: QScreen | None
    ) -> None:
        """Show on screen ``index``, else where it was last time, else on a screen other than
        ``beside`` (the main window's) if there is one; full-screen as it was unless told."""
        screens = QGuiApplication.screens()
        remembered, was_full = self.remembered_screen()
        screen = screens[index] if index is not None and index < len(screens) else remembered
        if screen is None and len(screens) > 1:
            screen = next((s for s in screens if s is not beside), None)
        self.show_on(screen, was_full if fullscreen is None else fullscreen)

    @staticmethod
    def remembered_screen() -> tuple[QScreen | None, bool]:
        """The screen the projector was last on (if still connected) and whether full-screen."""
        name = str(QSettings().value("projector/screen", "", str))
        full = bool(QSettings().value("projector/fullscreen", False, bool))
        for screen in QGuiApplication.screens():
            if screen.name() == name:
                return screen, full
        return None, full

    #: True after the projector's screen was unplugged, until it is plugged back.
    displaced = False
    #: The name of that screen.
    displaced_from = ""

    def follow_screens(self) -> None:
        """React to screens unplugged and plugged back (the main window calls this once)."""
        app = QGuiApplication.instance()
        assert isinstance(app, QGuiApplication)
        app.screenRemoved.connect(self.screen_removed)
        app.screenAdded.connect(self.screen_added)

    def screen_removed(self, screen: QScreen) -> None:
        """The projector's screen went away (cable pulled): go on as a window on a screen left.

        Left to Qt, the full-screen projector would move onto the laptop's own screen and cover
        it, with the cursor hidden, and the director could not reach the main window. The screen
        stays remembered, so :meth:`screen_added` puts the projector back when it returns.
        """
        if not self.isVisible() or self.screen() is not screen:
            return
        left = [s for s in QGuiApplication.screens() if s is not screen]
        primary = QGuiApplication.primaryScreen()
        target = primary if primary is not None and primary is not screen else None
        target = target or (left[0] if left else primary)
        self.displaced, self.displaced_from = True, screen.name()
        if self.isFullScreen():
            self.showNormal()
        if target is not None:
            self.setScreen(target)
            geo = target.availableGeometry()
            self.resize(max(geo.width() // 2, 320), max(geo.height() // 2, 180))
            self.move(geo.center() - self.rect().center())

    def screen_added(self, screen: QScreen) -> None:
        """A screen came (back): the projector returns to it if it was unplugged from it."""
        if self.displaced and screen.name() == self.displaced_from and self.isVisible():
            self.displaced, self.displaced_from = False, ""
            _remembered, full = self.remembered_screen()
            self.show_on(screen, full)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape leaves full-screen; F11 or F toggles it."""
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        elif event.key() in (Qt.Key.Key_F11, Qt.Key.Key_F):
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
        elif self.key_handler is not None and self.key_handler(event):
            event.accept()  # the clock's keys work from the projector too
        else:
            super().keyPressEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        """Shown: the seconds tick again."""
        super().showEvent(event)
        self._seen_changed()

    def hideEvent(self, event: QHideEvent) -> None:
        """Hidden: nothing to paint each second."""
        super().hideEvent(event)
        self._seen_changed()

    def changeEvent(self, event: QEvent) -> None:
        """Minimised or restored."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange:
            self._seen_changed()

    def _seen_changed(self) -> None:
        self._pending = None
        self.update()
        if self._controller is not None:
            self._controller.viewers_changed()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Tell the main window."""
        self.closed.emit()
        super().closeEvent(event)

    # -- painting ----------------------------------------------------------------------------------
    def _place(
        self,
        key: str,
        text: str,
        top: float,
        bottom: float,
        glyph: float,
        *,
        bold: bool = True,
        align: str = "center",
    ) -> None:
        """Lay out one line (see :func:`place`) under ``key``."""
        placed = place(text, top, bottom, glyph, bold, align, self.width(), self.height())
        self.fonts[key] = placed.font
        self.texts[key] = text
        self.origins[key] = placed.origin
        self.rects[key] = placed.rect
        self.inks[key] = placed.ink

    def compose(self) -> None:
        """Work out every text, font and position for the current size (tests read them).

        After it, ``rects[key]`` is the box of the capitals/digits of each line (``time``,
        ``blinds``, ``level``, ...), ``texts[key]`` its text and ``fonts[key]`` its font.
        """
        v = self._view
        info = self._info()
        self.rects.clear()
        self.fonts.clear()
        self.texts.clear()
        self.origins.clear()
        self.inks.clear()
        if info.title:
            self._place("title", info.title, 0.0, 0.075, 0.032, bold=False, align="left")
        if v is None:
            self._place("time", "--:--", 0.16, 0.50, 0.29)
            return
        self._compose_clock(v)
        if isinstance(v.entry, Break):
            self._compose_break(v, v.entry)
        else:
            self._compose_level(v, v.entry)
        self._compose_band(v, info)

    def _compose_clock(self, v: ClockView) -> None:
        """The level line (paused, overtime) and the time left."""
        entry = v.entry
        if isinstance(entry, Break):
            head = self.tr("BREAK")
        else:
            head = self.tr("LEVEL {0}").format(entry.number)
        if v.in_overtime:
            head += " — " + self.tr("OVERTIME")
        if not v.running:
            head = (self.tr("PAUSED") if v.started else self.tr("READY")) + " · " + head
        self._place("level", head, 0.075, 0.165, 0.052)
        time_text = ("+" if v.in_overtime else "") + format_seconds(v.display_seconds)
        self._place("time", time_text, 0.175, 0.505, 0.285)

    def _compose_break(self, v: ClockView, entry: Break) -> None:
        """The chips to colour up (or the break's name) and the level after the break."""
        colour = ", ".join(num(c) for c in entry.color_up)
        line = self.tr("Colour up the {0} chips").format(colour) if colour else entry.name
        self._place("blinds", line or self.tr("Break"), 0.53, 0.65, 0.075)
        if v.next_level is not None:
            text = self.tr("Next: {0}").format(self._describe(v.next_level))
            self._place("next", text, 0.67, 0.76, 0.045, bold=False)

    def _compose_level(self, v: ClockView, entry: Level) -> None:
        """The blinds, the ante and what comes next."""
        self._place("blinds", blinds_line(entry), 0.52, 0.655, 0.115)
        ante = ante_text(entry)
        if ante:
            self._place("ante", ante, 0.655, 0.725, 0.045, bold=False)
        nxt = v.next_entry
        if isinstance(nxt, Break):
            text = self.tr("Next: break ({0} min)").format(f"{nxt.minutes:g}")
        elif isinstance(nxt, Level):
            text = self.tr("Next: {0}").format(self._describe(nxt))
        else:
            text = self.tr("Last level")
        self._place("next", text, 0.725, 0.79, 0.034, bold=False)

    def _compose_band(self, v: ClockView, info: ProjectorInfo) -> None:
        """The bottom band: the figures, the top payouts and the announcement line."""
        in_break = isinstance(v.entry, Break)
        cells = []
        if v.next_break_in is not None and not in_break:
            wait = format_seconds(int(v.next_break_in + 0.999))
            cells.append(self.tr("Break in {0}").format(wait))
        if info.players_left is not None:
            cells.append(self.tr("Players {0}/{1}").format(info.players_left, info.entries or 0))
        if info.average_stack:
            avg = self.tr("Avg stack {0}").format(num(info.average_stack))
            if info.average_in_big_blinds is not None:
                avg += f" ({info.average_in_big_blinds:.0f} BB)"
            cells.append(avg)
        if info.prize_pool:
            cells.append(self.tr("Prize pool {0}").format(info.prize_pool))
        if cells:
            self._place("stats", "     ".join(cells), 0.80, 0.865, 0.032, bold=False)
        pay = self._payouts_line(info)
        if pay:
            self._place("payouts", pay, 0.865, 0.92, 0.027, bold=False)
        if info.announcement:
            self._place("announcement", info.announcement, 0.92, 0.985, 0.034)
        elif v.final_levels and not in_break:
            text = self.tr("Last levels of the structure")
            self._place("announcement", text, 0.92, 0.985, 0.028, bold=False)

    def _payouts_line(self, info: ProjectorInfo) -> str:
        """The deal once recorded (and what is left to play for), else the prizes still to be
        paid: a gap in the places (the top ones, then the next to be paid) shows as "…"."""
        if info.deal:
            shares = " · ".join(f"{name} {amount}" for name, amount in info.deal)
            line = self.tr("Deal: {0}").format(shares)
            if info.play_for:
                line += "     " + self.tr("left to play for: {0}").format(info.play_for)
            return line
        parts: list[str] = []
        for i, (place, amount) in enumerate(info.payouts):
            if i and place != info.payouts[i - 1][0] + 1:
                parts.append("…")
            parts.append(f"{place}° {amount}")
        return "    ".join(parts)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint what Qt asks for (the lines that changed, or the whole window).

        The layout :meth:`show_view` composed is used when the repaint is only the one it
        asked for; anything else (a new announcement, a resize, an uncovered window) composes
        again from the tournament's figures.
        """
        pending, self._pending = self._pending, None
        if pending is None or pending.united(event.region()) != pending:
            self.compose()
        v = self._view
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        in_break = v is not None and isinstance(v.entry, Break)
        p.fillRect(self.rect(), BREAK_BACKGROUND if in_break else BACKGROUND)
        if v is not None and v.running and (v.last_minute or v.in_overtime):
            # a red band top and bottom in the last minute, visible from the side of the room
            band = max(4, int(0.012 * self.height()))
            p.fillRect(QRect(0, 0, self.width(), band), LAST_MINUTE)
            p.fillRect(QRect(0, self.height() - band, self.width(), band), LAST_MINUTE)
        if "stats" in self.rects:
            y = int(0.792 * self.height())
            p.fillRect(QRect(0, y, self.width(), max(1, self.height() // 400)), RULE)
        colours = {
            "title": DIM,
            "level": BREAK_TEXT if in_break else ACCENT,
            "time": self._time_colour(v),
            "blinds": BREAK_TEXT if in_break else TEXT,
            "ante": TEXT,
            "next": DIM,
            "stats": TEXT,
            "payouts": DIM,
            "announcement": ACCENT,
        }
        for key, origin in self.origins.items():
            if not event.region().intersects(self.inks[key]):
                continue  # untouched: the pixels there are already right
            p.setFont(self.fonts[key])
            p.setPen(colours.get(key, TEXT))
            p.drawText(origin, self.texts[key])
        p.end()

    @staticmethod
    def _time_colour(v: ClockView | None) -> QColor:
        if v is None or not v.running:
            return PAUSED
        if v.in_overtime or v.last_minute:
            return LAST_MINUTE
        return TEXT

    def _describe(self, level: Level) -> str:
        text = blinds_line(level)
        ante = ante_text(level)
        return f"{text}   {ante}" if ante else text
