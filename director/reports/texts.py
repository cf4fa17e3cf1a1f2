"""What the printed sheets say, in Italian and English, and how they write dates and numbers.

Every key has an Italian and an English text with ``str.format`` fields; a test checks that both
languages have the same keys and the same fields. Italian poker rooms keep a few English words
(buy-in, rebuy, add-on, fee, ante, big blind, bring-in): the Italian texts use them as the
clubs do, and Italian words where the club's rule sheet has them (``piccolo buio``,
``grande buio``, ``montepremi``, ``tavolo``, ``posto``).
"""

from __future__ import annotations

import datetime as dt
import string
from typing import Literal

from director.errors import DirectorError

Lang = Literal["it", "en"]
#: The languages the sheets are printed in; Italian first (the first clubs are Italian).
LANGS: tuple[Lang, ...] = ("it", "en")

#: key -> {"it": text, "en": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- every sheet ------------------------------------------------------------------------------
    "page": {"it": "Pagina {page} di {pages}", "en": "Page {page} of {pages}"},
    "printed_by": {"it": "Stampato con Director", "en": "Printed with Director"},
    "date": {"it": "Data", "en": "Date"},
    "venue": {"it": "Luogo", "en": "Venue"},
    "total": {"it": "Totale", "en": "Total"},
    "continued": {"it": "{title} (segue)", "en": "{title} (continued)"},
    # -- payouts ----------------------------------------------------------------------------------
    "payouts.title": {"it": "Montepremi", "en": "Payouts"},
    "payouts.entries": {"it": "Iscrizioni", "en": "Entries"},
    "payouts.players": {"it": "Giocatori", "en": "Players"},
    "payouts.rebuys": {"it": "Rebuy", "en": "Rebuys"},
    "payouts.addons": {"it": "Add-on", "en": "Add-ons"},
    "payouts.buy_in": {"it": "Buy-in", "en": "Buy-in"},
    "payouts.rebuy_price": {"it": "Prezzo rebuy", "en": "Rebuy price"},
    "payouts.addon_price": {"it": "Prezzo add-on", "en": "Add-on price"},
    "payouts.bounty": {"it": "Taglia", "en": "Bounty"},
    "payouts.prize_pool": {"it": "Montepremi", "en": "Prize pool"},
    "payouts.guarantee": {"it": "Garantito", "en": "Guarantee"},
    "payouts.overlay": {"it": "Integrazione della sala", "en": "Overlay"},
    "payouts.fee": {"it": "Fee trattenuta", "en": "Fee kept by the house"},
    "payouts.places_paid": {"it": "Posti pagati", "en": "Places paid"},
    "payouts.place": {"it": "Pos.", "en": "Place"},
    "payouts.amount": {"it": "Premio", "en": "Prize"},
    "payouts.percent": {"it": "%", "en": "%"},
    "payouts.player": {"it": "Giocatore", "en": "Player"},
    "payouts.signature": {"it": "Firma per ricevuta", "en": "Signature on receipt"},
    "payouts.deal": {
        "it": "Accordo registrato tra gli ultimi {count} giocatori: i posti ancora da assegnare "
        "sono pagati come stabilito nell'accordo, non secondo la tabella.",
        "en": "A deal was made among the last {count} players: the places still to be decided "
        "are paid as agreed in the deal, not as in this table.",
    },
    "payouts.deal_done": {
        "it": "Premi degli ultimi {count} giocatori secondo l'accordo registrato.",
        "en": "The last {count} players' prizes are those of the deal they made.",
    },
    "payouts.none": {
        "it": "Nessun premio da pagare: il montepremi è vuoto.",
        "en": "No prizes to pay: the prize pool is empty.",
    },
    # -- results ----------------------------------------------------------------------------------
    "results.title": {"it": "Classifica", "en": "Results"},
    "results.provisional": {
        "it": "Classifica provvisoria: {count} ancora in gioco",
        "en": "Provisional: {count} still playing",
    },
    "results.place": {"it": "Pos.", "en": "Place"},
    "results.player": {"it": "Giocatore", "en": "Player"},
    "results.prize": {"it": "Premio", "en": "Prize"},
    "results.bounties": {"it": "Taglie", "en": "Bounties"},
    "results.bounty_amount": {"it": "Valore taglie", "en": "Bounty money"},
    "results.total": {"it": "Totale", "en": "Total"},
    "results.summary": {
        "it": "{entries} iscrizioni · montepremi {pool}",
        "en": "{entries} entries · prize pool {pool}",
    },
    "results.deal": {
        "it": "I premi degli ultimi {count} giocatori sono quelli dell'accordo registrato.",
        "en": "The last {count} players' prizes are those of the deal they made.",
    },
    "results.none": {
        "it": "Nessun giocatore eliminato finora.",
        "en": "Nobody has been eliminated yet.",
    },
    # -- seating ----------------------------------------------------------------------------------
    "seating.title": {"it": "Posti a sedere", "en": "Seating"},
    "seating.by_table": {"it": "Per tavolo", "en": "By table"},
    "seating.by_name": {"it": "In ordine alfabetico", "en": "By name"},
    "seating.table": {"it": "Tavolo", "en": "Table"},
    "seating.seat": {"it": "Posto", "en": "Seat"},
    "seating.player": {"it": "Giocatore", "en": "Player"},
    "seating.summary": {
        "it": "{players} giocatori a {tables} tavoli",
        "en": "{players} players at {tables} tables",
    },
    "seating.cards": {"it": "Cartellini dei posti", "en": "Seat cards"},
    "seating.cut": {
        "it": "Ritagliare lungo i segni agli angoli.",
        "en": "Cut along the marks at the corners.",
    },
    "seating.none": {"it": "Nessun giocatore seduto.", "en": "Nobody is seated."},
    # -- structure --------------------------------------------------------------------------------
    "structure.title": {"it": "Struttura dei bui", "en": "Blind structure"},
    "structure.level": {"it": "Livello", "en": "Level"},
    "structure.game": {"it": "Gioco", "en": "Game"},
    "structure.small_blind": {"it": "Piccolo buio", "en": "Small blind"},
    "structure.big_blind": {"it": "Grande buio", "en": "Big blind"},
    "structure.bets": {"it": "Puntate", "en": "Bets"},
    "structure.ante": {"it": "Ante", "en": "Ante"},
    "structure.bb_ante": {"it": "BB {amount}", "en": "BB {amount}"},
    "structure.bring_in": {"it": "Bring-in", "en": "Bring-in"},
    "structure.minutes": {"it": "Durata", "en": "Length"},
    "structure.minutes_value": {"it": "{minutes} min", "en": "{minutes} min"},
    "structure.starts": {"it": "Inizio", "en": "Starts"},
    "structure.from_start": {"it": "Dall'inizio", "en": "From start"},
    "structure.break": {"it": "Pausa", "en": "Break"},
    "structure.color_up": {"it": "cambio chip da {chips}", "en": "colour up the {chips}"},
    "structure.starting_stack": {"it": "Stack iniziale {stack}", "en": "Starting stack {stack}"},
    "structure.level_minutes": {"it": "livelli da {minutes} min", "en": "{minutes}-minute levels"},
    "structure.chips": {"it": "Chip: {chips}", "en": "Chips: {chips}"},
    "structure.ends": {"it": "Fine della struttura: {time}", "en": "End of the structure: {time}"},
    "structure.and": {"it": " e ", "en": " and "},
}

