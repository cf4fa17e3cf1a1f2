"""A PHH hand history as a value: the fields of the standard, read from and written to TOML.

The format is the PHH standard (TOML; https://github.com/uoftcprg/phh-std): ``variant``,
``antes``, ``blinds_or_straddles``, ``min_bet`` or ``small_bet``/``big_bet``,
``starting_stacks``, ``actions`` (``d dh p1 AcKd``, ``d db 7h8h9h``, ``p1 cbr 200``, ``p1 cc``,
``p1 f``, ``p1 sm AcKd`` / ``p1 sm``), and optional fields such as ``players`` and
``finishing_stacks``. Players are listed from the left of the button (the small blind) to the
button; heads-up the antes and blinds are assigned in reverse, so the button posts the small blind.
"""

from __future__ import annotations

import json
import math
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from director.engine.errors import (
    HandHistoryError,
)
from director.engine.rules import MAX_CHIPS, BettingLimit
from director.i18n import Msg
from director.yamlread.diagnostics import Number

#: Hold'em variant codes and their betting limit.
HOLDEM_VARIANTS = {
    "NT": BettingLimit.NO_LIMIT,
    "PT": BettingLimit.POT_LIMIT,
    "FT": BettingLimit.FIXED_LIMIT,
}
#: The other PHH variant codes and their names, for the "not supported" message.
OTHER_VARIANTS: dict[str, Msg] = {
    code: Msg(f"engine.variant.{code}")
    for code in ("F7S", "F7S/8", "FR", "NS", "PO", "FO/8", "N2L1D", "F2L3D", "FB")
}

#: Stud variant codes the engine plays.
STUD_VARIANTS = frozenset({"F7S"})
#: Variants the engine will play but does not yet (none now).
PLANNED_VARIANTS: frozenset[str] = frozenset()

_NUMBER_FIELDS = ("min_bet", "small_bet", "big_bet", "bring_in")
_LIST_FIELDS = ("antes", "blinds_or_straddles", "starting_stacks")
_KNOWN_ORDER = (
    "variant",
    "ante_trimming_status",
    "antes",
    "blinds_or_straddles",
    "bring_in",
    "small_bet",
    "big_bet",
    "min_bet",
    "starting_stacks",
    "actions",
)


@dataclass(frozen=True)
class HandHistory:
    """A PHH hand history, fields as in the standard (amounts in whole chips).

    ``finishing_stacks`` is kept as recorded (it may hold fractions of a chip); every other
    amount must be whole. Optional fields other than ``players`` and ``finishing_stacks`` are
    kept in ``extra`` and written back unchanged.
    """

    variant: str
    antes: tuple[int, ...]
    blinds_or_straddles: tuple[int, ...]
    starting_stacks: tuple[int, ...]
    actions: tuple[str, ...]
    ante_trimming_status: bool = False
    min_bet: int | None = None
    small_bet: int | None = None
    big_bet: int | None = None
    bring_in: int | None = None
    players: tuple[str, ...] | None = None
    finishing_stacks: tuple[float, ...] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def label(self, player: int) -> str:
        """The player's name if recorded, else ``p1``, ``p2`` ..."""
        if self.players and player < len(self.players):
            return self.players[player]
        return f"p{player + 1}"


# ---------------------------------------------------------------------- reading


def whole_chips(value: Any, what: str) -> int:
    """A recorded amount as whole chips (``what`` names it in the message).

    Raises:
        HandHistoryError: not a number, unknown (not finite), a fraction of a chip, or more
            than :data:`~director.engine.rules.MAX_CHIPS`.
    """
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise HandHistoryError("engine.err.phh.number", what=what, value=value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise HandHistoryError("engine.err.phh.unknown_amount", what=what, value=value)
        if not value.is_integer():
            raise HandHistoryError("engine.err.phh.fraction", what=what, value=value)
    if abs(value) > MAX_CHIPS:
        raise HandHistoryError(
            "engine.err.phh.too_many_chips", what=what, value=value, most=Number(MAX_CHIPS)
        )
    return int(value)


def loads(text: str) -> HandHistory:
    """Read a hand history from PHH (TOML) text.

    Raises:
        HandHistoryError: not valid TOML, a required field is missing or of the wrong type.
    """
    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError) as exc:  # ValueError: an int of 5,000 digits
        raise HandHistoryError("engine.err.phh.toml", error=exc) from exc
    return from_mapping(data)


