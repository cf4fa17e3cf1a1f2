"""The club: its players, the tournaments it played, its leagues; the file is the truth.

:class:`Club` reads and changes a club file (:mod:`director.club.store`). Every change is one
transaction, recorded for :meth:`Club.undo`; every read asks the file, so the window and the
command line can have the same club open.

Players are matched to a tournament's entrants by the club id an entrant was registered with;
an entrant without one is matched by their exact name and nickname (as the club has them),
or joins the club as a new player (:meth:`Club.add_tournament` says which).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from pathlib import Path

from director.club.formula import Formula, check
from director.club.model import (
    ClubPlayer,
    League,
    LeagueRule,
    PlayerFields,
    ResultLine,
    Scored,
    Standing,
    TournamentRecord,
    fold,
)
from director.club.played import Played
from director.club.points_table import PointsTable, loads_points_table
from director.club.scoring import PlayerStats, player_stats, result_points, standings
from director.club.store import Change, ClubStore
from director.errors import DirectorError
from director.i18n import Msg

#: The most search results a list offers as you type.
SEARCH_LIMIT = 20
#: The longest league name.
MAX_LEAGUE_NAME = 80
#: Bounds of a league's best-N and minimum events, and of a bonus.
MOST_EVENTS = 1000
MOST_BONUS = Decimal(1_000_000)

_PLAYER_COLUMNS = "id, name, nickname, email, phone, notes, member, active, merged_into"
_RESULT_COLUMNS = (
    "tournament, player, place, place_to, prize, bounty_money, knockouts, rebuys, addons, paid_in"
)
_TOURNAMENT_COLUMNS = "id, key, name, date, venue, entries, paid, buy_in, source"


def _player(row: Sequence[object]) -> ClubPlayer:
    pid, name, nickname, email, phone, notes, member, active, merged = row
    details = PlayerFields(
        str(name), str(nickname), str(email), str(phone), str(notes), str(member), bool(active)
    )
    return ClubPlayer(int(str(pid)), details, None if merged is None else int(str(merged)))


def _result(row: Sequence[object]) -> ResultLine:
    return ResultLine(*(int(str(v)) for v in row))


def _tournament(row: Sequence[object]) -> TournamentRecord:
    tid, key, name, date, venue, entries, paid, buy_in, source = row
    return TournamentRecord(
        int(str(tid)),
        str(key),
        str(name),
        str(date),
        str(venue),
        int(str(entries)),
        int(str(paid)),
        int(str(buy_in)),
        str(source),
    )


def _player_row(details: PlayerFields) -> dict[str, object]:
    return {
        "name": details.name,
        "nickname": details.nickname,
        "email": details.email,
        "phone": details.phone,
        "notes": details.notes,
        "member": details.member,
        "active": int(details.active),
        "fold": fold(f"{details.name} {details.nickname}"),
    }


@dataclass(frozen=True, slots=True)
class Added:
    """What :meth:`Club.add_tournament` did.

    Attributes:
        tournament: The tournament as the club file keeps it.
        new_players: Entrants who joined the club with it (names as shown).
        matched: Entrants found among the club's players.
    """

    tournament: TournamentRecord
    new_players: tuple[str, ...]
    matched: tuple[str, ...]


def scorer(rule: LeagueRule) -> Formula | PointsTable:
    """The league rule's formula or points table, read (and checked)."""
    if rule.formula:
        return check(rule.formula)
    return loads_points_table(rule.table)


def _rule_json(rule: LeagueRule) -> str:
    return json.dumps(
        {
            "formula": rule.formula,
            "table": rule.table,
            "attendance": str(rule.attendance),
            "knockout": str(rule.knockout),
        }
    )


