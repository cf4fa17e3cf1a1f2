"""The chip set: reading it, the starting stack it makes, posting the blinds, the colour-up."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- reading a chip set ("25:400,100:600") ----------------------------------------------------
    "structures.chips.err.empty": {
        "en": "{what}: no chips; give each chip's value and how many the case holds, "
        "like 25:400,100:600",
        "it": "{what}: nessuna chip; indica il valore di ogni chip e quante ne contiene "
        "la valigetta, come 25:400,100:600",
    },
    "structures.chips.err.item": {
        "en": "{what}: {item!r} is not VALUE:COUNT; write each chip as value:count, "
        "like 25:400,100:600",
        "it": "{what}: {item!r} non è VALORE:QUANTITÀ; scrivi ogni chip come valore:quantità, "
        "come 25:400,100:600",
    },
    "structures.chips.err.value": {
        "en": "{what}: a chip's value must be a whole number above 0, not {value}",
        "it": "{what}: il valore di una chip deve essere un numero intero maggiore di 0, "
        "non {value}",
    },
    "structures.chips.err.count": {
        "en": "{what}: chip {value} has {count} in the case; give a count above 0 "
        "or leave the chip out",
        "it": "{what}: la chip da {value} ha {count} pezzi nella valigetta; indica una quantità "
        "maggiore di 0 o togli la chip",
    },
    "structures.chips.err.twice": {
        "en": "{what}: chip {value} is listed twice; list each value once",
        "it": "{what}: la chip da {value} compare due volte; elenca ogni valore una volta sola",
    },
    "structures.chips.err.too_big": {
        "en": "{what}: {value} is more than {most}; check for a zero too many",
        "it": "{what}: {value} è più di {most}; controlla che non ci sia uno zero di troppo",
    },
    "structures.chips.what.setting": {"en": "chip set", "it": "set di chip"},
    "structures.chips.what.count": {
        "en": "the count of chip {value}",
        "it": "quantità della chip da {value}",
    },
    # -- the starting stack ------------------------------------------------------------------------
    "structures.chips.err.stack": {
        "en": "--stack: a starting stack must be a whole number of chips above 0, not {stack}",
        "it": "--stack: lo stack iniziale deve essere un numero intero di chip maggiore di 0, "
        "non {stack}",
    },
    "structures.chips.err.players": {
        "en": "--players: a tournament needs at least 2 players, not {players}",
        "it": "--players: un torneo richiede almeno 2 giocatori, non {players}",
    },
    "structures.chips.err.seats": {
        "en": "--chipset: the set makes a stack of {stack} for at most {most} players, "
        "not {players}; add chips to the set or lower --stack",
        "it": "--chipset: il set compone uno stack da {stack} per al massimo {most} giocatori, "
        "non {players}; aggiungi chip al set o abbassa --stack",
    },
    "structures.chips.err.sum": {
        "en": "--chipset: no sum of the chips {chips} makes a stack of {stack}; "
        "give a stack the chips can make or add a smaller chip",
        "it": "--chipset: nessuna somma delle chip {chips} fa uno stack da {stack}; "
        "indica uno stack che le chip possono comporre o aggiungi una chip più piccola",
    },
    "structures.chips.err.short": {
        "en": "--chipset: the set holds {total} in chips, not enough for {players} stacks "
        "of {stack} ({needed}); add chips to the set or lower --stack",
        "it": "--chipset: il set contiene {total} in chip, non abbastanza per {players} stack "
        "da {stack} ({needed}); aggiungi chip al set o abbassa --stack",
    },
    "structures.chips.err.few": {
        "en": "--chipset: the set cannot make a stack of {stack} even for 2 players "
        "with the chips {chips}; add chips of the smaller values",
        "it": "--chipset: il set non compone uno stack da {stack} nemmeno per 2 giocatori "
        "con le chip {chips}; aggiungi chip dei valori più piccoli",
    },
    "structures.chips.item": {"en": "{count} × {value}", "it": "{count} × {value}"},
    "structures.chips.title": {
        "en": "Starting stack {stack} for {players} players:",
        "it": "Stack iniziale {stack} per {players} giocatori:",
    },
    "structures.chips.row": {
        "en": "{count} chips of {value} ({total}); the set holds {held}",
        "it": "{count} chip da {value} ({total}); il set ne contiene {held}",
    },
    "structures.chips.total": {
        "en": "{count} chips a player, {stack} in all",
        "it": "{count} chip a giocatore, {stack} in tutto",
    },
    "structures.chips.max_players": {
        "en": "The set seats at most {most} players with this breakdown.",
        "it": "Con questa composizione il set basta per al massimo {most} giocatori.",
    },
    # -- posting the blinds with the chips in play -------------------------------------------------
    "structures.chips.err.unpostable": {
        "en": "{what}: {amounts} cannot be made with the chips in play {chips}; "
        "keep a smaller chip in play longer or change the level",
        "it": "{what}: {amounts}: impossibile da comporre con le chip in gioco {chips}; "
        "tieni in gioco più a lungo una chip più piccola o cambia il livello",
    },
    "structures.chips.err.yaml_empty": {
        "en": "chips is an empty chip set; write the chips like {{25: 400, 100: 600}} "
        "or leave chips out",
        "it": "chips è un set di chip vuoto; scrivi le chip come {{25: 400, 100: 600}} "
        "o togli chips",
    },
    # -- the colour-up at a break (TDA: the chip race) ---------------------------------------------
    "structures.chips.colour_up": {
        "en": "Colour up the {chips} chips: about {count} in play ({value}); the bank brings "
        "{bank} chips of {to}. Each player changes them for chips of {to}; the odd ones are "
        "raced from seat 1, one card per odd chip, at most one chip of {to} to a player, "
        "nobody raced out (TDA).",
        "it": "Cambio chip da {chips}: circa {count} in gioco ({value}); il banco porta "
        "{bank} chip da {to}. Ogni giocatore le cambia in chip da {to}; quelle spaiate vanno "
        "alla corsa dal posto 1, una carta per chip spaiata, al massimo una chip da {to} "
        "a giocatore, nessuno eliminato dalla corsa (TDA).",
    },
    "structures.chips.colour_up_short": {
        "en": "the bank brings {bank} × {to}; race: at most one per player",
        "it": "il banco porta {bank} × {to}; corsa: al massimo una a giocatore",
    },
    "structures.chips.colour_up_last": {
        "en": "Colour up the {chips} chips: no chip is left in play to change them for; "
        "they leave play.",
        "it": "Cambio chip da {chips}: non resta in gioco nessuna chip con cui cambiarle; "
        "escono dal gioco.",
    },
}
