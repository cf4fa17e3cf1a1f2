"""A table of the running tournament playing hands with the engine (no Qt: the window's model).

:func:`read_table` turns the tournament's state into what a hand needs: the players dealt in (seat
order, clockwise) with their stacks, the button and blinds from the table's recorded positions,
the stakes and the game from the clock's current level. :class:`TableSession` then shuffles a deck
(publishing its commitment before the deal), plays the hand one action at a time, runs the board
out street by street when everyone is all-in (with each player's exact chance to win and tie),
keeps the table's hand history, and gives the arguments of the one
:meth:`~director.tournament.Tournament.record_hand` call that writes the result back.

Choices made here (the rules followed are named where they apply):

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
  big blind for the table, dead money in the main pot, the blind posted before the ante (issue 3).
- **Odd chips.** Split pots are shared in whole chips of the smallest denomination still in play
  (the structure's chips less those coloured up at the breaks so far); the odd chip goes to the
  first tied winner left of the button (issue 3; TDA).
- **Eliminations.** A player left with no chips is busted in the same action; his starting stack
  ranks simultaneous busts (TDA). The bounty goes to the player who won most of the chips in the
  pots he could win; when two won the same, nobody is credited (the director can edit it).
- **Shot clock.** Optional, seconds per decision; when it runs out the player checks if he may,
  otherwise folds. Time is an argument (``now``) everywhere: tests never sleep.
- **The dealer's errors.** What the physical dealer did wrong (an exposed hole card, an extra card,
  a flop with too many cards) is ruled by the engine (:mod:`director.engine.irregularities`, club
  sheet 000 §04) on the hand in play, which goes on as the ruling says: a card replaced, a flop
  dealt again, or a misdeal (blinds and antes back, the same button, a new deal of the same hand;
  nothing reaches the tournament until the hand is over). The table sees the ruling until the next
  action (:attr:`TableSession.announced`). Besides what the engine checks, the table must have seen
  the flop it reports: during an all-in run-out a flop error is taken while the flop is the last
  street turned (once the turn is out, the flop stands; the sheet is silent, this is the table's
  choice, as betting on the flop would have closed it in any other hand).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from director.engine import irregularities
from director.engine.cards import Card, Deck, DeckReveal, verify_commitment
from director.engine.equity import Equity, equity
from director.engine.errors import IllegalActionError
from director.engine.holdem import HoldemHand
from director.engine.irregularities import (
    DealerMistake,
    FlopTooManyCards,
)
from director.engine.pots import PotBreakdown
from director.engine.records import (
    Action,
    ActionKind,
    BoardDealt,
    CommonCardDealt,
    Decision,
    HandMucked,
    HandShown,
    LegalActions,
    Phase,
    PotAwarded,
    Ruling,
    StudCardsDealt,
)
from director.engine.rules import AnteType, BettingLimit, Rules
from director.engine.stud import MAX_PLAYERS as STUD_MAX_PLAYERS
from director.engine.stud import StudHand
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


class RulingProblem(StrEnum):
    """Why a dealer's error cannot be ruled on now (the window says it in its language)."""

    NO_HAND = "no_hand"
    """No hand is being dealt."""
    HAND_OVER = "hand_over"
    """The hand is over."""
    NOT_HOLDEM = "not_holdem"
    """The rulings are for hold'em (the club sheet's §04)."""
    BETTING_BEGUN = "betting_begun"
    """Exposed hole cards and extra cards are ruled during the deal, before the first action."""
    NOT_A_HOLE_CARD = "not_a_hole_card"
    """A card reported exposed is nobody's hole card."""
    NO_FLOP = "no_flop"
    """There is no flop on the table yet."""
    FLOP_BETTING_BEGUN = "flop_betting_begun"
    """Somebody has acted on the flop."""
    TURN_DEALT = "turn_dealt"
    """All-in run-out: the turn is already on the table."""
    OTHER = "other"
    """Anything else the engine refuses (its message says what)."""


