"""Mystery bounties: the prizes in the envelopes, their committed order, the draws, what is left.

The director enters the prizes (``500x1,100x2,20x10``: one of 500, two of 100, ten of 20) and
the level from which they are drawn. Setting them shuffles the envelopes once and publishes a
commitment to that order, made exactly as the deck's before a hand
(:func:`director.engine.cards.commitment_of`: the SHA-256 of the order and a secret). From that
level each elimination opens the next envelope of the committed order, so the draw cannot be
chosen after the bust; when every envelope is open (or the tournament is over) the order and
the secret are revealed and anyone can check them against the commitment published before the
first draw (:meth:`MysteryDeck.verifies`).

Rules (stated in the README):

- One envelope per player eliminated from the starting level on; an elimination recorded without
  an eliminator opens none. Several players out in one hand open one envelope each, in the
  order the bust records them. A split pot's eliminators share its envelope's prize equally, the
  odd cents one each to the lowest entry numbers (the progressive knockout's rule).
- Envelopes run out: later eliminations draw nothing and the projector says so.
- Envelopes never opened when the tournament ends go to the winner, as in a knockout the winner
  collects their own bounty.
- A bust taken back later (revive) keeps its envelope drawn: it was opened in front of the room.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from director.engine.cards import SYSTEM_RANDOM, commitment_of, verify_commitment
from director.errors import DirectorError
from director.tournament.amounts import check_limit, format_money

#: (amount in cents, how many envelopes), biggest amount first.
Prizes = tuple[tuple[int, int], ...]

#: Most envelopes a tournament takes (far above any festival's field).
MAX_ENVELOPES = 10_000

_ITEM = re.compile(r"(\d{1,9})(?:[.,](\d{1,2}))?\s*[xX×*]\s*(\d{1,6})")


def parse_prizes(text: str) -> Prizes:
    """The prizes written as ``AMOUNTxCOUNT`` separated by commas (``500x1,100x2,20x10``).

    Empty text means no mystery bounties. Raises DirectorError (``mystery.err.format``) in one
    line saying the expected form.
    """
    t = text.strip()
    if not t:
        return ()
    out: list[tuple[int, int]] = []
    for part in t.split(","):
        m = _ITEM.fullmatch(part.strip())
        if m is None:
            raise DirectorError("mystery.err.format", text=t)
        cents = int(m[1]) * 100 + int((m[2] or "0").ljust(2, "0"))
        out.append((cents, int(m[3])))
    return check_prizes(out)


def check_prizes(prizes: Sequence[Sequence[int]]) -> Prizes:
    """The prizes checked and merged by amount, biggest first; DirectorError if wrong."""
    merged: Counter[int] = Counter()
    for pair in prizes:
        if len(pair) != 2 or not all(type(x) is int and x > 0 for x in pair):
            raise DirectorError("mystery.err.format", text=str(list(pair)))
        check_limit(pair[0], "bounty")
        merged[pair[0]] += pair[1]
    if sum(merged.values()) > MAX_ENVELOPES:
        raise DirectorError("mystery.err.too_many", most=MAX_ENVELOPES)
    return tuple(sorted(merged.items(), reverse=True))


def prizes_text(prizes: Prizes) -> str:
    """The prizes as the command line takes them: ``500x1,100x2,2.50x4``."""
    return ",".join(f"{format_money(c, symbol=False).replace(',', '')}x{n}" for c, n in prizes)


def envelopes(prizes: Prizes) -> tuple[int, ...]:
    """Every envelope's amount, biggest first (the order before the shuffle)."""
    return tuple(c for c, n in prizes for _ in range(n))


def grouped(amounts: Sequence[int]) -> Prizes:
    """Envelope amounts counted by amount, biggest first."""
    return tuple(sorted(Counter(amounts).items(), reverse=True))


def order_text(order: Sequence[int]) -> str:
    """The order as committed to: the amounts in cents, comma-separated (ASCII)."""
    return ",".join(str(c) for c in order)


