"""Helpers for the Tables tab's tests: a room in play, set up through the domain."""

from __future__ import annotations

from director.tournament import Tournament


def register(t: Tournament, count: int) -> None:
    """Register ``count`` players (Player 01, Player 02, ...)."""
    t.entrants.register_many([{"name": f"Player {i:02d}"} for i in range(1, count + 1)])


def room(t: Tournament, players: int = 30, tables: int = 4, seats: int = 9) -> None:
    """A room in play: tables added, players registered and drawn (domain set-up)."""
    t.seating.add_tables(tables, seats=seats)
    register(t, players)
    t.seating.draw_seats()
