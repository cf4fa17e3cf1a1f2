"""A table of the running tournament playing hands with the engine, one at a time (no Qt).

:class:`TableSession` reads what the next hand is dealt with (:func:`~director.table.setup.
read_table`), shuffles a deck (publishing its commitment before the deal), plays the hand one
action at a time, runs the board out street by street when everyone is all-in (with each player's
exact chance to win and tie), rules on the dealer's errors, and writes the result back into the
tournament as one undoable action, with the whole hand (:meth:`TableSession.record`). The window
is a view of a session; the command line could drive one the same way.

Choices made here (the rules followed are named where they apply):

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

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from director.engine import irregularities
from director.engine.cards import Card, Deck
from director.engine.equity import Equity, equity
from director.engine.errors import EngineError, IllegalActionError
from director.engine.holdem import HoldemHand
from director.engine.irregularities import DealerMistake, FlopTooManyCards
from director.engine.pots import Pot, PotBreakdown
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
from director.engine.stud import StudHand
from director.table.played import PlayedHand, deal_start, runout_deals
from director.table.rulings import RulingProblem, RulingRefused
from director.table.setup import TableSetup, read_table
from director.tournament import EntryRef, Tournament
from director.tournament.events import HandRecorded


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

    The hands recorded at the table before (kept in the tournament's log) are its history from
    the start.
    """

    tournament: Tournament
    number: int
    rng: random.Random | None = None
    deck_factory: Callable[[], Deck] | None = None
    history: list[PlayedHand] = field(default_factory=list)
    current: PlayedHand | None = None
    shot: ShotClock = field(default_factory=ShotClock)
    _deck: Deck | None = None
    _deals: tuple[int, ...] | None = None  # history indexes of the deals left to turn
    _turned: int = 0
    _equity: dict[int, Equity] = field(default_factory=dict)
    #: The last ruling on a dealer's error, shown to the table until the next action.
    announced: Ruling | None = None

    def __post_init__(self) -> None:
        if not self.history:
            self.history = self._stored_hands()

    def _stored_hands(self) -> list[PlayedHand]:
        """The hands of this table kept in the tournament's log (an unreadable one is left out)."""
        out = []
        for stored in self.tournament.hands.played(self.number):
            try:
                out.append(PlayedHand.from_stored(stored))
            except (EngineError, KeyError, TypeError, ValueError):
                continue  # a damaged hand record does not stop the table
        return out

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
            IllegalActionError: a hand is still in progress or the table cannot deal (the
                setup's ``problem`` says why).
        """
        if self.in_hand:
            raise IllegalActionError("table.err.in_hand")
        setup = self.setup(now)
        if setup.problem is not None or setup.rules is None:
            problem = setup.problem.message(setup.table, setup.game) if setup.problem else ""
            raise IllegalActionError("table.err.cannot_deal", problem=problem)
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
            raise IllegalActionError("table.err.no_hand")
        kind = hand.action_kind(kind)  # an unknown name is an illegal action, not a ValueError
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
            raise IllegalActionError("table.err.no_hand")
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
        """Every hole card of the current deal as (player, card), in the order they were dealt.

        One at a time from the left of the button, first cards then second cards.
        """
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
            raise RulingRefused(RulingProblem.NO_HAND)
        if self.finished:
            raise RulingRefused(RulingProblem.HAND_OVER)
        if not isinstance(hand, HoldemHand):
            raise RulingRefused(RulingProblem.NOT_HOLDEM)
        if event is None:
            return
        if isinstance(event, FlopTooManyCards) and self.running_out:
            shown = len(self.board)
            if shown < 3:
                raise RulingRefused(RulingProblem.NO_FLOP)
            if shown > 3:
                raise RulingRefused(RulingProblem.TURN_DEALT)
        try:
            irregularities.verify_ruling(hand, event)
        except IllegalActionError as exc:
            raise RulingRefused.from_engine(exc) from exc

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
        self._deals = runout_deals(hand)
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
            self._deals = runout_deals(hand)
        key = (len(hand.history), hand.to_act if hand.to_act is not None else -1)
        if key != self.shot.key:
            self.shot.key = key
            self.shot.started = now
        if self.finished and self.current is not None and self.current.reveal is None:
            self.current.reveal = hand.deck.reveal()

    # -- the board, the run-out and the equity ----------------------------------------------------
    @property
    def seen(self) -> int:
        """How many of the hand's records the table has seen.

        All of them, except during an all-in run-out, where the streets dealt at once are turned
        one at a time.
        """
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
        for r in hand.history[deal_start(hand) :]:
            if type(r) is HandShown and (r.strength is None or self.finished):
                out[r.player] = r.cards
        return out

    def showdown(self) -> list[tuple[int, bool, int | None, tuple[Card, ...]]]:
        """In showdown order: (player, showed, strength, cards shown) once the hand is finished."""
        hand = self.hand
        if hand is None or not self.finished:
            return []
        out: list[tuple[int, bool, int | None, tuple[Card, ...]]] = []
        for r in hand.history[deal_start(hand) :]:
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
    def result(
        self,
    ) -> tuple[dict[EntryRef, int], dict[EntryRef, EntryRef | None], dict[EntryRef, int]]:
        """What the hand did to the tournament: (stacks after, busted -> eliminator, start stacks).

        Raises:
            IllegalActionError: the hand is not finished.
        """
        played = self.current
        if played is None or not self.finished:
            raise IllegalActionError("table.err.not_finished")
        hand = played.hand
        setup = played.setup
        final = hand.final_stacks
        after: dict[EntryRef, int] = {
            p.entry: final[i] for i, p in enumerate(setup.players) if final[i] > 0
        }
        for p in setup.waiting:
            after[p.entry] = p.chips
        busted: dict[EntryRef, EntryRef | None] = {}
        start: dict[EntryRef, int] = {}
        for i, p in enumerate(setup.players):
            if final[i] == 0:
                busted[p.entry] = self._eliminator(i)
                start[p.entry] = p.chips
        return after, busted, start

    def button_after(self) -> int | None:
        """Where the button goes after the hand (None: moved by the dead-button rule).

        In stud the seat it is on, for the flop games after: the button is frozen during stud
        rounds, as mixed games are run; stud itself is always dealt from seat 1.
        """
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

    def verify_record(self) -> HandRecorded:
        """The record writing the finished hand into the tournament would store.

        Raises:
            DirectorError: the hand is not finished, or the tournament refuses the result (its
                refusal says why).
        """
        played = self.current
        if played is None or played.settled:
            raise IllegalActionError("table.err.not_finished")
        after, busted, start = self.result()
        return self.tournament.hands.verify_record(
            self.number,
            after,
            busted,
            start_stacks=start,
            button_seat=self.button_after(),
            played=played.log_record(),
        )

    def record(self) -> HandRecorded:
        """Write the finished hand into the tournament as ONE undoable action.

        The result (stacks, busts in their places, the button moved) and the whole hand go into
        the tournament's log in the same transaction; the table is then ready for the next hand.

        Raises:
            DirectorError: as :meth:`verify_record`; nothing changed.
        """
        played = self.current
        if played is None or played.settled:
            raise IllegalActionError("table.err.not_finished")
        after, busted, start = self.result()
        stored = self.tournament.hands.record(
            self.number,
            after,
            busted,
            start_stacks=start,
            button_seat=self.button_after(),
            played=played.log_record(),
        )
        self.shot.key = (-1, -1)
        played.recorded = True
        played.seq = stored.seq
        return stored

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
