"""Main and side pots from what each player put in, and who wins each.

Usable on its own (the floor tool, :mod:`director.engine.floor`, settles disputes from "what each
player put in, who folded, and the hands shown"); the hand state machine uses the same two
functions at the end of every hand.

The rules (club sheet 000 §14, "Limite delle puntate"; WSOP 2024 and TDA where silent):

- An all-in player can win from each opponent only as much as he put in himself: the pot is cut
  at every all-in player's contribution into a main pot and side pots, each with the players
  eligible for it. Folded players' chips stay in the pots they reached but they are eligible for
  none.
- An uncalled bet is returned: whatever the biggest contributor put in beyond the second biggest
  goes back to him (club sheet 000 §12; TDA).
- Dead money (a big-blind or button ante) goes into the main pot.
- Each pot goes to the best hand among its eligible players; equal hands split it. The chips that
  do not divide evenly (odd chips) follow :class:`OddChipRule`.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import NamedTuple, Protocol

from director.engine.errors import ConfigurationError

_new = tuple.__new__


class OddChipRule(StrEnum):
    """Who gets the chips left over when a split pot does not divide evenly."""

    LEFT_OF_BUTTON = "left_of_button"
    """One chip (of the smallest unit) at a time to the tied winners in clockwise order starting
    from the first tied winner left of the button (TDA, for flop games). The club chose this over
    its sheet 004 (:attr:`BIGGEST_BET`), which is ambiguous when the winners put in the same."""

    ALL_LEFT_OF_BUTTON = "all_left_of_button"
    """All the odd chips to the first tied winner left of the button (what PokerKit does)."""

    BIGGEST_BET = "biggest_bet"
    """The club's sheet 004, "Hand Tie": "Nel caso in cui non sia divisibile in parti uguali, il
    giocatore che ha visto la puntata maggiore prende la parte rimanente" (when the pot does not
    divide evenly, the player who saw the biggest bet takes the remainder). All the odd chips go
    to the tied winner who put the most into the hand (he saw the biggest bet: the others were
    all-in for less); among winners who put in the same, where the sheet cannot tell them apart,
    to the first left of the button (TDA)."""


class Pot(NamedTuple):
    """A main or side pot."""

    amount: int
    eligible: tuple[int, ...]
    """The players who can win it, in seat order."""


class PotBreakdown(NamedTuple):
    """The pots made from the contributions, and the uncalled chips given back."""

    pots: tuple[Pot, ...]
    """Main pot first, then side pots in the order they were made."""
    returned: tuple[int, ...]
    """Per player, the uncalled chips returned (at most one player gets any)."""


class PotAward(NamedTuple):
    """How one pot was awarded."""

    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    """The winning players, in odd-chip order (the first got the first odd chip)."""
    shares: tuple[int, ...]
    """Chips each winner received, aligned with ``winners``."""
    strength: int | None
    """The winning hand's strength, or ``None`` if the pot was won without a showdown."""


def build_pots(
    contributions: Sequence[int],
    folded: Sequence[bool],
    dead: int = 0,
    *,
    return_uncalled: bool = True,
    betting: Sequence[bool] | None = None,
) -> PotBreakdown:
    """Cut the chips put in into a main pot and side pots.

    Args:
        contributions: chips each player put in during the hand (blinds, live antes, bets).
        folded: for each player, whether he folded (he can win nothing).
        dead: dead money that belongs to the main pot (big-blind or button antes).
        return_uncalled: give back what the biggest contributor put in beyond everyone else
            (the default, for a finished betting); ``False`` while the bet may still be called,
            so the excess shows as a pot of its own.
        betting: while a betting round is still open, for each player whether he can still
            put chips in (he is in and not all-in). Such a player is eligible for every pot and
            the pots are cut only at the all-in players' contributions.

    Returns:
        The pots (adjacent pots with the same eligible players are merged) and the returned
        uncalled chips.

    Raises:
        ConfigurationError: the lists differ in length, an amount is negative, everyone folded,
            or, while the bet may still be called (``return_uncalled=False`` without
            ``betting``), a folded player put in more than every player still in.
    """
    n = len(contributions)
    if len(folded) != n:
        raise ConfigurationError("engine.err.pots.folded")
    put = list(contributions)
    if dead < 0 or min(put, default=0) < 0:
        raise ConfigurationError("engine.err.pots.negative")
    live = [i for i in range(n) if not folded[i]]
    if not live:
        raise ConfigurationError("engine.err.pots.all_folded")
    returned = _return_uncalled(put, live) if return_uncalled else [0] * n
    highest = max(put)
    if betting is None:
        levels = sorted({put[i] for i in live})
    else:
        levels = sorted({put[i] for i in live if not betting[i]} | {highest})
    if highest > levels[-1]:
        raise ConfigurationError("engine.err.pots.folded_more")
    if len(levels) == 1:  # no side pot: the usual case
        amount = sum(put) + dead
        pots = (_new(Pot, (amount, tuple(live))),) if amount else ()
        return _new(PotBreakdown, (pots, tuple(returned)))
    return _new(PotBreakdown, (_cut(put, live, levels, dead, betting), tuple(returned)))


def _return_uncalled(put: list[int], live: Sequence[int]) -> list[int]:
    """Take out of ``put`` (in place) what nobody called; returns it per player."""
    n = len(put)
    returned = [0] * n
    # What a folded player put in above every player still in can be won by nobody (the
    # players left are all-in for less, e.g. a short big blind against antes): it goes back.
    most = max(put[i] for i in live)
    for i in range(n):
        if put[i] > most:
            returned[i] = put[i] - most
            put[i] = most
    top = first = second = -1
    for i, p in enumerate(put):
        if p > first:
            top, first, second = i, p, first
        elif p > second:
            second = p
    if first > second:
        returned[top] += first - second
        put[top] = second
    return returned


