"""A finished tournament's results, as the club file takes them: one line per person.

A person finishes once, in their last entry's place (TDA, WSOP: a re-entry is the same player);
what all their entries paid, rebought, added on and knocked out is on that one line. An entrant
registered from the club's list carries the club player's id (:attr:`Player.club
<director.tournament.model.Player.club>`), so they are found by id even if renamed since.
"""

from __future__ import annotations

from dataclasses import dataclass

from director.club.model import PlayerFields, ResultLine, TournamentRecord
from director.errors import DirectorError
from director.tournament import prizes as pz
from director.tournament.model import TournamentState


@dataclass(frozen=True, slots=True)
class PlayedPerson:
    """One person's result, before they are matched to a club player.

    Attributes:
        details: Their details as the tournament has them.
        club: The club player's id if they were registered from the club's list.
        line: The result, with ``player`` 0 until matched.
    """

    details: PlayerFields
    club: int | None
    line: ResultLine


@dataclass(frozen=True, slots=True)
class Played:
    """A finished tournament: its record (``id`` 0 until stored) and everyone's result."""

    record: TournamentRecord
    people: tuple[PlayedPerson, ...]


def tournament_key(s: TournamentState) -> str:
    """What tells this tournament apart: its file's creation stamp, date and name.

    A copy of the file shares it, so the same tournament is never counted twice.
    """
    return f"created:{s.created_at!r}:{s.settings.date}:{s.settings.name}"


def played(s: TournamentState, source: str = "") -> Played:
    """The results of the finished tournament ``s``.

    Args:
        s: The tournament's state.
        source: The file it was read from (kept to say where a tournament came from).

    Returns:
        The tournament's record and one result per person.

    Raises:
        DirectorError: The tournament is not finished (its results are not known yet).
    """
    if not s.finished:
        raise DirectorError(
            "club.err.not_finished", name=s.settings.name or "?", left=s.players_left
        )
    won = pz.prizes(s)
    bounty_money = pz.bounties(s)
    summary = pz.money(s)
    people = []
    for e in s.finishing_order():
        place = s.places[e.id]
        person = s.players[e.player]
        entries = [s.entries[i] for i in s.entries_by_player.get(e.player, (e.id,))]
        # players this person knocked out, with any of their entries (the winner's own
        # bounty, which bounty counts include, is no knock-out)
        ids = {x.id for x in entries}
        line = ResultLine(
            tournament=0,
            player=0,
            place=place.best,
            place_to=place.worst,
            prize_cents=won.get(e.id, 0),
            bounty_cents=sum(bounty_money.get(x.id, 0) for x in entries),
            knockouts=sum(1 for x in s.entries.values() if x.busted_by in ids),
            rebuys=sum(x.rebuys for x in entries),
            addons=sum(x.addons for x in entries),
            paid_in_cents=sum(p.collect_cents for x in entries for p in x.paid),
        )
        details = PlayerFields(
            name=person.name,
            nickname=person.nickname,
            email=person.email,
            phone=person.phone,
            notes=person.notes,
        )
        people.append(PlayedPerson(details, person.club, line))
    record = TournamentRecord(
        id=0,
        key=tournament_key(s),
        name=s.settings.name,
        date=s.settings.date,
        venue=s.settings.venue,
        entries=summary.entries,
        paid=len(pz.payouts(s, summary)),
        buy_in_cents=s.settings.buy_in.total_cents,
        source=source,
    )
    return Played(record, tuple(people))
