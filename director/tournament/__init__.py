"""The tournament: entrants, money, seating, payouts, stored in one SQLite file with undo.

What the GUI, the command line and the reports use::

    from director.tournament import Tournament, Settings

    t = Tournament.create("friday.director", structure, Settings(name="Venerdì", ...))
    t.add_tables(3)
    t.register("Mario Rossi")
    t.draw_seats()
    t.clock.start()
    t.bust("Mario Rossi", by="Anna Bianchi")
    t.undo_label("it")      # "Annulla eliminazione di Mario Rossi"
    t.undo()

See :mod:`director.tournament.tournament` for the actions, :mod:`.model` for the state the
views read, :mod:`.events` for the records, :mod:`.store` for the file.
"""

from director.i18n import Msg, message
from director.tournament.errors import (
    FileRefused,
    SettingsError,
    TournamentError,
)
from director.tournament.events import Event
from director.tournament.model import (
    Bust,
    Entry,
    EntryStatus,
    Place,
    Player,
    SeatRef,
    TournamentState,
)
from director.tournament.money import (
    Currency,
    Fee,
    MoneyError,
    Price,
    format_money,
    parse_amount,
    parse_fee,
    parse_price,
)
from director.tournament.prizes import MoneySummary
from director.tournament.settings import AddonRules, RebuyRules, Settings
from director.tournament.stats import Stats
from director.tournament.store import StorageError, peek
from director.tournament.tournament import (
    BustSpec,
    DealProposal,
    Result,
    SeatRow,
    Tournament,
    TournamentClock,
)
from director.tournament.views import EntrantRow, entrant_rows

__all__ = [
    "AddonRules",
    "Bust",
    "BustSpec",
    "Currency",
    "DealProposal",
    "EntrantRow",
    "Entry",
    "EntryStatus",
    "Event",
    "Fee",
    "FileRefused",
    "MoneyError",
    "MoneySummary",
    "Msg",
    "Place",
    "Player",
    "Price",
    "RebuyRules",
    "Result",
    "SeatRef",
    "SeatRow",
    "Settings",
    "SettingsError",
    "Stats",
    "StorageError",
    "Tournament",
    "TournamentClock",
    "TournamentError",
    "TournamentState",
    "entrant_rows",
    "format_money",
    "message",
    "parse_amount",
    "parse_fee",
    "parse_price",
    "peek",
]
