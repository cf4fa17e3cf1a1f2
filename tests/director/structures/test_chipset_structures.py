"""The chip set (``director.structures.chipset``): reading it, the starting stack it hands out,
the levels the chips in play cannot post, and the colour-up at a break."""

from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from director.errors import DirectorError
from director.structures import loads_structure
from director.structures.chipset import (
    ChipSet,
    breakdown,
    colour_up,
    largest_field,
    tournament_chipset,
    unpostable,
)

CASE = ChipSet.parse("25:400,100:600,500:200,1000:400,5000:100")

HAND_MADE = """\
name: Hand made
starting_stack: 10000
level_minutes: 20
chips: {25: 400, 100: 600, 500: 200, 1000: 400}
levels:
  - blinds: 25-50
  - blinds: 50-100
    ante: 25
  - break: 10
    color_up: 25
  - blinds: 100-200
  - blinds: 150-300
    ante: 25
  - blinds: 200-400
    ante: 50
  - break: 10
    color_up: [100]
  - blinds: 300-600
  - blinds: 400-800
    bb_ante: 800
  - blinds: 500-1000
"""


# -- reading --------------------------------------------------------------------------------------
def test_a_chip_set_is_read_as_typed_smallest_first_and_written_back() -> None:
    chips = ChipSet.parse(" 100 : 600 ; 25:400  500:200,")
    assert chips.counts == ((25, 400), (100, 600), (500, 200))
    assert chips.values == (25, 100, 500)
    assert chips[100] == 600 and chips[5] == 0
    assert chips.total == 25 * 400 + 100 * 600 + 500 * 200
    assert ChipSet.parse(chips.text()) == chips
    assert ChipSet.from_list(chips.to_list()) == chips


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("", "--chipset: no chips"),
        ("  , ", "--chipset: no chips"),
        ("25", "--chipset: '25' is not VALUE:COUNT"),
        ("25:four", "--chipset: '25:four' is not VALUE:COUNT"),
        ("25:400,100:0", "--chipset: chip 100 has 0 in the case"),
        ("25:-4", "--chipset: chip 25 has -4 in the case"),
        ("0:400", "--chipset: a chip's value must be a whole number above 0, not 0"),
        ("25:400,100:600,25:10", "--chipset: chip 25 is listed twice"),
        ("25:10000000", "--chipset: 10000000 is more than 1,000,000"),
    ],
)
def test_a_bad_chip_set_is_one_line_naming_the_flag(text: str, said: str) -> None:
    with pytest.raises(DirectorError) as caught:
        ChipSet.parse(text)
    assert str(caught.value).startswith(said)
    assert "\n" not in str(caught.value)
    assert caught.value.text("it").startswith("--chipset: ")


def test_the_window_names_its_own_field_in_its_language() -> None:
    from director.i18n import Msg

    with pytest.raises(DirectorError) as caught:
        ChipSet.parse("25:400,25:1", what=Msg("structures.chips.what.setting"))
    assert caught.value.text("it").startswith("set di chip: la chip da 25 compare due volte")


# -- the starting stack ---------------------------------------------------------------------------
def test_ten_thousand_is_handed_out_as_rooms_do() -> None:
    b = breakdown(10_000, 40, CASE)
    # Eight 25s for the first blinds, change for the next chip up, the bulk in 1,000s; the
    # 5,000s stay in the rack (a stack holds fewer than four of them).
    assert b.per_player == {25: 8, 100: 8, 500: 4, 1000: 7}
    assert b.max_players == 50  # 400 chips of 25, eight a player
    assert b.chips == 27
    assert b.items("it") == "8 × 25, 8 × 100, 4 × 500, 7 × 1.000"


def test_a_set_short_of_a_chip_moves_the_stack_to_the_others() -> None:
    b = breakdown(10_000, 60, CASE)  # six 25s a player at most
    assert sum(v * n for v, n in b.per_player.items()) == 10_000
    assert all(n * 60 <= CASE[v] for v, n in b.per_player.items())
    assert b.per_player[25] <= 6


