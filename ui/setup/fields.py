"""The settings forms' small parts: amounts and dates as directors write them, field problems.

An amount is shown as a director types it ("20", "20,50" in Italian), a price as clubs write
it ("20+5"), a date day first ("29/11/2026"); what is typed is read back through the domain's
parsers, and a problem becomes a :class:`FieldProblem` tied to the field, said in one line in the
window's language.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QSpinBox, QTabWidget, QWidget

from director.errors import DirectorError
from director.limits import MAX_CHIPS
from director.structures import Structure
from director.tournament import Price, format_money, parse_amount, parse_price
from director.yamlread.diagnostics import Number
from ui.common.theme import legible
from ui.document import error_text

#: Colour of a message saying what is wrong (dark enough to read on the light palette).
ERROR_COLOR = "#b00020"
#: Colour of a message saying all is well.
OK_COLOR = "#1b5e20"


def ui_language() -> str:
    """``it`` when the windows are in Italian (:func:`ui.i18n.install` sets the locale)."""
    return "it" if QLocale().language() == QLocale.Language.Italian else "en"


class FieldProblem(Exception):
    """A field the director filled in that cannot be used; ``widget`` is where to look.

    The message is already in the window's language (a refusal of the domain, or the form's
    own words).
    """

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


def read_chips(edit: QLineEdit, what: str, *, empty: int = 0, lang: str = "en") -> int:
    """The chips in ``edit`` (``empty`` when blank), at most the domain's ceiling.

    Raises:
        FieldProblem: not a number of chips, none, or more than any tournament has (said in
            ``lang`` with the ceiling, the words of the domain's refusal).
    """
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
    if chips > MAX_CHIPS:
        refusal = DirectorError("settings.err.chips_too_big", most=Number(MAX_CHIPS))
        raise FieldProblem(edit, f"{what}: {error_text(refusal, lang)}")
    return chips


def show_message(label: QLabel, text: str, ok: bool = False) -> None:
    """Show a one-line message in ``label`` (red for a problem, green when all is well)."""
    label.setText(text)
    colour = legible(OK_COLOR if ok else ERROR_COLOR, label.palette())  # lighter on a dark one
    label.setStyleSheet(f"color: {colour.name()};")
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


def level_spin(name: str) -> QSpinBox:
    """A spin box of level numbers ("level 6")."""
    spin = QSpinBox()
    spin.setObjectName(name)
    spin.setRange(1, 99)
    spin.setPrefix(QCoreApplication.translate("SettingsForms", "level "))
    return spin


def focus_problem(problem: FieldProblem) -> None:
    """Put the cursor where the problem is (selecting what was typed)."""
    widget = problem.widget
    # show the page or tab the field is on
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QTabWidget):
            for i in range(parent.count()):
                page = parent.widget(i)
                if page is not None and page.isAncestorOf(widget):
                    parent.setCurrentIndex(i)
        parent = parent.parentWidget()
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    if isinstance(widget, QLineEdit):
        widget.selectAll()
