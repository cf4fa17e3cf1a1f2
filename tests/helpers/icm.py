"""Random tables of stacks and prizes for the ICM and deal property tests."""

from __future__ import annotations

from hypothesis import assume
from hypothesis import strategies as st


@st.composite
def tables(draw, max_players=7, cents=False, allow_zero_stacks=True):
    n = draw(st.integers(1, max_players))
    low = 0 if allow_zero_stacks else 1
    stacks = draw(st.lists(st.integers(low, 10**7), min_size=n, max_size=n))
    assume(any(stacks))
    k = draw(st.integers(0, n))
    prize = st.integers(0, 10**8) if cents else st.integers(0, 10**6)
    prizes = sorted(draw(st.lists(prize, min_size=k, max_size=k)), reverse=True)
    return stacks, prizes
