"""What every command shares: its parser, the ``--lang`` option and the language it picks."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from director.i18n import LANGS, Lang, lang_from_env, message


class Parser(argparse.ArgumentParser):
    """argparse's parser, whose mistakes are one line instead of the usage and the error.

    ``--chip-unit abc`` or ``--lang xx`` says what is wrong and where the help is, in the
    language of a ``--lang`` typed anywhere on the line (else the environment's), and exits 2
    as argparse does. Every sub-command's parser is of this class (argparse makes them of their
    parent's).
    """

    #: The words being parsed (set by :meth:`parse_args`), for the language of a mistake.
    typed: Sequence[str] = ()

    def parse_args(  # type: ignore[override]  # argparse's overloads, one used here
        self, args: Sequence[str] | None = None, namespace: None = None
    ) -> argparse.Namespace:
        """Parse ``args`` (default: the command line), keeping them for :meth:`error`."""
        Parser.typed = list(sys.argv[1:] if args is None else args)
        return super().parse_args(args, namespace)

    def error(self, message_: str) -> NoReturn:
        """Print ``PROG: error: MESSAGE; see PROG --help`` on one line and exit 2."""
        said = typed_lang(Parser.typed)
        line = message("cli.usage_error", said, prog=self.prog, message=" ".join(message_.split()))
        self.exit(2, line + "\n")


def typed_lang(words: Sequence[str]) -> Lang:
    """The language of a ``--lang it|en`` among ``words``, else the environment's."""
    for k, word in enumerate(words):
        value = word.partition("=")[2] if word.startswith("--lang=") else None
        if word == "--lang" and k + 1 < len(words):
            value = words[k + 1]
        if value in LANGS:
            return value
    return lang_from_env()


def positive_whole(text: str) -> int:
    """An argparse ``type``: a whole number above zero, or one line saying what to write."""
    t = text.strip()
    if not t.isascii() or not t.isdigit() or len(t) > 16 or int(t) == 0:
        said = typed_lang(Parser.typed)
        raise argparse.ArgumentTypeError(message("cli.err.positive_whole", said, text=text))
    return int(t)


def add_lang(parser: argparse.ArgumentParser) -> None:
    """Give ``parser`` the ``--lang`` option (only set when typed, so either place works)."""
    parser.add_argument(
        "--lang",
        choices=LANGS,
        default=argparse.SUPPRESS,
        help="language of the output and messages (default: from LANG/LC_ALL/LC_MESSAGES)",
    )


def lang(args: argparse.Namespace) -> Lang:
    """The language the command line speaks: ``--lang``, else the environment's."""
    chosen: Lang | None = getattr(args, "lang", None)
    return chosen or lang_from_env()
