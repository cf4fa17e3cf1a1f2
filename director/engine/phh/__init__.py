"""PHH (Poker Hand History) files: read, replay, write.

The format is the PHH standard (TOML; https://github.com/uoftcprg/phh-std): ``variant``,
``antes``, ``blinds_or_straddles``, ``min_bet`` or ``small_bet``/``big_bet``,
``starting_stacks``, ``actions`` (``d dh p1 AcKd``, ``d db 7h8h9h``, ``p1 cbr 200``, ``p1 cc``,
``p1 f``, ``p1 sm AcKd`` / ``p1 sm``), and optional fields such as ``players`` and
``finishing_stacks``. Players are listed from the left of the button (the small blind) to the
button; heads-up the antes and blinds are assigned in reverse, so the button posts the small blind.

Variants in scope: ``NT`` (no-limit hold'em) and ``FT`` (fixed-limit hold'em), plus ``PT``
(pot-limit hold'em, not in the PHH table but written the same way), and ``F7S`` (fixed-limit
seven card stud: ``bring_in``, ``small_bet``, ``big_bet``; ``d dh p1 5d2sAd`` deals two cards
down and the door card up, later ``d dh p1 6c`` one card a street; ``p1 pb`` posts the
bring-in; ``cbr`` also completes it; ``d db`` is the common card if the deck ran out).

Replaying rebuilds the deck from the recorded cards (hole cards in the dealing order, a burn card
before each street; unknown ``??`` cards and burns are filled with unused cards), plays the
recorded actions through :class:`~director.engine.holdem.HoldemHand` or
:class:`~director.engine.stud.StudHand` with every rule enforced, and checks that the engine dealt
exactly the recorded cards. A hand whose unknown cards would decide a pot cannot be replayed.
"""

from director.engine.phh.history import (
    HOLDEM_VARIANTS,
    OTHER_VARIANTS,
    PLANNED_VARIANTS,
    STUD_VARIANTS,
    HandHistory,
    dump,
    dumps,
    from_mapping,
    load,
    loads,
)
from director.engine.phh.replay import REPLAYERS, Replay, replay, replay_file
from director.engine.phh.writing import from_hand, write_hand

__all__ = [
    "HOLDEM_VARIANTS",
    "OTHER_VARIANTS",
    "PLANNED_VARIANTS",
    "REPLAYERS",
    "STUD_VARIANTS",
    "HandHistory",
    "Replay",
    "dump",
    "dumps",
    "from_hand",
    "from_mapping",
    "load",
    "loads",
    "replay",
    "replay_file",
    "write_hand",
]
