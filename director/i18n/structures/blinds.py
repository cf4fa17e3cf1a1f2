"""Blind structures (``structures.*``): the games, the levels, every error and warning."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- the games -------------------------------------------------------------------------------
    "structures.game.nlhe": {"en": "No-limit Hold'em", "it": "Texas Hold'em No Limit"},
    "structures.game.plhe": {"en": "Pot-limit Hold'em", "it": "Texas Hold'em Pot Limit"},
    "structures.game.flhe": {"en": "Fixed-limit Hold'em", "it": "Texas Hold'em Limit"},
    "structures.game.stud": {"en": "Seven Card Stud", "it": "Seven Card Stud"},
    "structures.err.unknown_game": {
        "en": "unknown game {name!r}; use one of: no-limit hold'em, pot-limit hold'em, "
        "fixed-limit hold'em, seven card stud",
        "it": "gioco {name!r} sconosciuto; usa uno tra: no-limit hold'em, pot-limit hold'em, "
        "fixed-limit hold'em, seven card stud",
    },
    # -- the antes on the clock -----------------------------------------------------------------
    "structures.ante.ante": {"en": "ante {ante}", "it": "ante {ante}"},
    "structures.ante.bb": {"en": "BB ante {bb_ante}", "it": "BB ante {bb_ante}"},
    "structures.ante.both": {
        "en": "ante {ante} + BB ante {bb_ante}",
        "it": "ante {ante} + BB ante {bb_ante}",
    },
    # -- values a structure built in code cannot have --------------------------------------------
    "structures.err.level_number": {
        "en": "level numbers start at 1",
        "it": "i livelli si numerano a partire da 1",
    },
    "structures.err.level_seconds": {
        "en": "a level lasts more than zero seconds",
        "it": "un livello dura più di zero secondi",
    },
    "structures.err.negative_amount": {
        "en": "amounts cannot be negative",
        "it": "gli importi non possono essere negativi",
    },
    "structures.err.break_seconds": {
        "en": "a break lasts more than zero seconds",
        "it": "una pausa dura più di zero secondi",
    },
    "structures.err.no_name": {
        "en": "a structure needs a name",
        "it": "una struttura ha bisogno di un nome",
    },
    "structures.err.no_stack": {
        "en": "the starting stack must be more than zero",
        "it": "lo stack iniziale deve essere più di zero",
    },
    "structures.err.no_levels": {
        "en": "a structure needs at least one level",
        "it": "una struttura ha bisogno di almeno un livello",
    },
    "structures.err.no_level": {
        "en": "there is no level {number}; levels go from 1 to {count}",
        "it": "non c'è il livello {number}; i livelli vanno da 1 a {count}",
    },
    # -- what the diagnostics name ----------------------------------------------------------------
    "structures.what.structure": {"en": "the structure", "it": "struttura"},
    "structures.what.break": {"en": "a break", "it": "pausa"},
    "structures.what.level": {"en": "level {number}", "it": "livello {number}"},
    "structures.what.chip": {"en": "a chip value", "it": "valore di chip"},
    "structures.what.colour_up_chip": {
        "en": "a colour-up chip value",
        "it": "valore di chip del color up",
    },
    "structures.what.small_blind": {"en": "small blind", "it": "piccolo buio"},
    "structures.what.big_blind": {"en": "big blind", "it": "grande buio"},
    "structures.what.small_bet": {"en": "small bet", "it": "puntata piccola"},
    "structures.what.big_bet": {"en": "big bet", "it": "puntata grande"},
    "structures.what.bring_in": {"en": "bring in", "it": "bring-in"},
    "structures.what.ante": {"en": "ante", "it": "ante"},
    "structures.what.bb_ante": {"en": "big blind ante", "it": "big blind ante"},
    "structures.what.bb_ante_short": {"en": "bb ante", "it": "BB ante"},
    "structures.amount": {"en": "{name} {value}", "it": "{name} {value}"},
    # -- a structure file: its top ----------------------------------------------------------------
    "structures.err.empty_file": {
        "en": "the file is empty; a structure needs name, starting_stack and levels",
        "it": "il file è vuoto; una struttura ha bisogno di name, starting_stack e levels",
    },
    "structures.err.not_structure": {
        "en": "the file must be a structure (name:, starting_stack:, levels:), not {kind}",
        "it": "il file deve essere una struttura (name:, starting_stack:, levels:), non {kind}",
    },
    "structures.err.empty_structure": {
        "en": "the structure is empty; it needs name, starting_stack and levels",
        "it": "la struttura è vuota; servono name, starting_stack e levels",
    },
    "structures.err.empty_name": {
        "en": "name is empty; give the structure a name",
        "it": "name: valore vuoto; dai un nome alla struttura",
    },
    "structures.err.missing_name": {
        "en": "missing 'name': give the structure a name, like name: Club 50",
        "it": "manca 'name': dai un nome alla struttura, come name: Club 50",
    },
    "structures.err.missing_stack": {
        "en": "missing 'starting_stack': the chips each player starts with, "
        "like starting_stack: 10000",
        "it": "manca 'starting_stack': le chip con cui parte ogni giocatore, "
        "come starting_stack: 10000",
    },
    "structures.err.missing_levels": {
        "en": "missing 'levels': list the levels and breaks in order under levels:, "
        "like - blinds: 10-20",
        "it": "manca 'levels': elenca in ordine i livelli e le pause sotto levels:, "
        "come - blinds: 10-20",
    },
    "structures.err.chips_not_list": {
        "en": "chips must be a list of chip values like [25, 100, 500] "
        "or a chip set like {{25: 400, 100: 600}}, not {kind}",
        "it": "chips: deve essere una lista di valori di chip come [25, 100, 500] "
        "o un set di chip come {{25: 400, 100: 600}}, non {kind}",
    },
    "structures.err.chip_twice": {
        "en": "chip value {value} is listed twice; list each value once",
        "it": "il valore di chip {value} compare due volte; elenca ogni valore una volta sola",
    },
    "structures.err.chips_empty": {
        "en": "chips is an empty list; list the chip values or leave chips out",
        "it": "chips è una lista vuota; elenca i valori delle chip o togli chips",
    },
    # -- the list of levels and breaks -------------------------------------------------------------
    "structures.err.levels_empty": {
        "en": "levels is empty; list the levels under it, one per line starting with '- '",
        "it": "levels è vuoto; elenca sotto i livelli, uno per riga che inizia con '- '",
    },
    "structures.err.levels_not_list": {
        "en": "levels must be a list (each item starting with '- '), not {kind}",
        "it": "levels: deve essere una lista (ogni elemento inizia con '- '), non {kind}",
    },
    "structures.err.level_list_empty": {
        "en": "the level list is empty; add at least one level, like - blinds: 10-20",
        "it": "la lista dei livelli è vuota; aggiungi almeno un livello, come - blinds: 10-20",
    },
    "structures.err.only_breaks": {
        "en": "the list has only breaks; add at least one level",
        "it": "la lista ha solo pause; aggiungi almeno un livello",
    },
    "structures.err.break_in_level": {
        "en": "a break inside a level (with {key}); give the break its own item, like - break: 10",
        "it": "una pausa dentro un livello (con {key}); metti la pausa in un elemento a sé, "
        "come - break: 10",
    },
    "structures.err.color_up_empty": {
        "en": "color_up is empty; list the chips to race off, like color_up: [25]",
        "it": "color_up è vuoto; elenca le chip da ritirare, come color_up: [25]",
    },
    # -- a level ------------------------------------------------------------------------------------
    "structures.err.level_not_mapping": {
        "en": "{what} must be keys and values, like - blinds: 10-20, not {kind}",
        "it": "{what}: deve avere chiavi e valori, come - blinds: 10-20, non {kind}",
    },
    "structures.err.level_empty": {
        "en": "{what} is empty; write its blinds, like - blinds: 10-20",
        "it": "{what}: è vuoto; scrivi i bui, come - blinds: 10-20",
    },
    "structures.err.pair_count": {
        "en": "{what} needs two amounts, like {what}: 10-20 or [10, 20]",
        "it": "{what}: servono due importi, come {what}: 10-20 o [10, 20]",
    },
    "structures.err.pair_one_number": {
        "en": "{what} needs two amounts separated by '-', like {what}: 10-20, not {value}",
        "it": "{what}: servono due importi separati da '-', come {what}: 10-20, non {value}",
    },
    "structures.err.pair_form": {
        "en": "{what} must look like 10-20 (small-big), not {value}",
        "it": "{what}: deve essere come 10-20 (piccolo-grande), non {value}",
    },
    "structures.err.both_blinds": {
        "en": "{what} gives both 'blinds' and small_blind/big_blind; keep only blinds: 10-20",
        "it": "{what}: ha sia 'blinds' sia small_blind/big_blind; tieni solo blinds: 10-20",
    },
    "structures.err.both_bets": {
        "en": "{what} gives both 'bets' and small_bet/big_bet; keep only bets: 20-40",
        "it": "{what}: ha sia 'bets' sia small_bet/big_bet; tieni solo bets: 20-40",
    },
    "structures.err.no_duration": {
        "en": "{what} has no duration: add 'minutes: 10' to it, or 'level_minutes: 10' "
        "at the top for every level",
        "it": "{what}: manca la durata: aggiungi 'minutes: 10' al livello, o 'level_minutes: 10' "
        "in cima per tutti i livelli",
    },
    "structures.err.blinds_reversed": {
        "en": "{what}: big blind {big} is below the small blind {small}; "
        "write the small blind first, like blinds: {fix}",
        "it": "{what}: il grande buio {big} è sotto il piccolo buio {small}; "
        "scrivi prima il piccolo buio, come blinds: {fix}",
    },
    "structures.err.bets_reversed": {
        "en": "{what}: big bet {big} is below the small bet {small}; "
        "write the small bet first, like bets: {fix}",
        "it": "{what}: la puntata grande {big} è sotto la puntata piccola {small}; "
        "scrivi prima la puntata piccola, come bets: {fix}",
    },
    # -- what each game needs and allows (TDA and WSOP limit and stud structures) ---------------
    "structures.err.no_blinds": {
        "en": "{what} has no blinds; write blinds: 10-20",
        "it": "{what}: mancano i bui; scrivi blinds: 10-20",
    },
    "structures.err.half_blinds": {
        "en": "{what} has no {lack}; write both as blinds: 10-20 (small-big)",
        "it": "{what}: manca il {lack}; scrivili entrambi come blinds: 10-20 (piccolo-grande)",
    },
    "structures.err.bring_in_not_stud": {
        "en": "{what}: a bring-in is only used in stud, not in {game}; "
        "remove bring_in (or add game: stud to the level)",
        "it": "{what}: il bring-in si usa solo nello stud, non in {game}; "
        "togli bring_in (o aggiungi game: stud al livello)",
    },
    "structures.err.big_bet_alone": {
        "en": "{what} has a big bet but no small bet; write bets: 20-40",
        "it": "{what}: c'è la puntata grande ma non la piccola; scrivi bets: 20-40",
    },
    "structures.err.bets_not_limit": {
        "en": "{what}: small and big bets are only used in fixed-limit games, not in "
        "{game}; remove them (or set the level's game)",
        "it": "{what}: la puntata piccola e la grande si usano solo nei giochi fixed-limit, "
        "non in {game}; toglile (o indica il gioco del livello)",
    },
    "structures.err.stud_blinds": {
        "en": "{what}: stud has no blinds; give ante, bring_in and bets instead",
        "it": "{what}: lo stud non ha bui; indica invece ante, bring_in e bets",
    },
    "structures.err.stud_bb_ante": {
        "en": "{what}: stud has no big blind ante; write ante instead",
        "it": "{what}: lo stud non ha il big blind ante; scrivi invece ante",
    },
    "structures.err.stud_no_bets": {
        "en": "{what} (stud) has no bets; write bets: 20-40",
        "it": "{what} (stud): mancano le puntate; scrivi bets: 20-40",
    },
    "structures.err.stud_half_bets": {
        "en": "{what} (stud) has no {lack}; write both as bets: 20-40",
        "it": "{what} (stud): manca la {lack}; scrivile entrambe come bets: 20-40",
    },
    "structures.err.stud_no_bring_in": {
        "en": "{what} (stud) has no bring-in; add the amount the lowest door card must "
        "bet, like bring_in: 10",
        "it": "{what} (stud): manca il bring-in; aggiungi quanto deve puntare la carta "
        "scoperta più bassa, come bring_in: 10",
    },
    "structures.err.bring_in_above": {
        "en": "{what}: bring-in {bring_in} is above the small bet {small}; "
        "the bring-in is at most the small bet",
        "it": "{what}: il bring-in {bring_in} è sopra la puntata piccola {small}; "
        "il bring-in è al massimo la puntata piccola",
    },
    # -- warnings: suspicious but legal ------------------------------------------------------------
    "structures.warn.stack_chips": {
        "en": "the starting stack {stack} cannot be made with the chips {chips}",
        "it": "lo stack iniziale {stack} non si può comporre con le chip {chips}",
    },
    "structures.warn.color_up_unknown": {
        "en": "break colours up chip {chip}, which is not in the chip set",
        "it": "la pausa ritira al color up la chip {chip}, che non è nel set di chip",
    },
    "structures.warn.color_up_again": {
        "en": "break colours up chip {chip}, already raced off at an earlier break",
        "it": "la pausa ritira al color up la chip {chip}, già ritirata in una pausa precedente",
    },
    "structures.warn.no_chips_left": {
        "en": "after this colour-up no chips are left in play",
        "it": "dopo questo color up non resta in gioco nessuna chip",
    },
    "structures.warn.ends_with_break": {
        "en": "the structure ends with a break",
        "it": "la struttura finisce con una pausa",
    },
    "structures.warn.two_breaks": {"en": "two breaks in a row", "it": "due pause di fila"},
    "structures.warn.bb_not_double": {
        "en": "{what}: big blind {big} is not twice the small blind {small}",
        "it": "{what}: il grande buio {big} non è il doppio del piccolo buio {small}",
    },
    "structures.warn.ante_above_bb": {
        "en": "{what}: ante {ante} is above the big blind {big}",
        "it": "{what}: l'ante {ante} è sopra il grande buio {big}",
    },
    "structures.warn.bb_ante_high": {
        "en": "{what}: big blind ante {bb_ante} is more than twice the big blind",
        "it": "{what}: il big blind ante {bb_ante} è più del doppio del grande buio",
    },
    "structures.warn.both_antes": {
        "en": "{what} has both an ante and a big blind ante",
        "it": "{what}: ha sia l'ante sia il big blind ante",
    },
    "structures.warn.ante_above_bet": {
        "en": "{what}: ante {ante} is above the small bet {small}",
        "it": "{what}: l'ante {ante} è sopra la puntata piccola {small}",
    },
    "structures.warn.big_bet_not_double": {
        "en": "{what}: big bet {big} is not twice the small bet {small}",
        "it": "{what}: la puntata grande {big} non è il doppio della puntata piccola {small}",
    },
    "structures.warn.stakes_down": {
        "en": "{what}: the stakes go down from level {previous} ({before} to {after})",
        "it": "{what}: la posta scende rispetto al livello {previous} (da {before} a {after})",
    },
    "structures.warn.not_makeable": {
        "en": "{what}: {amounts} cannot be made with the chips in play {chips}",
        "it": "{what}: {amounts}: impossibile da comporre con le chip in gioco {chips}",
    },
    "structures.warn.short": {
        "en": "the whole structure lasts less than an hour",
        "it": "l'intera struttura dura meno di un'ora",
    },
    # -- director structure check|show --------------------------------------------------------
    "structures.cli.ok": {
        "en": "{file}: ok: {name}, {levels}, {breaks}, {duration}",
        "it": "{file}: ok: {name}, {levels}, {breaks}, {duration}",
    },
    "structures.cli.levels": {"en": "{count} levels", "it": "{count} livelli"},
    "structures.cli.levels_one": {"en": "{count} level", "it": "{count} livello"},
    "structures.cli.breaks": {"en": "{count} breaks", "it": "{count} pause"},
    "structures.cli.breaks_one": {"en": "{count} break", "it": "{count} pausa"},
    "structures.cli.title": {
        "en": "{name} — {game}, starting stack {stack}",
        "it": "{name} — {game}, stack iniziale {stack}",
    },
    # The column titles keep the table's widths: Level 5, Game 5, Minutes 7, Starts 6.
    "structures.cli.level": {"en": "Level", "it": "Liv."},
    "structures.cli.game": {"en": "Game", "it": "Gioco"},
    "structures.cli.blinds": {"en": "Blinds / bets", "it": "Bui / puntate"},
    "structures.cli.ante": {"en": "Ante", "it": "Ante"},
    "structures.cli.minutes": {"en": "Minutes", "it": "Minuti"},
    "structures.cli.starts": {"en": "Starts", "it": "Inizio"},
    "structures.cli.break": {"en": "Break", "it": "Pausa"},
    "structures.cli.break_named": {"en": "Break: {name}", "it": "Pausa: {name}"},
    "structures.cli.colour_up": {"en": "(colour up {chips})", "it": "(color up {chips})"},
    "structures.cli.end": {"en": "End", "it": "Fine"},
}
