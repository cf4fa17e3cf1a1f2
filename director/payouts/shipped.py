"""The payout tables shipped with the app (``structures/payouts/*.yaml``) and the default one."""

from __future__ import annotations

import functools
from pathlib import Path

from director.paths import data_dir
from director.payouts.reader import load_payout_table
from director.payouts.table import PayoutTable


def shipped_payout_tables_dir() -> Path:
    """The folder of payout tables shipped with the app."""
    return data_dir() / "structures" / "payouts"


def shipped_payout_tables() -> list[Path]:
    """Every shipped payout-table file, sorted by name."""
    return sorted(shipped_payout_tables_dir().glob("*.yaml"))


def default_payout_table_path() -> Path:
    """The table used when a tournament names none: the club's default."""
    return shipped_payout_tables_dir() / "club.yaml"


@functools.cache
def default_payout_table() -> PayoutTable:
    """The club's default payout table (``structures/payouts/club.yaml``)."""
    return load_payout_table(default_payout_table_path())
