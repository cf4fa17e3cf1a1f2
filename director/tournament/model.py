"""The tournament's state: people, entries, eliminations, tables, as immutable values.

:class:`TournamentState` is what the event log folds into. Every action produces a new state
(copy on write: only the mappings an action touches are copied, so a step costs microseconds
with 1,000 entrants), and a state never changes once made: the GUI's table models, the reports
and a background thread can read one safely while the director goes on.

The exception is a replay of the log (opening a file, rebuilding for undo): its states in between
are thrown away, so they are *transient* (:meth:`TournamentState.transient`) and change their
mappings in place, and only the states the replay keeps or hands out are sealed
(:meth:`TournamentState.seal`); copying at every record made a replay grow with the square of the
log. Nobody outside a replay ever sees a transient state.

What is derived (finishing places, who sits where, totals) is computed from the stored facts on
first use and cached in the state.

Finishing places are per person and follow the eliminations, most recent first: with ``U``
people entered and ``k`` players left, the people out hold places ``k+1 .. U`` exactly. A person
who re-entered finishes once, in the place of their last entry; their earlier entries have no
place (TDA and WSOP practice: a re-entry is the same player). Players busted in the same hand are
placed by their stack at the start of that hand, the bigger stack higher; equal stacks tie and
share the places (TDA rules, simultaneous bust-outs). A late entry after some busts therefore
moves every busted person one place down, which is right: they finished behind it.
"""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeVar

from director.i18n import Msg
from director.seating import HandForHand, Table
from director.structures import Level, Structure
from director.tournament.pricing import Collected, Paid, collected_by
from director.tournament.settings import Settings

if TYPE_CHECKING:
    from director.tournament.mystery import MysteryDeck

K = TypeVar("K")
V = TypeVar("V")


class EntryStatus(StrEnum):
    """Where an entry stands."""

    PLAYING = "playing"
    BUSTED = "busted"
    WITHDRAWN = "withdrawn"

    def text(self, lang: str = "en") -> str:
        """The status in ``lang``."""
        return Msg(f"status.{self.value}").text(lang)


def clean_text(text: str | None) -> str:
    """Unicode NFC, control characters dropped, runs of spaces squeezed."""
    if not text:
        return ""
    text = unicodedata.normalize("NFC", str(text))
    if not text.isprintable():  # control characters, tabs, line breaks become spaces
        text = "".join(" " if unicodedata.category(c)[0] in "CZ" else c for c in text)
    return " ".join(text.split())


def name_key(text: str) -> str:
    """What two names are compared by: case, accents' composition and spacing ignored.

    Accents themselves count (Nicolò and Nicolo are different people), apostrophes are made
    uniform (D'Angelo, D’Angelo). This is the identity key (who is already registered); what
    a search matches is the looser :func:`search_key`.
    """
    return clean_text(text).replace("’", "'").replace("`", "'").casefold()


def search_key(text: str) -> str:
    """What a typed search is compared by: accents, apostrophes and punctuation ignored.

    A looser key than :func:`name_key` on purpose: a director types "nicolo" or "dangelo" on a
    keyboard without accents, and should find Nicolò and D'Angelo. It only finds; whether a name
    is already registered stays decided by :func:`name_key` (Nicolò and Nicolo may be two
    people), and a search matching two people is refused as ambiguous, never guessed.
    Words stay apart by one space; apostrophes and other punctuation join ("D'Angelo" is
    "dangelo", "Anna-Maria" is "annamaria").
    """
    decomposed = unicodedata.normalize("NFKD", clean_text(text).casefold())
    kept = "".join(
        c
        for c in decomposed
        if not unicodedata.combining(c) and (c.isalnum() or c.isspace() or c == "#")
    )
    return " ".join(kept.split())


@dataclass(frozen=True, slots=True)
class Player:
    """A person who entered. One person may have several entries (re-entries).

    Attributes:
        id: The person's number (1, 2, ... in order of first registration).
        name: The name as typed (Unicode; accents and apostrophes kept).
        nickname: Tells apart two people with the same name.
        email, phone, notes: Optional details.
        club: The club player's id in the club file when registered from the club's list
            (results then follow the person, not the name, into the club's history).
    """

    id: int
    name: str
    nickname: str = ""
    email: str = ""
    phone: str = ""
    notes: str = ""
    club: int | None = None

    @property
    def label(self) -> str:
        """The name with the nickname when there is one: ``Mario Rossi (Rosso)``."""
        return f"{self.name} ({self.nickname})" if self.nickname else self.name

    def to_dict(self) -> dict[str, Any]:
        """Plain data."""
        return {
            "id": self.id,
            "name": self.name,
            "nickname": self.nickname,
            "email": self.email,
            "phone": self.phone,
            "notes": self.notes,
            "club": self.club,
        }


