"""Hand evaluation: the best five cards of five, six or seven, as one comparable integer.

:func:`evaluate7` is the hot path (showdowns, equity, simulations): it adds the seven card keys
(see :mod:`director.engine.cards`), tests four flag bits for a flush, and otherwise looks the rank
multiset up in a dictionary. Flushes (about 3% of seven-card hands) take a short detour through a
table indexed by the ranks of the flush suit.

Strengths run from 1 (7-5-4-3-2 of mixed suits) to 7462 (a royal flush), one for each distinct
five-card hand value; equal strengths tie. The tables are built once, at import, in a fraction of
a second.

Ranking (the club's sheets, 004 "Valori delle mani"; the ace plays high or low): A-2-3-4-5 is the
lowest straight, Q-K-A-2-3 is not a straight, kickers decide within a category, and the five best
of seven cards play (the board may play).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Sequence
from enum import StrEnum
from itertools import combinations

from director.engine.cards import (
    CARDS,
    FLUSH_FLAGS,
    RANK_SHIFT,
    SUIT_BIAS,
    SUIT_FIELD_BITS,
    Card,
    rank_words,
)
from director.engine.errors import CardError
from director.i18n import LANGS, Msg


class HandCategory(StrEnum):
    """The kind of hand, weakest first."""

    HIGH_CARD = "high_card"
    PAIR = "pair"
    TWO_PAIR = "two_pair"
    THREE_OF_A_KIND = "three_of_a_kind"
    STRAIGHT = "straight"
    FLUSH = "flush"
    FULL_HOUSE = "full_house"
    FOUR_OF_A_KIND = "four_of_a_kind"
    STRAIGHT_FLUSH = "straight_flush"
    ROYAL_FLUSH = "royal_flush"


_ACE, _FIVE = 12, 3
_WHEEL = (1 << _ACE) | 0b1111  # A-2-3-4-5


def _straight_top(mask: int) -> int:
    """The top rank of the best straight in a rank bitmask, or -1."""
    for top in range(_ACE, _FIVE, -1):
        run = 0b11111 << (top - 4)
        if mask & run == run:
            return top
    return _FIVE if mask & _WHEEL == _WHEEL else -1


def _descending(ranks: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted(ranks, reverse=True))


def _build_classes() -> list[tuple[HandCategory, tuple[int, ...]]]:
    """Every distinct five-card hand value, weakest first: (category, deciding ranks)."""
    no_straight = [
        _descending(c)
        for c in combinations(range(13), 5)
        if _straight_top(sum(1 << r for r in c)) < 0
    ]
    no_straight.sort()
    out: list[tuple[HandCategory, tuple[int, ...]]] = []
    out += [(HandCategory.HIGH_CARD, r) for r in no_straight]
    pairs = [(p, *_descending(k)) for p in range(13) for k in combinations(set(range(13)) - {p}, 3)]
    out += [(HandCategory.PAIR, r) for r in sorted(pairs)]
    two = [
        (hi, lo, k) for hi in range(13) for lo in range(hi) for k in range(13) if k not in (hi, lo)
    ]
    out += [(HandCategory.TWO_PAIR, r) for r in sorted(two)]
    trips = [(t, *_descending(k)) for t in range(13) for k in combinations(set(range(13)) - {t}, 2)]
    out += [(HandCategory.THREE_OF_A_KIND, r) for r in sorted(trips)]
    out += [(HandCategory.STRAIGHT, (top,)) for top in range(_FIVE, _ACE + 1)]
    out += [(HandCategory.FLUSH, r) for r in no_straight]
    full = [(t, p) for t in range(13) for p in range(13) if p != t]
    out += [(HandCategory.FULL_HOUSE, r) for r in sorted(full)]
    out += [(HandCategory.FOUR_OF_A_KIND, r) for r in sorted(full)]
    out += [(HandCategory.STRAIGHT_FLUSH, (top,)) for top in range(_FIVE, _ACE)]
    out += [(HandCategory.ROYAL_FLUSH, (_ACE,))]
    return out


_CLASSES = _build_classes()
#: Number of distinct five-card hand values.
DISTINCT_HANDS = len(_CLASSES)
_STRENGTH = {cls: i + 1 for i, cls in enumerate(_CLASSES)}
#: For each category, its lowest strength (ascending), for :func:`category_of`.
_CATEGORY_FLOORS: list[int] = []
_CATEGORY_LIST: list[HandCategory] = []
for _i, (_cat, _) in enumerate(_CLASSES):
    if not _CATEGORY_LIST or _CATEGORY_LIST[-1] != _cat:
        _CATEGORY_LIST.append(_cat)
        _CATEGORY_FLOORS.append(_i + 1)

_STRAIGHT_TOP = [_straight_top(m) for m in range(1 << 13)]


def _flush_table() -> list[int]:
    """Strength of the best straight flush or flush among the ranks of one suit (bitmask)."""
    table = [0] * (1 << 13)
    for mask in range(1 << 13):
        if mask.bit_count() < 5:
            continue
        top = _STRAIGHT_TOP[mask]
        if top == _ACE:
            table[mask] = _STRENGTH[(HandCategory.ROYAL_FLUSH, (_ACE,))]
        elif top >= 0:
            table[mask] = _STRENGTH[(HandCategory.STRAIGHT_FLUSH, (top,))]
        else:
            ranks = [r for r in range(12, -1, -1) if mask >> r & 1][:5]
            table[mask] = _STRENGTH[(HandCategory.FLUSH, tuple(ranks))]
    return table


_FLUSH = _flush_table()
#: Strength of the best straight flush or flush among the ranks of one suit, by rank bitmask.
FLUSH_STRENGTH: list[int] = _FLUSH


def _best_of_counts(counts: Sequence[int]) -> int:
    """Strength of the best five cards (ignoring suits) of a rank multiset."""
    quads, trips, pairs, present = [], [], [], []
    mask = 0
    for r in range(12, -1, -1):
        n = counts[r]
        if n:
            present.append(r)
            mask |= 1 << r
            if n == 4:
                quads.append(r)
            elif n == 3:
                trips.append(r)
            elif n == 2:
                pairs.append(r)
    if quads:
        q = quads[0]
        return _STRENGTH[(HandCategory.FOUR_OF_A_KIND, (q, next(r for r in present if r != q)))]
    if trips and (len(trips) > 1 or pairs):
        t = trips[0]
        p = max(trips[1] if len(trips) > 1 else -1, pairs[0] if pairs else -1)
        return _STRENGTH[(HandCategory.FULL_HOUSE, (t, p))]
    top = _STRAIGHT_TOP[mask]
    if top >= 0:
        return _STRENGTH[(HandCategory.STRAIGHT, (top,))]
    if trips:
        t = trips[0]
        return _STRENGTH[(HandCategory.THREE_OF_A_KIND, (t, *[r for r in present if r != t][:2]))]
    if len(pairs) > 1:
        hi, lo = pairs[0], pairs[1]
        kicker = next(r for r in present if r not in (hi, lo))
        return _STRENGTH[(HandCategory.TWO_PAIR, (hi, lo, kicker))]
    if pairs:
        p = pairs[0]
        return _STRENGTH[(HandCategory.PAIR, (p, *[r for r in present if r != p][:3]))]
    return _STRENGTH[(HandCategory.HIGH_CARD, tuple(present[:5]))]


def _rank_table() -> dict[int, int]:
    """Strength by the rank part of a key sum, for every multiset of 5, 6 or 7 ranks.

    The rank part of a card is ``5**rank``; with at most four cards of a rank the sum's base-5
    digits are the counts, so each multiset (of any size) has its own sum.
    """
    table: dict[int, int] = {}
    counts = [0] * 13
    powers = [5**r for r in range(13)]

    def walk(rank: int, left: int, key: int) -> None:
        if rank == 13:
            if left <= 2:  # 5, 6 or 7 cards placed
                table[key] = _best_of_counts(counts)
            return
        for n in range(min(4, left) + 1):
            counts[rank] = n
            walk(rank + 1, left - n, key + n * powers[rank])
        counts[rank] = 0

    walk(0, 7, 0)
    return table


_RANK = _rank_table()
#: Strength of the best five cards of 5 to 7 ranks, by the rank part of their key sum (no flush).
RANK_STRENGTH: dict[int, int] = _RANK
# Per flush suit: each card's rank bit if it is of that suit, else 0.
_SUIT_BITS = [
    {c: (1 << (c.index // 4)) if c.index % 4 == s else 0 for c in CARDS} for s in range(4)
]
_FLAG_SUIT = {32 << (SUIT_FIELD_BITS * s): s for s in range(4)}
assert FLUSH_FLAGS == 0x820820  # the literal in evaluate7 / evaluate5


def _flush(k: int, cards: Iterable[Card]) -> int:
    bits = _SUIT_BITS[_FLAG_SUIT[k & 0x820820]]
    mask = 0
    for c in cards:
        mask |= bits[c]
    return _FLUSH[mask]


def evaluate7(a: Card, b: Card, c: Card, d: Card, e: Card, f: Card, g: Card) -> int:
    """Strength (1..7462, higher is better) of the best five of seven distinct cards."""
    k = a + b + c + d + e + f + g
    if k & 0x820820:  # FLUSH_FLAGS: some suit has five cards or more
        return _flush(k, (a, b, c, d, e, f, g))
    return _RANK[k >> 24]  # RANK_SHIFT


def evaluate5(a: Card, b: Card, c: Card, d: Card, e: Card) -> int:
    """Strength (1..7462, higher is better) of five distinct cards."""
    k = a + b + c + d + e + SUIT_BIAS  # the bias makes five suited cards reach the flag bit
    if k & 0x820820:
        return _flush(k, (a, b, c, d, e))
    return _RANK[k >> 24]


def evaluate(cards: Sequence[Card]) -> int:
    """Strength of the best five of 5, 6 or 7 distinct cards (any order).

    Raises:
        CardError: not 5 to 7 cards, or a card twice.
    """
    n = len(cards)
    if not 5 <= n <= 7 or len(set(cards)) != n:
        raise CardError("engine.err.card.evaluate_count", count=n)
    k = sum(cards) + (SUIT_BIAS if n == 5 else 0)
    if k & FLUSH_FLAGS:
        return _flush(k, cards)
    return _RANK[k >> RANK_SHIFT]


def best_five(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The five cards that make the best hand (highest first within the hand's own order)."""
    if len(cards) < 5:
        raise CardError("engine.err.card.five", count=len(cards))
    best = max(combinations(cards, 5), key=lambda five: evaluate5(*five))
    return tuple(sorted(best, key=lambda c: c.rank, reverse=True))


