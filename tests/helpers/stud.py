"""Shared helpers for the stud tests: decks built by hand, random legal play, PokerKit alongside."""

from __future__ import annotations

import random
import warnings
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from director.engine.cards import Card, Deck, format_cards, parse_cards
from director.engine.evaluator import evaluate7
from director.engine.records import (
    CommonCardDealt,
    DeckRanOut,
    LegalActions,
    StudCardsDealt,
)
from director.engine.rules import Rules
from director.engine.stud import StudHand
from tests.helpers.engine import (
    SHARED_PHH,
    apply,
    apply_both,
    compare_pots,
    deck_with,
    play_randomly,
    pokerkit_automations,
    pokerkit_expected_stacks,
)

#: Ante 5, bring-in 5, small bet 20, big bet 40 (the tests' usual stakes).
STAKES = Rules.stud(ante=5, bring_in=5, small_bet=20, big_bet=40)


def stud_deck(button: int, cards: Sequence[str], burns: str = "") -> Deck:
    """A deck that deals ``cards[p]`` to player ``p`` (in the order he receives them).

    Third street gives each player his first three cards, one at a time from the dealer's left
    (down, down, up); before each later street a card is burned (``burns`` in order, then unused
    cards), and a card goes to every player who has one more listed, in seat order from the
    dealer's left: a player whose list stops is taken to have folded before that street.
    """
    n = len(cards)
    owned = [parse_cards(c) for c in cards]
    burn_cards = list(parse_cards(burns))
    order: list[Card | None] = [None] * 52
    seats = [(button + 1 + k) % n for k in range(n)]
    for k, p in enumerate(seats):
        order[k], order[n + k], order[2 * n + k] = owned[p][:3]
    spot = 3 * n
    for street in range(1, 5):
        receivers = [p for p in seats if len(owned[p]) > street + 2]
        if not receivers:
            break
        order[spot] = burn_cards.pop(0) if burn_cards else None
        spot += 1
        for p in receivers:
            order[spot] = owned[p][street + 2]
            spot += 1
    return deck_with(order)


def random_stud_action(r: random.Random, la: LegalActions) -> tuple[str, int | None]:
    """A random legal action: ("bring_in"|"complete"|"raise"|"fold"|"call", total or None)."""
    x = r.random()
    if la.bring_in is not None:
        if la.min_to is None or x < 0.6:
            return "bring_in", None
        return "complete", la.min_to
    if la.min_to is not None and x < 0.35:
        if la.amounts is not None:
            return "raise", r.choice(la.amounts)
        return "raise", la.min_to
    if la.fold and x < 0.5:
        return "fold", None
    return "call", None


def apply_stud(hand: StudHand, kind: str, to: int | None) -> None:
    """Apply an action chosen by :func:`random_stud_action`."""
    if kind == "bring_in":
        hand.bring_in()
    elif kind == "complete":
        hand.complete(to)
    else:
        apply(hand, kind, to)


def play_stud_randomly(hand: StudHand, r: random.Random) -> StudHand:
    """Play the hand to the end with random legal actions (and, if manual, show or muck)."""
    return play_randomly(hand, r, random_stud_action, apply_stud)


