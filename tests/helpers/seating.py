"""Builders and checks shared by the seating tests: tables, rooms, and the room invariants."""

from __future__ import annotations

from hypothesis import strategies as st

from director.seating import Table, apply_moves


def full(number: int, seats: dict[int, str] | list[int], prefix: str = "", **kw) -> Table:
    """A table whose occupants are ``{seat: prefix+seat}`` for the seats listed."""
    if isinstance(seats, dict):
        return Table(number, kw.pop("size", 10), seats, **kw)
    return Table(number, kw.pop("size", 10), {s: f"{prefix}{s}" for s in seats}, **kw)


def counts(tables) -> list[int]:
    return [t.count for t in tables]


def everyone(tables) -> list[str]:
    return [p for t in tables for p in t.occupants.values()]


def apply_one_by_one(tables, moves):
    tables = tuple(tables)
    for move in moves:
        tables = apply_moves(tables, [move])
    return tables


def balanced(tables, threshold: int = 1) -> bool:
    """No table with a movable player is more than ``threshold`` above a table in play with room.

    Unused tables (nobody seated) are not short tables: balancing leaves them unused.
    """
    sources = [t.count for t in tables if t.count > len(t.fixed)]
    targets = [t.count for t in tables if t.open_seats and t.count]
    return not sources or not targets or max(sources) - min(targets) <= threshold


def fixed_places(tables) -> dict[str, tuple[int, int]]:
    return {p: (t.number, t.seat_of(p)) for t in tables for p in t.fixed}


def check_sound(tables) -> None:
    """The room invariants, counted independently of the Table validation."""
    players = everyone(tables)
    assert len(players) == len(set(players)), "nobody in two seats"
    for table in tables:
        assert all(1 <= s <= table.seats for s in table.occupants), "capacity respected"
        assert table.count <= table.seats - len(table.blocked)
        assert not table.blocked & set(table.occupants), "blocked seats stay empty"


@st.composite
def tables_strategy(draw, number: int, first_id: int, uniform: bool = False) -> Table:
    seats = 10 if uniform else draw(st.integers(2, 10))
    blocked = (
        frozenset()
        if uniform
        else draw(st.frozensets(st.integers(1, seats), max_size=max(0, seats // 3)))
    )
    usable = [s for s in range(1, seats + 1) if s not in blocked]
    taken = draw(st.lists(st.sampled_from(usable), unique=True)) if usable else []
    occupants = {seat: f"p{first_id + i}" for i, seat in enumerate(taken)}
    fixed = frozenset()
    if occupants and not uniform and draw(st.integers(0, 4)) == 0:
        fixed = frozenset({draw(st.sampled_from(sorted(occupants.values())))})
    button = draw(st.none() | st.integers(1, seats))
    return Table(number, seats, occupants, button=button, blocked=blocked, fixed=fixed)


@st.composite
def rooms(draw, uniform: bool = False, max_tables: int = 7) -> list[Table]:
    numbers = draw(st.lists(st.integers(1, 40), min_size=1, max_size=max_tables, unique=True))
    result = []
    for i, number in enumerate(numbers):
        result.append(draw(tables_strategy(number, 100 * i, uniform)))
    return result
