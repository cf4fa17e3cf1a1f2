"""How the Payouts tab's parts look: percentages, bold figures, check lines, read-only tables."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QLabel, QTableView

from ui.setup.settings import ERROR_COLOR, OK_COLOR

#: Numbers in the tables: right-aligned.
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def percent_text(part: int, whole: int, lang: str) -> str:
    """``40.0%`` (``40,0%`` in Italian); empty when there is no whole."""
    if not whole:
        return ""
    text = f"{100 * part / whole:.1f}"
    return (text.replace(".", ",") if lang == "it" else text) + "%"


def bold(label: QLabel, scale: float = 1.0) -> QLabel:
    """``label`` in bold (``scale`` times bigger); returns it."""
    font = label.font()
    font.setBold(True)
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)
    return label


def show_check(label: QLabel, text: str, ok: bool | None) -> None:
    """A check line: green when ``ok``, red when not, the plain colour when None."""
    label.setText(text)
    color = "palette(text)" if ok is None else (OK_COLOR if ok else ERROR_COLOR)
    label.setStyleSheet(f"color: {color};")


def table_look(view: QTableView) -> None:
    """The look of the tab's tables: striped rows, one row selected, nothing typed in."""
    view.setAlternatingRowColors(True)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.verticalHeader().setVisible(False)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setWordWrap(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 10)
