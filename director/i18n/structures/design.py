"""The structure designer: ``director structure design``, its YAML header and its refusals."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- refusals of the designer ---------------------------------------------------------------
    "structures.design.err.no_chips": {
        "en": "no chips: give the chip values in the case, e.g. 25,100,500,1000,5000",
        "it": "nessuna chip: indica i valori delle chip della valigetta, es. 25,100,500,1000,5000",
    },
    "structures.design.err.chip": {
        "en": "a chip of {chip}: each chip value must be above 0 and at most {most}",
        "it": "una chip da {chip}: ogni valore deve essere sopra 0 e al massimo {most}",
    },
    "structures.design.err.players": {
        "en": "a tournament needs at least 2 players (given: {players})",
        "it": "un torneo richiede almeno 2 giocatori (indicati: {players})",
    },
    "structures.design.err.stack": {
        "en": "a starting stack of {stack}: give a stack above 0 and at most {most}",
        "it": "uno stack iniziale di {stack}: indica uno stack sopra 0 e al massimo {most}",
    },
    "structures.design.err.stack_chips": {
        "en": "a starting stack of {stack} cannot be made with the chips {chips}: "
        "give a stack that is a sum of them",
        "it": "uno stack iniziale di {stack} non si compone con le chip {chips}: "
        "indica uno stack che sia una loro somma",
    },
    "structures.design.err.hours": {
        "en": "a length of {hours} hours: give a length above 0 and at most {most} hours",
        "it": "una durata di {hours} ore: indica una durata sopra 0 e al massimo di {most} ore",
    },
    "structures.design.err.level_minutes": {
        "en": "levels of {minutes} minutes: give a length above 0 and at most {most} minutes",
        "it": "livelli di {minutes} minuti: indica una durata sopra 0 e al massimo di {most} minuti",
    },
    "structures.design.err.break_minutes": {
        "en": "breaks of {minutes} minutes: give a length above 0 and at most {most} minutes",
        "it": "pause di {minutes} minuti: indica una durata sopra 0 e al massimo di {most} minuti",
    },
    "structures.design.err.break_every": {
        "en": "a break every {minutes} minutes: give minutes above 0 and at most {most}",
        "it": "una pausa ogni {minutes} minuti: indica minuti sopra 0 e al massimo {most}",
    },
    "structures.design.err.antes": {
        "en": "antes '{antes}': give none, bb (big blind ante) or classic",
        "it": "ante '{antes}': indica none (nessuno), bb (big blind ante) o classic (classico)",
    },
    "structures.design.err.too_long": {
        "en": "even the slowest structure of these levels and chips lasts about {most}: "
        "give longer levels, a bigger stack or fewer hours",
        "it": "anche la struttura più lenta con questi livelli e queste chip dura circa {most}: "
        "indica livelli più lunghi, uno stack più grande o meno ore",
    },
    "structures.design.err.too_short": {
        "en": "even the fastest structure of these levels lasts about {least}: "
        "give shorter levels, a smaller stack or more hours",
        "it": "anche la struttura più veloce con questi livelli dura circa {least}: "
        "indica livelli più corti, uno stack più piccolo o più ore",
    },
    "structures.design.err.gap": {
        "en": "no structure of these levels and chips lasts {hours} within 10 %: the nearest "
        "lasts about {nearest}; give other level minutes, another stack or other hours",
        "it": "nessuna struttura con questi livelli e queste chip dura {hours} entro il 10 %: "
        "la più vicina dura circa {nearest}; indica altri minuti per livello, un altro stack "
        "o altre ore",
    },
    "structures.design.err.exists": {
        "en": "{file} already exists: give a new file, or remove that one first",
        "it": "{file} esiste già: indica un file nuovo, o prima rimuovi quello",
    },
    # -- the designed structure and its YAML header ----------------------------------------------
    "structures.design.name": {
        "en": "{players} players, {stack} chips, {hours}",
        "it": "{players} giocatori, {stack} chip, {hours}",
    },
    "structures.design.antes.none": {"en": "no antes", "it": "nessun ante"},
    "structures.design.antes.bb": {
        "en": "big blind ante from level {level}",
        "it": "big blind ante dal livello {level}",
    },
    "structures.design.antes.ante": {
        "en": "an ante for every player from level {level}",
        "it": "ante per ogni giocatore dal livello {level}",
    },
    "structures.design.antes.stud": {
        "en": "an ante and a bring-in at every level",
        "it": "ante e bring-in a ogni livello",
    },
    "structures.design.breaks.none": {"en": "no breaks", "it": "nessuna pausa"},
    "structures.design.breaks.every": {
        "en": "a {minutes}-minute break every {every} minutes of play",
        "it": "una pausa di {minutes} minuti ogni {every} minuti di gioco",
    },
    "structures.design.header.field": {
        "en": "Designed by 'director structure design' for {players} players with {stack} "
        "chips each, to last about {hours}.",
        "it": "Disegnata da 'director structure design' per {players} giocatori con {stack} "
        "chip a testa, per durare circa {hours}.",
    },
    "structures.design.header.levels": {
        "en": "Levels of {minutes} minutes, {breaks}, {antes}; chips {chips}.",
        "it": "Livelli di {minutes} minuti, {breaks}, {antes}; chip {chips}.",
    },
    "structures.design.header.extra": {
        "en": "Expected: {rebuys} rebuys and {addons} add-ons.",
        "it": "Previsti: {rebuys} rebuy e {addons} add-on.",
    },
    "structures.design.header.estimate": {
        "en": "Estimated length: {minutes} ({low} to {high} in 8 tournaments out of 10), "
        "ending at level {level} ({blinds}).",
        "it": "Durata stimata: {minutes} (da {low} a {high} in 8 tornei su 10), "
        "fine al livello {level} ({blinds}).",
    },
    # -- director structure design ---------------------------------------------------------------
    "structures.design.flag": {"en": "{flag}: {refusal}", "it": "{flag}: {refusal}"},
    "structures.design.written": {
        "en": "{file}: {levels} levels; expected length {minutes} ({low} to {high}), "
        "ending at level {level} ({blinds})",
        "it": "{file}: {levels} livelli; durata prevista {minutes} (da {low} a {high}), "
        "fine al livello {level} ({blinds})",
    },
}
