"""The tournament's settings as forms: the settings dialog, and the sections the wizard reuses.

Each section (event, money, entries and rebuys, tables and payouts) shows a
:class:`director.tournament.Settings` value as the director writes it ("20+5", "20,50", dates
day first) and reads it back as changes to the settings, refusing bad input with a one-line
message tied to the field. The dialog applies the changes with
``Tournament.update_settings(...)``: one undoable action, refused by the domain (and nothing
changed) when it does not make sense, for instance a price change after a deal.

Open it from the main window with :func:`open_settings_dialog`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from director.errors import DirectorError
from director.payouts import (
    PayoutTable,
    check_payout_table_file,
    default_payout_table_path,
    load_payout_table,
    shipped_payout_tables,
)
from director.structures import Structure
from director.tournament import (
    AddonRules,
    Price,
    RebuyRules,
    Settings,
    format_money,
    parse_amount,
    parse_fee,
    parse_price,
)
from director.tournament.amounts import CURRENCIES
from director.tournament.prizes import payout_table as cached_payout_table
from director.tournament.settings import MAX_SEATS, MIN_SEATS, parse_date
from ui.common.fmt import num

if TYPE_CHECKING:
    from ui.document import Document

#: Colour of a message saying what is wrong (dark enough to read on the light palette).
ERROR_COLOR = "#b00020"
#: Colour of a message saying all is well.
OK_COLOR = "#1b5e20"


# ------------------------------------------------------------------------------------------------
# Small helpers shared by the dialog, the wizard and the payouts tab
# ------------------------------------------------------------------------------------------------


def ui_language() -> str:
    """``it`` when the windows are in Italian (:func:`ui.i18n.install` sets the locale)."""
    return "it" if QLocale().language() == QLocale.Language.Italian else "en"


def error_text(exc: BaseException, lang: str) -> str:
    """A domain error in ``lang`` when it has both languages, else its one English line."""
    text = getattr(exc, "text", None)
    if callable(text):
        try:
            return str(text(lang))
        except TypeError:
            pass
    return str(exc)


class FieldProblem(DirectorError):
    """A field the director filled in that cannot be used; ``widget`` is where to look."""

    def __init__(self, widget: QWidget, message: str) -> None:
        self.widget = widget
        super().__init__(message)


def amount_text(cents: int, lang: str) -> str:
    """An amount as a director types it: ``20``, ``20,50`` (Italian) or ``20.50``."""
    return format_money(cents, "EUR", lang, symbol=False)


def price_text(price: Price, lang: str) -> str:
    """A price as clubs write it: ``20+5`` or ``20``."""
    base = amount_text(price.pool_cents, lang)
    return f"{base}+{amount_text(price.fee_cents, lang)}" if price.fee_cents else base


def date_text(iso: str) -> str:
    """An ISO date as Italian directors write it, day first: ``29/11/2026``."""
    if not iso:
        return ""
    year, month, day = iso.split("-")
    return f"{day}/{month}/{year}"


_CHIPS = re.compile(r"\d{1,3}(?:([.,' \u00a0])\d{3})(?:\1\d{3})*|\d+")


def parse_chips(text: str) -> int:
    """A number of chips as typed: ``10000``, ``10.000``, ``10,000``; raises ValueError."""
    t = text.strip()
    if not _CHIPS.fullmatch(t):
        raise ValueError(text)
    return int(re.sub(r"\D", "", t))


def read_amount(edit: QLineEdit, what: str, lang: str, *, empty: int = 0) -> int:
    """The amount in ``edit`` in cents (``empty`` when blank); raises FieldProblem."""
    text = edit.text().strip()
    if not text:
        return empty
    try:
        return parse_amount(text, what)
    except DirectorError as exc:
        raise FieldProblem(edit, error_text(exc, lang)) from None


def read_price(edit: QLineEdit, what: str, lang: str) -> Price:
    """The price in ``edit`` ("20+5", "20,50"); raises FieldProblem."""
    try:
        return parse_price(edit.text(), what)
    except DirectorError as exc:
        raise FieldProblem(edit, error_text(exc, lang)) from None


def read_chips(edit: QLineEdit, what: str, *, empty: int = 0) -> int:
    """The chips in ``edit`` (``empty`` when blank); raises FieldProblem."""
    text = edit.text().strip()
    if not text:
        return empty
    try:
        chips = parse_chips(text)
    except ValueError:
        raise FieldProblem(
            edit,
            QCoreApplication.translate(
                "SettingsForms", "{0}: '{1}' is not a number of chips; write it like 10000."
            ).format(what, text),
        ) from None
    if chips <= 0:
        raise FieldProblem(
            edit,
            QCoreApplication.translate("SettingsForms", "{0}: give more than zero chips.").format(
                what
            ),
        )
    return chips


def show_message(label: QLabel, text: str, ok: bool = False) -> None:
    """Show a one-line message in ``label`` (red for a problem, green when all is well)."""
    label.setText(text)
    label.setStyleSheet(f"color: {OK_COLOR if ok else ERROR_COLOR};")
    label.setVisible(bool(text))


def message_label() -> QLabel:
    """A label for a section's message, hidden while there is none."""
    label = QLabel()
    label.setObjectName("message")
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setVisible(False)
    return label


