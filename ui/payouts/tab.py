"""The Payouts tab: the prize pool, the places paid, the payout options and the deal calculator.

Everything shown is read from the tournament (``money.summary()``, ``money.payouts()``,
``money.results()``, ``deals.propose()``) after every change, so the amounts follow the entries
as they arrive. Every change made here is a domain action, undoable from the Edit menu: the
payout options through ``update_settings``, a chip count typed in the deal table through
``entrants.set_chips``, the deal through ``deals.record``. One module per part: the pool
(:mod:`.pool`), the options (:mod:`.options`), the places (:mod:`.places`), the deal
(:mod:`.deal`, its table :mod:`.deal_model`).

Keys while the tab has focus: I (ICM deal), C (chip chop), M (amounts agreed by the players),
S (enter chip counts), F (amount left to play for), Ctrl+Enter (record the deal).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSplitter, QVBoxLayout, QWidget

from director.icm import DealMethod
from ui.common.theme import caption_style
from ui.document import Document
from ui.payouts.deal import DealBox
from ui.payouts.options import OptionsBox
from ui.payouts.places import PlacesBox
from ui.payouts.pool import PoolBox


class PayoutsTab(QWidget):
    """Prize pool, places paid, payout options and the deal calculator.

    Args:
        document: The open tournament.
        parent: The main window.

    Attributes:
        pool: The prize pool.
        options: The payout options.
        places: The places paid.
        deal: The deal calculator.
        key_actions: The tab's keys (``I``, ``C``, ``M``, ``S``, ``F``, ``Ctrl+Return``).
    """

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._dirty = True
        self.pool = PoolBox(document)
        self.options = OptionsBox(document)
        self.places = PlacesBox(document)
        self.deal = DealBox(document)
        left = QVBoxLayout()
        left.addWidget(self.pool)
        left.addWidget(self.options)
        left.addStretch(1)
        left.addWidget(self._keys_hint())
        left_widget = QWidget()
        left_widget.setLayout(left)
        left.setContentsMargins(0, 0, 0, 0)
        left_widget.setMinimumWidth(300)
        left_widget.setMaximumWidth(420)
        right = QSplitter(Qt.Orientation.Vertical)
        right.setChildrenCollapsible(False)
        right.addWidget(self.places)
        right.addWidget(self.deal)
        right.setStretchFactor(0, 2)
        right.setStretchFactor(1, 3)
        layout = QHBoxLayout(self)
        layout.addWidget(left_widget)
        layout.addWidget(right, 1)
        self._shortcuts()
        document.changed.connect(self._changed)
        self.refresh()

    def _keys_hint(self) -> QLabel:
        keys = QLabel(
            self.tr(
                "Keys: I ICM · C chip chop · M agreed amounts · S enter chip counts · "
                "F amount left to play for · Ctrl+Enter record the deal"
            )
        )
        keys.setObjectName("keysHint")
        keys.setWordWrap(True)
        keys.setStyleSheet(caption_style(self.palette()))
        return keys

    def _shortcuts(self) -> None:
        deal = self.deal
        keys: tuple[tuple[str, str, Callable[[], object], str], ...] = (
            ("I", self.tr("ICM deal"), lambda: deal.set_method(DealMethod.ICM), "dealIcm"),
            (
                "C",
                self.tr("Chip-chop deal"),
                lambda: deal.set_method(DealMethod.CHIP_CHOP),
                "dealChipChop",
            ),
            (
                "M",
                self.tr("Agreed amounts"),
                lambda: deal.set_method(DealMethod.CUSTOM),
                "dealCustom",
            ),
            ("S", self.tr("Enter chip counts"), deal.edit_chips, "enterChips"),
            ("F", self.tr("Amount left to play for"), deal.focus_play_for, "playForKey"),
            ("Ctrl+Return", self.tr("Record deal"), deal.record_deal, "recordDealKey"),
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

    # -- refreshing ------------------------------------------------------------------------------
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

    def refresh(self) -> None:
        """Read everything again from the tournament."""
        self._dirty = False
        money = self.document.tournament.money
        summary = money.summary()
        payouts = money.payouts()
        self.pool.show_money(summary, payouts)
        self.options.load()
        self.places.show_places(summary.prize_pool_cents, payouts)
        self.deal.refresh(payouts)
