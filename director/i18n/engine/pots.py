"""Pots, equity and the floor tool: their refusals and what ``director pots`` prints.

The floor tool is ``director pots`` and the table window's floor tool.
"""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    "engine.err.pots.folded": {
        "en": "give one folded flag per player, as many as contributions",
        "it": "indica per ogni giocatore se ha fatto fold, tanti valori quante le somme messe",
    },
    "engine.err.pots.negative": {
        "en": "amounts put in cannot be negative",
        "it": "le somme messe nel piatto non possono essere negative",
    },
    "engine.err.pots.all_folded": {
        "en": "every player folded: at least one player must be left in",
        "it": "tutti i giocatori hanno fatto fold: almeno uno deve restare in gioco",
    },
    "engine.err.pots.folded_more": {
        "en": "a player who folded cannot have put in more than every player still in the hand",
        "it": "un giocatore che ha fatto fold non può aver messo più di tutti i giocatori ancora in gioco",
    },
    "engine.err.pots.no_hand": {
        "en": "a pot of {amount} is contested by several players but no hand was shown",
        "it": "un piatto di {amount} è conteso da più giocatori ma nessuno ha mostrato la mano",
    },
    "engine.err.equity.lengths": {
        "en": "wins, ties and shares need one value per player",
        "it": "vittorie, pareggi e quote richiedono un valore per giocatore",
    },
    "engine.err.equity.boards": {
        "en": "an equity needs at least one board",
        "it": "un'equity richiede almeno un board",
    },
    "engine.err.equity.shares": {
        "en": "the shares must add up to one pot per board",
        "it": "le quote devono sommare a un piatto per board",
    },
    "engine.err.equity.players": {
        "en": "equity is for 2 to 10 players, not {count}",
        "it": "l'equity si calcola da 2 a 10 giocatori, non {count}",
    },
    "engine.err.equity.pot": {
        "en": "pot {pot} must list at least one of the {players} players, by number from 0",
        "it": "il piatto {pot} deve indicare almeno uno dei {players} giocatori, numerati da 0",
    },
    "engine.floor.folded": {"en": "the folded player", "it": "il giocatore che ha fatto fold"},
    "engine.floor.hand_of": {"en": "the hand of", "it": "la mano di"},
    "engine.floor.button": {"en": "the button", "it": "il bottone"},
    "engine.err.floor.two": {
        "en": "give what at least two players put in, e.g. --put Anna=500",
        "it": "indica quanto hanno messo almeno due giocatori, per esempio --put Anna=500",
    },
    "engine.err.floor.no_name": {
        "en": "a player needs a name",
        "it": "ogni giocatore ha bisogno di un nome",
    },
    "engine.err.floor.twice": {
        "en": "{name} is listed twice; give each player once",
        "it": "{name} è indicato due volte; indica ogni giocatore una volta sola",
    },
    "engine.err.floor.short_board": {
        "en": "a hold'em showdown is settled on the five board cards, and the board has {count}: deal the rest (--board with all five)",
        "it": "uno showdown di hold'em si decide sulle cinque carte comuni, e il board ne ha {count}: distribuisci le altre (--board con tutte e cinque)",
    },
    "engine.err.floor.amount": {
        "en": "{name} put in {amount!r}: give a whole number of chips, 0 or more",
        "it": "{name} ha messo {amount!r}: indica un numero intero di chip, 0 o più",
    },
    "engine.err.floor.unknown": {
        "en": "{what} {name!r} is not among the players who put chips in ({names}); add --put {name}=AMOUNT",
        "it": "{what} {name!r} non è tra i giocatori che hanno messo chip ({names}); aggiungi --put {name}=AMOUNT",
    },
    "engine.err.floor.all_folded": {
        "en": "every player folded: at least one must still be in the hand",
        "it": "tutti i giocatori hanno fatto fold: almeno uno deve essere ancora in gioco",
    },
    "engine.err.floor.folded_hand": {
        "en": "{name} folded, so his hand cannot win; drop his hand or his fold",
        "it": "{name} ha fatto fold, quindi la sua mano non può vincere; togli la sua mano o il suo fold",
    },
    "engine.err.floor.cards": {
        "en": "cards in {name}'s hand and on the board: {count}; a hand is the best five of five to seven (hold'em: two hole cards and the five-card board)",
        "it": "carte tra la mano di {name} e il board: {count}; una mano è la migliore combinazione di cinque tra cinque e sette carte (hold'em: due carte coperte e il board di cinque)",
    },
    "engine.err.floor.chip_unit": {
        "en": "the smallest chip is at least 1, not {unit}",
        "it": "la chip più piccola vale almeno 1, non {unit}",
    },
    "engine.err.floor.no_hand": {
        "en": "the pot of {amount} is contested by {names} but no hand was shown; give the cards they showed",
        "it": "il piatto di {amount} è conteso da {names} ma nessuno ha mostrato la mano; indica le carte mostrate",
    },
    "engine.cli.pot.main": {"en": "main pot", "it": "piatto principale"},
    "engine.cli.pot.side": {"en": "side pot {number}", "it": "piatto laterale {number}"},
    "engine.cli.pots.won": {
        "en": "{pot} {amount} [{eligible}]: won by {won}",
        "it": "{pot} {amount} [{eligible}]: vince {won}",
    },
    "engine.cli.pots.won_hand": {
        "en": "{pot} {amount} [{eligible}]: won by {won} ({hand})",
        "it": "{pot} {amount} [{eligible}]: vince {won} ({hand})",
    },
    "engine.cli.pots.returned": {
        "en": "uncalled bet returned to {name}: {amount}",
        "it": "puntata non chiamata restituita a {name}: {amount}",
    },
    "engine.cli.pots.total": {"en": "won: {totals}", "it": "vincite: {totals}"},
    "engine.err.pots_cli.pair": {
        "en": "{what} {value!r} should be written NAME={example}",
        "it": "{what} {value!r} va scritto NAME={example}",
    },
    "engine.err.pots_cli.amount": {
        "en": "{name} put in {text!r}: give a whole number of chips, e.g. 1500",
        "it": "{name} ha messo {text!r}: indica un numero intero di chip, per esempio 1500",
    },
    "engine.err.pots_cli.put": {
        "en": "say what each player put in, e.g. --put Anna=1000 Bruno=400 (in seat order)",
        "it": "indica quanto ha messo ogni giocatore, per esempio --put Anna=1000 Bruno=400 (in ordine di posto)",
    },
    "engine.err.pots_cli.hand_twice": {
        "en": "{name}'s hand is given twice; give it once",
        "it": "la mano di {name} è indicata due volte; indicala una volta sola",
    },
}
