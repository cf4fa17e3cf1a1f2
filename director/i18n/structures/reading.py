"""Reading any hand-written YAML file: the file, its syntax, keys, numbers and texts (``yaml.*``)."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- reading a YAML file ------------------------------------------------------------------
    "yaml.severity.error": {"en": "error", "it": "errore"},
    "yaml.severity.warning": {"en": "warning", "it": "avviso"},
    "yaml.err.file": {"en": "{first}", "it": "{first}"},
    "yaml.err.file_more": {"en": "{first} (and {count} more)", "it": "{first} (e altri {count})"},
    "yaml.err.unreadable": {
        "en": "cannot read the file ({reason}); check the path",
        "it": "impossibile leggere il file ({reason}); controlla il percorso",
    },
    "yaml.err.utf16": {
        "en": "the file is saved as UTF-16 ('Unicode'); save it as UTF-8",
        "it": "il file è salvato in UTF-16 ('Unicode'); salvalo in UTF-8",
    },
    "yaml.err.binary": {
        "en": "the file is not a text file; give a YAML file written as text",
        "it": "il file non è un file di testo; usa un file YAML scritto come testo",
    },
    "yaml.err.not_utf8": {
        "en": "the file is not UTF-8 text; save it as UTF-8",
        "it": "il file non è testo UTF-8; salvalo in UTF-8",
    },
    "yaml.err.syntax": {
        "en": "YAML syntax error: {problem}",
        "it": "errore di sintassi YAML: {problem}",
    },
    "yaml.syntax.tab": {
        "en": "a tab character here; indent with spaces, never tabs",
        "it": "qui c'è un carattere di tabulazione; indenta con gli spazi, mai con le tabulazioni",
    },
    "yaml.syntax.value_start": {
        "en": "a value cannot start with '{char}'; put the whole value in quotes",
        "it": "un valore non può iniziare con '{char}'; metti tutto il valore tra virgolette",
    },
    "yaml.syntax.open_list": {
        "en": "the list opened with '[' at line {line} is not closed; "
        "close it with ']' and separate its items with ','",
        "it": "la lista aperta con '[' alla riga {line} non è chiusa; "
        "chiudila con ']' e separa gli elementi con ','",
    },
    "yaml.syntax.open_mapping": {
        "en": "the mapping opened with '{{' at line {line} is not closed; "
        "close it with '}}' and separate its entries with ','",
        "it": "la mappa aperta con '{{' alla riga {line} non è chiusa; "
        "chiudila con '}}' e separa le voci con ','",
    },
    "yaml.syntax.open_quote": {
        "en": "this quote is never closed; end the value with the same quote",
        "it": "queste virgolette non vengono mai chiuse; termina il valore con le stesse virgolette",
    },
    "yaml.syntax.colon": {
        "en": "unexpected ':' here; check this line's indentation, "
        "or put a value that contains ': ' in quotes",
        "it": "':' inatteso qui; controlla il rientro di questa riga, "
        "o metti tra virgolette un valore che contiene ': '",
    },
    "yaml.syntax.block_end": {
        "en": "this line does not line up with the lines above it; check its indentation "
        "(spaces only) and the space after '-'",
        "it": "questa riga non è allineata con quelle sopra; controlla il rientro "
        "(solo spazi) e lo spazio dopo '-'",
    },
    "yaml.syntax.no_colon": {
        "en": "this line has no ':'; write it as key: value",
        "it": "questa riga non ha ':'; scrivila come chiave: valore",
    },
    "yaml.syntax.alias": {
        "en": "'*{name}' refers to an anchor '&{name}' that is not defined above; "
        "write the value out instead",
        "it": "'*{name}' rimanda a un'ancora '&{name}' non definita sopra; "
        "scrivi invece il valore per intero",
    },
    "yaml.syntax.second_document": {
        "en": "a second document starts here ('---'); keep one structure per file",
        "it": "qui inizia un secondo documento ('---'); tieni una sola struttura per file",
    },
    # PyYAML's own words, for the rare syntax errors not recognised: they exist only in English.
    "yaml.syntax.other": {"en": "{detail}", "it": "{detail}"},
    "yaml.syntax.invalid": {"en": "invalid YAML", "it": "YAML non valido"},
    "yaml.err.control_char": {
        "en": "the control character U+{code} is not allowed in YAML; delete it",
        "it": "il carattere di controllo U+{code} non è ammesso in YAML; cancellalo",
    },
    "yaml.err.other": {"en": "YAML error: {detail}", "it": "errore YAML: {detail}"},
    "yaml.err.too_deep": {
        "en": "the file is nested too deeply; check its brackets and indentation",
        "it": "il file ha troppi livelli annidati; controlla le parentesi e il rientro",
    },
    "yaml.err.bad_tagged_value": {
        "en": "'{value}' is not a valid {tag}; remove the tag and write a plain value",
        "it": "'{value}' non è un {tag} valido; togli il tag e scrivi un valore semplice",
    },
    "yaml.err.tag": {
        "en": "tags like {tag} are not allowed; remove the tag and write a plain value",
        "it": "i tag come {tag} non sono ammessi; togli il tag e scrivi un valore semplice",
    },
    # -- what a value is ------------------------------------------------------------------------
    "yaml.kind.mapping": {"en": "a mapping", "it": "una mappa"},
    "yaml.kind.list": {"en": "a list", "it": "una lista"},
    "yaml.value.empty": {"en": "an empty value", "it": "un valore vuoto"},
    "yaml.value.yes_no": {"en": "yes/no ({value})", "it": "sì/no ({value})"},
    "yaml.value.text": {"en": "the text '{value}'", "it": "il testo '{value}'"},
    "yaml.value.date": {"en": "the date {value}", "it": "la data {value}"},
    "yaml.value.plain": {"en": "{value}", "it": "{value}"},
    # -- keys -----------------------------------------------------------------------------------
    "yaml.err.not_mapping": {
        "en": "{what} must be a mapping of keys to values, not {kind}",
        "it": "{what}: deve essere una mappa di chiavi e valori, non {kind}",
    },
    "yaml.err.merge_key": {
        "en": "merge keys (<<) are not supported; write the keys out",
        "it": "le chiavi di unione (<<) non sono supportate; scrivi le chiavi per intero",
    },
    "yaml.err.key_not_word": {
        "en": "keys in {what} must be plain words, not {kind}; write one of: {allowed}",
        "it": "{what}: le chiavi devono essere parole semplici, non {kind}; "
        "scrivi una tra: {allowed}",
    },
    "yaml.err.duplicate_key": {
        "en": "duplicate key '{key}' in {what} (first given at line {line}); keep only one",
        "it": "{what}: chiave '{key}' ripetuta (già data alla riga {line}); tienine una sola",
    },
    "yaml.err.unknown_key_guess": {
        "en": "unknown key '{key}' in {what}; did you mean '{guess}'?",
        "it": "{what}: chiave '{key}' sconosciuta; forse intendevi '{guess}'?",
    },
    "yaml.err.unknown_key": {
        "en": "unknown key '{key}' in {what}; known keys: {known}",
        "it": "{what}: chiave '{key}' sconosciuta; chiavi possibili: {known}",
    },
    # -- numbers, durations, text -----------------------------------------------------------------
    "yaml.err.base60": {
        "en": "{what} must be a whole number, not {text}; write it without ':'",
        "it": "{what}: deve essere un numero intero, non {text}; scrivilo senza ':'",
    },
    "yaml.err.not_decimal": {
        "en": "{what} must be a plain decimal number like 100, not {text}",
        "it": "{what}: deve essere un semplice numero decimale come 100, non {text}",
    },
    "yaml.err.ambiguous": {
        "en": "{what} {text} is ambiguous: write {plain} for {chips} chips (no dot)",
        "it": "{what}: {text} è ambiguo: scrivi {plain} per {chips} chip (senza punto)",
    },
    "yaml.err.fraction": {
        "en": "{what} must be a whole number of chips, not {text}",
        "it": "{what}: deve essere un numero intero di chip, non {text}",
    },
    "yaml.err.not_whole": {
        "en": "{what} must be a whole number, not {value}",
        "it": "{what}: deve essere un numero intero, non {value}",
    },
    "yaml.err.negative": {
        "en": "{what} must be zero or more, not {value}",
        "it": "{what}: deve essere zero o più, non {value}",
    },
    "yaml.err.not_positive": {
        "en": "{what} must be more than zero, not {value}",
        "it": "{what}: deve essere più di zero, non {value}",
    },
    "yaml.err.too_large": {
        "en": "{what} {value} is too large (at most {limit}); check it",
        "it": "{what}: {value} è troppo (al massimo {limit}); controlla",
    },
    "yaml.err.not_minutes": {
        "en": "{what} must be a number of minutes, not {value}",
        "it": "{what}: deve essere un numero di minuti, non {value}",
    },
    "yaml.err.minutes_form": {
        "en": '{what} must be a number of minutes (like 10) or MM:SS (like "7:30"), not {value}',
        "it": '{what}: deve essere un numero di minuti (come 10) o MM:SS (come "7:30"), '
        "non {value}",
    },
    "yaml.err.whole_seconds": {
        "en": "{what} must be a whole number of seconds ({value} minutes is not); "
        'write MM:SS like "7:30"',
        "it": "{what}: deve essere un numero intero di secondi ({value} minuti non lo è); "
        'scrivi MM:SS come "7:30"',
    },
    "yaml.err.over_a_day": {
        "en": "{what} of {value} minutes is longer than a day; check it",
        "it": "{what}: {value} minuti sono più di un giorno; controlla",
    },
    "yaml.err.not_text": {
        "en": "{what} must be text, not {kind}; put it in quotes",
        "it": "{what}: deve essere un testo, non {kind}; mettilo tra virgolette",
    },
    "yaml.err.empty_text": {
        "en": "{what} is empty; write it after the colon",
        "it": "{what}: valore vuoto; scrivilo dopo i due punti",
    },
}
