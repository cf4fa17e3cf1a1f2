"""Writing a structure back as YAML, in the compact form a director writes by hand."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeGuard

from director.yamlread.scalar import quoted

if TYPE_CHECKING:  # the model's to_yaml() imports this module when it runs
    from director.structures.model import Break, Entry, Level, Structure


def _minutes_text(seconds: int) -> str:
    if seconds % 60 == 0:
        return str(seconds // 60)
    return f'"{seconds // 60}:{seconds % 60:02d}"'


def dump_structure(structure: Structure) -> str:
    """The structure as YAML in the compact form; loading it gives back an equal structure."""
    durations = [e.seconds for e in structure.levels]
    default = max(set(durations), key=durations.count)
    lines = [f"name: {quoted(structure.name)}"]
    if structure.description:
        lines.append(f"description: {quoted(structure.description)}")
    lines.append(f"game: {structure.game.value}")
    lines.append(f"starting_stack: {structure.starting_stack}")
    lines.append(f"level_minutes: {_minutes_text(default)}")
    if structure.chip_counts:
        counts = ", ".join(f"{v}: {n}" for v, n in structure.chip_counts)
        lines.append("chips: {" + counts + "}")
    elif structure.chips:
        lines.append("chips: [" + ", ".join(str(c) for c in structure.chips) + "]")
    lines.append("levels:")
    for e in structure.entries:
        if _is_break(e):
            parts = _break_parts(e)
        else:
            assert _is_level(e)  # an entry is a break or a level
            parts = _level_parts(e, structure, default)
        lines.append("  - " + parts[0])
        lines.extend("    " + p for p in parts[1:])
    return "\n".join(lines) + "\n"


# The model's classes exist here only for the type checker, so entries are told apart by kind.
def _is_break(entry: Entry) -> TypeGuard[Break]:
    return entry.is_break


def _is_level(entry: Entry) -> TypeGuard[Level]:
    return not entry.is_break


def _break_parts(brk: Break) -> list[str]:
    """The ``key: value`` lines of a break."""
    parts = [f"break: {_minutes_text(brk.seconds)}"]
    if brk.color_up:
        parts.append("color_up: [" + ", ".join(str(c) for c in brk.color_up) + "]")
    if brk.name:
        parts.append(f"name: {quoted(brk.name)}")
    return parts


def _level_parts(level: Level, structure: Structure, default_seconds: int) -> list[str]:
    """The ``key: value`` lines of a level; its game and duration only where not the default."""
    parts = []
    if level.game is not structure.game:
        parts.append(f"game: {level.game.value}")
    if level.game.uses_blinds:
        parts.append(f"blinds: {level.small_blind}-{level.big_blind}")
    if level.ante:
        parts.append(f"ante: {level.ante}")
    if level.bb_ante:
        parts.append(f"bb_ante: {level.bb_ante}")
    if level.game.is_fixed_limit:
        parts.append(f"bets: {level.small_bet}-{level.big_bet}")
    if level.bring_in:
        parts.append(f"bring_in: {level.bring_in}")
    if level.seconds != default_seconds:
        parts.append(f"minutes: {_minutes_text(level.seconds)}")
    if level.name:
        parts.append(f"name: {quoted(level.name)}")
    return parts
