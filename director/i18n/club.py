"""The club and its leagues: today the words of the league points formula.

Keys are ``club.err.formula_*`` for a formula refused as it is read (each names the column),
``club.err.formula_fails`` / ``club.err.formula_fails_for`` for one that cannot give a number
(with the values that made it fail), and ``club.problem.*`` for what went wrong in the sum.
"""

from __future__ import annotations

_ALLOWED_EN = "use n, r, b, prize, bounties, rebuys, addons, paid"
_ALLOWED_IT = "usa n, r, b, prize, bounties, rebuys, addons, paid"
_SYMBOLS_EN = "numbers, variables, + - * / ^ ( ) , < <= > >= == != and the functions"
_SYMBOLS_IT = "numeri, variabili, + - * / ^ ( ) , < <= > >= == != e le funzioni"
_FUNCS = "sqrt, log, ln, exp, min, max, round, floor, ceil, if"

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- refused as it is read ---------------------------------------------------------------------
    "club.err.formula_empty": {
        "en": "the points formula is empty: write one, e.g. sqrt(n*b*b)/(r+1)",
        "it": "la formula dei punti è vuota: scrivine una, es. sqrt(n*b*b)/(r+1)",
    },
    "club.err.formula_too_long": {
        "en": "column {column}: the formula is {length} characters long; at most {limit} are allowed",
        "it": "colonna {column}: la formula è lunga {length} caratteri; al massimo {limit}",
    },
    "club.err.formula_too_deep": {
        "en": "column {column}: the formula nests more than {limit} levels deep: write it flatter",
        "it": "colonna {column}: la formula annida più di {limit} livelli: scrivila più semplice",
    },
    "club.err.formula_too_big": {
        "en": "column {column}: the formula has more than {limit} parts: write it shorter",
        "it": "colonna {column}: la formula ha più di {limit} parti: scrivila più corta",
    },
    "club.err.formula_too_slow": {
        "en": "column {column}: more than {limit} of ln, log, exp and powers not whole: write it simpler",
        "it": "colonna {column}: più di {limit} tra ln, log, exp e potenze non intere: semplificala",
    },
    "club.err.formula_character": {
        "en": f"column {{column}}: {{char!r}} is not allowed in a formula ({_SYMBOLS_EN})",
        "it": f"colonna {{column}}: {{char!r}} non è ammesso in una formula ({_SYMBOLS_IT})",
    },
    "club.err.formula_string": {
        "en": "column {column}: quotes are not allowed: a formula has only numbers and variables",
        "it": "colonna {column}: le virgolette non sono ammesse: una formula ha solo numeri e variabili",
    },
    "club.err.formula_dot": {
        "en": "column {column}: '.' goes only inside a number (2.5): a formula has no attributes",
        "it": "colonna {column}: il '.' va solo dentro un numero (2.5): una formula non ha attributi",
    },
    "club.err.formula_power": {
        "en": "column {column}: write a power with ^ (e.g. n^2), not **",
        "it": "colonna {column}: scrivi una potenza con ^ (es. n^2), non **",
    },
    "club.err.formula_equals": {
        "en": "column {column}: write == to compare (e.g. if(r == 1, 10, 0))",
        "it": "colonna {column}: scrivi == per confrontare (es. if(r == 1, 10, 0))",
    },
    "club.err.formula_number": {
        "en": "column {column}: {text!r} is not a number (write e.g. 12 or 2.5)",
        "it": "colonna {column}: {text!r} non è un numero (scrivi es. 12 o 2.5)",
    },
    "club.err.formula_unknown_name": {
        "en": f"column {{column}}: unknown name {{name!r}}: {_ALLOWED_EN}",
        "it": f"colonna {{column}}: nome sconosciuto {{name!r}}: {_ALLOWED_IT}",
    },
    "club.err.formula_unknown_function": {
        "en": f"column {{column}}: {{name!r}} is not a function a formula can call ({_FUNCS})",
        "it": f"colonna {{column}}: {{name!r}} non è una funzione ammessa ({_FUNCS})",
    },
    "club.err.formula_not_function": {
        "en": "column {column}: {name!r} is a value, not a function: remove the '('",
        "it": "colonna {column}: {name!r} è un valore, non una funzione: togli la '('",
    },
    "club.err.formula_call_needed": {
        "en": "column {column}: {name!r} is a function: write {name}(...)",
        "it": "colonna {column}: {name!r} è una funzione: scrivi {name}(...)",
    },
    "club.err.formula_arguments": {
        "en": "column {column}: {name}() takes {expected} arguments, not {given}",
        "it": "colonna {column}: {name}() vuole {expected} argomenti, non {given}",
    },
    "club.err.formula_unexpected": {
        "en": "column {column}: unexpected {found}: {expected} was expected here",
        "it": "colonna {column}: trovato {found}, ma qui ci voleva {expected}",
    },
    "club.err.formula_comparison_here": {
        "en": "column {column}: a comparison gives no points: use it as if's first argument",
        "it": "colonna {column}: un confronto non dà punti: usalo come primo argomento di if",
    },
    "club.err.formula_condition": {
        "en": "column {column}: if() needs a comparison first, e.g. if(r == 1, 10, 0)",
        "it": "colonna {column}: if() vuole prima un confronto, es. if(r == 1, 10, 0)",
    },
    # -- what the parser was expecting (fields of club.err.formula_unexpected) ---------------------
    "club.expect.value": {
        "en": "a number, a variable, a function or '('",
        "it": "un numero, una variabile, una funzione o '('",
    },
    "club.expect.operator": {
        "en": "an operator (+ - * / ^) or the end",
        "it": "un operatore (+ - * / ^) o la fine",
    },
    "club.expect.close": {"en": "')'", "it": "')'"},
    "club.expect.comma_or_close": {"en": "',' or ')'", "it": "',' o ')'"},
    "club.found.end": {"en": "end of the formula", "it": "fine della formula"},
    "club.found.token": {"en": "{text!r}", "it": "{text!r}"},
    # -- cannot give a number ----------------------------------------------------------------------
    "club.err.formula_fails": {
        "en": "the formula gives no number: {problem}",
        "it": "la formula non dà un numero: {problem}",
    },
    "club.err.formula_fails_for": {
        "en": "for {values}: {problem}",
        "it": "per {values}: {problem}",
    },
    "club.err.formula_missing": {
        "en": "the formula needs a value for {names}",
        "it": "la formula ha bisogno di un valore per {names}",
    },
    "club.err.formula_unknown_value": {
        "en": f"{{name!r}} is not a value of a formula: {_ALLOWED_EN}",
        "it": f"{{name!r}} non è un valore di una formula: {_ALLOWED_IT}",
    },
    "club.problem.division_by_zero": {
        "en": "division by zero (column {column})",
        "it": "divisione per zero (colonna {column})",
    },
    "club.problem.log": {
        "en": "{name} of {value} (column {column}): a logarithm needs a number above 0",
        "it": "{name} di {value} (colonna {column}): un logaritmo vuole un numero sopra 0",
    },
    "club.problem.sqrt": {
        "en": "sqrt of {value} (column {column}): a square root needs a number of 0 or more",
        "it": "sqrt di {value} (colonna {column}): una radice quadrata vuole un numero da 0 in su",
    },
    "club.problem.too_large": {
        "en": "a number larger than {limit} (column {column}): not computed",
        "it": "un numero più grande di {limit} (colonna {column}): non calcolato",
    },
    "club.problem.negative_power": {
        "en": "{value} to the power {power} (column {column}): no real number",
        "it": "{value} elevato a {power} (colonna {column}): nessun numero reale",
    },
    "club.problem.round_digits": {
        "en": "round()'s digits are {value} (column {column}): use a whole number from 0 to 10",
        "it": "le cifre di round() sono {value} (colonna {column}): usa un intero da 0 a 10",
    },
    "club.problem.other": {
        "en": "no finite number (column {column})",
        "it": "nessun numero finito (colonna {column})",
    },
    # -- the club file --------------------------------------------------------------------------
    "club.file.why.folder": {
        "en": "it is a folder, not a club file",
        "it": "è una cartella, non un file del circolo",
    },
    "club.file.why.empty": {
        "en": "the file is empty; it is not a club file",
        "it": "il file è vuoto; non è un file del circolo",
    },
    "club.file.why.not_sqlite": {
        "en": "it is not a club file (not an SQLite database)",
        "it": "non è un file del circolo (non è un database SQLite)",
    },
    "club.file.why.tournament": {
        "en": "it is a tournament file, not a club file: give the club's file (.director-club)",
        "it": "è un file di torneo, non del circolo: indica il file del circolo (.director-club)",
    },
    "club.file.why.foreign": {
        "en": "it is an SQLite database but not a Director club file",
        "it": "è un database SQLite ma non un file del circolo di Director",
    },
    "club.file.err.closed": {
        "en": "the club file {path} is closed",
        "it": "il file del circolo {path} è chiuso",
    },
    "club.file.err.cannot_save": {
        "en": "cannot save to {path} ({reason}); nothing was changed",
        "it": "impossibile salvare in {path} ({reason}); non è stato cambiato nulla",
    },
    "club.file.err.bad_undo": {
        "en": "the club file {path} is damaged (its undo list); restore a backup copy",
        "it": "il file del circolo {path} è danneggiato (l'elenco degli annullamenti); ripristina una copia",
    },
    "club.err.nothing_to_undo": {
        "en": "there is nothing to undo in the club",
        "it": "non c'è niente da annullare nel circolo",
    },
    # -- players ----------------------------------------------------------------------------------
    "club.err.empty_name": {
        "en": "the name is empty: type the player's name",
        "it": "il nome è vuoto: scrivi il nome del giocatore",
    },
    "club.err.field_too_long": {
        "en": "the {field} is longer than {limit} characters: shorten it",
        "it": "il campo {field} supera i {limit} caratteri: accorcialo",
    },
    "club.err.no_player": {
        "en": "the club has no player number {id}: see director club players",
        "it": "il circolo non ha un giocatore numero {id}: vedi director club players",
    },
    "club.err.merged": {
        "en": "{name} was merged into another player: change that one",
        "it": "{name} è stato unito a un altro giocatore: modifica quello",
    },
    "club.err.same_name": {
        "en": "the club already has a player called {name}: add a nickname to tell them apart",
        "it": "il circolo ha già un giocatore di nome {name}: aggiungi un soprannome per distinguerli",
    },
    "club.err.same_nickname": {
        "en": "the club already has {name} ({nickname}): choose another nickname",
        "it": "il circolo ha già {name} ({nickname}): scegli un altro soprannome",
    },
    "club.err.merge_self": {
        "en": "choose two different players to merge",
        "it": "scegli due giocatori diversi da unire",
    },
    "club.err.merge_both_played": {
        "en": "{kept} and {other} both played {tournament}: they are two people, not merged",
        "it": "{kept} e {other} hanno giocato entrambi {tournament}: sono due persone, non uniti",
    },
    # -- tournaments and leagues ------------------------------------------------------------------
    "club.err.not_finished": {
        "en": "{name} is not finished ({left} players still in): finish it before counting it",
        "it": "{name} non è finito ({left} giocatori ancora in gioco): finiscilo prima di contarlo",
    },
    "club.err.league_empty_name": {
        "en": "the league's name is empty: give it one",
        "it": "il nome del campionato è vuoto: dagliene uno",
    },
    "club.err.league_rule": {
        "en": "give the league either a points formula or a points table, not both",
        "it": "dai al campionato o una formula dei punti o una tabella dei punti, non entrambe",
    },
    "club.err.league_exists": {
        "en": "the club already has a league called {name}: choose another name",
        "it": "il circolo ha già un campionato di nome {name}: scegli un altro nome",
    },
    "club.err.no_league": {
        "en": "the club has no league called {name} (leagues: {known})",
        "it": "il circolo non ha un campionato di nome {name} (campionati: {known})",
    },
    "club.err.already_counted": {
        "en": "{tournament} is already counted in {league}",
        "it": "{tournament} è già contato in {league}",
    },
    "club.err.not_counted": {
        "en": "that tournament is not counted in {league}",
        "it": "quel torneo non è contato in {league}",
    },
    "club.err.best": {
        "en": "best {value} results: use a number from 1 to {most}",
        "it": "migliori {value} risultati: usa un numero da 1 a {most}",
    },
    "club.err.minimum": {
        "en": "a minimum of {value} events: use a number from 0 to {most}",
        "it": "un minimo di {value} tornei: usa un numero da 0 a {most}",
    },
    "club.err.bonus": {
        "en": "the {name} bonus {value}: use points from 0 to {most}",
        "it": "il bonus {name} {value}: usa punti da 0 a {most}",
    },
    # -- what a change did (Undo says it) ----------------------------------------------------------
    "club.action.add": {"en": "add {name}", "it": "aggiunta di {name}"},
    "club.action.edit": {"en": "edit {name}", "it": "modifica di {name}"},
    "club.action.merge": {
        "en": "merge {other} into {kept}",
        "it": "unione di {other} in {kept}",
    },
    "club.action.league": {"en": "new league {name}", "it": "nuovo campionato {name}"},
    "club.action.count": {
        "en": "count {tournament} in {league}",
        "it": "conteggio di {tournament} in {league}",
    },
    "club.action.uncount": {
        "en": "take {tournament} out of {league}",
        "it": "rimozione di {tournament} da {league}",
    },
    "club.action.import": {
        "en": "import {count} players",
        "it": "importazione di {count} giocatori",
    },
    "club.action.other": {"en": "{what}", "it": "{what}"},
}
