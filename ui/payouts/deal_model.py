"""The deal calculator's table: the players left, their chips, and what a deal gives them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from director.tournament import Entry
from ui.common.fmt import num
from ui.common.titled_model import TitledTableModel
from ui.payouts.look import RIGHT
from ui.setup.settings import amount_text

_Index = QModelIndex | QPersistentModelIndex


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
        unrounded: The amount before rounding to the tournament's unit, as the Deal cell's
            tooltip ("" when there is none: agreed amounts, a recorded deal).
    """

    entry: int
    name: str
    chips: int | None
    chip_share: str
    by_rank: str
    amount: int | None
    difference: str
    unrounded: str = ""


def biggest_first(players: Sequence[Entry]) -> list[Entry]:
    """The players biggest stack first (equal stacks by entry number; not counted yet last):
    the order the players read a deal in, as the domain proposes it."""
    return sorted(players, key=lambda e: (e.chips is None, -(e.chips or 0), e.id))


def chip_order_prizes(players: Sequence[Entry], prizes: Sequence[int]) -> dict[int, int]:
    """What each player would take finishing in chip order: the prize of the place their
    stack ranks (the biggest stack first; equal stacks by entry number).

    Empty until every stack is counted. A comparison for the players, not a rule: the deal
    itself is the domain's (:meth:`director.tournament.deals.Deals.propose`).
    """
    if any(e.chips is None for e in players):
        return {}
    ordered = sorted(players, key=lambda e: (-(e.chips or 0), e.id))
    return {e.id: (prizes[i] if i < len(prizes) else 0) for i, e in enumerate(ordered)}


class DealModel(TitledTableModel):
    """The players left: chips (editable), share of chips, prize by chip rank, deal, difference.

    Args:
        money: Formats cents in the tournament's currency.
        enter_chips: Records a typed chip count (entry, text); returns True when recorded.
        enter_amount: Keeps an agreed amount (entry, text); returns True when accepted.
        parent: The deal calculator.
    """

    CHIPS, BY_RANK, DEAL, DIFFERENCE = 1, 3, 4, 5

    def __init__(
        self,
        money: Callable[[int], str],
        enter_chips: Callable[[int, str], bool],
        enter_amount: Callable[[int, str], bool],
        parent: QObject | None = None,
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

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
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
        if role == Qt.ItemDataRole.ToolTipRole and col == self.DEAL:
            return row.unrounded or None
        if role == Qt.ItemDataRole.TextAlignmentRole and col > 0:
            return RIGHT
        if role == Qt.ItemDataRole.FontRole and col == self.DEAL:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
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

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        """Column titles and what they mean."""
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.titles):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.titles[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tips[section] or None
        return None
