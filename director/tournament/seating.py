"""Tables and seats of the tournament: the draw, moves, the button, seat properties, hand-for-hand.

Reached as :attr:`Tournament.seating <director.tournament.tournament.Tournament.seating>`. The
TDA procedures themselves (random seating, balancing, breaking tables in a preset order, the
final-table redraw, hand-for-hand) are in :mod:`director.seating`; this part checks the room the
tournament has, proposes the moves and records what the director confirms.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from director import seating as tda
from director.limits import MAX_TABLES
from director.seating import Move, MoveReason, SeatingError, drawcode
from director.tournament import events as ev
from director.tournament import seats as st
from director.tournament.entrants import EntryRef
from director.tournament.errors import TournamentError
from director.tournament.model import TournamentState, entry_of, seat_id
from director.tournament.part import Part
from director.tournament.settings import MAX_SEATS, MIN_SEATS
from director.yamlread.diagnostics import Number

#: :meth:`Seating.proposal`: what the room needs now, a table to break, the final table.
AUTO = "auto"
BREAK = "break"
FINAL = "final"


@dataclass(frozen=True, slots=True)
class Proposal:
    """Moves for the director to confirm, with the code that draws them again.

    Attributes:
        kind: What was asked (:data:`AUTO`, :data:`BREAK`, :data:`FINAL`).
        moves: The moves, in the order to make them (empty: nothing to do).
        code: The proposal's code (:mod:`director.seating.drawcode`): the same moves again
            from the same room; applying it anywhere else is refused.
        tables: The tables that break, or the final table (empty for balancing).
        table: The table asked for, if any.
    """

    kind: str
    moves: tuple[Move, ...]
    code: str
    tables: tuple[int, ...] = ()
    table: int | None = None

    def __bool__(self) -> bool:
        return bool(self.moves)

    @property
    def purpose(self) -> str:
        """What the moves are for: "final", "break", "balance" ("" when there are none)."""
        return _purpose({m.reason for m in self.moves}) if self.moves else ""

    @property
    def random(self) -> bool:
        """Whether the moves were drawn at random (a break or the final table)."""
        return self.purpose in ("break", "final")


class Seating(Part):
    """The room: tables, who sits where, the moves the TDA rules call for, hand-for-hand.

    Every action ``x`` has its ``verify_x`` (the check, which returns the record ``x`` would
    store, or what it needs) and ``x`` (verify, then commit). Proposals (``propose_x``) are not
    actions: they work out moves for the director to confirm with :meth:`apply_moves`.
    """

    # -- reading --------------------------------------------------------------------------------------
    def table(self, number: int) -> st.Table:
        """Table ``number``; TournamentError if there is none."""
        t = self.state.tables.get(number)
        if t is None:
            raise TournamentError("err.no_table", table=number)
        return t

    def _room(self) -> list[st.Table]:
        return list(self.state.tables.values())

    def seating_chart(self) -> list[SeatRow]:
        """Every seat taken, by table and seat: the seating sheet and the seat cards."""
        s = self.state
        rows = []
        for number in sorted(s.tables):
            t = s.tables[number]
            for seat in sorted(t.occupants):
                e = entry_of(t.occupants[seat])
                rows.append(
                    SeatRow(
                        table=number,
                        seat=seat,
                        entry=e,
                        name=s.label(e),
                        button=t.button == seat,
                        fixed=t.occupants[seat] in t.fixed,
                        chips=s.entries[e].chips,
                    )
                )
        return rows

    def _seat_ok(self, t: st.Table, seat: int) -> None:
        if not isinstance(seat, int) or not 1 <= seat <= t.seats:
            raise TournamentError("err.no_seat", table=t.number, seat=seat, seats=t.seats)

    def _free_seat(self, t: st.Table, seat: int, entry: int) -> None:
        """Refuse a seat that does not exist, is taken, blocked or held for someone else."""
        self._seat_ok(t, seat)
        if seat in t.occupants:
            name = self.state.label(entry_of(t.occupants[seat]))
            raise TournamentError("err.seat_taken", table=t.number, seat=seat, name=name)
        if seat in t.blocked:
            raise TournamentError("err.seat_blocked", table=t.number, seat=seat)
        holder = t.reserved.get(seat)
        if holder is not None and holder != seat_id(entry):
            name = self.state.label(entry_of(holder))
            raise TournamentError("err.seat_taken", table=t.number, seat=seat, name=name)

    # -- tables ---------------------------------------------------------------------------------------
    def verify_add_tables(
        self, count: int = 1, *, seats: int | None = None, numbers: Sequence[int] | None = None
    ) -> ev.TablesAdded:
        """The record of adding tables; TournamentError if they cannot be added."""
        seats = self.state.settings.seats_per_table if seats is None else seats
        if not isinstance(seats, int) or not MIN_SEATS <= seats <= MAX_SEATS:
            raise TournamentError("err.table_size", seats=seats)
        existing = set(self.state.tables)
        if numbers is None:
            if count < 1:
                raise TournamentError("err.table_count", count=count)
            if count > MAX_TABLES:  # before counting them out one by one
                raise TournamentError("err.too_many_tables", most=Number(MAX_TABLES))
            start = max(existing, default=0) + 1
            numbers = list(range(start, start + count))
        if not numbers:
            raise TournamentError("err.table_count", count=0)
        for n in numbers:
            if not isinstance(n, int) or n < 1:
                raise TournamentError("err.no_table", table=n)
            if n in existing or list(numbers).count(n) > 1:
                raise TournamentError("err.table_exists", table=n)
        # A ceiling no festival reaches (director.limits): 10^30 tables is a slip of the finger.
        if len(existing) + len(numbers) > MAX_TABLES or max(numbers) > MAX_TABLES:
            raise TournamentError("err.too_many_tables", most=Number(MAX_TABLES))
        return ev.TablesAdded(tables=tuple((n, seats) for n in numbers))

    def add_tables(
        self, count: int = 1, *, seats: int | None = None, numbers: Sequence[int] | None = None
    ) -> ev.TablesAdded:
        """Add ``count`` tables of ``seats`` seats (default: the settings').

        They are numbered after the last one, or take the given ``numbers``.
        """
        return self._t.act(self.verify_add_tables, count, seats=seats, numbers=numbers)

    def verify_remove_table(self, number: int) -> ev.TableRemoved:
        """The record of taking a table away; TournamentError if it has players."""
        t = self.table(number)
        if t.occupants:
            raise TournamentError("err.table_not_empty", table=number, count=t.count)
        return ev.TableRemoved(table=number)

    def remove_table(self, number: int) -> ev.TableRemoved:
        """Take away an empty table."""
        return self._t.act(self.verify_remove_table, number)

    # -- seats ----------------------------------------------------------------------------------------
    def verify_draw_seats(self) -> list[str]:
        """Who the draw would seat; TournamentError if there is nobody to seat or no room."""
        s = self.state
        if not s.tables:
            raise TournamentError("err.no_tables")
        waiting = [seat_id(e) for e in s.unseated]
        if not waiting:
            raise TournamentError("err.nobody_to_seat")
        tables = self._room()
        reserved = {p for t in tables for p in t.reserved.values()}
        room = sum(len(t.open_seats) for t in tables)
        need = len([p for p in waiting if p not in reserved])
        if need > room:
            raise TournamentError("err.no_room", count=need - room)
        return waiting

    def draw_seats(self) -> ev.Seated:
        """The random seat draw for every player without a seat (TDA: random seating).

        The fewest tables that seat everybody are used, evenly; the other tables stay unused
        (:func:`director.seating.draw_seats`). Uses the tournament's random source (cryptographically
        secure unless a test gave a seeded one).
        """

        def drawn() -> ev.Seated:
            order = self.state.settings.break_order
            moves = tda.draw_seats(self.verify_draw_seats(), self._room(), self._t.rng, order)
            seats = tuple((entry_of(m.player), m.to_table, m.to_seat) for m in moves)
            return ev.Seated(seats=seats, draw=True)

        return self._t.act(drawn)

    def verify_seat(self, ref: EntryRef, table: int | None = None, seat: int | None = None) -> int:
        """The entry ``seat`` would seat; TournamentError if it cannot be seated so."""
        e = self._t.entrants.playing(ref)
        s = self.state
        where = s.seat_of.get(e.id)
        if where is not None:
            raise TournamentError(
                "err.already_seated", name=s.label(e), table=where.table, seat=where.seat
            )
        if not s.tables:
            raise TournamentError("err.no_tables")
        if table is None:
            tables = self._room()
            if not any(t.open_seats for t in tables) and not any(
                seat_id(e.id) in t.reserved.values() for t in tables
            ):
                raise TournamentError("err.no_room", count=1)
            return e.id
        t = self.table(table)
        if seat is None:
            if not t.open_seats:
                raise TournamentError("err.no_room", count=1)
        else:
            self._free_seat(t, seat, e.id)
        return e.id

    def seat(self, ref: EntryRef, table: int | None = None, seat: int | None = None) -> ev.Seated:
        """Seat one player: at a random seat (late entry rule), or at the table/seat given."""

        def placed() -> ev.Seated:
            entry = self.verify_seat(ref, table, seat)
            if table is None:
                order = self.state.settings.break_order
                move = tda.seat_entrant(seat_id(entry), self._room(), self._t.rng, order)
                return ev.Seated(seats=((entry, move.to_table, move.to_seat),))
            chosen = seat if seat is not None else self._t.rng.choice(self.table(table).open_seats)
            return ev.Seated(seats=((entry, table, chosen),))

        return self._t.act(placed)

    # -- moves: proposals and confirmation ---------------------------------------------------------------
    def propose_balance(self) -> list[Move]:
        """The moves that balance the tables in play (TDA): a proposal, not an action."""
        return tda.balance_moves(self._room(), self.state.settings.balance_threshold)

    def tables_to_break(self) -> list[int]:
        """Tables in play to break now, in the preset break order (their players fit elsewhere)."""
        return tda.tables_to_break(self._room(), self.state.settings.break_order)

    def final_table_due(self) -> int | None:
        """The final table's number when everybody left fits at one table, else None."""
        return tda.final_table_due(self._room(), self.state.settings.break_order)

    def proposal(
        self, kind: str = AUTO, table: int | None = None, code: str | None = None
    ) -> Proposal:
        """The moves the room needs, with the code that makes the same draw again.

        Args:
            kind: ``AUTO``: what the room needs now, in the order of the TDA (a table that can
                break is broken rather than balanced, Rule 10 before Rule 11): the final-table
                draw when everybody fits at one table (RP-9), else every table that can break
                (in one proposal, with the balancing the tables that stay need), else balancing.
                ``BREAK``: break ``table`` (default: every table that can break now).
                ``FINAL``: the final-table draw at ``table`` (default: the one due).
            table: See ``kind``.
            code: The code of a proposal shown before (:attr:`Proposal.code`): the same draw
                again. None: a new draw. See :mod:`director.seating.drawcode`.

        Raises:
            SeatingError: A code that is not one, or one made for another room or request
                ("propose again"), or moves the seating rules cannot make.
            TournamentError: The final table lacks seats, or there is no table ``table``.
        """
        if kind not in (AUTO, BREAK, FINAL):
            raise ValueError(f"unknown proposal kind {kind!r}")
        if table is not None:
            self.table(table)
        request = f"{kind}:{table or ''}"
        room = self._room()
        what, tables = self._what(kind, table)
        balance = self.propose_balance() if what == "balance" else []
        if code is None and (not what or (what == "balance" and not balance)):
            return Proposal(kind, (), "", (), table)  # nothing to do: nothing drawn or hashed
        digest = drawcode.room_digest(room)
        if code is None:
            # Only a random draw spends the random source: balancing draws nothing, and its
            # code (a pure function of the room) only binds it to the room.
            code = drawcode.new_code(digest, request, self._t.rng if what != "balance" else None)
        rng = drawcode.code_source(digest, request, code)
        settings = self.state.settings
        if what == "final":
            return self._final_proposal(kind, tables[0], code, rng, table)
        if what == "break" and kind == BREAK and table is not None:
            moves = tda.break_table(
                room, table, rng, settings.balance_threshold, settings.break_order
            )
        elif what == "break":
            moves = tda.break_tables(
                room, tables, rng, settings.balance_threshold, settings.break_order
            )
        else:
            moves = balance
        return Proposal(kind, tuple(moves), code, tuple(tables), table)

    def _what(self, kind: str, table: int | None) -> tuple[str, list[int]]:
        """What a proposal of ``kind`` does now: "final", "break", "balance" or "" (nothing).

        With the final table or the tables that break.
        """
        if kind in (AUTO, FINAL):
            final = table if kind == FINAL and table is not None else self.final_table_due()
            if final is not None:
                return "final", [final]
            if kind == FINAL:
                return "", []
        if kind == BREAK and table is not None:
            return "break", [table]
        due = self.tables_to_break()
        if due:
            return "break", due
        return ("balance", []) if kind == AUTO else ("", [])

    def _final_proposal(
        self, kind: str, final: int, code: str, rng: random.Random, table: int | None
    ) -> Proposal:
        """The final-table redraw at ``final`` as a proposal (``table``: the one asked for)."""
        t = self.table(final)
        left = sum(x.count for x in self._room())
        if left > t.capacity:
            raise TournamentError(
                "err.final_table_too_many", count=left, table=final, seats=t.capacity
            )
        moves = tda.final_table_redraw(self._room(), final, rng)
        return Proposal(kind, tuple(moves), code, (final,), table)

    def propose_break(self, table: int | None = None) -> list[Move]:
        """The moves that break ``table`` (default: every table that can break now)."""
        return list(self.proposal(BREAK, table).moves)

    def propose_final_table(self, table: int | None = None) -> list[Move]:
        """The random redraw of everybody left at the final table."""
        return list(self.proposal(FINAL, table).moves)

    def verify_apply_proposal(self, proposal: Proposal) -> ev.Moved:
        """The record of making ``proposal``'s moves, drawn again from its code.

        Raises:
            TournamentError: The room changed since the proposal (propose again), or it has no
                moves.
        """
        again = self.proposal(proposal.kind, proposal.table, proposal.code)
        if again.moves != proposal.moves:
            raise SeatingError("seating.err.stale_draw", code=proposal.code)
        return self.verify_apply_moves(again.moves, draw=proposal.code)

    def apply_proposal(self, proposal: Proposal) -> ev.Moved:
        """Make exactly the moves of ``proposal`` (one confirmation, one record, one undo)."""
        return self._t.act(self.verify_apply_proposal, proposal)

    def propose_move(self, ref: EntryRef, table: int, seat: int) -> list[Move]:
        """A move the director asks for by hand, checked (a proposal to confirm)."""
        e = self._t.entrants.playing(ref)
        if e.id not in self.state.seat_of:
            raise TournamentError("err.not_seated", name=self.state.label(e))
        if self.state.is_fixed(e.id):
            raise TournamentError("err.fixed_player", name=self.state.label(e))
        self._free_seat(self.table(table), seat, e.id)
        return [tda.manual_move(self._room(), seat_id(e.id), table, seat)]

    def verify_apply_moves(
        self, moves: Sequence[Move], *, purpose: str | None = None, draw: str = ""
    ) -> ev.Moved:
        """The record of carrying out ``moves``; TournamentError if they no longer fit the room.

        ``purpose`` (balance, break, final, manual) is worked out from the moves' reasons when
        not given; ``draw`` is the code of the proposal they come from, kept in the record.
        """
        if not moves:
            raise TournamentError("err.no_moves")
        s = self.state
        for m in moves:
            e = entry_of(m.player)
            if e not in s.entries or not s.entries[e].playing:
                raise TournamentError("err.stale_move", name=m.player)
        try:
            after = tda.apply_moves(self._room(), moves)
        except SeatingError as exc:
            name = s.label(entry_of(moves[0].player))
            raise TournamentError("err.stale_move", name=name) from exc
        purpose = purpose or _purpose({m.reason for m in moves})
        removed: tuple[int, ...] = ()
        broken: int | None = None
        if purpose == "break":
            sources = {m.from_table for m in moves if m.reason is MoveReason.BREAK_TABLE}
            emptied = {t.number for t in after if not t.occupants}
            removed = tuple(sorted(n for n in sources if n in emptied and n is not None))
            broken = removed[0] if len(removed) == 1 else None
        elif purpose == "final":
            final = {m.to_table for m in moves}
            removed = tuple(
                sorted(t.number for t in after if not t.occupants and t.number not in final)
            )
        return ev.Moved(
            moves=tuple(st.move_data(m) for m in moves),
            purpose=purpose,
            removed=removed,
            table=broken,
            draw=draw,
        )

    def apply_moves(self, moves: Sequence[Move], *, purpose: str | None = None) -> ev.Moved:
        """Carry out moves the director confirmed (balance, break, final table, manual).

        A broken table is taken away once empty; after the final-table draw the other empty
        tables are too.
        """
        return self._t.act(self.verify_apply_moves, moves, purpose=purpose)

    def move(self, ref: EntryRef, table: int, seat: int) -> ev.Moved:
        """Move a player by hand to ``table``/``seat`` (proposal and confirmation in one)."""
        return self.apply_moves(self.propose_move(ref, table, seat), purpose="manual")

    # -- seat properties -------------------------------------------------------------------------------
    def verify_set_button(self, table: int, seat: int) -> ev.ButtonSet:
        """The record of putting the button at ``seat``.

        Raises:
            TournamentError: If there is no such seat.
        """
        self._seat_ok(self.table(table), seat)
        return ev.ButtonSet(table=table, seat=seat)

    def set_button(self, table: int, seat: int) -> ev.ButtonSet:
        """Put the dealer button at ``seat`` (the blinds follow it)."""
        return self._t.act(self.verify_set_button, table, seat)

    def verify_draw_buttons(self, tables: Sequence[int] | None = None) -> list[int]:
        """The tables the draw for the button would draw at, in order.

        Args:
            tables: The tables to draw at (each with two players or more and no button yet);
                None: every table in play whose button is not set.

        Raises:
            TournamentError: No table to draw at, or a table given that has its button or fewer
                than two players.
        """
        if tables is None:
            if not any(t.count >= 2 for t in self._room()):
                raise TournamentError("err.no_tables")
            due = [t.number for t in self._room() if t.count >= 2 and t.button is None]
            if not due:
                raise TournamentError("err.buttons_all_set")
            return due
        for number in tables:
            t = self.table(number)
            if t.button is not None:
                raise TournamentError("err.button_already_set", table=number, seat=t.button)
            if t.count < 2:
                raise TournamentError("err.button_few_players", table=number)
        if not tables:
            raise TournamentError("err.table_count", count=0)
        return sorted(set(tables))

    def draw_buttons(self, tables: Sequence[int] | None = None) -> ev.ButtonsDrawn:
        """Draw for the button at new tables (one record, one undo).

        Many rooms draw for the button when the seats are drawn: each player gets a card and the
        high card takes the button (:func:`director.seating.draw_button`). The tournament's
        random source draws, after the check, as the seat draw does.
        """

        def drawn() -> ev.ButtonsDrawn:
            buttons = []
            for number in self.verify_draw_buttons(tables):
                seat = tda.draw_button(self.table(number), self._t.rng)
                assert seat is not None  # the check asked for two players
                buttons.append((number, seat))
            return ev.ButtonsDrawn(buttons=tuple(buttons))

        return self._t.act(drawn)

    def verify_block_seat(self, table: int, seat: int, blocked: bool = True) -> ev.SeatBlocked:
        """The record of blocking (or opening) a seat.

        Raises:
            TournamentError: If it is taken or does not exist.
        """
        t = self.table(table)
        self._seat_ok(t, seat)
        holder = t.occupants.get(seat) or t.reserved.get(seat)
        if blocked and holder is not None:
            name = self.state.label(entry_of(holder))
            raise TournamentError("err.seat_taken", table=table, seat=seat, name=name)
        return ev.SeatBlocked(table=table, seat=seat, blocked=blocked)

    def block_seat(self, table: int, seat: int, blocked: bool = True) -> ev.SeatBlocked:
        """Block a seat (nobody is seated there) or open it again (``blocked=False``)."""
        return self._t.act(self.verify_block_seat, table, seat, blocked)

    def verify_reserve_seat(self, table: int, seat: int, ref: EntryRef | None) -> ev.SeatReserved:
        """The record of holding a seat for a player (None releases it).

        Raises:
            TournamentError: If the seat cannot be held for them.
        """
        t = self.table(table)
        self._seat_ok(t, seat)
        if ref is None:
            return ev.SeatReserved(table=table, seat=seat, entry=None)
        e = self._t.entrants.playing(ref)
        if e.id in self.state.seat_of:
            where = self.state.seat_of[e.id]
            raise TournamentError(
                "err.already_seated", name=self.state.label(e), table=where.table, seat=where.seat
            )
        self._free_seat(t, seat, e.id)
        for other in self.state.tables.values():
            if seat_id(e.id) in other.reserved.values():
                raise TournamentError(
                    "err.seat_taken", table=other.number, seat=seat, name=self.state.label(e)
                )
        return ev.SeatReserved(table=table, seat=seat, entry=e.id)

    def reserve_seat(self, table: int, seat: int, ref: EntryRef | None) -> ev.SeatReserved:
        """Hold a seat for a registered player not yet seated (the draw puts them there).

        ``None`` releases it.
        """
        return self._t.act(self.verify_reserve_seat, table, seat, ref)

    def verify_fix_player(self, ref: EntryRef, fixed: bool = True) -> ev.PlayerFixed:
        """The record of fixing (or freeing) a player's seat; TournamentError if not seated."""
        e = self._t.entrants.playing(ref)
        if e.id not in self.state.seat_of:
            raise TournamentError("err.not_seated", name=self.state.label(e))
        return ev.PlayerFixed(entry=e.id, fixed=fixed)

    def fix_player(self, ref: EntryRef, fixed: bool = True) -> ev.PlayerFixed:
        """Make a player's seat fixed (balancing never moves them, e.g. the playing director)."""
        return self._t.act(self.verify_fix_player, ref, fixed)

    # -- hand for hand ---------------------------------------------------------------------------------
    def bubble(self) -> Bubble:
        """How near the money the tournament is: whether hand-for-hand is due (see :class:`Bubble`)."""
        s = self.state
        in_play = sum(1 for t in s.tables.values() if t.occupants)
        return Bubble(s.players_left, len(self._t.money.payouts()), in_play)

    def verify_set_hand_for_hand(self, on: bool = True) -> ev.HandForHandSet:
        """The record of starting (or stopping) hand-for-hand.

        Starting it while the clock runs pauses the clock in the same record (TDA practice: the
        clock stops during hand-for-hand play); stopping it, or undoing the start, runs it again.

        Raises:
            TournamentError: If it cannot be switched so.
        """
        s = self.state
        if on:
            tables = tuple(sorted(t.number for t in s.tables.values() if t.occupants))
            if not tables:
                raise TournamentError("err.no_tables")
            running = self._t.clock.running
            return ev.HandForHandSet(on=True, tables=tables, paused_clock=running)
        if s.hand_for_hand is None:
            raise TournamentError("err.hand_for_hand_off")
        return ev.HandForHandSet(on=False)

    def set_hand_for_hand(self, on: bool = True) -> ev.HandForHandSet:
        """Start hand-for-hand play (at hand 1, at every table with players) or stop it.

        A running clock pauses with the start, and runs again with the stop (see
        :func:`clock_for_hand_for_hand`); a clock the director had paused stays paused.
        """
        return self._t.act(self.verify_set_hand_for_hand, on)

    def verify_table_done(self, table: int) -> ev.HandForHandDone:
        """The record of ``table`` finishing the hand-for-hand hand.

        Raises:
            TournamentError: If it cannot be marked done now.
        """
        hfh = self.state.hand_for_hand
        if hfh is None:
            raise TournamentError("err.hand_for_hand_off")
        hfh.verify_finish(table)
        return ev.HandForHandDone(table=table)

    def table_done(self, table: int) -> ev.HandForHandDone:
        """In hand-for-hand play: ``table`` has finished the current hand."""
        return self._t.act(self.verify_table_done, table)

    def still_playing(self) -> list[int]:
        """The tables still playing the hand-for-hand hand, in order.

        A table that broke during the hand plays it no more: it never reports the hand done.
        """
        s = self.state
        hfh = s.hand_for_hand
        if hfh is None:
            return []
        return sorted(n for n in hfh.waiting if n in s.tables and s.tables[n].occupants)

    def verify_next_hand(self, *, force: bool = False) -> ev.HandForHandNext:
        """The record of the next hand-for-hand hand.

        Raises:
            TournamentError: If some table is still playing the current one (unless ``force``).
        """
        hfh = self.state.hand_for_hand
        if hfh is None:
            raise TournamentError("err.hand_for_hand_off")
        playing = self.still_playing()
        if playing and not force:
            waiting = ", ".join(str(n) for n in playing)
            raise SeatingError("seating.err.h4h_in_play", hand=hfh.hand, tables=waiting)
        tables = tuple(sorted(t.number for t in self.state.tables.values() if t.occupants))
        return ev.HandForHandNext(tables=tables, hand=hfh.hand + 1)

    def next_hand(self, *, force: bool = False) -> ev.HandForHandNext:
        """In hand-for-hand play: every table has finished; deal the next hand."""
        return self._t.act(self.verify_next_hand, force=force)


