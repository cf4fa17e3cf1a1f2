"""How a tournament command is declared and added to the ``director`` parser.

A :class:`Command` names its handler as ``"module:function"`` inside this package instead of
importing it: building the parser (which every ``director`` command does, ``--help`` too) then
loads none of the tournament domain, and a command loads only its own group's module when it
runs (``director icm`` never loads the tournament, the other groups' commands never load ours).
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, cast

from director.cli.common import add_lang
from director.cli.tournament.run import Handler

if TYPE_CHECKING:  # the class is not subscriptable at run time
    Subparsers = argparse._SubParsersAction[argparse.ArgumentParser]
#: Whether a command takes the tournament FILE: always, optionally, or not at all.
FileArg = Literal["required", "optional", "none"]


@dataclass(frozen=True, slots=True)
class Arg:
    """One ``add_argument`` call: the flags (or the positional's name) and its options."""

    flags: tuple[str, ...]
    options: Mapping[str, Any]

    def add_to(self, parser: argparse.ArgumentParser | argparse._ArgumentGroup) -> None:
        """Add this argument to ``parser``."""
        parser.add_argument(*self.flags, **self.options)


def arg(*flags: str, **options: Any) -> Arg:
    """An argument as ``add_argument`` takes it: ``arg("--by", metavar="NAME")``."""
    return Arg(flags, options)


@dataclass(frozen=True, slots=True)
class Group:
    """Options listed under their own heading in ``--help``."""

    title: str
    args: tuple[Arg, ...]


@dataclass(frozen=True, slots=True)
class Command:
    """A sub-command: its name, the handler that runs it, its help and its arguments.

    Attributes:
        name: What is typed (``bust``, ``hand-for-hand``).
        handler: ``"module:function"`` in this package; the function takes the parsed
            arguments and returns the exit status.
        help: One line for ``director --help``; the command's own ``--help`` says it as a
            sentence.
        args: The arguments after the tournament FILE, in order.
        file: Whether the tournament FILE comes first (``optional`` for ``payouts``).
        groups: Options under their own headings, after ``args``.
    """

    name: str
    handler: str
    help: str
    args: tuple[Arg, ...] = ()
    file: FileArg = "required"
    groups: tuple[Group, ...] = field(default=())


def resolve(handler: str) -> Handler:
    """The function ``"module:function"`` names in this package (imported now)."""
    module_name, _, function = handler.partition(":")
    module = importlib.import_module(f"{__package__}.{module_name}")
    return cast(Handler, getattr(module, function))


@dataclass(frozen=True, slots=True)
class LazyHandler:
    """A command's handler, imported the first time the command runs.

    Attributes:
        target: ``"module:function"`` in this package.
    """

    target: str

    def __call__(self, args: argparse.Namespace) -> int:
        """Import the handler and run it on ``args``; returns the exit status."""
        return resolve(self.target)(args)


def add_commands(sub: Subparsers, commands: Sequence[Command]) -> None:
    """Add ``commands`` to ``sub``, in order, each with ``--lang``."""
    for command in commands:
        help_text = command.help
        p = sub.add_parser(
            command.name,
            help=help_text,
            description=help_text[:1].upper() + help_text[1:] + ".",
        )
        p.set_defaults(func=LazyHandler(command.handler))
        if command.file == "required":
            p.add_argument("file", metavar="FILE", help="the tournament file")
        elif command.file == "optional":
            p.add_argument("file", metavar="FILE", nargs="?")
        for a in command.args:
            a.add_to(p)
        for group in command.groups:
            g = p.add_argument_group(group.title)
            for a in group.args:
                a.add_to(g)
        add_lang(p)
