"""The PHH record of a hand played by the engine (hold'em or seven card stud)."""

from __future__ import annotations

from director.engine.cards import format_cards
from director.engine.holdem import HoldemHand
from director.engine.phh.history import HOLDEM_VARIANTS, HandHistory, dumps
from director.engine.records import (
    Action,
    ActionKind,
    BoardDealt,
    CommonCardDealt,
    Decision,
    HandMucked,
    HandShown,
    Ruling,
    StudCardsDealt,
)
from director.engine.rules import BettingLimit
from director.engine.stud import StudHand


def from_hand(hand: HoldemHand | StudHand) -> HandHistory:
    """The PHH record of a hand played by the engine (complete or not).

    Players are renumbered from the left of the button, as PHH wants.
    """
    if isinstance(hand, StudHand):
        return _from_stud(hand)
    n = hand.players
    b = hand.button
    pos = [(b + 1 + k) % n for k in range(n)]  # PHH index -> our player
    phh = {p: k for k, p in enumerate(pos)}  # our player -> PHH index
    blinds, antes, dead = hand.forced
    blinds_pos = [blinds[p] for p in pos]
    antes_pos = [antes[p] for p in pos]
    if n == 2:  # PHH assigns heads-up forced bets in reverse
        blinds_pos.reverse()
        antes_pos.reverse()
    actions: list[str] = []
    for k, p in enumerate(pos):
        actions.append(f"d dh p{k + 1} {format_cards(hand.hole_cards(p))}")
    shown_once: set[int] = set()
    for r in hand.history:
        if isinstance(r, Action):
            actions.append(_action_line(f"p{phh[r.player] + 1}", r))
        elif isinstance(r, BoardDealt):
            actions.append(f"d db {format_cards(r.cards)}")
        elif isinstance(r, Ruling) and r.decision is Decision.FLOP_REDEALT:
            actions.pop()  # the flop dealt wrong (the last board dealt) was dealt again
        elif isinstance(r, HandShown) and r.player not in shown_once:
            shown_once.add(r.player)
            actions.append(f"p{phh[r.player] + 1} sm {format_cards(r.cards)}")
        elif isinstance(r, HandMucked):
            actions.append(f"p{phh[r.player] + 1} sm")
    rules = hand.rules
    limit_code = {v: k for k, v in HOLDEM_VARIANTS.items()}[rules.limit]
    small_bet, big_bet = rules.bet_sizes
    fixed = rules.limit is BettingLimit.FIXED_LIMIT
    return HandHistory(
        variant=limit_code,
        antes=tuple(antes_pos),
        blinds_or_straddles=tuple(blinds_pos),
        starting_stacks=tuple(hand.starting_stacks[p] for p in pos),
        actions=tuple(actions),
        ante_trimming_status=not dead,
        min_bet=None if fixed else rules.minimum_bet,
        small_bet=small_bet if fixed else None,
        big_bet=big_bet if fixed else None,
        players=tuple(hand.names[p] for p in pos),
        finishing_stacks=tuple(hand.stacks[p] for p in pos) if hand.is_complete else None,
    )


def _action_line(who: str, r: Action) -> str:
    """The PHH line of a betting action (``pb`` is stud's bring-in)."""
    if r.kind is ActionKind.FOLD:
        return f"{who} f"
    if r.kind in (ActionKind.CHECK, ActionKind.CALL):
        return f"{who} cc"
    if r.kind is ActionKind.BRING_IN:
        return f"{who} pb"
    return f"{who} cbr {r.to}"


def _from_stud(hand: StudHand) -> HandHistory:
    """The PHH (``F7S``) record of a stud hand played by the engine."""
    n = hand.players
    b = hand.button
    pos = [(b + 1 + k) % n for k in range(n)]  # PHH index -> our player (p1 at the dealer's left)
    phh = {p: k for k, p in enumerate(pos)}
    antes, dead = hand.forced
    actions: list[str] = []
    shown_once: set[int] = set()
    for r in hand.history:
        if isinstance(r, StudCardsDealt):
            for p in pos:
                if r.cards[p]:
                    actions.append(f"d dh p{phh[p] + 1} {format_cards(r.cards[p])}")
        elif isinstance(r, CommonCardDealt):
            actions.append(f"d db {r.card}")
        elif isinstance(r, Action):
            actions.append(_action_line(f"p{phh[r.player] + 1}", r))
        elif isinstance(r, HandShown) and r.player not in shown_once and r.strength is not None:
            # (An all-in turns the hands up before the last cards; the record shows them all.)
            shown_once.add(r.player)
            actions.append(f"p{phh[r.player] + 1} sm {format_cards(r.cards)}")
        elif isinstance(r, HandMucked):
            actions.append(f"p{phh[r.player] + 1} sm")
    rules = hand.rules
    small_bet, big_bet = rules.bet_sizes
    return HandHistory(
        variant="F7S",
        antes=tuple(antes[p] for p in pos),
        blinds_or_straddles=(0,) * n,
        starting_stacks=tuple(hand.starting_stacks[p] for p in pos),
        actions=tuple(actions),
        ante_trimming_status=not dead,
        small_bet=small_bet,
        big_bet=big_bet,
        bring_in=rules.bring_in,
        players=tuple(hand.names[p] for p in pos),
        finishing_stacks=tuple(hand.stacks[p] for p in pos) if hand.is_complete else None,
    )


def write_hand(hand: HoldemHand | StudHand) -> str:
    """A hand as PHH text (shortcut for ``dumps(from_hand(hand))``)."""
    return dumps(from_hand(hand))
