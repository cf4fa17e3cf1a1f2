"""Payout tables and prize amounts (``payouts.*``)."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- payout tables: the values a table built in code cannot have --------------------------
    "payouts.err.percent_type": {
        "en": "a percentage must be a number, not {value!r}",
        "it": "una percentuale deve essere un numero, non {value!r}",
    },
    "payouts.err.bracket_entries": {
        "en": "a bracket covers at least 1 entry, not {value!r}",
        "it": "una fascia copre almeno 1 iscrizione, non {value!r}",
    },
    "payouts.err.bracket_empty": {
        "en": "a bracket pays at least one place",
        "it": "una fascia paga almeno un posto",
    },
    "payouts.err.place_zero": {
        "en": "place {place} gets {pct}%; each place gets more than 0%",
        "it": "il posto {place} prende il {pct}%; ogni posto prende più dello 0%",
    },
    "payouts.err.place_more": {
        "en": "place {place} gets {pct}%, more than place {above} ({above_pct}%)",
        "it": "il posto {place} prende il {pct}%, più del posto {above} ({above_pct}%)",
    },
    "payouts.err.sum": {
        "en": "the percentages add up to {total}, not 100",
        "it": "le percentuali sommano a {total}, non a 100",
    },
    "payouts.err.too_many_places": {
        "en": "a bracket of up to {entries} entries cannot pay {places} places",
        "it": "una fascia fino a {entries} iscrizioni non può pagare {places} posti",
    },
    "payouts.err.no_name": {
        "en": "a payout table needs a name",
        "it": "una tabella dei premi ha bisogno di un nome",
    },
    "payouts.err.no_brackets": {
        "en": "a payout table needs at least one bracket",
        "it": "una tabella dei premi ha bisogno di almeno una fascia",
    },
    "payouts.err.not_bracket": {
        "en": "a payout table's brackets must be PayoutBracket rows",
        "it": "le fasce di una tabella dei premi devono essere righe PayoutBracket",
    },
    "payouts.err.open_not_last": {
        "en": "only the last bracket can cover any number of entries",
        "it": "solo l'ultima fascia può coprire un numero qualsiasi di iscrizioni",
    },
    "payouts.err.not_increasing": {
        "en": "bracket {index} (up to {entries} entries) does not cover more entries than the "
        "one before (up to {previous})",
        "it": "la fascia {index} (fino a {entries} iscrizioni) non copre più iscrizioni di "
        "quella prima (fino a {previous})",
    },
    "payouts.err.max_places": {
        "en": "the payout table '{name}' pays at most {most} places, not {places}; "
        "add a row that pays {places} places",
        "it": "la tabella dei premi '{name}' paga al massimo {most} posti, non {places}; "
        "aggiungi una riga che paghi {places} posti",
    },
    # -- prize amounts --------------------------------------------------------------------------
    "payouts.what.entries": {"en": "entries", "it": "il numero di iscrizioni"},
    "payouts.what.places": {"en": "places", "it": "il numero di posti"},
    "payouts.what.pool": {"en": "the prize pool", "it": "il montepremi"},
    "payouts.what.entry_count": {
        "en": "the number of entries",
        "it": "il numero di iscrizioni",
    },
    "payouts.what.rounding": {"en": "the rounding unit", "it": "l'unità di arrotondamento"},
    "payouts.what.minimum_cash": {"en": "the minimum cash", "it": "il premio minimo"},
    "payouts.what.places_paid": {
        "en": "the number of places paid",
        "it": "il numero di posti pagati",
    },
    "payouts.what.place_number": {"en": "the place", "it": "il posto"},
    "payouts.what.players": {"en": "the number of players", "it": "il numero di giocatori"},
    "payouts.err.not_count": {
        "en": "{what} must be a whole number, not {value!r}",
        "it": "{what} deve essere un numero intero, non {value!r}",
    },
    "payouts.err.negative": {
        "en": "{what} cannot be negative ({value})",
        "it": "{what} non può essere sotto zero ({value})",
    },
    "payouts.err.unit": {
        "en": "the rounding unit must be at least 1 cent",
        "it": "l'unità di arrotondamento deve essere di almeno 1 centesimo",
    },
    "payouts.err.no_place": {
        "en": "at least 1 place must be paid",
        "it": "va pagato almeno 1 posto",
    },
    "payouts.err.no_entries": {
        "en": "a prize pool of {pool} but no entries: there is nobody to pay yet",
        "it": "un montepremi di {pool} ma nessuna iscrizione: non c'è ancora nessuno da pagare",
    },
    "payouts.err.tie": {
        "en": "a tie is between at least 1 player from place 1 down",
        "it": "un pari merito riguarda almeno 1 giocatore, dal posto 1 in giù",
    },
    # -- a payout table file ----------------------------------------------------------------------
    "payouts.what.table": {"en": "the payout table", "it": "tabella dei premi"},
    "payouts.what.bracket": {"en": "bracket {index}", "it": "fascia {index}"},
    "payouts.what.place": {
        "en": "bracket {bracket}, place {place}",
        "it": "fascia {bracket}, posto {place}",
    },
    "payouts.what.places_range": {
        "en": "bracket {bracket}, places {first}-{last}",
        "it": "fascia {bracket}, posti {first}-{last}",
    },
    "payouts.err.empty_file": {
        "en": "the file is empty; a payout table needs a name and brackets",
        "it": "il file è vuoto; una tabella dei premi ha bisogno di name e brackets",
    },
    "payouts.err.empty_name": {
        "en": "name is empty; give the payout table a name",
        "it": "name: valore vuoto; dai un nome alla tabella dei premi",
    },
    "payouts.err.missing_name": {
        "en": "missing 'name': give the payout table a name",
        "it": "manca 'name': dai un nome alla tabella dei premi",
    },
    "payouts.err.missing_brackets": {
        "en": "missing 'brackets': list the places paid by number of entries",
        "it": "manca 'brackets': elenca i posti pagati secondo il numero di iscrizioni",
    },
    "payouts.err.brackets_not_list": {
        "en": "brackets must be a list (each item starting with '- '), not {kind}",
        "it": "brackets: deve essere una lista (ogni elemento inizia con '- '), non {kind}",
    },
    "payouts.err.brackets_empty": {
        "en": "the bracket list is empty; add at least one bracket",
        "it": "la lista delle fasce è vuota; aggiungi almeno una fascia",
    },
    "payouts.err.up_to_order": {
        "en": "{what}: up_to {up_to} is not more than the bracket before (up to {previous} "
        "entries); list the brackets from fewest entries to most",
        "it": "{what}: up_to {up_to} non supera la fascia prima (fino a {previous} "
        "iscrizioni); elenca le fasce dalla più piccola alla più grande",
    },
    "payouts.err.no_up_to": {
        "en": "{what} has no up_to: write the most entries it covers "
        "(only the last bracket leaves it out)",
        "it": "{what}: manca up_to: scrivi quante iscrizioni copre al massimo "
        "(solo l'ultima fascia lo omette)",
    },
    "payouts.err.no_pay": {
        "en": "{what} has no 'pay': list the percentage of each place",
        "it": "{what}: manca 'pay': elenca la percentuale di ogni posto",
    },
    "payouts.err.places_over_entries": {
        "en": "{what} pays {places} places but covers at most {up_to} entries",
        "it": "{what}: paga {places} posti ma copre al massimo {up_to} iscrizioni",
    },
    "payouts.warn.last_up_to": {
        "en": "the last bracket is also used above {up_to} entries; leave out "
        "up_to in the last bracket to say it covers any number",
        "it": "l'ultima fascia vale anche oltre {up_to} iscrizioni; togli up_to "
        "dall'ultima fascia per dire che copre qualsiasi numero",
    },
    "payouts.warn.starts_below": {
        "en": "{what} pays {places} places but starts at {start} entries; with "
        "fewer entries than places only as many places as entries are paid",
        "it": "{what}: paga {places} posti ma parte da {start} iscrizioni; con meno "
        "iscrizioni che posti si pagano tanti posti quante sono le iscrizioni",
    },
    "payouts.warn.fewer_places": {
        "en": "{what} pays {places} places, fewer than the bracket before "
        "({previous}) although it covers more entries",
        "it": "{what}: paga {places} posti, meno della fascia prima "
        "({previous}) anche se copre più iscrizioni",
    },
    "payouts.err.pay_empty_list": {
        "en": "{what}: pay is an empty list; give each place's percentage",
        "it": "{what}: pay è una lista vuota; indica la percentuale di ogni posto",
    },
    "payouts.err.pay_empty_mapping": {
        "en": "{what}: pay is empty; give each place's percentage",
        "it": "{what}: pay è vuoto; indica la percentuale di ogni posto",
    },
    "payouts.err.place_twice": {
        "en": "{what}: place {place} is given twice",
        "it": "{what}: il posto {place} compare due volte",
    },
    "payouts.err.places_overlap": {
        "en": "{what}: places {first}-{last} overlap places given before",
        "it": "{what}: i posti {first}-{last} si sovrappongono a posti già dati",
    },
    "payouts.err.place_missing": {
        "en": "{what}: place {missing} is missing before place {place}",
        "it": "{what}: manca il posto {missing} prima del posto {place}",
    },
    "payouts.err.places_missing": {
        "en": "{what}: places {first}-{last} are missing before place {place}",
        "it": "{what}: mancano i posti {first}-{last} prima del posto {place}",
    },
    "payouts.err.pay_form": {
        "en": "{what}: pay must be a list of percentages like [50, 30, 20], not {kind}",
        "it": "{what}: pay deve essere una lista di percentuali come [50, 30, 20], non {kind}",
    },
    "payouts.err.pay_increases": {
        "en": "{what}: place {place} gets {pct}%, more than place {above} ({above_pct}%); "
        "a place never gets more than the one above it",
        "it": "{what}: il posto {place} prende il {pct}%, più del posto {above} ({above_pct}%); "
        "un posto non prende mai più di quello sopra",
    },
    "payouts.err.pay_sum_missing": {
        "en": "{what}: the percentages add up to {total}, not 100 ({gap} missing)",
        "it": "{what}: le percentuali sommano a {total}, non a 100 (manca {gap})",
    },
    "payouts.err.pay_sum_over": {
        "en": "{what}: the percentages add up to {total}, not 100 ({gap} too many)",
        "it": "{what}: le percentuali sommano a {total}, non a 100 ({gap} di troppo)",
    },
    "payouts.err.percent_form": {
        "en": "{what} must be a percentage like 12.5, not {value}",
        "it": "{what}: deve essere una percentuale come 12,5, non {value}",
    },
    "payouts.err.percent_zero": {
        "en": "{what} must be more than 0%, not {value}",
        "it": "{what}: deve essere più dello 0%, non {value}",
    },
    "payouts.err.percent_over": {
        "en": "{what} is {pct}%, more than the whole pool (100%)",
        "it": "{what}: {pct}% è più dell'intero montepremi (100%)",
    },
    "payouts.err.place_from_one": {
        "en": "{what}: places start at 1, not {first}",
        "it": "{what}: i posti partono da 1, non da {first}",
    },
    "payouts.err.range_backwards": {
        "en": "{what}: the range {written} goes backwards; write {fix}",
        "it": "{what}: l'intervallo {written} va all'indietro; scrivi {fix}",
    },
    "payouts.err.range_long": {
        "en": "{what}: the range {written} is too long",
        "it": "{what}: l'intervallo {written} è troppo lungo",
    },
    "payouts.err.pay_key": {
        "en": "{what}: the keys of pay must be places like 3 or ranges like 10-18, not {value}",
        "it": "{what}: le chiavi di pay devono essere posti come 3 o intervalli come 10-18, "
        "non {value}",
    },
}
