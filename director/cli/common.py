"""What every command shares: the ``--lang`` option and the language it picks."""

from __future__ import annotations

import argparse

from director.i18n import LANGS, Lang, lang_from_env


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
