"""The sections of the settings form: the event, the money, entries and rebuys, tables, payouts.

Each section shows a :class:`director.tournament.Settings` value as the director writes it and
reads it back as changes to the settings (``Settings`` field -> value), refusing bad input with
a :class:`ui.setup.fields.FieldProblem` tied to the field. The settings dialog and the new
tournament wizard are made of them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from director.errors import DirectorError
from director.i18n import Msg
from director.structures import Structure
from director.structures.chipset import ChipSet, largest_field
from director.tournament import AddonRules, Price, RebuyRules, Settings, format_money, parse_fee
from director.tournament.amounts import CURRENCIES
from director.tournament.settings import MAX_SEATS, MIN_SEATS, parse_date
from ui.common.fmt import num
from ui.document import error_text
from ui.setup.fields import (
    FieldProblem,
    amount_text,
    date_text,
    first_hour_level,
    level_spin,
    message_label,
    parse_chips,
    price_text,
    read_amount,
    read_chips,
    read_price,
    show_message,
)
from ui.setup.payout_choice import PayoutTableChooser, RoundingBox


class Section(QWidget):
    """A part of the settings form: shows settings, reads back changes."""

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang

    def load(self, settings: Settings) -> None:
        """Show ``settings``."""
        raise NotImplementedError

    def read(self) -> dict[str, Any]:
        """The settings as filled in (Settings field -> value); raises FieldProblem."""
        raise NotImplementedError


class EventSection(Section):
    """Name, date and venue."""

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(lang, parent)
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("name")
        self.name_edit.setPlaceholderText(self.tr("e.g. Friday tournament"))
        self.name_edit.setMaxLength(200)
        self.date_edit = QLineEdit()
        self.date_edit.setObjectName("date")
        self.date_edit.setPlaceholderText(self.tr("day/month/year, e.g. 29/11/2026"))
        self.venue_edit = QLineEdit()
        self.venue_edit.setObjectName("venue")
        self.venue_edit.setPlaceholderText(self.tr("e.g. Circolo del Poker, Milano"))
        self.venue_edit.setMaxLength(200)
        form = QFormLayout(self)
        form.addRow(self.tr("Name:"), self.name_edit)
        form.addRow(self.tr("Date:"), self.date_edit)
        form.addRow(self.tr("Venue:"), self.venue_edit)

    def load(self, settings: Settings) -> None:
        """Show the event's settings."""
        self.name_edit.setText(settings.name)
        self.date_edit.setText(date_text(settings.date))
        self.venue_edit.setText(settings.venue)

    def read(self) -> dict[str, Any]:
        """Name, date (ISO) and venue; an empty name is refused."""
        name = " ".join(self.name_edit.text().split())
        if not name:
            raise FieldProblem(
                self.name_edit, self.tr("Give the tournament a name; it is printed on every sheet.")
            )
        try:
            date = parse_date(self.date_edit.text())
        except DirectorError as exc:
            raise FieldProblem(self.date_edit, error_text(exc, self.lang)) from None
        return {"name": name, "date": date, "venue": self.venue_edit.text().strip()}


