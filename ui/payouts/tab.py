"""The Payouts tab: the prize pool, the places paid, the payout options and the deal calculator.

Everything shown is read from the tournament (``money()``, ``payouts()``, ``results()``,
``prizes()``, ``deal_proposal()``) after every change, so the amounts follow the entries as they
arrive. Every change made here is a domain action, undoable from the Edit menu: the payout
options through ``update_settings``, a chip count typed in the deal table through ``set_chips``,
the deal through ``record_deal``.

Keys while the tab has focus: I (ICM deal), C (chip chop), M (amounts agreed by the players),
S (enter chip counts), F (amount left to play for), Ctrl+Enter (record the deal).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QAction, QFont, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from director.errors import DirectorError
from director.i18n import message, ordinal
from director.icm import DealMethod
from director.tournament import DealProposal, parse_amount
from ui.common.fmt import num
from ui.common.titled_model import TitledTableModel
from ui.document import Document
from ui.setup.settings import (
    ERROR_COLOR,
    OK_COLOR,
    PayoutTableChooser,
    RoundingBox,
    amount_text,
    error_text,
    parse_chips,
)

_Index = QModelIndex | QPersistentModelIndex
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def percent_text(part: int, whole: int, lang: str) -> str:
    """``40.0%`` (``40,0%`` in Italian); empty when there is no whole."""
    if not whole:
        return ""
    text = f"{100 * part / whole:.1f}"
    return (text.replace(".", ",") if lang == "it" else text) + "%"


# ------------------------------------------------------------------------------------------------
# Places paid
# ------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlaceRow:
    """One place paid, as the table shows it.

    Attributes:
        place: The place (1 = the winner).
        amount: Its prize in cents.
        share: Its share of the prize pool, as text.
        player: Who finished there (empty while undecided; several names for a tie).
        takes: What they take, when it differs from the place's prize (tie, deal).
    """

    place: int
    amount: str
    share: str
    player: str
    takes: str


class PlacesModel(TitledTableModel):
    """The places paid: place, share of the pool, amount, player, what they take."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.rows: list[PlaceRow] = []
        self.titles = (
            self.tr("Place"),
            self.tr("Share"),
            self.tr("Prize"),
            self.tr("Player"),
            self.tr("Takes"),
        )

    def set_rows(self, rows: list[PlaceRow]) -> None:
        """Show ``rows``."""
        if rows == self.rows:
            return
        if len(rows) == len(self.rows):
            self.rows = rows
            self.cells_changed()
            return
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        """The text of a cell; numbers right-aligned; decided places in bold."""
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        row = self.rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (str(row.place), row.share, row.amount, row.player, row.takes)[col]
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (0, 1, 2, 4):
            return _RIGHT
        if role == Qt.ItemDataRole.FontRole and col == 2 and row.place == 1:
            font = QFont()
            font.setBold(True)
            return font
        return None


# ------------------------------------------------------------------------------------------------
# The deal
# ------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealRow:
    """A player left, in the deal calculator.

    Attributes:
        entry: The entry id.
        name: The player's name.
        chips: The counted stack (None: not counted yet).
        chip_share: Their share of the chips, as text.
        by_rank: The prize of the place their stack ranks (finishing in chip order), as text.
        amount: What the deal gives them now, in cents (None: no deal worked out).
        difference: ``amount - by_rank``, as text.
    """

    entry: int
    name: str
    chips: int | None
    chip_share: str
    by_rank: str
    amount: int | None
    difference: str


