"""The floor tool: settle the pots of a hand played at a live table, from what the floor is told.

A dispute at a live table reaches the floor as "this is what each player put in, these players
folded, these hands were shown on this board". :func:`settle` cuts the chips into the main pot and
the side pots (with the players eligible for each), gives back an uncalled bet, and awards each
pot to the best hand shown among its eligible players, splitting ties with the odd-chip rule. The
same :func:`~director.engine.pots.build_pots` and :func:`~director.engine.pots.award_pots` the
engine uses at the end of every hand do the work; this module only turns names and cards into
their inputs and the answer back into names.

Rules (club sheet 000 §12 and §14; WSOP 2024 / TDA where silent): an all-in player wins from each
opponent only what he matched; folded chips stay in the pots but a folded player wins nothing; an
uncalled bet goes back; cards speak, and a player still in who does not show gives up his claim to
any pot someone else contests. Odd chips: one chip of the smallest unit at a time, starting from
the first tied winner left of the button (TDA; see
:class:`~director.engine.pots.OddChipRule`), unless told otherwise.

The players are given in seat order, clockwise. Without a button the order is taken to start left
of the button (as if the last player listed had it).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from director.engine.cards import Card, check_distinct
from director.engine.errors import CardError, ConfigurationError
from director.engine.evaluator import describe, evaluate
from director.engine.pots import (
    OddChipRule,
    PotAward,
    PotBreakdown,
    award_pots,
    build_pots,
    odd_chip_order,
)
from director.engine.rules import MAX_CHIPS
from director.i18n import Msg
from director.yamlread.diagnostics import Number


@dataclass(frozen=True, slots=True)
class SettledPot:
    """One pot and who won it.

    Attributes:
        amount: Chips in the pot.
        eligible: The players who could win it, in seat order.
        winners: Who won it, in odd-chip order (the first got the first odd chip).
        shares: What each winner got, aligned with ``winners``.
        hand: The winning hand in words (``None`` when nobody had to show).
    """

    amount: int
    eligible: tuple[str, ...]
    winners: tuple[str, ...]
    shares: tuple[int, ...]
    hand: str | None


@dataclass(frozen=True, slots=True)
class Settlement:
    """The floor's answer.

    Attributes:
        pots: The main pot first, then the side pots.
        won: Per player (seat order), the chips won from the pots (0 for those who won nothing).
        returned: Players given back an uncalled bet, with the amount.
        hands: Per player who showed, his hand in words.
    """

    pots: tuple[SettledPot, ...]
    won: Mapping[str, int]
    returned: Mapping[str, int]
    hands: Mapping[str, str]

    def to_json(self) -> dict[str, object]:
        """``{"pots": [{"amount", "eligible", "winners", ...}], "won": {...}, ...}``."""
        return {
            "pots": [
                {
                    "amount": p.amount,
                    "eligible": list(p.eligible),
                    "winners": list(p.winners),
                    "shares": list(p.shares),
                    "hand": p.hand,
                }
                for p in self.pots
            ],
            "won": dict(self.won),
            "returned": dict(self.returned),
            "hands": dict(self.hands),
        }


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


class _Players:
    """The players the floor was told about, in seat order, found by name (any case, spacing).

    Raises:
        ConfigurationError: fewer than two players, a name missing or given twice, an amount
            that is not a whole number of chips.
    """

    def __init__(self, put: Mapping[str, int] | Sequence[tuple[str, int]]) -> None:
        pairs = list(put.items()) if isinstance(put, Mapping) else list(put)
        if len(pairs) < 2:
            raise ConfigurationError("engine.err.floor.two")
        self.names: list[str] = []
        self.amounts: list[int] = []
        self._index: dict[str, int] = {}
        for name, amount in pairs:
            clean = " ".join(str(name).split())
            if not clean:
                raise ConfigurationError("engine.err.floor.no_name")
            if _key(clean) in self._index:
                raise ConfigurationError("engine.err.floor.twice", name=clean)
            if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
                raise ConfigurationError("engine.err.floor.amount", name=clean, amount=amount)
            if amount > MAX_CHIPS:
                raise ConfigurationError(
                    "engine.err.too_many_chips", value=amount, most=Number(MAX_CHIPS)
                )
            self._index[_key(clean)] = len(self.names)
            self.names.append(clean)
            self.amounts.append(amount)

    def who(self, name: str, what: str) -> int:
        """The seat of ``name``; ``what`` (a catalogue key) says what the name was given as.

        Raises:
            ConfigurationError: nobody of that name put chips in.
        """
        i = self._index.get(_key(name))
        if i is None:
            raise ConfigurationError(
                "engine.err.floor.unknown",
                what=Msg(what),
                name=name,
                names=", ".join(self.names),
            )
        return i

    def folded(self, folded: Collection[str]) -> list[bool]:
        """Per seat, whether the player folded.

        Raises:
            ConfigurationError: an unknown name, or every player folded.
        """
        is_folded = [False] * len(self.names)
        for name in folded:
            is_folded[self.who(name, "engine.floor.folded")] = True
        if all(is_folded):
            raise ConfigurationError("engine.err.floor.all_folded")
        return is_folded

    def shown(
        self,
        hands: Mapping[str, Sequence[Card]],
        board: tuple[Card, ...],
        is_folded: Sequence[bool],
    ) -> dict[int, tuple[Card, ...]]:
        """Per seat that showed, the cards shown.

        Raises:
            ConfigurationError: an unknown name, or a folded player's hand.
            CardError: a hand and board of fewer than five or more than seven cards.
        """
        shown: dict[int, tuple[Card, ...]] = {}
        for name, cards in hands.items():
            i = self.who(name, "engine.floor.hand_of")
            if is_folded[i]:
                raise ConfigurationError("engine.err.floor.folded_hand", name=self.names[i])
            cards = tuple(cards)
            total = len(cards) + len(board)
            if not 5 <= total <= 7:
                raise CardError("engine.err.floor.cards", name=self.names[i], count=total)
            shown[i] = cards
        return shown


def settle(
    put: Mapping[str, int] | Sequence[tuple[str, int]],
    *,
    folded: Collection[str] = (),
    board: Sequence[Card] = (),
    hands: Mapping[str, Sequence[Card]] | None = None,
    button: str | None = None,
    chip_unit: int = 1,
    odd_chip: OddChipRule = OddChipRule.LEFT_OF_BUTTON,
    lang: str = "en",
) -> Settlement:
    """Main and side pots from what each player put in, and who wins each.

    Args:
        put: Each player's name and the chips he put in during the hand (blinds, antes, bets),
            in seat order clockwise.
        folded: The players who folded.
        board: The community cards (hold'em), none for stud.
        hands: The cards each player showed (hold'em: two hole cards; stud: his seven cards).
        button: The player with the dealer button (odd chips start left of him).
        chip_unit: The smallest chip in play: a split pot is shared in whole chips of it.
        odd_chip: Who gets the odd chips.
        lang: ``en`` or ``it``: the language of the hand names.

    Returns:
        The pots and the awards.

    Raises:
        ConfigurationError: a name twice or unknown, a negative amount, nobody left in, a pot
            several players contest with no hand shown, a folded player's hand.
        CardError: a card that is not a card or is used twice, a hand and board of fewer than
            five or more than seven cards, a hold'em showdown before the board has five cards.
    """
    players = _Players(put)
    is_folded = players.folded(folded)
    board = tuple(board)
    if len(board) > 5:
        raise CardError("engine.err.card.board", count=len(board))
    shown = players.shown(hands or {}, board, is_folded)
    check_distinct([*board, *(c for cards in shown.values() for c in cards)])
    if shown and len(board) < 5 and (board or any(len(c) == 2 for c in shown.values())):
        # A hold'em hand is "cinque delle sette carte ... (cinque carte comuni scoperte sul
        # tavolo e due carte personali)" (club sheet 000 §12, "Assegnazione del Piatto"): on
        # three or four board cards the hand is not decided yet.
        raise CardError("engine.err.floor.short_board", count=len(board))
    n = len(players.names)
    b = players.who(button, "engine.floor.button") if button is not None else n - 1
    if chip_unit < 1:
        raise ConfigurationError("engine.err.floor.chip_unit", unit=chip_unit)
    breakdown = build_pots(players.amounts, is_folded)
    strengths: list[int | None] = [None] * n
    for i, cards in shown.items():
        strengths[i] = evaluate((*cards, *board))
    names = players.names
    for amount, eligible in breakdown.pots:
        if len(eligible) > 1 and all(strengths[i] is None for i in eligible):
            raise ConfigurationError(
                "engine.err.floor.no_hand",
                amount=amount,
                names=", ".join(names[i] for i in eligible),
            )
    awards = award_pots(
        breakdown.pots,
        strengths,
        odd_chip_order(b, n),
        OddChipRule(odd_chip),
        chip_unit,
        mucked=[i for i in range(n) if not is_folded[i] and strengths[i] is None],
        put=[p - r for p, r in zip(players.amounts, breakdown.returned, strict=True)],
    )
    return _settlement(names, breakdown, strengths, awards, lang)


def _settlement(
    names: Sequence[str],
    breakdown: PotBreakdown,
    strengths: Sequence[int | None],
    awards: Sequence[PotAward],
    lang: str,
) -> Settlement:
    """The awards with the players' names and the hands in words."""
    won = dict.fromkeys(names, 0)
    pots = []
    for a in awards:
        for w, share in zip(a.winners, a.shares, strict=True):
            won[names[w]] += share
        pots.append(
            SettledPot(
                amount=a.amount,
                eligible=tuple(names[i] for i in a.eligible),
                winners=tuple(names[w] for w in a.winners),
                shares=a.shares,
                hand=describe(a.strength, lang) if a.strength is not None else None,
            )
        )
    returned = {names[i]: r for i, r in enumerate(breakdown.returned) if r}
    described = {names[i]: describe(s, lang) for i, s in enumerate(strengths) if s is not None}
    return Settlement(tuple(pots), won, returned, described)