def clock_for_hand_for_hand(before: TournamentState, after: TournamentState) -> bool | None:
    """What going from ``before`` to ``after`` does to the clock through hand-for-hand play.

    TDA practice: the clock is paused while the tables play hand for hand. Starting it while
    the clock ran paused the clock (:attr:`director.seating.HandForHand.paused_clock`); leaving
    that state (stopping it, or undoing the start) runs the clock again, and entering it again
    (redoing the start, undoing the stop) pauses it again. The tournament applies this to
    every record it commits, undo and redo included, in the same transaction.

    Returns:
        True: pause the clock; False: run it again; None: leave it as it is.
    """
    held_before = before.hand_for_hand is not None and before.hand_for_hand.paused_clock
    held_after = after.hand_for_hand is not None and after.hand_for_hand.paused_clock
    if held_after == held_before:
        return None
    return held_after


def _purpose(reasons: set[MoveReason]) -> str:
    """What a set of moves is for, from their reasons (the final table over a break)."""
    if MoveReason.FINAL_TABLE in reasons:
        return "final"
    if MoveReason.BREAK_TABLE in reasons:
        return "break"
    if reasons == {MoveReason.BALANCE}:
        return "balance"
    return "manual"


@dataclass(frozen=True, slots=True)
class Bubble:
    """How near the money the tournament is, for hand-for-hand play.

    Hand-for-hand play (TDA RP-8) is for the bubble: busts at different tables in the same hand
    must finish together when the next busts reach the money. The program takes the bubble to
    be when the players left exceed the places paid by no more than the tables in play (one
    bust at each table in a single hand could then reach the money); the window asks before
    starting hand-for-hand anywhere else.

    Attributes:
        players_left: Players still in.
        places_paid: The places the prizes pay (0 while the pool is empty).
        tables: Tables in play (with players).
    """

    players_left: int
    places_paid: int
    tables: int

    @property
    def away(self) -> int:
        """Busts still to come before the money (0 once in the money)."""
        return max(0, self.players_left - self.places_paid)

    @property
    def at_bubble(self) -> bool:
        """Whether hand-for-hand is due now (see the class)."""
        return self.places_paid > 0 and 1 <= self.away <= max(1, self.tables)


@dataclass(frozen=True, slots=True)
class SeatRow:
    """One seat taken: the seating sheet and a seat card.

    Attributes:
        table: The table.
        seat: The seat.
        entry: Who (entry id).
        name: The name shown.
        button: The dealer button is there.
        fixed: The seat never moves.
        chips: The counted stack, if any.
    """

    table: int
    seat: int
    entry: int
    name: str
    button: bool
    fixed: bool
    chips: int | None