class DealModel(TitledTableModel):
    """The players left: chips (editable), share of chips, prize by chip rank, deal, difference.

    Args:
        money: Formats cents in the tournament's currency.
        enter_chips: Records a typed chip count (entry, text); returns True when recorded.
        enter_amount: Keeps an agreed amount (entry, text); returns True when accepted.
    """

    CHIPS, DEAL = 1, 4

    def __init__(
        self,
        money: Callable[[int], str],
        enter_chips: Callable[[int, str], bool],
        enter_amount: Callable[[int, str], bool],
        parent=None,
    ) -> None:
        super().__init__(parent)
        self.money = money
        self.enter_chips = enter_chips
        self.enter_amount = enter_amount
        self.rows: list[DealRow] = []
        self.chips_editable = True
        self.amounts_editable = False
        self.titles = (
            self.tr("Player"),
            self.tr("Chips"),
            self.tr("Chips %"),
            self.tr("Prize in chip order"),
            self.tr("Deal"),
            self.tr("Difference"),
        )
        self.tips = (
            "",
            self.tr("The counted stack; double-click (or press S) to enter a count."),
            self.tr("The player's share of the chips in play."),
            self.tr(
                "The prize of the place the stack ranks: what the player would take if "
                "they finished in chip order."
            ),
            self.tr("What the deal gives the player now."),
            self.tr("The deal less the prize in chip order."),
        )

    def set_rows(self, rows: list[DealRow], *, chips: bool, amounts: bool) -> None:
        """Show ``rows``; ``chips``/``amounts``: whether those columns can be typed in."""
        if rows == self.rows and (chips, amounts) == (self.chips_editable, self.amounts_editable):
            return
        if [r.entry for r in rows] == [r.entry for r in self.rows]:
            # the same players: change the cells in place (an open editor, the selection stay)
            self.rows = rows
            self.chips_editable = chips
            self.amounts_editable = amounts
            self.cells_changed()
            return
        self.beginResetModel()
        self.rows = rows
        self.chips_editable = chips
        self.amounts_editable = amounts
        self.endResetModel()

    def flags(self, index: _Index) -> Qt.ItemFlag:
        """Chips can be typed in (and the deal's amounts when the players agree their own)."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if (index.column() == self.CHIPS and self.chips_editable) or (
            index.column() == self.DEAL and self.amounts_editable
        ):
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        """The text of a cell (the raw number when editing)."""
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        row = self.rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            chips = "—" if row.chips is None else num(row.chips)
            amount = "" if row.amount is None else self.money(row.amount)
            return (row.name, chips, row.chip_share, row.by_rank, amount, row.difference)[col]
        if role == Qt.ItemDataRole.EditRole:
            if col == self.CHIPS:
                return "" if row.chips is None else str(row.chips)
            if col == self.DEAL:
                return "" if row.amount is None else amount_text(row.amount, "en")
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and col > 0:
            return _RIGHT
        if role == Qt.ItemDataRole.FontRole and col == self.DEAL:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def setData(self, index: _Index, value, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """A typed chip count is recorded at once; an agreed amount is kept for the deal."""
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        if not self.flags(index) & Qt.ItemFlag.ItemIsEditable:
            return False
        entry = self.rows[index.row()].entry
        text = str(value).strip()
        if index.column() == self.CHIPS:
            return self.enter_chips(entry, text)
        return self.enter_amount(entry, text)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0):
        """Column titles and what they mean."""
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.titles):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.titles[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tips[section] or None
        return None


# ------------------------------------------------------------------------------------------------
# The tab
# ------------------------------------------------------------------------------------------------


def _bold(label: QLabel, scale: float = 1.0) -> QLabel:
    font = label.font()
    font.setBold(True)
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)
    return label


class PayoutsTab(QWidget):
    """Prize pool, places paid, payout options and the deal calculator.

    Args:
        document: The open tournament.
        parent: The main window.
    """

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.lang = document.lang
        self.method = DealMethod.ICM
        self.play_for_cents = 0
        self.custom: dict[int, int] = {}
        self.proposal: DealProposal | None = None
        self.deal_problem = ""
        self._proposal_key: tuple | None = None
        self._dirty = True
        self.play_for_problem = ""
        self.deal_ready = False

        # -- prize pool ---------------------------------------------------------------------------
        self.pool_box = QGroupBox(self.tr("Prize pool"))
        self.pool_form = QFormLayout(self.pool_box)
        self.pool_form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
        self.labels: dict[str, QLabel] = {}
        rows = (
            ("entries", self.tr("Entries")),
            ("rebuys", self.tr("Rebuys")),
            ("addons", self.tr("Add-ons")),
            ("fees", self.tr("Kept by the house")),
            ("bounties", self.tr("Bounties set aside")),
            ("guarantee", self.tr("Guarantee")),
            ("overlay", self.tr("Overlay")),
            ("pool", self.tr("Prize pool")),
            ("paid", self.tr("Places paid")),
        )
        for key, title in rows:
            label = QLabel()
            label.setObjectName(f"pool_{key}")
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.labels[key] = label
            title_label = QLabel(title)
            if key == "pool":
                _bold(title_label, 1.25)
                _bold(label, 1.25)
            self.pool_form.addRow(title_label, label)

        # -- payout options -----------------------------------------------------------------------
        self.options_box = QGroupBox(self.tr("Payout options"))
        of = QFormLayout(self.options_box)
        self.table_chooser = PayoutTableChooser()
        self.table_chooser.changed.connect(lambda text: self._apply(payout_table=text))
        self.rounding = RoundingBox(document.tournament.settings.currency, self.lang)
        self.rounding.setToolTip(self.tr("Prizes are multiples of this (pay in notes)."))
        self.rounding.activated.connect(
            lambda _i: self._apply(rounding_cents=self.rounding.cents())
        )
        self.min_cash = QLineEdit()
        self.min_cash.setObjectName("minimumCash")
        self.min_cash.setPlaceholderText(self.tr("none"))
        self.min_cash.setToolTip(
            self.tr("Fewer places are paid when the last prize would be less than this.")
        )
        self.min_cash.editingFinished.connect(self._min_cash_edited)
        self.places_spin = QSpinBox()
        self.places_spin.setObjectName("placesPaid")
        self.places_spin.setRange(0, 9999)
        self.places_spin.setSpecialValueText(self.tr("as the table says"))
        self.places_spin.setKeyboardTracking(False)
        self.places_spin.valueChanged.connect(lambda v: self._apply(places_paid=v or None))
        of.addRow(self.tr("Payout table:"), self.table_chooser)
        of.addRow(self.tr("Round prizes to:"), self.rounding)
        of.addRow(self.tr("Minimum prize:"), self.min_cash)
        of.addRow(self.tr("Places paid:"), self.places_spin)
        self.options_message = QLabel()
        self.options_message.setObjectName("optionsMessage")
        self.options_message.setWordWrap(True)
        self.options_message.setStyleSheet(f"color: {ERROR_COLOR};")
        self.options_message.setVisible(False)
        of.addRow(self.options_message)

        # -- places paid --------------------------------------------------------------------------
        self.places_model = PlacesModel(self)
        self.places_view = QTableView()
        self.places_view.setObjectName("placesTable")
        self.places_view.setModel(self.places_model)
        self._table_look(self.places_view)
        header = self.places_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.places_check = QLabel()
        self.places_check.setObjectName("placesCheck")
        self.places_check.setWordWrap(True)
        places_box = QGroupBox(self.tr("Places paid"))
        pl = QVBoxLayout(places_box)
        pl.addWidget(self.places_view, 1)
        pl.addWidget(self.places_check)

        # -- the deal -----------------------------------------------------------------------------
        self.deal_box = QGroupBox(self.tr("Deal among the players left"))
        self.method_group = QButtonGroup(self)
        self.method_buttons: dict[DealMethod, QRadioButton] = {}
        method_row = QHBoxLayout()
        method_row.addWidget(QLabel(self.tr("Split by:")))
        for method, text in (
            (DealMethod.ICM, self.tr("&ICM")),
            (DealMethod.CHIP_CHOP, self.tr("&Chip chop")),
            (DealMethod.CUSTOM, self.tr("Agreed a&mounts")),
        ):
            button = QRadioButton(text)
            button.setObjectName(f"method_{method.value}")
            self.method_group.addButton(button)
            self.method_buttons[method] = button
            button.toggled.connect(lambda on, m=method: on and self.set_method(m))
            method_row.addWidget(button)
        self.method_buttons[DealMethod.ICM].setToolTip(
            self.tr("Each player takes their ICM value (I).")
        )
        self.method_buttons[DealMethod.CHIP_CHOP].setToolTip(
            self.tr("Each player is sure of the smallest prize; the rest by chips (C).")
        )
        self.method_buttons[DealMethod.CUSTOM].setToolTip(
            self.tr("Type the amounts the players agreed in the Deal column (M).")
        )
        self.method_buttons[DealMethod.ICM].setChecked(True)
        method_row.addSpacing(24)
        method_row.addWidget(QLabel(self.tr("Left to play for:")))
        self.play_for_edit = QLineEdit()
        self.play_for_edit.setObjectName("playFor")
        self.play_for_edit.setPlaceholderText(self.tr("nothing"))
        self.play_for_edit.setToolTip(
            self.tr("Taken off the top before the split; the winner takes it (F).")
        )
        self.play_for_edit.setMaximumWidth(120)
        self.play_for_edit.editingFinished.connect(self._play_for_edited)
        method_row.addWidget(self.play_for_edit)
        method_row.addStretch(1)
        self.prizes_label = QLabel()
        self.prizes_label.setObjectName("prizesLeft")
        self.prizes_label.setWordWrap(True)
        self.deal_model = DealModel(document.money, self._enter_chips, self._enter_amount, self)
        self.deal_view = QTableView()
        self.deal_view.setObjectName("dealTable")
        self.deal_view.setModel(self.deal_model)
        self._table_look(self.deal_view)
        self.deal_view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        dh = self.deal_view.horizontalHeader()
        dh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        dh.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.explain_label = QLabel()
        self.explain_label.setObjectName("dealExplanation")
        self.explain_label.setWordWrap(True)
        self.deal_check = QLabel()
        self.deal_check.setObjectName("dealCheck")
        self.deal_check.setWordWrap(True)
        self.record_button = QPushButton(self.tr("Record deal"))
        self.record_button.setObjectName("recordDeal")
        self.record_button.clicked.connect(self.record_deal)
        bottom = QHBoxLayout()
        bottom.addWidget(self.deal_check, 1)
        bottom.addWidget(self.record_button, 0, Qt.AlignmentFlag.AlignBottom)
        dl = QVBoxLayout(self.deal_box)
        dl.addLayout(method_row)
        dl.addWidget(self.prizes_label)
        dl.addWidget(self.deal_view, 1)
        dl.addWidget(self.explain_label)
        dl.addLayout(bottom)

        # -- layout -------------------------------------------------------------------------------
        left = QVBoxLayout()
        left.addWidget(self.pool_box)
        left.addWidget(self.options_box)
        left.addStretch(1)
        keys = QLabel(
            self.tr(
                "Keys: I ICM · C chip chop · M agreed amounts · S enter chip counts · "
                "F amount left to play for · Ctrl+Enter record the deal"
            )
        )
        keys.setObjectName("keysHint")
        keys.setWordWrap(True)
        keys.setStyleSheet("color: palette(mid);")
        left.addWidget(keys)
        left_widget = QWidget()
        left_widget.setLayout(left)
        left.setContentsMargins(0, 0, 0, 0)
        left_widget.setMinimumWidth(300)
        left_widget.setMaximumWidth(420)
        right = QSplitter(Qt.Orientation.Vertical)
        right.setChildrenCollapsible(False)
        right.addWidget(places_box)
        right.addWidget(self.deal_box)
        right.setStretchFactor(0, 2)
        right.setStretchFactor(1, 3)
        layout = QHBoxLayout(self)
        layout.addWidget(left_widget)
        layout.addWidget(right, 1)

        self._shortcuts()
        document.changed.connect(self._changed)
        self.refresh()

    # -- set-up helpers ----------------------------------------------------------------------------
    @staticmethod
    def _table_look(view: QTableView) -> None:
        view.setAlternatingRowColors(True)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.verticalHeader().setVisible(False)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setWordWrap(False)
        view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 10)

    def _shortcuts(self) -> None:
        keys: tuple[tuple[str, str, Callable[[], object], str], ...] = (
            ("I", self.tr("ICM deal"), lambda: self.set_method(DealMethod.ICM), "dealIcm"),
            (
                "C",
                self.tr("Chip-chop deal"),
                lambda: self.set_method(DealMethod.CHIP_CHOP),
                "dealChipChop",
            ),
            (
                "M",
                self.tr("Agreed amounts"),
                lambda: self.set_method(DealMethod.CUSTOM),
                "dealCustom",
            ),
            ("S", self.tr("Enter chip counts"), self.edit_chips, "enterChips"),
            ("F", self.tr("Amount left to play for"), self.focus_play_for, "playForKey"),
            ("Ctrl+Return", self.tr("Record deal"), self.record_deal, "recordDealKey"),
        )
        self.key_actions: dict[str, QAction] = {}
        for key, text, slot, name in keys:
            action = QAction(text, self)
            action.setObjectName(name)
            sequences = [QKeySequence(key)]
            if key == "Ctrl+Return":
                sequences.append(QKeySequence("Ctrl+Enter"))
            action.setShortcuts(sequences)
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(lambda _c=False, slot=slot: slot())
            self.addAction(action)
            self.key_actions[key] = action
        self.record_button.setToolTip(self.tr("Fix the prizes as agreed (Ctrl+Enter)."))

    # -- refreshing ------------------------------------------------------------------------------------
    def _changed(self, _record: object) -> None:
        if self.isVisible():
            self.refresh()
        else:
            self._dirty = True

    def showEvent(self, event: QShowEvent) -> None:
        """Catch up with the changes made while another tab was shown."""
        if self._dirty:
            self.refresh()
        super().showEvent(event)

    def money(self, cents: int) -> str:
        """An amount in the tournament's currency."""
        return self.document.money(cents)

    def refresh(self) -> None:
        """Read everything again from the tournament."""
        self._dirty = False
        t = self.document.tournament
        self.lang = self.document.lang
        summary = t.money.summary()
        payouts = t.money.payouts()
        self._refresh_pool(summary, payouts)
        self._load_options()
        self._refresh_places(summary.prize_pool_cents, payouts)
        self._refresh_deal(payouts)

    def _refresh_pool(self, m, payouts: tuple[int, ...]) -> None:
        s = self.document.tournament.settings
        lab, money = self.labels, self.money
        if m.unique_players != m.entries:
            entries = self.tr("{0} ({1} players) × {2} = {3}").format(
                m.entries, m.unique_players, money(s.buy_in.pool_cents), money(m.buy_ins_cents)
            )
        else:
            entries = self.tr("{0} × {1} = {2}").format(
                m.entries, money(s.buy_in.pool_cents), money(m.buy_ins_cents)
            )
        lab["entries"].setText(entries)
        show = self.pool_form.setRowVisible
        show(lab["rebuys"], s.rebuy is not None or m.rebuys > 0)
        if s.rebuy is not None:
            lab["rebuys"].setText(
                self.tr("{0} × {1} = {2}").format(
                    m.rebuys, money(s.rebuy.price.pool_cents), money(m.rebuys_cents)
                )
            )
        show(lab["addons"], s.addon is not None or m.addons > 0)
        if s.addon is not None:
            lab["addons"].setText(
                self.tr("{0} × {1} = {2}").format(
                    m.addons, money(s.addon.price.pool_cents), money(m.addons_cents)
                )
            )
        fees = money(m.fees_cents)
        if s.fee_percent_bp:
            pct = f"{s.fee_percent_bp / 100:g}"
            fees = self.tr("{0} ({1}% of the pool)").format(
                fees, pct.replace(".", ",") if self.lang == "it" else pct
            )
        lab["fees"].setText(fees)
        show(lab["bounties"], m.bounties_cents > 0)
        lab["bounties"].setText(money(m.bounties_cents))
        lab["guarantee"].setText(money(m.guarantee_cents) if m.guarantee_cents else self.tr("none"))
        show(lab["overlay"], m.guarantee_cents > 0)
        lab["overlay"].setText(
            self.tr("{0} added by the house").format(money(m.overlay_cents))
            if m.overlay_cents
            else self.tr("none (the guarantee is reached)")
        )
        lab["pool"].setText(money(m.prize_pool_cents))
        if payouts:
            lab["paid"].setText(
                self.tr("{0} of {1} entries ({2})").format(
                    len(payouts), m.entries, percent_text(len(payouts), m.entries, self.lang)
                )
            )
        else:
            lab["paid"].setText(self.tr("none yet"))

    def _load_options(self) -> None:
        s = self.document.tournament.settings
        for w in (self.table_chooser, self.rounding, self.places_spin):
            w.blockSignals(True)
        self.table_chooser.set_text(s.payout_table)
        self.rounding.set_currency(s.currency)
        self.rounding.set_cents(s.rounding_cents)
        if not self.min_cash.hasFocus():
            self.min_cash.setText(
                amount_text(s.minimum_cash_cents, self.lang) if s.minimum_cash_cents else ""
            )
        self.places_spin.setValue(s.places_paid or 0)
        for w in (self.table_chooser, self.rounding, self.places_spin):
            w.blockSignals(False)

    def _refresh_places(self, pool: int, payouts: tuple[int, ...]) -> None:
        t = self.document.tournament
        s = t.state
        by_place: dict[int, list] = {}
        for r in t.money.results():
            for p in range(r.place, r.place_to + 1):
                by_place.setdefault(p, []).append(r)
        deal = s.deal
        rows = []
        for place, amount in enumerate(payouts, 1):
            results = by_place.get(place, [])
            names = ", ".join(r.name for r in results)
            takes = ""
            if results and (len(results) > 1 or results[0].prize_cents != amount):
                takes = ", ".join(self.money(r.prize_cents) for r in results)
            if results and len(results) > 1:
                names = self.tr("{0} (tie)").format(names)
            elif not results and deal is not None and place <= s.players_left:
                names = self.tr("(in the deal)")
            rows.append(
                PlaceRow(
                    place=place,
                    amount=self.money(amount),
                    share=percent_text(amount, pool, self.lang),
                    player=names,
                    takes=takes,
                )
            )
        self.places_model.set_rows(rows)
        total = sum(payouts)
        if not payouts:
            self._say(self.places_check, self.tr("No prize pool yet: nothing to pay."), None)
        elif total == pool:
            self._say(
                self.places_check,
                self.tr("✓ {0} places, {1} in all: the whole prize pool.").format(
                    len(payouts), self.money(total)
                ),
                True,
            )
        else:  # the domain guarantees it never happens; say so plainly if it ever does
            self._say(
                self.places_check,
                self.tr("✗ The prizes add up to {0}, not the prize pool of {1}.").format(
                    self.money(total), self.money(pool)
                ),
                False,
            )

    @staticmethod
    def _say(label: QLabel, text: str, ok: bool | None) -> None:
        label.setText(text)
        color = "palette(text)" if ok is None else (OK_COLOR if ok else ERROR_COLOR)
        label.setStyleSheet(f"color: {color};")

    # -- payout options ------------------------------------------------------------------------------
    def _apply(self, **changes) -> bool:
        """Change payout settings (one undoable action); a refusal is said by the options."""
        t = self.document.tournament
        if all(getattr(t.settings, k) == v for k, v in changes.items()):
            return True
        why = self._why(t.verify_update_settings, **changes)
        if why:
            self.options_message.setText(why)
            self.options_message.setVisible(True)
            self._load_options()
            return False
        self.options_message.setVisible(False)
        return self.document.act(t.update_settings, **changes) is not None

    def _why(self, verify: Callable[..., object], *args, **kwargs) -> str:
        try:
            verify(*args, **kwargs)
        except DirectorError as exc:
            return error_text(exc, self.lang)
        return ""

    def _min_cash_edited(self) -> None:
        text = self.min_cash.text().strip()
        try:
            cents = parse_amount(text, "minimum cash") if text else 0
        except DirectorError as exc:
            self.options_message.setText(error_text(exc, self.lang))
            self.options_message.setVisible(True)
            return
        self._apply(minimum_cash_cents=cents)

    # -- the deal ------------------------------------------------------------------------------------
    def set_method(self, method: DealMethod) -> None:
        """Work the deal out by ``method`` (ICM, chip chop, or amounts the players agreed)."""
        method = DealMethod(method)
        button = self.method_buttons[method]
        if not button.isChecked():
            button.setChecked(True)  # comes back here through toggled
            return
        if method is self.method:
            return
        if method is DealMethod.CUSTOM and self.proposal is not None:
            # start from the deal shown: the players usually adjust it
            self.custom = dict(self.proposal.amounts)
        self.method = method
        self._refresh_deal(self.document.tournament.money.payouts())

    def focus_play_for(self) -> None:
        """Put the cursor in the amount left to play for."""
        self.play_for_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.play_for_edit.selectAll()

    def edit_chips(self) -> None:
        """Start typing the first missing chip count (or the selected player's)."""
        rows = self.deal_model.rows
        if not rows or not self.deal_model.chips_editable:
            return
        current = self.deal_view.currentIndex()
        row = next((i for i, r in enumerate(rows) if r.chips is None), None)
        if row is None:
            row = current.row() if current.isValid() else 0
        index = self.deal_model.index(row, DealModel.CHIPS)
        self.deal_view.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.deal_view.setCurrentIndex(index)
        self.deal_view.edit(index)

    def _play_for_edited(self) -> None:
        text = self.play_for_edit.text().strip()
        try:
            cents = parse_amount(text, "amount to play for") if text else 0
        except DirectorError as exc:
            self.play_for_problem = error_text(exc, self.lang)
            self._refresh_deal(self.document.tournament.money.payouts())
            return
        self.play_for_problem = ""
        if cents != self.play_for_cents:
            self.play_for_cents = cents
        self._refresh_deal(self.document.tournament.money.payouts())

    def _enter_chips(self, entry: int, text: str) -> bool:
        t = self.document.tournament
        try:
            chips = parse_chips(text)
        except ValueError:
            self.document.failed.emit(
                self.tr("'{0}' is not a number of chips; write it like 25000.").format(text)
            )
            return False
        return self.document.act(t.entrants.set_chips, {entry: chips}) is not None

    def _enter_amount(self, entry: int, text: str) -> bool:
        try:
            cents = parse_amount(text, "amount") if text else 0
        except DirectorError as exc:
            self.document.failed.emit(error_text(exc, self.lang))
            return False
        self.custom[entry] = cents
        self._refresh_deal(self.document.tournament.money.payouts())
        return True

    def _compute_proposal(self, method: DealMethod, prizes: tuple[int, ...]) -> None:
        """The domain's proposal for ``method``; kept while nothing it depends on changes."""
        t = self.document.tournament
        s = t.state
        key = (
            method,
            self.play_for_cents,
            prizes,
            tuple((e.id, e.chips) for e in s.playing),
            s.settings.payout_table,
        )
        if key == self._proposal_key:
            return
        self._proposal_key = key
        self.proposal = None
        self.deal_problem = ""
        try:
            self.proposal = t.deals.propose(method.value, play_for_cents=self.play_for_cents)
        except DirectorError as exc:
            self.deal_problem = error_text(exc, self.lang)

    def _refresh_deal(self, payouts: tuple[int, ...]) -> None:
        t = self.document.tournament
        s = t.state
        players = s.playing
        prizes = tuple(payouts[: len(players)])
        recorded = s.deal
        total = sum(prizes)
        amounts: dict[int, int] = {}
        problem = ""
        note = False
        if recorded is not None:
            amounts = dict(recorded.amounts)
        elif len(players) < 2:
            problem = message("err.deal_too_few", self.lang) if players else ""
        elif self.play_for_problem:
            problem = self.play_for_problem
        elif self.method is DealMethod.CUSTOM:
            if set(self.custom) != {e.id for e in players}:
                # start from the ICM amounts: the players usually adjust them
                self._compute_proposal(DealMethod.ICM, prizes)
                self.custom = dict(self.proposal.amounts) if self.proposal is not None else {}
            amounts = {e.id: self.custom.get(e.id, 0) for e in players}
        else:
            self._compute_proposal(self.method, prizes)
            if self.proposal is not None:
                amounts = self.proposal.amounts
            problem = self.deal_problem
            missing = sum(1 for e in players if e.chips is None)
            if missing:  # not a mistake: a deal simply needs the counts first
                note = True
                problem = self.tr(
                    "{0} of {1} chip counts are missing: double-click a Chips cell (or press S) "
                    "to enter them."
                ).format(missing, len(players))
        # the rows
        counted = [e for e in players if e.chips is not None]
        complete = len(counted) == len(players)
        all_chips = sum(e.chips or 0 for e in players) if complete else 0
        rank: dict[int, int] = {}
        if complete:
            ordered = sorted(players, key=lambda e: (-(e.chips or 0), e.id))
            rank = {e.id: (prizes[i] if i < len(prizes) else 0) for i, e in enumerate(ordered)}
        rows = []
        members = players if recorded is None else [s.entries[e] for e, _ in recorded.amounts]
        for e in members:
            amount = amounts.get(e.id)
            by_rank = rank.get(e.id)
            rows.append(
                DealRow(
                    entry=e.id,
                    name=s.label(e),
                    chips=e.chips,
                    chip_share=percent_text(e.chips or 0, all_chips, self.lang),
                    by_rank="" if by_rank is None or recorded else self.money(by_rank),
                    amount=amount,
                    difference=""
                    if amount is None or by_rank is None or recorded
                    else self._signed(amount - by_rank),
                )
            )
        open_deal = recorded is None and len(players) >= 2
        self.deal_model.set_rows(
            rows, chips=open_deal, amounts=open_deal and self.method is DealMethod.CUSTOM
        )
        for button in self.method_buttons.values():
            button.setEnabled(open_deal)
        self.play_for_edit.setEnabled(open_deal)
        for column in (3, 5):  # the comparison means nothing once the deal is made
            self.deal_view.setColumnHidden(column, recorded is not None)
        if recorded is not None:
            shown = self.method_buttons.get(DealMethod(recorded.method))
            if shown is not None:
                shown.blockSignals(True)
                shown.setChecked(True)
                shown.blockSignals(False)
            self.play_for_edit.setText(
                amount_text(recorded.play_for_cents, self.lang) if recorded.play_for_cents else ""
            )
        else:
            current = self.method_buttons[self.method]
            if not current.isChecked():
                current.blockSignals(True)
                current.setChecked(True)
                current.blockSignals(False)
        # prizes still to be paid
        if recorded is not None:
            self.prizes_label.setText(self._recorded_text(recorded))
        elif prizes:
            text = self.tr("Prizes still to be paid: {0} ({1} in all).").format(
                " · ".join(
                    f"{ordinal(i, self.lang)} {self.money(p)}" for i, p in enumerate(prizes, 1)
                ),
                self.money(total),
            )
            counted_chips = sum(e.chips or 0 for e in counted)
            if counted and counted_chips != s.chips_in_play:
                text += "\n" + self.tr("Chips counted: {0} of the {1} in play.").format(
                    num(counted_chips), num(s.chips_in_play)
                )
            self.prizes_label.setText(text)
        else:
            self.prizes_label.setText(self.tr("No prizes to share yet."))
        self.explain_label.setText("" if recorded is not None else self._explanation(prizes))
        # the check
        ok = False
        if recorded is not None:
            paid = sum(amounts.values()) + recorded.play_for_cents
            owed = sum(recorded.details.get("prizes_cents", ())) or paid
            self._say(
                self.deal_check,
                self.tr("✓ The deal pays {0}: the prizes that were still to be paid.").format(
                    self.money(paid)
                )
                if paid == owed
                else self.tr("✗ The deal pays {0} but {1} was to be paid.").format(
                    self.money(paid), self.money(owed)
                ),
                paid == owed,
            )
        elif problem:
            self._say(self.deal_check, problem, None if note else False)
        elif amounts:
            split = total - self.play_for_cents
            given = sum(amounts.values())
            ok = given == split
            if ok and self.play_for_cents:
                text = self.tr(
                    "✓ {0} shared now + {1} left to play for = {2}, the prizes still to be paid."
                ).format(self.money(given), self.money(self.play_for_cents), self.money(total))
            elif ok:
                text = self.tr("✓ {0} shared: exactly the prizes still to be paid.").format(
                    self.money(given)
                )
            elif given < split:
                text = self.tr(
                    "✗ The amounts add up to {0}: {1} less than the {2} to share."
                ).format(self.money(given), self.money(split - given), self.money(split))
            else:
                text = self.tr(
                    "✗ The amounts add up to {0}: {1} more than the {2} to share."
                ).format(self.money(given), self.money(given - split), self.money(split))
            self._say(self.deal_check, text, ok)
        else:
            self._say(self.deal_check, "", None)
        self.deal_ready = ok and recorded is None
        self.record_button.setEnabled(self.deal_ready)
        if recorded is not None:
            self.record_button.setToolTip(
                self.document.why_not(t.deals.verify_record, {}) or self.tr("A deal is recorded.")
            )
        elif not ok:
            self.record_button.setToolTip(problem or self.tr("The amounts must add up first."))
        else:
            self.record_button.setToolTip(self.tr("Fix the prizes as agreed (Ctrl+Enter)."))

    def _signed(self, cents: int) -> str:
        if cents > 0:
            return "+" + self.money(cents)
        if cents < 0:
            return "−" + self.money(-cents)
        return self.money(0)

    def _explanation(self, prizes: tuple[int, ...]) -> str:
        if len(prizes) == 0:
            return ""
        lines = []
        if self.method is DealMethod.ICM:
            lines.append(
                self.tr(
                    "ICM: each player takes their expected prize if the places were drawn one "
                    "by one in proportion to the chips of those still in."
                )
            )
        elif self.method is DealMethod.CHIP_CHOP:
            split = self.proposal.deal.split_prizes_cents if self.proposal is not None else prizes
            lines.append(
                self.tr(
                    "Chip chop: each player is sure of {0} (the smallest prize); the rest is "
                    "shared in proportion to chips, nobody taking more than {1}."
                ).format(self.money(min(split)), self.money(max(split)))
            )
        else:
            lines.append(
                self.tr(
                    "Agreed amounts: type what each player takes in the Deal column; they start "
                    "from the last deal worked out."
                )
            )
        if self.play_for_cents:
            lines.append(
                self.tr("{0} is left to play for and goes to the winner.").format(
                    self.money(self.play_for_cents)
                )
            )
        return " ".join(lines)

    def _recorded_text(self, recorded) -> str:
        method = {
            "icm": self.tr("ICM"),
            "chip-chop": self.tr("chip chop"),
            "custom": self.tr("agreed amounts"),
        }.get(recorded.method, recorded.method)
        text = self.tr("A deal is recorded ({0}): these players' prizes are fixed.").format(method)
        if recorded.play_for_cents:
            text += " " + self.tr("The winner also takes the {0} left to play for.").format(
                self.money(recorded.play_for_cents)
            )
        text += " " + self.tr("Edit ▸ Undo takes the deal back.")
        return text

    def record_deal(self) -> None:
        """Record the deal shown: it fixes the prizes of the players left (undoable)."""
        if not self.deal_ready:
            if self.deal_check.text():
                self.document.failed.emit(self.record_button.toolTip())
            return
        t = self.document.tournament
        if self.method is DealMethod.CUSTOM:
            amounts = {e.id: self.custom.get(e.id, 0) for e in t.state.playing}
            done = self.document.act(t.deals.record, amounts, play_for_cents=self.play_for_cents)
        else:
            done = self.document.act(t.deals.record, self.proposal)
        if done is not None:
            self.custom = {}
            self._proposal_key = None
