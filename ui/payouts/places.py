"""The places paid: each place's prize, its share of the pool, who finished there."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGroupBox, QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from director.errors import DirectorError
from director.tournament import Result
from director.tournament import satellite as sat
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
        if self.show_satellite():
            return
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

    def show_satellite(self) -> bool:
        """A satellite's line under the table: its seats and cash, or why it cannot pay.

        False (nothing shown) when the tournament is not a satellite.
        """
        s = self.document.tournament.state
        if not sat.is_satellite(s):
            return False
        try:
            sat.check(s)
        except DirectorError as exc:
            show_check(self.check, exc.text(self.document.lang), False)
            return True
        line = sat.summary_msg(s)
        show_check(self.check, line.text(self.document.lang) if line else "", True)
        return True

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
        seats = sat.prizes_of(s)
        for place, amount in enumerate(payouts, 1):
            results = by_place.get(place, [])
            if seats is not None and len(results) > 1 and results[0].place == 1:
                # Seated together at a satellite's bubble: one winner a row, each a seat.
                results = results[place - 1 : place]
            names = ", ".join(r.name for r in results)
            takes = ""
            if results and (len(results) > 1 or results[0].prize_cents != amount):
                takes = ", ".join(money(r.prize_cents) for r in results)
            if results and len(results) > 1:
                names = self.tr("{0} (tie)").format(names)
            elif not results and s.deal is not None and place <= s.players_left:
                names = self.tr("(in the deal)")
            amount_text = money(amount)
            if seats is not None and seats.is_seat(place):
                amount_text = self.tr("{0} seat").format(amount_text)
            rows.append(
                PlaceRow(
                    place=place,
                    amount=amount_text,
                    share=percent_text(amount, pool, self.document.lang),
                    player=names,
                    takes=takes,
                )
            )
        return rows
