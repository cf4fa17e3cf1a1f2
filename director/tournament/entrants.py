"""The entrants: finding a player, registering, re-entries, edits, withdrawals, busts, counts.

Reached as :attr:`Tournament.entrants <director.tournament.tournament.Tournament.entrants>`.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TypedDict

from director import seating
from director.i18n import Msg, message, ordinal
from director.tournament import events as ev
from director.tournament.errors import TournamentError
from director.tournament.events.mystery import announce as mystery_lines
from director.tournament.events.mystery import with_draws
from director.tournament.knockouts import announce as knockout_lines
from director.tournament.model import (
    Bust,
    Entry,
    EntryStatus,
    Player,
    clean_text,
    name_key,
    search_key,
    seat_id,
)
from director.tournament.part import Part
from director.tournament.settings import MAX_TEXT

#: How a caller names an entry: the entry itself, its number, ``"#12"`` or a name.
EntryRef = int | str | Entry

#: Longest notes field accepted (names and nicknames: :data:`MAX_TEXT`).
MAX_NOTES = 2000


class PersonDetails(TypedDict):
    """A person's details as they are checked and stored."""

    name: str
    nickname: str
    email: str
    phone: str
    notes: str


class Entrants(Part):
    """Everyone who entered: who they are, their entries, their stacks.

    Reached as ``tournament.entrants``. Every action ``x`` has its ``verify_x`` (the check, which
    returns the record ``x`` would store) and ``x`` (verify, then commit).
    """

    # -- finding entries ------------------------------------------------------------------------------
    def find(self, ref: EntryRef, *, prefer_playing: bool = True) -> Entry:
        """The entry meant by ``ref``: an Entry, an entry number, ``"#12"`` or a name.

        A name is the person's name or ``Name (Nickname)``; of a person's entries the one
        playing is taken, else the latest. Raises TournamentError naming the problem.
        """
        s = self.state
        if isinstance(ref, Entry):
            ref = ref.id
        if isinstance(ref, bool):
            raise TournamentError("err.unknown_player", name=str(ref), hint=self._hint(str(ref)))
        if isinstance(ref, int):
            if ref not in s.entries:
                raise TournamentError("err.unknown_entry", entry=ref)
            return s.entries[ref]
        text = clean_text(str(ref))
        key = name_key(text)
        if not key:
            raise TournamentError("err.name_empty")
        people = self._people_named(key)
        if not people:
            return self._by_number(text)
        if len(people) > 1:
            # Never a silent choice between two people: say who they are and how to name each.
            raise TournamentError("err.ambiguous_player", name=text, choices=self._choices(people))
        return self._entry_of(people[0], prefer_playing)

    def _entry_of(self, person: Player, prefer_playing: bool = True) -> Entry:
        """The person's entry a name means: the one playing (if preferred), else the latest."""
        s = self.state
        entries = [s.entries[i] for i in s.entries_by_player.get(person.id, ())]
        if prefer_playing:
            for e in entries:
                if e.playing:
                    return e
        return entries[-1]

    def similar(self, name: str, limit: int = 3) -> list[Player]:
        """Registered people whose name looks like ``name``, though spelt differently.

        "Nicolo" for Nicolò, "Dangelo" for D'Angelo, "Nicola Rosi" for Nicola Rossi: probably
        the same person typed without accents or with a slip, so registering would make a
        duplicate. Only a hint: Nicolò and Nicolo may be two people (:func:`name_key` decides),
        and an identical name is refused by registration itself, so it is not listed.

        Args:
            name: The name as typed.
            limit: At most this many people.
        """
        loose = search_key(name).replace(" ", "")
        if not loose:
            return []
        exact = name_key(name)
        by_key: dict[str, list[Player]] = {}
        for p in self.state.players.values():
            if name_key(p.name) != exact:
                by_key.setdefault(search_key(p.name).replace(" ", ""), []).append(p)
        # get_close_matches screens with the quick ratios first: cheap with 1,000 entrants.
        keys = difflib.get_close_matches(loose, by_key, n=limit, cutoff=0.85)
        return [p for k in keys for p in by_key[k]][:limit]

    def _choices(self, people: Sequence[Player]) -> str:
        """``#3 Mario Rossi, #7 Mario Rossi (Rosso)``: each person with the number that names them."""
        return ", ".join(f"#{self._entry_of(p).id} {p.label}" for p in people)

    def _hint(self, text: str) -> Msg:
        """What to type instead of an unknown name: the names that look like it, else a number.

        The example is a real entrant of this tournament, never a made-up number.
        """
        s = self.state
        labels = {p.label: p for p in s.players.values()}
        close = difflib.get_close_matches(text, list(labels), n=3, cutoff=0.6)
        if not close:
            lowered = {name_key(label): label for label in labels}
            close = [lowered[k] for k in difflib.get_close_matches(name_key(text), lowered, n=3)]
        if close:
            return Msg(
                "err.unknown_player.close", choices=self._choices([labels[c] for c in close])
            )
        if not s.entries:
            return Msg("err.unknown_player.nobody")
        last = s.entries[max(s.entries)]
        return Msg("err.unknown_player.number", entry=last.id, name=s.label(last))

    def _by_number(self, text: str) -> Entry:
        """``#12`` or ``12`` (an entry number), or ``Mario Rossi #2`` (a person's 2nd entry)."""
        m = re.fullmatch(r"#?\s*(\d+)", text)
        if m:
            return self.find(int(m.group(1)))
        m = re.fullmatch(r"(.+?)\s*#\s*(\d+)", text)
        if m:
            person = self.find(m.group(1))
            for i in self.state.entries_by_player.get(person.player, ()):
                if self.state.entries[i].number == int(m.group(2)):
                    return self.state.entries[i]
        raise TournamentError("err.unknown_player", name=text, hint=self._hint(text))

    def _people_named(self, key: str) -> list[Player]:
        s = self.state
        exact = [s.players[i] for i in s.players_by_label.get(key, ())]
        if exact:
            return exact
        by_name = [s.players[i] for i in s.players_by_name.get(key, ())]
        if by_name:
            return by_name
        nick = [s.players[i] for i in s.players_by_nickname.get(key, ())]
        if nick:
            return nick
        # Typed without accents or apostrophes ("nicolo", "dangelo"): the looser search key
        # finds; name_key alone says who is already registered (Nicolò and Nicolo may be two
        # people), so the exact spellings above win and two loose matches are refused upstream.
        loose = search_key(key)
        if not loose:
            return []
        joined = loose.replace(" ", "")
        same = [
            p
            for p in s.players.values()
            if joined
            in {search_key(t).replace(" ", "") for t in (p.name, p.label, p.nickname) if t}
        ]
        if same:
            return same
        # Whole words of a name that only one person has are enough: "Anna" for Anna Bianchi,
        # "dangelo" for Francesca D'Angelo.
        return [p for p in s.players.values() if joined in _word_runs(p.label)]

    def label(self, ref: EntryRef) -> str:
        """The name shown for an entry."""
        return self.state.label(self.find(ref))

    def playing(self, ref: EntryRef) -> Entry:
        """The entry meant by ``ref``, refused unless it is still in the tournament."""
        e = self.find(ref)
        if not e.playing:
            raise TournamentError(
                "err.not_playing", name=self.state.label(e), entry=e.id, status=e.status.text()
            )
        return e

    def counted(self, ref: EntryRef | int, chips: object) -> int:
        """``chips`` as a stack of the entry ``ref``: a whole number, not negative."""
        if isinstance(chips, bool) or not isinstance(chips, int) or chips < 0:
            raise TournamentError("err.negative_chips", name=self.label(ref), chips=chips)
        return chips

    # -- people ---------------------------------------------------------------------------------------
    def _text(self, value: str | None, field: str, limit: int = MAX_TEXT) -> str:
        text = clean_text(value)
        if len(text) > limit:
            raise TournamentError("err.text_too_long", field=field, length=len(text), limit=limit)
        return text

    def _person(self, row: Mapping[str, str | None], exclude: int | None = None) -> PersonDetails:
        """A person's details checked: a name, unique (or told apart by a nickname)."""
        clean = clean_text(row.get("name"))
        if not clean:
            raise TournamentError("err.name_empty")
        if len(clean) > MAX_TEXT:
            raise TournamentError("err.name_too_long", length=len(clean), limit=MAX_TEXT)
        nick = self._text(row.get("nickname"), "nickname")
        same = [
            self.state.players[i]
            for i in self.state.players_by_name.get(name_key(clean), ())
            if i != exclude
        ]
        if same:
            if not nick:
                raise TournamentError("err.duplicate_name", name=clean)
            for p in same:
                if name_key(p.nickname) == name_key(nick):
                    raise TournamentError("err.duplicate_nickname", name=clean, nickname=nick)
        return {
            "name": clean,
            "nickname": nick,
            "email": self._text(row.get("email"), "email"),
            "phone": self._text(row.get("phone"), "phone"),
            "notes": self._text(row.get("notes"), "notes", MAX_NOTES),
        }

    def entrant_seat(self, entry: int) -> tuple[int, int] | None:
        """A random seat for a late entry, once the draw has been made; None otherwise.

        TDA: late entrants draw a seat among the tables with the fewest players.
        """
        s = self.state
        if not any(t.occupants for t in s.tables.values()):
            return None
        tables = list(s.tables.values())
        if not any(t.open_seats for t in tables) and not any(
            seat_id(entry) in t.reserved.values() for t in tables
        ):
            return None
        order = s.settings.break_order
        move = seating.seat_entrant(seat_id(entry), tables, self._t.rng, order)
        return (move.to_table, move.to_seat)

    def _check_registration(self, force: bool) -> None:
        self._t.not_finished()
        self._t.no_deal()
        if force:
            return
        why = self._t.registration_closed_because()
        if why is not None:
            raise TournamentError("err.registration_closed", why=why)

    # -- registering --------------------------------------------------------------------------------
    def verify_register(
        self,
        name: str,
        nickname: str | None = None,
        *,
        email: str | None = None,
        phone: str | None = None,
        notes: str | None = None,
        force: bool = False,
        club: int | None = None,
    ) -> ev.Registered:
        """The record of registering ``name`` (without a seat); TournamentError if not now.

        A person whose entries were all withdrawn registers again as themselves (same person,
        a first entry that counts), keeping the details not given again and their club id.
        """
        row = {"name": name, "nickname": nickname, "email": email, "phone": phone, "notes": notes}
        linked = club_id(club)
        back = self._withdrawn_person(name, nickname)
        if back is not None:
            # The name and nickname as first typed (they matched); new details replace old ones.
            given = {k: v for k, v in row.items() if v and k not in ("name", "nickname")}
            person = self._person({**back.to_dict(), **given}, exclude=back.id)
            linked = back.club if linked is None else linked
        else:
            person = self._person(row)
        self._club_free(linked, back.id if back is not None else None)
        self._check_registration(force)
        return ev.Registered(
            entry=self.state.next_entry_id,
            player=back.id if back is not None else self.state.next_player_id,
            forced=force and self._t.registration_closed_because() is not None,
            club=linked,
            **person,
        )

    def _club_free(self, club: int | None, exclude: int | None = None) -> None:
        """Refuse a club player already entered as another person of this tournament.

        One club player is one person: their results are one line in the club's history
        (a re-entry is the same player, TDA), so a second person with the same id is a mistake.
        Someone whose entries were all withdrawn never played and does not count.
        """
        if club is None:
            return
        s = self.state
        for p in s.players.values():
            if p.club != club or p.id == exclude:
                continue
            entries = s.entries_by_player.get(p.id, ())
            if any(s.entries[i].counts for i in entries):
                raise TournamentError("err.club_taken", name=p.label, club=club)

    def _withdrawn_person(self, name: str, nickname: str | None) -> Player | None:
        """The person ``name`` (and ``nickname``) means if all their entries were withdrawn."""
        s = self.state
        same = [s.players[i] for i in s.players_by_name.get(name_key(clean_text(name)), ())]
        nick = name_key(clean_text(nickname))
        if nick:
            same = [p for p in same if name_key(p.nickname) == nick]
        if len(same) != 1:
            return None
        entries = s.entries_by_player.get(same[0].id, ())
        return None if any(s.entries[i].counts for i in entries) else same[0]

    def register(
        self,
        name: str,
        nickname: str | None = None,
        *,
        email: str | None = None,
        phone: str | None = None,
        notes: str | None = None,
        seat: bool = True,
        force: bool = False,
        club: int | None = None,
    ) -> ev.Registered:
        """Register a new person (a first entry).

        Args:
            name: The name (Unicode; spaces squeezed; must not be empty).
            nickname: Needed when another entrant has the same name.
            email: Optional contact.
            phone: Optional contact.
            notes: Optional notes.
            seat: Give a random seat at once if the seat draw has been made (TDA: late entrants
                draw a seat among the tables with the fewest players).
            force: Register even though registration is closed (the director's decision).
            club: The club player's id (as ``director club players`` shows it) when the person
                is one of the club's players: their result follows the id into the club's
                history, even if renamed there.
        """

        def verified() -> ev.Registered:
            record = self.verify_register(
                name, nickname, email=email, phone=phone, notes=notes, force=force, club=club
            )
            return self._seated(record) if seat else record

        return self._t.act(verified)

    def _seated(self, record: ev.Registered) -> ev.Registered:
        """``record`` with a late entrant's seat drawn (once the seat draw has been made)."""
        return replace(record, seat=self.entrant_seat(record.entry))

    def verify_register_many(
        self, people: Sequence[Mapping[str, object]], *, force: bool = False
    ) -> ev.PlayersImported:
        """The record of registering everyone in ``people`` (one record: one undo takes it back).

        Each row has ``name`` and optionally ``nickname``, ``email``, ``phone``, ``notes`` and
        ``club`` (the club player's id).

        Raises:
            TournamentError: Naming the first person who cannot be registered, or
                ``err.import_nobody`` when ``people`` is empty.
        """
        self._check_registration(force)
        if not people:
            raise TournamentError("err.import_nobody")
        s = self.state
        names: dict[str, list[str]] = {}
        rows = []
        clubs: list[int | None] = []
        for row in people:
            person = self._person({k: _text_or_none(row.get(k)) for k in _PERSON_FIELDS})
            linked = club_id(row.get("club"))
            if linked is not None and linked in clubs:
                raise TournamentError("err.club_taken", name=person["name"], club=linked)
            self._club_free(linked)
            clubs.append(linked)
            name, nick = name_key(person["name"]), name_key(person["nickname"])
            nicks = names.setdefault(name, [])
            if nicks and not nick:  # the same rule as for one registration, within the file
                raise TournamentError("err.duplicate_name", name=person["name"])
            if nicks and nick in nicks:
                raise TournamentError(
                    "err.duplicate_nickname", name=person["name"], nickname=person["nickname"]
                )
            nicks.append(nick)
            rows.append(
                (
                    person["name"],
                    person["nickname"],
                    person["email"],
                    person["phone"],
                    person["notes"],
                )
            )
        return ev.PlayersImported(
            entry=s.next_entry_id,
            player=s.next_player_id,
            people=tuple(rows),
            forced=force and self._t.registration_closed_because() is not None,
            clubs=tuple(clubs) if any(c is not None for c in clubs) else (),
        )

    def register_many(
        self, people: Sequence[Mapping[str, object]], *, force: bool = False
    ) -> ev.PlayersImported:
        """Register many people at once (an import): all of them or, on any problem, none.

        The import is one record, so one undo takes it all back. Nobody is seated (make the
        seat draw afterwards).
        """
        return self._t.act(self.verify_register_many, people, force=force)

    def verify_reenter(self, ref: EntryRef, *, force: bool = False) -> ev.Registered:
        """The record of a new entry for a busted person (without a seat).

        A person whose entries were all withdrawn never played: entering again is registering
        again (:meth:`verify_register`), not a re-entry.

        Raises:
            TournamentError: If they cannot enter again now.
        """
        e = self.find(ref, prefer_playing=True)
        s = self.state
        player = s.players[e.player]
        if not any(s.entries[i].counts for i in s.entries_by_player.get(player.id, ())):
            return self.verify_register(player.name, player.nickname or None, force=force)
        if not s.settings.reentry and not force:
            raise TournamentError("err.no_reentry")
        for i in s.entries_by_player.get(player.id, ()):
            if s.entries[i].playing:
                raise TournamentError("err.already_playing", name=player.label, entry=i)
        counted = [i for i in s.entries_by_player.get(player.id, ()) if s.entries[i].counts]
        limit = s.settings.max_entries
        if limit and len(counted) >= limit and not force:
            raise TournamentError("err.max_entries", name=player.label, count=len(counted))
        self._check_registration(force)
        return ev.Registered(entry=s.next_entry_id, player=player.id, reentry=True, forced=force)

    def reenter(self, ref: EntryRef, *, seat: bool = True, force: bool = False) -> ev.Registered:
        """A new entry for a busted person, while registration is open (re-entry)."""

        def verified() -> ev.Registered:
            record = self.verify_reenter(ref, force=force)
            return self._seated(record) if seat else record

        return self._t.act(verified)

    # -- details and withdrawals --------------------------------------------------------------------------
    def verify_edit_player(
        self,
        ref: EntryRef,
        *,
        club: int | None = None,
        unlink_club: bool = False,
        **changes: str | None,
    ) -> ev.PlayerEdited:
        """The record of correcting a person's details (None leaves a field as it is).

        The person keeps their club player's id unless ``club`` gives another or
        ``unlink_club`` takes it away (they were linked to the wrong club player: the club then
        places their results by name, as it does for anyone registered without a link).

        Raises:
            TournamentError: If they cannot be changed so, or both ``club`` and ``unlink_club``
                are given.
        """
        e = self.find(ref)
        p = self.state.players[e.player]
        linked = club_id(club)
        if unlink_club and linked is not None:
            raise TournamentError("err.club_link_and_unlink", club=linked)
        linked = None if unlink_club else p.club if linked is None else linked
        self._club_free(linked, exclude=p.id)
        merged = {**p.to_dict(), **{k: v for k, v in changes.items() if v is not None}}
        row = {k: _text_or_none(merged.get(k)) for k in _PERSON_FIELDS}
        return ev.PlayerEdited(player=p.id, club=linked, **self._person(row, exclude=p.id))

    def edit_player(
        self,
        ref: EntryRef,
        *,
        name: str | None = None,
        nickname: str | None = None,
        email: str | None = None,
        phone: str | None = None,
        notes: str | None = None,
        club: int | None = None,
        unlink_club: bool = False,
    ) -> ev.PlayerEdited:
        """Correct a person's details (None leaves a field as it is).

        ``club`` links the person to another of the club's players (by id); ``unlink_club``
        takes their link away.
        """
        changes = {"name": name, "nickname": nickname, "email": email, "phone": phone}
        return self._t.act(
            self.verify_edit_player,
            ref,
            notes=notes,
            club=club,
            unlink_club=unlink_club,
            **changes,
        )

    def verify_withdraw(self, ref: EntryRef) -> ev.Withdrawn:
        """The record of cancelling an entry; TournamentError if it cannot be withdrawn."""
        e = self.find(ref)
        self._t.not_finished()
        if not e.playing:
            raise TournamentError(
                "err.not_playing", name=self.state.label(e), entry=e.id, status=e.status.text()
            )
        if e.rebuys or e.addons:
            raise TournamentError("err.withdraw_played", name=self.state.label(e))
        self._t.no_deal()
        return ev.Withdrawn(entry=e.id)

    def withdraw(self, ref: EntryRef) -> ev.Withdrawn:
        """Cancel an entry registered by mistake or refunded: it no longer counts anywhere."""
        return self._t.act(self.verify_withdraw, ref)

    # -- chip counts --------------------------------------------------------------------------------------
    def verify_set_chips(self, counts: Mapping[EntryRef, int]) -> ev.ChipsCounted:
        """The record of counted stacks; TournamentError if they cannot be recorded."""
        self._t.not_finished()
        if not counts:
            raise TournamentError("err.bust_nobody")
        out: dict[int, int] = {}
        for ref, chips in counts.items():
            e = self.playing(ref)
            if self.counted(e.id, chips) == 0:
                raise TournamentError("err.zero_not_busted", name=self.state.label(e))
            total = self.state.chips_in_play
            if chips > total:  # a miscount or a typo: no stack holds more than every chip
                name = self.state.label(e)
                raise TournamentError(
                    "money.err.chips_above_play", name=name, chips=chips, total=total
                )
            out[e.id] = chips
        return ev.ChipsCounted(counts=tuple(sorted(out.items())))

    def set_chips(self, counts: Mapping[EntryRef, int]) -> ev.ChipsCounted:
        """Record counted stacks (entry -> chips) as one action."""
        return self._t.act(self.verify_set_chips, counts)

    # -- busts ----------------------------------------------------------------------------------------
    def hand_key(self) -> str:
        """The group key of busts in the hand being played (hand-for-hand play), else empty."""
        hfh = self.state.hand_for_hand
        return f"{ev.HAND_FOR_HAND}{hfh.hand}" if hfh is not None else ""

    def checked_busts(
        self,
        specs: Sequence[BustSpec],
        stacks: Mapping[EntryRef, int] | None,
        hand: str,
        *,
        at_table: int | None = None,
    ) -> tuple[Bust, ...]:
        """Checked busts for one hand; stacks from ``stacks``, the specs or the chip counts.

        Several busts in one hand (or in the same hand-for-hand hand) need their stacks at the
        start of the hand, which place them (TDA: simultaneous eliminations).
        """
        if not specs:
            raise TournamentError("err.bust_nobody")
        s = self.state
        given = {self.find(k).id: v for k, v in (stacks or {}).items()}
        out: list[Bust] = []
        seen: set[int] = set()
        for spec in specs:
            e = self.playing(spec.entry)
            if e.id in seen:
                raise TournamentError("err.bust_twice", name=s.label(e))
            seen.add(e.id)
            takers = self._eliminators(e, spec)
            stack = spec.stack if spec.stack is not None else given.get(e.id, e.chips)
            stack = None if stack is None else self.counted(e.id, stack)
            out.append(Bust(e.id, takers[0] if takers else None, stack, takers[1:]))
        for b in out:
            for taker in b.eliminators:
                if taker in seen or not s.entries[taker].playing:
                    raise TournamentError("err.eliminator_busted", name=s.label(taker))
        if s.players_left - len(out) < 1:
            raise TournamentError("err.bust_all")
        # TDA (players busting in the same hand): only several busts in one hand are placed by
        # their stacks; a lone bust, in hand-for-hand play too, needs none.
        joins = bool(hand) and bool(s.eliminations) and s.eliminations[-1].hand == hand
        if (len(out) > 1 or joins) and any(b.stack is None for b in out):
            raise TournamentError("err.need_stacks")
        if joins and any(b.stack is None for b in s.eliminations[-1].busts):
            earlier = next(b for b in s.eliminations[-1].busts if b.stack is None)
            raise TournamentError("err.need_stacks_earlier", name=s.label(earlier.entry))
        self._check_hand_for_hand(out, hand, at_table)
        return tuple(out)

    def _eliminators(self, e: Entry, spec: BustSpec) -> tuple[int, ...]:
        """The entries that knocked ``e`` out: ``spec.by``, then a split pot's others."""
        if spec.by is None:
            if spec.also:
                raise TournamentError("err.split_without_by", name=self.state.label(e))
            return ()
        out: list[int] = []
        for ref in (spec.by, *spec.also):
            taker = self.find(ref)
            if taker.id == e.id:
                raise TournamentError("err.bust_self", name=self.state.label(e))
            if taker.id in out:
                raise TournamentError("err.eliminator_twice", name=self.state.label(taker))
            out.append(taker.id)
        return tuple(out)

    def _check_hand_for_hand(self, busts: list[Bust], hand: str, at_table: int | None) -> None:
        """In hand-for-hand play, each table's busts must belong to the hand it is playing."""
        hfh = self.state.hand_for_hand
        if hfh is None or not hand.startswith(ev.HAND_FOR_HAND):
            return
        by_table: dict[int, list[str]] = {}
        for b in busts:
            ref = self.state.seat_of.get(b.entry)
            number = ref.table if ref is not None else at_table
            if number is not None and number in hfh.tables:
                by_table.setdefault(number, []).append(seat_id(b.entry))
        for number, pids in by_table.items():
            hfh.verify_bust(number, pids)

    @staticmethod
    def _specs(
        entries: EntryRef | BustSpec | Sequence[EntryRef | BustSpec],
        by: EntryRef | None,
        stack: int | None,
        also: Sequence[EntryRef] = (),
    ) -> list[BustSpec]:
        if isinstance(entries, BustSpec):
            return [entries]
        if isinstance(entries, int | str | Entry):
            return [BustSpec(entries, by, stack, tuple(also))]
        return [
            x if isinstance(x, BustSpec) else BustSpec(x, by, None, tuple(also)) for x in entries
        ]

    def verify_bust(
        self,
        entries: EntryRef | BustSpec | Sequence[EntryRef | BustSpec],
        *,
        by: EntryRef | None = None,
        stack: int | None = None,
        stacks: Mapping[EntryRef, int] | None = None,
        also: Sequence[EntryRef] = (),
    ) -> ev.Busted:
        """The record of these players' busts; TournamentError if they cannot be busted."""
        self._t.not_finished()
        hand = self.hand_key()
        busts = self.checked_busts(self._specs(entries, by, stack, also), stacks, hand)
        record = ev.Busted(busts=busts, hand=hand, finished=self._t.finishes(len(busts)))
        # From the mystery level on, the bust opens the next committed envelopes.
        return with_draws(self.state, record, self._t.level_number())

    def bust(
        self,
        entries: EntryRef | BustSpec | Sequence[EntryRef | BustSpec],
        *,
        by: EntryRef | None = None,
        stack: int | None = None,
        stacks: Mapping[EntryRef, int] | None = None,
        also: Sequence[EntryRef] = (),
    ) -> ev.Busted:
        """Players out of the tournament in one hand.

        One player: ``bust("Mario Rossi", by="Anna")``. Several in the same hand:
        ``bust(["A", "B"], stacks={"A": 3000, "B": 2000})`` or a list of :class:`BustSpec`. They
        are placed by their stacks at the start of the hand (given, or the counted stacks), the
        bigger stack higher; equal stacks tie and share the prizes (TDA). In hand-for-hand play
        busts in the same hand at different tables join one group.

        When one player is left and registration is closed, the tournament finishes and the
        clock is paused, in the same transaction.

        A split pot that knocks a player out names ``by`` and the pot's other winners in
        ``also``: they share a progressive bounty (:mod:`director.tournament.knockouts`).
        """
        return self._t.act(self.verify_bust, entries, by=by, stack=stack, stacks=stacks, also=also)

    def verify_revive(self, ref: EntryRef, reason: str, *, chips: int | None = None) -> ev.Revived:
        """The record of taking a bust back (without a seat); TournamentError if it cannot."""
        e = self.find(ref, prefer_playing=False)
        s = self.state
        if s.finished:
            raise TournamentError("err.revive_finished")
        if e.status is not EntryStatus.BUSTED:
            raise TournamentError("err.not_busted", name=s.label(e), entry=e.id)
        self._t.no_deal()
        for i in s.entries_by_player.get(e.player, ()):
            if s.entries[i].playing:
                raise TournamentError("err.already_playing", name=s.label(i), entry=i)
        why = clean_text(reason)
        if not why:
            raise TournamentError("err.reason_empty", name=s.label(e))
        if chips is not None and chips < 0:
            raise TournamentError("err.negative_chips", name=s.label(e), chips=chips)
        if chips is not None and chips > s.chips_in_play:  # a count like any other
            raise TournamentError(
                "money.err.chips_above_play", name=s.label(e), chips=chips, total=s.chips_in_play
            )
        return ev.Revived(entry=e.id, reason=why[:MAX_NOTES], chips=chips)

    def revive(
        self, ref: EntryRef, reason: str, *, chips: int | None = None, seat: bool = True
    ) -> ev.Revived:
        """Bring back a player busted by mistake, keeping a record of the correction.

        Use it when the mistake is found later (undo takes back the last action only). The entry
        plays again (with ``chips`` if counted), gets a random seat if ``seat``, loses its place;
        whoever was credited with the elimination loses the bounty.
        """

        def verified() -> ev.Revived:
            record = self.verify_revive(ref, reason, chips=chips)
            return replace(record, seat=self.entrant_seat(record.entry)) if seat else record

        return self._t.act(verified)

    def announce(self, record: ev.Event, lang: str = "en") -> list[str]:
        """What to tell the room about ``record``: the places of its busts, the winner.

        For the projector's announcement line: ``["Mario Rossi busted in 10th place by Anna
        Bianchi"]`` / ``["Mario Rossi fuori al 10° posto per mano di Anna Bianchi"]``. Empty for
        records with nothing to announce (or whose busts were undone since).
        """
        s = self.state
        busts: tuple[Bust, ...] = getattr(record, "busts", ())
        lines = []
        for b in busts:
            place = s.places.get(b.entry)
            if place is None or s.entries[b.entry].status is not EntryStatus.BUSTED:
                continue
            where = ordinal(place.best, lang)
            if b.by is not None:
                text = message(
                    "result.busted_by", lang, name=s.label(b.entry), place=where, by=s.label(b.by)
                )
            else:
                text = message("result.busted", lang, name=s.label(b.entry), place=where)
            lines.append(text)
        lines += knockout_lines(s, busts, lang)
        lines += mystery_lines(s, record, lang)
        if getattr(record, "finished", False) and s.finished and len(s.playing) > 1:
            # A satellite's bubble: every player left wins a seat at once.
            lines.append(message("satellite.bubble", lang, count=len(s.playing)))
        elif getattr(record, "finished", False) and s.finished and s.playing:
            lines.append(message("result.winner", lang, name=s.label(s.playing[0])))
        return lines


