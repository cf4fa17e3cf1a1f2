"""Helpers for the Tables tab's tests: a room in play, set up through the domain."""

from __future__ import annotations

from typing import TYPE_CHECKING

from director.tournament import Tournament

if TYPE_CHECKING:
    from ui.tables.tab import TablesTab


def register(t: Tournament, count: int) -> None:
    """Register ``count`` players (Player 01, Player 02, ...)."""
    t.entrants.register_many([{"name": f"Player {i:02d}"} for i in range(1, count + 1)])


def room(t: Tournament, players: int = 30, tables: int = 4, seats: int = 9) -> None:
    """A room in play: tables added, players registered and drawn (domain set-up)."""
    t.seating.add_tables(tables, seats=seats)
    register(t, players)
    t.seating.draw_seats()


def answer_hand_for_hand(tab: TablesTab, yes: bool = True) -> str:
    """Answer the question hand-for-hand away from the bubble asks; returns its text."""
    from PySide6.QtWidgets import QMessageBox

    box = tab.h4h_question
    assert box is not None and box.isVisible(), "hand-for-hand asked nothing"
    text = box.text()
    button = QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.Cancel
    box.button(button).click()
    return text