_WEEKDAYS = {
    "it": ("lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"),
    "en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
}
_MONTHS = {
    "it": [
        "gennaio",
        "febbraio",
        "marzo",
        "aprile",
        "maggio",
        "giugno",
        "luglio",
        "agosto",
        "settembre",
        "ottobre",
        "novembre",
        "dicembre",
    ],
    "en": [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ],
}


def check_lang(lang: str) -> Lang:
    """``lang`` if the sheets can be printed in it; raises DirectorError."""
    if lang not in LANGS:
        raise DirectorError(f"unknown language {lang!r} for the sheets; use it or en")
    return lang  # type: ignore[return-value]


def text(key: str, lang: Lang, /, **fields: object) -> str:
    """The text of ``key`` in ``lang`` with its ``fields`` filled in."""
    return TEXTS[key][lang].format(**fields)


def fields_of(template: str) -> set[str]:
    """The ``str.format`` field names a text uses."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def long_date(day: dt.date, lang: Lang) -> str:
    """``sabato 14 giugno 2025`` / ``Saturday 14 June 2025``."""
    weekday = _WEEKDAYS[lang][day.weekday()]
    month = _MONTHS[lang][day.month - 1]
    return f"{weekday} {day.day} {month} {day.year}"


def ordinal(n: int, lang: Lang) -> str:
    """A place as written on a sheet: ``1°`` in Italian, ``1st`` in English."""
    if lang == "it":
        return f"{n}°"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