_PERSON_FIELDS = ("name", "nickname", "email", "phone", "notes")


def _text_or_none(value: object) -> str | None:
    return None if value is None else str(value)


def club_id(value: object) -> int | None:
    """A club player's id as given (a whole number from 1, or its digits); None if not given.

    Raises:
        TournamentError: Anything else (a negative number, a fraction, a word), in one line.
    """
    if value is None or value == "":
        return None
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        value = int(value.strip())
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise TournamentError("err.club_id", club=value)
    return value


@dataclass(frozen=True, slots=True)
class BustSpec:
    """One player out in a hand, as the caller names them.

    Attributes:
        entry: The entry busted (id, ``#id`` or name).
        by: Who eliminated them (gets the bounty), if known.
        stack: Their stack at the start of the hand (places simultaneous busts).
        also: The other eliminators when a split pot knocked them out (with ``by``).
    """

    entry: EntryRef
    by: EntryRef | None = None
    stack: int | None = None
    also: tuple[EntryRef, ...] = ()


def _word_runs(text: str) -> set[str]:
    """Every run of whole words of ``text``, by :func:`search_key`, spaces dropped."""
    words = search_key(text).split()
    return {"".join(words[i:j]) for i in range(len(words)) for j in range(i + 1, len(words) + 1)}
