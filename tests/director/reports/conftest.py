"""Fixtures of the report tests: real tournament files, made once per run."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from reportdata import make_tournament


@pytest.fixture(scope="session")
def tournament_files(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], Path]:
    """Tournament files made once per run: ``running`` (40 entrants, 13 left), ``finished``."""
    folder = tmp_path_factory.mktemp("tournaments")
    made: dict[str, Path] = {}

    def get(kind: str) -> Path:
        if kind not in made:
            path = folder / f"{kind}.director"
            made[kind] = make_tournament(path, 40, finish=kind == "finished")
        return made[kind]

    return get
