"""The settings a hand is played under: betting limit, blinds, antes, bring-in, raise cap, odd chips."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from director.engine.errors import ConfigurationError
from director.engine.pots import OddChipRule
from director.yamlread.diagnostics import Number

#: The most chips a stack, a bet or a blind may be: a quadrillion. Below 2**53, so every amount
#: stays exact even where another program reads it as a float (JSON, PHH files of other tools);
#: 1e308 or 2**63 chips is a typing or recording slip, never a hand.
MAX_CHIPS = 10**15


class BettingLimit(StrEnum):
    """How much a player may bet or raise."""

    NO_LIMIT = "no_limit"
    POT_LIMIT = "pot_limit"
    FIXED_LIMIT = "fixed_limit"


class AnteType(StrEnum):
    """Who pays the ante, and whether it counts as a live contribution."""

    EVERY_PLAYER = "every_player"
    """Every player antes; each ante is his own contribution (an all-in player can win only the
    antes he matched)."""
    BIG_BLIND = "big_blind"
    """The big blind pays one ante for the table (big-blind ante); it is dead money in the main
    pot. When the big blind is short, the blind is posted before the ante (the club's choice:
    see :mod:`director.engine.holdem`)."""
    BUTTON = "button"
    """The button pays one ante for the table; dead money in the main pot."""


class BoardTie(StrEnum):
    """Seven card stud: who acts first from fourth street on when the best boards showing tie."""

    DEALER_LEFT = "dealer_left"
    """The tied player nearest the dealer's left (club sheet 003, "4th Street": "In caso di
    pareggio tra giocatori, avrà l'azione il giocatore all'immediata sinistra del dealer").
    The default: the club's sheet stands where the issue leaves the choice open."""
    HIGH_CARD_BY_SUIT = "high_card_by_suit"
    """The tied player whose highest card showing is highest by suit (the WSOP convention,
    spades > hearts > diamonds > clubs)."""


