"""What a paired remote may do, each through the same domain actions as the window.

A request is ``{"action": NAME, ...}``. The clock actions take nothing more; ``bust`` takes
``player`` (an entry number or a name, as the window's search finds it) and optionally ``by``,
the eliminator; ``chips`` takes ``player`` and ``chips``. Every action is recorded as done by
the device (:meth:`Tournament.acting_as <director.tournament.Tournament.acting_as>`), so the
log says which phone did what. A request of the wrong shape is a :class:`RequestError`
(HTTP 400); an action the tournament refuses is the domain's own
:class:`~director.errors.DirectorError` (HTTP 409), in the remote's language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from director.errors import DirectorError
from director.limits import MAX_CHIPS
from director.tournament import Tournament

#: A minute, as the remote's +1 and -1 buttons add or take it.
MINUTE = 60.0


class RequestError(DirectorError):
    """A request that is not one the remote could have sent (a missing or wrong field)."""


def _player(body: Mapping[str, Any], field: str, *, required: bool = True) -> int | str | None:
    value = body.get(field)
    if value is None and not required:
        return None
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise RequestError("serve.err.field", field=field)
    if isinstance(value, str) and not value.strip():
        raise RequestError("serve.err.field", field=field)
    return value


def _chips(body: Mapping[str, Any]) -> int:
    value = body.get("chips")
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_CHIPS:
        raise RequestError("serve.err.field", field="chips")
    return value


def _bust(t: Tournament, body: Mapping[str, Any]) -> None:
    player = _player(body, "player")
    assert player is not None
    t.entrants.bust(player, by=_player(body, "by", required=False))


def _count(t: Tournament, body: Mapping[str, Any]) -> None:
    player = _player(body, "player")
    assert player is not None
    t.entrants.set_chips({player: _chips(body)})


ACTIONS: dict[str, Callable[[Tournament, Mapping[str, Any]], object]] = {
    "pause": lambda t, _b: t.clock.pause(),
    "resume": lambda t, _b: t.clock.resume(),
    "next": lambda t, _b: t.clock.next_level(),
    "previous": lambda t, _b: t.clock.previous_level(),
    "add_minute": lambda t, _b: t.clock.add_time(MINUTE),
    "remove_minute": lambda t, _b: t.clock.add_time(-MINUTE),
    "bust": _bust,
    "chips": _count,
}


def run(t: Tournament, device: str, body: object) -> None:
    """Do what ``body`` asks, recorded as done by ``device``.

    Raises:
        RequestError: ``body`` is not a request the remote sends; nothing changed.
        DirectorError: The tournament refuses the action; nothing changed.
    """
    if not isinstance(body, dict):
        raise RequestError("serve.err.not_an_object")
    name = body.get("action")
    if not isinstance(name, str) or name not in ACTIONS:
        raise RequestError("serve.err.action", actions=", ".join(ACTIONS))
    with t.acting_as(device):
        ACTIONS[name](t, body)