class MoneySection(Section):
    """Buy-in and fee (as clubs write them), currency, bounty (fixed or progressive) and guarantee.

    The fee is either written in the buy-in ("20+5") or in its own field: an amount paid on
    top ("5") or a share of the prize pool ("10%").
    """

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(lang, parent)
        self.buy_in_edit = QLineEdit()
        self.buy_in_edit.setObjectName("buyIn")
        self.buy_in_edit.setPlaceholderText(self.tr("e.g. 20+5"))
        self.buy_in_edit.setToolTip(
            self.tr(
                "What goes into the prize pool, and the house fee paid on top after a +: "
                "20+5, 20,50+4,50 or just 25."
            )
        )
        self.fee_edit = QLineEdit()
        self.fee_edit.setObjectName("fee")
        self.fee_edit.setPlaceholderText(self.tr("in the buy-in, or 5, or 10%"))
        self.fee_edit.setToolTip(
            self.tr(
                "The house fee if the buy-in does not say it: an amount paid on top (5) or a "
                "share of the prize pool (10%). Leave it empty otherwise."
            )
        )
        self.currency_box = QComboBox()
        self.currency_box.setObjectName("currency")
        for code, cur in CURRENCIES.items():
            self.currency_box.addItem(
                f"{code} ({cur.symbol})" if cur.symbol != code else code, code
            )
        self.bounty_edit = QLineEdit()
        self.bounty_edit.setObjectName("bounty")
        self.bounty_edit.setPlaceholderText(self.tr("none"))
        self.bounty_edit.setToolTip(
            self.tr("Paid with each entry, set aside and won by whoever eliminates the player.")
        )
        self.progressive_check = QCheckBox(
            self.tr("Progressive knockout (half the bounty to the eliminator, half onto their own)")
        )
        self.progressive_check.setObjectName("progressive")
        self.guarantee_edit = QLineEdit()
        self.guarantee_edit.setObjectName("guarantee")
        self.guarantee_edit.setPlaceholderText(self.tr("none"))
        self.guarantee_edit.setToolTip(
            self.tr("The prize pool is at least this much; the house pays what is missing.")
        )
        self.summary = QLabel()
        self.summary.setObjectName("moneySummary")
        self.summary.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(self.tr("Buy-in:"), self.buy_in_edit)
        form.addRow(self.tr("House fee:"), self.fee_edit)
        form.addRow(self.tr("Currency:"), self.currency_box)
        form.addRow(self.tr("Bounty:"), self.bounty_edit)
        form.addRow("", self.progressive_check)
        form.addRow(self.tr("Guaranteed prize pool:"), self.guarantee_edit)
        form.addRow(self.summary)
        for edit in (self.buy_in_edit, self.fee_edit, self.bounty_edit, self.guarantee_edit):
            edit.textChanged.connect(self.update_summary)
        self.currency_box.currentIndexChanged.connect(self.update_summary)
        self.progressive_check.toggled.connect(self.update_summary)

    def currency(self) -> str:
        """The chosen currency's ISO code."""
        return str(self.currency_box.currentData())

    def load(self, settings: Settings) -> None:
        """Show the prices of ``settings``."""
        self.buy_in_edit.setText(price_text(settings.buy_in, self.lang))
        if settings.fee_percent_bp:
            pct = f"{settings.fee_percent_bp / 100:g}"
            self.fee_edit.setText((pct.replace(".", ",") if self.lang == "it" else pct) + "%")
        else:
            self.fee_edit.clear()
        self.currency_box.setCurrentIndex(max(self.currency_box.findData(settings.currency), 0))
        self.bounty_edit.setText(
            amount_text(settings.bounty_cents, self.lang) if settings.bounty_cents else ""
        )
        self.progressive_check.setChecked(settings.progressive)
        self.guarantee_edit.setText(
            amount_text(settings.guarantee_cents, self.lang) if settings.guarantee_cents else ""
        )
        self.update_summary()

    def read(self) -> dict[str, Any]:
        """Buy-in, fee, currency, bounty and guarantee; bad amounts are explained."""
        text = self.buy_in_edit.text()
        price = read_price(self.buy_in_edit, "buy-in", self.lang)
        fee_text = self.fee_edit.text().strip()
        percent = 0
        if fee_text:
            if "+" in text:
                raise FieldProblem(
                    self.fee_edit,
                    self.tr("Give the fee once: either in the buy-in (20+5) or in the fee field."),
                )
            try:
                fee = parse_fee(fee_text)
            except DirectorError as exc:
                raise FieldProblem(self.fee_edit, error_text(exc, self.lang)) from None
            price = Price(price.pool_cents, fee.cents)
            percent = fee.basis_points
        bounty = read_amount(self.bounty_edit, "bounty", self.lang)
        progressive = self.progressive_check.isChecked()
        if progressive and not bounty:
            raise FieldProblem(
                self.bounty_edit, self.tr("A progressive knockout needs a bounty: give its amount.")
            )
        return {
            "buy_in": price,
            "fee_percent_bp": percent,
            "currency": self.currency(),
            "bounty_cents": bounty,
            "progressive": progressive,
            "guarantee_cents": read_amount(self.guarantee_edit, "guarantee", self.lang),
        }

    def update_summary(self) -> None:
        """Say what a player pays, or what is wrong with the amounts, as the director types."""
        try:
            values = self.read()
        except FieldProblem as exc:
            show_message(self.summary, str(exc))
            return
        cur, lang = values["currency"], self.lang
        price: Price = values["buy_in"]
        bounty = values["bounty_cents"]

        def money(cents: int) -> str:
            return format_money(cents, cur, lang)

        total = price.total_cents + bounty
        parts = [self.tr("{0} to the prize pool").format(money(price.pool_cents))]
        if price.fee_cents:
            parts.append(self.tr("{0} to the house").format(money(price.fee_cents)))
        if bounty and values["progressive"]:
            parts.append(self.tr("{0} progressive bounty").format(money(bounty)))
        elif bounty:
            parts.append(self.tr("{0} bounty").format(money(bounty)))
        text = self.tr("A player pays {0}: {1}.").format(money(total), ", ".join(parts))
        if values["fee_percent_bp"]:
            pct = f"{values['fee_percent_bp'] / 100:g}"
            text += " " + self.tr("The house keeps {0}% of the prize pool.").format(
                pct.replace(".", ",") if lang == "it" else pct
            )
        if values["guarantee_cents"]:
            text += " " + self.tr("At least {0} is paid in prizes.").format(
                money(values["guarantee_cents"])
            )
        show_message(self.summary, text, ok=True)


