"""Where the app's shipped data lives (structures, payout tables, fonts, sounds, translations)."""

from __future__ import annotations

import sys
from pathlib import Path


def data_dir() -> Path:
    """The folder that holds ``structures/`` and the other shipped data.

    From a source checkout (or an editable install) it is the project's top folder; in the
    standalone build made by ``installer/`` it is the bundle's folder.
    """
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def package_data(*parts: str) -> Path:
    """A file shipped inside the ``director`` package (fonts, payout tables)."""
    return Path(__file__).resolve().parent.joinpath("data", *parts)