class Club:
    """An open club file. Use :meth:`create` or :meth:`open`; :meth:`close` when done."""

    def __init__(self, store: ClubStore) -> None:
        self.store = store

    @classmethod
    def create(cls, path: str | os.PathLike[str]) -> Club:
        """Make a new, empty club file (refused if ``path`` exists)."""
        return cls(ClubStore.create(path))

    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> Club:
        """Open a club file (refused in one line if it is not one, or damaged, or newer)."""
        return cls(ClubStore.open(path))

    @property
    def path(self) -> Path:
        """The club file."""
        return self.store.path

    def close(self) -> None:
        """Close the file (safe to call twice)."""
        self.store.close()

    def __enter__(self) -> Club:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    # -- players -------------------------------------------------------------------------------
    def players(self, *, merged: bool = False) -> list[ClubPlayer]:
        """The club's players by name (records merged into another only if ``merged``)."""
        where = "" if merged else "WHERE merged_into IS NULL"
        rows = self.store.query(f"SELECT {_PLAYER_COLUMNS} FROM players {where} ORDER BY fold, id")
        return [_player(r) for r in rows]

    def player(self, player: int) -> ClubPlayer:
        """One player; refused if the club has no such player."""
        rows = self.store.query(f"SELECT {_PLAYER_COLUMNS} FROM players WHERE id = ?", (player,))
        if not rows:
            raise DirectorError("club.err.no_player", id=player)
        return _player(rows[0])

    def search(self, text: str, limit: int = SEARCH_LIMIT) -> list[ClubPlayer]:
        """Players whose name or nickname has every word typed (case and accents aside).

        Those whose name starts with it come first; merged records and an empty text give none.
        """
        words = fold(text).split()
        if not words:
            return []
        where = " AND ".join("fold LIKE ? ESCAPE '\\'" for _ in words)
        args: list[object] = [f"%{_escaped(w)}%" for w in words]
        rows = self.store.query(
            f"SELECT {_PLAYER_COLUMNS} FROM players WHERE merged_into IS NULL AND {where} "
            "ORDER BY (fold NOT LIKE ? ESCAPE '\\'), NOT active, fold, id LIMIT ?",
            [*args, f"{_escaped(words[0])}%", limit],
        )
        return [_player(r) for r in rows]

    def find_named(self, details: PlayerFields) -> ClubPlayer | None:
        """The player with exactly this name and nickname (case and accents aside)."""
        rows = self.store.query(
            f"SELECT {_PLAYER_COLUMNS} FROM players WHERE merged_into IS NULL AND fold = ? "
            "ORDER BY id LIMIT 1",
            (fold(f"{details.name} {details.nickname}"),),
        )
        return _player(rows[0]) if rows else None

    def add_player(self, details: PlayerFields) -> ClubPlayer:
        """Add a player.

        Refused if the name is empty or someone has the same name and nickname (a nickname
        tells two people with one name apart).
        """
        details = details.checked()
        self._unique(details)
        with self.store.change(Msg("club.action.add", name=details.label)) as change:
            pid = change.insert("players", _player_row(details))
        return ClubPlayer(pid, details)

    def edit_player(self, player: int, details: PlayerFields) -> ClubPlayer:
        """Change a player's details; their results stay theirs (they point at the id)."""
        current = self.player(player)
        if current.merged_into is not None:
            raise DirectorError("club.err.merged", name=current.label)
        details = details.checked()
        self._unique(details, exclude=player)
        with self.store.change(Msg("club.action.edit", name=details.label)) as change:
            change.update("players", {"id": player}, _player_row(details))
        return ClubPlayer(player, details)

    def import_players(self, people: Iterable[PlayerFields]) -> tuple[list[ClubPlayer], int]:
        """Add many players in one change (one undo takes them all back).

        Those the club already has by name and nickname (or listed twice) are skipped.
        Every row is checked first: a refused one (an empty name, a field too long) changes
        nothing.

        Returns:
            The players added and how many were skipped.
        """
        checked = [p.checked() for p in people]
        seen: set[str] = set()
        new: list[PlayerFields] = []
        for details in checked:
            key = fold(f"{details.name} {details.nickname}")
            if key in seen or self.find_named(details) is not None:
                continue
            seen.add(key)
            new.append(details)
        added: list[ClubPlayer] = []
        if new:
            with self.store.change(Msg("club.action.import", count=len(new))) as change:
                added = [ClubPlayer(change.insert("players", _player_row(d)), d) for d in new]
        return added, len(checked) - len(new)

    def _unique(self, details: PlayerFields, exclude: int | None = None) -> None:
        same = self.find_named(details)
        if same is not None and same.id != exclude:
            key = "club.err.same_nickname" if details.nickname else "club.err.same_name"
            raise DirectorError(key, name=details.name, nickname=details.nickname)

    def merge_players(self, keep: int, other: int) -> ClubPlayer:
        """Make ``other`` (a second record of the same person) part of ``keep``.

        ``other``'s results and league points move to ``keep``; ``other`` stays in the file,
        marked merged (undo brings it back). Refused when both played the same tournament
        (then they are two people).
        """
        if keep == other:
            raise DirectorError("club.err.merge_self")
        kept, gone = self.player(keep), self.player(other)
        for p in (kept, gone):
            if p.merged_into is not None:
                raise DirectorError("club.err.merged", name=p.label)
        both = self.store.query(
            "SELECT t.name, t.date FROM results a JOIN results b ON a.tournament = b.tournament "
            "JOIN tournaments t ON t.id = a.tournament WHERE a.player = ? AND b.player = ? "
            "LIMIT 1",
            (keep, other),
        )
        if both:
            raise DirectorError(
                "club.err.merge_both_played",
                kept=kept.label,
                other=gone.label,
                tournament=f"{both[0][0]} {both[0][1]}".strip(),
            )
        with self.store.change(
            Msg("club.action.merge", other=gone.label, kept=kept.label)
        ) as change:
            for table, keys in (
                ("results", ("tournament",)),
                ("league_points", ("league", "tournament")),
            ):
                cols = ", ".join(keys)
                for row in self.store.query(
                    f"SELECT {cols} FROM {table} WHERE player = ?", (other,)
                ):
                    key = dict(zip(keys, row, strict=True))
                    change.update(table, {**key, "player": other}, {"player": keep})
            change.update("players", {"id": other}, {"merged_into": keep})
        return kept

    def undo(self) -> Msg:
        """Take back the club's last change; what it was. Refused if there is none."""
        return self.store.undo()

    # -- tournaments and history ---------------------------------------------------------------
    def tournaments(self) -> list[TournamentRecord]:
        """The tournaments in the club file, oldest first."""
        rows = self.store.query(f"SELECT {_TOURNAMENT_COLUMNS} FROM tournaments ORDER BY date, id")
        return [_tournament(r) for r in rows]

    def tournament(self, key: str) -> TournamentRecord | None:
        """The tournament with this key (:func:`~director.club.played.tournament_key`)."""
        rows = self.store.query(
            f"SELECT {_TOURNAMENT_COLUMNS} FROM tournaments WHERE key = ?", (key,)
        )
        return _tournament(rows[0]) if rows else None

    def results(self, *, player: int | None = None) -> list[ResultLine]:
        """Every result (or one player's), tournament by tournament."""
        if player is None:
            rows = self.store.query(f"SELECT {_RESULT_COLUMNS} FROM results")
        else:
            rows = self.store.query(
                f"SELECT {_RESULT_COLUMNS} FROM results WHERE player = ?", (player,)
            )
        return [_result(r) for r in rows]

    def history(self, player: int) -> list[tuple[TournamentRecord, ResultLine]]:
        """A player's tournaments with their result, the latest first."""
        self.player(player)
        by_id = {t.id: t for t in self.tournaments()}
        lines = self.results(player=player)
        pairs = [(by_id[line.tournament], line) for line in lines]
        pairs.sort(key=lambda p: (p[0].date, p[0].id), reverse=True)
        return pairs

    def player_points(self, player: int) -> list[tuple[int, str, Decimal]]:
        """A player's league points: (tournament id, league name, points), by league name."""
        rows = self.store.query(
            "SELECT lp.tournament, l.name, lp.points FROM league_points lp "
            "JOIN leagues l ON l.id = lp.league WHERE lp.player = ? ORDER BY l.name, lp.tournament",
            (player,),
        )
        return [(int(t), str(name), Decimal(str(points))) for t, name, points in rows]

    def statistics(self, players: Iterable[ClubPlayer] | None = None) -> list[PlayerStats]:
        """Each player's record (events, cashes, ITM, wins, money, last played), by name."""
        dates = {t.id: t.date for t in self.tournaments()}
        lines: dict[int, list[ResultLine]] = {}
        for line in self.results():
            lines.setdefault(line.player, []).append(line)
        chosen = self.players() if players is None else list(players)
        return [player_stats(p.id, p.label, lines.get(p.id, ()), dates) for p in chosen]

    # -- leagues -------------------------------------------------------------------------------
    def new_league(self, name: str, rule: LeagueRule) -> League:
        """Define a league.

        Its rule is checked now (a formula over sample tournaments, a points table at its
        lines), and refused in one line if it cannot score.
        """
        name = " ".join(name.split())
        if not name:
            raise DirectorError("club.err.league_empty_name")
        if len(name) > MAX_LEAGUE_NAME:
            raise DirectorError("club.err.field_too_long", field="name", limit=MAX_LEAGUE_NAME)
        if bool(rule.formula) == bool(rule.table):
            raise DirectorError("club.err.league_rule")
        _check_bounds(rule)
        scorer(rule)
        if self.store.query("SELECT id FROM leagues WHERE name = ?", (name,)):
            raise DirectorError("club.err.league_exists", name=name)
        with self.store.change(Msg("club.action.league", name=name)) as change:
            lid = change.insert(
                "leagues",
                {
                    "name": name,
                    "rule": _rule_json(rule),
                    "best": rule.best,
                    "minimum": rule.minimum,
                    "attendance": str(rule.attendance),
                    "knockout": str(rule.knockout),
                },
            )
        return League(lid, name, rule)

    def leagues(self) -> list[League]:
        """The club's leagues by name."""
        rows = self.store.query("SELECT name FROM leagues ORDER BY name COLLATE NOCASE")
        return [self.league(str(r[0])) for r in rows]

    def league(self, name: str) -> League:
        """The league called ``name`` (case aside); refused, naming the leagues, if none."""
        rows = self.store.query(
            "SELECT id, name, rule, best, minimum, attendance, knockout FROM leagues "
            "WHERE name = ?",
            (" ".join(name.split()),),
        )
        if not rows:
            known = [str(r[0]) for r in self.store.query("SELECT name FROM leagues ORDER BY name")]
            raise DirectorError("club.err.no_league", name=name, known=", ".join(known) or "-")
        lid, lname, rule_text, best, minimum, attendance, knockout = rows[0]
        saved = json.loads(str(rule_text))
        rule = LeagueRule(
            formula=saved.get("formula", ""),
            table=saved.get("table", ""),
            best=None if best is None else int(best),
            minimum=int(minimum),
            attendance=Decimal(str(attendance)),
            knockout=Decimal(str(knockout)),
        )
        ids = self.store.query(
            "SELECT lt.tournament FROM league_tournaments lt JOIN tournaments t "
            "ON t.id = lt.tournament WHERE lt.league = ? ORDER BY t.date, t.id",
            (lid,),
        )
        return League(int(lid), str(lname), rule, tuple(int(r[0]) for r in ids))

    def add_tournament(self, league: str, played: Played) -> Added:
        """Count a finished tournament in ``league``, in one change.

        Entrants registered from the club's list are theirs; the others are matched by their
        exact name and nickname, or join the club. The tournament's results enter the club's
        history (once, however many leagues count it) and each gets the league's points.
        Refused if the league counts it already, or the rule cannot score a result.
        """
        lg = self.league(league)
        rule_scorer = scorer(lg.rule)
        known = self.tournament(played.record.key)
        if known is not None and known.id in lg.tournaments:
            raise DirectorError("club.err.already_counted", tournament=known.name, league=lg.name)
        with self.store.change(
            Msg("club.action.count", tournament=played.record.name, league=lg.name)
        ) as change:
            record, lines, new, matched = self._store_results(change, played, known)
            for line in lines:
                points = result_points(line, record, lg.rule, rule_scorer)
                change.insert(
                    "league_points",
                    {
                        "league": lg.id,
                        "tournament": record.id,
                        "player": line.player,
                        "points": str(points),
                    },
                )
            change.insert("league_tournaments", {"league": lg.id, "tournament": record.id})
        return Added(record, tuple(new), tuple(matched))

    def _store_results(
        self, change: Change, played: Played, known: TournamentRecord | None
    ) -> tuple[TournamentRecord, list[ResultLine], list[str], list[str]]:
        """The tournament's record and results in the club file (stored if new)."""
        new: list[str] = []
        matched: list[str] = []
        if known is not None:  # in the club's history already (another league counts it)
            lines = self._lines(known.id)
            matched = [self.player(line.player).label for line in lines]
            return known, lines, new, matched
        r = played.record
        tid = change.insert(
            "tournaments",
            {
                "key": r.key,
                "name": r.name,
                "date": r.date,
                "venue": r.venue,
                "entries": r.entries,
                "paid": r.paid,
                "buy_in": r.buy_in_cents,
                "source": r.source,
            },
        )
        record = replace(r, id=tid)
        lines = []
        for person in played.people:
            pid = self._person_id(change, person.club, person.details, new, matched)
            line = replace(person.line, tournament=tid, player=pid)
            change.insert(
                "results",
                {
                    "tournament": tid,
                    "player": pid,
                    "place": line.place,
                    "place_to": line.place_to,
                    "prize": line.prize_cents,
                    "bounty_money": line.bounty_cents,
                    "knockouts": line.knockouts,
                    "rebuys": line.rebuys,
                    "addons": line.addons,
                    "paid_in": line.paid_in_cents,
                },
            )
            lines.append(line)
        return record, lines, new, matched

    def _lines(self, tournament: int) -> list[ResultLine]:
        rows = self.store.query(
            f"SELECT {_RESULT_COLUMNS} FROM results WHERE tournament = ?", (tournament,)
        )
        return [_result(r) for r in rows]

    def _person_id(
        self,
        change: Change,
        club: int | None,
        details: PlayerFields,
        new: list[str],
        matched: list[str],
    ) -> int:
        """The club player an entrant is.

        By the id they were registered with (following a merge), else by exact name, else a
        new player.
        """
        if club is not None:
            rows = self.store.query("SELECT id, merged_into FROM players WHERE id = ?", (club,))
            while rows and rows[0][1] is not None:
                rows = self.store.query(
                    "SELECT id, merged_into FROM players WHERE id = ?", (rows[0][1],)
                )
            if rows:
                matched.append(details.label)
                return int(rows[0][0])
        same = self.store.query(
            "SELECT id FROM players WHERE merged_into IS NULL AND fold = ? ORDER BY id LIMIT 1",
            (fold(f"{details.name} {details.nickname}"),),
        )
        if same:
            matched.append(details.label)
            return int(same[0][0])
        new.append(details.label)
        return change.insert("players", _player_row(details.checked()))

    def remove_tournament(self, league: str, key: str) -> TournamentRecord:
        """Stop counting a tournament in ``league`` (it stays in the players' history)."""
        lg = self.league(league)
        record = self.tournament(key)
        if record is None or record.id not in lg.tournaments:
            raise DirectorError("club.err.not_counted", league=lg.name)
        with self.store.change(
            Msg("club.action.uncount", tournament=record.name, league=lg.name)
        ) as change:
            for (player,) in self.store.query(
                "SELECT player FROM league_points WHERE league = ? AND tournament = ?",
                (lg.id, record.id),
            ):
                change.delete(
                    "league_points", {"league": lg.id, "tournament": record.id, "player": player}
                )
            change.delete("league_tournaments", {"league": lg.id, "tournament": record.id})
        return record

    def standings(self, league: str) -> list[Standing]:
        """The league's standings (:func:`director.club.scoring.standings`)."""
        lg = self.league(league)
        rows = self.store.query(
            "SELECT lp.tournament, lp.player, lp.points, r.place, r.prize "
            "FROM league_points lp JOIN results r "
            "ON r.tournament = lp.tournament AND r.player = lp.player WHERE lp.league = ?",
            (lg.id,),
        )
        scored = [
            Scored(int(t), int(p), Decimal(str(points)), int(place), int(prize))
            for t, p, points, place, prize in rows
        ]
        names = {
            int(pid): f"{name} ({nick})" if nick else str(name)
            for pid, name, nick in self.store.query(
                "SELECT id, name, nickname FROM players WHERE id IN "
                "(SELECT player FROM league_points WHERE league = ?)",
                (lg.id,),
            )
        }
        return standings(scored, lg.rule, names)


def _escaped(word: str) -> str:
    """``word`` for LIKE: its own % and _ taken literally."""
    return word.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _check_bounds(rule: LeagueRule) -> None:
    if rule.best is not None and not 1 <= rule.best <= MOST_EVENTS:
        raise DirectorError("club.err.best", value=rule.best, most=MOST_EVENTS)
    if not 0 <= rule.minimum <= MOST_EVENTS:
        raise DirectorError("club.err.minimum", value=rule.minimum, most=MOST_EVENTS)
    for name, value in (("attendance", rule.attendance), ("knockout", rule.knockout)):
        if not value.is_finite() or not 0 <= value <= MOST_BONUS:
            raise DirectorError("club.err.bonus", name=name, value=value, most=MOST_BONUS)
