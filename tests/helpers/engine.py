"""Shared helpers for the engine tests: random legal play, and driving PokerKit alongside."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from director.engine.cards import CARDS, Card, Deck, format_cards, parse_cards
from director.engine.errors import IllegalActionError
from director.engine.evaluator import evaluate7
from director.engine.hand import Hand
from director.engine.holdem import HoldemHand
from director.engine.records import (
    BoardDealt,
    LegalActions,
    Phase,
    PotAwarded,
    UncalledBetReturned,
)
from director.engine.rules import BettingLimit, Rules

#: The club's shared fixtures beside the checkout: recorded hands (PHH) and the rule sheets.
SHARED = Path(__file__).resolve().parents[3] / "shared"
#: The recorded hands (PHH files).
SHARED_PHH = SHARED / "phh"
#: The club's rule sheets (Italian).
SHARED_RULES = SHARED / "rules"


def random_action(r: random.Random, la: LegalActions) -> tuple[str, int | None]:
    """A random legal action that often goes all-in (to make side pots)."""
    x = r.random()
    if la.min_to is not None and la.max_to is not None and x < 0.4:
        y = r.random()
        if y < 0.45 or la.min_to == la.max_to:
            return "raise", la.max_to
        if y < 0.6:
            return "raise", la.min_to
        return "raise", r.randint(la.min_to, la.max_to)
    if la.fold and x < 0.55:
        return "fold", None
    return "call", None


def apply(hand: Hand, kind: str, to: int | None) -> None:
    """Apply an action chosen by :func:`random_action`."""
    if kind == "raise":
        assert to is not None
        hand.bet_or_raise_to(to)
    elif kind == "fold":
        hand.fold()
    else:
        hand.check_or_call()


H = TypeVar("H", bound=Hand)


def play_randomly(
    hand: H,
    r: random.Random,
    choose: Callable[[random.Random, LegalActions], tuple[str, int | None]] = random_action,
    act: Callable[[H, str, int | None], None] = apply,
) -> H:
    """Play the hand to the end with random legal actions (``choose`` picks one, ``act``
    applies it), showing or mucking at a manual showdown."""
    while hand.to_act is not None:
        if hand.phase is Phase.SHOWDOWN:
            if r.random() < 0.5:
                hand.show()
            else:
                hand.muck()
            continue
        act(hand, *choose(r, hand.legal_actions()))
    return hand


def random_table(r: random.Random) -> tuple[list[int], Rules]:
    """Random players, stacks and stakes, every stack covering its blind and ante."""
    n = r.randint(2, 9)
    sb = r.choice([1, 5, 25, 50])
    bb = 2 * sb
    ante = r.choice([0, 0, 0, sb, bb // 4 or 1])
    stacks = [
        max(bb + ante + 1, int(bb * 2 ** r.uniform(0.5, 7))) + r.randint(0, bb) for _ in range(n)
    ]
    return stacks, Rules(sb, bb, ante=ante)


@dataclass
class Differences:
    """Places where PokerKit's rule differs from ours, counted (see the differential test)."""

    pokerkit_reopens: int = 0
    tda_reopens: int = 0
    limit_half_bets: int = 0
    cap: int = 0
    odd_chip_remainders: int = 0
    hands: int = 0
    side_pots: int = 0
    all_ins: int = 0
    split_pots: int = 0
    notes: list[str] = field(default_factory=list)


def strengths(hand: HoldemHand) -> list[int | None]:
    """Each player's hand strength at the end (``None`` for those who folded)."""
    board = hand.board
    return [
        None if hand.folded[p] else evaluate7(*hand.hole_cards(p), *board)
        for p in range(hand.players)
    ]


