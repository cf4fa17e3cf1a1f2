"""The structure designer: dealer's numbers, postable levels, colour-ups at breaks, the length."""

from __future__ import annotations

import math
from itertools import pairwise

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from director.errors import DirectorError
from director.structures import Break, Game, Level, Structure, check_text
from director.structures.chipset import unpostable
from director.structures.design import Design, design
from director.structures.estimate import estimate

#: What a dealer likes, written out independently of the designer: a big blind's mantissas.
NICE = {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0}
#: An ante's (25, 75, 100, 150 ...).
NICE_ANTE = {1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 7.5, 8.0}
CASE = [25, 100, 500, 1000, 5000]


def nice(value: int, mantissas: set[float] = NICE) -> bool:
    power = 10 ** math.floor(math.log10(value))
    return round(value / power, 6) in mantissas


def big(level: Level) -> int:
    return level.small_bet if level.game is Game.STUD else level.big_blind


def assert_sound(d: Design, chips: list[int], players: int, stack: int) -> None:
    """Everything the designer promises, checked on what it returned."""
    s = d.structure
    result = check_text(d.yaml, "designed.yaml")
    assert result.structure == s
    assert result.diagnostics == ()  # no error and no warning
    assert unpostable(s.entries, chips) == []  # coloured-up chips are never needed after
    levels = s.levels
    bigs = [big(lv) for lv in levels]
    assert all(nice(b) for b in bigs), bigs
    assert all(b2 > b1 and b2 <= 2 * b1 for b1, b2 in pairwise(bigs)), bigs
    for lv in levels:
        if lv.game.uses_blinds:
            assert lv.big_blind == 2 * lv.small_blind
        else:
            assert lv.big_bet == 2 * lv.small_bet and 0 < lv.bring_in <= lv.small_bet
        if lv.ante:
            assert nice(lv.ante, NICE_ANTE) and lv.ante <= big(lv)
        assert lv.bb_ante in (0, lv.big_blind)
    antes = [lv.ante + lv.bb_ante for lv in levels]
    started = [a > 0 for a in antes]
    assert started == sorted(started)  # once antes start they stay
    in_play = sorted(chips)
    for e in s.entries:
        if not isinstance(e, Break):
            continue
        gone = list(e.color_up)
        assert gone == in_play[: len(gone)]  # the smallest chips, and at least two stay
        in_play = in_play[len(gone) :]
        assert len(in_play) >= min(2, len(chips))
    assert abs(d.estimate.minutes / d.minutes - 1) <= 0.10
    assert s.total_seconds / 60 >= 2 * d.estimate.high  # the clock never runs out
    assert bigs[-1] >= 2 * players * stack
    assert isinstance(s.entries[-1], Level)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(
    players=st.integers(8, 120),
    depth=st.sampled_from([200, 400, 800]),
    hours=st.sampled_from([2, 3, 3.5, 4, 5]),
    level_minutes=st.sampled_from([10, 15, 20, 30]),
    chips=st.sampled_from([CASE, [5, 25, 100, 500], [100, 500, 1000, 5000, 25000], [25, 100, 500]]),
    antes=st.sampled_from(["none", "bb", "classic"]),
    break_every=st.sampled_from([None, 60, 90]),
    game=st.sampled_from(list(Game)),
)
def test_a_design_passes_check_is_postable_and_lasts_the_hours(
    players, depth, hours, level_minutes, chips, antes, break_every, game
):
    stack = chips[0] * depth
    kw = {"players": players, "stack": stack, "hours": hours, "level_minutes": level_minutes}
    try:
        d = design(chips=chips, antes=antes, break_every=break_every, game=game, **kw)
    except DirectorError as exc:  # a night these levels cannot fill or fit, said as such
        refused = exc.key
    else:
        assert_sound(d, chips, players, stack)
        return
    assert refused in (
        "structures.design.err.too_long",
        "structures.design.err.too_short",
        "structures.design.err.gap",
    )
    assume(False)


def test_when_the_dial_jumps_over_the_hours_a_ladder_off_it_lands_within_ten_percent():
    # Found by the property above: the first blind 50-100 lasts 4:25, 60-120 3:36, nothing
    # between on the dial; a ladder from a neighbouring blind climbing a little faster fits.
    chips = [25, 100, 500, 1000, 5000]
    d = design(players=20, stack=20000, hours=4, level_minutes=15, chips=chips, antes="none",
               break_every=90, game=Game.FLHE)  # fmt: skip
    assert_sound(d, chips, 20, 20000)


@pytest.mark.parametrize(
    ("players", "stack", "hours", "level_minutes", "break_every"),
    [
        (38, 20000, 4, 20, 60),  # the night
        (50, 10000, 3.5, 10, None),  # the club sheet's 3.5 hours for 50
        (20, 5000, 2, 15, 60),
        (120, 30000, 6, 30, 90),
    ],
)
def test_the_estimate_is_within_ten_percent_of_the_hours(
    players, stack, hours, level_minutes, break_every
):
    d = design(
        players=players,
        stack=stack,
        hours=hours,
        level_minutes=level_minutes,
        chips=CASE,
        break_every=break_every,
    )
    assert_sound(d, CASE, players, stack)
    assert abs(d.estimate.minutes - hours * 60) <= 0.10 * hours * 60
    assert d.estimate == estimate(d.structure, players, stack=stack)  # the structure's own


