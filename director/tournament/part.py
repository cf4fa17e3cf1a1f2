"""What every part of the tournament shares: the tournament it belongs to, and its state."""

from __future__ import annotations

from typing import TYPE_CHECKING

from director.tournament.model import TournamentState

if TYPE_CHECKING:
    from director.tournament.tournament import Tournament


class Part:
    """One part of a :class:`~director.tournament.tournament.Tournament` (entrants, money, ...).

    A part holds no state of its own: it reads the tournament's immutable state and commits its
    actions through :meth:`Tournament.act <director.tournament.tournament.Tournament.act>`.

    Args:
        tournament: The tournament this part belongs to.
    """

    def __init__(self, tournament: Tournament) -> None:
        self._t = tournament

    @property
    def state(self) -> TournamentState:
        """The tournament's current state."""
        return self._t.state
