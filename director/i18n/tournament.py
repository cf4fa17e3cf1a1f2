"""The tournament: action names (what Undo and Redo say), results, and why an action is refused."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- action names (what the Undo/Redo menu items say) ----------------------------------------
    "undo": {"en": "Undo {action}", "it": "Annulla {action}"},
    "redo": {"en": "Redo {action}", "it": "Ripeti {action}"},
    "undo.nothing": {"en": "Nothing to undo", "it": "Niente da annullare"},
    "redo.nothing": {"en": "Nothing to redo", "it": "Niente da ripetere"},
    "action.created": {"en": "creation of the tournament", "it": "creazione del torneo"},
    "action.settings": {"en": "change of settings", "it": "modifica delle impostazioni"},
    "action.structure": {"en": "change of structure", "it": "modifica della struttura"},
    "action.register": {"en": "registration of {name}", "it": "iscrizione di {name}"},
    "action.import_players": {
        "en": "import of {count} player(s)",
        "it": "importazione di {count} giocatori",
    },
    "action.reenter": {"en": "re-entry of {name}", "it": "rientro di {name}"},
    "action.edit_player": {"en": "edit of {name}", "it": "modifica di {name}"},
    "action.withdraw": {"en": "withdrawal of {name}", "it": "ritiro di {name}"},
    "action.bust": {"en": "bust of {name}", "it": "eliminazione di {name}"},
    "action.bust_many": {
        "en": "bust of {name} and {more} more",
        "it": "eliminazione di {name} e altri {more}",
    },
    "action.revive": {"en": "revival of {name}", "it": "reintegro di {name}"},
    "action.rebuy": {"en": "rebuy of {name}", "it": "rebuy di {name}"},
    "action.double_rebuy": {"en": "double rebuy of {name}", "it": "doppio rebuy di {name}"},
    "action.addon": {"en": "add-on of {name}", "it": "add-on di {name}"},
    "action.chips": {"en": "chip count of {name}", "it": "conteggio chip di {name}"},
    "action.chips_many": {
        "en": "chip counts of {count} players",
        "it": "conteggio chip di {count} giocatori",
    },
    "action.tables_added": {"en": "adding {count} table(s)", "it": "aggiunta di {count} tavoli"},
    "action.table_removed": {
        "en": "removal of table {table}",
        "it": "rimozione del tavolo {table}",
    },
    "action.draw": {"en": "seat draw", "it": "sorteggio dei posti"},
    "action.seat": {"en": "seating of {name}", "it": "assegnazione del posto a {name}"},
    "action.move": {"en": "move of {name}", "it": "spostamento di {name}"},
    "action.moves": {"en": "{count} table moves", "it": "{count} spostamenti"},
    "action.break_table": {"en": "breaking table {table}", "it": "chiusura del tavolo {table}"},
    "action.break_tables": {
        "en": "breaking tables {tables}",
        "it": "chiusura dei tavoli {tables}",
    },
    "action.final_table": {"en": "final table draw", "it": "sorteggio del tavolo finale"},
    "action.button": {
        "en": "button at table {table}",
        "it": "bottone al tavolo {table}",
    },
    "action.button_drawn": {
        "en": "draw for the button at table {table}",
        "it": "sorteggio del bottone al tavolo {table}",
    },
    "action.buttons_drawn": {
        "en": "draw for the button at {count} tables",
        "it": "sorteggio del bottone a {count} tavoli",
    },
    "action.block_seat": {
        "en": "blocking table {table} seat {seat}",
        "it": "blocco del posto {seat} al tavolo {table}",
    },
    "action.unblock_seat": {
        "en": "unblocking table {table} seat {seat}",
        "it": "sblocco del posto {seat} al tavolo {table}",
    },
    "action.reserve_seat": {
        "en": "reserving table {table} seat {seat} for {name}",
        "it": "posto {seat} del tavolo {table} riservato a {name}",
    },
    "action.unreserve_seat": {
        "en": "releasing table {table} seat {seat}",
        "it": "posto {seat} del tavolo {table} non più riservato",
    },
    "action.hand_for_hand_done": {
        "en": "table {table} done with hand {hand}",
        "it": "tavolo {table} ha finito la mano {hand}",
    },
    "action.fix": {"en": "fixing the seat of {name}", "it": "posto fisso per {name}"},
    "action.unfix": {"en": "freeing the seat of {name}", "it": "posto non più fisso per {name}"},
    "action.hand_for_hand_on": {"en": "hand-for-hand on", "it": "mano per mano attivato"},
    "action.hand_for_hand_off": {"en": "hand-for-hand off", "it": "mano per mano disattivato"},
    "action.hand_for_hand_next": {
        "en": "hand-for-hand hand {hand}",
        "it": "mano per mano, mano {hand}",
    },
    "action.hand": {"en": "hand at table {table}", "it": "mano al tavolo {table}"},
    "action.deal": {"en": "deal among {count} players", "it": "accordo tra {count} giocatori"},
    "action.close_registration": {"en": "closing registration", "it": "chiusura iscrizioni"},
    "action.open_registration": {"en": "reopening registration", "it": "riapertura iscrizioni"},
    "action.finish": {"en": "end of the tournament", "it": "fine del torneo"},
    # -- the log as a person reads it (director tournament history) --------------------------------
    "tournament.history.undone": {"en": "undo of {action}", "it": "annullamento: {action}"},
    "tournament.history.redone": {"en": "redo of {action}", "it": "ripristino: {action}"},
    "tournament.history.hands_imported": {
        "en": "{count} hand(s) read from the older hand log",
        "it": "mani lette dal vecchio registro delle mani: {count}",
    },
    "tournament.history.clock": {
        "en": "clock {how}: {where}, {time} left",
        "it": "orologio {how}: {where}, mancano {time}",
    },
    "tournament.history.clock_set": {"en": "clock set", "it": "orologio impostato"},
    "tournament.history.clock.running": {"en": "running", "it": "in corso"},
    "tournament.history.clock.paused": {"en": "paused", "it": "in pausa"},
    "tournament.history.clock.not_started": {"en": "not started", "it": "non avviato"},
    "tournament.history.level": {"en": "level {level}", "it": "livello {level}"},
    "tournament.history.break": {"en": "break", "it": "pausa"},
    # -- results -----------------------------------------------------------------------------------
    "result.busted": {
        "en": "{name} busted in {place} place",
        # "fuori" is the same for a man and a woman ("eliminato" would call Anna a man)
        "it": "{name} fuori al {place} posto",
    },
    "result.busted_by": {
        "en": "{name} busted in {place} place by {by}",
        "it": "{name} fuori al {place} posto per mano di {by}",
    },
    "result.knockout": {
        "en": "{name} takes {cash} in bounty cash; bounty now {bounty}",
        "it": "{name} incassa {cash} di taglia; taglia ora {bounty}",
    },
    "result.knockout_cash": {
        "en": "{name} takes {cash} in bounty cash",
        "it": "{name} incassa {cash} di taglia",
    },
    "result.winner": {"en": "{name} wins the tournament", "it": "{name} vince il torneo"},
    "status.playing": {"en": "playing", "it": "in gioco"},
    "status.busted": {"en": "busted", "it": "eliminato"},
    "status.withdrawn": {"en": "withdrawn", "it": "ritirato"},
    "status.open": {"en": "open", "it": "aperte"},
    "status.closed": {"en": "closed", "it": "chiuse"},
    # -- errors: names and people ----------------------------------------------------------------
    "err.name_empty": {
        "en": "the name is empty; type the player's name",
        "it": "il nome è vuoto; scrivi il nome del giocatore",
    },
    "err.name_too_long": {
        "en": "the name is {length} characters long; keep it under {limit}",
        "it": "il nome è lungo {length} caratteri; il massimo è {limit}",
    },
    "err.text_too_long": {
        "en": "the {field} is {length} characters long; keep it under {limit}",
        "it": "il campo {field} è lungo {length} caratteri; il massimo è {limit}",
    },
    "err.duplicate_name": {
        "en": "{name} is already registered; for a different person with the same name give a nickname, for the same person use re-entry",
        "it": "{name} è già iscritto; per un'altra persona con lo stesso nome indica un soprannome, per la stessa persona usa il rientro",
    },
    "err.club_id": {
        "en": "the club player's id is a whole number from 1, as director club players shows it, not {club}",
        "it": "il numero del giocatore del circolo è un intero da 1, come lo mostra director club players, non {club}",
    },
    "err.club_taken": {
        "en": "{name} is already entered as the club's player number {club}; for the same person use re-entry",
        "it": "{name} è già iscritto come giocatore numero {club} del circolo; per la stessa persona usa il rientro",
    },
    "err.club_link_and_unlink": {
        "en": "link to the club's player number {club} or unlink from the club, not both; give one of the two",
        "it": "collega al giocatore numero {club} del circolo oppure scollega dal circolo, non entrambe le cose; indicane una",
    },
    "err.import_nobody": {
        "en": "the list has nobody to register; add a name on each line",
        "it": "l'elenco non ha nessuno da iscrivere; scrivi un nome per riga",
    },
    "err.duplicate_nickname": {
        "en": "there is already a {name} called {nickname}; choose another nickname",
        "it": "c'è già un {name} detto {nickname}; scegli un altro soprannome",
    },
    "err.unknown_player": {
        "en": "no entrant is called {name}; {hint}",
        "it": "nessun iscritto si chiama {name}; {hint}",
    },
    "err.unknown_player.close": {
        "en": "did you mean {choices}?",
        "it": "forse intendevi {choices}?",
    },
    "err.unknown_player.number": {
        "en": "check the spelling or use the entry number (#{entry} is {name})",
        "it": "controlla il nome o usa il numero d'ingresso (n. {entry} è {name})",
    },
    "err.unknown_player.nobody": {
        "en": "nobody is registered yet",
        "it": "non c'è ancora nessun iscritto",
    },
    "err.unknown_entry": {
        "en": "there is no entry #{entry}",
        "it": "non esiste l'ingresso n. {entry}",
    },
    "err.ambiguous_player": {
        "en": "more than one entrant is called {name}; say which one by nickname or number: {choices}",
        "it": "più iscritti si chiamano {name}; specifica quale con il soprannome o il numero: {choices}",
    },
    # -- errors: entrants ----------------------------------------------------------------------------
    "err.finished": {
        "en": "the tournament is over; undo the last bust to change it",
        "it": "il torneo è finito; annulla l'ultima eliminazione per modificarlo",
    },
    "err.registration_closed": {
        "en": "registration is closed{why}; only the director's decision can register anyway",
        "it": "le iscrizioni sono chiuse{why}; si può iscrivere comunque solo per decisione del direttore",
    },
    "err.registration_closed.level": {
        "en": " (late registration ended with level {level})",
        "it": " (le iscrizioni tardive si sono chiuse con il livello {level})",
    },
    "err.registration_closed.started": {
        "en": " (the clock has started and there is no late registration)",
        "it": " (il cronometro è partito e non ci sono iscrizioni tardive)",
    },
    "err.registration_closed.director": {
        "en": " (closed by the director)",
        "it": " (chiuse dal direttore)",
    },
    "err.already_playing": {
        "en": "{name} is still playing (entry #{entry}); bust them before a re-entry",
        "it": "{name} è ancora in gioco (ingresso n. {entry}); eliminalo prima del rientro",
    },
    "err.no_reentry": {
        "en": "re-entry is not allowed in this tournament",
        "it": "il rientro non è previsto in questo torneo",
    },
    "err.max_entries": {
        "en": "{name} already has {count} entries, the most allowed",
        "it": "{name} ha già {count} ingressi, il massimo consentito",
    },
    "err.not_playing": {
        "en": "{name} (entry #{entry}) is not playing: {status}",
        "it": "{name} (ingresso n. {entry}) non è in gioco: {status}",
    },
    "err.not_busted": {
        "en": "{name} (entry #{entry}) is not busted",
        "it": "{name} (ingresso n. {entry}) non è eliminato",
    },
    "err.bust_self": {
        "en": "{name} cannot eliminate themselves",
        "it": "{name} non può eliminare sé stesso",
    },
    "err.bust_twice": {
        "en": "{name} is listed twice in the same bust",
        "it": "{name} compare due volte nella stessa eliminazione",
    },
    "err.bust_nobody": {
        "en": "say who busted",
        "it": "indica chi è stato eliminato",
    },
    "err.split_without_by": {
        "en": "{name}: say who eliminated them first (--by), then the split pot's other winners",
        "it": "{name}: indica prima chi l'ha eliminato (--by), poi gli altri vincitori del piatto diviso",
    },
    "err.eliminator_twice": {
        "en": "{name} is named twice among the eliminators",
        "it": "{name} compare due volte tra chi elimina",
    },
    "err.eliminator_busted": {
        "en": "the eliminator {name} is not playing",
        "it": "chi elimina, {name}, non è in gioco",
    },
    "err.bust_all": {
        "en": "this would bust every player left; at least one must stay",
        "it": "così verrebbero eliminati tutti i giocatori rimasti; almeno uno deve restare",
    },
    "err.need_stacks_earlier": {
        "en": "{name} busted earlier in this hand with no stack given: undo that bust, then record both busts together with each one's stack at the start of the hand (TDA: the bigger stack finishes higher)",
        "it": "{name} è stato eliminato prima in questa mano senza indicarne le chip: annulla quell'eliminazione, poi registra le due eliminazioni insieme con le chip di ognuno all'inizio della mano (TDA: chi aveva più chip si classifica meglio)",
    },
    "err.need_stacks": {
        "en": "several players busted in the same hand: give each one's stack at the start of the hand (TDA: the bigger stack finishes higher)",
        "it": "più giocatori eliminati nella stessa mano: indica le chip di ognuno all'inizio della mano (TDA: chi aveva più chip si classifica meglio)",
    },
    "err.negative_chips": {
        "en": "a chip count cannot be negative ({name}: {chips})",
        "it": "un conteggio di chip non può essere negativo ({name}: {chips})",
    },
    "err.withdraw_played": {
        "en": "{name} has already bought chips or been busted; bust the entry instead",
        "it": "{name} ha già acquistato chip o è stato eliminato; eliminalo invece",
    },
    "err.reason_empty": {
        "en": "say why {name} is brought back (the reason is kept in the record)",
        "it": "indica perché {name} viene reintegrato (il motivo resta registrato)",
    },
    "err.revive_finished": {
        "en": "the tournament is over; undo the last bust first",
        "it": "il torneo è finito; annulla prima l'ultima eliminazione",
    },
    # -- errors: rebuys and add-ons ------------------------------------------------------------------
    "err.no_rebuys": {
        "en": "this tournament has no rebuys",
        "it": "questo torneo non prevede rebuy",
    },
    "err.rebuys_over": {
        "en": "the rebuy period ended with level {level}",
        "it": "il periodo dei rebuy è finito con il livello {level}",
    },
    "err.max_rebuys": {
        "en": "{name} has had {count} rebuys, the most allowed",
        "it": "{name} ha già fatto {count} rebuy, il massimo consentito",
    },
    "err.stack_too_big": {
        "en": "{name} has {chips} chips; rebuys are only allowed at {limit} or fewer",
        "it": "{name} ha {chips} chip; il rebuy è consentito solo con {limit} chip o meno",
    },
    "err.no_double_rebuy": {
        "en": "double rebuys are not allowed in this tournament",
        "it": "il doppio rebuy non è previsto in questo torneo",
    },
    "err.no_addon": {
        "en": "this tournament has no add-on",
        "it": "questo torneo non prevede add-on",
    },
    "err.addon_not_now": {
        "en": "add-ons are taken during level {level} and the break after it",
        "it": "gli add-on si fanno durante il livello {level} e la pausa successiva",
    },
    "err.max_addons": {
        "en": "{name} has already had {count} add-on(s), the most allowed",
        "it": "{name} ha già fatto {count} add-on, il massimo consentito",
    },
    # -- errors: seating -----------------------------------------------------------------------------
    "err.no_table": {"en": "there is no table {table}", "it": "non esiste il tavolo {table}"},
    "err.table_exists": {
        "en": "table {table} already exists",
        "it": "il tavolo {table} esiste già",
    },
    "err.table_size": {
        "en": "a table has 2 to 10 seats, not {seats}",
        "it": "un tavolo ha da 2 a 10 posti, non {seats}",
    },
    "err.table_count": {
        "en": "add at least one table, not {count}",
        "it": "aggiungi almeno un tavolo, non {count}",
    },
    "err.table_not_empty": {
        "en": "table {table} still has {count} player(s); move them or break the table",
        "it": "al tavolo {table} ci sono ancora {count} giocatori; spostali o chiudi il tavolo",
    },
    "err.no_seat": {
        "en": "table {table} has no seat {seat} (seats 1 to {seats})",
        "it": "il tavolo {table} non ha il posto {seat} (posti da 1 a {seats})",
    },
    "err.seat_taken": {
        "en": "table {table} seat {seat} is taken by {name}",
        "it": "il posto {seat} del tavolo {table} è occupato da {name}",
    },
    "err.seat_blocked": {
        "en": "table {table} seat {seat} is blocked",
        "it": "il posto {seat} del tavolo {table} è bloccato",
    },
    "err.no_tables": {
        "en": "there are no tables; add tables first",
        "it": "non ci sono tavoli; aggiungi prima i tavoli",
    },
    "err.no_room": {
        "en": "there is no free seat for {count} player(s); add tables",
        "it": "non ci sono posti liberi per {count} giocatori; aggiungi tavoli",
    },
    "err.buttons_all_set": {
        "en": "every table in play has its button; move one by putting it at another seat",
        "it": "ogni tavolo in gioco ha il bottone; per spostarlo mettilo a un altro posto",
    },
    "err.button_already_set": {
        "en": "table {table} has its button at seat {seat}; to move it, put it at another seat",
        "it": "il tavolo {table} ha il bottone al posto {seat}; per spostarlo mettilo a un altro posto",
    },
    "err.button_few_players": {
        "en": "table {table} has fewer than two players: there is no button to draw yet",
        "it": "il tavolo {table} ha meno di due giocatori: non c'è ancora un bottone da sorteggiare",
    },
    "err.nobody_to_seat": {
        "en": "every player is already seated",
        "it": "tutti i giocatori hanno già un posto",
    },
    "err.already_seated": {
        "en": "{name} is already seated at table {table} seat {seat}",
        "it": "{name} è già seduto al tavolo {table}, posto {seat}",
    },
    "err.not_seated": {
        "en": "{name} has no seat",
        "it": "{name} non ha un posto",
    },
    "err.fixed_player": {
        "en": "{name} has a fixed seat; free it first",
        "it": "{name} ha il posto fisso; sbloccalo prima",
    },
    "err.stale_move": {
        "en": "the proposed move of {name} no longer fits the tables; ask for a new proposal",
        "it": "lo spostamento proposto per {name} non è più valido; chiedi una nuova proposta",
    },
    "err.no_moves": {
        "en": "there are no moves to apply",
        "it": "non ci sono spostamenti da applicare",
    },
    "err.not_at_table": {
        "en": "{name} does not sit at table {table}",
        "it": "{name} non siede al tavolo {table}",
    },
    "err.hand_chips": {
        "en": "the stacks after the hand add up to {after} but the table had {before}; check the counts",
        "it": "le chip dopo la mano sommano {after} ma al tavolo ce n'erano {before}; controlla i conteggi",
    },
    "err.busted_with_chips": {
        "en": "{name} is busted but still has {chips} chips",
        "it": "{name} è eliminato ma ha ancora {chips} chip",
    },
    "err.zero_not_busted": {
        "en": "{name} has no chips left; list them among the busted",
        "it": "{name} non ha più chip; indicalo tra gli eliminati",
    },
    "err.missing_stack": {
        "en": "give the stack of {name} after the hand",
        "it": "indica le chip di {name} dopo la mano",
    },
    "err.hand_for_hand_off": {
        "en": "hand-for-hand is not on",
        "it": "il mano per mano non è attivo",
    },
    "err.final_table_too_many": {
        "en": "{count} players are left but table {table} has {seats} seats",
        "it": "restano {count} giocatori ma il tavolo {table} ha {seats} posti",
    },
    # -- errors: money, payouts, deals ------------------------------------------------------------
    "err.deal_players": {
        "en": "a deal is made by every player left ({expected}), not {count}",
        "it": "l'accordo è tra tutti i giocatori rimasti ({expected}), non {count}",
    },
    "err.deal_sum": {
        "en": "the deal gives {given} but {expected} is left to pay; the amounts must add up exactly",
        "it": "l'accordo assegna {given} ma restano da pagare {expected}; gli importi devono tornare esatti",
    },
    "err.deal_exists": {
        "en": "a deal is already recorded; undo it first",
        "it": "c'è già un accordo registrato; annullalo prima",
    },
    "err.deal_fixed": {
        "en": "a deal has fixed the prizes: entries, rebuys, add-ons and prices cannot change; undo the deal first",
        "it": "un accordo ha fissato i premi: ingressi, rebuy, add-on e prezzi non possono cambiare; annulla prima l'accordo",
    },
    "err.deal_too_few": {
        "en": "a deal needs at least two players left",
        "it": "un accordo richiede almeno due giocatori rimasti",
    },
    "err.deal_no_counts": {
        "en": "enter the chip count of {name} first",
        "it": "inserisci prima il conteggio chip di {name}",
    },
    "err.deal_negative": {
        "en": "a deal amount cannot be negative",
        "it": "un importo dell'accordo non può essere negativo",
    },
    "err.not_finishable": {
        "en": "the tournament can finish only when one player is left and registration is closed",
        "it": "il torneo può finire solo quando resta un giocatore e le iscrizioni sono chiuse",
    },
    "err.registration_already": {
        "en": "registration is already {state}",
        "it": "le iscrizioni sono già {state}",
    },
    "err.too_many_tables": {
        "en": "a tournament has at most {most} tables; check the number",
        "it": "un torneo ha al massimo {most} tavoli; controlla il numero",
    },
    "err.nothing_to_undo": {"en": "there is nothing to undo", "it": "non c'è niente da annullare"},
    "err.nothing_to_redo": {"en": "there is nothing to redo", "it": "non c'è niente da ripetere"},
    "err.changed_elsewhere": {
        "en": "another program changed the tournament meanwhile; the action was not recorded, try again",
        "it": "un altro programma ha modificato il torneo nel frattempo; l'azione non è stata registrata, riprova",
    },
    # -- the tournament file ------------------------------------------------------------------------
    "file.err.cannot_open": {
        "en": "cannot open {path}: {why}",
        "it": "impossibile aprire {path}: {why}",
    },
    "file.err.exists_overwrite": {
        "en": "{path} already exists; choose another name or ask to overwrite it",
        "it": "{path} esiste già; scegli un altro nome o chiedi di sovrascriverlo",
    },
    "file.err.exists": {
        "en": "{path} already exists; choose another name",
        "it": "{path} esiste già; scegli un altro nome",
    },
    "file.err.no_folder": {
        "en": "cannot create {path}: the folder {folder} does not exist",
        "it": "impossibile creare {path}: la cartella {folder} non esiste",
    },
    "file.err.cannot_create": {
        "en": "cannot create {path}: {reason}",
        "it": "impossibile creare {path}: {reason}",
    },
    "file.err.closed": {
        "en": "the tournament file {path} is closed",
        "it": "il file del torneo {path} è chiuso",
    },
    "file.err.cannot_save": {
        "en": "cannot save to {path} ({reason}); the action was not recorded",
        "it": "impossibile salvare in {path} ({reason}); l'azione non è stata registrata",
    },
    "file.err.cannot_copy": {
        "en": "cannot write the copy {path} ({reason})",
        "it": "impossibile scrivere la copia {path} ({reason})",
    },
    "file.err.damaged": {
        "en": "cannot open {path}: the file is damaged ({reason}); restore a backup copy",
        "it": "impossibile aprire {path}: il file è danneggiato ({reason}); ripristina una copia di sicurezza",
    },
    "file.err.empty_log": {
        "en": "cannot open {path}: the file is damaged (empty log)",
        "it": "impossibile aprire {path}: il file è danneggiato (registro vuoto)",
    },
    "file.err.busy": {
        "en": "{path} is in use by another program; close it and try again",
        "it": "{path} è in uso da un altro programma; chiudilo e riprova",
    },
    "file.err.busy_save": {
        "en": "{path} is in use by another program; the action was not recorded: close the other program and try again",
        "it": "{path} è in uso da un altro programma; l'azione non è stata registrata: chiudi l'altro programma e riprova",
    },
    "file.why.read_only_file": {
        "en": "the file is read-only: make it writable, or save a copy elsewhere",
        "it": "il file è di sola lettura: rendilo scrivibile, o salvane una copia altrove",
    },
    "file.why.read_only_folder": {
        "en": "the folder {folder} is read-only: choose a writable folder",
        "it": "la cartella {folder} è di sola lettura: scegli una cartella scrivibile",
    },
    "file.why.disk_full": {
        "en": "the disk is full: free some space and try again",
        "it": "il disco è pieno: libera spazio e riprova",
    },
    "file.why.size_limit": {
        "en": "this program may not write files larger than {limit} bytes (ulimit -f): raise the limit and try again",
        "it": "questo programma non può scrivere file più grandi di {limit} byte (ulimit -f): alza il limite e riprova",
    },
    "file.why.io": {
        "en": "the disk could not be written ({reason}): check the disk or the USB stick and try again",
        "it": "non è stato possibile scrivere sul disco ({reason}): controlla il disco o la chiavetta USB e riprova",
    },
    "file.why.missing": {"en": "there is no such file", "it": "il file non esiste"},
    "file.why.folder": {
        "en": "it is a folder, not a tournament file",
        "it": "è una cartella, non un file di torneo",
    },
    "file.why.os": {"en": "{reason}", "it": "{reason}"},
    "file.why.empty": {
        "en": "the file is empty; it is not a tournament file",
        "it": "il file è vuoto; non è un file di torneo",
    },
    "file.why.not_sqlite": {
        "en": "it is not a tournament file (not an SQLite database)",
        "it": "non è un file di torneo (non è un database SQLite)",
    },
    "file.why.truncated": {
        "en": "the file is damaged (truncated); restore a backup copy",
        "it": "il file è danneggiato (troncato); ripristina una copia di sicurezza",
    },
    "file.why.damaged": {
        "en": "the file is damaged ({reason}); restore a backup copy",
        "it": "il file è danneggiato ({reason}); ripristina una copia di sicurezza",
    },
    "file.why.damaged_short": {
        "en": "the file is damaged ({reason})",
        "it": "il file è danneggiato ({reason})",
    },
    "file.why.foreign": {
        "en": "it is an SQLite database but not a Director tournament file",
        "it": "è un database SQLite ma non un file di torneo di Director",
    },
    "file.why.not_director": {
        "en": "it is not a Director tournament file",
        "it": "non è un file di torneo di Director",
    },
    "file.why.newer": {
        "en": "it was saved by a newer version of Director (file version {version}, this program reads up to {supported}); update Director to open it",
        "it": "è stato salvato da una versione più recente di Director (versione del file {version}, questo programma legge fino alla {supported}); aggiorna Director per aprirlo",
    },
    "file.why.read_only": {
        "en": "it cannot be written ({reason}); copy it somewhere writable",
        "it": "non si può scrivere ({reason}); copialo in una cartella scrivibile",
    },
    "file.why.no_beginning": {
        "en": "the file is damaged (its log has no beginning); restore a backup",
        "it": "il file è danneggiato (il suo registro non ha un inizio); ripristina una copia di sicurezza",
    },
    "file.why.migration": {
        "en": "it could not be updated to the current version ({reason})",
        "it": "non è stato possibile aggiornarlo alla versione attuale ({reason})",
    },
    "file.why.record": {
        "en": "record {seq} ({kind}) is damaged or from a newer version ({reason})",
        "it": "la registrazione {seq} ({kind}) è danneggiata o di una versione più recente ({reason})",
    },
}
