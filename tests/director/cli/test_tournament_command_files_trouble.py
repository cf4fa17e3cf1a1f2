"""The command line on a file in trouble: one line that says what happened, nothing recorded,
and a ``tournament new`` that fails leaves no file behind."""

from __future__ import annotations

from pathlib import Path

from director.tournament import Tournament
from tests.helpers.files import held, no_wait, read_only
from tests.helpers.tournament_cli import Cli

__all__ = ["no_wait"]  # the fixture, imported to be used by name


def _players(path: Path) -> list[str]:
    with Tournament.open(path) as t:
        return sorted(e.name for e in t.state.players.values())


def test_a_file_held_by_another_program_is_one_line(
    tournament_cli: Cli, friday: Path, no_wait: None
) -> None:
    tournament_cli("register", friday, "Anna")
    with held(friday):
        err = tournament_cli("register", friday, "Mario", ok=False)
    assert err == (
        f"director: error: {friday} is in use by another program; the action was not "
        "recorded: close the other program and try again\n"
    )
    assert _players(friday) == ["Anna"]
    with held(friday, readers_too=True):
        err = tournament_cli("show", friday, ok=False)
        assert err == (
            f"director: error: {friday} is in use by another program; close it and try again\n"
        )
        err = tournament_cli("--lang", "it", "register", friday, "Mario", ok=False)
        assert "è in uso da un altro programma" in err
    tournament_cli("register", friday, "Mario")
    assert _players(friday) == ["Anna", "Mario"]


def test_a_read_only_file_is_not_called_damaged(tournament_cli: Cli, friday: Path) -> None:
    with read_only(friday):
        err = tournament_cli("register", friday, "Mario", ok=False)
    assert "the file is read-only: make it writable, or save a copy elsewhere" in err
    assert "damaged" not in err
    assert _players(friday) == []


def test_new_in_a_read_only_folder_leaves_no_file(
    tournament_cli: Cli, tmp_path: Path, small_structure: Path
) -> None:
    folder = tmp_path / "stick"
    folder.mkdir()
    with read_only(folder):
        err = tournament_cli("tournament", "new", folder / "t.director", "--structure",
            small_structure, "--buy-in", "20", ok=False)  # fmt: skip
        left = list(folder.iterdir())
    assert f"the folder {folder} is read-only: choose a writable folder" in err
    assert left == []


def test_new_that_fails_after_creating_leaves_no_file(
    tournament_cli: Cli, tmp_path: Path, small_structure: Path
) -> None:
    path = tmp_path / "t.director"
    # 0 tables is refused by the domain after the file was made.
    err = tournament_cli("tournament", "new", path, "--structure", small_structure,
        "--buy-in", "20", "--tables", "-3", ok=False)  # fmt: skip
    assert "table" in err
    assert list(tmp_path.glob("t.director*")) == []