def pokerkit_expected_stacks(
    hand: Any, power_of: Callable[[Any], list[int | None]] = strengths
) -> list[int]:
    """Our result re-split the way PokerKit splits pots, which differs from the rules twice.

    1. PokerKit gives the whole remainder of a split pot to the first tied winner in seat order;
       we give the odd chips one at a time from the left of the button (TDA). With the
       button last (as in PHH and in these tests) both start from the same player, so this only
       matters when a remainder is two chips or more.
    2. After the showdown PokerKit drops the hands that win nothing from every pot and merges
       the pots left with the same players, then splits each merged pot once. The rules award
       each pot separately ("each pot is awarded separately"), so a tie in two pots can give the
       first winner an odd chip from each where PokerKit gives one from their sum.

    Winners and pot amounts are ours; only the arithmetic of the odd chips follows PokerKit.
    ``power_of`` gives each player's strength at the end (stud: ``stud_strengths``).
    """
    if hand.in_hand == 1:
        return list(hand.final_stacks)
    power = power_of(hand)
    stacks = list(hand.final_stacks)
    for award in hand.awards:
        for w, share in zip(award.winners, award.shares, strict=True):
            stacks[w] -= share
    winners_anywhere = {w for a in hand.awards for w in a.winners}
    merged: dict[tuple[int, ...], int] = {}
    for award in hand.awards:
        kept = tuple(p for p in award.eligible if p in winners_anywhere)
        merged[kept] = merged.get(kept, 0) + award.amount
    for kept, amount in merged.items():
        best = max(power[p] for p in kept)  # type: ignore[type-var]
        ws = sorted(p for p in kept if power[p] == best)
        base, rest = divmod(amount, len(ws))
        for w in ws:
            stacks[w] += base
        stacks[ws[0]] += rest
    return stacks


def run_against_pokerkit(seed: int, diffs: Differences, *, fixed_limit: bool = False) -> None:
    """Play one random hand in both engines with the same cards and decisions; compare."""
    from pokerkit import Card, FixedLimitTexasHoldem, NoLimitTexasHoldem

    r = random.Random(seed)
    stacks, rules = random_table(r)
    if fixed_limit:
        rules = Rules(rules.small_blind, rules.big_blind, BettingLimit.FIXED_LIMIT, ante=rules.ante)
    n = len(stacks)
    deck = Deck(random.Random(seed * 31 + 7))
    ours = HoldemHand(stacks, n - 1, rules, deck=deck)
    automations = pokerkit_automations()
    blinds = (rules.small_blind, rules.big_blind)
    # Uniform antes are live contributions in both (PokerKit's "ante trimming").
    if fixed_limit:
        small_bet, big_bet = rules.bet_sizes
        theirs = FixedLimitTexasHoldem.create_state(
            automations, True, rules.ante, blinds, small_bet, big_bet, stacks, n
        )
    else:
        theirs = NoLimitTexasHoldem.create_state(
            automations, True, rules.ante, blinds, rules.big_blind, stacks, n
        )
    for p in range(n):
        theirs.deal_hole(Card.parse(format_cards(ours.hole_cards(p))))
    streets_dealt = 0
    compared = False
    decisions = random.Random(seed ^ 0x5EED)
    where = f"hand seed {seed}"
    while True:
        if theirs.can_burn_card():
            # Our engine deals by itself when a round closes: take the same street from it.
            street = [rec for rec in ours.history if isinstance(rec, BoardDealt)][streets_dealt]
            streets_dealt += 1
            theirs.burn_card(Card.parse(format_cards([street.burn])))
            theirs.deal_board(Card.parse(format_cards(street.cards)))
            continue
        if theirs.showdown_index is not None:
            if not compared:
                compare_pots(ours, theirs, where)  # the pots as the betting left them
                compared = True
            theirs.show_or_muck_hole_cards(True)  # cards speak
            continue
        actor = theirs.actor_index
        if actor is None:
            break
        assert ours.to_act == actor, f"{where}: PokerKit asks p{actor + 1}, ours {ours.to_act}"
        la = ours.legal_actions()
        facing = theirs.checking_or_calling_amount
        low = theirs.min_completion_betting_or_raising_to_amount
        high = theirs.max_completion_betting_or_raising_to_amount
        assert la.call == (facing or 0), f"{where}: call {la.call} vs {facing}"
        if (la.min_to, la.max_to) != (low, high):
            # Only whether the player may raise at all differs, never the amounts.
            _explain_raise_difference(ours, theirs, la, low, high, diffs, f"{where}: p{actor + 1}")
            la = la._replace(min_to=None, max_to=None, raise_kind=None)  # legal in both
        apply_both(ours, theirs, *random_action(decisions, la))
    assert ours.is_complete, f"{where}: PokerKit finished, ours did not"
    if not compared:  # everyone folded to one player: no showdown
        assert len(ours.awards) == 1, f"{where}: {ours.awards}"
    expected = pokerkit_expected_stacks(ours)
    if expected != list(ours.final_stacks):
        diffs.odd_chip_remainders += 1
    assert list(theirs.stacks) == expected, f"{where}: {list(theirs.stacks)} vs ours {expected}"
    assert sum(ours.final_stacks) == sum(stacks)
    diffs.hands += 1
    awards = ours.awards
    diffs.side_pots += len(awards) > 1
    diffs.split_pots += any(len(a.winners) > 1 for a in awards)
    diffs.all_ins += any(ours.all_in_players)


