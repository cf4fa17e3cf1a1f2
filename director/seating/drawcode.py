"""The code of a proposal: the seats a random proposal draws come back the same from its code.

Breaking tables (TDA Rule 10) and the final table (TDA RP-9) draw seats at random; the director
sees the draw first and confirms it later, maybe from another process (the command line proposes
in one run and applies in the next). What is confirmed must be what was shown.

The same idea as the deck's commitment (:mod:`director.engine.cards`: a secret bound to the deck
order by SHA-256): a random nonce is bound by SHA-256 to the room as it is and to what was asked
(balance, break, the final table), and the draw's random source is seeded from that hash. The
code shown with the proposal is the nonce and the first digits of the hash. Applying the code
redraws from the same nonce: with the same room and request the seats are exactly those shown;
a room that changed meanwhile (or a code of another request) fails the check and is refused.

Why a printed code and not a nonce stored in the file: a proposal changes nothing (only
actions write the log, and a window asking "may I?" must not write), so the run that proposes
cannot store anything; the code carries the nonce to the run that applies, and the record of
the confirmed moves keeps it, so the log says which draw was made and anybody can redraw it
from the room before. The nonce comes from the tournament's random source (cryptographically
secure outside the tests), so the director does not choose the seats.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Sequence

from director.seating.errors import SeatingError
from director.seating.table import Table

#: The form of a code: ten hexadecimal digits of nonce, a dash, six of check.
_CODE = re.compile(r"([0-9a-f]{10})-([0-9a-f]{6})")


def room_digest(tables: Sequence[Table]) -> str:
    """SHA-256 (hexadecimal) of the room as it is now.

    Every table, who sits where, the positions, the seats blocked, fixed and held. Made once
    per proposal (a few ms at 5,000 players).
    """
    room = [
        (
            t.number,
            t.seats,
            tuple(t.occupants.items()),
            t.button,
            t.small_blind,
            t.big_blind,
            sorted(t.blocked),
            sorted(t.fixed),
            tuple(t.reserved.items()),
        )
        for t in sorted(tables, key=lambda t: t.number)
    ]
    return hashlib.sha256(f"director-room-v1:{room!r}".encode()).hexdigest()


def _digest(room: str, request: str, nonce: str) -> str:
    """SHA-256 (hexadecimal) of the room's digest, the request and the nonce."""
    return hashlib.sha256(f"director-seating-v1:{room}:{request}:{nonce}".encode()).hexdigest()


def new_code(room: str, request: str, rng: random.Random | None) -> str:
    """A fresh code for a proposal of ``request`` on the room ``room`` (:func:`room_digest`).

    The nonce is drawn from ``rng``. ``rng`` None: a proposal that draws nothing (balancing);
    its nonce is taken from the room's digest, so it spends no randomness and the same room
    always gives the same code.
    """
    nonce = _digest(room, request, "")[:10] if rng is None else f"{rng.getrandbits(40):010x}"
    return f"{nonce}-{_digest(room, request, nonce)[:6]}"


def code_source(room: str, request: str, code: str) -> random.Random:
    """The random source of the proposal ``code`` names, checked against the room now.

    Args:
        room: The room now (:func:`room_digest`).
        request: What is asked (the same words as when the code was made).
        code: The code shown with the proposal.

    Raises:
        SeatingError: ``code`` is not a code, or it was made for another room or request.
    """
    match = _CODE.fullmatch(code.strip().lower()) if isinstance(code, str) else None
    if match is None:
        raise SeatingError("seating.err.draw_code", code=code)
    nonce, check = match.groups()
    digest = _digest(room, request, nonce)
    if digest[:6] != check:
        raise SeatingError("seating.err.stale_draw", code=code)
    return random.Random(int(digest, 16))
