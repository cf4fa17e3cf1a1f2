"""The hands played at the tables, as the tournament file keeps them: listed, or exported as PHH."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from director.cli.tournament.output import number, print_json, say
from director.cli.tournament.run import on_file
from director.cli.tournament.values import CliError, whole
from director.i18n import Lang, Msg
from director.tournament import Tournament

if TYPE_CHECKING:  # the engine loads only when a hand is read
    from director.table import PlayedHand


@on_file
def hands(t: Tournament, args: argparse.Namespace, lang: Lang) -> int:
    """``hands``: every hand played with the engine, oldest first (``--export``: PHH files)."""
    from director.engine import phh
    from director.engine.errors import EngineError
    from director.table import PlayedHand

    table = whole(args.table, "--table") if args.table is not None else None
    stored = t.hands.played(table)
    played = [PlayedHand.from_stored(s) for s in stored]
    if args.export is not None:
        folder = Path(args.export)
        if not folder.is_dir():
            raise CliError("cli.err.no_folder", folder=str(folder))
        for hand in played:
            path = folder / f"table{hand.setup.table}-hand{hand.number}.phh"
            try:
                path.write_text(phh.write_hand(hand.hand), encoding="utf-8")
            except OSError as exc:
                raise CliError("cli.err.write", path=str(path), reason=str(exc)) from None
            except EngineError as exc:
                raise CliError("cli.err.phh", path=str(path), reason=exc.text(lang)) from None
        say("cli.hands.exported", lang, count=len(played), folder=str(folder))
        return 0
    if args.json:
        print_json([_data(s.seq, hand) for s, hand in zip(stored, played, strict=True)])
        return 0
    if not played:
        say("cli.hands.none", lang)
    for hand in played:
        winners, chips = hand.summary()
        state = Msg("cli.hands.undone" if hand.undone else "cli.hands.recorded")
        say(
            "cli.hands.line",
            lang,
            table=hand.setup.table,
            number=hand.number,
            winners=", ".join(winners),
            chips=number(chips, lang),
            state=state,
        )
    return 0


def _data(seq: int, hand: PlayedHand) -> dict[str, object]:
    """One hand for ``--json``: where, who won what, and whether the deck checks out."""
    winners, chips = hand.summary()
    return {
        "table": hand.setup.table,
        "number": hand.number,
        "seq": seq,
        "undone": hand.undone,
        "winners": list(winners),
        "chips": chips,
        "commitment": hand.commitment,
        "verified": hand.verified,
    }