class RulesSection(Section):
    """Entries (starting chips, late registration, re-entry), rebuys and the add-on."""

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(lang, parent)
        self.structure: Structure | None = None
        self._loaded: Settings = Settings()
        self.message = message_label()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._build_entries())
        columns = QHBoxLayout()
        # widths as each box asks (equal halves pushed the add-on's "Taken" field under its label)
        columns.addWidget(self._build_rebuys())
        columns.addWidget(self._build_addon())
        layout.addLayout(columns)
        layout.addWidget(self.message)
        layout.addStretch(1)
        self.rebuy_box.toggled.connect(self._rebuy_toggled)

    def _build_entries(self) -> QGroupBox:
        """Starting chips, late registration, re-entry and the most entries per player."""
        self.chips_edit = QLineEdit()
        self.chips_edit.setObjectName("startingChips")
        self.late_spin = QSpinBox()
        self.late_spin.setObjectName("lateRegistration")
        self.late_spin.setRange(0, 99)
        self.late_spin.setPrefix(self.tr("end of level "))
        self.late_spin.setSpecialValueText(self.tr("only before the clock starts"))
        self.late_spin.valueChanged.connect(self._late_prefix)
        self.late_spin.setMaximumWidth(280)
        self.reentry_check = QCheckBox(self.tr("A busted player may enter again"))
        self.reentry_check.setObjectName("reentry")
        self.max_entries_spin = QSpinBox()
        self.max_entries_spin.setObjectName("maxEntries")
        self.max_entries_spin.setRange(0, 99)
        self.max_entries_spin.setSpecialValueText(self.tr("no limit"))
        self.max_entries_spin.setMaximumWidth(280)
        self.chipset_edit = QLineEdit()
        self.chipset_edit.setObjectName("chipSet")
        self.chipset_edit.setPlaceholderText(self.tr("none; e.g. 25:400, 100:600, 500:200"))
        self.chipset_edit.setToolTip(
            self.tr(
                "Each chip's value and how many the case holds. The seat cards then print "
                "each player's starting chips."
            )
        )
        self.chipset_note = message_label()
        self.chipset_note.setObjectName("chipSetNote")
        self.chipset_edit.textChanged.connect(self._chipset_note)
        self.chips_edit.textChanged.connect(self._chipset_note)
        entries = QGroupBox(self.tr("Entries"))
        form = QFormLayout(entries)
        form.addRow(self.tr("Starting chips:"), self.chips_edit)
        form.addRow(self.tr("Chip set:"), self.chipset_edit)
        form.addRow("", self.chipset_note)
        form.addRow(self.tr("Late registration until:"), self.late_spin)
        form.addRow("", self.reentry_check)
        form.addRow(self.tr("Most entries per player:"), self.max_entries_spin)
        return entries

    def _build_rebuys(self) -> QGroupBox:
        """Rebuys (a box to tick): price, chips, until when, how many, up to which stack."""
        self.rebuy_box = QGroupBox(self.tr("Rebuys"))
        self.rebuy_box.setObjectName("rebuys")
        self.rebuy_box.setCheckable(True)
        self.rebuy_price = QLineEdit()
        self.rebuy_price.setObjectName("rebuyPrice")
        self.rebuy_price.setPlaceholderText(self.tr("e.g. 20 or 20+2"))
        self.rebuy_chips = QLineEdit()
        self.rebuy_chips.setObjectName("rebuyChips")
        self.rebuy_until = level_spin("rebuyUntil")
        self.rebuy_until.setPrefix(self.tr("end of level "))
        self.rebuy_max = QSpinBox()
        self.rebuy_max.setObjectName("rebuyMax")
        self.rebuy_max.setRange(0, 99)
        self.rebuy_max.setSpecialValueText(self.tr("no limit"))
        self.rebuy_stack = QLineEdit()
        self.rebuy_stack.setObjectName("rebuyMaxStack")
        self.rebuy_stack.setPlaceholderText(self.tr("any stack"))
        self.rebuy_stack.setToolTip(
            self.tr("A rebuy only with this many chips or fewer (0: only when busted).")
        )
        self.rebuy_double = QCheckBox(self.tr("Double rebuy allowed (twice the price and chips)"))
        self.rebuy_double.setObjectName("rebuyDouble")
        form = QFormLayout(self.rebuy_box)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # see _build_addon
        form.addRow(self.tr("Price:"), self.rebuy_price)
        form.addRow(self.tr("Chips:"), self.rebuy_chips)
        form.addRow(self.tr("Allowed until:"), self.rebuy_until)
        form.addRow(self.tr("Most per player:"), self.rebuy_max)
        form.addRow(self.tr("Only with a stack of at most:"), self.rebuy_stack)
        # a row of its own: beside the labels it made the page wider than a laptop's wizard
        form.addRow(self.rebuy_double)
        return self.rebuy_box

    def _build_addon(self) -> QGroupBox:
        """The add-on (a box to tick): price, chips, at which level, how many."""
        self.addon_box = QGroupBox(self.tr("Add-on"))
        self.addon_box.setObjectName("addon")
        self.addon_box.setCheckable(True)
        self.addon_price = QLineEdit()
        self.addon_price.setObjectName("addonPrice")
        self.addon_price.setPlaceholderText(self.tr("e.g. 10"))
        self.addon_chips = QLineEdit()
        self.addon_chips.setObjectName("addonChips")
        self.addon_level = level_spin("addonLevel")
        self.addon_level.setPrefix(self.tr("during level "))
        self.addon_level.setSuffix(self.tr(" and the break after it"))
        self.addon_max = QSpinBox()
        self.addon_max.setObjectName("addonMax")
        self.addon_max.setRange(1, 9)
        form = QFormLayout(self.addon_box)
        # side by side with the rebuys: on a narrow screen a field goes under its label
        # rather than widening the window past the screen
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.tr("Price:"), self.addon_price)
        form.addRow(self.tr("Chips:"), self.addon_chips)
        form.addRow(self.tr("Taken:"), self.addon_level)
        form.addRow(self.tr("Most per player:"), self.addon_max)
        return self.addon_box

    def _chipset(self) -> ChipSet | None:
        """The chip set typed (None: none); raises FieldProblem with the domain's words."""
        text = self.chipset_edit.text()
        if not text.strip():
            return None
        try:
            return ChipSet.parse(text, what=Msg("structures.chips.what.setting"))
        except DirectorError as exc:
            raise FieldProblem(self.chipset_edit, exc.text(self.lang)) from None

    def _chipset_note(self) -> None:
        """Under the chip set: each player's stack and the largest field it serves, or why not."""
        try:
            chipset = self._chipset()
        except FieldProblem as problem:
            show_message(self.chipset_note, str(problem))
            return
        if chipset is None and self.structure is not None and self.structure.chip_counts:
            chipset = ChipSet(self.structure.chip_counts)
        if chipset is None:
            show_message(self.chipset_note, "")
            return
        try:
            starting = parse_chips(self.chips_edit.text()) if self.chips_edit.text().strip() else 0
        except ValueError:
            starting = 0
        stack = self._stack(starting)
        if not stack:
            show_message(self.chipset_note, "")
            return
        field = largest_field(stack, chipset)
        if field is None:
            text = self.tr("The set cannot make a stack of {0} for two players.")
            show_message(self.chipset_note, text.format(num(stack)))
            return
        text = self.tr("Each player: {0}. The set serves up to {1} players.")
        show_message(
            self.chipset_note, text.format(field.items(self.lang), num(field.players)), ok=True
        )

    def _late_prefix(self, value: int) -> None:
        # the special text stands alone; the prefix belongs to level numbers only
        self.late_spin.setPrefix(self.tr("end of level ") if value else "")

    def _rebuy_toggled(self, on: bool) -> None:
        # the add-on usually comes at the end of the rebuys
        if on and not self.addon_box.isChecked():
            self.addon_level.setValue(self.rebuy_until.value())

    def set_structure(self, structure: Structure) -> None:
        """Levels and chips come from the structure played (ranges and hints)."""
        self.structure = structure
        last = structure.levels[-1].number
        for spin in (self.rebuy_until, self.addon_level):
            spin.setMaximum(last)
        self.late_spin.setMaximum(last)
        stack = num(structure.starting_stack)
        self.chips_edit.setPlaceholderText(self.tr("the structure's: {0}").format(stack))
        for edit in (self.rebuy_chips, self.addon_chips):
            edit.setPlaceholderText(self.tr("the starting chips"))
        if structure.chip_counts:  # the structure's chips: with counts stand for the set
            counts = ChipSet(structure.chip_counts).text().replace(",", ", ")
            self.chipset_edit.setPlaceholderText(self.tr("the structure's: {0}").format(counts))
        self._chipset_note()

    def club_defaults(self, structure: Structure) -> None:
        """Suggest what clubs usually do: late entries, rebuys and add-on up to the first hour."""
        self.set_structure(structure)
        level = first_hour_level(structure)
        self.late_spin.setValue(level)
        self.rebuy_until.setValue(level)
        self.addon_level.setValue(level)

    def load(self, settings: Settings) -> None:
        """Show the entry, rebuy and add-on rules of ``settings``."""
        self._loaded = settings
        self.chips_edit.setText(num(settings.starting_chips) if settings.starting_chips else "")
        chipset = settings.chipset
        self.chipset_edit.setText("" if chipset is None else chipset.text().replace(",", ", "))
        self.late_spin.setValue(settings.late_registration_level or 0)
        self._late_prefix(self.late_spin.value())
        self.reentry_check.setChecked(settings.reentry)
        self.max_entries_spin.setValue(settings.max_entries)
        r = settings.rebuy
        self.rebuy_box.setChecked(r is not None)
        if r is not None:
            self.rebuy_price.setText(price_text(r.price, self.lang))
            self.rebuy_chips.setText(num(r.chips))
            self.rebuy_until.setValue(r.until_level)
            self.rebuy_max.setValue(r.max_per_entry)
            self.rebuy_stack.setText("" if r.max_stack is None else num(r.max_stack))
            self.rebuy_double.setChecked(r.double)
        a = settings.addon
        self.addon_box.setChecked(a is not None)
        if a is not None:
            self.addon_price.setText(price_text(a.price, self.lang))
            self.addon_chips.setText(num(a.chips))
            self.addon_level.setValue(a.level)
            self.addon_max.setValue(a.max_per_entry)

    def _stack(self, starting: int) -> int:
        if starting:
            return starting
        return self.structure.starting_stack if self.structure else 0

    def read(self) -> dict[str, Any]:
        """Starting chips, late registration, re-entry, rebuy and add-on rules."""
        starting = read_chips(self.chips_edit, self.tr("Starting chips"), lang=self.lang)
        stack = self._stack(starting)
        out: dict[str, Any] = {
            "starting_chips": starting,
            "late_registration_level": self.late_spin.value() or None,
            "reentry": self.reentry_check.isChecked(),
            "max_entries": self.max_entries_spin.value(),
            "rebuy": None,
            "addon": None,
            "chipset": self._chipset(),
        }
        if self.rebuy_box.isChecked():
            if not self.rebuy_price.text().strip():
                raise FieldProblem(
                    self.rebuy_price, self.tr("Give the rebuy's price, or turn rebuys off.")
                )
            stack_text = self.rebuy_stack.text().strip()
            max_stack = None
            if stack_text:
                try:
                    max_stack = parse_chips(stack_text)
                except ValueError:
                    raise FieldProblem(
                        self.rebuy_stack,
                        self.tr("'{0}' is not a number of chips; write it like 10000.").format(
                            stack_text
                        ),
                    ) from None
            out["rebuy"] = RebuyRules(
                price=read_price(self.rebuy_price, "rebuy", self.lang),
                chips=read_chips(
                    self.rebuy_chips, self.tr("Rebuy chips"), empty=stack, lang=self.lang
                ),
                until_level=self.rebuy_until.value(),
                max_per_entry=self.rebuy_max.value(),
                max_stack=max_stack,
                double=self.rebuy_double.isChecked(),
            )
        if self.addon_box.isChecked():
            if not self.addon_price.text().strip():
                raise FieldProblem(
                    self.addon_price, self.tr("Give the add-on's price, or turn the add-on off.")
                )
            out["addon"] = AddonRules(
                price=read_price(self.addon_price, "add-on", self.lang),
                chips=read_chips(
                    self.addon_chips, self.tr("Add-on chips"), empty=stack, lang=self.lang
                ),
                level=self.addon_level.value(),
                max_per_entry=self.addon_max.value(),
            )
        return out


