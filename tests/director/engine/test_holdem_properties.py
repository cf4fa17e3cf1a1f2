"""Properties of every hand (hypothesis): chips are conserved, pots go only to eligible players,
illegal actions never change anything, and what legal_actions offers is accepted."""

from __future__ import annotations

import random
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.holdem import HoldemHand
from director.engine.pots import OddChipRule
from director.engine.records import LegalActions, Phase
from director.engine.rules import AnteType, BettingLimit, Rules
from tests.helpers.engine import play_checking


@st.composite
def hands(draw):
    n = draw(st.integers(2, 10))
    sb = draw(st.sampled_from([1, 5, 25, 50]))
    rules = Rules(
        sb,
        2 * sb,
        draw(st.sampled_from(list(BettingLimit))),
        ante=draw(st.sampled_from([0, 0, 1, sb, 2 * sb])),
        ante_type=draw(st.sampled_from(list(AnteType))),
        raise_cap=draw(st.sampled_from([None, 3, 4])),
        odd_chip=draw(st.sampled_from(list(OddChipRule))),
        chip_unit=draw(st.sampled_from([1, 1, 5])),
    )
    stacks = draw(st.lists(st.integers(1, 400 * sb), min_size=n, max_size=n))
    button = draw(st.integers(0, n - 1))
    manual = draw(st.booleans())
    seed = draw(st.integers(0, 2**32 - 1))
    return HoldemHand(stacks, button, rules, rng=random.Random(seed), manual_showdown=manual), seed


def _illegal_attempts(h: HoldemHand):
    """Actions the rules forbid now, each as a zero-argument callable."""
    if h.phase is Phase.COMPLETE:
        return [h.fold, h.check, h.call, h.all_in, h.show, h.muck, lambda: h.raise_to(10**9)]
    if h.phase is Phase.SHOWDOWN:
        return [h.check, h.fold, lambda: h.bet(100)]
    la = h.legal_actions()
    out = [lambda: h.check_or_call(player=(la.player + 1) % h.players)]
    if not la.fold:
        out.append(h.fold)
    if not la.check:
        out.append(h.check)
    if not la.call:
        out.append(h.call)
    if la.min_to is None:
        out.append(lambda: h.bet_or_raise_to(h.bet_to + 10**6))
    else:
        out.append(lambda: h.bet_or_raise_to(la.min_to - 1))
        out.append(lambda: h.bet_or_raise_to(la.max_to + 1))
    return out


def _options(h: HoldemHand, la: LegalActions, r: random.Random) -> list[Callable[[], object]]:
    """The legal moves to choose from now, each checked to be allowed."""
    options: list[Callable[[], object]] = []
    if la.fold:
        options.append(h.fold)
    options.append(h.check if la.check else h.call)
    if la.min_to is not None:
        assert h.can(la.raise_kind, la.min_to) and h.can(la.raise_kind, la.max_to)
        to = r.choice([la.min_to, la.max_to, r.randint(la.min_to, la.max_to)])
        options.append(lambda to=to: h.bet_or_raise_to(to))
        if la.max_to == h.stacks[la.player] + h.bets[la.player]:
            options.append(h.all_in)  # (pot-limit and fixed-limit may not allow it)
    return options


@settings(max_examples=300)
@given(hands())
def test_every_hand_conserves_chips_pays_only_eligible_players_and_refuses_illegal_moves(case):
    h, seed = case
    play_checking(h, random.Random(seed ^ 0xABCDEF), _illegal_attempts, _options)
