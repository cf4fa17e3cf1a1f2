"""The records of what happened: one frozen record per director action, stored in the log.

One module per part of the tournament; every record type is importable from here
(``from director.tournament import events as ev``; ``ev.Busted``). See :mod:`.base` for what a
record is and how it is stored.
"""

from director.tournament.events.base import EVENT_TYPES, HAND_FOR_HAND, Event, decode
from director.tournament.events.entrants import (
    Busted,
    ChipsCounted,
    PlayerEdited,
    Registered,
    Revived,
    Withdrawn,
)
from director.tournament.events.flights import FlightsMerged
from director.tournament.events.hands import HandRecorded, HandsImported
from director.tournament.events.imports import PlayersImported
from director.tournament.events.lifecycle import (
    ClockSet,
    Created,
    Finished,
    Redone,
    RegistrationSet,
    SettingsChanged,
    StructureChanged,
    Undone,
)
from director.tournament.events.money import AddedOn, DealRecorded, Rebought
from director.tournament.events.mystery import MysteryBusted, MysteryHandRecorded, MysterySet
from director.tournament.events.tables import (
    ButtonsDrawn,
    ButtonSet,
    HandForHandDone,
    HandForHandNext,
    HandForHandSet,
    Moved,
    PlayerFixed,
    SeatBlocked,
    Seated,
    SeatReserved,
    TableRemoved,
    TablesAdded,
)

__all__ = [
    "EVENT_TYPES",
    "HAND_FOR_HAND",
    "AddedOn",
    "Busted",
    "ButtonSet",
    "ButtonsDrawn",
    "ChipsCounted",
    "ClockSet",
    "Created",
    "DealRecorded",
    "Event",
    "Finished",
    "FlightsMerged",
    "HandForHandDone",
    "HandForHandNext",
    "HandForHandSet",
    "HandRecorded",
    "HandsImported",
    "Moved",
    "MysteryBusted",
    "MysteryHandRecorded",
    "MysterySet",
    "PlayerEdited",
    "PlayerFixed",
    "PlayersImported",
    "Rebought",
    "Redone",
    "Registered",
    "RegistrationSet",
    "Revived",
    "SeatBlocked",
    "SeatReserved",
    "Seated",
    "SettingsChanged",
    "StructureChanged",
    "TableRemoved",
    "TablesAdded",
    "Undone",
    "Withdrawn",
    "decode",
]
