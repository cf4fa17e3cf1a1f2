"""Fixtures of the report tests: real tournament files, made once per run."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.helpers import reports


@pytest.fixture(scope="session")
def tournament_files(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], Path]:
    """Tournament files made once per run: ``running`` (40 entrants, 13 left), ``finished``."""
    return reports.tournament_files(tmp_path_factory.mktemp("tournaments"))
