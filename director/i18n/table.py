"""A hand at a table of the tournament: why it cannot be dealt, why an error cannot be ruled on."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- why no hand can be dealt now -------------------------------------------------------------
    "table.problem.no_table": {
        "en": "Table {table} does not exist.",
        "it": "Il tavolo {table} non esiste.",
    },
    "table.problem.too_few": {
        "en": "At least two players must sit at the table to deal a hand.",
        "it": "Per distribuire una mano servono almeno due giocatori seduti al tavolo.",
    },
    "table.problem.no_button": {
        "en": "Where is the button? Choose its seat to deal the first hand.",
        "it": "Dov'è il bottone? Scegli il suo posto per distribuire la prima mano.",
    },
    "table.problem.no_level": {
        "en": "The clock has no level to play.",
        "it": "L'orologio non ha un livello da giocare.",
    },
    "table.problem.game_not_played": {
        "en": "{game} cannot be dealt at this table yet.",
        "it": "{game}: non si può ancora distribuire a questo tavolo.",
    },
    "table.problem.finished": {"en": "The tournament is over.", "it": "Il torneo è finito."},
    "table.problem.too_many": {
        "en": "Seven card stud is dealt to eight players at most: move a player.",
        "it": "A seven card stud si distribuisce al massimo a otto giocatori: sposta un giocatore.",
    },
    "table.problem.hand_for_hand_wait": {
        "en": "Hand for hand: this table has played its hand. Wait until every table has finished it (Next hand in the Tables tab).",
        "it": "Mano per mano: questo tavolo ha giocato la sua mano. Attendi che tutti i tavoli l'abbiano finita (Mano successiva nella scheda Tavoli).",
    },
    "table.err.in_hand": {
        "en": "finish the hand in progress first",
        "it": "finisci prima la mano in corso",
    },
    "table.err.cannot_deal": {
        "en": "no hand can be dealt: {problem}",
        "it": "non si può distribuire una mano: {problem}",
    },
    "table.err.no_hand": {"en": "no hand is being played", "it": "non c'è una mano in gioco"},
    "table.err.not_finished": {"en": "the hand is not finished", "it": "la mano non è finita"},
    # -- why a dealer's error cannot be ruled on now (club sheet 000 §04) --------------------------
    "table.ruling.no_hand": {"en": "No hand is being dealt.", "it": "Non c'è una mano in corso."},
    "table.ruling.hand_over": {"en": "The hand is over.", "it": "La mano è finita."},
    "table.ruling.not_holdem": {
        "en": "The club's sheet rules the dealer's errors in hold'em; cancel this hand if it must be dealt again.",
        "it": "Il regolamento del club decide gli errori del mazziere nell'hold'em; annulla questa mano se va distribuita di nuovo.",
    },
    "table.ruling.betting_begun": {
        "en": "The betting has begun: exposed hole cards and extra cards are ruled during the deal.",
        "it": "Le puntate sono iniziate: carte coperte scoperte e carte extra si decidono durante la distribuzione.",
    },
    "table.ruling.no_flop": {
        "en": "There is no flop on the table yet.",
        "it": "Sul tavolo non c'è ancora il flop.",
    },
    "table.ruling.flop_betting_begun": {
        "en": "The betting on the flop has begun: a flop with too many cards is reported before anybody acts on it.",
        "it": "Le puntate sul flop sono iniziate: un flop con troppe carte va segnalato prima che qualcuno agisca.",
    },
    "table.ruling.turn_dealt": {
        "en": "The turn is on the table: the flop stands.",
        "it": "Il turn è sul tavolo: il flop resta valido.",
    },
}