def _explain_raise_difference(
    ours: HoldemHand,
    theirs: Any,
    la: LegalActions,
    low: int | None,
    high: int | None,
    diffs: Differences,
    where: str,
) -> None:
    """Check that a disagreement on raising is one of the known rule differences; count it."""
    assert (la.min_to is None) != (low is None), f"{where}: {la} vs PokerKit {low}..{high}"
    acted = ours.acted[la.player]
    fixed = ours.rules.limit is BettingLimit.FIXED_LIMIT
    faced = ours.bet_to - acted
    if la.min_to is None:
        if fixed and ours.raises >= (ours.rules.raise_cap or 0):
            # Our cap counts the big blind as the first bet pre-flop (a bet and three raises,
            # the club's count); PokerKit allows four raises after it.
            diffs.cap += 1
            return
        # PokerKit treats an all-in bet below a full bet as a full one, so what follows
        # reopens the betting there. By TDA 47 (A: a full raise; B, limit: half a bet) and
        # WSOP 2024 Rules 96/96a this player, who already acted, faces too little.
        assert acted >= 0, f"{where}: {la} vs PokerKit {low}..{high}"
        assert (2 * faced < ours.min_raise) if fixed else (faced < ours.min_raise), where
        diffs.pokerkit_reopens += 1
        return
    if fixed and theirs.completion_betting_or_raising_count >= 4:
        # PokerKit caps every street at four bets and raises, heads-up too; we do not cap
        # heads-up (as most rooms play it) and count the big blind as a bet.
        assert ours.in_hand == 2 or ours.raises < 4, where
        diffs.cap += 1
        return
    assert acted >= 0, f"{where}: {la} vs PokerKit {low}..{high}"
    if fixed:
        # TDA 47B: in limit an all-in of at least half a bet reopens the betting; PokerKit
        # wants a full bet.
        assert 2 * faced >= ours.min_raise > faced, f"{where}: {la}"
        diffs.limit_half_bets += 1
        return
    # TDA 47A: short all-ins that add up to a full raise since the player acted reopen the
    # betting for him; PokerKit sums short all-ins from the last full raise and restarts the
    # sum once it reaches one, so it can miss this.
    assert faced >= ours.min_raise, f"{where}: {la}"
    diffs.tda_reopens += 1


_AUTOMATIONS: Any = None


def pokerkit_automations() -> Any:
    """PokerKit's automations for the differential tests: it posts, collects, kills and pushes;
    the dealing, the showing and the decisions are ours."""
    global _AUTOMATIONS
    if _AUTOMATIONS is None:
        from pokerkit import Automation

        _AUTOMATIONS = (
            Automation.ANTE_POSTING,
            Automation.BET_COLLECTION,
            Automation.BLIND_OR_STRADDLE_POSTING,
            Automation.HAND_KILLING,
            Automation.CHIPS_PUSHING,
            Automation.CHIPS_PULLING,
        )
    return _AUTOMATIONS


def apply_both(ours: Hand, theirs: Any, kind: str, to: int | None) -> None:
    """Apply a decision of :func:`random_action` (or the stud one) in both engines."""
    if kind == "raise":
        ours.bet_or_raise_to(to)  # type: ignore[arg-type]
        theirs.complete_bet_or_raise_to(to)
    elif kind == "fold":
        ours.fold()
        theirs.fold()
    else:
        ours.check_or_call()
        theirs.check_or_call()


def compare_pots(ours: Hand, theirs: Any, where: str) -> None:
    """Same main and side pots: amounts and eligible players, when the betting is over."""
    their_pots = [(p.amount, tuple(p.player_indices)) for p in theirs.pots]
    our_pots = [(p.amount, p.eligible) for p in ours.awards]
    assert their_pots == our_pots, f"{where}: pots {their_pots} vs ours {our_pots}"