def shuffled(prizes: Prizes, rng: random.Random | None = None) -> tuple[tuple[int, ...], str]:
    """The envelopes in a random order and a fresh 256-bit secret (hexadecimal).

    The system's secure generator unless ``rng`` is given (tests, as the deck's).
    """
    r = rng or SYSTEM_RANDOM
    order = list(envelopes(prizes))
    r.shuffle(order)
    return tuple(order), f"{r.getrandbits(256):064x}"


@dataclass(frozen=True, slots=True)
class Draw:
    """One envelope opened.

    Attributes:
        number: Its place in the committed order (1 = the first envelope).
        entry: The entry eliminated.
        winners: Who won it (the eliminator, or a split pot's eliminators in the order named).
        cents: The prize in it.
    """

    number: int
    entry: int
    winners: tuple[int, ...]
    cents: int

    def shares(self) -> tuple[tuple[int, int], ...]:
        """(entry, cents) each winner gets: equal shares, odd cents to the lowest entries.

        The odd cents follow the progressive knockout's rule (one each to the lowest entry
        numbers), so a split pot is shared the same way whichever bounty it is.
        """
        base, odd = divmod(self.cents, len(self.winners))
        lowest = sorted(self.winners)[:odd]
        return tuple((w, base + (1 if w in lowest else 0)) for w in self.winners)

    def to_list(self) -> list[object]:
        """``[number, entry, [winners], cents]`` for the log."""
        return [self.number, self.entry, list(self.winners), self.cents]


@dataclass(frozen=True, slots=True)
class MysteryDeck:
    """The envelopes as committed, and those opened so far.

    Attributes:
        prizes: The prizes entered (merged by amount, biggest first).
        from_level: Eliminations from this level on open an envelope.
        order: The envelopes' amounts in the committed order (secret until revealed).
        secret: The secret mixed into the commitment (hexadecimal; secret until revealed).
        commitment: SHA-256 of the order and the secret, published when the prizes were set.
        draws: The envelopes opened, in order.
    """

    prizes: Prizes
    from_level: int
    order: tuple[int, ...]
    secret: str
    commitment: str
    draws: tuple[Draw, ...] = ()

    @property
    def left(self) -> Prizes:
        """The prizes still in envelopes, counted by amount."""
        return grouped(self.order[len(self.draws) :])

    @property
    def exhausted(self) -> bool:
        """Every envelope has been opened."""
        return len(self.draws) >= len(self.order)

    def verifies(self) -> bool:
        """Whether the order and secret are those the commitment was made from."""
        return verify_commitment(self.commitment, order_text(self.order), self.secret)

    def next_draws(
        self, busts: Sequence[tuple[int, tuple[int, ...]]]
    ) -> tuple[tuple[int, int, tuple[int, ...], int], ...]:
        """The envelopes these (entry, eliminators) busts open, as the log stores them.

        One envelope per bust with an eliminator, from the next unopened one; none once they
        have run out.
        """
        out: list[tuple[int, int, tuple[int, ...], int]] = []
        k = len(self.draws)
        for entry, winners in busts:
            if not winners or k >= len(self.order):
                continue
            out.append((k + 1, entry, winners, self.order[k]))
            k += 1
        return tuple(out)


def committed(prizes: Prizes, from_level: int, order: Sequence[int], secret: str) -> MysteryDeck:
    """The deck for ``order`` and ``secret``: DirectorError unless they fit the prizes."""
    if sorted(order, reverse=True) != list(envelopes(prizes)):
        raise DirectorError("mystery.err.order")
    if not re.fullmatch(r"[0-9a-f]{64}", secret):
        raise DirectorError("mystery.err.secret")
    order = tuple(order)
    return MysteryDeck(prizes, from_level, order, secret, commitment_of(order_text(order), secret))


def winnings(deck: MysteryDeck | None, winner: int | None) -> dict[int, int]:
    """Mystery bounty money won by each entry, in cents (the winner takes the unopened ones)."""
    out: dict[int, int] = {}
    if deck is None:
        return out
    for d in deck.draws:
        for entry, cents in d.shares():
            out[entry] = out.get(entry, 0) + cents
    if winner is not None:
        rest = sum(deck.order[len(deck.draws) :])
        if rest:
            out[winner] = out.get(winner, 0) + rest
    return out
