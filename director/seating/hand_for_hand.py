"""Hand-for-hand play (TDA RP-8): every table plays one hand, then waits for the others."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from director.seating.errors import SeatingError


@dataclass(frozen=True, slots=True)
class BustGroup:
    """The players who busted in one hand-for-hand hand, to be placed together.

    TDA (players busting on the same hand, and RP-8 for hand for hand): players who bust in the
    same hand-for-hand hand, at any table, finish in the same group; the core places them by
    their stacks at the start of the hand (equal stacks tie and share the prizes).

    Attributes:
        hand: The number of the hand-for-hand hand.
        players: The busted players, in the order they were reported.
    """

    hand: int
    players: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class HandForHand:
    """Hand-for-hand play: every table plays one hand, then waits until all have finished it.

    Immutable: every action returns a new value. Use :meth:`start`, then for each table
    :meth:`finish` (with the players who busted in that hand, or report busts earlier with
    :meth:`bust`); when :attr:`complete`, :meth:`next_hand` starts the next hand and hands back
    the :class:`BustGroup` of the hand just played.

    Attributes:
        tables: The tables playing hand for hand.
        hand: The number of the current hand (1 for the first).
        finished: Tables that have finished the current hand.
        busted: Players busted in the current hand so far.
        paused_clock: Starting hand-for-hand paused a running clock (TDA practice: the clock
            stops while the tables play hand for hand), so stopping it starts the clock again.
    """

    tables: frozenset[int]
    hand: int = 1
    finished: frozenset[int] = frozenset()
    busted: tuple[str, ...] = ()
    paused_clock: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "tables", frozenset(self.tables))
        object.__setattr__(self, "finished", frozenset(self.finished))
        object.__setattr__(self, "busted", tuple(self.busted))
        if not self.tables:
            raise SeatingError("seating.err.h4h_no_table")
        if type(self.hand) is not int or self.hand < 1:
            raise SeatingError("seating.err.h4h_hand_number", hand=self.hand)
        if not self.finished <= self.tables:
            extra = sorted(self.finished - self.tables)[0]
            raise SeatingError("seating.err.h4h_not_playing", table=extra)
        if len(set(self.busted)) != len(self.busted):
            raise SeatingError("seating.err.h4h_busted_twice")

    @classmethod
    def start(cls, tables: Iterable[int], *, paused_clock: bool = False) -> HandForHand:
        """Hand for hand at ``tables``, starting with hand 1 (``paused_clock``: see above)."""
        return cls(frozenset(tables), paused_clock=paused_clock)

    @property
    def waiting(self) -> frozenset[int]:
        """Tables still playing the current hand."""
        return self.tables - self.finished

    @property
    def complete(self) -> bool:
        """True when every table has finished the current hand."""
        return self.finished == self.tables

    def verify_bust(self, table: int, players: Iterable[str]) -> None:
        """Raise SeatingError if ``players`` cannot be reported busted at ``table`` now."""
        self._verify_open(table)
        for player in players:
            if player in self.busted:
                raise SeatingError("seating.err.h4h_already_busted", player=player, hand=self.hand)

    def can_bust(self, table: int, players: Iterable[str]) -> bool:
        """Whether :meth:`bust` would succeed."""
        try:
            self.verify_bust(table, players)
        except SeatingError:
            return False
        return True

    def bust(self, table: int, players: Iterable[str]) -> HandForHand:
        """Report players busted in the current hand at ``table`` (still playing it)."""
        reported = tuple(players)
        self.verify_bust(table, reported)
        return replace(self, busted=self.busted + reported)

    def verify_finish(self, table: int, busted: Iterable[str] = ()) -> None:
        """Raise SeatingError if ``table`` cannot finish the current hand now."""
        self.verify_bust(table, busted)

    def can_finish(self, table: int, busted: Iterable[str] = ()) -> bool:
        """Whether :meth:`finish` would succeed."""
        try:
            self.verify_finish(table, busted)
        except SeatingError:
            return False
        return True

    def finish(self, table: int, busted: Iterable[str] = ()) -> HandForHand:
        """``table`` has finished the current hand; ``busted`` are its players out in that hand."""
        out = tuple(busted)
        self.verify_finish(table, out)
        return replace(self, finished=self.finished | {table}, busted=self.busted + out)

    def _verify_open(self, table: int) -> None:
        """Refuse a table that does not play hand for hand or has finished the current hand."""
        if table not in self.tables:
            raise SeatingError("seating.err.h4h_not_playing", table=table)
        if table in self.finished:
            raise SeatingError("seating.err.h4h_finished", table=table, hand=self.hand)

    def verify_next_hand(self) -> None:
        """Raise SeatingError if the next hand cannot start yet."""
        if not self.complete:
            waiting = ", ".join(str(n) for n in sorted(self.waiting))
            raise SeatingError("seating.err.h4h_in_play", hand=self.hand, tables=waiting)

    def can_next_hand(self) -> bool:
        """Whether :meth:`next_hand` would succeed."""
        return self.complete

    def next_hand(self, tables: Iterable[int] | None = None) -> tuple[HandForHand, BustGroup]:
        """Start the next hand once every table has finished the current one.

        Args:
            tables: The tables playing the next hand, if they changed (a table broke); by
                default the same tables.

        Returns:
            The new state and the :class:`BustGroup` of the hand just finished.
        """
        self.verify_next_hand()
        group = BustGroup(self.hand, self.busted)
        following = HandForHand(
            frozenset(self.tables if tables is None else tables),
            self.hand + 1,
            paused_clock=self.paused_clock,
        )
        return following, group
