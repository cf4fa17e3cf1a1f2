"""A move: one player taking a seat, why, and how it reads to the director."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from director.i18n import Msg
from director.seating.errors import SeatingError


class MoveReason(StrEnum):
    """Why a player takes a seat."""

    DRAW = "draw"
    LATE_ENTRY = "late_entry"
    BALANCE = "balance"
    BREAK_TABLE = "break_table"
    FINAL_TABLE = "final_table"
    MANUAL = "manual"


#: The catalogue key of the sentence for a player who changes seat, by reason.
_MOVES_KEY = {
    MoveReason.BALANCE: "seating.move.balance",
    MoveReason.BREAK_TABLE: "seating.move.break_table",
    MoveReason.MANUAL: "seating.move.manual",
}


@dataclass(frozen=True, slots=True)
class Move:
    """One player taking a seat: a proposal until the director confirms it.

    Attributes:
        player: The player id (entry id).
        from_table: The table the player leaves, None for a player not seated yet.
        from_seat: The seat the player leaves, None for a player not seated yet.
        to_table: The table the player goes to.
        to_seat: The seat the player takes.
        reason: Why.
        waits: True when the seat is between the small blind and the button of the next hand:
            the player is dealt in once the button has passed (TDA Rules 8 and 10).
    """

    player: str
    from_table: int | None
    from_seat: int | None
    to_table: int
    to_seat: int
    reason: MoveReason
    waits: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.player, str) or not self.player.strip():
            raise SeatingError("seating.err.move_player", player=self.player)
        if (self.from_table is None) != (self.from_seat is None):
            raise SeatingError("seating.err.move_half_origin", player=self.player)
        object.__setattr__(self, "reason", MoveReason(self.reason))

    @property
    def is_new_seat(self) -> bool:
        """True for a player who had no seat (draw, late entry)."""
        return self.from_table is None

    @property
    def description(self) -> str:
        """One readable line in English, naming the player by id (see :meth:`describe`)."""
        return self.describe()

    def describe(self, name: str | None = None, lang: str = "en") -> str:
        """One readable line for the director in ``lang``.

        For example "Balance: Anna moves from table 3 seat 5 to table 7 seat 2".

        Args:
            name: How to call the player (default: the player id).
            lang: The language (see :mod:`director.i18n`).
        """
        return self.message(name).text(lang)

    def message(self, name: str | None = None) -> Msg:
        """The line of :meth:`describe`, not yet put into words.

        Args:
            name: How to call the player (default: the player id).
        """
        fields = {"who": name or self.player, "to_table": self.to_table, "to_seat": self.to_seat}
        origin = {"from_table": self.from_table, "from_seat": self.from_seat}
        if self.reason is MoveReason.DRAW:
            line = Msg("seating.move.draw", **fields)
        elif self.reason is MoveReason.LATE_ENTRY:
            line = Msg("seating.move.late_entry", **fields)
        elif self.from_table is None:
            line = Msg("seating.move.sits", **fields)
        elif self.reason is MoveReason.FINAL_TABLE:
            if (self.from_table, self.from_seat) == (self.to_table, self.to_seat):
                line = Msg("seating.move.final_stays", **fields)
            else:
                line = Msg("seating.move.final_moves", **fields, **origin)
        else:
            line = Msg(_MOVES_KEY[self.reason], **fields, **origin)
        return Msg("seating.move.waits", move=line) if self.waits else line

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data for the event log; :meth:`from_dict` reads it back.

        Typed ``Any`` because it is JSON for the event log, whose readers take it apart.
        """
        return {
            "player": self.player,
            "from_table": self.from_table,
            "from_seat": self.from_seat,
            "to_table": self.to_table,
            "to_seat": self.to_seat,
            "reason": str(self.reason),
            "waits": self.waits,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Move:
        """Read back what :meth:`to_dict` wrote (any JSON: it is checked here).

        Raises:
            SeatingError: The data is damaged.
        """
        try:
            return cls(
                player=data["player"],
                from_table=data["from_table"],
                from_seat=data["from_seat"],
                to_table=data["to_table"],
                to_seat=data["to_seat"],
                reason=MoveReason(data["reason"]),
                waits=bool(data.get("waits", False)),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise SeatingError("seating.err.move_damaged", problem=repr(exc)) from None
