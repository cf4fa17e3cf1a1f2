"""Progressive knockouts under random bust sequences (hypothesis).

Busts by one eliminator, by a split pot's several, by nobody recorded, re-entries, revivals and
undos, the end of the tournament, in any order: bounty cash paid plus the bounties on heads (plus those of busts recorded
without an eliminator) always equal the bounty money taken in; the bounty of an entry that is out
is off its head; reopening the file gives the same figures.
"""

import contextlib
import random
import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from director.clock import ManualTime
from director.errors import DirectorError
from director.tournament import Price, Settings, Tournament
from director.tournament.knockouts import knockouts
from tests.helpers.tournament import SMALL

STEP = st.tuples(
    st.sampled_from(
        ["bust", "bust", "bust", "split", "nobody", "reenter", "revive", "undo", "close"]
    ),
    st.integers(0, 1_000),
    st.integers(0, 1_000),
    st.integers(1, 3),
)


def check(t: Tournament) -> None:
    s = t.state
    k = knockouts(s)
    assert k.paid_cents + k.on_heads_cents + k.unclaimed_cents == k.taken_cents
    assert k.taken_cents == t.money.summary().bounties_cents
    assert all(k.heads.get(e.id, 0) == 0 for e in s.entries.values() if not e.playing)
    assert all(c >= 0 for c in (*k.heads.values(), *k.won.values()))
    assert sum(t.money.bounties().values()) == k.paid_cents


def step(t: Tournament, action: str, x: int, y: int, n: int) -> None:
    s = t.state
    playing = [e.id for e in s.playing]
    busted = [e.id for e in s.entries.values() if not e.playing and e.counts]
    if action == "undo":
        if t.can_undo():
            t.undo()
        return
    if action == "close":
        t.close_registration()  # the last bust then ends it: the winner collects their own
        return
    if action == "reenter" and busted:
        t.entrants.reenter(busted[x % len(busted)], seat=False)
        return
    if action == "revive" and busted:
        t.entrants.revive(busted[x % len(busted)], "mistake")
        return
    if len(playing) < 2:
        return
    out = playing[x % len(playing)]
    others = [p for p in playing if p != out]
    random.Random(y).shuffle(others)
    if action == "nobody":
        t.entrants.bust(out)
    elif action == "split":
        t.entrants.bust(out, by=others[0], also=others[1 : 1 + n])
    else:
        t.entrants.bust(out, by=others[0])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 7),
    bounty=st.integers(1, 2_501),
    steps=st.lists(STEP, max_size=14),
)
def test_bounty_cash_plus_heads_equals_the_bounty_money_taken_in(players, bounty, steps):
    folder = Path(tempfile.mkdtemp(prefix="director-pko-"))
    clock = ManualTime(1_800_000_000.0)
    settings_ = Settings(
        buy_in=Price(2000, 500), bounty_cents=bounty, progressive=True, reentry=True
    )
    t = Tournament.create(folder / "t.director", SMALL, settings_, time=clock, rng=random.Random(0))
    try:
        for i in range(players):
            t.entrants.register(f"P{i}", seat=False)
        check(t)
        for action, x, y, n in steps:
            # A refused action changes nothing; the sums must still hold.
            with contextlib.suppress(DirectorError):
                step(t, action, x, y, n)
            check(t)
        k = knockouts(t.state)
        t.close()
        t = Tournament.open(folder / "t.director", time=clock)
        assert knockouts(t.state) == k
    finally:
        t.close()
        shutil.rmtree(folder, ignore_errors=True)