def _cut(
    put: Sequence[int],
    live: Sequence[int],
    levels: Sequence[int],
    dead: int,
    betting: Sequence[bool] | None,
) -> tuple[Pot, ...]:
    """The pots cut at each of ``levels`` (ascending), with the players eligible for each.

    Adjacent pots with the same eligible players are merged; dead money goes to the first.
    """
    out: list[Pot] = []
    below = 0
    amount = dead
    for level in levels:
        for p in put:
            if p > below:
                amount += (level if p >= level else p) - below
        if betting is None:
            eligible = tuple([i for i in live if put[i] >= level])
        else:
            eligible = tuple([i for i in live if put[i] >= level or betting[i]])
        if amount:
            if out and out[-1][1] == eligible:
                out[-1] = _new(Pot, (out[-1][0] + amount, eligible))
            else:
                out.append(_new(Pot, (amount, eligible)))
        below = level
        amount = 0
    return tuple(out)


def odd_chip_order(button: int, players: int) -> tuple[int, ...]:
    """Every seat in clockwise order starting left of the button (the odd-chip priority)."""
    return _ORDERS[players][button]


_ORDERS = [[tuple((b + 1 + k) % n for k in range(n)) for b in range(n)] for n in range(11)]


def split(
    amount: int,
    winners: Sequence[int],
    order: Sequence[int],
    rule: OddChipRule = OddChipRule.LEFT_OF_BUTTON,
    unit: int = 1,
    put: Sequence[int] = (),
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Share ``amount`` among ``winners``; returns (winners in odd-chip order, their shares).

    Each winner gets an equal number of whole ``unit`` chips; the rest goes out by ``rule``,
    following ``order`` (the seats from the first left of the button). For
    :attr:`OddChipRule.BIGGEST_BET`, ``put`` is what each player put into the hand: the one who
    put in the most comes first.
    """
    count = len(winners)
    if count == 1:
        return tuple(winners), (amount,)
    rank = {p: k for k, p in enumerate(order)}
    if rule is OddChipRule.BIGGEST_BET and put:
        ws = tuple(sorted(winners, key=lambda p: (-put[p], rank[p])))
    else:
        ws = tuple(sorted(winners, key=rank.__getitem__))
    base = amount // (count * unit) * unit
    shares = [base] * count
    left = amount - base * count
    if rule is not OddChipRule.LEFT_OF_BUTTON:  # the whole remainder to the first
        shares[0] += left
    else:
        k = 0
        while left:
            chip = min(unit, left)
            shares[k] += chip
            left -= chip
            k += 1
    return ws, tuple(shares)


def award_pots(
    pots: Sequence[Pot],
    strengths: Sequence[int | None],
    order: Sequence[int],
    rule: OddChipRule = OddChipRule.LEFT_OF_BUTTON,
    unit: int = 1,
    *,
    mucked: Sequence[int] = (),
    put: Sequence[int] = (),
) -> tuple[PotAward, ...]:
    """Award each pot to the best hand shown among its eligible players.

    Args:
        pots: from :func:`build_pots`.
        strengths: per player, the hand strength shown (higher wins), or ``None`` for a player
            who did not show.
        order: odd-chip priority, usually :func:`odd_chip_order`.
        rule: how odd chips are given out.
        unit: the smallest chip in play; shares are whole units where possible.
        mucked: players who gave up at showdown without showing, in the order they did. A pot
            where nobody eligible showed goes to its only eligible player who did not muck, or,
            if all of them mucked, to the last one who did (the pot was his, uncontested, when
            he let his hand go).
        put: what each player put into the hand, uncalled chips returned
            (for :attr:`OddChipRule.BIGGEST_BET`).

    Raises:
        ConfigurationError: a pot that several players still contest without any hand shown.
    """
    out = []
    for amount, eligible in pots:
        best = -1
        winners: list[int] = []
        for i in eligible:
            s = strengths[i]
            if s is not None:
                if s > best:
                    best = s
                    winners = [i]
                elif s == best:
                    winners.append(i)
        if winners:  # somebody eligible showed (a strength is at least 1)
            if len(winners) == 1:
                out.append(_new(PotAward, (amount, eligible, (winners[0],), (amount,), best)))
            else:
                ws, shares = split(amount, winners, order, rule, unit, put)
                out.append(_new(PotAward, (amount, eligible, ws, shares, best)))
            continue
        alive = [i for i in eligible if i not in mucked]
        if len(alive) > 1:
            raise ConfigurationError("engine.err.pots.no_hand", amount=amount)
        winner = alive[0] if alive else [i for i in mucked if i in eligible][-1]
        out.append(_new(PotAward, (amount, eligible, (winner,), (amount,), None)))
    return tuple(out)


class Shared(Protocol):
    """An awarded pot: who won it and each winner's share.

    A :class:`PotAward`, or the record :class:`~director.engine.records.PotAwarded`.
    """

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning players."""
        ...

    @property
    def shares(self) -> tuple[int, ...]:
        """What each winner received, aligned with ``winners``."""
        ...


def winnings(awards: Sequence[Shared], players: int) -> list[int]:
    """Chips won by each player over all pots."""
    won = [0] * players
    for a in awards:
        for w, s in zip(a.winners, a.shares, strict=True):
            won[w] += s
    return won
