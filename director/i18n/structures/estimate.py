"""The length estimate: ``director structure estimate`` and its refusals (``structures.*``)."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- refusals of the estimate ---------------------------------------------------------------
    "structures.err.estimate_players": {
        "en": "a tournament needs at least 2 players (given: {players})",
        "it": "un torneo richiede almeno 2 giocatori (indicati: {players})",
    },
    "structures.err.estimate_stack": {
        "en": "a starting stack of {stack} chips: give a stack above 0",
        "it": "uno stack iniziale di {stack} chip: indica uno stack sopra 0",
    },
    "structures.err.estimate_chips": {
        "en": "no chips in play: give the chips in play, above 0",
        "it": "nessuna chip in gioco: indica le chip in gioco, sopra 0",
    },
    "structures.err.estimate_rebuys": {
        "en": "rebuys and add-ons cannot be negative: give 0 or more",
        "it": "rebuy e add-on non possono essere negativi: indica 0 o più",
    },
    "structures.err.estimate_hands": {
        "en": "hands per hour must be a number above 0 (a live table deals about 30)",
        "it": "le mani all'ora devono essere un numero sopra 0 (un tavolo dal vivo ne gioca circa 30)",
    },
    "structures.err.estimate_runs": {
        "en": "the estimate needs at least 1 run",
        "it": "la stima richiede almeno 1 simulazione",
    },
    "structures.err.estimate_too_short": {
        "en": "the structure ends at level {level} ({duration}) before the estimated end: "
        "add levels",
        "it": "la struttura finisce al livello {level} ({duration}) prima della fine stimata: "
        "aggiungi livelli",
    },
    # -- director structure estimate -----------------------------------------------------------
    "structures.estimate.flag": {"en": "{flag}: {refusal}", "it": "{flag}: {refusal}"},
    "structures.estimate.field": {
        "en": "{name}: {players} players, {stack} chips each ({chips} in play)",
        "it": "{name}: {players} giocatori, {stack} chip a testa ({chips} in gioco)",
    },
    "structures.estimate.length": {
        "en": "Expected length: {minutes} ({low} to {high} in 8 tournaments out of 10)",
        "it": "Durata prevista: {minutes} (da {low} a {high} in 8 tornei su 10)",
    },
    "structures.estimate.end_level": {
        "en": "Ends at level {level} ({blinds})",
        "it": "Finisce al livello {level} ({blinds})",
    },
    "structures.estimate.model": {
        "en": "{runs} simulated tournaments, {hands} hands an hour at a full table",
        "it": "{runs} tornei simulati, {hands} mani all'ora a un tavolo completo",
    },
    "structures.estimate.overrun": {
        "en": "in {share} % of the simulated tournaments the structure ran out of levels: "
        "add levels",
        "it": "nel {share} % dei tornei simulati la struttura ha finito i livelli: "
        "aggiungi livelli",
    },
}