#: Why the table cannot rule, by the key of the engine's refusal
#: (:func:`~director.engine.irregularities.verify_ruling`); any other key is ``OTHER``.
_RULING_PROBLEMS = {
    "engine.err.ruling.not_holdem": RulingProblem.NOT_HOLDEM,
    "engine.err.ruling.no_flop": RulingProblem.NO_FLOP,
    "engine.err.ruling.flop_betting_begun": RulingProblem.FLOP_BETTING_BEGUN,
    "engine.err.ruling.betting_begun": RulingProblem.BETTING_BEGUN,
    "engine.err.ruling.not_a_hole_card": RulingProblem.NOT_A_HOLE_CARD,
}


class RulingRefused(IllegalActionError):
    """A dealer's error that cannot be ruled on now; the hand is unchanged.

    Args:
        problem: Why, for the window to say in its language.
        message: The reason in English (the engine's, where it refused).
    """

    def __init__(self, problem: RulingProblem, message: str) -> None:
        super().__init__(message)
        self.problem = problem


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
        """The engine's button: the player on the button seat, or (dead button) the last player
        before it, so that the action still starts with the first player after the button.

        Stud: the player in the highest seat, as the dealer always deals first to the player on
        his immediate left, seat 1 (club sheet 003, "Distribuzione di apertura")."""
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
    from dataclasses import replace

    return replace(setup, **changes)


@dataclass
class PlayedHand:
    """A hand dealt at the table (in play or finished).

    Attributes:
        number: 1, 2, ... in the order hands were dealt at this table.
        setup: What it was dealt with.
        hand: The engine's hand.
        commitment: The deck's commitment, published before the deal.
        reveal: The deck order and secret, once the hand is over.
        recorded: Whether the result is in the tournament now.
        seq: The number of the tournament action that recorded it.
        undone: Whether that action was undone (from the main window).
    """

    number: int
    setup: TableSetup
    hand: HoldemHand | StudHand
    commitment: str
    reveal: DeckReveal | None = None
    recorded: bool = False
    seq: int | None = None
    undone: bool = False

    @property
    def settled(self) -> bool:
        """True once the result was recorded (even if the record was undone since)."""
        return self.seq is not None

    @property
    def verified(self) -> bool | None:
        """Whether the revealed deck matches the commitment (None before the reveal)."""
        if self.reveal is None:
            return None
        return verify_commitment(self.commitment, self.reveal.order, self.reveal.secret)

    def summary(self) -> tuple[tuple[str, ...], int]:
        """(winners' names, chips in the pots) for the history list."""
        winners: list[str] = []
        total = 0
        for a in self.hand.awards:
            total += a.amount
            for w in a.winners:
                name = self.hand.names[w]
                if name not in winners:
                    winners.append(name)
        return tuple(winners), total

    def rulings(self) -> tuple[Ruling, ...]:
        """The rulings on the dealer's errors in this hand, in order."""
        return tuple(r for r in self.hand.history if type(r) is Ruling)

    def to_json(self) -> dict[str, Any]:
        """One line of the table's hand log."""
        return {
            "table": self.setup.table,
            "number": self.number,
            "level": self.setup.level.number if self.setup.level else None,
            "seats": [p.seat for p in self.setup.players],
            "entries": [p.entry for p in self.setup.players],
            "commitment": self.commitment,
            "secret": self.reveal.secret if self.reveal else None,
            "recorded": self.recorded,
            "seq": self.seq,
            "hand": self.hand.to_dict(),
        }


@dataclass
class ShotClock:
    """Seconds per decision (0: off) and when the current decision started."""

    seconds: int = 0
    started: float = 0.0
    key: tuple[int, int] = (-1, -1)

    def remaining(self, now: float) -> float | None:
        """Seconds left for the decision now, or None when the shot clock is off."""
        if self.seconds <= 0 or self.key[1] < 0:
            return None
        return max(0.0, self.seconds - (now - self.started))


