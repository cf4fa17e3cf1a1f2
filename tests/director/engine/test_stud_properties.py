"""Properties of every stud hand (hypothesis): chips are conserved, pots go only to eligible
players, illegal actions never change anything, and what legal_actions offers is accepted."""

from __future__ import annotations

import random
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.records import ActionKind, LegalActions, Phase, PotAwarded
from director.engine.rules import BoardTie, OddChipRule, Rules
from director.engine.stud import StudHand
from tests.helpers.engine import play_checking


@st.composite
def stud_hands(draw):
    n = draw(st.integers(2, 8))
    small = draw(st.sampled_from([2, 10, 20, 40]))
    rules = Rules.stud(
        ante=draw(st.sampled_from([0, 1, small // 2, small])),
        bring_in=draw(st.integers(1, small)),
        small_bet=small,
        big_bet=draw(st.sampled_from([small, 2 * small])),
        raise_cap=draw(st.sampled_from([None, 3, 4])),
        odd_chip=draw(st.sampled_from(list(OddChipRule))),
        board_tie=draw(st.sampled_from(list(BoardTie))),
        chip_unit=draw(st.sampled_from([1, 1, 5])),
    )
    stacks = draw(st.lists(st.integers(1, 60 * small), min_size=n, max_size=n))
    button = draw(st.integers(0, n - 1))
    manual = draw(st.booleans())
    seed = draw(st.integers(0, 2**32 - 1))
    hand = StudHand(stacks, button, rules, rng=random.Random(seed), manual_showdown=manual)
    return hand, seed


def _illegal_attempts(h: StudHand):
    """Actions the rules forbid now, each as a zero-argument callable."""
    if h.phase is Phase.COMPLETE:
        return [h.fold, h.check, h.call, h.all_in, h.show, h.muck, h.bring_in, h.complete]
    if h.phase is Phase.SHOWDOWN:
        return [h.check, h.fold, h.bring_in, lambda: h.bet(100)]
    la = h.legal_actions()
    out = [lambda: h.check_or_call(player=(la.player + 1) % h.players)]
    if not la.fold:
        out.append(h.fold)
    if not la.check:
        out.append(h.check)
    if not la.call:
        out.append(h.call)
    if la.bring_in is None:
        out.append(h.bring_in)
    else:
        out.append(lambda: h.act("bring_in", la.bring_in + 1))
    if la.raise_kind is not ActionKind.COMPLETE:
        out.append(h.complete)
    if la.min_to is None:
        out.append(lambda: h.bet_or_raise_to(h.bet_to + 10**6))
    else:
        out.append(lambda: h.bet_or_raise_to(la.min_to - 1))
        out.append(lambda: h.bet_or_raise_to(la.max_to + 1))
        if la.amounts is not None and la.min_to + 1 not in la.amounts:
            # the open pair: nothing between the small and the big bet (a short stack's
            # all-in just above the small bet is one of the allowed amounts, not in between)
            out.append(lambda: h.bet_or_raise_to(la.min_to + 1))
    return out


def _options(h: StudHand, la: LegalActions, r: random.Random) -> list[Callable[[], object]]:
    """The legal moves to choose from now, each checked to be allowed."""
    options: list[Callable[[], object]] = []
    if la.bring_in is not None:
        assert h.can("bring_in")
        options.append(h.bring_in)
    if la.fold:
        options.append(h.fold)
    if la.check:
        options.append(h.check)
    if la.call:
        options.append(h.call)
    if la.min_to is not None:
        assert la.raise_kind is not None
        amounts = la.amounts or (la.min_to, la.max_to)
        for to in amounts:
            assert h.can(la.raise_kind, to)
        to = r.choice(amounts)
        options.append(lambda to=to, kind=la.raise_kind: h.act(kind, to))
        if la.max_to == h.stacks[la.player] + h.bets[la.player]:
            options.append(h.all_in)
    assert options, la
    return options


@settings(max_examples=300)
@given(stud_hands())
def test_every_stud_hand_conserves_chips_pays_only_eligible_players_and_refuses_illegal_moves(
    case,
):
    h, seed = case
    play_checking(h, random.Random(seed ^ 0xABCDEF), _illegal_attempts, _options)
    awards = [a for a in h.history if isinstance(a, PotAwarded)]
    # Every player still in holds seven cards, his own or with the common card.
    for p in range(h.players):
        if not h.folded[p] and h.is_complete and any(a.strength for a in awards):
            assert len(h.cards_of(p)) + len(h.board) == 7
