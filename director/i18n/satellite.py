"""Satellites: seats to a bigger event as the prizes, the bubble, the refusals."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    "satellite.err.negative": {
        "en": "a seat value cannot be negative; give the value of one seat, or 0 for no satellite",
        "it": "il valore di un ticket non può essere negativo; indica il valore di un ticket, "
        "o 0 per non fare un satellite",
    },
    "satellite.err.seat_above_pool": {
        "en": "the seat value {seat} is above the prize pool {pool}: no seat can be paid; "
        "lower the seat value or take more entries",
        "it": "il valore del ticket {seat} supera il montepremi {pool}: nessun ticket può essere "
        "pagato; abbassa il valore del ticket o accetta altri ingressi",
    },
    "satellite.err.too_many_seats": {
        "en": "the prize pool {pool} buys {seats} seats of {seat} but only {people} players "
        "entered: raise the seat value",
        "it": "il montepremi {pool} compra {seats} ticket da {seat} ma i giocatori iscritti sono "
        "solo {people}: alza il valore del ticket",
    },
    "satellite.err.over": {
        "en": "the tournament is over: its seats were decided with this seat value; "
        "undo the end first to change it",
        "it": "il torneo è finito: i ticket sono stati assegnati con questo valore; "
        "annulla prima la fine per cambiarlo",
    },
    "satellite.err.no_deal": {
        "en": "no deal in a satellite: the places left win seats, which cannot be shared in cash; "
        "play on to the bubble",
        "it": "niente accordo in un satellite: i posti rimasti vincono ticket, che non si dividono "
        "in denaro; si gioca fino alla bolla",
    },
    "satellite.summary": {
        "en": "Seats: {count} × {seat}",
        "it": "Ticket: {count} × {seat}",
    },
    "satellite.summary_cash": {
        "en": "Seats: {count} × {seat} · {place}: {cash}",
        "it": "Ticket: {count} × {seat} · {place}: {cash}",
    },
    "satellite.seat": {"en": "Seat", "it": "Ticket"},
    "satellite.prize": {"en": "Wins", "it": "Vince"},
    "satellite.value": {"en": "Value", "it": "Valore"},
    "satellite.err.not_satellite": {
        "en": "this tournament is not a satellite: set a seat value first (--satellite)",
        "it": "questo torneo non è un satellite: imposta prima il valore del ticket (--satellite)",
    },
    "satellite.cash": {"en": "Cash", "it": "Contanti"},
    "satellite.bubble": {
        "en": "Bubble: the {count} players left each win a seat",
        "it": "Bolla: i {count} giocatori rimasti vincono un ticket ciascuno",
    },
    "satellite.cli.pool": {
        "en": "Prize pool {pool} ({entries} entries), paid in seats:",
        "it": "Montepremi {pool} ({entries} ingressi), pagato in ticket:",
    },
    "satellite.cli.row": {
        "en": "{place:>4}.  {what:<8} {amount:>12}",
        "it": "{place:>4}.  {what:<8} {amount:>12}",
    },
    "satellite.sheet.title": {"en": "Satellite winners", "it": "Vincitori del satellite"},
}
