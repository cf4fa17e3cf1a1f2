"""The tournament: entrants, money, seating, hands, deals and the clock, in one SQLite file.

What the GUI, the command line and the reports use::

    from director.tournament import Tournament, Settings

    t = Tournament.create("friday.director", structure, Settings(name="Venerdì", ...))
    t.seating.add_tables(3)
    t.entrants.register("Mario Rossi")
    t.seating.draw_seats()
    t.clock.start()
    t.entrants.bust("Mario Rossi", by="Anna Bianchi")
    t.undo_label("it")      # "Annulla eliminazione di Mario Rossi"
    t.undo()

See :mod:`director.tournament.tournament` for the facade and the path every action takes, one
module per part (:mod:`.entrants`, :mod:`.money`, :mod:`.seating`, :mod:`.hands`,
:mod:`.deals`, :mod:`.clock`), :mod:`.model` for the state the views read, :mod:`.events` for the
records, :mod:`.store` for the file.
"""

from director.i18n import Msg, message
from director.tournament.amounts import (
    Currency,
    Fee,
    MoneyError,
    Price,
    format_money,
    parse_amount,
    parse_fee,
    parse_price,
)
from director.tournament.clock import TournamentClock
from director.tournament.deals import DealProposal
from director.tournament.entrants import BustSpec, EntryRef
from director.tournament.errors import FileRefused, SettingsError, TournamentError
from director.tournament.events import Event
from director.tournament.hands import StoredHand
from director.tournament.model import (
    Bust,
    Entry,
    EntryStatus,
    Place,
    Player,
    SeatRef,
    TournamentState,
)
from director.tournament.money import Result
from director.tournament.pricing import PriceChange
from director.tournament.prizes import MoneySummary
from director.tournament.seating import SeatRow
from director.tournament.settings import AddonRules, RebuyRules, Settings
from director.tournament.stats import Stats
from director.tournament.store import StorageError, peek
from director.tournament.tournament import Tournament
from director.tournament.views import EntrantRow, entrant_rows

__all__ = [
    "AddonRules",
    "Bust",
    "BustSpec",
    "Currency",
    "DealProposal",
    "EntrantRow",
    "Entry",
    "EntryRef",
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
    "PriceChange",
    "RebuyRules",
    "Result",
    "SeatRef",
    "SeatRow",
    "Settings",
    "SettingsError",
    "Stats",
    "StorageError",
    "StoredHand",
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
