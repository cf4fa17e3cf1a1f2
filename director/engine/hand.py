"""A hand of poker, driven one action at a time, and saved or rebuilt from what was saved.

:class:`Hand` is what every game's hand is: the state it keeps
(:mod:`director.engine.handstate`), the betting rounds (:mod:`director.engine.betting`) and what
happens once the betting is over (:mod:`director.engine.showdown`); a game subclass (hold'em in
:mod:`director.engine.holdem`, seven card stud in :mod:`director.engine.stud`) deals and values
the cards. This module adds saving a hand as JSON-ready values and rebuilding it by replaying
them.

Drive a hand one action at a time: :attr:`Hand.to_act` says whose turn it is,
:meth:`Hand.legal_actions` what he may do (with the minimum and maximum amounts), and
:meth:`Hand.act` (or :meth:`~Hand.fold`, :meth:`~Hand.check`, :meth:`~Hand.call`,
:meth:`~Hand.bet`, :meth:`~Hand.raise_to`, :meth:`~Hand.all_in`) applies it and returns the
immutable :class:`~director.engine.records.Action` record. Dealing, showing down and awarding
the pots happen by themselves and are appended to :attr:`Hand.history`. An illegal action raises
:class:`~director.engine.errors.IllegalActionError` naming what is allowed instead, and changes
nothing. What a view needs besides: :meth:`Hand.pots`, :meth:`Hand.raise_refusal` and
:meth:`Hand.all_in_refusal` (why a bet, raise or all-in is not allowed),
:attr:`Hand.awards`, :meth:`Hand.winnings`, :attr:`Hand.final_stacks`.
"""

from __future__ import annotations

from typing import Any, Self

from director.engine.betting import Betting
from director.engine.errors import HandHistoryError, IllegalActionError
from director.engine.records import Action, ActionKind
from director.i18n import Msg

_SAVED_AMOUNT = (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)


class Hand(Betting):
    """One hand of poker: what every game shares.

    Not meant to be built directly; use a game such as
    :class:`~director.engine.holdem.HoldemHand`.

    Players are numbered ``0 .. players-1`` clockwise around the table; ``button`` is the dealer.
    """

    __slots__ = ()

    # ------------------------------------------------------------------ serialisation

    def _saved_dict(self, version: int, setup: dict[str, Any]) -> dict[str, Any]:
        """The dictionary ``to_dict`` writes.

        What every game saves, around the game's ``setup`` (its forced bets and its deck).
        """
        actions: list[list[Any]] = []
        for r in self._log:
            if type(r) is Action:
                entry: list[Any] = [r.player, str(r.kind)]
                if r.kind in _SAVED_AMOUNT:
                    entry.append(r.to)
                actions.append(entry)
        return {
            "format": "director-hand",
            "version": version,
            "game": self._GAME_KEY,
            "rules": self.rules.to_dict(),
            "stacks": list(self.starting_stacks),
            "button": self.button,
            "names": list(self.names),
            **setup,
            "manual_showdown": self._manual_showdown,
            "muck_losers": self._muck_losers,
            "actions": actions,
            "showdown": [[p, "show" if s else "muck"] for p, s in self._showdown_decisions],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        """Rebuild a hand from ``to_dict`` by replaying it action by action.

        Raises:
            HandHistoryError: the data is not a hand of this game this version can read, or an
                action in it is not legal.
        """
        if data.get("format") != "director-hand" or data.get("game") != cls._GAME_KEY:
            raise HandHistoryError("engine.err.saved.game", game=Msg(cls._GAME))
        version = data.get("version")
        if not isinstance(version, int) or version > cls._FORMAT_VERSION:
            raise HandHistoryError("engine.err.saved.newer", version=version)
        try:
            hand = cls._from_saved(data)
            hand._replay_actions(data)
            for p, decision in data["showdown"]:
                if decision == "show":
                    hand.show(player=p)
                else:
                    hand.muck(player=p)
        except (KeyError, TypeError, IndexError, ValueError) as exc:
            raise HandHistoryError("engine.err.saved.malformed", error=exc) from exc
        except IllegalActionError as exc:
            raise HandHistoryError("engine.err.saved.replay", error=exc) from exc
        return hand

    @classmethod
    def _from_saved(cls, data: dict[str, Any]) -> Self:
        """The hand ``data`` was saved from, as dealt before anybody acted (the game's own)."""
        raise NotImplementedError

    def _replay_actions(self, data: dict[str, Any]) -> None:
        """Apply the saved actions in order (hold'em also replays its rulings between them)."""
        for entry in data["actions"]:
            self.act(entry[1], entry[2] if len(entry) > 2 else None, player=entry[0])
