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
}
