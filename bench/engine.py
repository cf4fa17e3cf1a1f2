"""Whole-hand speed: the director's hold'em engine against PokerKit on the same workload.

Workload: 6-max no-limit hold'em hands, blinds 50/100, each stack drawn between 20 and 300 big
blinds, every decision a random legal action: with a bet or raise allowed, 30% of the time a bet
or raise (a third of those all-in, the rest a uniform amount between the legal minimum and
maximum); facing a bet, 20% fold; otherwise check or call. Hands run from the blinds to the
awarded pots (shuffling, dealing, showdown and pot splitting included).

Both engines get the same starting stacks and the same stream of decisions (a generator seeded
the same way), so they play the same betting sequences; the script checks that they took the
same number of actions. Each engine deals from its own shuffled deck. The machine is shared, so
the two engines run in alternating rounds and each one's total time is summed over the rounds.

Run: ``.venv/bin/python bench/engine.py [--rounds N]``. The last line is ``ratio: N``, the
director's hands per second divided by PokerKit's.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from importlib.metadata import version
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from director.engine.holdem import HoldemHand
from director.engine.rules import Rules

PLAYERS = 6
SB, BB = 50, 100


def workload(hands: int, seed: int) -> list[list[int]]:
    """The starting stacks of each hand, 20 to 300 big blinds."""
    r = random.Random(seed)
    return [[r.randint(20 * BB, 300 * BB) for _ in range(PLAYERS)] for _ in range(hands)]


def choose(
    r: random.Random, facing: bool, low: int | None, high: int | None
) -> tuple[str, int | None]:
    """The random legal action: ('raise', to), ('fold', None) or ('call', None)."""
    x = r.random()
    if low is not None and high is not None and x < 0.3:
        if low == high or r.random() < 1 / 3:
            return "raise", high
        return "raise", r.randint(low, high)
    if facing and x < 0.5:
        return "fold", None
    return "call", None


def run_director(stacks: list[list[int]], seed: int) -> tuple[float, int]:
    """Play one hand per entry of ``stacks``; returns (seconds, actions taken)."""
    rules = Rules(SB, BB)
    decisions = random.Random(seed)
    decks = random.Random(~seed)
    actions = 0
    start = time.perf_counter()
    for s in stacks:
        hand = HoldemHand(s, PLAYERS - 1, rules, rng=decks)
        while hand.actor >= 0:
            la = hand.legal_actions()
            kind, to = choose(decisions, la.fold, la.min_to, la.max_to)
            if kind == "raise":
                hand.bet_or_raise_to(to)  # type: ignore[arg-type]
            elif kind == "fold":
                hand.fold()
            else:
                hand.check_or_call()
            actions += 1
    return time.perf_counter() - start, actions


def run_pokerkit(stacks: list[list[int]], seed: int) -> tuple[float, int]:
    """The same workload with PokerKit (every dealing and settling step automated)."""
    from pokerkit import Automation, NoLimitTexasHoldem

    automations = (
        Automation.ANTE_POSTING,
        Automation.BET_COLLECTION,
        Automation.BLIND_OR_STRADDLE_POSTING,
        Automation.CARD_BURNING,
        Automation.HOLE_DEALING,
        Automation.BOARD_DEALING,
        Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
        Automation.HAND_KILLING,
        Automation.CHIPS_PUSHING,
        Automation.CHIPS_PULLING,
    )
    decisions = random.Random(seed)
    actions = 0
    start = time.perf_counter()
    for s in stacks:
        state = NoLimitTexasHoldem.create_state(automations, True, 0, (SB, BB), BB, s, PLAYERS)
        while state.actor_index is not None:
            facing = bool(state.checking_or_calling_amount)
            low = state.min_completion_betting_or_raising_to_amount
            high = state.max_completion_betting_or_raising_to_amount
            kind, to = choose(decisions, facing, low, high)
            if kind == "raise":
                state.complete_bet_or_raise_to(to)
            elif kind == "fold":
                state.fold()
            else:
                state.check_or_call()
            actions += 1
    return time.perf_counter() - start, actions


def main() -> int:
    """Run both engines in alternating rounds and print hands per second and the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds (default 5)")
    parser.add_argument("--hands", type=int, default=4000, help="director hands per round")
    parser.add_argument("--pokerkit-hands", type=int, default=100, help="PokerKit hands per round")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    ours_time = theirs_time = 0.0
    ours_hands = theirs_hands = 0
    for k in range(args.rounds):
        seed = args.seed + k
        stacks = workload(max(args.hands, args.pokerkit_hands), seed)
        seconds, ours_actions = run_director(stacks[: args.hands], seed)
        ours_time += seconds
        ours_hands += args.hands
        seconds, theirs_actions = run_pokerkit(stacks[: args.pokerkit_hands], seed)
        theirs_time += seconds
        theirs_hands += args.pokerkit_hands
        if args.hands == args.pokerkit_hands and ours_actions != theirs_actions:
            print(f"round {k}: different betting, {ours_actions} vs {theirs_actions} actions")
            return 1
    # The same hands through both engines must take the same actions.
    check = workload(200, args.seed)
    _, ours_actions = run_director(check, args.seed)
    _, theirs_actions = run_pokerkit(check, args.seed)
    if ours_actions != theirs_actions:
        print(f"different betting: {ours_actions} vs {theirs_actions} actions on the same hands")
        return 1
    ours = ours_hands / ours_time
    theirs = theirs_hands / theirs_time
    print(f"director engine: {ours:,.0f} hands/s ({ours_hands} hands)")
    print(
        f"pokerkit {version('pokerkit')}: {theirs:,.0f} hands/s ({theirs_hands} hands, reference)"
    )
    print(f"same betting on 200 check hands: {ours_actions} actions in both engines")
    print(f"ratio: {ours / theirs:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