@dataclass(frozen=True, slots=True)
class Correction:
    """A bust that was taken back later (the player was not out), kept as a record.

    Attributes:
        at: When the correction was made.
        reason: What the director wrote.
        busted_at: When the mistaken bust had been recorded.
        busted_by: Who had been credited with the elimination.
        place: The place the entry had been given.
    """

    at: float
    reason: str
    busted_at: float | None
    busted_by: int | None
    place: int | None

    def to_dict(self) -> dict[str, Any]:
        """Plain data."""
        return {
            "at": self.at,
            "reason": self.reason,
            "busted_at": self.busted_at,
            "busted_by": self.busted_by,
            "place": self.place,
        }


@dataclass(frozen=True, slots=True)
class Entry:
    """One buy-in into the tournament (a re-entry is a new entry of the same person).

    Attributes:
        id: The entry number, 1, 2, ... in order of registration.
        player: The person's id.
        number: 1 for the person's first entry, 2 for the first re-entry, ...
        status: Playing, busted or withdrawn.
        chips: The last counted stack (None: never counted).
        rebuys: Rebuys taken (a double rebuy counts two).
        addons: Add-ons taken.
        busted_by: The entry credited with the elimination (and the bounty).
        busted_at: When it was busted.
        registered_at: When it was registered.
        corrections: Busts of this entry that were taken back.
        paid: Its buy-in, then each rebuy and add-on, at the price and chips they were taken
            at (:mod:`director.tournament.pricing`).
    """

    id: int
    player: int
    number: int = 1
    status: EntryStatus = EntryStatus.PLAYING
    chips: int | None = None
    rebuys: int = 0
    addons: int = 0
    busted_by: int | None = None
    busted_at: float | None = None
    registered_at: float = 0.0
    corrections: tuple[Correction, ...] = ()
    paid: tuple[Paid, ...] = ()

    @property
    def playing(self) -> bool:
        """True while the entry is in the tournament."""
        return self.status is EntryStatus.PLAYING

    @property
    def counts(self) -> bool:
        """True unless withdrawn (a withdrawn entry is refunded and not counted)."""
        return self.status is not EntryStatus.WITHDRAWN

    def to_dict(self) -> dict[str, Any]:
        """Plain data."""
        return {
            "id": self.id,
            "player": self.player,
            "number": self.number,
            "status": self.status.value,
            "chips": self.chips,
            "rebuys": self.rebuys,
            "addons": self.addons,
            "busted_by": self.busted_by,
            "busted_at": self.busted_at,
            "registered_at": self.registered_at,
            "corrections": [c.to_dict() for c in self.corrections],
            "paid": [p.to_list() for p in self.paid],
        }


@dataclass(frozen=True, slots=True)
class Bust:
    """One entry out in a hand.

    Attributes:
        entry: The entry busted.
        by: The entry that eliminated it (gets the bounty), if known.
        stack: Its stack at the start of the hand (orders simultaneous busts).
        also: The other eliminators when a split pot knocked it out; they share a progressive
            bounty with ``by`` (:mod:`director.tournament.knockouts`). A fixed bounty still goes
            to ``by`` alone.
    """

    entry: int
    by: int | None = None
    stack: int | None = None
    also: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        # The log's JSON gives a list back.
        object.__setattr__(self, "also", tuple(self.also))

    def to_list(self) -> list[Any]:
        """``[entry, by, stack]`` for the log, ``[..., [also...]]`` only after a split pot.

        A bust with one eliminator is written exactly as before split pots were recorded.
        """
        out: list[Any] = [self.entry, self.by, self.stack]
        return [*out, list(self.also)] if self.also else out

    @property
    def eliminators(self) -> tuple[int, ...]:
        """Everyone who knocked it out: ``by`` first, then the split pot's others."""
        return (self.by, *self.also) if self.by is not None else ()


