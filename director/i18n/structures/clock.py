"""The tournament clock (``clock.*``): the actions it refuses and a saved state it cannot use."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    "clock.err.damaged_detail": {
        "en": "the saved clock state is damaged ({detail}); the clock was reset",
        "it": "lo stato salvato dell'orologio è danneggiato ({detail}); l'orologio è stato azzerato",
    },
    "clock.err.damaged": {
        "en": "the saved clock state is damaged; the clock was reset",
        "it": "lo stato salvato dell'orologio è danneggiato; l'orologio è stato azzerato",
    },
    "clock.err.no_entry": {
        "en": "there is no entry {entry}; the structure has {count}",
        "it": "non c'è la voce {entry}; la struttura ne ha {count}",
    },
    "clock.err.last_level": {
        "en": "this is the last level; add levels to the structure to go on",
        "it": "questo è l'ultimo livello; aggiungi livelli alla struttura per andare avanti",
    },
    "clock.err.no_break": {
        "en": "there is no break after this level",
        "it": "non ci sono pause dopo questo livello",
    },
    "clock.err.time_backwards": {
        "en": "time does not go backwards",
        "it": "il tempo non torna indietro",
    },
}
