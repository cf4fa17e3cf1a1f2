"""What the next hand at a table is dealt with: the players in, the positions, the stakes.

:func:`read_table` turns the tournament's state into what a hand needs: the players dealt in (seat
order, clockwise) with their stacks, the button and blinds from the table's recorded positions,
the stakes and the game from the clock's current level; or the :class:`Problem` that stops the
deal. Choices made here (the rules followed are named where they apply):

- **Stacks.** A player's stack is his last chip count. A player never counted starts from what his
  entry bought (the starting stack plus his rebuys and add-ons), which is his stack exactly when
  every hand he played was played here; the window marks such stacks and lets the director
  correct any count before the deal (recorded as a chip count, an undoable action).
- **Who is dealt in.** Everyone seated, except a player who sits strictly between the button and
  the small blind: he arrived since the blinds passed him and waits for the big blind (TDA Rules
  8, 10 and 32; the positions are the table's, moved by the dead-button rule after each hand).
  A button on an empty seat (dead button) or an empty small-blind seat (dead small blind) are
  played as recorded: nobody posts that small blind.
- **Antes.** A level's ``ante`` is paid by every player and is live; a ``bb_ante`` is paid by the
  big blind for the table, dead money in the main pot, the blind posted before the ante (TDA's
  big blind ante: a short big blind's chips go to the blind first).
- **Odd chips.** Split pots are shared in whole chips of the smallest denomination still in play
  (the structure's chips less those coloured up at the breaks so far); the odd chip goes to the
  first tied winner left of the button (TDA odd chips).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from director.engine.rules import AnteType, BettingLimit, Rules
from director.engine.stud import MAX_PLAYERS as STUD_MAX_PLAYERS
from director.i18n import Msg
from director.seating import Table
from director.structures import Break, Game, Level, Structure
from director.tournament import Tournament, TournamentState
from director.tournament.model import entry_of


class Problem(StrEnum):
    """Why a hand cannot be dealt at a table now."""

    NO_TABLE = "no_table"
    TOO_FEW = "too_few"
    NO_BUTTON = "no_button"
    NO_LEVEL = "no_level"
    GAME_NOT_PLAYED = "game_not_played"
    FINISHED = "finished"
    TOO_MANY = "too_many"
    HAND_FOR_HAND_WAIT = "hand_for_hand_wait"

    def message(self, table: int, game: Game | None) -> Msg:
        """The problem as the table is told it (``table`` and ``game`` fill its fields)."""
        return Msg(f"table.problem.{self.value}", table=table, game=game or "")


@dataclass(frozen=True, slots=True)
class SeatPlayer:
    """A player at the table.

    Attributes:
        seat: His seat number.
        entry: His entry id in the tournament.
        name: His name as the tournament labels him.
        chips: His stack at the start of the hand.
        counted: Whether the stack is a recorded count (False: what his entry bought).
    """

    seat: int
    entry: int
    name: str
    chips: int
    counted: bool


@dataclass(frozen=True, slots=True)
class TableSetup:
    """What the next hand at a table is played with (see :func:`read_table`).

    Attributes:
        table: The table number.
        seats: How many seats the table has.
        players: The players dealt in, in seat order (clockwise).
        waiting: Players seated but sitting this hand out (between the button and small blind).
        button_seat: Seat of the dealer button (may be empty: dead button).
        small_blind_seat: Seat of the small blind (may be empty: dead small blind).
        big_blind_seat: Seat of the big blind.
        level: The clock's current level (the one before a break during a break).
        game: The level's game.
        rules: The engine's rules (limit, blinds, ante, bets, chip unit).
        problem: Why no hand can be dealt now, or None.
    """

    table: int
    seats: int = 0
    players: tuple[SeatPlayer, ...] = ()
    waiting: tuple[SeatPlayer, ...] = ()
    button_seat: int | None = None
    small_blind_seat: int | None = None
    big_blind_seat: int | None = None
    level: Level | None = None
    game: Game | None = None
    rules: Rules | None = None
    problem: Problem | None = None

    @property
    def stud(self) -> bool:
        """Whether the hand is seven card stud."""
        return self.game is Game.STUD

    @property
    def button(self) -> int:
        """The engine's button: the player on the button seat, or the last player before it.

        With a dead button the action still starts with the first player after the button seat.
        Stud: the player in the highest seat, as the dealer always deals first to the player on
        his immediate left, seat 1 (club sheet 003, "Distribuzione di apertura").
        """
        if self.stud:
            return len(self.players) - 1
        assert self.button_seat is not None
        seats = [p.seat for p in self.players]
        before = [s for s in seats if s <= self.button_seat]
        return seats.index(before[-1] if before else seats[-1])

    @property
    def blinds(self) -> tuple[int, ...]:
        """Per player dealt in, the blind he posts."""
        assert self.rules is not None
        if self.stud:
            return (0,) * len(self.players)
        out = []
        for p in self.players:
            if p.seat == self.big_blind_seat:
                out.append(self.rules.big_blind)
            elif p.seat == self.small_blind_seat:
                out.append(self.rules.small_blind)
            else:
                out.append(0)
        return tuple(out)

    @property
    def antes(self) -> tuple[int, ...]:
        """Per player dealt in, the ante he posts."""
        assert self.level is not None
        if self.level.bb_ante and not self.stud:
            return tuple(
                self.level.bb_ante if p.seat == self.big_blind_seat else 0 for p in self.players
            )
        return tuple(self.level.ante for _ in self.players)

    @property
    def dead_antes(self) -> bool:
        """Whether the antes are dead money (a big-blind ante)."""
        return self.level is not None and bool(self.level.bb_ante) and not self.stud

    def problem_text(self, lang: str = "en") -> str:
        """Why no hand can be dealt now, in ``lang`` ("" when one can)."""
        if self.problem is None:
            return ""
        return self.problem.message(self.table, self.game).text(lang)

    def position_marks(self, seat: int) -> tuple[str, ...]:
        """``("D",)``, ``("D", "SB")``, ``("BB",)`` ... for a seat."""
        marks = []
        if seat == self.button_seat:
            marks.append("D")
        if seat == self.small_blind_seat:
            marks.append("SB")
        if seat == self.big_blind_seat:
            marks.append("BB")
        return tuple(marks)


def bought_chips(state: TournamentState, entry: int) -> int:
    """What an entry bought: the starting stack, its rebuys and its add-ons."""
    e = state.entries[entry]
    s = state.settings
    chips = state.chips_per_entry
    if s.rebuy is not None:
        chips += e.rebuys * s.rebuy.chips
    if s.addon is not None:
        chips += e.addons * s.addon.chips
    return chips


def smallest_chip(structure: Structure, index: int) -> int:
    """The smallest chip in play at entry ``index``: the structure's chips less those coloured up."""
    chips = set(structure.chips)
    for entry in structure.entries[: index + 1]:
        if isinstance(entry, Break):
            chips -= set(entry.color_up)
    return min(chips) if chips else 1