class TablesSection(Section):
    """Seats per table (and, in the wizard, how many tables to set up)."""

    def __init__(self, lang: str, parent: QWidget | None = None, *, tables: bool = False) -> None:
        super().__init__(lang, parent)
        self.tables_spin: QSpinBox | None = None
        self.seats_spin = QSpinBox()
        self.seats_spin.setObjectName("seats")
        self.seats_spin.setRange(MIN_SEATS, MAX_SEATS)
        self.seats_spin.setValue(9)
        self.seats_spin.setSuffix(self.tr(" seats"))
        self.seats_spin.setMaximumWidth(160)
        self.seats_spin.setToolTip(self.tr("From 2 to 10; tables can be added or broken later."))
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        if tables:
            self.tables_spin = QSpinBox()
            self.tables_spin.setObjectName("tables")
            self.tables_spin.setRange(0, 200)
            self.tables_spin.setValue(3)
            self.tables_spin.setSpecialValueText(self.tr("none yet"))
            self.tables_spin.setMaximumWidth(160)
            self.form.addRow(self.tr("Tables to set up:"), self.tables_spin)
        self.form.addRow(self.tr("Seats per table:"), self.seats_spin)

    def tables(self) -> int:
        """How many tables to set up (0 without the tables field)."""
        return self.tables_spin.value() if self.tables_spin is not None else 0

    def load(self, settings: Settings) -> None:
        """Show the seats per table of ``settings``."""
        self.seats_spin.setValue(settings.seats_per_table)

    def read(self) -> dict[str, Any]:
        """Seats per table."""
        return {"seats_per_table": self.seats_spin.value()}


