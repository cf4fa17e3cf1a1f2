"""Figures for the projector and the reports: players left, chips in play, average stack."""

from __future__ import annotations

from dataclasses import dataclass

from director.structures import Level
from director.tournament.model import TournamentState


@dataclass(frozen=True, slots=True)
class Stats:
    """The tournament's figures at one moment.

    Attributes:
        entries: Entries (re-entries included, withdrawn ones not).
        unique_players: People who entered.
        players_left: Entries still playing.
        chips_in_play: Every chip bought (entries, rebuys, add-ons).
        average_stack: Chips in play over players left (0 when nobody is left).
        big_blind: The big blind of the current level (None without a level).
        average_in_big_blinds: The average stack in big blinds, if there is a big blind.
        counted: Players left whose stack has been counted.
        counted_chips: The sum of the counted stacks.
        chip_leader: The entry with the most chips among those counted, if any.
        chip_leader_chips: Its stack.
        chip_leader_in_big_blinds: Its stack in big blinds.
    """

    entries: int
    unique_players: int
    players_left: int
    chips_in_play: int
    average_stack: int
    big_blind: int | None
    average_in_big_blinds: float | None
    counted: int
    counted_chips: int
    chip_leader: int | None
    chip_leader_chips: int | None
    chip_leader_in_big_blinds: float | None

    @property
    def all_counted(self) -> bool:
        """True when every player left has a counted stack."""
        return self.counted == self.players_left

    @property
    def count_difference(self) -> int | None:
        """Counted chips minus chips in play when all are counted (a miscount shows here)."""
        return self.counted_chips - self.chips_in_play if self.all_counted else None


def stats(s: TournamentState, level: Level | None = None) -> Stats:
    """The figures of ``s``; ``level`` (the clock's current level) gives the big blind."""
    playing = s.playing
    left = len(playing)
    chips = s.chips_in_play
    average = chips // left if left else 0
    bb = level.big_blind if level is not None and level.big_blind else None
    if bb is None and level is not None and level.big_bet:
        bb = level.big_bet  # stud and limit: the big bet stands in for the big blind
    counts = {e.id: e.chips for e in playing if e.chips is not None}
    if s.finished and left == 1:
        # Once it is over the winner holds every chip in play, whatever was last counted.
        counts = {playing[0].id: chips}
    # During play the leader is the biggest of the latest counts (a count is the last word on a
    # stack until the next one).
    leader = max(counts, key=lambda e: (counts[e], -e), default=None)
    most = counts[leader] if leader is not None else None
    return Stats(
        entries=s.entry_count,
        unique_players=s.unique_players,
        players_left=left,
        chips_in_play=chips,
        average_stack=average,
        big_blind=bb,
        average_in_big_blinds=(chips / left / bb) if left and bb else None,
        counted=len(counts),
        counted_chips=sum(counts.values()),
        chip_leader=leader,
        chip_leader_chips=most,
        chip_leader_in_big_blinds=(most / bb) if most and bb else None,
    )
