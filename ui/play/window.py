"""The table window: a hand of the running tournament dealt and played with the embedded engine.

Open it with :func:`open_table` (one window per table; the session behind it lives as long as the
tournament is open, so closing the window does not lose a hand in progress). The window shows the
table's seated players and their stacks, the button and blinds from the table's state, and the
stakes and the game of the clock's current level (see :mod:`director.table.session` for the choices
made). The next hand's deck is shuffled in advance and its commitment shown; **D** deals it.

Actions by buttons and keys: **F** fold, **C** check or call, **R** bet or raise (the amount
field and slider only allow the engine's legal minimum to maximum; Enter confirms), **A** all-in,
**N** turns the next street when everyone is all-in (each player's exact chance to win and tie is
shown meanwhile), **W** shows the projected view on the wall (hole cards face down until they are
turned up), **E** exports the selected hand of the history to a PHH file. An optional shot clock
(seconds per decision, kept per tournament in the app's settings) checks or folds for a player
who runs out of time.

**X** opens the *Dealer error* menu: the director tells the app what the physical dealer did
wrong (the first hole card dealt exposed, another hole card exposed, two or more exposed, an
extra card to the first player, more than one, a flop with too many cards) and the engine rules
it as the club's sheet says (:mod:`director.engine.irregularities`): the hand goes on with the
card replaced, the flop dealt again, or, on a misdeal, blinds and antes back, the same button and
a new deal. The ruling (what is decided, what happens now and the rule as written, in the window's
language) is shown across the foot of the felt, on the dealer's view and the wall, until the next
action, and the hand history lists each hand's rulings. Each entry is enabled only when the engine
can rule on it; its tooltip says why not. The menu also cancels a hand outright (nothing recorded).

When the hand is over and its board fully turned, the stacks go back into the tournament as one
``record_hand`` action (undo it from the main window with Ctrl+Z): busted players are eliminated
with their places and the button moves.
"""

from __future__ import annotations

import random
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSettings,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QMouseEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QScrollArea,
    QSlider,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from director.engine import phh
from director.engine.cards import Card, Deck, format_cards
from director.engine.errors import EngineError
from director.engine.evaluator import describe
from director.engine.irregularities import (
    DealerMistake,
    ExtraCardsDealt,
    FlopTooManyCards,
    HoleCardsExposed,
)
from director.engine.records import (
    ActionKind,
    DealerError,
    Decision,
    LegalActions,
    RaiseRefusal,
    RuleSource,
    Ruling,
)
from director.i18n import ordinal
from director.structures import Game
from director.table import (
    PlayedHand,
    Problem,
    RulingRefused,
    TableSession,
    TableSetup,
)
from director.tournament import events as ev
from ui.common.fmt import num
from ui.document import Document
from ui.play.felt import RANK_TEXT, SUIT_SYMBOLS, Banner, FeltScene, FeltView, SeatScene

#: The longest shot clock offered, in seconds.
MAX_SHOT_CLOCK = 600

_Index = QModelIndex | QPersistentModelIndex

# One session per (tournament, table) while the tournament is open; one window per session.
_SESSIONS: weakref.WeakKeyDictionary[Any, dict[int, TableSession]] = weakref.WeakKeyDictionary()
_WINDOWS: weakref.WeakValueDictionary[tuple[int, int], TableWindow] = weakref.WeakValueDictionary()


def session_for(
    document: Document,
    number: int,
    *,
    rng: random.Random | None = None,
    deck_factory: Callable[[], Deck] | None = None,
) -> TableSession:
    """The table's session (made the first time it is asked for, with the hands in the file)."""
    tournament = document.tournament
    tables = _SESSIONS.setdefault(tournament, {})
    session = tables.get(number)
    if session is None:
        session = TableSession(tournament, number, rng=rng, deck_factory=deck_factory)
        tables[number] = session
    else:
        if rng is not None:
            session.rng = rng
        if deck_factory is not None:
            session.deck_factory = deck_factory
    return session


def shot_clock_key(document: Document) -> str:
    """Where a tournament's shot clock is kept in the app's settings (per tournament file)."""
    return "play/shot_clock/" + str(document.tournament.path.resolve()).replace("/", "|")


def open_table(main_window: QWidget, table_number: int) -> QWidget | None:
    """Open (or bring forward) the window that plays hands at ``table_number``.

    Args:
        main_window: The main window (its ``document`` is the open tournament).
        table_number: The table.

    Returns:
        The table window (None while no tournament is open).
    """
    document: Document | None = getattr(main_window, "document", None)
    if document is None:  # no tournament open yet
        return None
    key = (id(document), table_number)
    window = _WINDOWS.get(key)
    if window is None:
        window = TableWindow(document, table_number, main_window)
        _WINDOWS[key] = window
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def spaced(digest: str) -> str:
    """A SHA-256 digest in groups of eight, on two lines (readable aloud, fits a narrow panel)."""
    groups = [digest[k : k + 8] for k in range(0, len(digest), 8)]
    half = (len(groups) + 1) // 2
    return " ".join(groups[:half]) + "\n" + " ".join(groups[half:])


def set_wrapped(label: QLabel, text: str) -> None:
    """Set a word-wrapped label's text and make room for all its lines (layouts in a scroll
    area otherwise give a wrapped label the height of one line)."""
    label.setText(text)
    width = label.width() if label.width() > 50 else 380
    label.setMinimumHeight(label.heightForWidth(width) if text else 0)


def _percent(value: float) -> str:
    return QLocale().toString(100 * value, "f", 1)


def card_text(card: Card) -> str:
    """A card as the felt shows it: ``A♥``, ``10♣``."""
    return RANK_TEXT[card.rank] + SUIT_SYMBOLS[card.suit]


def decision_text(decision: Decision) -> str:
    """What a ruling decided, in a few words, in the window's language."""
    if decision is Decision.MISDEAL:
        return QCoreApplication.translate("Ruling", "Misdeal")
    if decision is Decision.CARD_REPLACED:
        return QCoreApplication.translate("Ruling", "Card replaced")
    if decision is Decision.FLOP_REDEALT:
        return QCoreApplication.translate("Ruling", "Flop redealt")
    return QCoreApplication.translate("Ruling", "Extra card burned")


def error_text(error: DealerError) -> str:
    """What the dealer did wrong, in the window's language."""
    if error is DealerError.FIRST_CARD_EXPOSED:
        return QCoreApplication.translate("Ruling", "the first hole card dealt was exposed")
    if error is DealerError.HOLE_CARD_EXPOSED:
        return QCoreApplication.translate("Ruling", "a hole card was exposed")
    if error is DealerError.HOLE_CARDS_EXPOSED:
        return QCoreApplication.translate("Ruling", "two or more hole cards were exposed")
    if error is DealerError.FLOP_TOO_MANY_CARDS:
        return QCoreApplication.translate("Ruling", "the flop came with too many cards")
    if error is DealerError.EXTRA_CARD:
        return QCoreApplication.translate("Ruling", "an extra card was dealt to the first player")
    return QCoreApplication.translate("Ruling", "more than one extra card was dealt")


def ruling_title(ruling: Ruling) -> str:
    """``Dealer's error: the first hole card dealt was exposed`` (what is decided comes next, in
    the ruling's action text)."""
    return QCoreApplication.translate("Ruling", "Dealer's error: {0}").format(
        error_text(ruling.error)
    )


def source_text(sources: tuple[RuleSource, ...]) -> str:
    """Where a rule is written, in the window's language."""
    parts = []
    for source in sources:
        if source is RuleSource.SHEET_000_04:
            parts.append(QCoreApplication.translate("Ruling", "club rule sheet 000, §04"))
        else:
            parts.append(
                QCoreApplication.translate("Ruling", "Robert's Rules of Poker for a redealt flop")
            )
    return "; ".join(parts)