class PayoutsSection(Section):
    """Payout table, rounding, minimum prize and a satellite's seat value."""

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(lang, parent)
        self.chooser = PayoutTableChooser()
        self.rounding = RoundingBox(lang=lang)
        self.rounding.setToolTip(self.tr("Prizes are multiples of this (pay in notes)."))
        self.min_cash_edit = QLineEdit()
        self.min_cash_edit.setObjectName("minimumCash")
        self.min_cash_edit.setPlaceholderText(self.tr("none"))
        self.min_cash_edit.setToolTip(
            self.tr("Fewer places are paid when the last prize would be less than this.")
        )
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.addRow(self.tr("Payout table:"), self.chooser)
        self.form.addRow(self.tr("Round prizes to:"), self.rounding)
        self.form.addRow(self.tr("Minimum prize:"), self.min_cash_edit)
        self.satellite_edit = QLineEdit()
        self.satellite_edit.setObjectName("satelliteSeat")
        self.satellite_edit.setPlaceholderText(self.tr("none"))
        self.satellite_edit.setToolTip(
            self.tr(
                "A satellite: the prize pool buys seats of this value for the top places, "
                "the rest in cash to the next place."
            )
        )
        self.form.addRow(self.tr("Satellite: seat value:"), self.satellite_edit)

    def set_currency(self, currency: str) -> None:
        """Amounts are shown in ``currency``."""
        self.rounding.set_currency(currency)

    def load(self, settings: Settings) -> None:
        """Show the payout table, rounding and minimum prize of ``settings``."""
        self.chooser.set_text(settings.payout_table)
        self.rounding.set_currency(settings.currency)
        self.rounding.set_cents(settings.rounding_cents)
        self.min_cash_edit.setText(
            amount_text(settings.minimum_cash_cents, self.lang)
            if settings.minimum_cash_cents
            else ""
        )
        seat = settings.satellite_seat_cents
        self.satellite_edit.setText(amount_text(seat, self.lang) if seat else "")

    def read(self) -> dict[str, Any]:
        """Payout table, rounding and minimum prize."""
        return {
            "payout_table": self.chooser.text(),
            "rounding_cents": self.rounding.cents(),
            "minimum_cash_cents": read_amount(self.min_cash_edit, "minimum cash", self.lang),
            "satellite_seat_cents": read_amount(self.satellite_edit, "seat", self.lang),
        }
