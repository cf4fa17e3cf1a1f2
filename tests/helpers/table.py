"""Helpers for hands at a table: a deck that deals chosen cards, a table with chosen players."""

from __future__ import annotations

from director.engine.cards import CARDS, Deck, parse_cards


def deck_for(button: int, holes: list[str], board: str) -> Deck:
    """A deck that deals ``holes`` (per player, in seat order) and ``board`` with the burns."""
    n = len(holes)
    hands = [parse_cards(h) for h in holes]
    order: list = [None] * 52
    for pos in range(n):  # one card at a time from the left of the button
        p = (button + 1 + pos) % n
        order[pos] = hands[p][0]
        order[n + pos] = hands[p][1]
    for spot, card in zip(
        (2 * n + 1, 2 * n + 2, 2 * n + 3, 2 * n + 5, 2 * n + 7), parse_cards(board), strict=True
    ):
        order[spot] = card
    used = {c for c in order if c is not None}
    spare = iter(c for c in CARDS if c not in used)
    return Deck(order=[c if c is not None else next(spare) for c in order])


def table(t, players: list[tuple[str, int, int]], button: int) -> None:
    """Table 1 with (name, seat, chips) players and the button at ``button``."""
    t.seating.add_tables(1, seats=9)
    for name, seat, _chips in players:
        t.entrants.register(name, seat=False)
        t.seating.seat(name, 1, seat)
    t.entrants.set_chips({name: chips for name, _seat, chips in players})
    t.seating.set_button(1, button)


def seat(t, players: list[tuple[str, int]], seats: int = 9) -> None:
    """Table 1 of ``seats`` seats with (name, seat) players (stacks as their entries bought)."""
    t.seating.add_tables(1, seats=seats)
    for name, number in players:
        t.entrants.register(name, seat=False)
        t.seating.seat(name, 1, number)
