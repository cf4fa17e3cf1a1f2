"""The command line's own words: its outputs and usage errors.

Keys are ``cli.<group>.<what>``, the group being the command's (``files``, ``entrants``,
``tables``, ``clock``, ``show``, ``money``, ``history``), and ``cli.err.*`` for an
argument the command line cannot use. A few texts are the same in both languages (a column of
figures, a chip count): they are keys all the same, so every line a command prints is in here.
"""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    "cli.error": {"en": "director: error: {message}", "it": "director: errore: {message}"},
    "cli.warning": {
        "en": "director: warning: {message}",
        "it": "director: attenzione: {message}",
    },
    "cli.clock.nobody_seated": {
        "en": "nobody is seated; the clock started anyway (draw the seats: director seat FILE)",
        "it": (
            "nessuno è seduto; l'orologio è partito comunque (sorteggia i posti: director seat FILE)"
        ),
    },
    # -- arguments the command line cannot use ----------------------------------------------------
    "cli.err.chips": {
        "en": "{what} must be a whole number of chips, not {text!r}",
        "it": "{what}: ci vuole un numero intero di chip, non {text!r}",
    },
    "cli.err.chips_plain": {
        "en": "chips must be a whole number of chips, not {text!r}",
        "it": "le chip vanno scritte come numero intero, non {text!r}",
    },
    "cli.err.too_many_chips": {
        "en": "{what}: {text} is more chips than any tournament has; at most {most}",
        "it": "{what}: {text} sono più chip di quante ne abbia qualunque torneo; al massimo {most}",
    },
    "cli.err.late_reg_past_end": {
        "en": "late registration cannot end at level {level}: the structure's last level is {last}",
        "it": "le iscrizioni tardive non possono finire al livello {level}: l'ultimo livello della struttura è il {last}",
    },
    "cli.usage_error": {
        "en": "{prog}: error: {message}; see {prog} --help",
        "it": "{prog}: errore: {message}; vedi {prog} --help",
    },
    "cli.err.positive_whole": {
        "en": "write a whole number above zero, like 25, not {text!r}",
        "it": "scrivi un numero intero maggiore di zero, come 25, non {text!r}",
    },
    "cli.err.too_big": {
        "en": "{what} can be at most {most}, not {text}",
        "it": "{what}: al massimo {most}, non {text}",
    },
    "cli.err.number_too_big": {
        "en": "{what}: {part!r} is not a usable number; at most {most}",
        "it": "{what}: {part!r} non è un numero utilizzabile; al massimo {most}",
    },
    "cli.err.minutes_range": {
        "en": "the clock takes at most {most} minutes (a day) at a time, not {text!r}",
        "it": "il clock accetta al massimo {most} minuti (un giorno) alla volta, non {text!r}",
    },
    "cli.err.whole": {
        "en": "{what} must be a whole number, not {text!r}",
        "it": "{what}: ci vuole un numero intero, non {text!r}",
    },
    "cli.err.pair": {
        "en": "write {what} as NAME=VALUE, not {item!r}",
        "it": "scrivi {what} come NOME=VALORE, non {item!r}",
    },
    "cli.err.not_a_number": {
        "en": "{what}: {part!r} is not a number",
        "it": "{what}: {part!r} non è un numero",
    },
    "cli.err.no_numbers": {
        "en": "{what}: give the values separated by commas, like 5000,3000,2000",
        "it": "{what}: scrivi i valori separati da virgole, come 5000,3000,2000",
    },
    "cli.err.fee_twice": {
        "en": "give the fee once: either in --buy-in (20+5) or with --fee",
        "it": "indica la commissione una volta sola: in --buy-in (20+5) oppure con --fee",
    },
    "cli.err.rebuy_price": {
        "en": "give the rebuy price with --rebuy PRICE",
        "it": "indica il prezzo del rebuy con --rebuy PRICE",
    },
    "cli.err.rebuy_until": {
        "en": "say until which level rebuys are allowed: --rebuy-until LEVEL",
        "it": "indica fino a quale livello sono ammessi i rebuy: --rebuy-until LEVEL",
    },
    "cli.err.addon_price": {
        "en": "give the add-on price with --addon PRICE",
        "it": "indica il prezzo dell'add-on con --addon PRICE",
    },
    "cli.err.addon_level": {
        "en": "say at which level add-ons are taken: --addon-level LEVEL",
        "it": "indica in quale livello si fanno gli add-on: --addon-level LEVEL",
    },
    "cli.err.price_choice": {
        "en": (
            "{count} entries were taken at the old prices: add --from-now (they keep their"
            " price) or --correct-past (they are re-priced)"
        ),
        "it": (
            "{count} iscrizioni sono state prese ai prezzi vecchi: aggiungi --from-now (tengono"
            " il loro prezzo) o --correct-past (vengono ricalcolate)"
        ),
    },
    "cli.err.price_flags_both": {
        "en": "give either --from-now or --correct-past, not both",
        "it": "indica --from-now o --correct-past, non entrambi",
    },
    "cli.files.prices_corrected": {
        "en": "Past corrected: {count} entries re-priced; prize pool now {pool}",
        "it": "Passato corretto: {count} iscrizioni ricalcolate; montepremi ora {pool}",
    },
    "cli.files.prices_kept": {
        "en": "From now on: the {count} entries taken keep their price; prize pool {pool}",
        "it": "Da ora in poi: le {count} iscrizioni prese tengono il loro prezzo; montepremi {pool}",
    },
    "cli.err.nothing_to_change": {
        "en": "nothing to change; give an option such as --name or --buy-in",
        "it": "niente da cambiare; indica un'opzione come --name o --buy-in",
    },
    "cli.err.reserve_whom": {
        "en": "name the player the seat is for, or give --release",
        "it": "indica il giocatore a cui tenere il posto, oppure usa --release",
    },
    "cli.err.apply_code": {
        "en": "these seats are drawn at random: run director balance {file}{what} to see them, then --apply with the code it prints",
        "it": "questi posti sono sorteggiati: esegui director balance {file}{what} per vederli, poi --apply con il codice che stampa",
    },
    "cli.err.which_table_done": {
        "en": "say which table is done: hand-for-hand FILE done TABLE",
        "it": "indica quale tavolo ha finito la mano: hand-for-hand FILE done TABLE",
    },
    "cli.err.edit_nothing": {
        "en": "nothing to change; give --name, --nickname, --email, --phone, --notes, --club or --no-club",
        "it": "niente da cambiare; indica --name, --nickname, --email, --phone, --notes, --club o --no-club",
    },
    "cli.err.one_stack_each": {
        "en": "give one stack per busted player ({players}), not {stacks}",
        "it": "indica uno stack per ogni giocatore eliminato ({players}), non {stacks}",
    },
    "cli.err.chip_pairs": {
        "en": "give NAME AMOUNT pairs: chips FILE NAME AMOUNT [NAME AMOUNT ...]",
        "it": "indica coppie NOME QUANTITÀ: chips FILE NAME AMOUNT [NAME AMOUNT ...]",
    },
    "cli.err.which_level": {
        "en": "say which level: clock FILE level N",
        "it": "indica quale livello: clock FILE level N",
    },
    "cli.err.how_many_minutes": {
        "en": "say how many minutes: clock FILE {what} MINUTES",
        "it": "indica quanti minuti: clock FILE {what} MINUTES",
    },
    "cli.err.minutes": {
        "en": "minutes must be a number, not {text!r}",
        "it": "i minuti vanno scritti come numero, non {text!r}",
    },
    "cli.err.payouts_input": {
        "en": "give a tournament FILE, or --entries N and --buy-in AMOUNT",
        "it": "indica il FILE di un torneo, oppure --entries N e --buy-in AMOUNT",
    },
    "cli.err.icm_stacks": {
        "en": "--stacks: stacks are whole numbers of chips, 0 or more",
        "it": "--stacks: gli stack sono numeri interi di chip, da 0 in su",
    },
    # What a refusal of the domain becomes on the command line: the flag that answers it.
    "cli.err.with_flag": {"en": "{refusal}; {hint}", "it": "{refusal}; {hint}"},
    "cli.err.registration_closed": {
        "en": "registration is closed{why}; add --force to register anyway (the director's decision)",
        "it": "le iscrizioni sono chiuse{why}; aggiungi --force per iscrivere comunque (decisione del direttore)",
    },
    "cli.hint.force": {
        "en": "add --force to allow it anyway (the director's decision)",
        "it": "aggiungi --force per consentirlo comunque (decisione del direttore)",
    },
    "cli.err.duplicate_name": {
        "en": '{name} is already registered; for a different person with the same name add --nickname NICKNAME, for the same person use: director reenter FILE "{name}"',
        "it": '{name} è già iscritto; per un\'altra persona con lo stesso nome aggiungi --nickname SOPRANNOME, per la stessa persona usa: director reenter FILE "{name}"',
    },
    "cli.err.exists_overwrite": {
        "en": "{path} already exists; choose another name, or add --overwrite to replace it",
        "it": "{path} esiste già; scegli un altro nome, o aggiungi --overwrite per sostituirlo",
    },
    "cli.err.file_name_empty": {
        "en": "the file name is empty; give the tournament file to create, e.g. friday.director",
        "it": "il nome del file è vuoto; indica il file del torneo da creare, ad esempio venerdi.director",
    },
    "cli.err.import_at": {
        "en": "{file}:{line}: {error}; nobody was imported",
        "it": "{file}:{line}: {error}; non è stato importato nessuno",
    },
    "cli.err.import": {
        "en": "{file}: {error}; nobody was imported",
        "it": "{file}: {error}; non è stato importato nessuno",
    },
    # -- the tournament file: new, set, structure, import, export ---------------------------------
    "cli.files.created": {
        "en": "Created {path}: {name}, {structure}, buy-in {buy_in}, {chips} chips, "
        "{tables} table(s)",
        "it": "Creato {path}: {name}, {structure}, buy-in {buy_in}, {chips} chip, tavoli: {tables}",
    },
    "cli.files.created_fee_share": {
        "en": "Created {path}: {name}, {structure}, buy-in {buy_in} ({percent}% of the pool), "
        "{chips} chips, {tables} table(s)",
        "it": "Creato {path}: {name}, {structure}, buy-in {buy_in} ({percent}% del montepremi), "
        "{chips} chip, tavoli: {tables}",
    },
    "cli.files.settings_changed": {
        "en": "Settings changed: {names}",
        "it": "Impostazioni cambiate: {names}",
    },
    "cli.files.structure_now": {
        "en": "Structure now: {name} ({levels} levels)",
        "it": "Struttura ora: {name} ({levels} livelli)",
    },
    "cli.files.imported": {
        "en": "Imported {count} player(s) from {file}",
        "it": "Giocatori importati da {file}: {count}",
    },
    "cli.files.exported": {
        "en": "Exported {count} entrant(s) to {file}",
        "it": "Iscritti esportati in {file}: {count}",
    },
    # -- entrants ---------------------------------------------------------------------------------
    "cli.entrants.seat": {
        "en": "table {table} seat {seat}",
        "it": "tavolo {table} posto {seat}",
    },
    "cli.entrants.no_seat": {"en": "no seat yet", "it": "ancora senza posto"},
    "cli.entrants.edited": {
        "en": "Saved {name}'s details (not linked to the club's players)",
        "it": "Dati di {name} salvati (non collegato ai giocatori del circolo)",
    },
    "cli.entrants.edited_club": {
        "en": "Saved {name}'s details (the club's player number {club})",
        "it": "Dati di {name} salvati (giocatore numero {club} del circolo)",
    },
    "cli.entrants.registered": {
        "en": "Registered {name} (entry #{entry}, {seat})",
        "it": "Iscritto {name} (ingresso #{entry}, {seat})",
    },
    "cli.entrants.reentered": {
        "en": "Re-entry of {name} (entry #{entry}, {seat})",
        "it": "Rientro di {name} (ingresso #{entry}, {seat})",
    },
    "cli.entrants.collect": {
        "en": "{what}: collect {amount}, hand over {chips} chips",
        "it": "{what}: incassare {amount}, consegnare {chips} chip",
    },
    "cli.entrants.hand_over": {
        "en": "{what}: hand over {chips} chips",
        "it": "{what}: consegnare {chips} chip",
    },
    "cli.entrants.busted": {
        "en": "{name} busted in place {place}",
        "it": "{name} eliminato in posizione {place}",
    },
    "cli.entrants.busted_by": {
        "en": "{name} busted in place {place} by {by}",
        "it": "{name} eliminato in posizione {place} da {by}",
    },
    "cli.entrants.busted_prize": {
        "en": "{name} busted in place {place}, prize {prize}",
        "it": "{name} eliminato in posizione {place}, premio {prize}",
    },
    "cli.entrants.busted_by_prize": {
        "en": "{name} busted in place {place} by {by}, prize {prize}",
        "it": "{name} eliminato in posizione {place} da {by}, premio {prize}",
    },
    "cli.entrants.winner": {
        "en": "{name} wins the tournament ({prize}); the clock is stopped",
        "it": "{name} vince il torneo ({prize}); l'orologio è fermo",
    },
    "cli.entrants.revived": {
        "en": "{name} is playing again ({seat})",
        "it": "{name} torna in gioco ({seat})",
    },
    "cli.entrants.chips": {"en": "{name}: {chips}", "it": "{name}: {chips}"},
    "cli.entrants.chip_leader": {
        "en": "Chip leader: {name} {chips}",
        "it": "Chip leader: {name} {chips}",
    },
    # -- tables and seats -------------------------------------------------------------------------
    "cli.tables.added": {"en": "Added table(s) {tables}", "it": "Tavoli aggiunti: {tables}"},
    "cli.tables.removed": {"en": "Removed table {table}", "it": "Tavolo {table} tolto"},
    "cli.tables.table": {
        "en": "Table {table}: {players}/{seats} players",
        "it": "Tavolo {table}: {players}/{seats} giocatori",
    },
    "cli.tables.button": {"en": "button {seat}", "it": "bottone al posto {seat}"},
    "cli.tables.blocked": {"en": "blocked {seats}", "it": "posti bloccati {seats}"},
    "cli.tables.next_bb": {"en": "next BB {seat}", "it": "prossimo BB al posto {seat}"},
    "cli.tables.no_button": {"en": "button not set", "it": "bottone da assegnare"},
    "cli.tables.button_drawn": {
        "en": "Table {table}: button at seat {seat} ({name})",
        "it": "Tavolo {table}: bottone al posto {seat} ({name})",
    },
    "cli.tables.hfh_clock_paused": {
        "en": "Clock paused for hand-for-hand (it runs again when hand-for-hand stops)",
        "it": "Orologio in pausa per il mano per mano (riparte quando il mano per mano finisce)",
    },
    "cli.tables.hfh_clock_was_paused": {
        "en": "The clock is not running: it stays stopped",
        "it": "L'orologio non è in corsa: resta fermo",
    },
    "cli.tables.hfh_clock_resumed": {
        "en": "Clock running again",
        "it": "L'orologio riparte",
    },
    "cli.tables.hfh_not_bubble": {
        "en": "Note: not the bubble ({left} players left, {paid} places paid, {tables} tables in play)",
        "it": "Nota: non è la bolla ({left} giocatori rimasti, {paid} posti pagati, {tables} tavoli in gioco)",
    },
    "cli.tables.still_playing": {
        "en": "Hand {hand}: tables still playing: {tables}",
        "it": "Mano {hand}: tavoli ancora in gioco: {tables}",
    },
    "cli.tables.all_done": {
        "en": "Hand {hand}: every table is done; deal the next hand: director tournament "
        "hand-for-hand FILE next",
        "it": "Mano {hand}: tutti i tavoli hanno finito; per la mano seguente: director "
        "tournament hand-for-hand FILE next",
    },
    "cli.tables.next_button": {
        "en": "Next hand: button seat {seat}",
        "it": "Prossima mano: bottone al posto {seat}",
    },
    "cli.tables.drawn": {
        "en": "Table {table} seat {seat}: {name}",
        "it": "Tavolo {table} posto {seat}: {name}",
    },
    "cli.tables.seated": {
        "en": "{name}: table {table} seat {seat}",
        "it": "{name}: tavolo {table} posto {seat}",
    },
    "cli.tables.final_not_yet": {
        "en": "Not yet: the players left do not fit at one table",
        "it": "Non ancora: i giocatori rimasti non stanno a un solo tavolo",
    },
    "cli.tables.no_break": {
        "en": "No table can break yet",
        "it": "Nessun tavolo può ancora chiudere",
    },
    "cli.tables.balanced": {"en": "The tables are balanced", "it": "I tavoli sono bilanciati"},
    "cli.tables.applied": {
        "en": "Applied {count} move(s)",
        "it": "Spostamenti eseguiti: {count}",
    },
    "cli.tables.proposal": {
        "en": "(proposal {code} only: to make exactly these moves, director balance {file}{what} --apply {code})",
        "it": "(solo la proposta {code}: per eseguire proprio questi spostamenti, director balance {file}{what} --apply {code})",
    },
    "cli.tables.breaking": {
        "en": "Tables that break: {tables} (their players fit at the tables that stay)",
        "it": "Tavoli che chiudono: {tables} (i loro giocatori stanno ai tavoli che restano)",
    },
    "cli.tables.unused": {"en": "unused", "it": "non usato"},
    "cli.tables.hand_playing": {
        "en": "playing hand {hand}",
        "it": "gioca la mano {hand}",
    },
    "cli.tables.hand_done": {
        "en": "done with hand {hand}",
        "it": "ha finito la mano {hand}",
    },
    # -- the clock --------------------------------------------------------------------------------
    "cli.clock.line": {
        "en": "{where}, {time} left, {state}",
        "it": "{where}, mancano {time}, {state}",
    },
    "cli.clock.running": {"en": "running", "it": "in corso"},
    "cli.clock.paused": {"en": "paused", "it": "in pausa"},
    "cli.clock.not_started": {"en": "not started", "it": "non iniziato"},
    "cli.clock.break": {"en": "Break", "it": "Pausa"},
    "cli.clock.level": {"en": "Level {level}: {blinds}", "it": "Livello {level}: {blinds}"},
    "cli.clock.level_ante": {
        "en": "Level {level}: {blinds} {ante}",
        "it": "Livello {level}: {blinds} {ante}",
    },
    "cli.clock.no_level": {"en": "-", "it": "-"},
    # -- director show ----------------------------------------------------------------------------
    "cli.show.title": {"en": "{name} — {when}", "it": "{name} — {when}"},
    "cli.show.clock": {"en": "Clock: {clock}", "it": "Orologio: {clock}"},
    "cli.show.no_level": {"en": "no level", "it": "nessun livello"},
    "cli.show.break": {"en": "break", "it": "pausa"},
    "cli.show.level": {"en": "level {level} ({blinds})", "it": "livello {level} ({blinds})"},
    "cli.show.entries": {
        "en": "Entries {entries} ({players} players), left {left}; rebuys {rebuys}, "
        "add-ons {addons}",
        "it": "Ingressi {entries} ({players} giocatori), rimasti {left}; rebuy {rebuys}, "
        "add-on {addons}",
    },
    "cli.show.pool": {
        "en": "Prize pool {pool}; fees {fees}",
        "it": "Montepremi {pool}; commissioni {fees}",
    },
    "cli.show.pool_overlay": {
        "en": "Prize pool {pool} (overlay {overlay}); fees {fees}",
        "it": "Montepremi {pool} (overlay {overlay}); commissioni {fees}",
    },
    "cli.show.chips": {
        "en": "Chips in play {chips}; average {average}",
        "it": "Chip in gioco {chips}; media {average}",
    },
    "cli.show.average_bb": {"en": "{average} ({bb} BB)", "it": "{average} ({bb} BB)"},
    "cli.show.chip_leader": {
        "en": "{line}; chip leader {name} {chips}",
        "it": "{line}; chip leader {name} {chips}",
    },
    "cli.show.payouts": {"en": "Payouts: {places}", "it": "Premi: {places}"},
    "cli.show.payout": {"en": "{place}. {amount}", "it": "{place}. {amount}"},
    "cli.show.col.entry": {"en": "#", "it": "#"},
    "cli.show.col.name": {"en": "Name", "it": "Nome"},
    "cli.show.col.status": {"en": "Status", "it": "Stato"},
    "cli.show.col.place": {"en": "Place", "it": "Pos."},
    "cli.show.col.table": {"en": "Table", "it": "Tavolo"},
    "cli.show.col.seat": {"en": "Seat", "it": "Posto"},
    "cli.show.col.chips": {"en": "Chips", "it": "Chip"},
    "cli.show.col.prize": {"en": "Prize", "it": "Premio"},
    # -- payouts and ICM --------------------------------------------------------------------------
    "cli.money.payouts": {
        "en": "Prize pool {pool} for {entries} entries, {places} place(s) paid",
        "it": "Montepremi {pool} per {entries} ingressi, posti pagati: {places}",
    },
    "cli.money.payout": {
        "en": "{place:>4}.  {amount:>12}  {percent:>5}%",
        "it": "{place:>4}.  {amount:>12}  {percent:>5}%",
    },
    "cli.money.equity": {
        "en": "Player {player}: {chips:>12} chips ({percent:>5}%)  equity {equity}",
        "it": "Giocatore {player}: {chips:>12} chip ({percent:>5}%)  equity {equity}",
    },
    "cli.money.deal": {
        "en": "Deal recorded among {count} players ({method}): these amounts replace their prizes",
        "it": "Accordo registrato tra {count} giocatori ({method}): questi importi sostituiscono i loro premi",
    },
    "cli.money.deal_amount": {
        "en": "      {name:<28} {amount:>12}  (deal)",
        "it": "      {name:<28} {amount:>12}  (accordo)",
    },
    "cli.money.deal_play_for": {
        "en": "      left to play for: {amount}, to the winner",
        "it": "      ancora in palio: {amount}, al vincitore",
    },
    "cli.show.bounties": {
        "en": "Bounties: {each} per entry, {total} set aside, {won} won so far",
        "it": "Taglie: {each} per ingresso, {total} accantonate, {won} già vinte",
    },
    "cli.show.pko_bounties": {
        "en": "Progressive bounties: {each} per entry, {total} taken in, {paid} paid, {heads} still on heads",
        "it": "Taglie progressive: {each} per ingresso, {total} incassate, {paid} pagate, {heads} ancora sulle teste",
    },
    "cli.show.pko_unclaimed": {
        "en": "{line}, {unclaimed} unclaimed (busts with no eliminator, stacks given up on a day 2)",
        "it": "{line}, {unclaimed} non assegnate (eliminazioni senza chi ha eliminato, stack lasciati al day 2)",
    },
    "cli.show.col.bounties": {"en": "Bounties", "it": "Taglie"},
    "cli.show.winner": {"en": "winner", "it": "vincitore"},
    "cli.money.deal_proposal_only": {
        "en": "(proposal only: add --record when the players agree)",
        "it": "(solo una proposta: aggiungi --record quando i giocatori sono d'accordo)",
    },
    # -- undo, redo, history ----------------------------------------------------------------------
    "cli.history.undone": {"en": "Undone: {action}", "it": "Annullato: {action}"},
    "cli.history.redone": {"en": "Redone: {action}", "it": "Ripetuto: {action}"},
    "cli.history.record": {
        "en": "{seq:>5}  {time}  {what}",
        "it": "{seq:>5}  {time}  {what}",
    },
    "cli.history.device": {"en": "{what} (from {device})", "it": "{what} (da {device})"},
    "cli.history.day": {"en": "— {date} —", "it": "— {date} —"},
    # -- the hands played at the tables ------------------------------------------------------------
    "cli.hands.line": {
        "en": "Table {table}, hand {number}: {winners} won {chips} ({state})",
        "it": "Tavolo {table}, mano {number}: {winners} vince {chips} ({state})",
    },
    "cli.hands.recorded": {"en": "recorded", "it": "registrata"},
    "cli.hands.undone": {"en": "taken back", "it": "annullata"},
    "cli.hands.none": {
        "en": "No hand has been played at the tables with Director yet.",
        "it": "Nessuna mano è stata ancora giocata ai tavoli con Director.",
    },
    "cli.hands.exported": {
        "en": "Wrote {count} hands to {folder} as PHH files.",
        "it": "Scritte {count} mani in {folder} come file PHH.",
    },
    "cli.err.no_folder": {
        "en": "the folder {folder} does not exist; create it first",
        "it": "la cartella {folder} non esiste; creala prima",
    },
    "cli.err.write": {
        "en": "cannot write {path}: {reason}",
        "it": "impossibile scrivere {path}: {reason}",
    },
    "cli.err.phh": {
        "en": "cannot write {path} as PHH: {reason}",
        "it": "impossibile scrivere {path} come PHH: {reason}",
    },
}