def ruling_texts(ruling: Ruling, lang: str, *, room: str | None = None) -> tuple[str, str]:
    """(what happens now, the rule as written with its source) in ``lang``.

    The engine's texts, Italian or English. For the room (``room``: the name of the first player,
    who got the extra card), an extra card that went back as the burn card is not named: it was
    dealt face down and stays unseen like any burn card.
    """
    action = ruling.action_text(lang)
    if room is not None and ruling.decision is Decision.EXTRA_CARD_BURNED:
        action = QCoreApplication.translate(
            "Ruling",
            "The extra card dealt to {0} goes back as the flop's burn card; play continues.",
        ).format(room)
    rule = QCoreApplication.translate("Ruling", "The rule ({0}): “{1}”").format(
        source_text(ruling.sources), ruling.rule_text(lang)
    )
    return action, rule


class HistoryModel(QAbstractTableModel):
    """The table's finished hands, newest last: number, level, winners, pot, whether recorded,
    and the rulings on the dealer's errors (their texts in the tooltip)."""

    def __init__(
        self, session: TableSession, parent: QWidget | None = None, lang: str = "en"
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.lang = lang
        self.rows: list[PlayedHand] = []
        self.refresh()

    def refresh(self) -> None:
        """Read the session's history again."""
        self.beginResetModel()
        s = self.session
        self.rows = [
            h for h in s.history if h.hand.is_complete and not (h is s.current and s.running_out)
        ]
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Finished hands."""
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Hand, level, winners, pot, status, dealer's errors."""
        return 0 if parent.isValid() else 6

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        """Column titles."""
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (
                self.tr("Hand"),
                self.tr("Level"),
                self.tr("Won by"),
                self.tr("Pot"),
                self.tr("Result"),
                self.tr("Rulings"),
            )[section]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """One cell."""
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        played = self.rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            winners, total = played.summary()
            if column == 0:
                return str(played.number)
            if column == 1:
                level = played.setup.level
                return str(level.number) if level is not None else ""
            if column == 2:
                return ", ".join(winners)
            if column == 3:
                return num(total)
            if column == 5:
                return ", ".join(decision_text(r.decision) for r in played.rulings())
            if played.undone:
                return self.tr("Undone")
            return self.tr("Recorded") if played.recorded else self.tr("Not recorded")
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 1, 3):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            rulings = played.rulings()
            if column == 5 and rulings:
                return "\n\n".join(
                    "\n".join((ruling_title(r), *ruling_texts(r, self.lang))) for r in rulings
                )
            return self.tr("Deck commitment {0}").format(played.commitment)
        return None


class ChipCountsDialog(QDialog):
    """The stacks of the players at the table, to correct before the deal (a chip count)."""

    def __init__(self, setup: TableSetup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Chip counts at table {0}").format(setup.table))
        self.setObjectName("chipCountsDialog")
        form = QFormLayout(self)
        note = QLabel(
            self.tr(
                "Enter each player's stack as counted. Stacks marked * were never counted: they "
                "are what the entry bought."
            )
        )
        note.setWordWrap(True)
        form.addRow(note)
        self.spins: dict[int, QSpinBox] = {}
        self.original: dict[int, tuple[int, bool]] = {}
        for p in sorted((*setup.players, *setup.waiting), key=lambda p: p.seat):
            spin = QSpinBox()
            spin.setRange(1, 2_000_000_000)
            spin.setGroupSeparatorShown(True)
            spin.setValue(p.chips)
            spin.setObjectName(f"count{p.entry}")
            self.spins[p.entry] = spin
            self.original[p.entry] = (p.chips, p.counted)
            label = self.tr("Seat {0}: {1}").format(p.seat, p.name) + ("" if p.counted else " *")
            form.addRow(label, spin)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def counts(self) -> dict[int, int]:
        """The stacks that are new counts: changed, or confirmed where never counted."""
        out = {}
        for entry, spin in self.spins.items():
            chips, counted = self.original[entry]
            if spin.value() != chips or not counted:
                out[entry] = spin.value()
        return out


class ExposedCardsDialog(QDialog):
    """Which hole cards the dealer exposed: one card, or (``several``) two or more.

    Args:
        choices: (label, card) for each card that may be chosen, in the order they were dealt.
        several: Two or more cards are ticked (a misdeal); otherwise one card is chosen.
        parent: The table window.
    """

    def __init__(
        self,
        choices: list[tuple[str, Card]],
        several: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("exposedCardsDialog")
        self.several = several
        if several:
            self.setWindowTitle(self.tr("Hole cards exposed by the dealer"))
            text = self.tr("Tick every hole card the dealer exposed (two or more: a misdeal).")
        else:
            self.setWindowTitle(self.tr("A hole card exposed by the dealer"))
            text = self.tr(
                "Which card did the dealer expose? The player cannot keep it: it is replaced by "
                "the top card of the deck and becomes the burn card."
            )
        layout = QVBoxLayout(self)
        note = QLabel(text)
        note.setWordWrap(True)
        layout.addWidget(note)
        self.list = QListWidget()
        self.list.setObjectName("exposedCards")
        for label, card in choices:
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, str(card))
            if several:
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        if not several and self.list.count():
            self.list.setCurrentRow(0)
        rows = min(self.list.count(), 20)  # ten players, two cards each, without scrolling
        if rows:
            self.list.setMinimumHeight(rows * self.list.sizeHintForRow(0) + 8)
        self.setMinimumWidth(460)
        self.list.itemDoubleClicked.connect(lambda _item: None if several else self.accept())
        layout.addWidget(self.list)
        self.error = QLabel()
        self.error.setObjectName("dialogError")
        self.error.setStyleSheet("color: #c0392b;")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def choose(self, *cards: str) -> None:
        """Tick (or, for one card, select) these cards, e.g. ``choose("Kh")``."""
        for row in range(self.list.count()):
            item = self.list.item(row)
            wanted = item.data(Qt.ItemDataRole.UserRole) in cards
            if self.several:
                item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)
            elif wanted:
                self.list.setCurrentRow(row)

    def cards(self) -> tuple[str, ...]:
        """The cards chosen."""
        out = []
        for row in range(self.list.count()):
            item = self.list.item(row)
            if self.several:
                if item.checkState() == Qt.CheckState.Checked:
                    out.append(item.data(Qt.ItemDataRole.UserRole))
            elif item is self.list.currentItem():
                out.append(item.data(Qt.ItemDataRole.UserRole))
        return tuple(out)

    def accept(self) -> None:
        """Accept only a full answer: one card, or two or more."""
        chosen = self.cards()
        if self.several and len(chosen) < 2:
            self.error.setText(self.tr("Tick at least two cards (one card: Another hole card)."))
            return
        if not self.several and len(chosen) != 1:
            self.error.setText(self.tr("Choose the card that was exposed."))
            return
        super().accept()


