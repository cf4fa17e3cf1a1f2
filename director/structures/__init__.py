"""Blind structures: the YAML files a director writes by hand, read into typed objects.

A structure is a name, a game, a starting stack, an optional chip set and an ordered list of
levels and breaks. The YAML is read safely (no tags, no object construction), straight from the
parsed node tree so that every problem carries ``FILE:LINE:COLUMN``. All problems are collected
and reported at once; suspicious but legal things are warnings in the same form.

Example (the compact form a director writes)::

    name: Club 50
    game: no-limit hold'em
    starting_stack: 10000
    level_minutes: 10
    chips: [10, 50, 100, 500, 1000, 5000]
    levels:
      - blinds: 10-20
      - blinds: 20-40
      - break: 15
        color_up: [10]
      - blinds: 100-200
        ante: 25

The modules, by concept:

* :mod:`~director.structures.games`: the games and every spelling of their names;
* :mod:`~director.structures.model`: :class:`Level`, :class:`Break`, :class:`Structure`;
* :mod:`~director.structures.reader` (with :mod:`~director.structures.levels`): reading and
  checking a file; :mod:`~director.structures.warnings`: what is legal but suspicious;
* :mod:`~director.structures.dump`: writing a structure back as YAML;
* :mod:`~director.structures.places`: the diagnostics said at a row of the structure editor;
* :mod:`~director.structures.shipped`: the structures shipped with the app;
* :mod:`~director.structures.errors`: what goes wrong.
"""

from __future__ import annotations

from director.structures.dump import dump_structure
from director.structures.errors import StructureError, StructureValueError
from director.structures.games import GAME_ALIASES, Game, parse_game
from director.structures.levels import LEVEL_KEYS
from director.structures.model import Break, Entry, Level, Structure
from director.structures.places import (
    EDITOR_WORDING,
    at_row,
    break_row,
    editor_line,
    file_line,
    level_row,
)
from director.structures.reader import (
    BREAK_KEYS,
    TOP_KEYS,
    CheckResult,
    StructureReader,
    check_file,
    check_text,
    load_structure,
    loads_structure,
)
from director.structures.shipped import (
    default_structure_path,
    shipped_structures,
    shipped_structures_dir,
)
from director.yamlread import Diagnostic, Severity

__all__ = [
    "BREAK_KEYS",
    "EDITOR_WORDING",
    "GAME_ALIASES",
    "LEVEL_KEYS",
    "TOP_KEYS",
    "Break",
    "CheckResult",
    "Diagnostic",
    "Entry",
    "Game",
    "Level",
    "Severity",
    "Structure",
    "StructureError",
    "StructureReader",
    "StructureValueError",
    "at_row",
    "break_row",
    "check_file",
    "check_text",
    "default_structure_path",
    "dump_structure",
    "editor_line",
    "file_line",
    "level_row",
    "load_structure",
    "loads_structure",
    "parse_game",
    "shipped_structures",
    "shipped_structures_dir",
]
