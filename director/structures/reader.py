"""Reading a blind structure from the YAML a director writes by hand.

The YAML is read safely (no tags, no object construction), straight from the parsed node tree so
that every problem carries ``FILE:LINE:COLUMN``. All problems are collected and reported at
once; suspicious but legal things (:mod:`director.structures.warnings`) are warnings in the same
form.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

from director.i18n import Msg
from director.structures.chipset import ChipSet, unpostable
from director.structures.errors import StructureError
from director.structures.games import Game
from director.structures.levels import LEVEL_KEYS, LevelReader
from director.structures.model import Break, Entry, Level, Structure
from director.structures.warnings import check_warnings
from director.yamlread import NULL, Diagnosed, Diagnostic, kind, read_text

TOP_KEYS = ("name", "game", "starting_stack", "level_minutes", "chips", "levels", "description")
BREAK_KEYS = ("break", "color_up", "name")


@dataclass(frozen=True)
class CheckResult(Diagnosed):
    """What checking a structure file found: the structure (None if invalid) and diagnostics."""

    structure: Structure | None
    diagnostics: tuple[Diagnostic, ...]

    @property
    def ok(self) -> bool:
        """True when there are no errors (warnings allowed)."""
        return self.structure is not None


@dataclass
class _Top:
    """What the top of a structure file gives, as far as it could be read."""

    name: str | None = None
    game: Game | None = Game.NLHE
    stack: int | None = None
    stack_node: yaml.Node | None = None
    chips: tuple[int, ...] = ()
    chip_counts: tuple[tuple[int, int], ...] = ()
    description: str = ""
    entries: tuple[Entry, ...] = ()
    levels_node: yaml.Node | None = None


class StructureReader(LevelReader):
    """Walks the composed YAML node tree, building a Structure and collecting diagnostics.

    Every problem is reported, not only the first: a bad value is recorded and reading goes on,
    and a consequence of an earlier error is not reported a second time as something missing.

    Args:
        filename: The name shown in every diagnostic.
        chipset: The chips the structure is played with, instead of its own ``chips:``; each
            level whose amounts the chips in play then cannot make is an error.
    """

    def __init__(self, filename: str, chipset: ChipSet | None = None) -> None:
        super().__init__(filename)
        self.chipset = chipset

    def read(self, text: str) -> Structure | None:
        """Read a whole structure; None if there were errors (all of them are recorded)."""
        root = self.compose(text, "structures.err.empty_file")
        if root is None:
            return None
        if not isinstance(root, yaml.MappingNode):
            if self.tag_ok(root):
                self.error(root, "structures.err.not_structure", kind=kind(root))
            return None
        top = self.mapping(root, Msg("structures.what.structure"), TOP_KEYS)
        if not root.value:
            self.error(root, "structures.err.empty_structure")
            return None
        got = self._top(root, top, set(self.unknown_keys(root)))
        if self.has_errors or got.name is None or got.stack is None or got.game is None:
            return None
        chips = got.chips if self.chipset is None else self.chipset.values
        check_warnings(self, got.levels_node, got.entries, chips, got.stack, got.stack_node)
        if self.chipset is not None:
            self._postable(got.levels_node, got.entries, self.chipset)
            if self.error_count:
                return None
        return Structure(
            name=got.name.strip(),
            game=got.game,
            starting_stack=got.stack,
            entries=got.entries,
            chips=got.chips,
            description=got.description.strip(),
            source=self.file,
            chip_counts=got.chip_counts,
        )

    def _top(
        self, root: yaml.Node, top: dict[str, tuple[yaml.Node, yaml.Node]], guessed: set[str]
    ) -> _Top:
        """Read the top-level keys; a key missing but reported as a typo is not said again."""
        got = _Top()

        def missing(key: str, message: str) -> None:
            if key not in guessed:  # "starting_stak" was already reported as a typo
                self.error(root, message)

        if "name" in top:
            got.name = self.text(top["name"][1], "name")
            if got.name is not None and not got.name.strip():
                self.error(top["name"][1], "structures.err.empty_name")
                got.name = None
        else:
            missing("name", "structures.err.missing_name")
        if "game" in top:
            got.game = self.game(top["game"][1])
        if "starting_stack" in top:
            got.stack_node = top["starting_stack"][1]
            got.stack = self.amount(got.stack_node, "starting_stack")
        else:
            missing("starting_stack", "structures.err.missing_stack")
        default_seconds = None
        if "level_minutes" in top:
            default_seconds = self.duration(top["level_minutes"][1], "level_minutes")
        if "chips" in top and isinstance(top["chips"][1], yaml.MappingNode):
            got.chip_counts = self._chip_counts(top["chips"][1])
            got.chips = tuple(v for v, _ in got.chip_counts)
        elif "chips" in top:
            got.chips = self._chips(top["chips"][1])
        if "description" in top:
            got.description = self.text(top["description"][1], "description") or ""
        if "levels" in top:
            got.levels_node = top["levels"][1]
            has_default = "level_minutes" in top
            got.entries = self._entries(got.levels_node, got.game, default_seconds, has_default)
        else:
            missing("levels", "structures.err.missing_levels")
        return got

    def _chips(self, node: yaml.Node) -> tuple[int, ...]:
        if not self.tag_ok(node):
            return ()
        if not isinstance(node, yaml.SequenceNode):
            self.error(node, "structures.err.chips_not_list", kind=kind(node))
            return ()
        values: list[int] = []
        for item in node.value:
            v = self.amount(item, Msg("structures.what.chip"))
            if v is None:
                continue
            if v in values:
                self.error(item, "structures.err.chip_twice", value=v)
                continue
            values.append(v)
        if not node.value:
            self.error(node, "structures.err.chips_empty")
        return tuple(sorted(values))

    def _postable(
        self, levels_node: yaml.Node | None, entries: tuple[Entry, ...], chipset: ChipSet
    ) -> None:
        """Each level the chips in play cannot post is an error at its place (not a warning)."""
        self.diagnostics = [
            d for d in self.diagnostics if d.msg.key != "structures.warn.not_makeable"
        ]
        items = levels_node.value if isinstance(levels_node, yaml.SequenceNode) else []
        for bad in unpostable(entries, chipset.values):
            node = items[bad.index] if bad.index < len(items) else levels_node
            self.error(node, bad.msg().key, **bad.msg().params)

    def _chip_counts(self, node: yaml.MappingNode) -> tuple[tuple[int, int], ...]:
        """``chips: {25: 400, 100: 600}``: each chip's value and how many the case holds."""
        if not self.tag_ok(node):
            return ()
        counts: dict[int, int] = {}
        for knode, vnode in node.value:
            value = self.amount(knode, Msg("structures.what.chip"))
            chip = knode.value if isinstance(knode, yaml.ScalarNode) else "?"
            count = self.amount(vnode, Msg("structures.chips.what.count", value=chip))
            if value is None or count is None:
                continue
            if value in counts:
                self.error(knode, "structures.err.chip_twice", value=value)
                continue
            counts[value] = count
        if not node.value:
            self.error(node, "structures.chips.err.yaml_empty")
        return tuple(sorted(counts.items()))

    def _entries(
        self, node: yaml.Node, game: Game | None, default_seconds: int | None, has_default: bool
    ) -> tuple[Entry, ...]:
        if not self.tag_ok(node):
            return ()
        if isinstance(node, yaml.ScalarNode) and node.tag == NULL:
            self.error(node, "structures.err.levels_empty")
            return ()
        if not isinstance(node, yaml.SequenceNode):
            self.error(node, "structures.err.levels_not_list", kind=kind(node))
            return ()
        if not node.value:
            self.error(node, "structures.err.level_list_empty")
            return ()
        entries: list[Entry] = []
        number = 0
        for item in node.value:
            entry: Entry | None
            if isinstance(item, yaml.MappingNode) and any(
                isinstance(k, yaml.ScalarNode) and k.value == "break" for k, _ in item.value
            ):
                entry = self._break(item)
            else:
                number += 1
                entry = self.level(item, number, game, default_seconds, has_default)
            if entry is not None:
                entries.append(entry)
        if not any(isinstance(e, Level) for e in entries) and not self.has_errors:
            self.error(node, "structures.err.only_breaks")
        return tuple(entries)

    def _break(self, node: yaml.MappingNode) -> Break | None:
        names = {k.value: k for k, _ in node.value if isinstance(k, yaml.ScalarNode)}
        mixed = [k for k in LEVEL_KEYS if k in names and k not in BREAK_KEYS]
        if mixed:  # "- blinds: 20-40 / break: 10": the break written inside a level
            self.error(names["break"], "structures.err.break_in_level", key=mixed[0])
            return None
        keys = self.mapping(node, Msg("structures.what.break"), BREAK_KEYS)
        if "break" not in keys:
            return None
        seconds = self.duration(keys["break"][1], "break")
        color_up = self._color_up(keys["color_up"][1]) if "color_up" in keys else ()
        name = (self.text(keys["name"][1], "name") or "") if "name" in keys else ""
        if seconds is None or color_up is None:
            return None
        return Break(seconds=seconds, color_up=color_up, name=name)

    def _color_up(self, node: yaml.Node) -> tuple[int, ...] | None:
        """The chip values a break races off (one value or a list), or None if any is bad."""
        if not self.tag_ok(node):
            return None
        if isinstance(node, yaml.ScalarNode) and node.tag == NULL:
            self.error(node, "structures.err.color_up_empty")
            return None
        values: list[int] = []
        ok = True
        for item in node.value if isinstance(node, yaml.SequenceNode) else [node]:
            v = self.amount(item, Msg("structures.what.colour_up_chip"))
            if v is None:
                ok = False
            else:
                values.append(v)
        return tuple(sorted(set(values))) if ok else None


def check_text(
    text: str, filename: str = "<structure>", chipset: ChipSet | None = None
) -> CheckResult:
    """Check structure YAML given as text; never raises for bad input.

    With a ``chipset`` its chips replace the structure's own, and a level they cannot post
    (with the chips still in play at that moment) is an error.
    """
    reader = StructureReader(filename, chipset)
    return CheckResult(*reader.result(reader.read(text)))


def check_file(path: str | Path, chipset: ChipSet | None = None) -> CheckResult:
    """Check a structure file; unreadable files are reported as diagnostics too.

    ``chipset``: as :func:`check_text`.
    """
    text, problems = read_text(path)
    if text is None:
        return CheckResult(None, tuple(problems))
    return check_text(text, str(path), chipset)


def load_structure(path: str | Path) -> Structure:
    """Load a structure file; raises StructureError (with every diagnostic) if it has errors."""
    result = check_file(path)
    if result.structure is None:
        raise StructureError(result.diagnostics)
    return result.structure


def loads_structure(text: str, filename: str = "<structure>") -> Structure:
    """Load a structure from YAML text; raises StructureError if it has errors."""
    result = check_text(text, filename)
    if result.structure is None:
        raise StructureError(result.diagnostics)
    return result.structure