@dataclass
class TableSession:
    """Hands played at one table of the tournament, one at a time.

    Args:
        tournament: The running tournament.
        number: The table number.
        rng: The generator that shuffles the decks (default: the system's secure generator).
        deck_factory: Makes each hand's deck instead (tests and demonstrations).
        log_path: Where the table's hand log is kept (JSON lines), None for none.
    """

    tournament: Tournament
    number: int
    rng: random.Random | None = None
    deck_factory: Callable[[], Deck] | None = None
    log_path: Path | None = None
    history: list[PlayedHand] = field(default_factory=list)
    current: PlayedHand | None = None
    shot: ShotClock = field(default_factory=ShotClock)
    _deck: Deck | None = None
    _deals: tuple[int, ...] | None = None  # history indexes of the deals left to turn
    _turned: int = 0
    _equity: dict[int, Equity] = field(default_factory=dict)
    #: The last ruling on a dealer's error, shown to the table until the next action.
    announced: Ruling | None = None

    # -- the next deck --------------------------------------------------------------------------
    @property
    def deck(self) -> Deck:
        """The deck of the next hand, already shuffled (its commitment can be shown)."""
        if self._deck is None:
            self._deck = self.deck_factory() if self.deck_factory else Deck(self.rng)
        return self._deck

    def setup(self, now: float | None = None) -> TableSetup:
        """What the next hand would be dealt with, now."""
        return read_table(self.tournament, self.number, now)

    # -- dealing and acting ---------------------------------------------------------------------
    @property
    def in_hand(self) -> bool:
        """True from the deal until the result is recorded (or the hand is abandoned)."""
        return self.current is not None and not self.current.settled

    def deal(self, now: float) -> PlayedHand:
        """Deal the next hand with the deck whose commitment was shown.

        Raises:
            ValueError: a hand is still in progress or the table cannot deal (see ``problem``).
        """
        if self.in_hand:
            raise ValueError("finish the hand in progress first")
        setup = self.setup(now)
        if setup.problem is not None or setup.rules is None:
            raise ValueError(f"no hand can be dealt: {setup.problem}")
        deck = self.deck
        commitment = deck.commitment
        hand: HoldemHand | StudHand
        if setup.stud:
            hand = StudHand(
                [p.chips for p in setup.players],
                setup.button,
                setup.rules,
                deck=deck,
                rng=self.rng,
                names=[p.name for p in setup.players],
            )
        else:
            hand = HoldemHand(
                [p.chips for p in setup.players],
                setup.button,
                setup.rules,
                deck=deck,
                names=[p.name for p in setup.players],
                blinds=setup.blinds,
                antes=setup.antes,
                dead_antes=setup.dead_antes,
            )
        self._deck = None
        played = PlayedHand(len(self.history) + 1, setup, hand, commitment)
        self.history.append(played)
        self.current = played
        self._deals = None
        self._turned = 0
        self._equity = {}
        self.announced = None
        self._after_step(now)
        return played

    @property
    def hand(self) -> HoldemHand | StudHand | None:
        """The hand in progress (or just finished), if any."""
        return self.current.hand if self.current is not None else None

    def legal(self) -> LegalActions | None:
        """What the player to act may do, or None when nobody is to act."""
        hand = self.hand
        if hand is None or hand.phase is not Phase.BETTING or hand.to_act is None:
            return None
        return hand.legal_actions()

    def act(self, kind: ActionKind | str, to: int | None, now: float) -> Action:
        """Apply the acting player's decision (raises IllegalActionError, changing nothing)."""
        hand = self.hand
        if hand is None:
            raise ValueError("no hand is being played")
        kind = ActionKind(kind)
        if kind in (ActionKind.CHECK, ActionKind.CALL):
            record = hand.act(kind)
        elif kind in (ActionKind.BET, ActionKind.RAISE):
            record = hand.bet_or_raise_to(int(to)) if to is not None else hand.act(kind)
        else:
            record = hand.act(kind, to)
        self.announced = None
        self._after_step(now)
        return record

    def all_in(self, now: float) -> Action:
        """The acting player puts every chip in."""
        hand = self.hand
        if hand is None:
            raise ValueError("no hand is being played")
        record = hand.all_in()
        self.announced = None
        self._after_step(now)
        return record

    # -- the dealer's errors ----------------------------------------------------------------------
    def first_card(self) -> tuple[int, Card] | None:
        """The first hole card dealt in the current deal and who has it (hold'em), or None."""
        hand = self.hand
        if not isinstance(hand, HoldemHand):
            return None
        player = (hand.button + 1) % hand.players  # the deal starts left of the button
        return player, hand.hole_cards(player)[0]

    def hole_cards_dealt(self) -> tuple[tuple[int, Card], ...]:
        """Every hole card of the current deal as (player, card), in the order they were dealt:
        one at a time from the left of the button, first cards then second cards."""
        hand = self.hand
        if not isinstance(hand, HoldemHand):
            return ()
        n = hand.players
        order = [(hand.button + 1 + k) % n for k in range(n)]
        return tuple((p, hand.hole_cards(p)[k]) for k in range(2) for p in order)

    def verify_ruling(self, event: DealerMistake | None = None) -> None:
        """Raise :class:`RulingRefused` if the dealer's error cannot be ruled on now.

        The engine decides (:func:`~director.engine.irregularities.verify_ruling`); the table adds
        that the hand is being dealt and, during an all-in run-out, that the flop reported is the
        flop the table sees (see the module's notes). With no event: whether a hold'em hand is
        being dealt at all.
        """
        hand = self.hand
        if hand is None or not self.in_hand:
            raise RulingRefused(RulingProblem.NO_HAND, "no hand is being dealt")
        if self.finished:
            raise RulingRefused(RulingProblem.HAND_OVER, "the hand is over")
        if not isinstance(hand, HoldemHand):
            raise RulingRefused(
                RulingProblem.NOT_HOLDEM, "the dealer's errors are ruled for hold'em hands"
            )
        if event is None:
            return
        if isinstance(event, FlopTooManyCards) and self.running_out:
            shown = len(self.board)
            if shown < 3:
                raise RulingRefused(RulingProblem.NO_FLOP, "the flop is not on the table yet")
            if shown > 3:
                raise RulingRefused(RulingProblem.TURN_DEALT, "the turn is on the table")
        try:
            irregularities.verify_ruling(hand, event)
        except IllegalActionError as exc:
            problem = _RULING_PROBLEMS.get(exc.key, RulingProblem.OTHER)
            raise RulingRefused(problem, str(exc)) from exc

    def can_rule(self, event: DealerMistake | None = None) -> bool:
        """Whether the dealer's error can be ruled on now (for enabling a control)."""
        try:
            self.verify_ruling(event)
        except RulingRefused:
            return False
        return True

    def rule(self, event: DealerMistake, now: float) -> Ruling:
        """Rule on what the dealer did and go on with the hand as the ruling says.

        The reshuffles a ruling calls for use the session's generator. The table then sees what
        was dealt up to the ruling and what the ruling dealt (after a flop dealt again during an
        all-in run-out: the new flop, the turn and river still to turn). Nothing is written to
        the tournament: the hand goes on (a misdeal deals it again from the start).

        Raises:
            RulingRefused: it cannot be ruled on now; nothing changed.
        """
        self.verify_ruling(event)
        hand = self.hand
        assert isinstance(hand, HoldemHand)
        record = irregularities.rule(hand, event, rng=self.rng)
        self.announced = record
        at = next(k for k, r in enumerate(hand.history) if r is record)
        self._deals = _runout_deals(hand)
        self._turned = 0
        if self._deals is not None:
            turned = sum(1 for k in self._deals if k <= at)
            if record.decision is Decision.FLOP_REDEALT:
                turned += 1  # the new flop is on the table
            self._turned = min(turned, len(self._deals))
        self._equity = {}
        self._after_step(now)
        return record

    def rulings(self) -> tuple[Ruling, ...]:
        """The rulings in the hand in progress (or just finished)."""
        return self.current.rulings() if self.current is not None else ()

    def _after_step(self, now: float) -> None:
        hand = self.hand
        assert hand is not None
        if self._deals is None:
            self._deals = _runout_deals(hand)
        key = (len(hand.history), hand.to_act if hand.to_act is not None else -1)
        if key != self.shot.key:
            self.shot.key = key
            self.shot.started = now
        if self.finished and self.current is not None and self.current.reveal is None:
            self.current.reveal = hand.deck.reveal()

    # -- the board, the run-out and the equity ----------------------------------------------------
    @property
    def seen(self) -> int:
        """How many of the hand's records the table has seen: all of them, except during an
        all-in run-out, where the streets dealt at once are turned one at a time."""
        hand = self.hand
        if hand is None:
            return 0
        deals = self._deals
        if deals is None or self._turned >= len(deals):
            return len(hand.history)
        return deals[self._turned]

    def visible(self) -> tuple[Any, ...]:
        """The hand's records the table has seen (see :attr:`seen`)."""
        hand = self.hand
        return hand.history[: self.seen] if hand is not None else ()

    @property
    def board(self) -> tuple[Card, ...]:
        """The board as the table sees it now (street by street during an all-in run-out)."""
        out: list[Card] = []
        for r in self.visible():
            if type(r) is BoardDealt:
                out += r.cards
            elif type(r) is CommonCardDealt:  # stud, when the deck ran out
                out.append(r.card)
            elif type(r) is Ruling and r.decision in (Decision.FLOP_REDEALT, Decision.MISDEAL):
                out = []  # the flop is dealt again (or the whole hand): what was out goes back
        return tuple(out)

    def cards(self, player: int) -> tuple[tuple[Card, bool], ...]:
        """The player's own cards dealt so far as the table sees the deal: (card, face up).

        Hold'em: his two hole cards, down. Stud: the cards of each street turned so far.
        """
        hand = self.hand
        if hand is None:
            return ()
        if isinstance(hand, HoldemHand):
            return tuple((c, False) for c in hand.hole_cards(player))
        out: list[tuple[Card, bool]] = []
        for r in self.visible():
            if type(r) is StudCardsDealt:
                out += zip(r.cards[player], r.face_up, strict=False)
        return tuple(out)

    @property
    def running_out(self) -> bool:
        """True while an all-in run-out still has streets to turn."""
        return self.hand is not None and self._deals is not None and self._turned < len(self._deals)

    def next_street(self, now: float) -> tuple[Card, ...]:
        """Turn the next street of an all-in run-out; returns the board cards turned."""
        hand = self.hand
        if not self.running_out or hand is None:
            return ()
        before = self.board
        self._turned += 1
        self.announced = None
        self._after_step(now)
        return self.board[len(before) :]

    def all_in_equity(self) -> Equity | None:
        """Each remaining player's exact chance to win and tie, during an all-in run-out.

        Players are counted over the cards nobody at the table has seen (folded hands are not
        shown, so they count as unknown, as the room sees it).
        """
        if not self.running_out or not isinstance(self.hand, HoldemHand):
            return None  # hold'em only: stud's unknown cards differ from player to player
        cached = self._equity.get(self._turned)
        if cached is None:
            hand = self.hand
            assert hand is not None
            live = self.equity_players()
            cached = equity([hand.hole_cards(p) for p in live], self.board)
            self._equity[self._turned] = cached
        return cached

    def equity_players(self) -> tuple[int, ...]:
        """The players the all-in equity is for (those still in), in seat order."""
        hand = self.hand
        if hand is None:
            return ()
        return tuple(p for p in range(hand.players) if not hand.folded[p])

    # -- what the table sees -----------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        """True when the hand is over and its board fully turned."""
        hand = self.hand
        return hand is not None and hand.is_complete and not self.running_out

    def shown_cards(self) -> dict[int, tuple[Card, ...]]:
        """Hands turned face up so far (all-in exposure, showdown): the projected view shows them."""
        hand = self.hand
        if hand is None:
            return {}
        out: dict[int, tuple[Card, ...]] = {}
        for r in hand.history[_deal_start(hand) :]:
            if type(r) is HandShown and (r.strength is None or self.finished):
                out[r.player] = r.cards
        return out

    def showdown(self) -> list[tuple[int, bool, int | None, tuple[Card, ...]]]:
        """In showdown order: (player, showed, strength, cards shown) once the hand is finished."""
        hand = self.hand
        if hand is None or not self.finished:
            return []
        out: list[tuple[int, bool, int | None, tuple[Card, ...]]] = []
        for r in hand.history[_deal_start(hand) :]:
            if type(r) is HandShown and r.strength is not None:
                out.append((r.player, True, r.strength, r.cards))
            elif type(r) is HandMucked:
                out.append((r.player, False, None, ()))
        return out

    def awards(self) -> tuple[PotAwarded, ...]:
        """How each pot was awarded (once the board is fully turned)."""
        hand = self.hand
        return hand.awards if hand is not None and self.finished else ()

    def pots(self) -> PotBreakdown | None:
        """The live pots (during the run-out: the pots as the betting left them)."""
        hand = self.hand
        if hand is None:
            return None
        if hand.is_complete:
            awards = hand.awards
            from director.engine.pots import Pot

            pots = tuple(Pot(a.amount, a.eligible) for a in awards)
            return PotBreakdown(pots, (0,) * hand.players)
        return hand.pots()

    def bets(self) -> tuple[int, ...]:
        """Chips in front of each player on this street."""
        hand = self.hand
        if hand is None or hand.is_complete:
            return ()
        return tuple(hand.bets)

    def stacks(self) -> tuple[int, ...]:
        """Each player's chips behind (after the awards once the hand is finished)."""
        hand = self.hand
        if hand is None:
            return ()
        if hand.is_complete and self.running_out:  # not paid yet on the table
            return tuple(s - w for s, w in zip(hand.stacks, hand.winnings(), strict=True))
        return tuple(hand.stacks)

    # -- the shot clock -------------------------------------------------------------------------------
    def shot_remaining(self, now: float) -> float | None:
        """Seconds left for the player to act, None if the shot clock is off or nobody acts."""
        if self.legal() is None:
            return None
        return self.shot.remaining(now)

    def expire(self, now: float) -> Action | None:
        """If the shot clock ran out: check when allowed, otherwise fold. Returns the action."""
        left = self.shot_remaining(now)
        if left is None or left > 0:
            return None
        la = self.legal()
        assert la is not None
        return self.act(ActionKind.CHECK if la.check else ActionKind.FOLD, None, now)

    # -- the result ---------------------------------------------------------------------------------
    def result(self) -> tuple[dict[int, int], dict[int, int | None], dict[int, int]]:
        """The arguments of ``record_hand``: (stacks after, busted -> eliminator, start stacks).

        Raises:
            ValueError: the hand is not finished.
        """
        played = self.current
        if played is None or not self.finished:
            raise ValueError("the hand is not finished")
        hand = played.hand
        setup = played.setup
        final = hand.final_stacks
        after = {p.entry: final[i] for i, p in enumerate(setup.players) if final[i] > 0}
        for p in setup.waiting:
            after[p.entry] = p.chips
        busted: dict[int, int | None] = {}
        start: dict[int, int] = {}
        for i, p in enumerate(setup.players):
            if final[i] == 0:
                busted[p.entry] = self._eliminator(i)
                start[p.entry] = p.chips
        return after, busted, start

    def button_after(self) -> int | None:
        """Where the button goes after the hand: None to move it by the dead-button rule; in stud
        the seat it is on, for the flop games after (the button is frozen during stud rounds, as
        mixed games are run; stud itself is always dealt from seat 1)."""
        played = self.current
        if played is None or not played.setup.stud:
            return None
        table = self.tournament.state.tables.get(played.setup.table)
        return table.button if table is not None else None

    def _eliminator(self, loser: int) -> int | None:
        """The entry that won most of the chips in the pots ``loser`` could win (a tie: None)."""
        played = self.current
        assert played is not None
        won: dict[int, int] = {}
        for a in played.hand.awards:
            if loser in a.eligible:
                for w, s in zip(a.winners, a.shares, strict=True):
                    if w != loser:
                        won[w] = won.get(w, 0) + s
        if not won:
            return None
        top = max(won.values())
        best = [w for w, s in won.items() if s == top]
        return played.setup.players[best[0]].entry if len(best) == 1 else None

    def mark_recorded(self, seq: int) -> str | None:
        """The result is in the tournament (action ``seq``): the table is ready for the next hand.

        Returns why the hand log could not be written, if it could not.
        """
        self.shot.key = (-1, -1)
        if self.current is None:
            return None
        self.current.recorded = True
        self.current.seq = seq
        return self.save(self.current)

    def taken_back(self, seq: int, undone: bool) -> PlayedHand | None:
        """The tournament action ``seq`` was undone (or redone): update the hand it recorded."""
        for played in self.history:
            if played.seq == seq:
                played.undone = undone
                played.recorded = not undone
                return played
        return None

    def abandon(self) -> None:
        """Forget the hand in progress (nothing is recorded); its deck is not reused."""
        if self.current is not None and not self.current.settled:
            if self.current in self.history:
                self.history.remove(self.current)
            self.current = None
        self.announced = None
        self.shot.key = (-1, -1)

    # -- the hand log -------------------------------------------------------------------------------
    def save(self, played: PlayedHand) -> str | None:
        """Append a finished hand to the table's log; returns the reason if it could not."""
        if self.log_path is None:
            return None
        try:
            with self.log_path.open("a", encoding="utf-8") as f:
                f.write(json.dumps(played.to_json(), ensure_ascii=False) + "\n")
        except OSError as exc:
            return str(exc)
        return None