def random_stud_table(
    r: random.Random, players: tuple[int, int] = (2, 8)
) -> tuple[list[int], Rules]:
    """Random players, stakes and stacks: from a couple of bets (all-ins) to deep."""
    n = r.randint(*players)
    small = r.choice([2, 10, 20, 40, 100])
    big = 2 * small
    bring_in = r.choice([max(1, small // 4), small // 2, max(1, small // 5) * 2, small - 1])
    bring_in = min(bring_in, small - 1)  # PokerKit wants the bring-in below the small bet
    ante = r.choice([0, max(1, small // 10), max(1, small // 4), bring_in])
    stacks = [
        max(ante + 1, int(small * 2 ** r.uniform(-1, 6))) + r.randint(0, small) for _ in range(n)
    ]
    if ante and r.random() < 0.3:  # somebody all-in for the ante (or less)
        stacks[r.randrange(n)] = r.randint(1, ante)
    return stacks, Rules.stud(ante=ante, bring_in=bring_in, small_bet=small, big_bet=big)


def stud_strengths(hand: StudHand) -> list[int | None]:
    """Each player's hand strength at the end (``None`` for those who folded)."""
    return [
        None if hand.folded[p] else evaluate7(*hand.cards_of(p), *hand.board)
        for p in range(hand.players)
    ]


def stud_pokerkit_expected_stacks(hand: StudHand) -> list[int]:
    """Our result re-split the way PokerKit splits pots (odd chips), winners and pots ours.

    PokerKit gives a split pot's whole remainder to the tied winner in the lowest seat, after
    merging the pots left with the same winners-to-be; the rules (the club's choice; Robert's Rules) give
    each pot's odd chips one at a time to the highest cards by suit.
    """
    return pokerkit_expected_stacks(hand, stud_strengths)


@dataclass
class StudDifferences:
    """Where PokerKit's rules differ from ours, counted (see test_stud_differential.py)."""

    hands: int = 0
    open_pair_big_bets: int = 0
    cap_heads_up: int = 0
    short_all_ins_not_counted: int = 0
    short_bring_ins: int = 0
    half_bet_reopens: int = 0
    pokerkit_reopens: int = 0
    odd_chip_splits: int = 0
    reshuffles: int = 0
    common_cards: int = 0
    side_pots: int = 0
    split_pots: int = 0
    all_ins: int = 0
    completions: int = 0
    bring_in_passed: int = 0
    notes: list[str] = field(default_factory=list)


def _pk(cards: Sequence[Card]) -> Any:
    from pokerkit import Card as PkCard

    return tuple(PkCard.parse(format_cards(cards)))


def run_stud_against_pokerkit(seed: int, diffs: StudDifferences) -> None:
    """Play one random stud hand in both engines with the same cards and decisions; compare.

    Both engines get the same deal (PokerKit is dealt ours) and the same decisions. Where the
    rules differ (see the differential test's docstring) the difference is checked to be exactly
    the known one, counted, and play continues with a decision both engines allow.
    """
    from pokerkit import FixedLimitSevenCardStud

    r = random.Random(seed)
    stacks, rules = random_stud_table(r)
    n = len(stacks)
    small, big = rules.bet_sizes
    ours = StudHand(stacks, n - 1, rules, deck=Deck(random.Random(seed * 31 + 7)))
    if ours.to_act is not None and ours.to_act != ours.bring_in_player:
        diffs.bring_in_passed += 1  # the low card is all-in for the ante
    theirs = FixedLimitSevenCardStud.create_state(
        pokerkit_automations(), True, rules.ante, rules.bring_in, small, big, stacks, n
    )
    where = f"stud hand seed {seed}"
    deals = [rec for rec in ours.history if isinstance(rec, StudCardsDealt)]
    for p in range(n):
        theirs.deal_hole(_pk(deals[0].cards[p]), p)
    street_seen = 0
    decisions = random.Random(seed ^ 0x5EED)
    compared = False
    while True:
        if theirs.can_burn_card():
            street_seen += 1
            dealt = [
                rec
                for rec in ours.history
                if isinstance(rec, StudCardsDealt | CommonCardDealt | DeckRanOut)
                and rec.street is ours.STREETS[street_seen]
            ]
            if any(isinstance(rec, CommonCardDealt) for rec in dealt):
                # Sheet 003: one common card for all; PokerKit has no common card in stud. Ours
                # plays on alone.
                diffs.common_cards += 1
                play_stud_randomly(ours, decisions)
                assert sum(ours.final_stacks) == sum(stacks), where
                return
            deal = next(rec for rec in dealt if isinstance(rec, StudCardsDealt))
            with warnings.catch_warnings():
                # The deck ran out (sheet 003): the burned cards and the rest of the deck were
                # shuffled and dealt, which PokerKit warns about (it would reuse mucked cards).
                warnings.simplefilter("ignore")
                if deal.burn is None:
                    diffs.reshuffles += 1
                    gathered = next(rec for rec in dealt if isinstance(rec, DeckRanOut)).gathered
                    spare = [c for c in gathered if all(c not in cs for cs in deal.cards)]
                    # PokerKit wants a burn card here; any card out of play will do.
                    spare += [c for p in range(n) if ours.folded[p] for c in ours.cards_of(p)]
                    theirs.burn_card(_pk(spare[:1])[0])
                else:
                    theirs.burn_card(_pk([deal.burn])[0])
                for p in range(n):
                    if deal.cards[p]:
                        theirs.deal_hole(_pk(deal.cards[p]), p)
            continue
        if theirs.showdown_index is not None:
            if not compared:
                compare_pots(ours, theirs, where)
                compared = True
            theirs.show_or_muck_hole_cards(True)
            continue
        actor = theirs.actor_index
        if actor is None:
            break
        assert ours.to_act == actor, f"{where}: PokerKit asks p{actor + 1}, ours {ours.to_act}"
        la = ours.legal_actions()
        if la.bring_in is not None:
            assert theirs.can_post_bring_in(), where
            assert theirs.effective_bring_in_amount == la.bring_in, where
            assert not theirs.can_fold() and not theirs.can_check_or_call(), where
            low = theirs.min_completion_betting_or_raising_to_amount
            if la.min_to is None and low == la.bring_in:
                # All-in for less than the bring-in, PokerKit also calls putting those chips in
                # a "completion"; it is the same (all-in) bring-in.
                diffs.short_bring_ins += 1
                low = None
            assert la.min_to == low, f"{where}: complete to {la.min_to} vs {low}"
            kind, to = random_stud_action(decisions, la)
            if kind == "bring_in":
                ours.bring_in()
                theirs.post_bring_in()
            else:
                ours.complete(to)
                theirs.complete_bet_or_raise_to(to)
                diffs.completions += 1
            continue
        facing = theirs.checking_or_calling_amount
        low = theirs.min_completion_betting_or_raising_to_amount
        high = theirs.max_completion_betting_or_raising_to_amount
        assert la.call == (facing or 0), f"{where}: call {la.call} vs {facing}"
        if la.amounts is not None:
            # Sheet 003: with an open pair on fourth street the big bet is allowed; PokerKit
            # plays fourth street at the small bet only.
            assert ours.street.value == "fourth" and high in (None, la.min_to), where
            assert la.amounts == (la.min_to, la.max_to), where
            assert la.max_to == min(ours.bet_to + big, ours.stacks[actor] + ours.bets[actor])
            diffs.open_pair_big_bets += 1
            la = la._replace(max_to=la.min_to, amounts=None)
        if (la.min_to, la.max_to) != (low, high):
            _explain_raise_difference(ours, theirs, la, low, high, diffs, f"{where}: p{actor + 1}")
            la = la._replace(min_to=None, max_to=None, raise_kind=None)
        apply_both(ours, theirs, *random_stud_action(decisions, la))
    assert ours.is_complete, f"{where}: PokerKit finished, ours did not"
    expected = stud_pokerkit_expected_stacks(ours)
    if expected != list(ours.final_stacks):
        diffs.odd_chip_splits += 1
    assert list(theirs.stacks) == expected, f"{where}: {list(theirs.stacks)} vs ours {expected}"
    assert sum(ours.final_stacks) == sum(stacks)
    diffs.hands += 1
    diffs.side_pots += len(ours.awards) > 1
    diffs.split_pots += any(len(a.winners) > 1 for a in ours.awards)
    diffs.all_ins += any(ours.all_in_players)


def _explain_raise_difference(
    ours: StudHand,
    theirs: Any,
    la: LegalActions,
    low: int | None,
    high: int | None,
    diffs: StudDifferences,
    where: str,
) -> None:
    """Check that a disagreement on raising is one of the known rule differences; count it."""
    assert (la.min_to is None) != (low is None), f"{where}: {la} vs PokerKit {low}..{high}"
    acted = ours.acted[la.player]
    faced = ours.bet_to - acted
    if la.min_to is not None and theirs.completion_betting_or_raising_count >= 4:
        if ours.in_hand == 2:
            # No cap heads-up, as in fixed-limit hold'em; PokerKit caps always.
            diffs.cap_heads_up += 1
        else:
            # An all-in for less than half a bet is not a bet or raise (TDA 47B) and does not
            # count toward the cap; PokerKit counts every completion, bet and raise.
            assert ours.raises < (ours.rules.raise_cap or 0), where
            diffs.short_all_ins_not_counted += 1
        return
    if la.min_to is not None:
        # TDA 47B: in limit an all-in of half a bet or more reopens the betting for a player
        # who already acted; PokerKit wants a full bet.
        assert acted >= 0 and 2 * faced >= ours.min_raise > faced, f"{where}: {la}"
        diffs.half_bet_reopens += 1
        return
    # PokerKit lets a player who already acted raise after an all-in below half a bet (it
    # counts short all-ins from the last full bet); by TDA 47 he faces too little.
    assert acted >= 0 and 2 * faced < ours.min_raise, f"{where}: {la} vs PokerKit {low}..{high}"
    diffs.pokerkit_reopens += 1


#: A three-handed F7S record with its betting left to fill in (``actions=...``).
F7S = """
variant = 'F7S'
ante_trimming_status = true
antes = [5, 5, 5]
bring_in = 5
small_bet = 20
big_bet = 40
starting_stacks = [1000, 1000, 1000]
actions = ['d dh p1 AhKd9s', 'd dh p2 QcJc2d', 'd dh p3 7h7d2c', {actions}]
"""


def stud_files() -> list[Path]:
    """The recorded seven card stud hands (PHH ``F7S``), none if they are not here."""
    if not SHARED_PHH.is_dir():
        return []
    return [
        p for p in sorted(SHARED_PHH.rglob("*.phh")) if "variant = 'F7S'\n" in p.read_text("utf-8")
    ]
