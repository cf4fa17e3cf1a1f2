"""Exact all-in equity: each player's chance to win and to tie, over every remaining board.

When every player still in a hold'em hand is all-in, the table view shows each one's chance to
win the pot outright and to share it, *exactly*: every way the missing board cards can come is
counted once. Heads-up before the flop that is C(48, 5) = 1,712,304 boards, too many to evaluate
one by one in pure Python in the half second the table view allows. :func:`equity` counts them in
two passes instead:

1. **Ranks.** Without a flush, a seven-card hand's value depends only on its multiset of ranks
   (the evaluator's rank part of a key sum, see :mod:`director.engine.cards`). The missing board
   cards are enumerated as rank multisets (at most C(17, 5) = 6,188 of them), each weighted by the
   number of card sets with those ranks (a product of binomials of the cards left of each rank),
   and each player's strength is one dictionary look-up of his base key plus the multiset's key.
2. **Flush correction.** A flush needs at least three board cards of one suit, and five cards
   can hold at most one such suit, so the boards the first pass got wrong fall into disjoint
   groups: exactly ``j`` new cards of suit ``s`` making ``k >= 3`` on the board while some player
   holds ``5 - k`` of that suit. For each group the cards of suit ``s`` are enumerated one by one
   (they decide the flushes) and the other cards again as rank multisets; each board is counted
   with its true outcome, and the rank-only outcome the first pass gave it is taken back. A player
   with five or more cards of one suit among seven cannot also hold a full house or four of a
   kind, so his strength is simply the flush table's value for his suited ranks.

Outcomes are counted per set of winners, so ties of any number of players come out exactly, and
shares of split pots are kept as whole numbers of 1/2520ths (2520 is divisible by 1 to 10).

**Side pots.** When players are all-in for different amounts there is a main pot and side pots,
each contested only by the players who put in enough for it. :func:`pot_equity` gives one
:class:`Equity` per pot, over its eligible players only (a pot's best hand among them wins it,
ties split it), from the same two passes: each board's outcome is the tuple of every pot's
winners instead of the one set of winners.

:func:`enumerate_equity` is the plain reference (one evaluator call per player per board), used
by the tests and ``bench/equity.py`` to check the fast counts board for board.

Cards not counted as remaining: every player's hole cards, the board and any ``dead`` cards. The
table view passes no dead cards: the folded hands were never shown, so for the room they are
still unknown (as television coverage counts them).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations
from math import comb

from director.engine.cards import CARDS, Card, check_distinct
from director.engine.errors import CardError, ConfigurationError
from director.engine.evaluator import FLUSH_STRENGTH, RANK_STRENGTH, evaluate7

#: Shares of a split pot are counted in 1/SHARE_UNIT of a board (divisible by 1 .. 10).
SHARE_UNIT = 2520

_POW5 = tuple(5**r for r in range(13))
_RANK_OF = tuple(i // 4 for i in range(52))
_SUIT_OF = tuple(i % 4 for i in range(52))
_INDEX = {c: i for i, c in enumerate(CARDS)}
_COMB = tuple(tuple(comb(n, k) for k in range(6)) for n in range(5))


@dataclass(frozen=True, slots=True)
class Equity:
    """How often each player wins and ties over every remaining board.

    Attributes:
        boards: How many boards were counted (the ways the missing cards can come).
        wins: Per player, the boards on which he alone has the best hand.
        ties: Per player, the boards on which he shares the best hand.
        shares: Per player, the pots he wins over all boards in 1/:data:`SHARE_UNIT` units
            (a whole pot counts ``SHARE_UNIT``, half a pot ``SHARE_UNIT // 2``).
    """

    boards: int
    wins: tuple[int, ...]
    ties: tuple[int, ...]
    shares: tuple[int, ...]

    def __post_init__(self) -> None:
        n = len(self.wins)
        if len(self.ties) != n or len(self.shares) != n:
            raise ConfigurationError("engine.err.equity.lengths")
        if self.boards <= 0:
            raise ConfigurationError("engine.err.equity.boards")
        if sum(self.shares) != self.boards * SHARE_UNIT:
            raise ConfigurationError("engine.err.equity.shares")

    @property
    def players(self) -> int:
        """How many players."""
        return len(self.wins)

    def win(self, player: int) -> float:
        """The chance that ``player`` alone has the best hand (0 to 1)."""
        return self.wins[player] / self.boards

    def tie(self, player: int) -> float:
        """The chance that ``player`` shares the best hand (0 to 1)."""
        return self.ties[player] / self.boards

    def equity(self, player: int) -> float:
        """The share of the pot ``player`` wins on average (0 to 1), split pots shared."""
        return self.shares[player] / (self.boards * SHARE_UNIT)


def _check(
    holes: Sequence[Sequence[Card]], board: Sequence[Card], dead: Sequence[Card]
) -> tuple[list[tuple[Card, ...]], list[Card]]:
    """Validate the cards; returns the hole cards as tuples and the remaining deck."""
    n = len(holes)
    if not 2 <= n <= 10:
        raise ConfigurationError("engine.err.equity.players", count=n)
    hands = [tuple(h) for h in holes]
    for h in hands:
        if len(h) != 2:
            raise CardError("engine.err.card.hole", count=len(h))
    if len(board) > 5:
        raise CardError("engine.err.card.board", count=len(board))
    used = [c for h in hands for c in h] + list(board) + list(dead)
    for c in used:
        if c not in _INDEX:
            raise CardError("engine.err.card.not_a_card", card=c)
    check_distinct(used)
    seen = set(used)
    deck = [c for c in CARDS if c not in seen]
    if len(deck) < 5 - len(board):
        raise CardError("engine.err.card.too_few")
    return hands, deck


def _multisets(avail: Sequence[int], size: int) -> list[tuple[int, int]]:
    """Every multiset of ``size`` ranks with at most ``avail[r]`` of rank ``r``.

    Returns ``(key, weight)`` pairs: the key is the sum of ``5**rank`` (the evaluator's rank part)
    and the weight the number of card sets with those ranks.
    """
    out: list[tuple[int, int]] = []
    room = [0] * 14  # cards available in ranks r and below
    for r in range(13):
        room[r + 1] = room[r] + avail[r]
    append = out.append

    def walk(r: int, left: int, key: int, weight: int) -> None:
        if not left:
            append((key, weight))
            return
        if room[r + 1] < left:
            return
        a = avail[r]
        p = _POW5[r]
        top = a if a < left else left
        if r == 0:  # the last rank must take everything left
            if left <= a:
                append((key + left * p, weight * _COMB[a][left]))
            return
        for c in range(top + 1):
            walk(r - 1, left - c, key + c * p, weight * _COMB[a][c] if c else weight)

    walk(12, size, 0, 1)
    return out


def _winners_counts(counts: dict[tuple[int, ...], int], n: int, boards: int) -> Equity:
    wins = [0] * n
    ties = [0] * n
    shares = [0] * n
    for winners, weight in counts.items():
        if not weight:
            continue
        k = len(winners)
        part = SHARE_UNIT // k * weight
        for w in winners:
            shares[w] += part
            if k == 1:
                wins[w] += weight
            else:
                ties[w] += weight
    return Equity(boards, tuple(wins), tuple(ties), tuple(shares))


def _best(strengths: Sequence[int]) -> tuple[int, ...]:
    top = max(strengths)
    return tuple([i for i, s in enumerate(strengths) if s == top])


def equity(
    holes: Sequence[Sequence[Card]],
    board: Sequence[Card] = (),
    dead: Sequence[Card] = (),
) -> Equity:
    """Each player's exact chance to win and tie, over every way the board can be completed.

    Args:
        holes: Per player, his two hole cards (2 to 10 players, all of them all-in or still in).
        board: The community cards already dealt (0 to 5).
        dead: Other cards known to be out of the deck (burned cards seen, folded hands shown).

    Returns:
        The counts per player (see :class:`Equity`).

    Raises:
        CardError: a player without two cards, a card used twice, a board of more than five.
        ConfigurationError: fewer than 2 or more than 10 players.
    """
    hands, deck = _check(holes, board, dead)
    everyone = tuple(range(len(hands)))
    boards, counts = _count(hands, board, deck, (everyone,))
    return _pot_counts(counts, 0, len(hands), boards)


def pot_equity(
    holes: Sequence[Sequence[Card]],
    pots: Sequence[Sequence[int]],
    board: Sequence[Card] = (),
    dead: Sequence[Card] = (),
) -> tuple[Equity, ...]:
    """Each player's exact chance to win each pot he is eligible for (main pot and side pots).

    A pot is won by the best hand among its eligible players only, and split among them on a
    tie (TDA rule 20: side pots are awarded before the main pot, each to its own contenders).

    Args:
        holes: Per player, his two hole cards (2 to 10 players).
        pots: Per pot, the players eligible for it (indexes into ``holes``), main pot first.
        board: The community cards already dealt (0 to 5).
        dead: Other cards known to be out of the deck.

    Returns:
        One :class:`Equity` per pot, over every player: a player not eligible for a pot has no
        wins, ties or shares in it.

    Raises:
        CardError: a player without two cards, a card used twice, a board of more than five.
        ConfigurationError: fewer than 2 or more than 10 players, or a pot without players or
            with a player who is not in ``holes``.
    """
    hands, deck = _check(holes, board, dead)
    n = len(hands)
    groups = _groups(pots, n)
    boards, counts = _count(hands, board, deck, groups)
    return tuple(_pot_counts(counts, k, n, boards) for k in range(len(groups)))


def _groups(pots: Sequence[Sequence[int]], n: int) -> tuple[tuple[int, ...], ...]:
    """The pots' eligible players, sorted; refuses an empty pot or an unknown player."""
    groups = []
    for k, pot in enumerate(pots):
        group = tuple(sorted(set(pot)))
        if not group or group[0] < 0 or group[-1] >= n:
            raise ConfigurationError("engine.err.equity.pot", pot=k, players=n)
        groups.append(group)
    if not groups:
        raise ConfigurationError("engine.err.equity.pot", pot=0, players=n)
    return tuple(groups)


#: A board's outcome: per pot, the players who win it (several on a tie).
Outcome = tuple[tuple[int, ...], ...]


def _outcome(strengths: Sequence[int], groups: Sequence[tuple[int, ...]]) -> Outcome:
    """Who wins each pot given every player's strength."""
    out = []
    for group in groups:
        top = max(strengths[i] for i in group)
        out.append(tuple([i for i in group if strengths[i] == top]))
    return tuple(out)


def _pot_counts(counts: dict[Outcome, int], pot: int, n: int, boards: int) -> Equity:
    """The :class:`Equity` of one pot from the counts of outcomes."""
    winners: dict[tuple[int, ...], int] = {}
    for outcome, weight in counts.items():
        key = outcome[pot]
        winners[key] = winners.get(key, 0) + weight
    return _winners_counts(winners, n, boards)


def _count(
    hands: Sequence[tuple[Card, ...]],
    board: Sequence[Card],
    deck: Sequence[Card],
    groups: tuple[tuple[int, ...], ...],
) -> tuple[int, dict[Outcome, int]]:
    """How many boards there are, and on how many of them each outcome happens."""
    n = len(hands)
    m = 5 - len(board)
    board_key = sum(_POW5[_RANK_OF[_INDEX[c]]] for c in board)
    bases = [board_key + _POW5[_RANK_OF[_INDEX[a]]] + _POW5[_RANK_OF[_INDEX[b]]] for a, b in hands]
    rank_table = RANK_STRENGTH
    avail = [0] * 13
    for c in deck:
        avail[_RANK_OF[_INDEX[c]]] += 1
    boards = comb(len(deck), m)
    counts: dict[Outcome, int] = {}

    # Pass 1: every board as if nobody could make a flush.
    multisets = _multisets(avail, m)
    if n == 2 and groups == ((0, 1),):
        b0, b1 = bases
        w0 = w1 = wt = 0
        for key, w in multisets:
            s0 = rank_table[b0 + key]
            s1 = rank_table[b1 + key]
            if s0 > s1:
                w0 += w
            elif s1 > s0:
                w1 += w
            else:
                wt += w
        counts = {((0,),): w0, ((1,),): w1, ((0, 1),): wt}
    else:
        get = counts.get
        for key, w in multisets:
            outcome = _outcome([rank_table[b + key] for b in bases], groups)
            counts[outcome] = get(outcome, 0) + w

    # Pass 2: the boards with three or more cards of one suit where somebody makes a flush.
    for suit in range(4):
        _correct_flushes(suit, hands, board, deck, bases, avail, m, groups, counts)
    return boards, counts


def _correct_flushes(
    suit: int,
    hands: Sequence[tuple[Card, ...]],
    board: Sequence[Card],
    deck: Sequence[Card],
    bases: Sequence[int],
    avail: Sequence[int],
    m: int,
    groups: tuple[tuple[int, ...], ...],
    counts: dict[Outcome, int],
) -> None:
    """Recount the boards on which a player has a flush in ``suit`` (see the module docstring)."""
    board_mask = 0
    for c in board:
        i = _INDEX[c]
        if _SUIT_OF[i] == suit:
            board_mask |= 1 << _RANK_OF[i]
    on_board = board_mask.bit_count()
    masks = []
    for h in hands:
        mask = 0
        for c in h:
            i = _INDEX[c]
            if _SUIT_OF[i] == suit:
                mask |= 1 << _RANK_OF[i]
        masks.append(mask)
    most = max(mask.bit_count() for mask in masks)
    if on_board + m < 3 or most + on_board + m < 5:
        return
    suited_ranks = [_RANK_OF[_INDEX[c]] for c in deck if _SUIT_OF[_INDEX[c]] == suit]
    other = list(avail)
    for r in suited_ranks:
        other[r] -= 1
    rank_table = RANK_STRENGTH
    flush_table = FLUSH_STRENGTH
    n = len(hands)
    get = counts.get
    for j in range(min(m, len(suited_ranks)) + 1):
        k = on_board + j
        if k < 3:
            continue
        flushers = [i for i in range(n) if masks[i].bit_count() + k >= 5]
        if not flushers:
            continue
        rest = _multisets(other, m - j)
        if not rest:
            continue
        for ranks in combinations(suited_ranks, j):
            s_mask = board_mask
            s_key = 0
            for r in ranks:
                s_mask |= 1 << r
                s_key += _POW5[r]
            flush = [(i, flush_table[masks[i] | s_mask]) for i in flushers]
            for key, w in rest:
                total = s_key + key
                ranked = [rank_table[b + total] for b in bases]
                # With five cards of the suit among seven no full house or four of a kind is
                # possible, so a flusher's true strength is his flush (or straight flush).
                true = list(ranked)
                for i, f in flush:
                    true[i] = f
                rank_outcome = _outcome(ranked, groups)
                true_outcome = _outcome(true, groups)
                if true_outcome != rank_outcome:
                    counts[true_outcome] = get(true_outcome, 0) + w
                    counts[rank_outcome] = get(rank_outcome, 0) - w


def remaining_boards(
    board: Sequence[Card], deck: Sequence[Card]
) -> Iterator[tuple[Card, Card, Card, Card, Card]]:
    """Every completion of ``board`` to five cards from ``deck``."""
    b = tuple(board)
    for more in combinations(deck, 5 - len(b)):
        yield (*b, *more)  # type: ignore[misc]  # always five: mypy cannot add tuple lengths


def enumerate_equity(
    holes: Sequence[Sequence[Card]],
    board: Sequence[Card] = (),
    dead: Sequence[Card] = (),
) -> Equity:
    """The same counts as :func:`equity`, one evaluator call per player per board (reference).

    About 1.5 seconds heads-up before the flop: for tests and benchmarks, not the table view.
    """
    hands, deck = _check(holes, board, dead)
    n = len(hands)
    counts: dict[tuple[int, ...], int] = {}
    boards = 0
    get = counts.get
    for a, b, c, d, e in remaining_boards(board, deck):
        boards += 1
        strengths = [evaluate7(h[0], h[1], a, b, c, d, e) for h in hands]
        winners = _best(strengths)
        counts[winners] = get(winners, 0) + 1
    return _winners_counts(counts, n, boards)


def enumerate_pot_equity(
    holes: Sequence[Sequence[Card]],
    pots: Sequence[Sequence[int]],
    board: Sequence[Card] = (),
    dead: Sequence[Card] = (),
) -> tuple[Equity, ...]:
    """The same counts as :func:`pot_equity`, one evaluator call per player per board (reference)."""
    hands, deck = _check(holes, board, dead)
    n = len(hands)
    groups = _groups(pots, n)
    counts: dict[Outcome, int] = {}
    boards = 0
    for a, b, c, d, e in remaining_boards(board, deck):
        boards += 1
        outcome = _outcome([evaluate7(h[0], h[1], a, b, c, d, e) for h in hands], groups)
        counts[outcome] = counts.get(outcome, 0) + 1
    return tuple(_pot_counts(counts, k, n, boards) for k in range(len(groups)))
