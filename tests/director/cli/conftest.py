"""Fixtures for the tournament commands: ``director`` in-process, a small structure, a file."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.tournament import SMALL_YAML
from tests.helpers.tournament_cli import Cli, runner


@pytest.fixture
def tournament_cli(capsys: pytest.CaptureFixture[str]) -> Cli:
    """run(*argv, ok=True): see :func:`tests.helpers.tournament_cli.runner`."""
    return runner(capsys)


@pytest.fixture
def small_structure(tmp_path: Path) -> Path:
    """The small structure of the tournament tests as a YAML file."""
    path = tmp_path / "small.yaml"
    path.write_text(SMALL_YAML, encoding="utf-8")
    return path


@pytest.fixture
def friday(tmp_path: Path, tournament_cli: Cli, small_structure: Path) -> Path:
    """A new tournament file: 2 tables of 6, buy-in 20+5, late registration to level 2."""
    path = tmp_path / "friday.director"
    tournament_cli("tournament", "new", path, "--structure", small_structure, "--buy-in", "20+5",
        "--name", "Venerdì", "--tables", "2", "--seats", "6", "--late-reg", "2", "--bounty", "5")  # fmt: skip
    return path