def test_a_set_that_cannot_seat_the_field_says_how_many_it_can() -> None:
    with pytest.raises(DirectorError) as caught:
        breakdown(10_000, 500, CASE)
    most = int(str(caught.value).split("at most ")[1].split()[0])
    assert str(caught.value) == (
        f"--chipset: the set makes a stack of 10,000 for at most {most} players, not 500; "
        "add chips to the set or lower --stack"
    )
    breakdown(10_000, most, CASE)
    with pytest.raises(DirectorError):
        breakdown(10_000, most + 1, CASE)


def test_a_stack_no_sum_of_the_chips_makes_is_refused() -> None:
    with pytest.raises(DirectorError, match=r"^--chipset: no sum of the chips \[25, 100"):
        breakdown(10_010, 10, CASE)


def test_a_set_worth_less_than_two_stacks_says_so() -> None:
    with pytest.raises(DirectorError) as caught:
        breakdown(10_000, 2, ChipSet.parse("100:50,500:10"))
    assert str(caught.value).startswith("--chipset: the set holds 10,000 in chips, not enough")


@pytest.mark.parametrize("players", [1, 0, -3])
def test_fewer_than_two_players_is_refused(players: int) -> None:
    with pytest.raises(DirectorError, match=r"^--players: a tournament needs at least 2"):
        breakdown(10_000, players, CASE)


def test_a_stack_of_nothing_is_refused() -> None:
    with pytest.raises(DirectorError, match=r"^--stack: "):
        breakdown(0, 10, CASE)


VALUES = st.sampled_from([1, 5, 10, 25, 50, 100, 250, 500, 1000, 5000])


@st.composite
def chip_sets(draw: st.DrawFn) -> ChipSet:
    values = draw(st.lists(VALUES, min_size=1, max_size=5, unique=True))
    return ChipSet(tuple((v, draw(st.integers(1, 1200))) for v in values))


@given(chip_sets(), st.integers(1, 400).map(lambda k: 25 * k), st.integers(2, 60))
def test_the_breakdown_adds_up_to_the_stack_and_fits_in_the_set(
    chips: ChipSet, stack: int, players: int
) -> None:
    try:
        b = breakdown(stack, players, chips)
    except DirectorError as exc:
        refused = exc.key
    else:
        refused = ""
    if refused:
        assert refused.startswith("structures.chips.err.")
        return
    assert sum(v * n for v, n in b.per_player.items()) == stack
    assert all(n > 0 and n * players <= chips[v] for v, n in b.per_player.items())
    # max_players: that many players can each have this stack; one more cannot.
    assert b.max_players >= players
    assert all(n * b.max_players <= chips[v] for v, n in b.per_player.items())
    assert any(n * (b.max_players + 1) > chips[v] for v, n in b.per_player.items())
    breakdown(stack, b.max_players, chips)  # the set does seat them


