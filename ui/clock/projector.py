"""The projector window: the clock in type a room can read from ten metres.

Everything is painted by hand from the window's size, so the layout scales with the window
(:mod:`ui.clock.layout`: one layout per shape of screen, and no text under the floor a room
reads from 10 m): the time left (the largest, at least a quarter of the height on a 16:9
screen), the level, hand-for-hand play and its hand, the blinds and ante (at least a tenth),
the next level, and under a rule the time to the next break, the players left, the average
stack, the prize pool, the payouts still to be paid (or the deal) and the announcement. What
does not fit wraps onto more rows, then turns in pages (several busts of one hand).
Dark and high-contrast; breaks and the last minute look different; the cursor hides.

Each second only what changed is repainted: the time (and the time to the break), not the whole
wall. A new level, a break, the last minute, a pause or a new figure repaint everything. While
the window is hidden or minimised nothing is painted, and it tells the clock so (a viewer of
:class:`ui.clock.controller.ClockController`), which then stops waking every second.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRect, QRectF, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QFont,
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
from ui.clock.layout import BAND, PAGE_SECONDS, Block, Composer, Placed
from ui.common.fmt import ante_text, num
from ui.common.sizes import screen_of

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
HAND = QColor("#4cc9f0")


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
    #: The announcement's items (each bust, each move), shown as many at a time as fit.
    announcements: tuple[str, ...] = ()
    #: What heads each page of the announcement ("Table 4 breaks:").
    announcement_lead: str = ""
    #: The hand being played hand for hand, None when the tables play freely.
    hand_for_hand: int | None = None
    #: A progressive knockout's biggest bounties on heads ("Anna €37.50"), biggest first.
    bounties: tuple[str, ...] = ()
    #: A satellite's prizes instead of the places ("Seats: 4 × €250 · 5th: €70").
    satellite: str | None = None
    #: The estimated end as a time of day ("23:40"), when the director shows it on the wall.
    ends: str | None = None


def blinds_line(level: Level) -> str:
    """``200 / 400`` (stud: the bets)."""
    if level.game.uses_blinds:
        return f"{num(level.small_blind)} / {num(level.big_blind)}"
    return f"{num(level.small_bet)} / {num(level.big_bet)}"


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
        self.inks: dict[str, QRect] = {}
        self.boxes: dict[str, QRectF] = {}
        self.pages: dict[str, int] = {}
        self.lines: list[Placed] = []
        #: The page shown of each block, and the content it was counted for.
        self.turns: dict[str, int] = {}
        self._contents: dict[str, str] = {}
        self._composer = Composer()
        #: Turns the pages of what does not fit at once (an evening of busts in one hand).
        self.page_timer = QTimer(self)
        self.page_timer.setInterval(PAGE_SECONDS * 1000)
        self.page_timer.timeout.connect(self.turn_page)
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
        moved = any(
            before[1].get(k) == text and before[2][k] != self.inks[k]
            for k, text in self.texts.items()
        )
        if before[0] != self._look() or before[1].keys() != self.texts.keys() or moved:
            self._pending = None  # a line that did not change moved: the whole wall again
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
        on = screen_of(self)
        QSettings().setValue("projector/screen", on.name() if on is not None else "")
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
        # by where the window is, not QWidget.screen() (see ui.common.sizes.screen_of)
        if not self.isVisible() or not screen.geometry().contains(self.frameGeometry().center()):
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
        if not self.watching():
            self.page_timer.stop()  # shown again, the next compose starts it if need be
        self.update()
        if self._controller is not None:
            self._controller.viewers_changed()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Tell the main window."""
        self.closed.emit()
        super().closeEvent(event)

    # -- painting ----------------------------------------------------------------------------------
    def compose(self) -> None:
        """Work out every text, font and position for the current size (tests read them).

        After it, ``lines`` holds each row painted (:class:`ui.clock.layout.Placed`: its
        block's key, its text, its font and boxes); per block (``time``, ``blinds``,
        ``level``, ...), ``rects[key]`` is the box of the capitals/digits of its rows,
        ``texts[key]`` its text (the page shown, on one line), ``fonts[key]`` its font and
        ``pages[key]`` how many pages it has.
        """
        blocks = self._blocks(self._view, self._info())
        for b in blocks:  # news starts again at its first page (not the ticking figures)
            news = ("announcement", "payouts", "bounties")
            if b.key in news and self._contents.get(b.key) != b.text:
                self._contents[b.key] = b.text
                self.turns[b.key] = 0
        laid = self._composer.arrange(tuple(blocks), self.width(), self.height(), self.turns)
        for store in (self.rects, self.fonts, self.texts, self.inks, self.boxes, self.pages):
            store.clear()
        self.lines = []
        for block in laid:
            self.texts[block.key] = block.text
            self.pages[block.key] = block.pages
            self.fonts[block.key] = block.rows[0].font
            self.lines += block.rows
            # one row's own boxes, or the union of the rows' (kept few: hours of seconds)
            rect, ink = block.rows[0].rect, block.rows[0].ink
            for row in block.rows[1:]:
                rect, ink = rect.united(row.rect), ink.united(row.ink)
            if block.key == "hand":  # the banner behind it is part of what it paints
                self.boxes[block.key] = block.box
                ink = ink.united(block.box.toAlignedRect())
            elif block.key in BAND and "rule" not in self.boxes:
                self.boxes["rule"] = block.box  # the rule over the room's figures
            self.rects[block.key], self.inks[block.key] = rect, ink
        self._keep_turning(any(n > 1 for n in self.pages.values()))

    def _keep_turning(self, paged: bool) -> None:
        """Run the page timer while a block has pages and the window can be seen."""
        if paged and self.watching():
            if not self.page_timer.isActive():
                self.page_timer.start()
        else:
            self.page_timer.stop()

    def turn_page(self) -> None:
        """Show the next page of each block that has several (the page timer's tick)."""
        for key, count in self.pages.items():
            if count > 1:
                self.turns[key] = self.turns.get(key, 0) + 1
        self._pending = None
        self.update()

    def _blocks(self, v: ClockView | None, info: ProjectorInfo) -> list[Block]:
        """What the wall shows now, block by block (the layout decides sizes and places)."""
        blocks = [Block("title", (info.title,))] if info.title else []
        if v is None:
            return [*blocks, Block("time", ("--:--",))]
        blocks.append(self._level_block(v))
        if info.hand_for_hand is not None:
            # TDA practice: the room must see that hands are dealt one at a time, and which.
            hand = (self.tr("HAND FOR HAND"), self.tr("Hand {0}").format(info.hand_for_hand))
            blocks.append(Block("hand", hand, " · "))
        time_text = ("+" if v.in_overtime else "") + format_seconds(v.display_seconds)
        blocks.append(Block("time", (time_text,)))
        if isinstance(v.entry, Break):
            blocks += self._break_blocks(v, v.entry)
        else:
            blocks += self._level_blocks(v, v.entry)
        return blocks + self._band(v, info)

    def _level_block(self, v: ClockView) -> Block:
        """The level line (paused, overtime)."""
        entry = v.entry
        if isinstance(entry, Break):
            head = self.tr("BREAK")
        else:
            head = self.tr("LEVEL {0}").format(entry.number)
        if v.in_overtime:
            head += " — " + self.tr("OVERTIME")
        if not v.running:
            state = self.tr("PAUSED") if v.started else self.tr("READY")
            return Block("level", (state, head), " · ")
        return Block("level", (head,))

    def _break_blocks(self, v: ClockView, entry: Break) -> list[Block]:
        """The chips to colour up (or the break's name) and the level after the break."""
        colour = ", ".join(num(c) for c in entry.color_up)
        line = self.tr("Colour up the {0} chips").format(colour) if colour else entry.name
        blocks = [Block("blinds", (line or self.tr("Break"),))]
        if v.next_level is not None:
            blocks.append(
                Block("next", self._describe(v.next_level), lead=self.tr("Next:"), lead_sep=" ")
            )
        return blocks

    def _level_blocks(self, v: ClockView, entry: Level) -> list[Block]:
        """The blinds, the ante and what comes next."""
        blocks = [Block("blinds", (blinds_line(entry),))]
        ante = ante_text(entry)
        if ante:
            blocks.append(Block("ante", (ante,)))
        nxt = v.next_entry
        if isinstance(nxt, Break):
            text = self.tr("Next: break ({0} min)").format(f"{nxt.minutes:g}")
            blocks.append(Block("next", (text,)))
        elif isinstance(nxt, Level):
            blocks.append(Block("next", self._describe(nxt), lead=self.tr("Next:"), lead_sep=" "))
        else:
            blocks.append(Block("next", (self.tr("Last level"),)))
        return blocks

    def _band(self, v: ClockView, info: ProjectorInfo) -> list[Block]:
        """Under the rule: the figures, the payouts (or the deal) and the announcement."""
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
        if info.ends:
            cells.append(self.tr("Ends about {0}").format(info.ends))
        blocks = [Block("stats", tuple(cells), "     ")] if cells else []
        pay = self._payouts_block(info)
        if pay is not None:
            blocks.append(pay)
        if info.bounties:
            lead = self.tr("Biggest bounties:")
            blocks.append(Block("bounties", info.bounties, " · ", lead=lead, lead_sep=" "))
        said = info.announcements or ((info.announcement,) if info.announcement else ())
        if said:
            blocks.append(Block("announcement", tuple(said), lead=info.announcement_lead))
        elif v.final_levels and not in_break:
            blocks.append(Block("announcement", (self.tr("Last levels of the structure"),)))
        return blocks

    def _payouts_block(self, info: ProjectorInfo) -> Block | None:
        """The deal once recorded (and what is left to play for), else the prizes still to be
        paid: a gap in the places (the top ones, then the next to be paid) shows as "…"."""
        if info.deal:
            shares = [f"{name} {amount}" for name, amount in info.deal]
            if info.play_for:
                shares.append(self.tr("left to play for: {0}").format(info.play_for))
            return Block("payouts", tuple(shares), " · ", lead=self.tr("Deal:"), lead_sep=" ")
        if info.satellite:  # a satellite's room counts seats, not places
            return Block("payouts", (info.satellite,), "    ")
        parts: list[str] = []
        for i, (place, amount) in enumerate(info.payouts):
            if i and place != info.payouts[i - 1][0] + 1:
                parts.append("…")
            parts.append(f"{place}° {amount}")
        return Block("payouts", tuple(parts), "    ") if parts else None

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
        if "rule" in self.boxes:
            y = int(self.boxes["rule"].top())
            p.fillRect(QRect(0, y, self.width(), max(1, self.height() // 400)), RULE)
        if "hand" in self.boxes and event.region().intersects(self.inks["hand"]):
            box = self.boxes["hand"]
            p.fillRect(box.adjusted(0, box.height() * 0.08, 0, -box.height() * 0.08), HAND)
        colours = {
            "title": DIM,
            "level": BREAK_TEXT if in_break else ACCENT,
            "hand": BACKGROUND,
            "time": self._time_colour(v),
            "blinds": BREAK_TEXT if in_break else TEXT,
            "ante": TEXT,
            "next": DIM,
            "stats": TEXT,
            "payouts": DIM,
            "bounties": DIM,
            "announcement": ACCENT,
        }
        for line in self.lines:
            if not event.region().intersects(line.ink):
                continue  # untouched: the pixels there are already right
            p.setFont(line.font)
            p.setPen(colours.get(line.key, TEXT))
            p.drawText(line.origin, line.text)
        p.end()

    @staticmethod
    def _time_colour(v: ClockView | None) -> QColor:
        if v is None or not v.running:
            return PAUSED
        if v.in_overtime or v.last_minute:
            return LAST_MINUTE
        return TEXT

    def _describe(self, level: Level) -> tuple[str, ...]:
        """A level's blinds and ante, as parts of a line that may wrap between them."""
        ante = ante_text(level)
        return (blinds_line(level), ante) if ante else (blinds_line(level),)
