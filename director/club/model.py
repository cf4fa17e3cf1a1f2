"""What the club file holds, as plain values: players, tournaments played, results, leagues."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, fields
from decimal import Decimal

from director.errors import DirectorError

#: The longest name, nickname, e-mail, phone or membership number kept (notes: ten times).
MAX_FIELD = 200


def fold(text: str) -> str:
    """``text`` without case or accents, for matching and search ("Nicolò" finds "nicolo")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


@dataclass(frozen=True, slots=True)
class PlayerFields:
    """A club player's details, as typed.

    Attributes:
        name: The name (required).
        nickname: Tells apart two people with the same name.
        email, phone, notes: Optional details.
        member: The membership number, as the club writes it.
        active: False for a member who no longer plays (kept for the history).
    """

    name: str
    nickname: str = ""
    email: str = ""
    phone: str = ""
    notes: str = ""
    member: str = ""
    active: bool = True

    def checked(self) -> PlayerFields:
        """The fields trimmed; refused in one line if the name is empty or a field too long."""
        texts = {
            f.name: " ".join(str(getattr(self, f.name)).split())
            for f in fields(self)
            if f.name not in ("notes", "active")
        }
        texts["notes"] = str(self.notes).strip()
        if not texts["name"]:
            raise DirectorError("club.err.empty_name")
        for name, value in texts.items():
            limit = MAX_FIELD * (10 if name == "notes" else 1)
            if len(value) > limit:
                raise DirectorError("club.err.field_too_long", field=name, limit=limit)
        return PlayerFields(**texts, active=bool(self.active))

    @property
    def label(self) -> str:
        """The name with the nickname when there is one: ``Mario Rossi (Rosso)``."""
        return f"{self.name} ({self.nickname})" if self.nickname else self.name


@dataclass(frozen=True, slots=True)
class ClubPlayer:
    """A player of the club file.

    Attributes:
        id: The player's number in the club file (results point at it, so a rename keeps them).
        details: Name, nickname and the rest.
        merged_into: For a record merged into another, that one's id.
    """

    id: int
    details: PlayerFields
    merged_into: int | None = None

    @property
    def name(self) -> str:
        """The player's name."""
        return self.details.name

    @property
    def label(self) -> str:
        """The name with the nickname, as lists show it."""
        return self.details.label


@dataclass(frozen=True, slots=True)
class TournamentRecord:
    """A tournament the club played, as the club file keeps it.

    Attributes:
        id: Its number in the club file (0 before it is stored).
        key: What tells this tournament apart from any other (its file's creation stamp), so the
            same tournament is never counted twice.
        name, date, venue: From its settings.
        entries: Entries in all (re-entries counted).
        paid: Places paid.
        buy_in_cents: The buy-in's prize-pool part plus the fee.
        source: The file it was taken from.
    """

    id: int
    key: str
    name: str
    date: str
    venue: str
    entries: int
    paid: int
    buy_in_cents: int
    source: str = ""


@dataclass(frozen=True, slots=True)
class ResultLine:
    """One person's result in one tournament (their last entry's place, TDA).

    Attributes:
        tournament: The tournament's id.
        player: The club player's id.
        place: The finishing place; a tie shares ``place`` to ``place_to``.
        place_to: The worst place of a tie (``place`` when not tied).
        prize_cents: Prize won, deals included.
        bounty_cents: Bounty money won.
        knockouts: Players this person knocked out (bounties collected).
        rebuys, addons: Taken over all their entries.
        paid_in_cents: All they paid (entries, rebuys, add-ons, fees).
    """

    tournament: int
    player: int
    place: int
    place_to: int
    prize_cents: int = 0
    bounty_cents: int = 0
    knockouts: int = 0
    rebuys: int = 0
    addons: int = 0
    paid_in_cents: int = 0


@dataclass(frozen=True, slots=True)
class LeagueRule:
    """How a league scores.

    Attributes:
        formula: The points formula's text (:mod:`director.club.formula`), or empty.
        table: The points table's YAML (:mod:`director.club.points_table`), or empty.
        best: Only each player's best ``best`` results count (None: all).
        minimum: Events a player needs to be ranked.
        attendance: Bonus points for each event played (counted or dropped).
        knockout: Bonus points for each player knocked out, with the result they belong to.
    """

    formula: str = ""
    table: str = ""
    best: int | None = None
    minimum: int = 0
    attendance: Decimal = Decimal(0)
    knockout: Decimal = Decimal(0)


@dataclass(frozen=True, slots=True)
class League:
    """A league: its name, its rule and the tournaments it counts (ids, oldest first)."""

    id: int
    name: str
    rule: LeagueRule
    tournaments: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Scored:
    """One result's points in a league: the rule's points and the knock-out bonus."""

    tournament: int
    player: int
    points: Decimal
    place: int
    prize_cents: int = 0


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of a league's standings.

    Attributes:
        rank: The position (players tied on every tie-break share it); None for a player with
            fewer events than the league's minimum, listed after the ranked ones.
        player: The club player's id.
        name: The name and nickname as shown.
        points: Exact points: counted results, knock-out bonus and attendance bonus.
        events: Events played in the league.
        counted: Results that count (best N of them).
        wins, cashes: First places and paid places.
        best: The best finishing place.
        prize_cents: Prizes won in the league's tournaments.
    """

    rank: int | None
    player: int
    name: str
    points: Decimal
    events: int
    counted: int
    wins: int
    cashes: int
    best: int
    prize_cents: int
