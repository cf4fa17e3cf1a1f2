"""Tournament settings, money amounts and CSV files of players."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- what an amount is, with its article ------------------------------------------------------
    "settings.what.amount": {"en": "the amount", "it": "l'importo"},
    "settings.what.buy-in": {"en": "the buy-in", "it": "il buy-in"},
    "settings.what.fee": {"en": "the fee", "it": "la commissione"},
    "settings.what.bounty": {"en": "the bounty", "it": "la taglia"},
    "settings.what.guarantee": {"en": "the guarantee", "it": "il garantito"},
    "settings.what.rounding": {"en": "the rounding", "it": "l'arrotondamento"},
    "settings.what.minimum cash": {"en": "the minimum cash", "it": "il premio minimo"},
    "settings.what.rebuy": {"en": "the rebuy", "it": "il rebuy"},
    "settings.what.add-on": {"en": "the add-on", "it": "l'add-on"},
    "settings.what.amount to play for": {
        "en": "the amount to play for",
        "it": "l'importo in palio",
    },
    # -- amounts ----------------------------------------------------------------------------------
    "money.err.currency": {
        "en": "unknown currency {code!r}; use one of {codes}",
        "it": "valuta {code!r} sconosciuta; usa una tra {codes}",
    },
    "money.err.not_amount_type": {
        "en": "{what} must be an amount like 20 or 20,50",
        "it": "{what} deve essere un importo come 20 o 20,50",
    },
    "money.err.negative": {
        "en": "{what} cannot be negative",
        "it": "{what} non può essere negativo",
    },
    "money.err.negative_text": {
        "en": "{what} cannot be negative ({text})",
        "it": "{what} non può essere negativo ({text})",
    },
    "money.err.empty": {
        "en": "{what} is empty; write an amount like 20 or 20,50",
        "it": "{what} è vuoto; scrivi un importo come 20 o 20,50",
    },
    "money.err.not_amount": {
        "en": "{text!r} is not an amount; write it like 20 or 20,50",
        "it": "{text!r} non è un importo; scrivilo come 20 o 20,50",
    },
    "money.err.decimals": {
        "en": "{text!r} has {count} decimals; amounts are in cents (20,50)",
        "it": "{text!r} ha {count} decimali; gli importi sono in centesimi (20,50)",
    },
    "money.err.ambiguous": {
        "en": "{what} {text} is ambiguous: write {plain} for {amount} (no dot)",
        "it": "{what}: {text} è ambiguo: scrivi {plain} per {amount} (senza punto)",
    },
    "settings.err.chips_too_big": {
        "en": "that is more chips than any tournament has; at most {most}",
        "it": "sono più chip di quante ne abbia qualunque torneo; al massimo {most}",
    },
    "settings.err.too_many": {
        "en": "the most entries per player can be at most {most}",
        "it": "il massimo di ingressi per giocatore può essere al più {most}",
    },
    "money.err.too_big": {
        "en": "{what} can be at most {most}; check the zeros",
        "it": "{what} può essere al massimo {most}; controlla gli zeri",
    },
    "money.err.grouping": {
        "en": "{text!r} is not an amount; write it like 1000 or 1.000,50",
        "it": "{text!r} non è un importo; scrivilo come 1000 o 1.000,50",
    },
    "money.err.price": {
        "en": "{text!r}: write {what} as AMOUNT or AMOUNT+FEE, like 20+5",
        "it": "{text!r}: scrivi {what} come IMPORTO o IMPORTO+COMMISSIONE, per esempio 20+5",
    },
    "money.err.percentage": {
        "en": "{text!r} is not a percentage; write it like 10% or 2,5%",
        "it": "{text!r} non è una percentuale; scrivila come 10% o 2,5%",
    },
    "money.err.fee_too_big": {
        "en": "a fee of {text} would leave nothing in the prize pool",
        "it": "una commissione del {text} non lascerebbe niente al montepremi",
    },
    # -- settings ---------------------------------------------------------------------------------
    "settings.err.date": {
        "en": "the date {text!r} is not a date; write it like 29/11/2026",
        "it": "la data {text!r} non è valida; scrivila come 29/11/2026",
    },
    "settings.err.iso_date": {
        "en": "the date {text!r} is not a date; write it as YYYY-MM-DD",
        "it": "la data {text!r} non è valida; scrivila come AAAA-MM-GG",
    },
    "settings.err.name_empty": {
        "en": "the tournament needs a name",
        "it": "il torneo ha bisogno di un nome",
    },
    "settings.err.name_long": {
        "en": "the tournament name is longer than {limit} characters",
        "it": "il nome del torneo supera i {limit} caratteri",
    },
    "settings.err.venue_long": {
        "en": "the venue is longer than {limit} characters",
        "it": "il luogo supera i {limit} caratteri",
    },
    "settings.err.starting_chips": {
        "en": "the starting chips cannot be negative",
        "it": "le chip iniziali non possono essere negative",
    },
    "settings.err.fee_percent": {
        "en": "a percentage fee must be from 0 to 99.99%",
        "it": "una commissione in percentuale va da 0 a 99,99%",
    },
    "settings.err.bounty": {
        "en": "the bounty cannot be negative",
        "it": "la taglia non può essere negativa",
    },
    "settings.err.progressive_no_bounty": {
        "en": "a progressive knockout needs a bounty: give --bounty AMOUNT with --progressive",
        "it": "un progressive knockout richiede una taglia: indica --bounty IMPORTO con --progressive",
    },
    "settings.err.guarantee": {
        "en": "the guarantee cannot be negative",
        "it": "il garantito non può essere negativo",
    },
    "settings.err.late_level": {
        "en": "late registration lasts until a level, 1 or later",
        "it": "le iscrizioni tardive durano fino a un livello, dall'1 in su",
    },
    "settings.err.max_entries": {
        "en": "the most entries per player cannot be negative",
        "it": "il massimo di ingressi per giocatore non può essere negativo",
    },
    "settings.err.seats": {
        "en": "a table has {low} to {high} seats, not {seats}",
        "it": "un tavolo ha da {low} a {high} posti, non {seats}",
    },
    "settings.err.threshold": {
        "en": "the balancing threshold is at least one player",
        "it": "la soglia di bilanciamento è di almeno un giocatore",
    },
    "settings.err.break_order": {
        "en": "the break order lists table numbers (1 or more)",
        "it": "l'ordine di chiusura elenca numeri di tavolo (dall'1 in su)",
    },
    "settings.err.rounding": {
        "en": "prizes are rounded to at least one cent",
        "it": "i premi si arrotondano ad almeno un centesimo",
    },
    "settings.err.minimum_cash": {
        "en": "the minimum cash cannot be negative",
        "it": "il premio minimo non può essere negativo",
    },
    "settings.err.places_paid": {"en": "pay at least one place", "it": "paga almeno un posto"},
    "settings.err.price_choice": {
        "en": (
            "{count} entries were taken at the old prices; say whether the new prices correct"
            " the past or apply from now on"
        ),
        "it": (
            "{count} iscrizioni sono state prese ai prezzi vecchi; indica se i nuovi prezzi"
            " correggono il passato o valgono da ora in poi"
        ),
    },
    "settings.action.correct_past": {
        "en": "correction of the prices already collected",
        "it": "correzione dei prezzi già incassati",
    },
    "money.err.chips_above_play": {
        "en": "{name}: {chips} chips is more than the {total} chips in play",
        "it": "{name}: {chips} chip sono più dei {total} chip in gioco",
    },
    "money.err.deal_above_play": {
        "en": "the counted stacks add up to {chips} chips, more than the {total} in play;"
        " count them again",
        "it": "gli stack contati sommano {chips} chip, più dei {total} in gioco; ricontali",
    },
    "settings.err.unknown": {
        "en": "unknown setting {name!r}",
        "it": "impostazione {name!r} sconosciuta",
    },
    "settings.err.rebuy_chips": {
        "en": "a rebuy must give some chips",
        "it": "un rebuy deve dare delle chip",
    },
    "settings.err.rebuy_level": {
        "en": "rebuys last until a level, 1 or later",
        "it": "i rebuy durano fino a un livello, dall'1 in su",
    },
    "settings.err.max_rebuys": {
        "en": "the most rebuys per player cannot be negative",
        "it": "il massimo di rebuy per giocatore non può essere negativo",
    },
    "settings.err.rebuy_threshold": {
        "en": "the rebuy stack threshold cannot be negative",
        "it": "la soglia di chip per il rebuy non può essere negativa",
    },
    "settings.err.addon_chips": {
        "en": "an add-on must give some chips",
        "it": "un add-on deve dare delle chip",
    },
    "settings.err.addon_level": {
        "en": "the add-on level must be 1 or later",
        "it": "il livello dell'add-on deve essere dall'1 in su",
    },
    "settings.err.max_addons": {
        "en": "allow at least one add-on per player",
        "it": "consenti almeno un add-on per giocatore",
    },
    # -- CSV files of players ---------------------------------------------------------------------
    "csv.err.not_text": {
        "en": "{file}: the file is not text (save it as CSV UTF-8)",
        "it": "{file}: il file non è di testo (salvalo come CSV UTF-8)",
    },
    "csv.err.read": {
        "en": "cannot read {file}: {reason}",
        "it": "impossibile leggere {file}: {reason}",
    },
    "csv.err.binary": {
        "en": "{file}: not a CSV text file (is it an .xlsx? save it as CSV)",
        "it": "{file}: non è un file CSV di testo (è un .xlsx? salvalo come CSV)",
    },
    "csv.err.empty": {"en": "{file}: the file is empty", "it": "{file}: il file è vuoto"},
    "csv.err.no_name_column": {
        "en": "{file}:{line}: no 'name' (or 'nome') column in the header",
        "it": "{file}:{line}: nell'intestazione manca la colonna 'nome'",
    },
    "csv.err.name_empty": {
        "en": "{file}:{line}: the name is empty",
        "it": "{file}:{line}: il nome è vuoto",
    },
    "csv.err.no_players": {
        "en": "{file}:{line}: no players listed under the header",
        "it": "{file}:{line}: nessun giocatore elencato sotto l'intestazione",
    },
    "csv.err.bad_byte": {
        "en": "{file}:{line}: byte {byte} at column {column} is not text in UTF-8, UTF-16 or "
        "Windows-1252; save the file again as CSV UTF-8 and import it again",
        "it": "{file}:{line}: il byte {byte} alla colonna {column} non è testo in UTF-8, UTF-16 "
        "né Windows-1252; salva di nuovo il file come CSV UTF-8 e importalo di nuovo",
    },
    "csv.err.quote": {
        "en": '{file}:{line}: a quote (") opened in this row is never closed properly; '
        "close it or remove it, then import again",
        "it": '{file}:{line}: una virgoletta (") aperta in questa riga non è chiusa bene; '
        "chiudila o toglila, poi importa di nuovo",
    },
    "csv.err.multiline": {
        "en": "{file}:{line}: this row runs on to line {end} (a quote left open?); "
        "close the quote, then import again",
        "it": "{file}:{line}: questa riga continua fino alla riga {end} (una virgoletta "
        "rimasta aperta?); chiudi la virgoletta, poi importa di nuovo",
    },
    "csv.err.bare_cr": {
        "en": "{file}:{line}: a carriage return (CR) alone in the middle of the line; save the "
        "file again from the spreadsheet as CSV, then import again",
        "it": "{file}:{line}: un ritorno a capo (CR) da solo in mezzo alla riga; salva di nuovo "
        "il file dal foglio di calcolo come CSV, poi importa di nuovo",
    },
    "csv.err.separator": {
        "en": "the separator must be ; or , not {separator!r}",
        "it": "il separatore deve essere ; o , non {separator!r}",
    },
    "csv.err.write": {
        "en": "cannot write {file}: {reason}",
        "it": "impossibile scrivere {file}: {reason}",
    },
}