def load(path: str | Path) -> HandHistory:
    """Read a PHH file.

    Raises:
        HandHistoryError: unreadable or malformed.
    """
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise HandHistoryError("engine.err.phh.read", path=path, error=exc) from exc
    return loads(text)


def from_mapping(data: dict[str, Any]) -> HandHistory:
    """Build a :class:`HandHistory` from parsed TOML values.

    Raises:
        HandHistoryError: a required field is missing or of the wrong type.
    """
    for name in ("variant", "antes", "starting_stacks", "actions"):
        if name not in data:
            raise HandHistoryError("engine.err.phh.missing", name=name)
    variant = data["variant"]
    if not isinstance(variant, str):
        raise HandHistoryError("engine.err.phh.variant", variant=variant)
    lists: dict[str, tuple[int, ...]] = {}
    for name in _LIST_FIELDS:
        raw = data.get(name, [0] * len(data["starting_stacks"]))
        if not isinstance(raw, list):
            raise HandHistoryError("engine.err.phh.list", name=name)
        lists[name] = tuple(whole_chips(v, f"{name}[{k}]") for k, v in enumerate(raw))
    n = len(lists["starting_stacks"])
    for name in ("antes", "blinds_or_straddles"):
        if len(lists[name]) != n:
            raise HandHistoryError(
                "engine.err.phh.list_length", name=name, count=len(lists[name]), players=n
            )
    numbers = {
        name: whole_chips(data[name], name) if data.get(name) is not None else None
        for name in _NUMBER_FIELDS
    }
    actions = data["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise HandHistoryError("engine.err.phh.actions")
    players = data.get("players")
    if players is not None and (
        not isinstance(players, list) or not all(isinstance(p, str) for p in players)
    ):
        raise HandHistoryError("engine.err.phh.players")
    finishing = data.get("finishing_stacks")
    if finishing is not None:
        if not isinstance(finishing, list) or not all(
            isinstance(v, int | float) and not isinstance(v, bool) for v in finishing
        ):
            raise HandHistoryError("engine.err.phh.finishing")
        finishing = tuple(finishing)
    trimming = data.get("ante_trimming_status", False)
    if not isinstance(trimming, bool):
        raise HandHistoryError("engine.err.phh.trimming")
    known = {*_KNOWN_ORDER, "players", "finishing_stacks"}
    return HandHistory(
        variant=variant,
        antes=lists["antes"],
        blinds_or_straddles=lists["blinds_or_straddles"],
        starting_stacks=lists["starting_stacks"],
        actions=tuple(actions),
        ante_trimming_status=trimming,
        players=tuple(players) if players is not None else None,
        finishing_stacks=finishing,
        extra={k: v for k, v in data.items() if k not in known},
        **numbers,
    )


# ---------------------------------------------------------------------- writing


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise HandHistoryError("engine.err.phh.write", value=value)


def dumps(history: HandHistory) -> str:
    """The hand history as PHH (TOML) text."""
    lines = [
        f"variant = {_toml_value(history.variant)}",
        f"ante_trimming_status = {_toml_value(history.ante_trimming_status)}",
        f"antes = {_toml_value(history.antes)}",
        f"blinds_or_straddles = {_toml_value(history.blinds_or_straddles)}",
    ]
    for name in ("bring_in", "small_bet", "big_bet", "min_bet"):
        value = getattr(history, name)
        if value is not None:
            lines.append(f"{name} = {_toml_value(value)}")
    lines.append(f"starting_stacks = {_toml_value(history.starting_stacks)}")
    lines.append("actions = [")
    lines += [f"  {_toml_value(a)}," for a in history.actions]
    lines.append("]")
    if history.players is not None:
        lines.append(f"players = {_toml_value(history.players)}")
    if history.finishing_stacks is not None:
        lines.append(f"finishing_stacks = {_toml_value(history.finishing_stacks)}")
    for key, value in history.extra.items():
        lines.append(f"{key} = {_toml_value(value)}")
    return "\n".join(lines) + "\n"


def dump(history: HandHistory, path: str | Path) -> None:
    """Write a PHH file."""
    Path(path).write_text(dumps(history), encoding="utf-8")
