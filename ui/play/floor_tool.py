"""The floor tool: settle a disputed pot at a live table (main and side pots, who wins each).

The floor enters, for each player in seat order, what he put in during the hand, whether he
folded and the cards he showed, plus the board and the button. The pots, the players eligible for
each and the winners appear as soon as the entries make sense; otherwise one line says what is
missing. The work is :func:`director.engine.floor.settle`, the same the ``director pots`` command
does (and the engine at the end of every hand).

Open it with :func:`open_floor_tool` (the main window gives it the window's language and the open
tournament). With a tournament, **Load table** fills the players seated at a table in seat order,
with their last counted stacks and the button, and the smallest chip starts at the smallest chip
in play (the structure's chips less those coloured up, as the table window uses). Keys: Ctrl+L
clears the form, Esc closes it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from director.engine.cards import parse_cards
from director.engine.floor import Settlement, settle
from director.errors import DirectorError
from director.table.setup import read_table, smallest_chip
from director.tournament import Tournament
from ui.common.fmt import num
from ui.common.theme import RED, caption_style, legible

#: Rows in the form (a table has at most ten seats).
ROWS = 10


class FloorToolDialog(QDialog):
    """Enter what was put in and shown; read the pots and their winners.

    Args:
        lang: ``en`` or ``it``: the language of the hand names.
        parent: The main window.
        tournament: The open tournament, if any: its tables can be loaded and its smallest chip
            is the default.
    """

    def __init__(
        self, lang: str = "en", parent: QWidget | None = None, tournament: Tournament | None = None
    ) -> None:
        super().__init__(parent)
        self.tournament = tournament
        self.setObjectName("floorTool")
        self.setWindowTitle(self.tr("Floor tool: settle the pots"))
        self.lang = lang if lang in ("en", "it") else "en"
        self.setMinimumWidth(640)
        self.settlement: Settlement | None = None
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "List the players in seat order, clockwise: what each put in during the hand "
                "(blinds, antes and bets), whether he folded, and the cards he showed."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        if tournament is not None:
            layout.addLayout(self._build_load(tournament))
        layout.addLayout(self._build_players())
        layout.addLayout(self._build_board())
        layout.addWidget(self._build_result(), 1)
        layout.addLayout(self._build_buttons())
        shortcut = QShortcut(QKeySequence("Ctrl+L"), self)
        shortcut.activated.connect(self.clear)
        if tournament is not None:
            self.unit.setValue(smallest_chip(tournament.structure, tournament.clock.view().index))
        self.update_result()

    def _build_load(self, tournament: Tournament) -> QHBoxLayout:
        """The tables in play and the button that fills the form from one of them."""
        row = QHBoxLayout()
        self.table_combo = QComboBox()
        self.table_combo.setObjectName("floorTable")
        for number, table in sorted(tournament.state.tables.items()):
            if table.occupants:
                self.table_combo.addItem(self.tr("Table {0}").format(number), number)
        self.load_button = QPushButton(self.tr("&Load table"))
        self.load_button.setObjectName("loadTable")
        self.load_button.setAutoDefault(False)
        self.load_button.setEnabled(self.table_combo.count() > 0)
        if not self.table_combo.count():
            self.load_button.setToolTip(self.tr("No table has players seated."))
        self.load_button.clicked.connect(self.load_table)
        row.addWidget(self.table_combo)
        row.addWidget(self.load_button)
        row.addStretch(1)
        return row

    def load_table(self) -> None:
        """Fill the form with the players seated at the chosen table, in seat order."""
        if self.tournament is None or self.table_combo.currentData() is None:
            return
        setup = read_table(self.tournament, int(self.table_combo.currentData()))
        seated = sorted((*setup.players, *setup.waiting), key=lambda p: p.seat)[:ROWS]
        self.clear()
        for row, player in enumerate(seated):
            self.names[row].setText(player.name)
            # A counted stack is what he can have put in at most; an uncounted one is unknown.
            self.stacks[row].setText(num(player.chips) if player.counted else "")
            if player.seat == setup.button_seat:
                self.buttons.button(row).setChecked(True)
        self.update_result()

    def _build_players(self) -> QGridLayout:
        """One row per seat: name, chips put in, folded, cards shown, the button."""
        grid = QGridLayout()
        titles = (
            self.tr("Player"),
            self.tr("Stack"),
            self.tr("Put in"),
            self.tr("Folded"),
            self.tr("Cards shown"),
            self.tr("Button"),
        )
        for column, title in enumerate(titles):
            grid.addWidget(QLabel(f"<b>{title}</b>"), 0, column)
        self.names: list[QLineEdit] = []
        self.stacks: list[QLabel] = []
        self.amounts: list[QSpinBox] = []
        self.folded: list[QCheckBox] = []
        self.cards: list[QLineEdit] = []
        self.buttons = QButtonGroup(self)
        for row in range(ROWS):
            for column, widget in enumerate(self._player_row(row)):
                grid.addWidget(widget, row + 1, column)
        return grid

    def _player_row(self, row: int) -> tuple[QWidget, ...]:
        """The widgets of seat ``row + 1``; any change settles the pots again."""
        name = QLineEdit()
        name.setObjectName(f"name{row}")
        name.setPlaceholderText(self.tr("Seat {0}").format(row + 1))
        stack = QLabel()
        stack.setObjectName(f"stack{row}")
        stack.setToolTip(self.tr("The last chip count recorded for the player, if any."))
        amount = QSpinBox()
        amount.setObjectName(f"put{row}")
        amount.setRange(0, 2_000_000_000)
        amount.setGroupSeparatorShown(True)
        folded = QCheckBox()
        folded.setObjectName(f"folded{row}")
        cards = QLineEdit()
        cards.setObjectName(f"cards{row}")
        cards.setPlaceholderText(self.tr("e.g. AsKd"))
        button = QRadioButton()
        button.setObjectName(f"button{row}")
        self.buttons.addButton(button, row)
        name.textChanged.connect(self.update_result)
        amount.valueChanged.connect(self.update_result)
        folded.toggled.connect(self.update_result)
        cards.textChanged.connect(self.update_result)
        button.toggled.connect(self.update_result)
        self.names.append(name)
        self.stacks.append(stack)
        self.amounts.append(amount)
        self.folded.append(folded)
        self.cards.append(cards)
        return name, stack, amount, folded, cards, button

    def _build_board(self) -> QHBoxLayout:
        """The board and the smallest chip in play."""
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Board")))
        self.board = QLineEdit()
        self.board.setObjectName("board")
        self.board.setPlaceholderText(self.tr("e.g. AhKdQc2s3s"))
        self.board.textChanged.connect(self.update_result)
        row.addWidget(self.board, 1)
        row.addWidget(QLabel(self.tr("Smallest chip")))
        self.unit = QSpinBox()
        self.unit.setObjectName("chipUnit")
        self.unit.setRange(1, 1_000_000)
        self.unit.setToolTip(self.tr("A split pot is shared in whole chips of this value."))
        self.unit.valueChanged.connect(self.update_result)
        row.addWidget(self.unit)
        return row

    def _build_result(self) -> QGroupBox:
        """The pots and their winners, or what is missing."""
        box = QGroupBox(self.tr("Pots"))
        inner = QVBoxLayout(box)
        self.result_label = QLabel()
        self.result_label.setObjectName("floorResult")
        self.result_label.setWordWrap(True)
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.result_label.setMinimumHeight(120)
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        inner.addWidget(self.result_label)
        return box

    def _build_buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        clear = QPushButton(self.tr("Clear (Ctrl+L)"))
        clear.setObjectName("clearFloor")
        clear.setAutoDefault(False)
        clear.clicked.connect(self.clear)
        close = QPushButton(self.tr("Close"))
        close.setAutoDefault(False)
        close.clicked.connect(self.close)
        row.addWidget(clear)
        row.addStretch(1)
        row.addWidget(close)
        return row

    def clear(self) -> None:
        """Empty the form."""
        for widgets in (self.names, self.cards):
            for w in widgets:
                w.clear()
        for spin in self.amounts:
            spin.setValue(0)
        for label in self.stacks:
            label.clear()
        for box in self.folded:
            box.setChecked(False)
        checked = self.buttons.checkedButton()
        if checked is not None:
            self.buttons.setExclusive(False)
            checked.setChecked(False)
            self.buttons.setExclusive(True)
        self.board.clear()
        self.update_result()

    def update_result(self) -> None:
        """Settle the pots from the form as it is now (or say what is missing)."""
        self.settlement = None
        try:
            self.settlement = self._settle()
        except DirectorError as exc:
            self.result_label.setStyleSheet(f"color: {legible(RED, self.palette()).name()};")
            said = exc.text(self.lang)  # one sentence of the window: a capital first
            self.result_label.setText(said[:1].upper() + said[1:])
            return
        if self.settlement is None:
            self.result_label.setStyleSheet(caption_style(self.palette()))
            self.result_label.setText(self.tr("Enter at least two players and what they put in."))
            return
        self.result_label.setStyleSheet("")
        self.result_label.setText(self.describe(self.settlement))

    def _settle(self) -> Settlement | None:
        put: list[tuple[str, int]] = []
        folded: list[str] = []
        hands = {}
        button = None
        for row in range(ROWS):
            name = self.names[row].text().strip()
            if not name:
                continue
            put.append((name, self.amounts[row].value()))
            if self.folded[row].isChecked():
                folded.append(name)
            elif self.cards[row].text().strip():
                hands[name] = parse_cards(self.cards[row].text(), self.lang)
            if self.buttons.checkedId() == row:
                button = name
        if len(put) < 2:
            return None
        return settle(
            put,
            folded=folded,
            board=parse_cards(self.board.text(), self.lang),
            hands=hands,
            button=button,
            chip_unit=self.unit.value(),
            lang=self.lang,
        )

    def describe(self, result: Settlement) -> str:
        """The settlement in words, one line per pot."""
        lines = []
        for k, pot in enumerate(result.pots):
            label = self.tr("Main pot") if k == 0 else self.tr("Side pot {0}").format(k)
            eligible = ", ".join(pot.eligible)
            if len(pot.winners) == 1:
                won = pot.winners[0]
            else:
                won = ", ".join(
                    self.tr("{0} {1}").format(w, num(s))
                    for w, s in zip(pot.winners, pot.shares, strict=True)
                )
            if len(pot.eligible) == 1:
                line = self.tr("{0} {1} (only {2} can win it): {3}").format(
                    label, num(pot.amount), eligible, won
                )
            else:
                line = self.tr("{0} {1} (between {2}): {3}").format(
                    label, num(pot.amount), eligible, won
                )
                if pot.hand:
                    line += f" — {pot.hand}"
            lines.append(line)
        for name, amount in result.returned.items():
            lines.append(self.tr("Uncalled bet returned to {0}: {1}").format(name, num(amount)))
        totals = ", ".join(f"{name} {num(amount)}" for name, amount in result.won.items() if amount)
        lines.append(self.tr("Won in all: {0}").format(totals))
        return "\n".join(lines)


def open_floor_tool(
    lang: str, parent: QWidget | None = None, tournament: Tournament | None = None
) -> FloorToolDialog:
    """Open the floor tool beside ``parent``, the main window (not modal); returns the dialog.

    Args:
        lang: ``en`` or ``it``: the language of the hand names and of what is missing.
        parent: The main window.
        tournament: The open tournament, if any (its tables and its smallest chip).
    """
    dialog = FloorToolDialog(lang, parent, tournament)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
