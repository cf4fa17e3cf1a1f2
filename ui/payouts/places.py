"""The places paid: each place's prize, its share of the pool, who finished there."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGroupBox, QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from director.tournament import Result
from ui.common.titled_model import TitledTableModel
from ui.document import Document
from ui.payouts.look import RIGHT, percent_text, show_check, table_look

_Index = QModelIndex | QPersistentModelIndex


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

    def __init__(self, parent: QObject | None = None) -> None:
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

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The text of a cell; numbers right-aligned; decided places in bold."""
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        row = self.rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (str(row.place), row.share, row.amount, row.player, row.takes)[col]
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (0, 1, 2, 4):
            return RIGHT
        if role == Qt.ItemDataRole.FontRole and col == 2 and row.place == 1:
            font = QFont()
            font.setBold(True)
            return font
        return None


class PlacesBox(QGroupBox):
    """The places paid, and a line checking that they pay out the whole prize pool.

    Args:
        document: The open tournament.
        parent: The tab.

    Attributes:
        model: The places shown.
        view: The table showing them.
        check: The line under the table.
    """

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Places paid"))
        self.document = document
        self.model = PlacesModel(self)
        self.view = QTableView()
        self.view.setObjectName("placesTable")
        self.view.setModel(self.model)
        table_look(self.view)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.check = QLabel()
        self.check.setObjectName("placesCheck")
        self.check.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.check)

    def show_places(self, pool: int, payouts: tuple[int, ...]) -> None:
        """Show the ``payouts`` of a prize ``pool``, and who finished in each place."""
        self.model.set_rows(self.rows(pool, payouts))
        money = self.document.money
        total = sum(payouts)
        if not payouts:
            show_check(self.check, self.tr("No prize pool yet: nothing to pay."), None)
        elif total == pool:
            show_check(
                self.check,
                self.tr("✓ {0} places, {1} in all: the whole prize pool.").format(
                    len(payouts), money(total)
                ),
                True,
            )
        else:  # the domain guarantees it never happens; say so plainly if it ever does
            show_check(
                self.check,
                self.tr("✗ The prizes add up to {0}, not the prize pool of {1}.").format(
                    money(total), money(pool)
                ),
                False,
            )

    def rows(self, pool: int, payouts: tuple[int, ...]) -> list[PlaceRow]:
        """One row per place paid: its prize, its share of ``pool``, who took it."""
        t = self.document.tournament
        s = t.state
        money = self.document.money
        by_place: dict[int, list[Result]] = {}
        for r in t.money.results():
            for p in range(r.place, r.place_to + 1):
                by_place.setdefault(p, []).append(r)
        rows = []
        for place, amount in enumerate(payouts, 1):
            results = by_place.get(place, [])
            names = ", ".join(r.name for r in results)
            takes = ""
            if results and (len(results) > 1 or results[0].prize_cents != amount):
                takes = ", ".join(money(r.prize_cents) for r in results)
            if results and len(results) > 1:
                names = self.tr("{0} (tie)").format(names)
            elif not results and s.deal is not None and place <= s.players_left:
                names = self.tr("(in the deal)")
            rows.append(
                PlaceRow(
                    place=place,
                    amount=money(amount),
                    share=percent_text(amount, pool, self.document.lang),
                    player=names,
                    takes=takes,
                )
            )
        return rows