def test_more_hours_mean_slower_blinds():
    def bb_at_two_hours(hours: float) -> int:
        s = design(players=40, stack=20000, hours=hours, level_minutes=20, chips=CASE).structure
        level = s.level_at_or_before(s.index_at(2 * 3600))
        assert level is not None
        return level.big_blind

    assert bb_at_two_hours(5) < bb_at_two_hours(3)


def test_the_smallest_chip_is_coloured_up_at_a_break_once_unused():
    d = design(players=38, stack=20000, hours=4, level_minutes=20, chips=CASE, break_every=60)
    s = d.structure
    first = next(i for i, e in enumerate(s.entries) if isinstance(e, Break) and e.color_up)
    assert s.entries[first].color_up[0] == 25
    before = [e for e in s.entries[:first] if isinstance(e, Level)]
    assert any(v % 100 for lv in before for v in lv.amounts().values())  # 25s were needed
    after = [e for e in s.entries[first + 1 :] if isinstance(e, Level)]
    assert all(v % 100 == 0 for lv in after for v in lv.amounts().values())


def test_no_breaks_no_colour_ups_and_every_chip_stays():
    d = design(players=30, stack=10000, hours=3, level_minutes=15, chips=CASE)
    assert not any(e.is_break for e in d.structure)
    assert d.structure.chips == tuple(CASE)


def test_antes_as_asked():
    def levels(antes: str) -> tuple[Level, ...]:
        kw = {"players": 40, "stack": 20000, "hours": 4, "level_minutes": 20, "chips": CASE}
        return design(antes=antes, **kw).structure.levels

    assert all(lv.ante == lv.bb_ante == 0 for lv in levels("none"))
    bb = levels("bb")
    assert bb[0].bb_ante == 0 and bb[3].bb_ante == bb[3].big_blind
    classic = levels("classic")
    assert classic[0].ante == 0 and all(lv.bb_ante == 0 for lv in classic)
    with_ante = [lv for lv in classic if lv.ante]
    assert with_ante and all(0.08 <= lv.ante / lv.big_blind <= 0.2 for lv in with_ante)


def test_the_yaml_header_says_the_inputs_and_the_estimate_in_both_languages():
    kw = {"players": 38, "stack": 20000, "hours": 4, "level_minutes": 20, "chips": CASE}
    d = design(break_every=60, **kw)
    header = [line for line in d.yaml.splitlines() if line.startswith("#")]
    assert header[0] == (
        "# Designed by 'director structure design' for 38 players with 20,000 chips each, "
        "to last about 4:00."
    )
    assert "a 10-minute break every 60 minutes of play" in header[1]
    assert "chips [25, 100, 500, 1,000, 5,000]" in header[1]
    assert header[2].startswith("# Estimated length: ")
    it = design(break_every=60, lang="it", **kw).yaml
    assert it.startswith("# Disegnata da 'director structure design' per 38 giocatori")
    assert "Durata stimata:" in it


@pytest.mark.parametrize(
    ("change", "key"),
    [
        ({"chips": []}, "structures.design.err.no_chips"),
        ({"chips": [0, 100]}, "structures.design.err.chip"),
        ({"hours": 0}, "structures.design.err.hours"),
        ({"hours": -2}, "structures.design.err.hours"),
        ({"hours": math.nan}, "structures.design.err.hours"),
        ({"players": 1}, "structures.design.err.players"),
        ({"stack": 10010}, "structures.design.err.stack_chips"),
        ({"stack": 0}, "structures.design.err.stack"),
        ({"level_minutes": 0}, "structures.design.err.level_minutes"),
        ({"level_minutes": -5}, "structures.design.err.level_minutes"),
        ({"break_every": 0}, "structures.design.err.break_every"),
        ({"break_minutes": 0}, "structures.design.err.break_minutes"),
        ({"antes": "sometimes"}, "structures.design.err.antes"),
        ({"rebuys": -1}, "structures.err.estimate_rebuys"),
        ({"hours": 20, "level_minutes": 5}, "structures.design.err.too_long"),
        ({"hours": 0.5, "level_minutes": 60}, "structures.design.err.too_short"),
    ],
)
def test_bad_input_is_refused_in_one_line(change, key):
    kw = {"players": 40, "stack": 10000, "hours": 3, "level_minutes": 15, "chips": CASE}
    with pytest.raises(DirectorError) as caught:
        design(**(kw | change))
    assert caught.value.key == key
    assert "\n" not in caught.value.text("en") and "\n" not in caught.value.text("it")


def test_a_structure_value_comes_back_from_its_yaml():
    d = design(players=12, stack=5000, hours=2, level_minutes=15, chips=[25, 100, 500])
    assert isinstance(d.structure, Structure)
    assert check_text(d.yaml, "x.yaml").structure == d.structure
