"""PHH F7S: the recorded stud hands replay to their stacks; written hands read back."""

from __future__ import annotations

import random

import pytest

from director.engine import phh
from director.engine.errors import HandHistoryError
from director.engine.records import (
    Action,
    ActionKind,
    CommonCardDealt,
    DeckRanOut,
    Street,
    StudCardsDealt,
)
from director.engine.stud import StudHand
from tests.helpers.engine import SHARED_PHH
from tests.helpers.stud import (
    F7S,
    STAKES,
    play_stud_randomly,
    stud_files,
    stud_pokerkit_expected_stacks,
)

SHARED = SHARED_PHH


STUD_FILES = stud_files()


def test_the_recorded_stud_hands_are_there():
    if not SHARED.is_dir():
        pytest.skip(f"the recorded hands are not at {SHARED}")
    assert len(STUD_FILES) == 13  # wsop-2023-43-5: 5-11, 69, 71-75


@pytest.mark.parametrize("path", STUD_FILES, ids=lambda p: str(p.relative_to(SHARED)))
def test_every_recorded_stud_hand_replays_to_its_finishing_stacks(path):
    history = phh.load(path)
    result = phh.replay(history)
    assert list(result.finishing_stacks) == [int(v) for v in history.finishing_stacks]
    # The replay dealt exactly the recorded cards and used the recorded actions.
    hand = result.hand
    assert isinstance(hand, StudHand)
    recorded = sum(1 for a in history.actions if not a.startswith("d ") and " sm" not in a)
    assert len([r for r in hand.history if isinstance(r, Action)]) == recorded


def test_a_recorded_hand_with_a_bring_in_raise_and_a_showdown():
    # wsop-2023-43-5/11.phh: p2 brings in, p3 completes, p1 raises, p2 re-raises ...
    path = SHARED / "wsop-2023-43-5" / "11.phh"
    if not path.exists():
        pytest.skip("recorded hand missing")
    hand = phh.replay_file(path).hand
    actions = [(a.player, a.kind, a.to) for a in hand.history if isinstance(a, Action)][:6]
    assert actions == [
        (1, ActionKind.BRING_IN, 50000),
        (2, ActionKind.COMPLETE, 200000),
        (3, ActionKind.CALL, 200000),
        (4, ActionKind.FOLD, 0),
        (0, ActionKind.RAISE, 400000),
        (1, ActionKind.RAISE, 600000),
    ]
    assert [a.winners for a in hand.awards] == [(0,)]


def _f7s(actions: str) -> phh.HandHistory:
    return phh.loads(F7S.format(actions=actions))


@pytest.mark.parametrize(
    ("actions", "message"),
    [
        ("'p1 cc'", "illegal action 'p1 cc'.*it is p3's turn"),
        ("'p3 cc'", "illegal action 'p3 cc'.*must bring it in"),
        ("'p3 pb', 'p1 cbr 15'", "illegal action 'p1 cbr 15'.*a completion is to 20"),
        ("'p3 pb', 'p1 cc', 'p2 cc', 'd dh p1 Ts', 'd dh p2 Kc', 'd dh p3 Qd', 'p1 pb'", "pb"),
        ("'p3 pb', 'p1 f', 'p2 cc', 'd dh p1 Ts'", "dealt while the betting is still open"),
        ("'p3 pb', 'p1 cc', 'p2 cc', 'd dh p1 Ts', 'd dh p3 Qd'", "the rules deal p3"),
        ("'d dh p1 Ts'", "dealt while the betting is still open"),
        ("'d db Ts'", "no common card here"),
        ("'p3 pb', 'p1 f'", "stop before the hand is over"),
    ],
)
def test_inconsistent_stud_records_are_refused(actions, message):
    with pytest.raises(HandHistoryError, match=message):
        phh.replay(_f7s(actions))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (F7S.replace("bring_in = 5\n", "").format(actions="'p3 pb'"), "needs bring_in"),
        (F7S.replace("'d dh p1 AhKd9s'", "'d dh p1 AhKd'").format(actions="'p3 pb'"), "three"),
        (
            F7S.replace(
                "antes = [5, 5, 5]", "antes = [5, 5, 5]\nblinds_or_straddles = [1, 2, 0]"
            ).format(actions="'p3 pb'"),
            "no blinds",
        ),
    ],
)
def test_malformed_stud_records_are_refused(text, message):
    with pytest.raises(HandHistoryError, match=message):
        phh.replay(phh.loads(text))


