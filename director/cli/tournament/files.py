"""The tournament file: create it, change its settings and structure, and the rest.

Also opening and closing registration, finishing, and importing or exporting players as CSV.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from director.cli.tournament import mystery, settings
from director.cli.tournament.outcomes import print_winner, said
from director.cli.tournament.output import number, say
from director.cli.tournament.run import in_language, on_file
from director.cli.tournament.values import CliError, naming_flags, whole, with_flag
from director.errors import DirectorError
from director.i18n import Lang
from director.limits import MAX_TABLES
from director.structures import Structure, default_structure_path, load_structure
from director.tournament import Tournament
from director.tournament.csvio import read_players, write_entrants
from director.tournament.settings import Settings
from director.tournament.store import remove_file


@in_language
@naming_flags
def new(args: argparse.Namespace, lang: Lang) -> int:
    """``tournament new``: create the file, add the tables asked for, say what was made.

    Raises:
        CliError: ``cli.err.file_name_empty``, no file name given (nothing is created).
    """
    if not str(args.file).strip():
        raise CliError("cli.err.file_name_empty")
    structure = load_structure(args.structure or default_structure_path())
    changes = settings.changes(args, Settings(), structure.starting_stack)
    prizes = mystery.asked(args, (), None)  # refused before the file is made
    tables = whole(args.tables, "--tables", MAX_TABLES) if args.tables else 0
    _late_reg_within(changes, structure)
    made = not Path(args.file).exists()
    # A creation that fails half-way leaves no file behind: Tournament.create sees to it.
    t = Tournament.create(
        args.file,
        structure,
        Settings().changed(**changes),
        overwrite=args.overwrite,
        tables=tables,
    )
    try:
        s = t.settings
        fields = {
            "path": t.path,
            "name": s.name,
            "structure": structure.name,
            "buy_in": s.buy_in.text(s.currency, lang),
            "chips": number(t.state.chips_per_entry, lang),
            "tables": len(t.state.tables),
            "percent": _percent(s.fee_percent_bp, lang),
        }
        # The fee's share of the pool is said only when the fee is one.
        key = "cli.files.created_fee_share" if s.fee_percent_bp else "cli.files.created"
        say(key, lang, **fields)
        if prizes is not None:
            mystery.apply(t, prizes, lang)
    except BaseException:
        t.close()
        if made:  # the command failed: no tournament was made
            remove_file(t.path)
        raise
    t.close()
    return 0


def _late_reg_within(changes: dict[str, object], structure: Structure) -> None:
    """Late registration ends at a level the structure has.

    Raises:
        CliError: ``cli.err.late_reg_past_end``, naming the structure's last level.
    """
    level = changes.get("late_registration_level")
    last = structure.levels[-1].number
    if isinstance(level, int) and level > last:
        raise CliError("cli.err.late_reg_past_end", level=level, last=last)


def _percent(basis_points: int, lang: Lang) -> str:
    """``10``, ``2.5`` (``2,5`` in Italian): a percentage without trailing zeros."""
    return number(basis_points / 100, lang, "g")


@on_file
def set_settings(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``tournament set``: change the settings the options name (one undoable action)."""
    changes = settings.changes(args, t.settings, t.structure.starting_stack)
    prizes = mystery.asked(args, t.settings.mystery, t.settings.mystery_from)
    if not changes and prizes is None:
        raise CliError("cli.err.nothing_to_change")
    if prizes is not None:
        t.mystery.checked(*prizes)  # refused before any setting changes
    if changes:
        _late_reg_within(changes, t.structure)
        choice, taken = settings.price_choice(args, t, changes)
        t.update_settings(choice, **changes)
        say("cli.files.settings_changed", lang, names=", ".join(sorted(changes)))
        settings.say_price_choice(t, choice, taken, lang)
    if prizes is not None:
        mystery.apply(t, prizes, lang)
    return 0


@on_file
def structure(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``tournament structure``: replace the blind structure."""
    t.change_structure(load_structure(args.structure))
    say("cli.files.structure_now", lang, name=t.structure.name, levels=len(t.structure.levels))
    return 0


@on_file
def registration(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``tournament registration close|open``."""
    said(t, t.close_registration(args.what == "close"), lang)
    return 0


@on_file
def finish(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``tournament finish``: declare the tournament over and say who won."""
    t.finish()
    print_winner(t, lang)
    return 0


@on_file
@naming_flags
def import_players(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``import``: register every player of a CSV file, or nobody if one cannot be.

    Raises:
        CliError: ``cli.err.import_at`` naming the first line that cannot be registered.
    """
    rows = read_players(args.csv)
    people = [r.details() for r in rows]
    try:
        record = t.entrants.register_many(people, force=args.force)
    except DirectorError as exc:
        found = _first_bad(t, people)
        if found is None:  # no row is wrong: the import as a whole is refused
            error = with_flag(exc).msg  # a refusal --force answers names it
            raise CliError("cli.err.import", file=args.csv, error=error) from None
        bad, refusal = found
        raise CliError(
            "cli.err.import_at", file=args.csv, line=rows[bad].line, error=refusal.msg
        ) from None
    say("cli.files.imported", lang, count=len(record.people), file=args.csv)
    return 0


def _first_bad(t: Tournament, people: list[dict[str, str]]) -> tuple[int, DirectorError] | None:
    """The first person who cannot be registered with those before them, and why.

    Checked as if forced: what ``--force`` answers (registration closed) concerns the import
    as a whole, not a row. A prefix of the list that cannot be registered stays so when it
    grows, so the first bad person is found by halving: a few checks of the list, not one per
    row (20,000 rows).
    """

    def refusal(count: int) -> DirectorError | None:
        try:
            t.entrants.verify_register_many(people[:count], force=True)
        except DirectorError as exc:
            return exc
        return None

    last = refusal(len(people)) if people else None
    if last is None:
        return None
    low, high = 1, len(people)  # the shortest refused prefix is in low..high
    while low < high:
        middle = (low + high) // 2
        if (found := refusal(middle)) is not None:
            high, last = middle, found
        else:
            low = middle + 1
    return low - 1, last


@on_file
def export(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``export``: write the entrants and their results to a CSV file."""
    count = write_entrants(t.state, args.csv, separator="," if args.comma else ";")
    say("cli.files.exported", lang, count=count, file=args.csv)
    return 0