class CountDialog(QDialog):
    """How many cards too many: extra cards dealt, or extra cards on the flop.

    Args:
        title: The window title.
        question: What is asked.
        minimum: The smallest answer.
        parent: The table window.
    """

    def __init__(
        self, title: str, question: str, minimum: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("countDialog")
        self.setWindowTitle(title)
        self.setMinimumWidth(400)
        form = QFormLayout(self)
        note = QLabel(question)
        note.setWordWrap(True)
        form.addRow(note)
        self.spin = QSpinBox()
        self.spin.setObjectName("cardCount")
        self.spin.setRange(minimum, 9)
        self.spin.setValue(minimum)
        form.addRow(self.tr("Cards"), self.spin)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def count(self) -> int:
        """The number given."""
        return self.spin.value()


class WallWindow(QWidget):
    """The projected view of a table: large, dark, hole cards face down until turned up.

    Double-click or F toggles full screen; Escape leaves it.
    """

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("tableWall")
        self.setWindowTitle(self.tr("Director — table {0}").format(number))
        self.felt = FeltView(dark=True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.felt)
        self.resize(1280, 720)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """Toggle full screen."""
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def keyPressEvent(self, event: Any) -> None:
        """Escape leaves full screen; F toggles it."""
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        elif event.key() == Qt.Key.Key_F:
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
        else:
            super().keyPressEvent(event)


class TableWindow(QWidget):
    """Hands dealt and played at one table of the tournament.

    Args:
        document: The open tournament.
        number: The table number.
        parent: The main window (the table window is a window of its own).
        rng: Shuffles the decks (default: the system's secure generator).
        deck_factory: Makes each deck instead (tests).
        time_source: The time for the shot clock (default: the tournament's time source).
    """

    def __init__(
        self,
        document: Document,
        number: int,
        parent: QWidget | None = None,
        *,
        rng: random.Random | None = None,
        deck_factory: Callable[[], Deck] | None = None,
        time_source: Callable[[], float] | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("tableWindow")
        self.document = document
        self.number = number
        self.session = session_for(document, number, rng=rng, deck_factory=deck_factory)
        self.now = time_source or document.tournament.now
        self.session.shot.seconds = int(QSettings().value(shot_clock_key(document), 0, int))
        self.wall: WallWindow | None = None
        self._record_note = ""
        self._message = ""
        self.setWindowTitle(self.tr("Director — table {0}").format(number))

        self.felt = FeltView()
        self.felt.setObjectName("dealerFelt")
        body = QHBoxLayout(self)
        body.setContentsMargins(6, 6, 6, 6)
        body.addWidget(self.felt, 1)
        body.addWidget(self._build_panel())
        self._build_shortcuts()
        self.resize(1360, 820)

        document.changed.connect(self._changed)
        self.timer = QTimer(self)
        self.timer.setInterval(250)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        self.refresh()

    # -- building ----------------------------------------------------------------------------------
    def _button(self, text: str, name: str, slot: Callable[[], object]) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        b.clicked.connect(lambda _c=False: slot())
        b.setAutoDefault(False)
        return b

    def _build_panel(self) -> QScrollArea:
        panel = QWidget()
        panel.setFixedWidth(412)
        col = QVBoxLayout(panel)
        col.setContentsMargins(4, 4, 4, 4)
        col.setSpacing(8)

        self.header_label = QLabel()
        self.header_label.setObjectName("tableHeader")
        self.header_label.setStyleSheet("font-size: 18px; font-weight: bold;")
        self.header_label.setWordWrap(True)
        col.addWidget(self.header_label)
        self.setup_label = QLabel()
        self.setup_label.setObjectName("setupNote")
        self.setup_label.setWordWrap(True)
        col.addWidget(self.setup_label)

        self.button_row = QWidget()
        row = QHBoxLayout(self.button_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.button_combo = QComboBox()
        self.button_combo.setObjectName("buttonSeat")
        row.addWidget(self.button_combo, 1)
        row.addWidget(self._button(self.tr("Set the button"), "setButton", self.set_button))
        col.addWidget(self.button_row)

        row = QHBoxLayout()
        self.counts_button = self._button(self.tr("Chip counts…"), "chipCounts", self.edit_counts)
        self.deal_button = self._button(self.tr("Deal (D)"), "deal", self.deal)
        self.deal_button.setStyleSheet("font-weight: bold;")
        row.addWidget(self.counts_button)
        row.addWidget(self.deal_button, 1)
        col.addLayout(row)
        self.commitment_label = QLabel()
        self.commitment_label.setObjectName("commitment")
        self.commitment_label.setWordWrap(True)
        self.commitment_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.commitment_label.setStyleSheet("font-family: monospace; font-size: 11px;")
        col.addWidget(self.commitment_label)

        action = QGroupBox(self.tr("Action"))
        grid = QVBoxLayout(action)
        self.to_act_label = QLabel()
        self.to_act_label.setObjectName("toAct")
        self.to_act_label.setWordWrap(True)
        self.to_act_label.setStyleSheet("font-size: 15px; font-weight: bold;")
        grid.addWidget(self.to_act_label)
        row = QHBoxLayout()
        self.fold_button = self._button(self.tr("Fold (F)"), "fold", self.fold)
        self.call_button = self._button(self.tr("Check (C)"), "checkCall", self.check_or_call)
        row.addWidget(self.fold_button)
        row.addWidget(self.call_button)
        grid.addLayout(row)
        row = QHBoxLayout()
        self.amount = QSpinBox()
        self.amount.setObjectName("amount")
        self.amount.setGroupSeparatorShown(True)
        self.amount.setKeyboardTracking(True)
        self.amount.setMinimumWidth(120)
        self.amount.installEventFilter(self)  # Enter bets or raises, after checking the amount
        self.raise_button = self._button(self.tr("Raise to (R)"), "betRaise", self.bet_or_raise)
        row.addWidget(self.amount, 1)
        row.addWidget(self.raise_button)
        grid.addLayout(row)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("amountSlider")
        self.slider.valueChanged.connect(self._slider_moved)
        self.amount.valueChanged.connect(self._amount_changed)
        grid.addWidget(self.slider)
        self.bounds_label = QLabel()
        self.bounds_label.setObjectName("bounds")
        self.bounds_label.setStyleSheet("color: palette(mid);")
        grid.addWidget(self.bounds_label)
        row = QHBoxLayout()
        self.all_in_button = self._button(self.tr("All-in (A)"), "allIn", self.all_in)
        self.next_button = self._button(self.tr("Next card (N)"), "nextStreet", self.next_street)
        row.addWidget(self.all_in_button)
        row.addWidget(self.next_button)
        grid.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Shot clock")))
        self.shot_spin = QSpinBox()
        self.shot_spin.setObjectName("shotClock")
        self.shot_spin.setRange(0, MAX_SHOT_CLOCK)
        self.shot_spin.setSuffix(self.tr(" s"))
        self.shot_spin.setSpecialValueText(self.tr("off"))
        self.shot_spin.setToolTip(
            self.tr(
                "Seconds for each decision (off: no shot clock). When time runs out the player "
                "checks if he may, otherwise folds. Kept for this tournament."
            )
        )
        self.shot_spin.setValue(self.session.shot.seconds)
        self.shot_spin.valueChanged.connect(self.set_shot_clock)
        row.addWidget(self.shot_spin, 1)
        grid.addLayout(row)
        self.error_button = QPushButton(self.tr("Dealer error… (X)"))
        self.error_button.setObjectName("dealerError")
        self.error_button.setAutoDefault(False)
        self.error_menu = self._build_error_menu()
        self.error_button.setMenu(self.error_menu)
        grid.addWidget(self.error_button)
        col.addWidget(action)

        pots = QGroupBox(self.tr("Pots"))
        box = QVBoxLayout(pots)
        self.pots_label = QLabel()
        self.pots_label.setObjectName("pots")
        self.pots_label.setWordWrap(True)
        box.addWidget(self.pots_label)
        col.addWidget(pots)

        result = QGroupBox(self.tr("Showdown"))
        box = QVBoxLayout(result)
        self.result_label = QLabel()
        self.result_label.setObjectName("result")
        self.result_label.setWordWrap(True)
        box.addWidget(self.result_label)
        self.record_button = self._button(self.tr("Record the result"), "record", self.record)
        box.addWidget(self.record_button)
        col.addWidget(result)

        history = QGroupBox(self.tr("Hands at this table"))
        box = QVBoxLayout(history)
        self.history_model = HistoryModel(self.session, self, self.document.lang)
        self.history_view = QTableView()
        self.history_view.setObjectName("handHistory")
        self.history_view.setModel(self.history_model)
        self.history_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.history_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.history_view.verticalHeader().hide()
        self.history_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        for stretch in (2, 5):  # the winners and the rulings share what the numbers leave
            self.history_view.horizontalHeader().setSectionResizeMode(
                stretch, QHeaderView.ResizeMode.Stretch
            )
        self.history_view.setWordWrap(False)
        self.history_view.setMinimumHeight(140)
        box.addWidget(self.history_view)
        self.export_button = self._button(
            self.tr("Export to PHH… (E)"), "exportPhh", self.export_dialog
        )
        box.addWidget(self.export_button)
        col.addWidget(history, 1)

        self.wall_button = self._button(
            self.tr("Show on the wall (W)"), "showWall", self.toggle_wall
        )
        col.addWidget(self.wall_button)
        self.status_label = QLabel()
        self.status_label.setObjectName("tableStatus")
        self.status_label.setWordWrap(True)
        self.status_label.setFrameShape(QFrame.Shape.StyledPanel)
        self.status_label.setMinimumHeight(40)
        col.addWidget(self.status_label)

        scroll = QScrollArea()
        scroll.setWidget(panel)
        scroll.setWidgetResizable(True)
        scroll.setFixedWidth(430)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        return scroll

    def _build_error_menu(self) -> QMenu:
        """The dealer's errors the club's sheet rules on, and cancelling the hand."""
        menu = QMenu(self)
        menu.setObjectName("dealerErrorMenu")
        menu.setToolTipsVisible(True)
        self.error_actions: dict[str, QAction] = {}
        for key, text, slot in (
            ("first", self.tr("The first hole card dealt was exposed"), self.first_card_exposed),
            ("one", self.tr("Another hole card was exposed…"), self.hole_card_exposed),
            ("several", self.tr("Two or more hole cards were exposed…"), self.hole_cards_exposed),
            ("extra", self.tr("An extra card was dealt to the first player"), self.extra_card),
            (
                "extras",
                self.tr("More than one extra card was dealt to the first player…"),
                self.extra_cards,
            ),
            ("flop", self.tr("The flop came with too many cards…"), self.flop_too_many_cards),
        ):
            action = menu.addAction(text)
            action.setObjectName(f"error_{key}")
            action.triggered.connect(lambda _c=False, f=slot: f())
            self.error_actions[key] = action
        menu.addSeparator()
        cancel = menu.addAction(self.tr("Cancel the hand (nothing is recorded)"))
        cancel.setObjectName("error_cancel")
        cancel.triggered.connect(lambda _c=False: self.misdeal())
        self.error_actions["cancel"] = cancel
        menu.aboutToShow.connect(self.refresh)
        return menu

    def _build_shortcuts(self) -> None:
        for key, slot in (
            ("D", self.deal),
            ("F", self.fold),
            ("C", self.check_or_call),
            ("R", self.focus_amount),
            ("A", self.all_in),
            ("N", self.next_street),
            ("W", self.toggle_wall),
            ("E", self.export_dialog),
            ("X", self.show_error_menu),
            ("Esc", self._escape),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)

    # -- reading ------------------------------------------------------------------------------------
    @property
    def tournament(self):
        """The open tournament."""
        return self.document.tournament

    def setup(self) -> TableSetup:
        """The table as the next hand would be dealt."""
        return self.session.setup(self.now())

    def _problem_text(self, setup: TableSetup) -> str:
        return setup.problem_text(self.document.lang)

    def _game(self, game: Game | None) -> str:
        if game is None:
            return ""
        return game.text(self.document.lang)

    def _stakes(self, setup: TableSetup) -> str:
        level = setup.level
        if level is None:
            return ""
        parts = [self.tr("Level {0}").format(level.number), self._game(level.game)]
        if level.game is Game.STUD:
            if level.ante:
                parts.append(self.tr("Ante {0}").format(num(level.ante)))
            parts.append(self.tr("Bring-in {0}").format(num(level.bring_in)))
            parts.append(self.tr("Bets {0}/{1}").format(num(level.small_bet), num(level.big_bet)))
            return " · ".join(parts)
        else:
            parts.append(
                self.tr("Blinds {0}/{1}").format(num(level.small_blind), num(level.big_blind))
            )
        if level.bb_ante:
            parts.append(self.tr("Big blind ante {0}").format(num(level.bb_ante)))
        elif level.ante:
            parts.append(self.tr("Ante {0}").format(num(level.ante)))
        return " · ".join(parts)

    # -- refreshing ----------------------------------------------------------------------------------
    def _changed(self, record: object) -> None:
        if isinstance(record, ev.Undone | ev.Redone):
            played = self.session.taken_back(record.target, isinstance(record, ev.Undone))
            if played is not None:
                if isinstance(record, ev.Undone):
                    self._say(
                        self.tr("Hand {0} was taken back: the stacks are as before it.").format(
                            played.number
                        )
                    )
                else:
                    self._say(self.tr("Hand {0} is recorded again.").format(played.number))
                self.history_model.refresh()
        self.refresh()

    def refresh(self) -> None:
        """Show the session: the felt, the wall, the controls."""
        now = self.now()
        setup = self.setup()
        self._update_header(setup)
        self._update_controls(setup, now)
        self._update_panels()
        self.felt.set_scene(self.scene(public=False, now=now, setup=setup))
        if self.wall is not None:
            self.wall.felt.set_scene(self.scene(public=True, now=now, setup=setup))

    def _update_header(self, setup: TableSetup) -> None:
        session = self.session
        played = session.current
        shown = played.setup if session.in_hand and played is not None else setup
        self.header_label.setText(self.tr("Table {0}").format(self.number))
        lines = [self._stakes(shown)] if shown.level is not None else []
        problem = self._problem_text(setup) if not session.in_hand else ""
        if problem:
            lines.append(problem)
        if shown.waiting:
            names = ", ".join(p.name for p in shown.waiting)
            lines.append(
                self.tr("Sitting out this hand (waiting for the big blind): {0}").format(names)
            )
        if not session.in_hand and any(not p.counted for p in setup.players):
            lines.append(
                self.tr(
                    "Stacks marked * were never counted: they are what the entry bought. Correct them with Chip counts."
                )
            )
        set_wrapped(self.setup_label, "\n".join(lines))
        no_button = setup.problem is Problem.NO_BUTTON
        self.button_row.setVisible(no_button)
        if no_button:
            current = self.button_combo.currentData()
            self.button_combo.clear()
            for p in setup.players:
                self.button_combo.addItem(self.tr("Seat {0}: {1}").format(p.seat, p.name), p.seat)
            index = self.button_combo.findData(current)
            if index >= 0:
                self.button_combo.setCurrentIndex(index)

    def _enable(self, widget: QWidget, reason: str | None) -> None:
        widget.setEnabled(reason is None)
        widget.setToolTip(reason or "")

    def _error_events(self) -> dict[str, DealerMistake | None]:
        """For each entry of the Dealer error menu, an event to ask the engine about."""
        session = self.session
        dealt = session.hole_cards_dealt()
        first = session.first_card()
        return {
            "first": HoleCardsExposed((first[1],)) if first is not None else None,
            "one": HoleCardsExposed((dealt[1][1],)) if len(dealt) > 1 else None,
            "several": HoleCardsExposed((dealt[1][1], dealt[2][1])) if len(dealt) > 2 else None,
            "extra": ExtraCardsDealt(1),
            "extras": ExtraCardsDealt(2),
            "flop": FlopTooManyCards(1),
        }

    def _ruling_reason(self, event: DealerMistake | None) -> str | None:
        """Why the engine (and the table) cannot rule on ``event`` now, or None."""
        try:
            self.session.verify_ruling(event)
        except RulingRefused as exc:
            return self._refusal_text(exc)
        return None

    def _refusal_text(self, exc: RulingRefused) -> str:
        return exc.text(self.document.lang)

    def _update_error_menu(self) -> None:
        session = self.session
        hand = session.hand
        first = session.first_card() if session.in_hand else None
        names = hand.names if hand is not None else ()
        actions = self.error_actions
        if first is not None:
            player, card = first
            actions["first"].setText(
                self.tr("The first hole card dealt was exposed ({0} to {1})").format(
                    card_text(card), names[player]
                )
            )
            first_player = names[player]
            actions["extra"].setText(self.tr("An extra card was dealt to {0}").format(first_player))
            actions["extras"].setText(
                self.tr("More than one extra card was dealt to {0}…").format(first_player)
            )
        else:
            actions["first"].setText(self.tr("The first hole card dealt was exposed"))
            actions["extra"].setText(self.tr("An extra card was dealt to the first player"))
            actions["extras"].setText(
                self.tr("More than one extra card was dealt to the first player…")
            )
        reasons = []
        for key, event in self._error_events().items():
            reason = self._ruling_reason(event)
            actions[key].setEnabled(reason is None)
            actions[key].setToolTip(reason or "")
            reasons.append(reason)
        cancel = (
            None
            if session.in_hand and hand is not None and not hand.is_complete
            else self.tr("No hand is being dealt.")
        )
        actions["cancel"].setEnabled(cancel is None)
        actions["cancel"].setToolTip(
            cancel
            or self.tr(
                "Cancel the hand: nothing is recorded, blinds and antes go back, the button stays."
            )
        )
        if any(r is None for r in reasons) or cancel is None:
            self.error_button.setEnabled(True)
            self.error_button.setToolTip(
                self.tr("Tell the app what the dealer did wrong: the club's rules decide (X).")
            )
        else:
            self._enable(self.error_button, reasons[0] or cancel)

    def _update_controls(self, setup: TableSetup, now: float) -> None:
        session = self.session
        hand = session.hand
        in_hand = session.in_hand
        deal_reason = None
        if in_hand:
            deal_reason = self.tr("Finish the hand in progress first (or call a misdeal).")
        elif setup.problem is not None:
            deal_reason = self._problem_text(setup)
        self._enable(self.deal_button, deal_reason)
        self._enable(
            self.counts_button,
            self.tr("Not during a hand.")
            if in_hand or setup.problem in (Problem.NO_TABLE, Problem.FINISHED)
            else None,
        )
        self._update_error_menu()
        played = session.current
        if in_hand and played is not None:
            self.commitment_label.setText(
                self.tr("Deck commitment (SHA-256), published before the deal:\n{0}").format(
                    spaced(played.commitment)
                )
            )
        elif played is not None and played.reveal is not None:
            ok = played.verified
            reshuffled = any(r.reshuffled for r in played.rulings())
            if not ok:
                verdict = self.tr("DOES NOT MATCH the commitment")
            elif reshuffled:
                verdict = self.tr(
                    "verified: the deck was not changed before the dealer's error (the reshuffle "
                    "it called for is in the hand's history)"
                )
            else:
                verdict = self.tr("verified: the deck was not changed")
            self.commitment_label.setText(
                self.tr(
                    "Hand {0} deck revealed, {1}.\nSecret: {2}\nNext deck commitment:\n{3}"
                ).format(
                    played.number,
                    verdict,
                    spaced(played.reveal.secret),
                    spaced(session.deck.commitment),
                )
            )
        else:
            self.commitment_label.setText(
                self.tr("Next deck commitment (SHA-256):\n{0}").format(
                    spaced(session.deck.commitment)
                )
            )

        la = session.legal()
        if la is None or hand is None:
            if session.running_out:
                set_wrapped(
                    self.to_act_label, self.tr("Everyone is all-in: turn the next card (N).")
                )
            elif in_hand and hand is not None and hand.is_complete:
                set_wrapped(self.to_act_label, self.tr("The hand is over."))
            elif played is not None and hand is not None and hand.is_complete:
                set_wrapped(self.to_act_label, self.tr("The hand is over. Deal the next one (D)."))
            else:
                set_wrapped(self.to_act_label, self.tr("Deal a hand (D)."))
            nobody = self.tr("Nobody is to act.")
            for b in (self.fold_button, self.call_button, self.raise_button, self.all_in_button):
                self._enable(b, nobody)
            self.call_button.setText(self.tr("Check (C)"))
            self.raise_button.setText(self.tr("Raise to (R)"))
            self.amount.setEnabled(False)
            self.slider.setEnabled(False)
            self.bounds_label.setText("")
        else:
            name = hand.names[la.player]
            if la.bring_in is not None:
                set_wrapped(
                    self.to_act_label,
                    self.tr("{0} has the low card: bring in {1} or complete").format(
                        name, num(la.bring_in)
                    ),
                )
                self.call_button.setText(self.tr("Bring in {0} (C)").format(num(la.bring_in)))
            elif la.call:
                all_in = la.call >= hand.stacks[la.player]
                set_wrapped(
                    self.to_act_label,
                    (
                        self.tr("{0} to act: {1} to call, all-in")
                        if all_in
                        else self.tr("{0} to act: {1} to call")
                    ).format(name, num(la.call)),
                )
                self.call_button.setText(self.tr("Call {0} (C)").format(num(la.call)))
            else:
                set_wrapped(self.to_act_label, self.tr("{0} to act").format(name))
                self.call_button.setText(self.tr("Check (C)"))
            self._enable(
                self.fold_button, None if la.fold else self.tr("Nothing to call: check instead.")
            )
            self._enable(self.call_button, None)
            if la.min_to is None or la.max_to is None:
                reason = self._raise_refusal_text(hand.raise_refusal(), la)
                self._enable(self.raise_button, reason)
                self.amount.setEnabled(False)
                self.slider.setEnabled(False)
                self.bounds_label.setText(reason)
                self.raise_button.setText(
                    self.tr("Raise to (R)") if hand.bet_to else self.tr("Bet (R)")
                )
            else:
                bet = la.raise_kind is ActionKind.BET
                if la.raise_kind is ActionKind.COMPLETE:
                    self.raise_button.setText(self.tr("Complete to {0} (R)").format(num(la.min_to)))
                else:
                    self.raise_button.setText(
                        self.tr("Bet (R)") if bet else self.tr("Raise to (R)")
                    )
                self._enable(self.raise_button, None)
                fixed = la.min_to == la.max_to
                self.amount.blockSignals(True)
                self.slider.blockSignals(True)
                keep = self.amount.value()
                self.amount.setRange(la.min_to, la.max_to)
                self.slider.setRange(la.min_to, la.max_to)
                value = (
                    keep
                    if la.min_to <= keep <= la.max_to and self._amount_key == self._decision_key()
                    else la.min_to
                )
                self.amount.setValue(value)
                self.slider.setValue(value)
                self.amount.blockSignals(False)
                self.slider.blockSignals(False)
                self._amount_key = self._decision_key()
                self.amount.setEnabled(not fixed)
                self.slider.setEnabled(not fixed)
                step = la.max_to - la.min_to if la.amounts else 1
                self.amount.setSingleStep(max(1, step))
                self.slider.setSingleStep(max(1, step))
                self.slider.setPageStep(max(1, step))
                if la.amounts:  # stud, an open pair on fourth street: the small or the big bet
                    self.bounds_label.setText(
                        self.tr("Either {0} or {1} (an open pair allows the big bet)").format(
                            num(la.min_to), num(la.max_to)
                        )
                    )
                elif fixed:
                    self.bounds_label.setText(self.tr("Fixed limit: {0}").format(num(la.min_to)))
                else:
                    self.bounds_label.setText(
                        (
                            self.tr("Bet: {0} to {1}")
                            if bet
                            else self.tr("Raise: to {0} at least, {1} at most")
                        ).format(num(la.min_to), num(la.max_to))
                    )
            self._enable(
                self.all_in_button,
                None if la.all_in_allowed else self._raise_refusal_text(hand.all_in_refusal(), la),
            )
        self._enable(
            self.next_button,
            None if session.running_out else self.tr("Only when everyone is all-in."),
        )
        self._enable(
            self.export_button,
            None if self.history_model.rowCount() else self.tr("No finished hand yet."),
        )
        show_record = played is not None and session.finished and not played.settled
        self.record_button.setVisible(show_record)

    _amount_key: tuple[int, int] = (-1, -1)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter in the amount field bets or raises (an amount out of bounds is refused: the spin
        box would otherwise quietly put back the last good value)."""
        if (
            watched is self.amount
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)  # type: ignore[attr-defined]
        ):
            self.bet_or_raise()
            return True
        return super().eventFilter(watched, event)

    def _slider_moved(self, value: int) -> None:
        if self.amount.value() != value:
            self.amount.setValue(value)

    def _amount_changed(self, value: int) -> None:
        if self.slider.value() != value:
            self.slider.blockSignals(True)
            self.slider.setValue(value)
            self.slider.blockSignals(False)

    def _decision_key(self) -> tuple[int, int]:
        hand = self.session.hand
        if hand is None:
            return (-1, -1)
        return (len(hand.history), id(hand))

    def _raise_refusal_text(self, refusal: RaiseRefusal | None, la: LegalActions) -> str:
        """Why the engine refuses a bet or raise (or all-in as one), in the window's language."""
        if refusal is RaiseRefusal.FIXED_LIMIT and la.max_to is not None:
            return self.tr("Fixed limit: a bet or raise is {0}, not all the chips.").format(
                num(la.max_to)
            )
        if refusal is RaiseRefusal.CALL_ONLY:
            return self.tr("Only a call is possible: it puts all the chips in.")
        if refusal is RaiseRefusal.NOT_REOPENED:
            return self.tr(
                "The betting was not reopened: an all-in for less than a full raise does not let a player who already acted raise again."
            )
        if refusal is RaiseRefusal.CAPPED:
            return self.tr("The betting is capped: no more raises in this round.")
        # NOBODY_LEFT; the window has no words of its own yet for a pot-limit all-in above the
        # pot (POT_LIMIT) or a low card short of a completion (BRING_IN_ONLY).
        return self.tr("Every other player is all-in: there is nobody to bet against.")

    def _update_panels(self) -> None:
        session = self.session
        hand = session.hand
        lines = []
        if hand is not None:
            breakdown = session.pots()
            if breakdown is not None:
                for k, pot in enumerate(breakdown.pots):
                    names = ", ".join(hand.names[i] for i in pot.eligible)
                    if k == 0:
                        lines.append(self.tr("Main pot: {0} — {1}").format(num(pot.amount), names))
                    else:
                        lines.append(
                            self.tr("Side pot {0}: {1} — {2}").format(k, num(pot.amount), names)
                        )
        set_wrapped(self.pots_label, "\n".join(lines) if lines else self.tr("No pot yet."))
        set_wrapped(self.result_label, self._result_text())
        self.history_model.refresh()
        if self.history_model.rowCount():
            self.history_view.selectRow(self.history_model.rowCount() - 1)

    def _hand_text(self, strength: int) -> str:
        return describe(strength, self.document.lang)

    def _result_text(self) -> str:
        session = self.session
        hand = session.hand
        if hand is None:
            return ""
        lines = []
        for k, (player, showed, strength, shown) in enumerate(session.showdown(), start=1):
            name = hand.names[player]
            if showed and strength is not None:
                lines.append(
                    self.tr("{0}. {1} shows {2}: {3}").format(
                        k, name, format_cards(shown), self._hand_text(strength)
                    )
                )
            else:
                lines.append(self.tr("{0}. {1} mucks").format(k, name))
        for award in session.awards():
            label = (
                self.tr("Main pot") if award.pot == 0 else self.tr("Side pot {0}").format(award.pot)
            )
            shares = ", ".join(
                self.tr("{0} {1}").format(hand.names[w], num(s))
                for w, s in zip(award.winners, award.shares, strict=True)
            )
            if len(award.winners) > 1:
                lines.append(
                    self.tr("{0} {1} split: {2} (odd chips from the left of the button)").format(
                        label, num(award.amount), shares
                    )
                )
            else:
                lines.append(self.tr("{0} {1}: {2}").format(label, num(award.amount), shares))
        played = session.current
        if played is not None and session.finished:
            if played.undone:
                lines.append(self.tr("Taken back in the tournament (undone)."))
            elif played.recorded:
                lines.append(
                    self.tr("Recorded in the tournament (Ctrl+Z in the main window takes it back).")
                )
                lines += self._busts_text(played)
            elif self._record_note:
                lines.append(self.tr("Not recorded: {0}").format(self._record_note))
        return "\n".join(lines)

    def _place_text(self, entry: int) -> str | None:
        state = self.document.state
        place = state.places.get(entry)
        if place is None or state.entries[entry].playing:
            return None
        lang = self.document.lang
        if place.tied:
            return self.tr("{0} to {1}").format(
                ordinal(place.best, lang), ordinal(place.worst, lang)
            )
        return ordinal(place.best, lang)

    def _out_text(self, entry: int) -> str:
        where = self._place_text(entry)
        return self.tr("Out") if where is None else self.tr("Out: {0}").format(where)

    def _busts_text(self, played: PlayedHand) -> list[str]:
        out = []
        for i, p in enumerate(played.setup.players):
            if played.hand.final_stacks[i] == 0:
                where = self._place_text(p.entry)
                if where is not None:
                    out.append(self.tr("{0} is out, finishing place {1}.").format(p.name, where))
        return out

    # -- the scene ---------------------------------------------------------------------------------
    def scene(self, *, public: bool, now: float, setup: TableSetup | None = None) -> FeltScene:
        """What a view shows: the dealer's (``public`` False) or the wall's."""
        session = self.session
        setup = setup or self.setup()
        played = session.current
        hand = session.hand
        use = played.setup if played is not None else setup
        scene = FeltScene(seats=max(use.seats, 2) if use.seats else 9)
        scene.title = self.tr("Table {0}").format(self.number)
        if played is not None and hand is not None:
            scene.title += " · " + self.tr("hand {0}").format(played.number)
        scene.subtitle = self._stakes(use)
        scene.all_in_label = self.tr("ALL-IN")
        scene.board = session.board
        scene.board_slots = 0 if use.stud else 5
        if hand is not None and played is not None:
            scene.footer = self.tr("Deck commitment (SHA-256): {0}").format(played.commitment)
        else:
            scene.footer = self.tr("Next deck commitment (SHA-256): {0}").format(
                session.deck.commitment
            )
        if played is not None and played.reveal is not None and played.verified:
            scene.footer = self.tr("Deck revealed: it matches its commitment {0}").format(
                played.commitment
            )
        seated: dict[int, SeatScene] = {}
        if hand is not None and played is not None:
            stacks = session.stacks()
            bets = session.bets()
            shown = session.shown_cards()
            la = session.legal()
            eq = session.all_in_equity()
            eq_players = session.equity_players() if eq is not None else ()
            awards = session.awards()
            won = hand.winnings() if awards else (0,) * hand.players
            strengths = {p: st for p, showed, st, _c in session.showdown() if showed}
            mucked = {p for p, showed, _s, _c in session.showdown() if not showed}
            for i, p in enumerate(played.setup.players):
                dealt = session.cards(i)
                cards = tuple(c for c, _up in dealt)
                hidden = tuple(not up for _c, up in dealt)
                turned = i in shown
                faces = tuple(not public or up or turned for _c, up in dealt)
                face_up = not public or turned
                if public and hand.folded[i]:
                    cards = faces = hidden = ()
                note = ""
                if eq is not None and i in eq_players:
                    k = eq_players.index(i)
                    note = self.tr("Win {0}% · tie {1}%").format(
                        _percent(eq.win(k)), _percent(eq.tie(k))
                    )
                elif i in strengths:
                    note = self._hand_text(strengths[i])
                elif i in mucked:
                    note = self.tr("Mucked")
                elif hand.folded[i]:
                    note = self.tr("Folded")
                if session.finished and stacks[i] == 0:
                    note = self._out_text(p.entry)
                seated[p.seat] = SeatScene(
                    seat=p.seat,
                    name=p.name,
                    stack=stacks[i],
                    bet=bets[i] if bets else 0,
                    cards=cards,
                    face_up=face_up,
                    faces=faces,
                    hidden=hidden if not public else (),
                    folded=hand.folded[i],
                    all_in=not hand.folded[i] and stacks[i] == 0 and not session.finished,
                    acting=la is not None and la.player == i,
                    marks=played.setup.position_marks(p.seat),
                    note=note,
                    winner=bool(awards) and won[i] > 0,
                    won=won[i],
                    estimated=not p.counted and not session.finished,
                )
            for p in played.setup.waiting:
                seated[p.seat] = SeatScene(
                    seat=p.seat, name=p.name, stack=p.chips, note=self.tr("Sits out"), folded=True
                )
            lines = []
            breakdown = session.pots()
            if awards:
                for a in awards:
                    label = (
                        self.tr("Main pot") if a.pot == 0 else self.tr("Side pot {0}").format(a.pot)
                    )
                    winners = " & ".join(hand.names[w] for w in a.winners)
                    lines.append(self.tr("{0} {1} → {2}").format(label, num(a.amount), winners))
            elif breakdown is not None:
                for side, pot in enumerate(breakdown.pots):
                    if len(breakdown.pots) == 1:
                        label = self.tr("Pot")
                    elif side == 0:
                        label = self.tr("Main pot")
                    else:
                        label = self.tr("Side pot {0}").format(side)
                    lines.append(self.tr("{0} {1}").format(label, num(pot.amount)))
            scene.pots = lines
            if la is not None:
                scene.shot = session.shot_remaining(now)
                scene.shot_total = session.shot.seconds
                scene.message = ""
            elif session.running_out:
                scene.message = self.tr("All-in")
        else:
            for p in (*setup.players, *setup.waiting):
                waiting = p in setup.waiting
                seated[p.seat] = SeatScene(
                    seat=p.seat,
                    name=p.name,
                    stack=p.chips,
                    marks=setup.position_marks(p.seat),
                    note=self.tr("Sits out") if waiting else "",
                    folded=waiting,
                    estimated=not p.counted,
                )
            problem = self._problem_text(setup)
            scene.message = problem
        ruling = session.announced
        if ruling is not None and hand is not None:
            room = hand.names[(hand.button + 1) % hand.players] if public else None
            action, rule = ruling_texts(ruling, self.document.lang, room=room)
            scene.banner = Banner(ruling_title(ruling), action, rule)
        scene.seat_scenes = [seated.get(k, SeatScene(seat=k)) for k in range(1, scene.seats + 1)]
        return scene

    # -- acting --------------------------------------------------------------------------------------
    def _say(self, text: str) -> None:
        self.status_label.setText(text)

    def _run(self, fn: Callable[[], object]) -> object | None:
        try:
            result = fn()
        except EngineError as exc:
            self._say(str(exc))
            self.refresh()
            return None
        self._say("")
        self._after_action()
        return result

    def _after_action(self) -> None:
        if (
            self.session.finished
            and self.session.current is not None
            and not self.session.current.settled
        ):
            self.record()
        self.refresh()

    def deal(self) -> None:
        """Deal the next hand with the deck whose commitment is shown (D)."""
        setup = self.setup()
        if self.session.in_hand:
            self._say(self.tr("Finish the hand in progress first (or call a misdeal)."))
            return
        if setup.problem is not None:
            self._say(self._problem_text(setup))
            return
        self._record_note = ""
        try:
            self.session.deal(self.now())
        except (ValueError, EngineError) as exc:
            self._say(str(exc))
            return
        self._say("")
        self._after_action()

    def fold(self) -> None:
        """The player to act folds (F)."""
        la = self.session.legal()
        if la is None:
            return
        if not la.fold:
            self._say(self.tr("Nothing to call: check instead."))
            return
        self._run(lambda: self.session.act(ActionKind.FOLD, None, self.now()))

    def check_or_call(self) -> None:
        """The player to act checks, or calls the bet (C)."""
        la = self.session.legal()
        if la is None:
            return
        if la.bring_in is not None:
            kind = ActionKind.BRING_IN
        else:
            kind = ActionKind.CALL if la.call else ActionKind.CHECK
        self._run(lambda: self.session.act(kind, None, self.now()))

    def focus_amount(self) -> None:
        """Put the cursor in the amount field (R); Enter then bets or raises."""
        if self.amount.isEnabled():
            self.amount.setFocus()
            self.amount.selectAll()
        elif self.raise_button.isEnabled():
            self.bet_or_raise()
        elif self.session.legal() is not None:
            self._say(self.raise_button.toolTip())

    def bet_or_raise(self) -> None:
        """The player to act bets or raises to the amount in the field."""
        la = self.session.legal()
        if la is None:
            return
        if la.min_to is None:
            self._say(self.raise_button.toolTip())
            return
        if not self.amount.hasAcceptableInput():
            self._say(
                self.tr("{0} is not allowed. {1}").format(
                    self.amount.text(), self.bounds_label.text()
                )
            )
            return
        self.amount.interpretText()
        to = self.amount.value()
        if la.amounts and to not in la.amounts:
            self._say(self.tr("{0} is not allowed. {1}").format(num(to), self.bounds_label.text()))
            return
        kind = la.raise_kind or ActionKind.RAISE
        self._run(lambda: self.session.act(kind, to, self.now()))
        self.felt.setFocus()

    def all_in(self) -> None:
        """The player to act puts every chip in (A)."""
        if self.session.legal() is None:
            return
        self._run(lambda: self.session.all_in(self.now()))

    def next_street(self) -> None:
        """Turn the next street of an all-in run-out (N)."""
        if not self.session.running_out:
            return
        self.session.next_street(self.now())
        self._after_action()

    def misdeal(self) -> None:
        """Cancel the hand in progress: nothing is recorded and the button stays."""
        hand = self.session.hand
        if not self.session.in_hand or hand is None or hand.is_complete:
            return
        self.session.abandon()
        self._say(self.tr("Misdeal: the hand is cancelled, nothing is recorded. Deal again (D)."))
        self.refresh()

    # -- the dealer's errors ----------------------------------------------------------------------
    def show_error_menu(self) -> None:
        """Open the Dealer error menu under its button (X)."""
        self.refresh()
        if self.error_button.isEnabled():
            self.error_button.showMenu()
        else:
            self._say(self.error_button.toolTip())

    def report_error(self, event: DealerMistake) -> Ruling | None:
        """Tell the engine what the dealer did: it rules, the hand goes on as the ruling says and
        the table sees the ruling. Returns it (None, with the reason shown, if refused)."""
        try:
            ruling = self.session.rule(event, self.now())
        except RulingRefused as exc:
            self._say(self._refusal_text(exc))
            self.refresh()
            return None
        except EngineError as exc:
            self._say(str(exc))
            self.refresh()
            return None
        self._say(ruling_title(ruling))
        self._after_action()
        return ruling

    def _refused(self, key: str) -> bool:
        """Say why a Dealer error entry cannot be used now (True), after reading the hand again."""
        self.refresh()
        action = self.error_actions[key]
        if action.isEnabled():
            return False
        self._say(action.toolTip())
        return True

    def _ask(self, dialog: QDialog) -> bool:
        """Run a dialog; the keys act on the table again afterwards. True if accepted."""
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        self.activateWindow()
        self.felt.setFocus()
        return accepted

    def first_card_exposed(self) -> Ruling | None:
        """The first hole card dealt was exposed: a misdeal."""
        first = self.session.first_card()
        if self._refused("first") or first is None:
            return None
        return self.report_error(HoleCardsExposed((first[1],)))

    def _card_choices(self, *, with_first: bool) -> list[tuple[str, Card]]:
        hand = self.session.hand
        assert hand is not None
        dealt = self.session.hole_cards_dealt()
        n = len(dealt) // 2
        out = []
        for k, (player, card) in enumerate(dealt):
            name = hand.names[player]
            if k == 0:
                if not with_first:
                    continue
                label = self.tr("{0}: {1} (the first card dealt)")
            elif k < n:
                label = self.tr("{0}: {1} (first card)")
            else:
                label = self.tr("{0}: {1} (second card)")
            out.append((label.format(name, card_text(card)), card))
        return out

    def exposed_dialog(self, several: bool) -> ExposedCardsDialog:
        """The dialog that asks which hole cards were exposed."""
        return ExposedCardsDialog(self._card_choices(with_first=several), several, self)

    def hole_card_exposed(self) -> Ruling | None:
        """Another hole card was exposed: the player cannot keep it (asks which card)."""
        if self._refused("one"):
            return None
        dialog = self.exposed_dialog(several=False)
        if not self._ask(dialog):
            return None
        return self.report_error(HoleCardsExposed(dialog.cards()))

    def hole_cards_exposed(self) -> Ruling | None:
        """Two or more hole cards were exposed: a misdeal (asks which cards)."""
        if self._refused("several"):
            return None
        dialog = self.exposed_dialog(several=True)
        if not self._ask(dialog):
            return None
        return self.report_error(HoleCardsExposed(dialog.cards()))

    def extra_card(self) -> Ruling | None:
        """One extra card was dealt to the first player: it goes back as the burn card."""
        if self._refused("extra"):
            return None
        return self.report_error(ExtraCardsDealt(1))

    def extra_cards(self) -> Ruling | None:
        """More than one extra card was dealt: a misdeal (asks how many)."""
        if self._refused("extras"):
            return None
        first = self.session.first_card()
        hand = self.session.hand
        name = hand.names[first[0]] if first is not None and hand is not None else ""
        dialog = CountDialog(
            self.tr("Extra cards dealt"),
            self.tr("How many extra cards did {0} get? More than one is a misdeal.").format(name),
            2,
            self,
        )
        if not self._ask(dialog):
            return None
        return self.report_error(ExtraCardsDealt(dialog.count()))

    def flop_too_many_cards(self) -> Ruling | None:
        """The flop came with too many cards: it is dealt again (asks how many too many)."""
        if self._refused("flop"):
            return None
        dialog = CountDialog(
            self.tr("A flop with too many cards"),
            self.tr(
                "How many cards too many came on the flop? The flop is dealt again either way."
            ),
            1,
            self,
        )
        if not self._ask(dialog):
            return None
        return self.report_error(FlopTooManyCards(dialog.count()))

    def _escape(self) -> None:
        self.felt.setFocus()

    # -- the shot clock ------------------------------------------------------------------------------
    def set_shot_clock(self, seconds: int) -> None:
        """Seconds per decision (0: off), kept for this tournament."""
        self.session.shot.seconds = seconds
        QSettings().setValue(shot_clock_key(self.document), seconds)
        self.session.shot.started = self.now()
        self.refresh()

    def tick(self) -> None:
        """Run the shot clock (called by the window's timer; tests call it after moving time)."""
        now = self.now()
        session = self.session
        la = session.legal()
        if la is not None and session.shot.seconds:
            hand = session.hand
            assert hand is not None
            name = hand.names[la.player]
            action = session.expire(now)
            if action is not None:
                what = self.tr("checks") if action.kind is ActionKind.CHECK else self.tr("folds")
                self._after_action()
                self._say(self.tr("Time! {0} {1}.").format(name, what))
                return
            left = session.shot_remaining(now)
            for view in (self.felt, self.wall.felt if self.wall is not None else None):
                if view is not None and view.scene.shot != left:
                    view.scene.shot = left
                    view.scene.shot_total = session.shot.seconds
                    view.update()

    # -- recording -------------------------------------------------------------------------------------
    def record(self) -> bool:
        """Write the finished hand into the tournament as one action; False if refused."""
        session = self.session
        played = session.current
        if played is None or not session.finished or played.settled:
            return False
        reason = self.document.why_not(session.verify_record)
        if reason is not None:
            self._record_note = reason
            self._say(self.tr("The result could not be recorded: {0}").format(reason))
            return False
        if self.document.act(session.record) is None:
            return False
        self._record_note = ""
        self.refresh()
        return True

    def set_button(self) -> None:
        """Record the button at the chosen seat (an action of the tournament)."""
        seat = self.button_combo.currentData()
        if seat is None:
            return
        self.document.act(self.tournament.seating.set_button, self.number, int(seat))

    def edit_counts(self) -> None:
        """Correct the stacks before the deal (recorded as a chip count)."""
        dialog = ChipCountsDialog(self.setup(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.apply_counts(dialog.counts())

    def apply_counts(self, counts: dict[int, int]) -> bool:
        """Record chip counts (entry -> chips) as one action; False if refused or nothing to do."""
        if not counts:
            return False
        return self.document.act(self.tournament.entrants.set_chips, counts) is not None

    # -- history ---------------------------------------------------------------------------------------
    def selected_hand(self) -> PlayedHand | None:
        """The hand selected in the history (the last one if none is)."""
        rows = self.history_view.selectionModel().selectedRows()
        model = self.history_model
        if rows:
            return model.rows[rows[0].row()]
        return model.rows[-1] if model.rows else None

    def export_phh(self, played: PlayedHand, path: str | Path) -> bool:
        """Write ``played`` as a PHH file; False (and the reason shown) if it cannot be."""
        try:
            Path(path).write_text(phh.write_hand(played.hand), encoding="utf-8")
        except (OSError, EngineError) as exc:
            self._say(self.tr("The hand could not be exported: {0}").format(exc))
            return False
        self._say(self.tr("Hand {0} exported to {1}").format(played.number, path))
        return True

    def export_dialog(self) -> None:
        """Choose where to write the selected hand as PHH (E)."""
        played = self.selected_hand()
        if played is None:
            self._say(self.tr("No finished hand yet."))
            return
        folder = self.tournament.path.parent
        suggested = folder / f"table{self.number}-hand{played.number}.phh"
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the hand"),
            str(suggested),
            self.tr("Poker hand histories (*.phh)"),
        )
        if path:
            self.export_phh(played, path)

    # -- the wall --------------------------------------------------------------------------------------
    def toggle_wall(self) -> None:
        """Show or hide the projected view (W)."""
        if self.wall is not None and self.wall.isVisible():
            self.wall.hide()
            self.wall_button.setText(self.tr("Show on the wall (W)"))
            return
        if self.wall is None:
            self.wall = WallWindow(self.number, self)
        self.wall.show()
        self.wall_button.setText(self.tr("Hide the wall view (W)"))
        self.refresh()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Close the wall view too; the session (and a hand in progress) stays for next time."""
        self.timer.stop()
        if self.wall is not None:
            self.wall.close()
        super().closeEvent(event)
