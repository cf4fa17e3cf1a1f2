"""How the tournament commands are declared: every handler exists, ``--help`` works, ``--lang``
goes after any command, and building the parser loads none of the tournament domain."""

from __future__ import annotations

import subprocess
import sys

import pytest

from director.cli import build_parser, main
from director.cli.tournament.commands import COMMANDS, DEFAULT_CURRENCY, TOURNAMENT_ACTIONS
from director.cli.tournament.parser import Command, LazyHandler, resolve
from director.tournament import Settings
from director.tournament.amounts import DEFAULT_CURRENCY as DOMAIN_CURRENCY

ALL = [*TOURNAMENT_ACTIONS, *COMMANDS]


def _argv(command: Command) -> list[str]:
    return [command.name] if command in COMMANDS else ["tournament", command.name]


@pytest.mark.parametrize("command", ALL, ids=lambda c: c.name)
def test_every_handler_exists_and_says_what_it_does(command: Command) -> None:
    handler = resolve(command.handler)
    assert callable(handler)
    assert handler.__doc__ and command.name.split("-")[0] in handler.__doc__


@pytest.mark.parametrize("command", ALL, ids=lambda c: c.name)
def test_every_command_has_help_and_takes_lang_after_it(
    command: Command, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main([*_argv(command), "--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith(f"usage: director {' '.join(_argv(command))} ")
    assert "--lang {en,it}" in out
    assert command.help[:1].upper() + command.help[1:] + "." in out


def test_director_help_lists_the_commands_in_their_order(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    listed = [line.split()[0] for line in out.splitlines() if line.startswith("    ")]
    names = [c.name for c in COMMANDS]
    assert [n for n in listed if n in names] == names
    assert "tournament" in listed


def test_lang_is_read_before_or_after_the_command() -> None:
    parser = build_parser()
    assert parser.parse_args(["--lang", "it", "show", "f.director"]).lang == "it"
    assert parser.parse_args(["show", "f.director", "--lang", "it"]).lang == "it"
    args = parser.parse_args(["tournament", "new", "f.director", "--buy-in", "20", "--lang", "it"])
    assert args.lang == "it"
    assert not hasattr(parser.parse_args(["show", "f.director"]), "lang")


def test_the_currency_help_names_the_domains_default() -> None:
    assert DEFAULT_CURRENCY == DOMAIN_CURRENCY == Settings().currency


def test_a_usage_error_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["clock", "f.director", "sideways"])
    assert exit_.value.code == 2
    assert "invalid choice: 'sideways'" in capsys.readouterr().err


_NOT_LOADED = """
import argparse, sys
from director.cli import tournament
parser = argparse.ArgumentParser()
tournament.register(parser.add_subparsers())
loaded = sorted(m for m in sys.modules if m.startswith(("director.tournament", "director.payouts")))
assert loaded == [], loaded
args = parser.parse_args(["icm", "--stacks", "3,1", "--prizes", "10", "--json"])
assert args.func(args) == 0
loaded = sorted(m for m in sys.modules if m.startswith("director.tournament"))
assert loaded == [], loaded
"""


def test_building_the_parser_and_icm_load_no_tournament() -> None:
    """Every ``director`` command builds the whole parser: it must stay cheap."""
    done = subprocess.run(
        [sys.executable, "-c", _NOT_LOADED], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr


def test_the_parser_names_the_handler_it_imports_when_the_command_runs() -> None:
    args = build_parser().parse_args(["show", "f.director"])
    assert args.func == LazyHandler("show:show")