@given(chip_sets(), st.integers(1, 200).map(lambda k: 25 * k), st.integers(2, 40))
def test_the_set_refuses_only_what_no_hand_out_could_make(
    chips: ChipSet, stack: int, players: int
) -> None:
    """A refusal is right: no stack fits in the set (checked by brute force on small sets)."""
    per = {v: n // players for v, n in chips}
    assume(sum(min(per[v], stack // v) + 1 for v in per) <= 60 and len(per) <= 3)
    try:
        breakdown(stack, players, chips)
        made = True
    except DirectorError:
        made = False
    reachable = {0}
    for v, most in per.items():
        reachable = {r + k * v for r in reachable for k in range(most + 1) if r + k * v <= stack}
    assert made == (stack in reachable)


# -- posting the blinds ---------------------------------------------------------------------------
def test_the_levels_the_chips_in_play_cannot_post_before_and_after_a_colour_up() -> None:
    s = loads_structure(HAND_MADE)
    chips = tournament_chipset(None, s)
    assert chips == ChipSet.parse("25:400,100:600,500:200,1000:400")
    flagged = {u.level.number: dict(u.amounts) for u in unpostable(s.entries, chips.values)}
    # Before the first colour-up every amount can be made with 25s. After it (no 25s) the
    # small blind 150 and the ante 25 of level 4 cannot, nor the ante 50 of level 5; after
    # the second (no 100s, 500 the smallest chip) 300-600 and 400-800 cannot; 500-1000 can.
    assert flagged == {
        4: {"small_blind": 150, "ante": 25},
        5: {"ante": 50},
        6: {"small_blind": 300, "big_blind": 600},
        7: {"small_blind": 400, "big_blind": 800, "bb_ante": 800},
    }
    by_level = {u.level.number: u for u in unpostable(s.entries, chips.values)}
    assert by_level[4].chips == (100, 500, 1000)
    assert by_level[6].chips == (500, 1000)
    assert by_level[4].msg().text("en") == (
        "level 4: small blind 150, ante 25 cannot be made with the chips in play "
        "[100, 500, 1,000]; keep a smaller chip in play longer or change the level"
    )


def test_without_colour_ups_every_level_of_the_set_is_postable() -> None:
    s = loads_structure(HAND_MADE.replace("    color_up: 25\n", "").replace("color_up: [100]", ""))
    assert unpostable(s.entries, (25, 100, 500, 1000)) == []
    assert [u.level.number for u in unpostable(s.entries, (100, 500))] == [1, 2, 4, 5]


def test_the_settings_chip_set_comes_before_the_structures() -> None:
    s = loads_structure(HAND_MADE)
    mine = ChipSet.parse("25:100,100:100")
    assert tournament_chipset(mine, s) is mine
    plain = loads_structure(HAND_MADE.replace("{25: 400, 100: 600, 500: 200, 1000: 400}", "[25]"))
    assert tournament_chipset(None, plain) is None


# -- the colour-up --------------------------------------------------------------------------------
def test_the_colour_up_says_what_leaves_what_the_bank_brings_and_the_race() -> None:
    s = loads_structure(HAND_MADE)
    per = {25: 8, 100: 8, 500: 4, 1000: 7}
    first = colour_up(s, 2, s.chips, per, 40)
    assert first is not None
    assert (first.chips, first.to, first.count, first.value, first.bank) == (
        (25,),
        100,
        320,
        8000,
        80,
    )
    assert first.text("en").startswith(
        "Colour up the 25 chips: about 320 in play (8,000); the bank brings 80 chips of 100."
    )
    assert "at most one chip of 100 to a player, nobody raced out (TDA)" in first.text("en")
    assert first.text("it").startswith("Cambio chip da 25: circa 320 in gioco (8.000)")
    assert first.short("en") == "the bank brings 80 × 100; race: at most one per player"
    second = colour_up(s, 6, s.chips, per, 37)
    assert second is not None
    assert (second.chips, second.to, second.count, second.value, second.bank) == (
        (100,),
        500,
        296,
        29_600,
        59,  # 59.2 chips of 500: the odd chips are worth under half a 500
    )
    assert colour_up(s, 0, s.chips, per, 40) is None  # a level, not a break


def test_the_race_rounds_half_a_chip_up() -> None:
    s = loads_structure(HAND_MADE)
    up = colour_up(s, 6, s.chips, {100: 3}, 5)  # 15 chips of 100: three 500s exactly
    assert up is not None and up.bank == 3
    up = colour_up(s, 6, s.chips, {100: 5}, 5)  # 2,500: five 500s
    assert up is not None and up.bank == 5
    up = colour_up(s, 6, s.chips, {100: 1}, 3)  # 300 of 500: more than half, one chip
    assert up is not None and up.bank == 1
    up = colour_up(s, 6, s.chips, {100: 1}, 2)  # 200 of 500: less than half, none
    assert up is not None and up.bank == 0


def test_a_colour_up_that_leaves_no_chip_says_they_leave_play() -> None:
    s = loads_structure(HAND_MADE)
    up = colour_up(s, 2, (25,), {25: 8}, 10)
    assert up is not None and up.to is None
    assert up.text("en") == (
        "Colour up the 25 chips: no chip is left in play to change them for; they leave play."
    )
    assert up.short("en") == ""


def test_the_largest_field_the_set_serves() -> None:
    b = largest_field(10_000, CASE)
    assert b is not None
    breakdown(10_000, b.players, CASE)
    with pytest.raises(DirectorError):
        breakdown(10_000, b.players + 1, CASE)
    assert b.max_players == b.players
    assert largest_field(10_000, ChipSet.parse("1000:15")) is None  # one stack and a half
    assert largest_field(0, CASE) is None
