"""A structure's messages where the structure editor shows them (``structures.editor.*`` etc.).

Keys ``structures.field.*``, ``structures.place.*`` and ``structures.editor.*``. The editor is a table, not a file: its messages name the level's row and the column (``livello
4, minuti``) instead of a line of YAML, and say what to type in a cell instead of a YAML key.
Each ``structures.editor.*`` text has the same fields as the checker's text it stands for.
"""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- the fields, as the editor's columns and the fields above the table name them --------------
    "structures.field.name": {"en": "name", "it": "nome"},
    "structures.field.game": {"en": "game", "it": "gioco"},
    "structures.field.starting_stack": {"en": "starting stack", "it": "stack iniziale"},
    "structures.field.level_minutes": {"en": "minutes per level", "it": "minuti per livello"},
    "structures.field.chips": {"en": "chips", "it": "chip"},
    "structures.field.levels": {"en": "levels", "it": "livelli"},
    "structures.field.blinds": {"en": "blinds", "it": "bui"},
    "structures.field.bets": {"en": "bets", "it": "puntate"},
    "structures.field.ante": {"en": "ante", "it": "ante"},
    "structures.field.bb_ante": {"en": "BB ante", "it": "ante BB"},
    "structures.field.bring_in": {"en": "bring-in", "it": "bring-in"},
    "structures.field.minutes": {"en": "minutes", "it": "minuti"},
    "structures.field.break": {"en": "minutes", "it": "minuti"},
    "structures.field.color_up": {"en": "colour up", "it": "cambio chip"},
    # -- where a message is: a row of the table, a line of the file -------------------------------
    "structures.place.break_after": {
        "en": "the break after level {number}",
        "it": "pausa dopo il livello {number}",
    },
    "structures.place.break_first": {
        "en": "the break before level 1",
        "it": "pausa prima del livello 1",
    },
    "structures.place.field": {"en": "{row}, {field}", "it": "{row}, {field}"},
    "structures.place.at": {"en": "{row}: {message}", "it": "{row}: {message}"},
    "structures.place.line": {"en": "line {line}: {message}", "it": "riga {line}: {message}"},
    "structures.place.severity": {"en": "{severity}: {message}", "it": "{severity}: {message}"},
    # -- the checker's advice, said for the table instead of the YAML ------------------------------
    "structures.editor.empty_text": {
        "en": "{what} is empty; fill it in",
        "it": "{what}: è vuoto; compilalo",
    },
    "structures.editor.missing_stack": {
        "en": "the starting stack is missing: the chips each player starts with, like 10000",
        "it": "manca lo stack iniziale: le chip con cui parte ogni giocatore, come 10000",
    },
    "structures.editor.chips_empty": {
        "en": "no chip value is listed; list the chip values, like 25, 100, 500, or leave "
        "the field empty",
        "it": "non è elencato alcun valore di chip; elenca i valori, come 25, 100, 500, "
        "o lascia vuoto il campo",
    },
    "structures.editor.level_list_empty": {
        "en": "the structure has no level; add one with Add level",
        "it": "la struttura non ha livelli; aggiungine uno con Aggiungi livello",
    },
    "structures.editor.level_empty": {
        "en": "{what} is empty; write its blinds, like 10-20",
        "it": "{what}: è vuoto; scrivi i bui, come 10-20",
    },
    "structures.editor.pair_count": {
        "en": "{what} needs two amounts, like 10-20",
        "it": "{what}: servono due importi, come 10-20",
    },
    "structures.editor.pair_one_number": {
        "en": "{what} needs two amounts separated by '-', like 10-20, not {value}",
        "it": "{what}: servono due importi separati da '-', come 10-20, non {value}",
    },
    "structures.editor.no_duration": {
        "en": "{what} has no duration: write its minutes, or the minutes per level above the table",
        "it": "{what}: manca la durata: scrivi i minuti del livello, o i minuti per livello "
        "sopra la tabella",
    },
    "structures.editor.blinds_reversed": {
        "en": "{what}: big blind {big} is below the small blind {small}; "
        "write the small blind first: {fix}",
        "it": "{what}: il grande buio {big} è sotto il piccolo buio {small}; "
        "scrivi prima il piccolo buio: {fix}",
    },
    "structures.editor.bets_reversed": {
        "en": "{what}: big bet {big} is below the small bet {small}; "
        "write the small bet first: {fix}",
        "it": "{what}: la puntata grande {big} è sotto la puntata piccola {small}; "
        "scrivi prima la puntata piccola: {fix}",
    },
    "structures.editor.no_blinds": {
        "en": "{what} has no blinds; write them, like 10-20",
        "it": "{what}: mancano i bui; scrivili, come 10-20",
    },
    "structures.editor.bring_in_not_stud": {
        "en": "{what}: a bring-in is only used in stud, not in {game}; "
        "clear its bring-in (or make the level's game stud)",
        "it": "{what}: il bring-in si usa solo nello stud, non in {game}; "
        "cancella il bring-in (o metti lo stud come gioco del livello)",
    },
    "structures.editor.stud_bb_ante": {
        "en": "{what}: stud has no big blind ante; write it as the ante",
        "it": "{what}: lo stud non ha il big blind ante; scrivilo come ante",
    },
    "structures.editor.stud_no_bets": {
        "en": "{what} (stud) has no bets; write them, like 20-40",
        "it": "{what} (stud): mancano le puntate; scrivile, come 20-40",
    },
    "structures.editor.stud_no_bring_in": {
        "en": "{what} (stud) has no bring-in; write the amount the lowest door card must "
        "bet, like 10",
        "it": "{what} (stud): manca il bring-in; scrivi quanto deve puntare la carta "
        "scoperta più bassa, come 10",
    },
}
