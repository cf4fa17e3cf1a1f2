"""Seating: the draw, balancing, breaking tables, the final table, hand-for-hand (TDA).

The Italian follows what Italian poker rooms say: "bilanciamento" (balancing), "chiusura del
tavolo" (breaking a table), "tavolo finale", "mano per mano" (hand for hand), "bottone", "piccolo
buio", "grande buio", "posto" (seat), "iscrizione tardiva" (late entry), "sorteggio" (draw).
"""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- a table that makes no sense -------------------------------------------------------------
    "seating.err.table_number": {
        "en": "a table number is a whole number from 1 up, not {number!r}",
        "it": "il numero di un tavolo è un numero intero da 1 in su, non {number!r}",
    },
    "seating.err.table_seats": {
        "en": "table {table}: a table has {low} to {high} seats, not {seats!r}",
        "it": "tavolo {table}: un tavolo ha da {low} a {high} posti, non {seats!r}",
    },
    "seating.err.two_seats": {
        "en": "table {table}: {player} sits in two seats; keep one",
        "it": "tavolo {table}: {player} occupa due posti; tienine uno",
    },
    "seating.err.blocked_taken": {
        "en": "table {table} seat {seat} is blocked but {player} sits there; move the player first",
        "it": "il posto {seat} del tavolo {table} è bloccato ma vi siede {player}; sposta prima il giocatore",
    },
    "seating.err.blocked_reserved": {
        "en": "table {table} seat {seat} is both blocked and reserved",
        "it": "il posto {seat} del tavolo {table} è sia bloccato sia riservato",
    },
    "seating.err.reserved_taken": {
        "en": "table {table} seat {seat} is reserved for {player} but {other} sits there",
        "it": "il posto {seat} del tavolo {table} è riservato a {player} ma vi siede {other}",
    },
    "seating.err.two_reserved": {
        "en": "table {table}: a player has two reserved seats; keep one",
        "it": "tavolo {table}: un giocatore ha due posti riservati; tienine uno",
    },
    "seating.err.fixed_not_seated": {
        "en": "table {table}: {player} has a fixed seat here but is not seated at it",
        "it": "tavolo {table}: {player} ha qui un posto fisso ma non vi è seduto",
    },
    "seating.err.no_seat": {
        "en": "table {table} has no seat {seat!r} (seats 1 to {seats})",
        "it": "il tavolo {table} non ha il posto {seat!r} (posti da 1 a {seats})",
    },
    "seating.err.no_blocked_seat": {
        "en": "table {table} has no blocked seat {seat!r} (seats 1 to {seats})",
        "it": "il tavolo {table} non ha il posto {seat!r} da bloccare (posti da 1 a {seats})",
    },
    "seating.err.no_reserved_seat": {
        "en": "table {table} has no reserved seat {seat!r} (seats 1 to {seats})",
        "it": "il tavolo {table} non ha il posto {seat!r} da riservare (posti da 1 a {seats})",
    },
    "seating.err.no_button_seat": {
        "en": "table {table} has no button seat {seat!r} (seats 1 to {seats})",
        "it": "il tavolo {table} non ha il posto {seat!r} per il bottone (posti da 1 a {seats})",
    },
    "seating.err.no_small_blind_seat": {
        "en": "table {table} has no small blind seat {seat!r} (seats 1 to {seats})",
        "it": "il tavolo {table} non ha il posto {seat!r} per il piccolo buio (posti da 1 a {seats})",
    },
    "seating.err.no_big_blind_seat": {
        "en": "table {table} has no big blind seat {seat!r} (seats 1 to {seats})",
        "it": "il tavolo {table} non ha il posto {seat!r} per il grande buio (posti da 1 a {seats})",
    },
    "seating.err.seat_player_id": {
        "en": "table {table} seat {seat}: a player id is a non-empty text, not {player!r}",
        "it": "tavolo {table} posto {seat}: l'identificativo di un giocatore è un testo non vuoto, non {player!r}",
    },
    "seating.err.blinds_without_button": {
        "en": "table {table}: blinds without a button; give the button seat too",
        "it": "tavolo {table}: bui senza bottone; indica anche il posto del bottone",
    },
    "seating.err.one_blind": {
        "en": "table {table}: give both blinds' seats or neither (they are then placed after the button)",
        "it": "tavolo {table}: indica i posti di entrambi i bui o di nessuno (allora vengono messi dopo il bottone)",
    },
    "seating.err.big_blind_twice": {
        "en": "table {table}: the big blind (seat {seat}) cannot also be the small blind or the button",
        "it": "tavolo {table}: il grande buio (posto {seat}) non può essere anche il piccolo buio o il bottone",
    },
    "seating.err.table_damaged": {
        "en": "the saved table is damaged ({problem})",
        "it": "il tavolo salvato è danneggiato ({problem})",
    },
    # -- a move that makes no sense --------------------------------------------------------------
    "seating.err.move_player": {
        "en": "a move needs a player id, not {player!r}",
        "it": "uno spostamento richiede l'identificativo di un giocatore, non {player!r}",
    },
    "seating.err.move_half_origin": {
        "en": "the move of {player} gives a table without a seat; give both or neither",
        "it": "lo spostamento di {player} indica un tavolo senza posto; indica entrambi o nessuno",
    },
    "seating.err.move_damaged": {
        "en": "the saved move is damaged ({problem})",
        "it": "lo spostamento salvato è danneggiato ({problem})",
    },
    # -- the room --------------------------------------------------------------------------------
    "seating.err.not_table": {
        "en": "not a table: {value!r}",
        "it": "non è un tavolo: {value!r}",
    },
    "seating.err.two_tables": {
        "en": "there are two tables numbered {table}; renumber one",
        "it": "ci sono due tavoli con il numero {table}; rinumerane uno",
    },
    "seating.err.seated_twice": {
        "en": "{player} is seated at both table {first} and table {second}",
        "it": "{player} siede sia al tavolo {first} sia al tavolo {second}",
    },
    "seating.err.reserved_twice": {
        "en": "{player} has seats reserved at both table {first} and table {second}; keep one",
        "it": "{player} ha posti riservati sia al tavolo {first} sia al tavolo {second}; tienine uno",
    },
    "seating.err.seats_range": {
        "en": "a table has {low} to {high} seats, not {seats}",
        "it": "un tavolo ha da {low} a {high} posti, non {seats}",
    },
    "seating.err.no_table": {
        "en": "there is no table {table}",
        "it": "non c'è il tavolo {table}",
    },
    # -- the draw and late entries ---------------------------------------------------------------
    "seating.err.player_id": {
        "en": "a player id is a non-empty text, not {player!r}",
        "it": "l'identificativo di un giocatore è un testo non vuoto, non {player!r}",
    },
    "seating.err.listed_twice": {
        "en": "{player} is listed twice for the draw",
        "it": "{player} compare due volte nel sorteggio",
    },
    "seating.err.already_seated": {
        "en": "{player} is already seated at table {table}",
        "it": "{player} è già seduto al tavolo {table}",
    },
    "seating.err.no_open_seats": {
        "en": "not enough open seats; add a table",
        "it": "non ci sono abbastanza posti liberi; aggiungi un tavolo",
    },
    "seating.err.draw_no_room": {
        "en": "{players} players to seat but only {free} open seats; add {tables} table(s)",
        "it": "{players} giocatori da far sedere ma solo {free} posti liberi; tavoli da aggiungere: {tables}",
    },
    "seating.err.no_seat_for": {
        "en": "there is no open seat for {player}; add a table",
        "it": "non c'è un posto libero per {player}; aggiungi un tavolo",
    },
    # -- balancing, breaking tables, the final table ---------------------------------------------
    "seating.err.threshold": {
        "en": "the balancing threshold is a whole number from 1 up, not {threshold!r}",
        "it": "la soglia di bilanciamento è un numero intero da 1 in su, non {threshold!r}",
    },
    "seating.err.break_fixed": {
        "en": "table {table} cannot break: {player} has a fixed seat there",
        "it": "chiusura del tavolo {table} impossibile: {player} vi ha un posto fisso",
    },
    "seating.err.draw_code": {
        "en": "{code!r} is not the code of a proposal (it looks like 3f9a1c2e7b-4d2e1a)",
        "it": "{code!r} non è il codice di una proposta (ha la forma 3f9a1c2e7b-4d2e1a)",
    },
    "seating.err.stale_draw": {
        "en": "the tables changed since the proposal {code} (or it was for other moves): propose again",
        "it": "i tavoli sono cambiati dopo la proposta {code} (o era per altri spostamenti): chiedi una nuova proposta",
    },
    "seating.err.break_unused": {
        "en": "table {table} is unused: nobody sits there, so there is nothing to break",
        "it": "il tavolo {table} non è usato: non vi siede nessuno, quindi non c'è nulla da chiudere",
    },
    "seating.err.break_no_room": {
        "en": "table {table} cannot break: {players} players but {free} open seats at the tables that stay",
        "it": "chiusura del tavolo {table} impossibile: {players} giocatori ma {free} posti liberi ai tavoli che restano",
    },
    "seating.err.final_fixed": {
        "en": "{player} has a fixed seat at table {table}; make that the final table or free the seat",
        "it": "{player} ha un posto fisso al tavolo {table}; fanne il tavolo finale o libera il posto",
    },
    "seating.err.final_no_room": {
        "en": "{players} players left but table {table} has {capacity} usable seats; break tables first",
        "it": "restano {players} giocatori ma il tavolo {table} ha {capacity} posti utilizzabili; chiudi prima altri tavoli",
    },
    # -- carrying out moves ----------------------------------------------------------------------
    "seating.err.unseated": {
        "en": "{player} has no seat; use the draw or a late entry",
        "it": "{player} non ha un posto; usa il sorteggio o l'iscrizione tardiva",
    },
    "seating.err.not_move": {
        "en": "not a move: {value!r}",
        "it": "non è uno spostamento: {value!r}",
    },
    "seating.err.moved_twice": {
        "en": "{player} is moved twice in the same batch; keep one move",
        "it": "{player} viene spostato due volte nello stesso gruppo di spostamenti; tienine uno solo",
    },
    "seating.err.already_at_seat": {
        "en": "{player} is already seated at table {table} seat {seat}",
        "it": "{player} è già seduto al tavolo {table} posto {seat}",
    },
    "seating.err.moved_away": {
        "en": "{player} is not at table {table} seat {seat} any more; ask for a new proposal",
        "it": "{player} non è più al tavolo {table} posto {seat}; chiedi una nuova proposta",
    },
    "seating.err.fixed_seat": {
        "en": "{player} has a fixed seat at table {table}; free it first",
        "it": "{player} ha un posto fisso al tavolo {table}; liberalo prima",
    },
    "seating.err.no_table_for": {
        "en": "there is no table {table} for the move of {player}",
        "it": "non c'è il tavolo {table} per lo spostamento di {player}",
    },
    "seating.err.seat_blocked": {
        "en": "table {table} seat {seat} is blocked",
        "it": "il posto {seat} del tavolo {table} è bloccato",
    },
    "seating.err.seat_reserved": {
        "en": "table {table} seat {seat} is reserved for {player}",
        "it": "il posto {seat} del tavolo {table} è riservato a {player}",
    },
    "seating.err.same_seat": {
        "en": "two players are moved to table {table} seat {seat}; keep one",
        "it": "due giocatori vengono spostati al tavolo {table} posto {seat}; tienine uno solo",
    },
    "seating.err.seat_taken": {
        "en": "table {table} seat {seat} is taken by {player}",
        "it": "il posto {seat} del tavolo {table} è occupato da {player}",
    },
    # -- hand for hand ---------------------------------------------------------------------------
    "seating.err.h4h_no_table": {
        "en": "hand for hand needs at least one table",
        "it": "il gioco mano per mano richiede almeno un tavolo",
    },
    "seating.err.h4h_hand_number": {
        "en": "the hand number is a whole number from 1 up, not {hand!r}",
        "it": "il numero della mano è un numero intero da 1 in su, non {hand!r}",
    },
    "seating.err.h4h_not_playing": {
        "en": "table {table} is not playing hand for hand",
        "it": "il tavolo {table} non sta giocando mano per mano",
    },
    "seating.err.h4h_busted_twice": {
        "en": "a player is reported busted twice in the same hand",
        "it": "un giocatore risulta eliminato due volte nella stessa mano",
    },
    "seating.err.h4h_already_busted": {
        "en": "{player} is already busted in hand {hand}",
        "it": "{player} è già eliminato nella mano {hand}",
    },
    "seating.err.h4h_finished": {
        "en": "table {table} has already finished hand {hand}; wait for the other tables",
        "it": "il tavolo {table} ha già finito la mano {hand}; aspetta gli altri tavoli",
    },
    "seating.err.h4h_in_play": {
        "en": "hand {hand} is still being played at table(s) {tables}",
        "it": "la mano {hand} è ancora in gioco (tavoli: {tables})",
    },
    # -- moves read out to the director ----------------------------------------------------------
    "seating.move.draw": {
        "en": "Draw: {who} sits at table {to_table} seat {to_seat}",
        "it": "Sorteggio: {who} al tavolo {to_table} posto {to_seat}",
    },
    "seating.move.late_entry": {
        "en": "Late entry: {who} sits at table {to_table} seat {to_seat}",
        "it": "Iscrizione tardiva: {who} al tavolo {to_table} posto {to_seat}",
    },
    "seating.move.sits": {
        "en": "{who} sits at table {to_table} seat {to_seat}",
        "it": "{who} si siede al tavolo {to_table} posto {to_seat}",
    },
    "seating.move.final_stays": {
        "en": "Final table: {who} stays at table {to_table} seat {to_seat}",
        "it": "Tavolo finale: {who} resta al tavolo {to_table} posto {to_seat}",
    },
    "seating.move.final_moves": {
        "en": "Final table: {who} moves from table {from_table} seat {from_seat} to table {to_table} seat {to_seat}",
        "it": "Tavolo finale: {who} passa dal tavolo {from_table} posto {from_seat} al tavolo {to_table} posto {to_seat}",
    },
    "seating.move.balance": {
        "en": "Balance: {who} moves from table {from_table} seat {from_seat} to table {to_table} seat {to_seat}",
        "it": "Bilanciamento: {who} passa dal tavolo {from_table} posto {from_seat} al tavolo {to_table} posto {to_seat}",
    },
    "seating.move.break_table": {
        "en": "Table {from_table} breaks: {who} moves from table {from_table} seat {from_seat} to table {to_table} seat {to_seat}",
        "it": "Chiusura del tavolo {from_table}: {who} passa dal tavolo {from_table} posto {from_seat} al tavolo {to_table} posto {to_seat}",
    },
    "seating.move.manual": {
        "en": "Move: {who} moves from table {from_table} seat {from_seat} to table {to_table} seat {to_seat}",
        "it": "Spostamento: {who} passa dal tavolo {from_table} posto {from_seat} al tavolo {to_table} posto {to_seat}",
    },
    "seating.move.waits": {
        "en": "{move} (sits out until the button has passed)",
        "it": "{move} (resta fuori finché non passa il bottone)",
    },
}