@dataclass(frozen=True, slots=True)
class Elimination:
    """The entries busted in one hand.

    Attributes:
        hand: What identifies the hand: busts recorded with the same key (the same
            hand-for-hand hand) join one group.
        busts: The entries out, with their stacks at the start of the hand.
        at: When the group was first recorded.
    """

    hand: str
    busts: tuple[Bust, ...]
    at: float

    def to_dict(self) -> dict[str, Any]:
        """Plain data."""
        return {"hand": self.hand, "busts": [b.to_list() for b in self.busts], "at": self.at}


@dataclass(frozen=True, slots=True)
class Place:
    """A finishing place; a tie spans ``best`` to ``worst`` and shares those prizes."""

    best: int
    worst: int

    @property
    def tied(self) -> bool:
        """True when shared with others."""
        return self.worst > self.best

    def __str__(self) -> str:
        return f"{self.best}" if not self.tied else f"{self.best}-{self.worst}"


@dataclass(frozen=True, slots=True)
class Deal:
    """A recorded deal among the players left.

    Attributes:
        amounts: (entry, cents) each player takes.
        play_for_cents: Left to play for; the eventual winner gets it on top.
        method: How it was worked out ("icm", "chip-chop", "custom").
        at: When it was recorded.
        details: The calculator's record (:meth:`director.icm.Deal.to_dict`): stacks, prizes
            split, unrounded shares.
    """

    amounts: tuple[tuple[int, int], ...]
    play_for_cents: int
    method: str
    at: float
    details: Mapping[str, Any] = field(default_factory=dict)

    def amount_for(self, entry: int) -> int | None:
        """What ``entry`` takes from the deal (None if not in it)."""
        for e, cents in self.amounts:
            if e == entry:
                return cents
        return None

    def to_dict(self) -> dict[str, Any]:
        """Plain data."""
        return {
            "amounts": [list(a) for a in self.amounts],
            "play_for_cents": self.play_for_cents,
            "method": self.method,
            "at": self.at,
            "details": dict(self.details),
        }


#: How a day 2 names the elimination groups carried from its flights ("flights:3").
FLIGHT_HAND = "flights:"


@dataclass(frozen=True, slots=True)
class CarriedBounties:
    """A progressive knockout's bounties as its flights left them, carried to day 2 (cents).

    Attributes:
        heads: (day-2 entry, bounty on its head) for each survivor.
        won: (day-2 entry, bounty cash won in its flight) for each entry that won some.
        unclaimed_cents: Bounties the flights left unclaimed, and those on stacks given up.
    """

    heads: tuple[tuple[int, int], ...] = ()
    won: tuple[tuple[int, int], ...] = ()
    unclaimed_cents: int = 0


@dataclass(frozen=True, slots=True)
class SeatRef:
    """Where an entry sits."""

    table: int
    seat: int


def seat_id(entry: int) -> str:
    """The id an entry has in :mod:`director.seating` (which knows players by text ids)."""
    return str(entry)


def entry_of(seat_player: str) -> int:
    """The entry id behind a seating player id."""
    return int(seat_player)


#: What a transient state owns: by name, what it shows and the dict (or list) behind it.
_Owned = dict[str, tuple[object, Any]]

#: Items copied by :meth:`TournamentState.editable` since the program started (a tally: how the
#: work of a replay grows with the log, which the tests and the benchmark look at).
_copied = [0]


def items_copied() -> int:
    """How many mapping items the states have copied to make their successors, so far."""
    return _copied[0]


def _frozen(d: dict[K, V]) -> Mapping[K, V]:
    return MappingProxyType(d)