#: The records that deal cards during a run-out.
DEAL_RECORDS: tuple[type, ...] = (BoardDealt, StudCardsDealt, CommonCardDealt)


def _deal_start(hand: HoldemHand | StudHand) -> int:
    """Where the current deal begins in the hand's history (after a misdeal: the new deal)."""
    start = 0
    for k, r in enumerate(hand.history):
        if type(r) is Ruling and r.decision is Decision.MISDEAL:
            start = k + 1
    return start


def _runout_deals(hand: HoldemHand | StudHand) -> tuple[int, ...] | None:
    """If the hands were turned up for an all-in: the indexes of the deals that followed."""
    exposed = None
    start = _deal_start(hand)
    for k, r in enumerate(hand.history):
        if k < start:
            continue
        if type(r) is HandShown and r.strength is None:
            exposed = k
            break
    if exposed is None:
        return None
    return tuple(
        k for k, r in enumerate(hand.history) if k > exposed and isinstance(r, DEAL_RECORDS)
    )


def load_log(path: Path, table: int) -> list[PlayedHand]:
    """The hands of ``table`` in a hand log (lines that cannot be read are skipped)."""
    from director.engine.errors import EngineError

    out: list[PlayedHand] = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return out
    for line in lines:
        try:
            data = json.loads(line)
            if data.get("table") != table:
                continue
            game = StudHand if data["hand"].get("game") == "stud" else HoldemHand
            hand = game.from_dict(data["hand"])
        except (ValueError, KeyError, TypeError, EngineError):
            continue
        setup = TableSetup(table)
        reveal = (
            DeckReveal(data["hand"]["deck"], data["secret"], data["commitment"])
            if data.get("secret")
            else None
        )
        out.append(
            PlayedHand(
                int(data.get("number", len(out) + 1)),
                setup,
                hand,
                str(data.get("commitment", "")),
                reveal,
                bool(data.get("recorded")),
                data.get("seq"),
            )
        )
    return out


def log_path_for(tournament_path: Path) -> Path:
    """The hand log kept beside a tournament file: ``friday.director`` -> ``friday.hands.jsonl``."""
    return tournament_path.with_suffix(".hands.jsonl")
