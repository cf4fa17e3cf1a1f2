"""The mystery bounties of a tournament: setting the prizes (with their committed draw) and reading them.

``t.mystery.set("500x1,100x2,20x10", from_level=6)`` shuffles the envelopes and stores the
order with its commitment in one record (:class:`~director.tournament.events.MysterySet`);
busts from that level on open envelopes (:func:`~director.tournament.events.mystery.with_draws`).
"""

from __future__ import annotations

import random
from typing import Any

from director.errors import DirectorError
from director.tournament import events as ev
from director.tournament.amounts import cents_text
from director.tournament.model import EntryStatus
from director.tournament.mystery import (
    MysteryDeck,
    Prizes,
    check_prizes,
    order_text,
    parse_prizes,
    shuffled,
)
from director.tournament.part import Part
from director.tournament.prizes import money, mystery_won


class Mysteries(Part):
    """Mystery bounties: set the prizes, read the draws and what is left."""

    @property
    def deck(self) -> MysteryDeck | None:
        """The envelopes as committed and those opened (None without mystery bounties)."""
        return self.state.mystery

    def checked(self, prizes: str | Prizes, from_level: int | None) -> Prizes:
        """The prizes as they would be set (empty: none); DirectorError if they cannot be.

        Raises:
            DirectorError: A malformed list, no level, or envelopes already drawn.
        """
        self._t.not_finished()
        wanted = parse_prizes(prizes) if isinstance(prizes, str) else check_prizes(prizes)
        deck = self.deck
        if deck is not None and deck.draws:
            raise DirectorError("mystery.err.drawn", count=len(deck.draws))
        if wanted and from_level is None:
            raise DirectorError("mystery.err.level_missing")
        if wanted and from_level is not None and from_level < 1:
            raise DirectorError("mystery.err.level")
        levels = len(self.state.structure.levels)
        if wanted and from_level is not None and from_level > levels:
            raise DirectorError("mystery.err.level_beyond", level=from_level, levels=levels)
        return wanted

    def verify_set(
        self,
        prizes: str | Prizes,
        from_level: int | None,
        order: tuple[int, ...] = (),
        secret: str = "",
    ) -> ev.MysterySet:
        """The record of setting the prizes (empty: none) drawn in ``order`` with ``secret``.

        Raises:
            DirectorError: As :meth:`checked`, or an order or secret that does not fit.
        """
        wanted = self.checked(prizes, from_level)
        if not wanted or from_level is None:
            return ev.MysterySet(prizes=())
        record = ev.MysterySet(prizes=wanted, from_level=from_level, order=order, secret=secret)
        record.deck()  # the order and secret must fit the prizes
        return record

    def drawn(
        self, prizes: str | Prizes, from_level: int | None, rng: random.Random | None = None
    ) -> ev.MysterySet:
        """The record that sets these prizes, their envelopes shuffled and committed.

        The shuffle is drawn after the list is checked (a refusal spends no randomness).

        Raises:
            DirectorError: As :meth:`checked`.
        """
        wanted = self.checked(prizes, from_level)
        order, secret = shuffled(wanted, rng) if wanted else ((), "")
        return self.verify_set(wanted, from_level, order, secret)

    def set(
        self, prizes: str | Prizes, from_level: int | None, rng: random.Random | None = None
    ) -> ev.MysterySet:
        """Set the mystery prizes and their level; the envelopes are shuffled and committed."""
        r = self.drawn(prizes, from_level, rng)
        return self._t.act(self.verify_set, r.prizes, from_level, r.order, r.secret)

    def won(self) -> dict[int, int]:
        """Mystery bounty money won by each entry, in cents (the winner takes unopened ones)."""
        return mystery_won(self.state)

    def to_json(self) -> dict[str, Any] | None:
        """The prizes, the commitment, the draws and what is left, for ``show --json``.

        The order and its secret are given once every envelope is open or the tournament is
        over, so the commitment can be checked; before, only the commitment.
        """
        s = self.state
        deck = s.mystery
        if deck is None:
            return None
        out: dict[str, Any] = {
            "from_level": deck.from_level,
            "prizes": [{"amount": cents_text(c), "count": n} for c, n in deck.prizes],
            "commitment": deck.commitment,
            "draws": [
                {
                    "number": d.number,
                    "entry": d.entry,
                    "out": s.label(d.entry),
                    "winners": [s.label(w) for w in d.winners],
                    "amount": cents_text(d.cents),
                }
                for d in deck.draws
            ],
            "left": [{"amount": cents_text(c), "count": n} for c, n in deck.left],
            "exhausted": deck.exhausted,
            # The money taken in with the entries (--bounty) beside what the envelopes hold:
            # the difference is the house's (an overlay it pays, or what it keeps).
            "taken_in": cents_text(money(s).bounties_cents),
            "prizes_total": cents_text(sum(deck.order)),
        }
        if deck.exhausted or s.finished:
            out["reveal"] = {"order": order_text(deck.order), "secret": deck.secret}
        won = self.won()
        out["won"] = [
            {"entry": e, "name": s.label(e), "amount": cents_text(c)}
            for e, c in sorted(won.items())
            if s.entries[e].status is not EntryStatus.WITHDRAWN
        ]
        return out