@dataclass(frozen=True, eq=False)
class TournamentState:
    """Everything known about the tournament at one point of its history.

    The mappings are read-only views; an action makes a new state with new mappings for what it
    changed. Derived values are cached on first use.

    Attributes:
        settings: How the tournament is set up.
        structure: The blind structure.
        players: People by id.
        entries: Entries by id (in registration order).
        tables: Tables by number (:class:`director.seating.Table`).
        eliminations: Busts, one group per hand, oldest first.
        hand_for_hand: Hand-for-hand play (:class:`director.seating.HandForHand`: the hand
            being played, the tables that have finished it), None when off.
        registration_closed: Closed by the director (late registration also ends by level).
        finished: Whether the tournament is over (one player left, registration closed).
        deal: The recorded deal, if any.
        created_at: When the tournament was created.
        mystery: The mystery bounties' envelopes as committed and those opened
            (:mod:`director.tournament.mystery`), None without them.
        bounties_carried: A day 2's progressive bounties as its flights left them, None
            otherwise (:func:`director.tournament.knockouts.knockouts` starts from them).
    """

    settings: Settings
    structure: Structure
    players: Mapping[int, Player] = field(default_factory=lambda: _frozen({}))
    entries: Mapping[int, Entry] = field(default_factory=lambda: _frozen({}))
    tables: Mapping[int, Table] = field(default_factory=lambda: _frozen({}))
    eliminations: tuple[Elimination, ...] = ()
    hand_for_hand: HandForHand | None = None
    registration_closed: bool = False
    finished: bool = False
    deal: Deal | None = None
    created_at: float = 0.0
    mystery: MysteryDeck | None = None
    bounties_carried: CarriedBounties | None = None

    # -- changing (used by the events; returns a new state) ---------------------------------------
    def but(
        self,
        *,
        seat_of: Mapping[int, SeatRef] | None = None,
        indexes: Mapping[str, Mapping[Any, Any]] | None = None,
        **changes: Any,
    ) -> TournamentState:
        """A new state with ``changes``; plain dicts are wrapped read-only and handed over.

        Derived indexes that the changes cannot affect are carried over, so a step stays cheap
        with 1,000 entrants; ``seat_of`` passes the seat index when the caller updated it, and
        ``indexes`` the name indexes (see :meth:`with_new_entry`). A dict passed is the new
        state's own from then on: the caller made it (a copy, or :meth:`editable`) and keeps
        no other use of it. From a transient state (:meth:`transient`) the new state is
        transient too and owns those dicts; this one is spent.
        """
        own: _Owned | None = self.__dict__.get("_own")
        handed: dict[str, Any] = {}

        def wrap(name: str, value: Any) -> Any:
            if isinstance(value, list):  # the eliminations (see :meth:`editable_eliminations`)
                if own is None:
                    return tuple(value)
                handed[name] = value
                return value
            if not isinstance(value, dict):
                return value
            handed[name] = value
            return _frozen(value)

        kw = {name: getattr(self, name) for name in _FIELDS}
        for k, v in changes.items():
            kw[k] = wrap(k, v)
        new = TournamentState(**kw)
        cache, carried = self.__dict__, new.__dict__
        if seat_of is not None:
            carried["seat_of"] = wrap("seat_of", seat_of)
        elif "tables" not in changes and "seat_of" in cache:
            carried["seat_of"] = cache["seat_of"]
        if "players" not in changes:
            for name in _NAME_INDEXES:
                if name in cache:
                    carried[name] = cache[name]
        # The entries as they were when this state was made: a transient state's own mapping
        # may have grown in place since (entries are only ever added, never change person).
        carried["_entries"] = len(new.entries)
        if "entries_by_player" in cache and len(new.entries) == cache.get(
            "_entries", len(self.entries)
        ):
            carried["entries_by_player"] = cache["entries_by_player"]
        for name, index in (indexes or {}).items():
            carried[name] = wrap(name, index)
        if own is not None:
            cache["_own"] = {}  # spent: what it owned belongs to its successor now
            kept = {n: pair for n, pair in own.items() if carried.get(n) is pair[0]}
            kept.update((n, (carried[n], d)) for n, d in handed.items())
            carried["_own"] = kept
        return new

    def transient(self) -> TournamentState:
        """This state as the start of a replay whose intermediate states are thrown away.

        A replay of the log (opening a file, rebuilding for undo) folds thousands of records,
        each changing one entry of mappings with every entrant. Copying the mappings at each
        record made a whole replay grow with the square of the log; the replay only keeps its
        last state and a few checkpoints, so the states in between may share their mappings and
        have them changed in place. The state returned is equal to this one and shares its
        mappings but owns none of them: the first change of each mapping copies it (this state
        stays as it is), the successors made by :meth:`but` own their copies and
        :meth:`editable` hands them out to be changed in place, once per record. Every state
        kept or handed out of the replay is sealed first (:meth:`seal`).
        """
        new = self.but()
        new.__dict__["_own"] = {}
        return new

    def seal(self) -> TournamentState:
        """This state, no longer transient: whoever changes it from now on copies; returns it.

        A state kept after a replay (the last one, a checkpoint) is sealed before the replay
        goes on from it (through :meth:`transient`, which copies before changing). Its
        eliminations, a list while transient, become a tuple again.
        """
        self.__dict__.pop("_own", None)
        groups: object = self.eliminations
        if isinstance(groups, list):  # only ever a list while transient
            object.__setattr__(self, "eliminations", tuple(groups))
        return self

    @property
    def is_transient(self) -> bool:
        """True while part of a replay (see :meth:`transient`); never for a state handed out."""
        return "_own" in self.__dict__

    def editable(self, name: str) -> dict[Any, Any]:
        """The mapping ``name`` (a field or a derived index) to change for the next state.

        A copy, unless this state is transient and owns it: then the mapping itself, changed in
        place, and this state must only be used to make its successor (reading ``name`` on it
        afterwards sees the change).
        """
        own: _Owned | None = self.__dict__.get("_own")
        if own is not None and name in own:
            owned: dict[Any, Any] = own[name][1]
            return owned
        mapping = getattr(self, name)
        _copied[0] += len(mapping)
        return dict(mapping)

    def editable_eliminations(self) -> list[Elimination]:
        """The eliminations, to add a group to (or join the last one) for the next state.

        As :meth:`editable`: a copy, or the list itself when this state is transient and owns it
        (a transient state's eliminations are that list, not a tuple, until it is sealed:
        adding a group to a tuple at each bust copied every group before it).
        """
        own: _Owned | None = self.__dict__.get("_own")
        if own is not None and "eliminations" in own:
            owned: list[Elimination] = own["eliminations"][1]
            return owned
        _copied[0] += len(self.eliminations)
        return list(self.eliminations)

    def indexes_with(
        self, entry: Entry, player: Player | None
    ) -> dict[str, dict[Any, tuple[int, ...]]]:
        """The name and entry indexes once ``entry`` (and a new ``player``) are added.

        Only the indexes this state has made are carried over (copying one costs as much as the
        entrants); the others are made when first asked, so replaying a log of registrations
        does not copy every index at every step.
        """
        made = self.__dict__
        out: dict[str, dict[Any, tuple[int, ...]]] = {}
        if "entries_by_player" in made:
            by_player = self.editable("entries_by_player")
            by_player[entry.player] = (*by_player.get(entry.player, ()), entry.id)
            out["entries_by_player"] = by_player
        if player is not None and any(name in made for name in _NAME_INDEXES):
            for name, key in _keys(player).items():
                if name not in made:
                    continue
                index = self.editable(name)
                if key:
                    index[key] = (*index.get(key, ()), player.id)
                out[name] = index
        return out

    def with_entry(self, entry: Entry, **changes: Any) -> TournamentState:
        """A new state with ``entry`` replaced (or added)."""
        entries = self.editable("entries")
        entries[entry.id] = entry
        return self.but(entries=entries, **changes)

    # -- people and entries --------------------------------------------------------------------------
    @property
    def next_entry_id(self) -> int:
        """The number the next entry gets."""
        return len(self.entries) + 1

    @property
    def next_player_id(self) -> int:
        """The number the next person gets."""
        return len(self.players) + 1

    def player_of(self, entry: int | Entry) -> Player:
        """The person behind an entry."""
        e = entry if isinstance(entry, Entry) else self.entries[entry]
        return self.players[e.player]

    def label(self, entry: int | Entry) -> str:
        """The entry's name as shown: the person's label, with ``#2`` for a re-entry."""
        e = entry if isinstance(entry, Entry) else self.entries[entry]
        label = self.players[e.player].label
        return f"{label} #{e.number}" if e.number > 1 else label

    @cached_property
    def entries_by_player(self) -> Mapping[int, tuple[int, ...]]:
        """Entry ids of each person, oldest first."""
        out: dict[int, list[int]] = {}
        for e in self.entries.values():
            out.setdefault(e.player, []).append(e.id)
        return _frozen({p: tuple(ids) for p, ids in out.items()})

    @cached_property
    def players_by_name(self) -> Mapping[str, tuple[int, ...]]:
        """Person ids by :func:`name_key` of their name."""
        return self._index("players_by_name")

    @cached_property
    def players_by_label(self) -> Mapping[str, tuple[int, ...]]:
        """Ids of people with a nickname by :func:`name_key` of ``Name (Nickname)``."""
        return self._index("players_by_label")

    @cached_property
    def players_by_nickname(self) -> Mapping[str, tuple[int, ...]]:
        """Ids of people with a nickname by :func:`name_key` of the nickname."""
        return self._index("players_by_nickname")

    def _index(self, which: str) -> Mapping[str, tuple[int, ...]]:
        out: dict[str, tuple[int, ...]] = {}
        for p in self.players.values():
            key = _keys(p)[which]
            if key:
                out[key] = (*out.get(key, ()), p.id)
        return _frozen(out)

    @cached_property
    def playing(self) -> tuple[Entry, ...]:
        """Entries still in, in registration order."""
        return tuple(e for e in self.entries.values() if e.status is EntryStatus.PLAYING)

    @property
    def players_left(self) -> int:
        """How many entries are still in."""
        return len(self.playing)

    @cached_property
    def entry_count(self) -> int:
        """Entries that count (all but withdrawn ones)."""
        return sum(1 for e in self.entries.values() if e.counts)

    @cached_property
    def unique_players(self) -> int:
        """People with at least one counted entry."""
        return len({e.player for e in self.entries.values() if e.counts})

    @cached_property
    def rebuy_count(self) -> int:
        """Rebuys taken (double rebuys count two)."""
        return sum(e.rebuys for e in self.entries.values() if e.counts)

    @cached_property
    def addon_count(self) -> int:
        """Add-ons taken."""
        return sum(e.addons for e in self.entries.values() if e.counts)

    @property
    def chips_per_entry(self) -> int:
        """Chips a buy-in gives."""
        return self.settings.chips_for_entry(self.structure.starting_stack)

    @cached_property
    def collected(self) -> Collected:
        """What the counted entries paid and the chips they bought, each at its own price."""
        return collected_by(self.entries.values())

    @property
    def chips_in_play(self) -> int:
        """Every chip bought: entries, rebuys and add-ons, each with the chips it gave when taken."""
        return self.collected.chips

    # -- places ---------------------------------------------------------------------------------------
    @cached_property
    def places(self) -> Mapping[int, Place]:
        """Finishing place of each person out, by their last entry (and the winner's, once over)."""
        out: dict[int, Place] = {}
        last = self.last_entry
        next_place = self.players_left + 1
        for group in reversed(self.eliminations):
            # A person finishes once, in their last entry's place (TDA, WSOP: re-entries).
            final = [b for b in group.busts if last.get(self.entries[b.entry].player) == b.entry]
            ranked = sorted(final, key=lambda b: -(b.stack or 0))
            i = 0
            while i < len(ranked):
                j = i
                while j + 1 < len(ranked) and (ranked[j + 1].stack or 0) == (ranked[i].stack or 0):
                    j += 1
                place = Place(next_place + i, next_place + j)
                for b in ranked[i : j + 1]:
                    out[b.entry] = place
                i = j + 1
            next_place += len(ranked)
        if self.finished and len(self.playing) == 1:
            out[self.playing[0].id] = Place(1, 1)
        elif self.finished and self.playing:
            # A satellite ended at its bubble: every player left won a seat, together.
            for e in self.playing:
                out[e.id] = Place(1, len(self.playing))
        return _frozen(out)

    @cached_property
    def last_entry(self) -> Mapping[int, int]:
        """Each person's entry that finishes: the one playing, else their last that counts."""
        out: dict[int, int] = {}
        for e in self.entries.values():
            # A revived earlier entry plays on: it, not a later busted one, is where they finish.
            if e.counts and not (e.player in out and self.entries[out[e.player]].playing):
                out[e.player] = e.id
        return _frozen(out)

    @cached_property
    def elimination_of(self) -> Mapping[int, int]:
        """Index into :attr:`eliminations` of each busted entry."""
        return _frozen({b.entry: i for i, g in enumerate(self.eliminations) for b in g.busts})

    def finishing_order(self) -> list[Entry]:
        """Placed entries, best place first (the winner first once finished)."""
        places = self.places
        return sorted(
            (self.entries[e] for e in places),
            key=lambda e: (places[e.id].best, -self.elimination_of.get(e.id, 1 << 30), e.id),
        )

    def per_person(self, per_entry: Mapping[int, int]) -> dict[int, int]:
        """``per_entry``'s amounts added up over each person's entries, on their placed entry.

        A person finishes once, by their last entry (TDA, WSOP: re-entries); what their earlier
        entries won is theirs too, so the results show it on their one line. Nothing: left out.
        """
        out: dict[int, int] = {}
        for entry in self.places:
            person = self.entries[entry].player
            total = sum(per_entry.get(i, 0) for i in self.entries_by_player.get(person, ()))
            if total:
                out[entry] = total
        return out

    @cached_property
    def bounties_won(self) -> Mapping[int, int]:
        """How many bounties each entry has collected (the winner also collects their own)."""
        out: dict[int, int] = {}
        for e in self.entries.values():
            if e.status is EntryStatus.BUSTED and e.busted_by is not None:
                out[e.busted_by] = out.get(e.busted_by, 0) + 1
        if self.finished and len(self.playing) == 1:
            w = self.playing[0].id
            out[w] = out.get(w, 0) + 1
        return _frozen(out)

    # -- seats ----------------------------------------------------------------------------------------
    @cached_property
    def seat_of(self) -> Mapping[int, SeatRef]:
        """Where each seated entry sits."""
        out: dict[int, SeatRef] = {}
        for t in self.tables.values():
            for seat, pid in t.occupants.items():
                out[entry_of(pid)] = SeatRef(t.number, seat)
        return _frozen(out)

    def occupant(self, table: int, seat: int) -> int | None:
        """The entry in a seat, if any."""
        pid = self.tables[table].occupants.get(seat)
        return None if pid is None else entry_of(pid)

    @cached_property
    def unseated(self) -> tuple[int, ...]:
        """Playing entries without a seat, in registration order."""
        seated = self.seat_of
        return tuple(e.id for e in self.playing if e.id not in seated)

    def is_fixed(self, entry: int) -> bool:
        """True if the entry's seat never moves (e.g. the playing director)."""
        ref = self.seat_of.get(entry)
        return ref is not None and seat_id(entry) in self.tables[ref.table].fixed

    # -- levels ---------------------------------------------------------------------------------------
    def level(self, number: int) -> Level | None:
        """Level ``number`` of the structure, if it exists."""
        for lv in self.structure.levels:
            if lv.number == number:
                return lv
        return None

    # -- whole-state comparison ------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        """Everything stored, as plain data: equal states give equal data."""
        return {
            "settings": self.settings.to_dict(),
            "structure": self.structure.to_yaml(),
            "players": [p.to_dict() for p in self.players.values()],
            "entries": [e.to_dict() for e in self.entries.values()],
            "tables": [_table_data(t) for t in sorted(self.tables.values(), key=_number)],
            "eliminations": [g.to_dict() for g in self.eliminations],
            "hand_for_hand": _hfh_data(self.hand_for_hand),
            "registration_closed": self.registration_closed,
            "finished": self.finished,
            "deal": self.deal.to_dict() if self.deal else None,
            "created_at": self.created_at,
        } | (
            {}
            if self.bounties_carried is None
            else {"bounties_carried": dataclasses.asdict(self.bounties_carried)}
        )

    def __iter__(self) -> Iterator[Entry]:
        return iter(self.entries.values())


