"""Suspicious but legal structures: the warnings a structure that loads may still get.

A big blind that is not twice the small blind, stakes that go down, antes above the blinds,
amounts the chip set cannot make, colour-ups of chips not in play, breaks in odd places, a
structure shorter than an hour. Each warning is at the level or break it is about.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Sequence
from math import gcd

import yaml

from director.i18n import Msg
from director.structures.games import Game
from director.structures.levels import amount_name
from director.structures.model import Break, Entry, Level
from director.yamlread import Listing, NodeReader, Number, chip_list


def check_warnings(
    reader: NodeReader,
    levels_node: yaml.Node | None,
    entries: Sequence[Entry],
    chips: tuple[int, ...],
    stack: int,
    stack_node: yaml.Node | None = None,
) -> None:
    """Record on ``reader`` a warning for everything suspicious in a structure read without error.

    Args:
        reader: Where the warnings go.
        levels_node: The node of the ``levels:`` list (its items are the entries' positions).
        entries: The levels and breaks read from it, in order.
        chips: The chip set (empty: not given, nothing is checked against it).
        stack: The starting stack.
        stack_node: Where the starting stack is written.
    """
    items = levels_node.value if isinstance(levels_node, yaml.SequenceNode) else []
    nodes: dict[int, yaml.Node] = dict(zip(range(len(entries)), items, strict=False))
    in_play = set(chips)
    if chips and not makeable(stack, in_play):
        reader.warn(
            stack_node,
            "structures.warn.stack_chips",
            stack=Number(stack),
            chips=chip_list(in_play),
        )
    last_of_game: dict[Game, Level] = {}
    for i, e in enumerate(entries):
        node = nodes.get(i)
        if isinstance(e, Break):
            _break_warnings(reader, node, e, chips, in_play)
            if i == len(entries) - 1:
                reader.warn(node, "structures.warn.ends_with_break")
            elif isinstance(entries[i + 1], Break):
                reader.warn(nodes.get(i + 1), "structures.warn.two_breaks")
            continue
        _amount_warnings(reader, node, e)
        # In a mixed event the stakes are compared with the last level of the same game.
        previous = last_of_game.get(e.game)
        if previous is not None and _stakes(e) < _stakes(previous):
            reader.warn(
                node,
                "structures.warn.stakes_down",
                what=_what(e),
                previous=previous.number,
                before=previous.stakes(),
                after=e.stakes(),
            )
        last_of_game[e.game] = e
        _chip_warnings(reader, node, e, in_play)
    levels = [e for e in entries if isinstance(e, Level)]
    short = sum(e.seconds for e in entries) < 3600
    if levels and levels_node is not None and short and len(levels) > 1:
        reader.warn(levels_node, "structures.warn.short")


def _what(level: Level) -> Msg:
    return Msg("structures.what.level", number=level.number)


def _break_warnings(
    reader: NodeReader,
    node: yaml.Node | None,
    brk: Break,
    chips: tuple[int, ...],
    in_play: set[int],
) -> None:
    """A colour-up of a chip not in the set or already gone; takes the chips out of play."""
    for chip in brk.color_up:
        if chips and chip not in chips:
            reader.warn(node, "structures.warn.color_up_unknown", chip=chip)
        elif chips and chip not in in_play:
            reader.warn(node, "structures.warn.color_up_again", chip=chip)
        in_play.discard(chip)
    if chips and brk.color_up and not in_play:
        reader.warn(node, "structures.warn.no_chips_left")


def _amount_warnings(reader: NodeReader, node: yaml.Node | None, e: Level) -> None:
    """Blinds or bets that do not double, antes above the blinds or the small bet."""
    what = _what(e)
    if e.game.uses_blinds:
        big, small = Number(e.big_blind), Number(e.small_blind)
        if e.big_blind != 2 * e.small_blind:
            reader.warn(node, "structures.warn.bb_not_double", what=what, big=big, small=small)
        if e.ante > e.big_blind:
            reader.warn(
                node, "structures.warn.ante_above_bb", what=what, ante=Number(e.ante), big=big
            )
        if e.bb_ante > 2 * e.big_blind:
            reader.warn(node, "structures.warn.bb_ante_high", what=what, bb_ante=Number(e.bb_ante))
        if e.ante and e.bb_ante:
            reader.warn(node, "structures.warn.both_antes", what=what)
        return
    big, small = Number(e.big_bet), Number(e.small_bet)
    if e.ante > e.small_bet:
        reader.warn(
            node, "structures.warn.ante_above_bet", what=what, ante=Number(e.ante), small=small
        )
    if e.big_bet != 2 * e.small_bet:
        reader.warn(node, "structures.warn.big_bet_not_double", what=what, big=big, small=small)


def _chip_warnings(reader: NodeReader, node: yaml.Node | None, e: Level, in_play: set[int]) -> None:
    """Amounts of the level that the chips still in play cannot make."""
    if not in_play:
        return
    bad = tuple(
        Msg("structures.amount", name=_amount_word(k), value=Number(v))
        for k, v in e.amounts().items()
        if not makeable(v, in_play)
    )
    if bad:
        reader.warn(
            node,
            "structures.warn.not_makeable",
            what=_what(e),
            amounts=Listing(bad),
            chips=chip_list(in_play),
        )


def _amount_word(key: str) -> Msg:
    """An amount's name in a warning (the big blind ante is "bb ante" there)."""
    return Msg("structures.what.bb_ante_short") if key == "bb_ante" else amount_name(key)


def _stakes(level: Level) -> tuple[int, int]:
    if level.game.uses_blinds:
        return (level.big_blind, level.small_blind)
    return (level.big_bet, level.small_bet)


def makeable(amount: int, chips: Iterable[int]) -> bool:
    """True if ``amount`` is a sum of the given chip values (any number of each)."""
    values = sorted(set(chips))
    if not values:
        return True
    g = 0
    for v in values:
        g = gcd(g, v)
    if amount % g:
        return False
    if values[0] == g:  # the smallest chip divides every other: any multiple of it can be made
        return True
    # The smallest sum in each residue class modulo the smallest chip (Dijkstra over the
    # residues): an amount can be made exactly when it is at least the smallest sum in its class.
    target = amount // g
    vs = [v // g for v in values]
    base = vs[0]
    if base > 10_000:  # no real chip set is like this; do not guess (and do not spend seconds)
        return True
    best = [target + 1] * base
    best[0] = 0
    heap = [(0, 0)]
    while heap:
        d, r = heapq.heappop(heap)
        if d > best[r]:
            continue
        for v in vs[1:]:
            nd = d + v
            if nd < best[nd % base]:
                best[nd % base] = nd
                heapq.heappush(heap, (nd, nd % base))
    return best[target % base] <= target