def first_hour_level(structure: Structure) -> int:
    """The level that ends the first hour of play (where clubs close late entries and rebuys)."""
    for i, entry in enumerate(structure.entries):
        if structure.end_second(i) >= 3600 and not entry.is_break:
            return entry.number  # type: ignore[union-attr]
    return structure.levels[-1].number


# ------------------------------------------------------------------------------------------------
# Payout table chooser and rounding (also used by the payouts tab)
# ------------------------------------------------------------------------------------------------


def _same_table(a: PayoutTable, b: PayoutTable) -> bool:
    return a.name == b.name and a.brackets == b.brackets


@dataclass(frozen=True)
class _Choice:
    text: str  # the YAML to store ("" for the shipped default)
    table: PayoutTable


class PayoutTableChooser(QWidget):
    """The payout table: one of the shipped tables, or a YAML file the director wrote.

    The value is the table's YAML text as :class:`Settings` keeps it (``""`` for the shipped
    default). A file is checked before it is used; its problems (every one, at
    FILE:LINE:COLUMN) are shown and nothing changes.

    Signals:
        changed(str): the director chose another table (its YAML text).
    """

    changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.combo = QComboBox()
        self.combo.setObjectName("payoutTable")
        self.combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.combo.setMinimumContentsLength(14)
        self.browse = QPushButton(self.tr("From a file…"))
        self.browse.setObjectName("payoutTableFile")
        self.browse.setToolTip(self.tr("Use a payout table written as YAML (see the manual)."))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.combo, 1)
        row.addWidget(self.browse)
        self._choices: list[_Choice] = []
        self._default_index = 0
        self.last_problems: list[str] = []
        self.problem_box: QMessageBox | None = None
        default = default_payout_table_path()
        for path in shipped_payout_tables():
            try:
                table = load_payout_table(path)
            except DirectorError:
                continue  # a broken shipped file is caught by the tests, not shown here
            text = "" if path == default else path.read_text(encoding="utf-8-sig")
            index = self._add(_Choice(text, table), default=path == default)
            if path == default:
                self._default_index = index
        self.combo.setCurrentIndex(self._default_index)
        self.combo.activated.connect(self._picked)
        self.browse.clicked.connect(self._browse)

    def _add(self, choice: _Choice, *, default: bool = False, note: str = "") -> int:
        label = choice.table.name
        if default:
            label = self.tr("{0} (default)").format(label)
        elif note:
            label = f"{label} ({note})"
        self._choices.append(choice)
        self.combo.addItem(label)
        index = self.combo.count() - 1
        if choice.table.description:
            self.combo.setItemData(index, choice.table.description, Qt.ItemDataRole.ToolTipRole)
        return index

    def _picked(self, index: int) -> None:
        if 0 <= index < len(self._choices):
            self.changed.emit(self._choices[index].text)

    def text(self) -> str:
        """The chosen table's YAML ("" for the shipped default)."""
        index = self.combo.currentIndex()
        return self._choices[index].text if 0 <= index < len(self._choices) else ""

    def table(self) -> PayoutTable:
        """The chosen table."""
        return self._choices[max(self.combo.currentIndex(), 0)].table

    def set_text(self, text: str) -> None:
        """Show ``text`` (a tournament's payout table) as the current choice."""
        if not text.strip():
            self.combo.setCurrentIndex(self._default_index)
            return
        try:
            table = cached_payout_table(text)  # read once, however often the tab refreshes
        except DirectorError:
            return
        for i, c in enumerate(self._choices):
            if c.text == text or _same_table(c.table, table):
                self.combo.setCurrentIndex(i)
                return
        self.combo.setCurrentIndex(self._add(_Choice(text, table), note=self.tr("own table")))

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Payout table"),
            str(shipped_payout_tables()[0].parent) if shipped_payout_tables() else "",
            self.tr("Payout tables (*.yaml *.yml);;All files (*)"),
        )
        if path:
            self.load_file(Path(path))

    def load_file(self, path: Path) -> bool:
        """Check ``path`` and choose it; its problems are shown and nothing changes."""
        result = check_payout_table_file(path)
        if result.table is None:
            self.problems(path, [str(d) for d in result.diagnostics])
            return False
        text = path.read_text(encoding="utf-8-sig")
        for i, c in enumerate(self._choices):
            if _same_table(c.table, result.table):
                self.combo.setCurrentIndex(i)
                self.changed.emit(c.text)
                return True
        self.combo.setCurrentIndex(self._add(_Choice(text, result.table), note=path.name))
        self.changed.emit(text)
        return True

    def problems(self, path: Path, lines: list[str]) -> None:
        """Show what is wrong with a payout-table file (every problem, one per line)."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Payout table not used"))
        box.setText(
            self.tr("{0} has mistakes; the payout table was not changed.").format(path.name)
        )
        box.setDetailedText("\n".join(lines))
        box.setInformativeText(lines[0] if lines else "")
        box.open()
        self.last_problems = lines
        self.problem_box = box


#: Rounding units offered (cents): a cent, 50 cents, and the notes clubs pay with.
ROUNDINGS = (1, 50, 100, 500, 1000, 2000, 5000, 10000)


class RoundingBox(QComboBox):
    """Prizes are rounded to: €0.01, €1, €5 (notes), ... ``cents()`` is the unit."""

    def __init__(self, currency: str = "EUR", lang: str = "en", parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("rounding")
        self.setMaximumWidth(160)
        self.lang = lang
        self.currency = currency
        self._units = set(ROUNDINGS)
        self._fill(100)

    def _fill(self, current: int) -> None:
        self.blockSignals(True)
        self.clear()
        for cents in sorted(self._units):
            self.addItem(format_money(cents, self.currency, self.lang), cents)
        self.setCurrentIndex(self.findData(current))
        self.blockSignals(False)

    def set_currency(self, currency: str) -> None:
        """Show the units in another currency."""
        if currency != self.currency:
            self.currency = currency
            self._fill(self.cents())

    def cents(self) -> int:
        """The rounding unit in cents."""
        data = self.currentData()
        return int(data) if data is not None else 100

    def set_cents(self, cents: int) -> None:
        """Show ``cents`` as the current unit (added to the list if unusual)."""
        if cents not in self._units:
            self._units.add(cents)
            self._fill(cents)
            return
        self.blockSignals(True)
        self.setCurrentIndex(self.findData(cents))
        self.blockSignals(False)


# ------------------------------------------------------------------------------------------------
# The sections
# ------------------------------------------------------------------------------------------------


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
    """Buy-in and fee (as clubs write them), currency, bounty and guarantee.

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
        form.addRow(self.tr("Guaranteed prize pool:"), self.guarantee_edit)
        form.addRow(self.summary)
        for edit in (self.buy_in_edit, self.fee_edit, self.bounty_edit, self.guarantee_edit):
            edit.textChanged.connect(self.update_summary)
        self.currency_box.currentIndexChanged.connect(self.update_summary)

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
        return {
            "buy_in": price,
            "fee_percent_bp": percent,
            "currency": self.currency(),
            "bounty_cents": read_amount(self.bounty_edit, "bounty", self.lang),
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
        if bounty:
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


def _level_spin(name: str) -> QSpinBox:
    spin = QSpinBox()
    spin.setObjectName(name)
    spin.setRange(1, 99)
    spin.setPrefix(QCoreApplication.translate("SettingsForms", "level "))
    return spin


class RulesSection(Section):
    """Entries (starting chips, late registration, re-entry), rebuys and the add-on."""

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(lang, parent)
        self.structure: Structure | None = None
        self._loaded: Settings = Settings()
        # entries
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
        entries = QGroupBox(self.tr("Entries"))
        ef = QFormLayout(entries)
        ef.addRow(self.tr("Starting chips:"), self.chips_edit)
        ef.addRow(self.tr("Late registration until:"), self.late_spin)
        ef.addRow("", self.reentry_check)
        ef.addRow(self.tr("Most entries per player:"), self.max_entries_spin)
        # rebuys
        self.rebuy_box = QGroupBox(self.tr("Rebuys"))
        self.rebuy_box.setObjectName("rebuys")
        self.rebuy_box.setCheckable(True)
        self.rebuy_price = QLineEdit()
        self.rebuy_price.setObjectName("rebuyPrice")
        self.rebuy_price.setPlaceholderText(self.tr("e.g. 20 or 20+2"))
        self.rebuy_chips = QLineEdit()
        self.rebuy_chips.setObjectName("rebuyChips")
        self.rebuy_until = _level_spin("rebuyUntil")
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
        rf = QFormLayout(self.rebuy_box)
        rf.addRow(self.tr("Price:"), self.rebuy_price)
        rf.addRow(self.tr("Chips:"), self.rebuy_chips)
        rf.addRow(self.tr("Allowed until:"), self.rebuy_until)
        rf.addRow(self.tr("Most per player:"), self.rebuy_max)
        rf.addRow(self.tr("Only with a stack of at most:"), self.rebuy_stack)
        rf.addRow("", self.rebuy_double)
        # add-on
        self.addon_box = QGroupBox(self.tr("Add-on"))
        self.addon_box.setObjectName("addon")
        self.addon_box.setCheckable(True)
        self.addon_price = QLineEdit()
        self.addon_price.setObjectName("addonPrice")
        self.addon_price.setPlaceholderText(self.tr("e.g. 10"))
        self.addon_chips = QLineEdit()
        self.addon_chips.setObjectName("addonChips")
        self.addon_level = _level_spin("addonLevel")
        self.addon_level.setPrefix(self.tr("during level "))
        self.addon_level.setSuffix(self.tr(" and the break after it"))
        self.addon_max = QSpinBox()
        self.addon_max.setObjectName("addonMax")
        self.addon_max.setRange(1, 9)
        af = QFormLayout(self.addon_box)
        af.addRow(self.tr("Price:"), self.addon_price)
        af.addRow(self.tr("Chips:"), self.addon_chips)
        af.addRow(self.tr("Taken:"), self.addon_level)
        af.addRow(self.tr("Most per player:"), self.addon_max)
        self.message = message_label()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(entries)
        columns = QHBoxLayout()
        columns.addWidget(self.rebuy_box, 1)
        columns.addWidget(self.addon_box, 1)
        layout.addLayout(columns)
        layout.addWidget(self.message)
        layout.addStretch(1)
        self.rebuy_box.toggled.connect(self._rebuy_toggled)

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
        starting = read_chips(self.chips_edit, self.tr("Starting chips"))
        stack = self._stack(starting)
        out: dict[str, Any] = {
            "starting_chips": starting,
            "late_registration_level": self.late_spin.value() or None,
            "reentry": self.reentry_check.isChecked(),
            "max_entries": self.max_entries_spin.value(),
            "rebuy": None,
            "addon": None,
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
                chips=read_chips(self.rebuy_chips, self.tr("Rebuy chips"), empty=stack),
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
                chips=read_chips(self.addon_chips, self.tr("Add-on chips"), empty=stack),
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
    """Payout table, rounding and minimum prize."""

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

    def read(self) -> dict[str, Any]:
        """Payout table, rounding and minimum prize."""
        return {
            "payout_table": self.chooser.text(),
            "rounding_cents": self.rounding.cents(),
            "minimum_cash_cents": read_amount(self.min_cash_edit, "minimum cash", self.lang),
        }


def focus_problem(problem: FieldProblem) -> None:
    """Put the cursor where the problem is (selecting what was typed)."""
    widget = problem.widget
    # show the page or tab the field is on
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QTabWidget):
            for i in range(parent.count()):
                if parent.widget(i).isAncestorOf(widget):
                    parent.setCurrentIndex(i)
        parent = parent.parentWidget()
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    if isinstance(widget, QLineEdit):
        widget.selectAll()


# ------------------------------------------------------------------------------------------------
# The dialog
# ------------------------------------------------------------------------------------------------


class SettingsDialog(QDialog):
    """The running tournament's settings; OK applies the changes as one undoable action.

    Args:
        document: The open tournament (:class:`ui.document.Document`).
        parent: The main window.
    """

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Tournament settings"))
        self.document = document
        lang = document.lang
        t = document.tournament
        self.event = EventSection(lang)
        self.money = MoneySection(lang)
        self.rules = RulesSection(lang)
        self.rules.set_structure(t.structure)
        self.tables = TablesSection(lang)
        self.payouts = PayoutsSection(lang)
        tables_page = QWidget()
        tp = QVBoxLayout(tables_page)
        tables_box = QGroupBox(self.tr("Tables"))
        QVBoxLayout(tables_box).addWidget(self.tables)
        payouts_box = QGroupBox(self.tr("Payouts"))
        QVBoxLayout(payouts_box).addWidget(self.payouts)
        tp.addWidget(tables_box)
        tp.addWidget(payouts_box)
        tp.addStretch(1)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.event, self.tr("Event"))
        self.tabs.addTab(self.money, self.tr("Money"))
        self.tabs.addTab(self.rules, self.tr("Entries, rebuys, add-on"))
        self.tabs.addTab(tables_page, self.tr("Tables and payouts"))
        self.message = message_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        note = QLabel(self.tr("Changes are one action: Edit ▸ Undo takes them back."))
        note.setStyleSheet("color: palette(mid);")
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.message)
        bottom = QHBoxLayout()
        bottom.addWidget(note, 1)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)
        self.sections: tuple[Section, ...] = (
            self.event,
            self.money,
            self.rules,
            self.tables,
            self.payouts,
        )
        settings = t.settings
        for section in self.sections:
            section.load(settings)
        self.money.currency_box.currentIndexChanged.connect(
            lambda _i: self.payouts.set_currency(self.money.currency())
        )
        self.resize(640, 560)

    def changes(self) -> dict[str, Any]:
        """The settings that differ from the tournament's (raises FieldProblem)."""
        values: dict[str, Any] = {}
        for section in self.sections:
            values.update(section.read())
        current = self.document.tournament.settings
        changes = {k: v for k, v in values.items() if getattr(current, k) != v}
        if "payout_table" in changes:
            try:  # the same table written differently is no change
                same = _same_table(
                    cached_payout_table(changes["payout_table"]),
                    cached_payout_table(current.payout_table),
                )
            except DirectorError:
                same = False
            if same:
                del changes["payout_table"]
        return changes

    def accept(self) -> None:
        """Apply the changes (one undoable action) or say what is wrong and stay open."""
        try:
            changes = self.changes()
        except FieldProblem as problem:
            # the money tab already says it under the amounts; do not say it twice
            shown = self.money.summary.isVisible() and self.money.summary.text() == str(problem)
            show_message(self.message, "" if shown else str(problem))
            focus_problem(problem)
            return
        if changes:
            t = self.document.tournament
            try:
                t.verify_update_settings(**changes)
            except DirectorError as exc:
                show_message(self.message, error_text(exc, self.document.lang))
                return
            if self.document.act(t.update_settings, **changes) is None:
                return
        super().accept()


def open_settings_dialog(document: Document, parent: QWidget) -> SettingsDialog:
    """Open the settings of ``document``'s tournament over ``parent`` (applies on OK)."""
    dialog = SettingsDialog(document, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
