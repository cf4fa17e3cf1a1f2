"""League points and standings, and a player's statistics: pure sums over results.

Each result's points are worked out once, when its tournament joins the league
(:func:`result_points`): the rule's points for the place (a formula, or a points table where a
tie shares the average of the places it spans) plus the knock-out bonus. The standings
(:func:`standings`) then only add them up:

- a player's **counted** results are their best ``best`` results (all when the league counts
  every result); the others are dropped, worst first;
- the **attendance** bonus is paid for every event played, counted or dropped (it rewards
  coming, which a dropped result still did);
- players with fewer events than the league's ``minimum`` are listed after the ranked ones,
  without a rank.

Ties are broken, in this order (documented for the players in the README): more points; more
wins; the better best finish; more cashes; more events played. Players equal on all of these
share the rank, and are listed by name.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from decimal import Decimal

from director.club.formula import Formula
from director.club.model import LeagueRule, ResultLine, Scored, Standing, TournamentRecord
from director.club.points_table import PointsTable

#: Cents in a unit of money: a formula's ``b``, ``prize`` and ``bounties`` are in units.
CENTS = Decimal(100)


def result_points(
    line: ResultLine,
    tournament: TournamentRecord,
    rule: LeagueRule,
    scorer: Formula | PointsTable,
) -> Decimal:
    """One result's points under ``rule``: the place's points and the knock-out bonus.

    Args:
        line: The result.
        tournament: Its tournament (entries, places paid, buy-in).
        rule: The league's rule (for the knock-out bonus).
        scorer: The rule's formula or points table, read.

    Returns:
        Exact points.

    Raises:
        DirectorError: The formula gives no finite number for this result (named in the line).
    """
    if isinstance(scorer, PointsTable):
        points = scorer.points(line.place, line.place_to)
    else:
        # a tie shares what its places are worth, as with a points table (TDA: tied players
        # split the places' prizes)
        places = range(line.place, line.place_to + 1)
        each = [
            scorer.points(
                n=tournament.entries,
                r=r,
                b=Decimal(tournament.buy_in_cents) / CENTS,
                prize=Decimal(line.prize_cents) / CENTS,
                bounties=Decimal(line.bounty_cents) / CENTS,
                rebuys=line.rebuys,
                addons=line.addons,
                paid=tournament.paid,
            )
            for r in places
        ]
        points = sum(each, Decimal(0)) / len(each)
    return points + rule.knockout * line.knockouts


@dataclass
class _Tally:
    points: list[Decimal]
    events: int = 0
    wins: int = 0
    cashes: int = 0
    best: int = 0
    prize_cents: int = 0


def standings(
    scored: Iterable[Scored],
    rule: LeagueRule,
    names: Mapping[int, str],
) -> list[Standing]:
    """The league's standings from its results' points.

    Args:
        scored: Every result of the league's tournaments with its points.
        rule: Best N, minimum events and the attendance bonus.
        names: Each player's name as shown (sorts players equal on every tie-break).

    Returns:
        The ranked players first (by points and the tie-breaks), then those short of the
        minimum, unranked, in the same order.
    """
    tallies: dict[int, _Tally] = {}
    for one in scored:
        t = tallies.setdefault(one.player, _Tally([]))
        t.points.append(one.points)
        t.events += 1
        t.wins += one.place == 1
        t.cashes += one.prize_cents > 0
        t.best = one.place if t.best == 0 else min(t.best, one.place)
        t.prize_cents += one.prize_cents
    lines = []
    for player, t in tallies.items():
        kept = sorted(t.points, reverse=True)
        if rule.best is not None:
            kept = kept[: rule.best]
        total = sum(kept, Decimal(0)) + rule.attendance * t.events
        lines.append(
            Standing(
                rank=None,
                player=player,
                name=names.get(player, "?"),
                points=total,
                events=t.events,
                counted=len(kept),
                wins=t.wins,
                cashes=t.cashes,
                best=t.best,
                prize_cents=t.prize_cents,
            )
        )
    lines.sort(key=lambda s: (*_order(s), s.name.casefold(), s.player))
    ranked = [s for s in lines if s.events >= rule.minimum]
    short = [s for s in lines if s.events < rule.minimum]
    out: list[Standing] = []
    for i, s in enumerate(ranked):
        shared = out and _order(out[-1]) == _order(s)
        rank = out[-1].rank if shared else i + 1
        out.append(replace(s, rank=rank))
    return out + short


def _order(s: Standing) -> tuple[Decimal, int, int, int, int]:
    """The sort key of the tie-breaks, smaller first.

    Points, wins, best finish, cashes, events.
    """
    return (-s.points, -s.wins, s.best, -s.cashes, -s.events)


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A player's record over the club's tournaments.

    Attributes:
        player: The club player's id.
        name: As shown.
        events, cashes, wins: Tournaments played, paid places, first places.
        best: Best finishing place (0 when no tournament).
        paid_in_cents, prize_cents, bounty_cents: Money paid and won.
        last_played: The date of the latest tournament played ("" when none).
    """

    player: int
    name: str
    events: int
    cashes: int
    wins: int
    best: int
    paid_in_cents: int
    prize_cents: int
    bounty_cents: int
    last_played: str

    @property
    def itm(self) -> Decimal | None:
        """In-the-money share, in per cent (None before a first event)."""
        if not self.events:
            return None
        return Decimal(100 * self.cashes) / self.events

    @property
    def net_cents(self) -> int:
        """Prizes and bounties won less all paid in."""
        return self.prize_cents + self.bounty_cents - self.paid_in_cents

    @property
    def roi(self) -> Decimal | None:
        """Return on investment, in per cent (None when nothing was paid in)."""
        if not self.paid_in_cents:
            return None
        return Decimal(100 * self.net_cents) / self.paid_in_cents


def player_stats(
    player: int, name: str, lines: Iterable[ResultLine], dates: Mapping[int, str]
) -> PlayerStats:
    """One player's statistics from their results (``dates``: tournament id -> date)."""
    events = cashes = wins = best = paid = prize = bounty = 0
    last = ""
    for line in lines:
        events += 1
        cashes += line.prize_cents > 0
        wins += line.place == 1
        best = line.place if best == 0 else min(best, line.place)
        paid += line.paid_in_cents
        prize += line.prize_cents
        bounty += line.bounty_cents
        last = max(last, dates.get(line.tournament, ""))
    return PlayerStats(player, name, events, cashes, wins, best, paid, prize, bounty, last)