_FIELDS = (
    "settings",
    "structure",
    "players",
    "entries",
    "tables",
    "eliminations",
    "hand_for_hand",
    "registration_closed",
    "finished",
    "deal",
    "created_at",
    "mystery",
    "bounties_carried",
)


_NAME_INDEXES = ("players_by_name", "players_by_label", "players_by_nickname")


def _keys(p: Player) -> dict[str, str]:
    """The keys a person is found by in each name index ("" for none)."""
    return {
        "players_by_name": name_key(p.name),
        "players_by_label": name_key(p.label) if p.nickname else "",
        "players_by_nickname": name_key(p.nickname) if p.nickname else "",
    }


def _number(t: Table) -> int:
    number: int = t.number
    return number


def _table_data(t: Table) -> dict[str, Any]:
    d: dict[str, Any] = t.to_dict()
    d["occupants"] = dict(sorted(d["occupants"].items(), key=lambda kv: int(kv[0])))
    d["reserved"] = dict(sorted(d["reserved"].items(), key=lambda kv: int(kv[0])))
    return d


def _hfh_data(h: HandForHand | None) -> dict[str, Any] | None:
    if h is None:
        return None
    return {
        "tables": sorted(h.tables),
        "hand": h.hand,
        "finished": sorted(h.finished),
        "busted": list(h.busted),
    }
