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
the first tied winner left of the button (issue 3; TDA), unless told otherwise.

The players are given in seat order, clockwise. Without a button the order is taken to start left
of the button (as if the last player listed had it).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from director.engine.cards import Card, check_distinct
from director.engine.errors import CardError, ConfigurationError
from director.engine.evaluator import describe, evaluate
from director.engine.pots import OddChipRule, award_pots, build_pots, odd_chip_order


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
            five or more than seven cards.
    """
    pairs = list(put.items()) if isinstance(put, Mapping) else list(put)
    if len(pairs) < 2:
        raise ConfigurationError("give what at least two players put in, e.g. --put Anna=500")
    names: list[str] = []
    index: dict[str, int] = {}
    amounts: list[int] = []
    for name, amount in pairs:
        clean = " ".join(str(name).split())
        if not clean:
            raise ConfigurationError("a player needs a name")
        if _key(clean) in index:
            raise ConfigurationError(f"{clean} is listed twice; give each player once")
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise ConfigurationError(
                f"{clean} put in {amount!r}: give a whole number of chips, 0 or more"
            )
        index[_key(clean)] = len(names)
        names.append(clean)
        amounts.append(amount)
    n = len(names)

    def who(name: str, what: str) -> int:
        i = index.get(_key(name))
        if i is None:
            raise ConfigurationError(
                f"{what} {name!r} is not among the players who put chips in "
                f"({', '.join(names)}); add --put {name}=AMOUNT"
            )
        return i

    is_folded = [False] * n
    for name in folded:
        is_folded[who(name, "the folded player")] = True
    if all(is_folded):
        raise ConfigurationError("every player folded: at least one must still be in the hand")
    board = tuple(board)
    if len(board) > 5:
        raise CardError(f"a board has at most five cards, not {len(board)}")
    shown: dict[int, tuple[Card, ...]] = {}
    for name, cards in (hands or {}).items():
        i = who(name, "the hand of")
        if is_folded[i]:
            raise ConfigurationError(
                f"{names[i]} folded, so his hand cannot win; drop his hand or his fold"
            )
        cards = tuple(cards)
        total = len(cards) + len(board)
        if not 5 <= total <= 7:
            raise CardError(
                f"{names[i]}'s hand and the board make {total} cards; a hand is the best five "
                "of five to seven (hold'em: two hole cards and the five-card board)"
            )
        shown[i] = cards
    check_distinct([*board, *(c for cards in shown.values() for c in cards)])
    b = who(button, "the button") if button is not None else n - 1
    if chip_unit < 1:
        raise ConfigurationError(f"the smallest chip is at least 1, not {chip_unit}")

    breakdown = build_pots(amounts, is_folded)
    strengths: list[int | None] = [None] * n
    for i, cards in shown.items():
        strengths[i] = evaluate((*cards, *board))
    live = [i for i in range(n) if not is_folded[i]]
    for amount, eligible in breakdown.pots:
        if len(eligible) > 1 and all(strengths[i] is None for i in eligible):
            raise ConfigurationError(
                f"the pot of {amount} is contested by {', '.join(names[i] for i in eligible)} "
                "but no hand was shown; give the cards they showed"
            )
    mucked = [i for i in live if strengths[i] is None]
    awards = award_pots(
        breakdown.pots,
        strengths,
        odd_chip_order(b, n),
        OddChipRule(odd_chip),
        chip_unit,
        mucked=mucked,
    )
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
