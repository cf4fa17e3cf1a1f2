"""The structures shipped with the app (``structures/*.yaml``) and the one it opens with."""

from __future__ import annotations

from pathlib import Path

from director.paths import data_dir


def shipped_structures_dir() -> Path:
    """The folder of structures shipped with the app."""
    return data_dir() / "structures"


def default_structure_path() -> Path:
    """The structure the app opens with when there is nothing else: the club's own."""
    return shipped_structures_dir() / "club-50.yaml"


def shipped_structures() -> list[Path]:
    """Every shipped structure file, sorted by name."""
    return sorted(shipped_structures_dir().glob("*.yaml"))
