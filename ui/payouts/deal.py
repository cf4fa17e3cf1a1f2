"""The deal calculator: a deal among the players left, worked out or agreed, then recorded.

The deal is the domain's: :meth:`~director.tournament.deals.Deals.propose` works it out (ICM or
chip chop) from the counted stacks, :meth:`~director.tournament.deals.Deals.verify_record` says
whether the amounts shown can be recorded (they must add up to the prizes still to be paid), and
:meth:`~director.tournament.deals.Deals.record` fixes them. A chip count typed in the table is a
``set_chips`` action at once.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from director.errors import DirectorError
from director.i18n import ordinal
from director.icm import DealMethod
from director.tournament import DealProposal, EntryRef, parse_amount
from director.tournament import events as ev
from director.tournament import prizes as pz
from director.tournament.model import Deal as RecordedDeal
from ui.common.fmt import num
from ui.document import Document
from ui.payouts.deal_model import DealModel, DealRow, biggest_first, chip_order_prizes
from ui.payouts.look import percent_text, show_check, table_look
from ui.setup.settings import amount_text, parse_chips

#: The refusal of a proposal while fewer than two players are left: no deal to work out.
_TOO_FEW = "err.deal_too_few"
#: The refusal of a proposal while a stack is not counted: not a mistake, a step still to do.
_NO_COUNTS = "err.deal_no_counts"
#: The refusal of amounts that do not add up to the prizes still to be paid.
_SUM = "err.deal_sum"


class DealBox(QGroupBox):
    """The deal among the players left: the method, the amounts, the check, the record button.

    Args:
        document: The open tournament.
        parent: The tab.

    Attributes:
        method: How the deal is worked out (ICM, chip chop, or amounts the players agreed).
        play_for_cents: Taken off the top before the split; the winner takes it.
        custom: The amounts agreed by the players, by entry (the agreed-amounts method).
        proposal: The domain's proposal for the method shown (ICM while amounts are agreed).
        deal_ready: Whether the deal shown can be recorded now.
    """

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Deal among the players left"))
        self.document = document
        self.method = DealMethod.ICM
        self.play_for_cents = 0
        self.play_for_problem = ""
        self.custom: dict[int, int] = {}
        self.proposal: DealProposal | None = None
        self.deal_ready = False
        self._refusal: DirectorError | None = None
        self._proposal_key: tuple[object, ...] | None = None
        method_row = self._build_method_row()
        self.prizes_label = QLabel()
        self.prizes_label.setObjectName("prizesLeft")
        self.prizes_label.setWordWrap(True)
        self._build_table()
        self.explain_label = QLabel()
        self.explain_label.setObjectName("dealExplanation")
        self.explain_label.setWordWrap(True)
        self.check = QLabel()
        self.check.setObjectName("dealCheck")
        self.check.setWordWrap(True)
        self.record_button = QPushButton(self.tr("Record deal"))
        self.record_button.setObjectName("recordDeal")
        self.record_button.clicked.connect(self.record_deal)
        self.record_button.setToolTip(self.tr("Fix the prizes as agreed (Ctrl+Enter)."))
        bottom = QHBoxLayout()
        bottom.addWidget(self.check, 1)
        bottom.addWidget(self.record_button, 0, Qt.AlignmentFlag.AlignBottom)
        layout = QVBoxLayout(self)
        layout.addLayout(method_row)
        layout.addWidget(self.prizes_label)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.explain_label)
        layout.addLayout(bottom)

    # -- building --------------------------------------------------------------------------------
    def _build_method_row(self) -> QHBoxLayout:
        self.method_group = QButtonGroup(self)
        self.method_buttons: dict[DealMethod, QRadioButton] = {}
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Split by:")))
        for method, text, tip in (
            (DealMethod.ICM, self.tr("&ICM"), self.tr("Each player takes their ICM value (I).")),
            (
                DealMethod.CHIP_CHOP,
                self.tr("&Chip chop"),
                self.tr("Each player is sure of the smallest prize; the rest by chips (C)."),
            ),
            (
                DealMethod.CUSTOM,
                self.tr("Agreed a&mounts"),
                self.tr("Type the amounts the players agreed in the Deal column (M)."),
            ),
        ):
            button = QRadioButton(text)
            button.setObjectName(f"method_{method.value}")
            button.setToolTip(tip)
            self.method_group.addButton(button)
            self.method_buttons[method] = button
            button.toggled.connect(lambda on, m=method: self._method_toggled(m, on))
            row.addWidget(button)
        self.method_buttons[DealMethod.ICM].setChecked(True)
        row.addSpacing(24)
        row.addWidget(QLabel(self.tr("Left to play for:")))
        self.play_for_edit = QLineEdit()
        self.play_for_edit.setObjectName("playFor")
        self.play_for_edit.setPlaceholderText(self.tr("nothing"))
        self.play_for_edit.setToolTip(
            self.tr("Taken off the top before the split; the winner takes it (F).")
        )
        self.play_for_edit.setMaximumWidth(120)
        self.play_for_edit.editingFinished.connect(self._play_for_edited)
        row.addWidget(self.play_for_edit)
        row.addStretch(1)
        return row

    def _build_table(self) -> None:
        self.model = DealModel(self.document.money, self._enter_chips, self._enter_amount, self)
        self.view = QTableView()
        self.view.setObjectName("dealTable")
        self.view.setModel(self.model)
        table_look(self.view)
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

    # -- what the director does ------------------------------------------------------------------
    def _method_toggled(self, method: DealMethod, on: bool) -> None:
        if on:
            self.set_method(method)

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
        self.refresh()

    def focus_play_for(self) -> None:
        """Put the cursor in the amount left to play for."""
        self.play_for_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.play_for_edit.selectAll()

    def edit_chips(self) -> None:
        """Start typing the first missing chip count (or the selected player's)."""
        rows = self.model.rows
        if not rows or not self.model.chips_editable:
            return
        current = self.view.currentIndex()
        row = next((i for i, r in enumerate(rows) if r.chips is None), None)
        if row is None:
            row = current.row() if current.isValid() else 0
        index = self.model.index(row, DealModel.CHIPS)
        self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.view.setCurrentIndex(index)
        self.view.edit(index)

    def _play_for_edited(self) -> None:
        text = self.play_for_edit.text().strip()
        what = "amount to play for"
        self.play_for_problem = (
            (self.document.why_not(parse_amount, text, what) or "") if text else ""
        )
        if not self.play_for_problem:
            self.play_for_cents = parse_amount(text, what) if text else 0
        self.refresh()

    def _enter_chips(self, entry: int, text: str) -> bool:
        try:
            chips = parse_chips(text)
        except ValueError:
            self.document.failed.emit(
                self.tr("'{0}' is not a number of chips; write it like 25000.").format(text)
            )
            return False
        entrants = self.document.tournament.entrants
        return self.document.act(entrants.set_chips, {entry: chips}) is not None

    def _enter_amount(self, entry: int, text: str) -> bool:
        cents = self.document.act(parse_amount, text, "amount") if text else 0
        if cents is None:  # the document said why
            return False
        self.custom[entry] = cents
        self.refresh()
        return True

    def record_deal(self) -> None:
        """Record the deal shown: it fixes the prizes of the players left (undoable)."""
        if not self.deal_ready:
            if self.check.text():
                self.document.failed.emit(self.record_button.toolTip())
            return
        t = self.document.tournament
        if self.method is DealMethod.CUSTOM:
            amounts = {e.id: self.custom.get(e.id, 0) for e in t.state.playing}
        else:
            assert self.proposal is not None, "a deal is ready once it is worked out"
            amounts = self.proposal.amounts
        if not self._confirm(amounts):
            return
        if self.method is DealMethod.CUSTOM:
            done = self.document.act(t.deals.record, amounts, play_for_cents=self.play_for_cents)
        else:
            done = self.document.act(t.deals.record, self.proposal)
        if done is not None:
            self.custom = {}
            self._proposal_key = None

    def _confirm(self, amounts: dict[int, int]) -> bool:
        """Ask before a deal fixes the prizes: the players hear the amounts once more."""
        s = self.document.state
        money = self.document.money
        lines = [
            f"{s.label(e)}: {money(amounts.get(e.id, 0))}"
            for e in biggest_first([s.entries[i] for i in amounts])
        ]
        if self.play_for_cents:
            lines.append(self.tr("Left to play for: {0}").format(money(self.play_for_cents)))
        answer = QMessageBox.question(
            self,
            self.tr("Record deal"),
            self.tr("Record this deal? It fixes the prizes of the players left.")
            + "\n\n"
            + "\n".join(lines),
            QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Ok

    # -- working it out ----------------------------------------------------------------------------
    def _propose(self, method: DealMethod, prizes: tuple[int, ...]) -> None:
        """The domain's proposal for ``method``, or why there is none; kept while nothing it
        depends on changes."""
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
        self._refusal = None
        try:
            self.proposal = t.deals.propose(method.value, play_for_cents=self.play_for_cents)
        except DirectorError as exc:  # kept whole: the calculator decides on its key
            self._refusal = exc

    def _open_amounts(self, prizes: tuple[int, ...]) -> tuple[dict[int, int], str, bool]:
        """The amounts of a deal not recorded yet, what stops it, and whether that is a note.

        A note (missing chip counts) is a step still to do, not a mistake: it is not in red.
        """
        players = self.document.state.playing
        # agreed amounts start from the ICM ones, which the players usually adjust
        custom = self.method is DealMethod.CUSTOM
        self._propose(DealMethod.ICM if custom else self.method, prizes)
        refusal = self._refusal
        lang = self.document.lang
        if refusal is not None and refusal.key == _TOO_FEW:
            return {}, refusal.text(lang) if players else "", False
        if self.play_for_problem:
            return {}, self.play_for_problem, False
        if custom:
            if set(self.custom) != {e.id for e in players}:
                self.custom = dict(self.proposal.amounts) if self.proposal is not None else {}
            return {e.id: self.custom.get(e.id, 0) for e in players}, "", False
        amounts = self.proposal.amounts if self.proposal is not None else {}
        if refusal is not None and refusal.key == _NO_COUNTS:
            missing = sum(1 for e in players if e.chips is None)
            text = self.tr(
                "{0} of {1} chip counts are missing: double-click a Chips cell (or press S) "
                "to enter them."
            ).format(missing, len(players))
            return amounts, text, True
        return amounts, refusal.text(lang) if refusal is not None else "", False

    # -- showing it ------------------------------------------------------------------------------
    def refresh(self, payouts: tuple[int, ...] | None = None) -> None:
        """Show the deal again from the tournament (``payouts``: the places' prizes, if known)."""
        s = self.document.state
        if payouts is None:
            payouts = self.document.tournament.money.payouts()
        prizes = tuple(pz.remaining_prizes(s, payouts))
        recorded = s.deal
        if recorded is None:
            amounts, problem, note = self._open_amounts(prizes)
            too_few = self._refusal is not None and self._refusal.key == _TOO_FEW
            open_deal = not too_few
        else:
            amounts, problem, note, open_deal = dict(recorded.amounts), "", False, False
        self.model.set_rows(
            self._rows(prizes, amounts, recorded),
            chips=open_deal,
            amounts=open_deal and self.method is DealMethod.CUSTOM,
        )
        self._show_controls(open_deal, recorded)
        self._show_prizes(prizes, recorded)
        self.explain_label.setText("" if recorded is not None else self._explanation(prizes))
        if recorded is not None:
            self._check_recorded(recorded, amounts)
            self.deal_ready = False
            tip = self.document.why_not(self.document.tournament.deals.verify_record, {})
            self.record_button.setToolTip(tip or self.tr("A deal is recorded."))
        else:
            self.deal_ready = self._check_open(amounts, problem, note)
            self.record_button.setToolTip(
                self.tr("Fix the prizes as agreed (Ctrl+Enter).")
                if self.deal_ready
                else problem or self.tr("The amounts must add up first.")
            )
        self.record_button.setEnabled(self.deal_ready)

    def _rows(
        self, prizes: tuple[int, ...], amounts: dict[int, int], recorded: RecordedDeal | None
    ) -> list[DealRow]:
        """One row per player in the deal: chips, share, prize in chip order, deal, difference."""
        s = self.document.state
        money, lang = self.document.money, self.document.lang
        players = s.playing
        rank = chip_order_prizes(players, prizes)
        complete = all(e.chips is not None for e in players)
        all_chips = sum(e.chips or 0 for e in players) if complete else 0
        members = biggest_first(
            players if recorded is None else [s.entries[e] for e, _ in recorded.amounts]
        )
        unrounded = self._unrounded() if recorded is None else {}
        rows = []
        for e in members:
            amount = amounts.get(e.id)
            # the comparison with the chip order means nothing once the deal is made
            by_rank = rank.get(e.id) if recorded is None else None
            rows.append(
                DealRow(
                    entry=e.id,
                    name=s.label(e),
                    chips=e.chips,
                    chip_share=percent_text(e.chips or 0, all_chips, lang),
                    by_rank="" if by_rank is None else money(by_rank),
                    amount=amount,
                    difference=""
                    if amount is None or by_rank is None
                    else self._signed(amount - by_rank),
                    unrounded=unrounded.get(e.id, ""),
                )
            )
        return rows

    def _unrounded(self) -> dict[int, str]:
        """The proposal's amounts before rounding to the prizes' unit, as the cells' tooltips."""
        if self.proposal is None or self.method is DealMethod.CUSTOM:
            return {}
        deal = self.proposal.deal
        text = self.tr("Before rounding: {0}")
        return {
            e: text.format(self.document.money(round(share)))
            for e, share in zip(self.proposal.entries, deal.shares_cents, strict=True)
        }

    def _show_controls(self, open_deal: bool, recorded: RecordedDeal | None) -> None:
        """The method and the amount to play for: chosen while the deal is open."""
        for button in self.method_buttons.values():
            button.setEnabled(open_deal)
        self.play_for_edit.setEnabled(open_deal)
        for column in (DealModel.BY_RANK, DealModel.DIFFERENCE):
            self.view.setColumnHidden(column, recorded is not None)
        shown = self.method_buttons[self.method]
        if recorded is not None:
            shown = self.method_buttons.get(DealMethod(recorded.method), shown)
            self.play_for_edit.setText(
                amount_text(recorded.play_for_cents, self.document.lang)
                if recorded.play_for_cents
                else ""
            )
        if recorded is not None or not shown.isChecked():
            shown.blockSignals(True)
            shown.setChecked(True)
            shown.blockSignals(False)

    def _show_prizes(self, prizes: tuple[int, ...], recorded: RecordedDeal | None) -> None:
        """The prizes still to be paid (and the chips counted so far), or the deal recorded."""
        if recorded is not None:
            self.prizes_label.setText(self._recorded_text(recorded))
            return
        if not prizes:
            self.prizes_label.setText(self.tr("No prizes to share yet."))
            return
        money, lang = self.document.money, self.document.lang
        text = self.tr("Prizes still to be paid: {0} ({1} in all).").format(
            " · ".join(f"{ordinal(i, lang)} {money(p)}" for i, p in enumerate(prizes, 1)),
            money(sum(prizes)),
        )
        s = self.document.state
        counted = [e.chips for e in s.playing if e.chips is not None]
        if counted and sum(counted) != s.chips_in_play:
            text += "\n" + self.tr("Chips counted: {0} of the {1} in play.").format(
                num(sum(counted)), num(s.chips_in_play)
            )
        self.prizes_label.setText(text)

    def _check_recorded(self, recorded: RecordedDeal, amounts: dict[int, int]) -> None:
        """The recorded deal pays what was still to be paid."""
        money = self.document.money
        paid = sum(amounts.values()) + recorded.play_for_cents
        owed = sum(recorded.details.get("prizes_cents", ())) or paid
        show_check(
            self.check,
            self.tr("✓ The deal pays {0}: the prizes that were still to be paid.").format(
                money(paid)
            )
            if paid == owed
            else self.tr("✗ The deal pays {0} but {1} was to be paid.").format(
                money(paid), money(owed)
            ),
            paid == owed,
        )

    def _check_open(self, amounts: dict[int, int], problem: str, note: bool) -> bool:
        """Whether the deal shown can be recorded, as the domain says; the check line says so."""
        if problem:
            show_check(self.check, problem, None if note else False)
            return False
        if not amounts:
            show_check(self.check, "", None)
            return False
        deals = self.document.tournament.deals
        try:
            if self.method is DealMethod.CUSTOM:
                agreed: dict[EntryRef, int] = dict(amounts.items())
                record = deals.verify_record(agreed, play_for_cents=self.play_for_cents)
            else:
                assert self.proposal is not None, "the amounts shown are the proposal's"
                record = deals.verify_record(self.proposal)
        except DirectorError as exc:  # the sums are said with their figures
            show_check(self.check, self._refusal_text(exc), False)
            return False
        show_check(self.check, self._agreed_text(record), True)
        return True

    def _agreed_text(self, record: ev.DealRecorded) -> str:
        """``✓ €600 shared: exactly the prizes still to be paid.``"""
        money = self.document.money
        given = sum(cents for _entry, cents in record.amounts)
        if record.play_for_cents:
            return self.tr(
                "✓ {0} shared now + {1} left to play for = {2}, the prizes still to be paid."
            ).format(
                money(given),
                money(record.play_for_cents),
                money(given + record.play_for_cents),
            )
        return self.tr("✓ {0} shared: exactly the prizes still to be paid.").format(money(given))

    def _refusal_text(self, exc: DirectorError) -> str:
        """Why the amounts cannot be recorded; for sums that do not add up, by how much."""
        if exc.key != _SUM:
            return exc.text(self.document.lang)
        money = self.document.money
        given, split = int(exc.params["given"]), int(exc.params["expected"])
        if given < split:
            return self.tr("✗ The amounts add up to {0}: {1} less than the {2} to share.").format(
                money(given), money(split - given), money(split)
            )
        return self.tr("✗ The amounts add up to {0}: {1} more than the {2} to share.").format(
            money(given), money(given - split), money(split)
        )

    def _signed(self, cents: int) -> str:
        money = self.document.money
        if cents > 0:
            return "+" + money(cents)
        if cents < 0:
            return "−" + money(-cents)
        return money(0)

    def _explanation(self, prizes: tuple[int, ...]) -> str:
        if len(prizes) == 0:
            return ""
        money = self.document.money
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
                ).format(money(min(split)), money(max(split)))
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
                    money(self.play_for_cents)
                )
            )
        return " ".join(lines)

    def _recorded_text(self, recorded: RecordedDeal) -> str:
        method = {
            "icm": self.tr("ICM"),
            "chip-chop": self.tr("chip chop"),
            "custom": self.tr("agreed amounts"),
        }.get(recorded.method, recorded.method)
        text = self.tr("A deal is recorded ({0}): these players' prizes are fixed.").format(method)
        if recorded.play_for_cents:
            text += " " + self.tr("The winner also takes the {0} left to play for.").format(
                self.document.money(recorded.play_for_cents)
            )
        text += " " + self.tr("Edit ▸ Undo takes the deal back.")
        return text