def deck_with(order: Sequence[Card | None]) -> Deck:
    """A deck dealing ``order``, the unused cards (in order) where it says ``None``."""
    used = {c for c in order if c is not None}
    spare = iter(c for c in CARDS if c not in used)
    return Deck(order=[c if c is not None else next(spare) for c in order])


def play_checking(
    hand: H,
    r: random.Random,
    illegal_attempts: Callable[[H], Sequence[Callable[[], object]]],
    options: Callable[[H, LegalActions, random.Random], Sequence[Callable[[], object]]],
) -> None:
    """Play the hand to the end, checking every step and the awards (the property tests).

    Before each move: chips are conserved, and each of ``illegal_attempts(hand)`` is refused
    and changes nothing. Each move is drawn with ``r`` from ``options(hand, legal, r)``; at a
    manual showdown a player shows (60%) or mucks. At the end: :func:`assert_fair_awards`.
    """
    h = hand
    start = sum(h.starting_stacks)
    while True:
        assert_conserved(h, start)
        assert_refused(h, illegal_attempts(h))
        if h.phase is Phase.COMPLETE:
            break
        if h.phase is Phase.SHOWDOWN:
            (h.show if r.random() < 0.6 else h.muck)()
            continue
        r.choice(options(h, h.legal_actions(), r))()
    assert_fair_awards(h, start)


def assert_conserved(hand: Hand, start: int) -> None:
    """Nothing created, nothing lost: the stacks and the pot still hold the ``start`` chips."""
    h = hand
    assert sum(h.stacks) + h.pot == start  # nothing created, nothing lost
    assert all(s >= 0 for s in h.stacks)
    if h.phase is not Phase.COMPLETE:
        assert h.pot == sum(h.total) + h.dead


def assert_refused(hand: Hand, attempts: Sequence[Callable[[], object]]) -> None:
    """Each attempt raises :class:`IllegalActionError` and leaves the hand as it was."""
    for attempt in attempts:
        before = hand.snapshot()
        try:
            attempt()
        except IllegalActionError:
            pass
        else:
            raise AssertionError("an illegal action was accepted")
        assert hand.snapshot() == before


def assert_fair_awards(hand: Hand, start: int) -> None:
    """At the end: chips conserved, every pot paid in full to eligible players (the best hand
    shown when shown), and nobody wins from an opponent more than he himself put in."""
    h = hand
    final = h.final_stacks
    assert sum(final) == start
    awards = [a for a in h.history if isinstance(a, PotAwarded)]
    returned = sum(a.amount for a in h.history if isinstance(a, UncalledBetReturned))
    assert sum(a.amount for a in awards) + returned == sum(h.total) + h.dead
    for a in awards:
        assert set(a.winners) <= set(a.eligible)
        assert all(not h.folded[p] for p in a.eligible)
        assert sum(a.shares) == a.amount
        if a.strength is not None:  # decided at showdown: the best hand shown among eligible
            shown = [h.shown[p] for p in a.eligible if h.shown[p] is not None]
            assert a.strength == max(shown)
            assert all(h.shown[w] == a.strength for w in a.winners)
    # Nobody wins from an opponent more than he himself put in.
    for p in range(h.players):
        mine = h.total[p] - sum(
            x.amount for x in h.history if isinstance(x, UncalledBetReturned) and x.player == p
        )
        won = sum(s for a in awards for w, s in zip(a.winners, a.shares, strict=True) if w == p)
        assert won <= sum(min(t, mine) for t in h.total) + h.dead


def deck_for(players: int, button: int, holes: Sequence[str], board: str = "") -> Deck:
    """A deck that deals ``holes[p]`` to player ``p`` and then ``board``.

    Hole cards go one at a time from the left of the button; a burn card comes before the flop,
    the turn and the river. Unspecified cards (burns, a short board) are the unused cards in
    order.
    """
    order: list[Card | None] = [None] * 52
    for pos in range(players):
        p = (button + 1 + pos) % players
        first, second = parse_cards(holes[p])
        order[pos] = first
        order[players + pos] = second
    spots = [2 * players + k for k in (1, 2, 3, 5, 7)]
    for spot, card in zip(spots, parse_cards(board), strict=False):
        order[spot] = card
    return deck_with(order)
