"""A league's points table (``club.points.*``): what its reader refuses and warns about.

``club.points.err.*`` are the refusals (at ``FILE:LINE:COLUMN`` when read from YAML),
``club.points.warn.*`` the warnings, and ``club.points.what.*`` the words that name a part of
the table. As in the structure files, the Italian puts ``what`` first, followed by a colon, so
that no article has to agree with it.
"""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- the parts of a table ------------------------------------------------------------------
    "club.points.what.table": {"en": "the points table", "it": "tabella dei punti"},
    "club.points.what.place": {"en": "place {place}", "it": "posto {place}"},
    "club.points.what.places": {"en": "places {first}-{last}", "it": "posti {first}-{last}"},
    "club.points.what.others": {"en": "others", "it": "others"},
    # -- the file and its keys -----------------------------------------------------------------
    "club.points.err.empty_file": {
        "en": "the points table is empty: write points: and under it each place and its "
        "points, e.g. 1: 100",
        "it": "la tabella dei punti è vuota: scrivi points: e sotto ogni posto con i suoi "
        "punti, es. 1: 100",
    },
    "club.points.err.not_table": {
        "en": "a points table must be a mapping with a points: key, not {kind}",
        "it": "una tabella dei punti deve essere una mappa con la chiave points:, non {kind}",
    },
    "club.points.err.missing_points": {
        "en": "the points table has no points: write points: and under it each place and its "
        "points, e.g. 1: 100",
        "it": "la tabella dei punti non ha points: scrivi points: e sotto ogni posto con i "
        "suoi punti, es. 1: 100",
    },
    "club.points.err.empty_name": {
        "en": "name is blank: write the league's name or remove the line",
        "it": "name: è vuoto; scrivi il nome della lega o togli la riga",
    },
    "club.points.err.points_not_mapping": {
        "en": "points must list each place and its points (1: 100, 4-6: 40), not {kind}",
        "it": "points: deve elencare ogni posto con i suoi punti (1: 100, 4-6: 40), non {kind}",
    },
    "club.points.err.no_places": {
        "en": "points lists no place: write at least one under it, e.g. 1: 100",
        "it": "points: non elenca nessun posto; scrivine almeno uno, es. 1: 100",
    },
    "club.points.err.too_many": {
        "en": "points lists {count} places; a table lists at most {limit}",
        "it": "points: elenca {count} posti; una tabella ne elenca al massimo {limit}",
    },
    # -- places --------------------------------------------------------------------------------
    "club.points.err.place_key": {
        "en": "{value} is not a place: write a place like 3 or a range like 4-6",
        "it": "{value}: non è un posto; scrivi un posto come 3 o un intervallo come 4-6",
    },
    "club.points.err.place_from_one": {
        "en": "'{written}': places start at 1",
        "it": "'{written}': i posti partono da 1",
    },
    "club.points.err.range_backwards": {
        "en": "the range '{written}' goes backwards; write {fix}",
        "it": "l'intervallo '{written}' va all'indietro; scrivi {fix}",
    },
    "club.points.err.place_too_far": {
        "en": "'{written}' goes past place {limit}, the last a points table can list",
        "it": "'{written}': va oltre il posto {limit}, l'ultimo che una tabella può elencare",
    },
    "club.points.err.overlap": {
        "en": "{this} and {other} at line {line} overlap; give each place once",
        "it": "{this} e {other} della riga {line} si sovrappongono; dai ogni posto una volta sola",
    },
    "club.points.err.twice": {
        "en": "{this} is given twice (first at line {line}); keep only one",
        "it": "{this}: dato due volte (la prima alla riga {line}); tienine uno solo",
    },
    # -- points --------------------------------------------------------------------------------
    "club.points.err.not_number": {
        "en": "{what}: points must be a number like 40 or 12.5, not {value}",
        "it": "{what}: i punti devono essere un numero come 40 o 12.5, non {value}",
    },
    "club.points.err.not_finite": {
        "en": "{what}: points must be a finite number like 40 or 12.5, not {value}",
        "it": "{what}: i punti devono essere un numero finito come 40 o 12.5, non {value}",
    },
    "club.points.err.negative": {
        "en": "{what}: points cannot be negative ({value}); write 0 or more",
        "it": "{what}: i punti non possono essere negativi ({value}); scrivi 0 o più",
    },
    "club.points.err.too_large": {
        "en": "{what}: {value} points is more than {limit}; check the number",
        "it": "{what}: {value} punti sono più di {limit}; controlla il numero",
    },
    "club.points.err.decimals": {
        "en": "{what}: {value} has more than 2 decimals; round it, e.g. {fix}",
        "it": "{what}: {value} ha più di 2 decimali; arrotondalo, es. {fix}",
    },
    # -- odd but allowed -----------------------------------------------------------------------
    "club.points.warn.up": {
        "en": "{this}: worth {points} points, but {before} only {earlier}; "
        "a worse place usually gets fewer points",
        "it": "{this}: vale {points} punti, ma {before} solo {earlier}; "
        "di solito un posto peggiore prende meno punti",
    },
    "club.points.warn.gap": {
        "en": "nothing is listed for {missing}: others gives {others} points there, less than "
        "{this} ({points}); check the places",
        "it": "nessun punto elencato per {missing}, quindi vale others ({others} punti), meno "
        "di {this} ({points}); controlla i posti",
    },
    "club.points.warn.others_up": {
        "en": "others gives {others} points to the places not listed, but {this}, before them, "
        "only {points}; a worse place usually gets fewer points",
        "it": "others: dà {others} punti ai posti non elencati, ma {this}, prima di loro, solo "
        "{points}; di solito un posto peggiore prende meno punti",
    },
    # -- a table built or asked in code --------------------------------------------------------
    "club.points.err.table_places": {
        "en": "a points table lists places from 1 to {limit} in order, each once, "
        "not {first}-{last}",
        "it": "una tabella dei punti elenca i posti da 1 a {limit} in ordine, ognuno una "
        "volta, non {first}-{last}",
    },
    "club.points.err.table_points": {
        "en": "points must be a number from 0 to {limit} with at most 2 decimals, not {value}",
        "it": "i punti devono essere un numero da 0 a {limit} con al massimo 2 decimali, "
        "non {value}",
    },
    "club.points.err.query_place": {
        "en": "a finishing place starts at 1, not {place}",
        "it": "un posto d'arrivo parte da 1, non da {place}",
    },
    "club.points.err.query_tie": {
        "en": "a tie shares places {place} to {place_to}: the last cannot come before the first",
        "it": "un pari merito divide i posti da {place} a {place_to}: l'ultimo non può venire "
        "prima del primo",
    },
}