def category_of(strength: int) -> HandCategory:
    """The category of a strength (1..7462)."""
    if not 1 <= strength <= DISTINCT_HANDS:
        raise ValueError(f"a hand strength is between 1 and {DISTINCT_HANDS}, not {strength}")
    return _CATEGORY_LIST[bisect_left(_CATEGORY_FLOORS, strength + 1) - 1]


def deciding_ranks(strength: int) -> tuple[int, ...]:
    """The ranks that decide the hand within its category, most important first.

    A pair of aces with K-9-4 is ``(12, 11, 7, 2)``; a straight or straight flush gives its top card
    (3 for the five-high wheel); a full house ``(trips, pair)``.
    """
    category_of(strength)
    return _CLASSES[strength - 1][1]


def hand_name(strength: int, lang: str = "en") -> str:
    """The category's name: ``two pair`` / ``doppia coppia``.

    Raises:
        ValueError: a strength out of range, or a language Director does not speak.
    """
    lang = _lang(lang)
    return Msg(f"engine.category.{category_of(strength)}").text(lang)


def _lang(lang: str) -> str:
    if lang not in LANGS:
        raise ValueError(f"hand names exist in {' and '.join(LANGS)}, not {lang!r}")
    return lang


def hand_words(strength: int) -> Msg:
    """The hand in words, ready for either language (see :func:`describe`).

    Raises:
        ValueError: a strength out of range.
    """
    cat = category_of(strength)
    r = deciding_ranks(strength)
    name = Msg(f"engine.category.{cat}")
    key = f"engine.hand.{cat}"
    match cat:
        case HandCategory.HIGH_CARD:
            return Msg(key, name=name, rank=rank_words(r[0]))
        case HandCategory.PAIR | HandCategory.THREE_OF_A_KIND | HandCategory.FOUR_OF_A_KIND:
            return Msg(key, name=name, ranks=rank_words(r[0], "of"))
        case HandCategory.TWO_PAIR | HandCategory.FULL_HOUSE:
            return Msg(
                key, name=name, high=rank_words(r[0], "plural"), low=rank_words(r[1], "plural")
            )
        case HandCategory.ROYAL_FLUSH:
            return Msg(key, name=name)
        case _:  # straight, flush, straight flush: by the top card
            return Msg(key, name=name, rank=rank_words(r[0], "high"))


def describe(strength: int, lang: str = "en") -> str:
    """The hand in words, e.g. ``full house, kings full of tens`` / ``full di re e dieci``.

    Raises:
        ValueError: a strength out of range, or a language Director does not speak.
    """
    lang = _lang(lang)
    return hand_words(strength).text(lang)