def test_a_short_stud_record_replays():
    result = phh.replay(_f7s("'p3 pb', 'p1 cbr 20', 'p2 f', 'p3 f'"))
    assert result.finishing_stacks == (1015, 995, 990)
    assert result.as_json("x.phh")["pots"] == [{"amount": 25, "winners": ["p1"]}]


def test_written_hands_where_the_deck_ran_out_replay_with_the_common_card_or_the_reshuffle():
    seen = {True: 0, False: 0}
    r = random.Random(5)
    while min(seen.values()) < 3:
        h = StudHand([r.randint(500, 3000) for _ in range(8)], 7, STAKES, rng=r)
        while h.to_act is not None:  # everybody to seventh street, one fold now and then
            la = h.legal_actions()
            if la.bring_in is not None:
                h.bring_in()
            elif la.fold and r.random() < 0.04:
                h.fold()
            else:
                h.check_or_call()
        ran_out = [x for x in h.history if isinstance(x, DeckRanOut)]
        if not ran_out:
            continue
        seen[ran_out[0].common] += 1
        text = phh.write_hand(h)
        assert ("d db" in text) == ran_out[0].common
        again = phh.replay(phh.loads(text))
        n = 8
        assert list(again.finishing_stacks) == list(h.final_stacks)
        if ran_out[0].common:
            assert [x.card for x in again.hand.history if isinstance(x, CommonCardDealt)] == (
                h.board
            )
        else:
            last = [x for x in again.hand.history if isinstance(x, StudCardsDealt)][-1]
            assert (
                tuple(last.cards[p] for p in range(n))
                == [x for x in h.history if isinstance(x, StudCardsDealt)][-1].cards
            )


def test_written_stud_hands_are_read_by_pokerkit_to_the_same_stacks():
    """PokerKit reads our F7S files; hands under rules it does not play are left out (see
    _outside_pokerkit_rules); odd chips are re-split its way."""
    from pokerkit import HandHistory

    compared = 0
    for seed in range(300):
        r = random.Random(seed)
        n = r.randint(2, 7)
        h = StudHand([r.randint(30, 900) for _ in range(n)], n - 1, STAKES, rng=r)
        play_stud_randomly(h, r)
        if _outside_pokerkit_rules(h):
            continue
        *_, state = HandHistory.loads(phh.write_hand(h))
        assert list(state.stacks) == stud_pokerkit_expected_stacks(h), seed
        compared += 1
    assert compared > 100


def _outside_pokerkit_rules(h: StudHand) -> bool:
    """A big bet on fourth street (open pair), more than four bets in a round (no cap heads-up)
    or a deck that ran out: the rules PokerKit does not play (see test_stud_differential.py)."""
    if any(isinstance(x, DeckRanOut) for x in h.history):
        return True
    raising = (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)
    level: dict[Street, int] = {}
    bets: dict[Street, int] = {}
    short: set[Street] = set()
    for r in h.history:
        if not isinstance(r, Action):
            continue
        street, before = r.street, level.get(r.street, 0)
        unit = 20 if street in (Street.THIRD, Street.FOURTH) else 40
        if r.kind in raising:
            bets[street] = bets.get(street, 0) + 1
            if street is Street.FOURTH and r.to - before > 20:
                return True  # the open-pair big bet
            if street in short:
                return True  # reopened by an all-in of half a bet or more (TDA 47B)
            if r.all_in and r.kind is not ActionKind.COMPLETE and r.to - before < unit:
                short.add(street)
        level[street] = max(before, r.to)
    return max(bets.values(), default=0) > 4  # no cap heads-up