@dataclass(frozen=True, slots=True)
class Rules:
    """The stakes and betting rules of a hand (hold'em and seven card stud).

    Attributes:
        small_blind: the small blind.
        big_blind: the big blind; also the minimum bet in no-limit and pot-limit by default.
        limit: no-limit, pot-limit or fixed-limit.
        ante: the ante (per player for ``EVERY_PLAYER``, for the table otherwise); 0 for none.
        ante_type: who pays it.
        min_bet: minimum bet in no-limit and pot-limit (default: the big blind; club sheet 000
            §14 "la puntata minima deve essere almeno pari al grande buio").
        small_bet: fixed-limit bet pre-flop and on the flop (default: the big blind).
        big_bet: fixed-limit bet on the turn and river (default: twice the small bet).
        raise_cap: fixed-limit maximum of bets and raises in a betting round, the big blind
            counting as the pre-flop bet (default 4: a bet and three raises); ``None`` for no cap.
        cap_heads_up: whether the cap also applies when only two players are left in the hand
            (default no: unlimited raises heads-up, as in most card rooms, unless the round was
            already capped while three or more players were in).
        odd_chip: who gets the odd chips of a split pot. In stud the order is by the highest
            card by suit (see :mod:`director.engine.stud`); ``LEFT_OF_BUTTON`` then means one
            chip at a time in that order, ``ALL_LEFT_OF_BUTTON`` all of them to the first.
        chip_unit: the smallest chip in play; split pots are shared in whole units.
        bring_in: seven card stud: the bring-in the low door card posts (at most the small bet);
            ``None`` in hold'em.
        board_tie: seven card stud: who acts first when the best boards showing tie.
    """

    small_blind: int
    big_blind: int
    limit: BettingLimit = BettingLimit.NO_LIMIT
    ante: int = 0
    ante_type: AnteType = AnteType.EVERY_PLAYER
    min_bet: int | None = None
    small_bet: int | None = None
    big_bet: int | None = None
    raise_cap: int | None = 4
    cap_heads_up: bool = False
    odd_chip: OddChipRule = OddChipRule.LEFT_OF_BUTTON
    chip_unit: int = 1
    bring_in: int | None = None
    board_tie: BoardTie = BoardTie.DEALER_LEFT

    def __post_init__(self) -> None:
        choices: tuple[tuple[str, type[StrEnum]], ...] = (
            ("limit", BettingLimit),
            ("ante_type", AnteType),
            ("odd_chip", OddChipRule),
            ("board_tie", BoardTie),
        )
        for name, kind in choices:
            value = getattr(self, name)
            try:
                object.__setattr__(self, name, kind(value))
            except ValueError as exc:
                raise ConfigurationError(
                    "engine.err.rules.choice", value=value, kind=kind.__qualname__
                ) from exc
        for name in ("small_blind", "big_blind", "ante"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise ConfigurationError("engine.err.rules.chips", name=name, value=value)
            if value > MAX_CHIPS:
                raise ConfigurationError(
                    "engine.err.too_many_chips", value=value, most=Number(MAX_CHIPS)
                )
        for name in ("min_bet", "small_bet", "big_bet", "raise_cap", "chip_unit", "bring_in"):
            value = getattr(self, name)
            if value is not None and (
                not isinstance(value, int) or isinstance(value, bool) or value <= 0
            ):
                raise ConfigurationError("engine.err.rules.positive", name=name, value=value)
        self._check_amounts()

    def _check_amounts(self) -> None:
        """Refuse stakes that do not fit together (the blinds, the bets, the bring-in)."""
        if self.small_blind > self.big_blind:
            raise ConfigurationError(
                "engine.err.rules.blinds", small=self.small_blind, big=self.big_blind
            )
        if self.limit is BettingLimit.FIXED_LIMIT:
            if self.bet_sizes[0] <= 0:
                raise ConfigurationError("engine.err.rules.small_bet")
        elif self.minimum_bet <= 0:
            raise ConfigurationError("engine.err.rules.min_bet")
        if self.bring_in is not None and self.bring_in > self.bet_sizes[0]:
            raise ConfigurationError(
                "engine.err.rules.bring_in", bring_in=self.bring_in, small_bet=self.bet_sizes[0]
            )

    @classmethod
    def stud(
        cls,
        ante: int,
        bring_in: int,
        small_bet: int,
        big_bet: int | None = None,
        **settings: Any,
    ) -> Rules:
        """Fixed-limit seven card stud stakes: ``Rules.stud(ante=5, bring_in=5, small_bet=20)``.

        ``settings`` are the other fields (``raise_cap``, ``board_tie``, ``odd_chip`` ...).

        Raises:
            ConfigurationError: a bad amount or setting.
        """
        try:
            return cls(
                0,
                0,
                BettingLimit.FIXED_LIMIT,
                ante=ante,
                small_bet=small_bet,
                big_bet=big_bet,
                bring_in=bring_in,
                **settings,
            )
        except TypeError as exc:
            raise ConfigurationError("engine.err.rules.stud", error=exc) from exc

    @property
    def minimum_bet(self) -> int:
        """The smallest opening bet in no-limit and pot-limit."""
        return self.min_bet if self.min_bet is not None else self.big_blind

    @property
    def bet_sizes(self) -> tuple[int, int]:
        """Fixed-limit (small bet, big bet)."""
        small = self.small_bet if self.small_bet is not None else self.big_blind
        return small, self.big_bet if self.big_bet is not None else 2 * small

    def to_dict(self) -> dict[str, Any]:
        """The settings as JSON-ready values."""
        return {
            "small_blind": self.small_blind,
            "big_blind": self.big_blind,
            "limit": str(self.limit),
            "ante": self.ante,
            "ante_type": str(self.ante_type),
            "min_bet": self.min_bet,
            "small_bet": self.small_bet,
            "big_bet": self.big_bet,
            "raise_cap": self.raise_cap,
            "cap_heads_up": self.cap_heads_up,
            "odd_chip": str(self.odd_chip),
            "chip_unit": self.chip_unit,
            "bring_in": self.bring_in,
            "board_tie": str(self.board_tie),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """The inverse of :meth:`to_dict`.

        Raises:
            ConfigurationError: an unknown setting or a bad value.
        """
        known = set(cls.__dataclass_fields__)
        unknown = set(data) - known
        if unknown:
            raise ConfigurationError("engine.err.rules.unknown", names=", ".join(sorted(unknown)))
        try:
            return cls(**data)
        except (TypeError, ValueError) as exc:
            raise ConfigurationError("engine.err.rules.bad", error=exc) from exc