def rules_for(level: Level, chip_unit: int = 1) -> Rules:
    """The engine's rules for a level (hold'em or seven card stud)."""
    if level.game is Game.STUD:
        return Rules.stud(
            ante=level.ante,
            bring_in=level.bring_in,
            small_bet=level.small_bet,
            big_bet=level.big_bet or None,
            chip_unit=chip_unit,
        )
    limit = {
        Game.NLHE: BettingLimit.NO_LIMIT,
        Game.PLHE: BettingLimit.POT_LIMIT,
        Game.FLHE: BettingLimit.FIXED_LIMIT,
    }[level.game]
    fixed = limit is BettingLimit.FIXED_LIMIT
    return Rules(
        small_blind=level.small_blind,
        big_blind=level.big_blind,
        limit=limit,
        ante=level.bb_ante or level.ante,
        ante_type=AnteType.BIG_BLIND if level.bb_ante else AnteType.EVERY_PLAYER,
        small_bet=(level.small_bet or None) if fixed else None,
        big_bet=(level.big_bet or None) if fixed else None,
        chip_unit=chip_unit,
    )


#: Games the table can deal.
PLAYABLE_GAMES = frozenset({Game.NLHE, Game.PLHE, Game.FLHE, Game.STUD})


def _between(first: int, last: int, seats: int) -> set[int]:
    """Seats strictly after ``first`` and before ``last``, clockwise."""
    out = set()
    s = first % seats + 1
    while s != last:
        out.add(s)
        s = s % seats + 1
    return out


def read_table(tournament: Tournament, number: int, now: float | None = None) -> TableSetup:
    """Who plays the next hand at table ``number``, with what stacks, positions and stakes."""
    state = tournament.state
    if state.finished:
        return TableSetup(number, problem=Problem.FINISHED)
    table: Table | None = state.tables.get(number)
    if table is None:
        return TableSetup(number, problem=Problem.NO_TABLE)
    everyone = []
    for seat, pid in sorted(table.occupants.items()):
        entry = entry_of(pid)
        e = state.entries[entry]
        counted = e.chips is not None and e.chips > 0
        chips = e.chips if counted and e.chips is not None else bought_chips(state, entry)
        everyone.append(SeatPlayer(seat, entry, state.label(entry), chips, counted))
    base = TableSetup(number, seats=table.seats, players=tuple(everyone))
    if len(everyone) < 2:
        return _replace(base, problem=Problem.TOO_FEW)
    hfh = state.hand_for_hand
    if hfh is not None and number in hfh.finished:
        # Hand for hand (TDA): this table has played its hand; the others have not yet.
        return _replace(base, problem=Problem.HAND_FOR_HAND_WAIT)
    view = tournament.clock.view(now)
    level = view.level
    index = view.index
    if level is None:
        return _replace(base, problem=Problem.NO_LEVEL)
    if level.game is Game.STUD:
        # No blinds: everyone seated is dealt in; the button (for the flop games) stays put.
        setup = _replace(base, button_seat=table.button, level=level, game=level.game)
        if len(everyone) > STUD_MAX_PLAYERS:
            return _replace(setup, problem=Problem.TOO_MANY)
        return _replace(setup, rules=rules_for(level, smallest_chip(tournament.structure, index)))
    positions = table.positions
    if positions is None:
        return _replace(base, problem=Problem.NO_BUTTON, level=level, game=level.game)
    button, small, big = positions.button, positions.small_blind, positions.big_blind
    out = _between(button, small, table.seats) if button != small else set()
    players = tuple(p for p in everyone if p.seat not in out)
    waiting = tuple(p for p in everyone if p.seat in out)
    setup = _replace(
        base,
        players=players,
        waiting=waiting,
        button_seat=button,
        small_blind_seat=small,
        big_blind_seat=big,
        level=level,
        game=level.game,
    )
    if len(players) < 2:
        return _replace(setup, problem=Problem.TOO_FEW)
    if level.game not in PLAYABLE_GAMES:
        return _replace(setup, problem=Problem.GAME_NOT_PLAYED)
    rules = rules_for(level, smallest_chip(tournament.structure, index))
    return _replace(setup, rules=rules)


def _replace(setup: TableSetup, **changes: Any) -> TableSetup:
    return replace(setup, **changes)
