"""The poker engine: cards, hand names, illegal actions, hand histories, the dealer's errors ruled."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- cards: ranks (deuce to ace by their character), suits, a card in words -----------------
    # Italian grammar needs a rank in several forms: alone, with its article (il re, l'asso),
    # plural (i re, gli assi), after a hand's name (coppia d'assi, tris di re) and after a
    # straight or flush (scala al nove, colore all'asso). English uses the plain forms.
    "engine.rank.2": {"en": "two", "it": "due"},
    "engine.rank.3": {"en": "three", "it": "tre"},
    "engine.rank.4": {"en": "four", "it": "quattro"},
    "engine.rank.5": {"en": "five", "it": "cinque"},
    "engine.rank.6": {"en": "six", "it": "sei"},
    "engine.rank.7": {"en": "seven", "it": "sette"},
    "engine.rank.8": {"en": "eight", "it": "otto"},
    "engine.rank.9": {"en": "nine", "it": "nove"},
    "engine.rank.T": {"en": "ten", "it": "dieci"},
    "engine.rank.J": {"en": "jack", "it": "jack"},
    "engine.rank.Q": {"en": "queen", "it": "donna"},
    "engine.rank.K": {"en": "king", "it": "re"},
    "engine.rank.A": {"en": "ace", "it": "asso"},
    "engine.rank.the.2": {"en": "the two", "it": "il due"},
    "engine.rank.the.3": {"en": "the three", "it": "il tre"},
    "engine.rank.the.4": {"en": "the four", "it": "il quattro"},
    "engine.rank.the.5": {"en": "the five", "it": "il cinque"},
    "engine.rank.the.6": {"en": "the six", "it": "il sei"},
    "engine.rank.the.7": {"en": "the seven", "it": "il sette"},
    "engine.rank.the.8": {"en": "the eight", "it": "l'otto"},
    "engine.rank.the.9": {"en": "the nine", "it": "il nove"},
    "engine.rank.the.T": {"en": "the ten", "it": "il dieci"},
    "engine.rank.the.J": {"en": "the jack", "it": "il jack"},
    "engine.rank.the.Q": {"en": "the queen", "it": "la donna"},
    "engine.rank.the.K": {"en": "the king", "it": "il re"},
    "engine.rank.the.A": {"en": "the ace", "it": "l'asso"},
    "engine.rank.plural.2": {"en": "twos", "it": "due"},
    "engine.rank.plural.3": {"en": "threes", "it": "tre"},
    "engine.rank.plural.4": {"en": "fours", "it": "quattro"},
    "engine.rank.plural.5": {"en": "fives", "it": "cinque"},
    "engine.rank.plural.6": {"en": "sixes", "it": "sei"},
    "engine.rank.plural.7": {"en": "sevens", "it": "sette"},
    "engine.rank.plural.8": {"en": "eights", "it": "otto"},
    "engine.rank.plural.9": {"en": "nines", "it": "nove"},
    "engine.rank.plural.T": {"en": "tens", "it": "dieci"},
    "engine.rank.plural.J": {"en": "jacks", "it": "jack"},
    "engine.rank.plural.Q": {"en": "queens", "it": "donne"},
    "engine.rank.plural.K": {"en": "kings", "it": "re"},
    "engine.rank.plural.A": {"en": "aces", "it": "assi"},
    "engine.rank.of.2": {"en": "twos", "it": "di due"},
    "engine.rank.of.3": {"en": "threes", "it": "di tre"},
    "engine.rank.of.4": {"en": "fours", "it": "di quattro"},
    "engine.rank.of.5": {"en": "fives", "it": "di cinque"},
    "engine.rank.of.6": {"en": "sixes", "it": "di sei"},
    "engine.rank.of.7": {"en": "sevens", "it": "di sette"},
    "engine.rank.of.8": {"en": "eights", "it": "d'otto"},
    "engine.rank.of.9": {"en": "nines", "it": "di nove"},
    "engine.rank.of.T": {"en": "tens", "it": "di dieci"},
    "engine.rank.of.J": {"en": "jacks", "it": "di jack"},
    "engine.rank.of.Q": {"en": "queens", "it": "di donne"},
    "engine.rank.of.K": {"en": "kings", "it": "di re"},
    "engine.rank.of.A": {"en": "aces", "it": "d'assi"},
    "engine.rank.high.2": {"en": "two", "it": "al due"},
    "engine.rank.high.3": {"en": "three", "it": "al tre"},
    "engine.rank.high.4": {"en": "four", "it": "al quattro"},
    "engine.rank.high.5": {"en": "five", "it": "al cinque"},
    "engine.rank.high.6": {"en": "six", "it": "al sei"},
    "engine.rank.high.7": {"en": "seven", "it": "al sette"},
    "engine.rank.high.8": {"en": "eight", "it": "all'otto"},
    "engine.rank.high.9": {"en": "nine", "it": "al nove"},
    "engine.rank.high.T": {"en": "ten", "it": "al dieci"},
    "engine.rank.high.J": {"en": "jack", "it": "al jack"},
    "engine.rank.high.Q": {"en": "queen", "it": "alla donna"},
    "engine.rank.high.K": {"en": "king", "it": "al re"},
    "engine.rank.high.A": {"en": "ace", "it": "all'asso"},
    "engine.suit.c": {"en": "clubs", "it": "fiori"},
    "engine.suit.d": {"en": "diamonds", "it": "quadri"},
    "engine.suit.h": {"en": "hearts", "it": "cuori"},
    "engine.suit.s": {"en": "spades", "it": "picche"},
    "engine.card": {"en": "{rank} of {suit}", "it": "{rank} di {suit}"},
    # -- hands: the categories (the club's sheets 000 §15 and 004 name them in Italian) ----------
    "engine.category.high_card": {"en": "high card", "it": "carta alta"},
    "engine.category.pair": {"en": "pair", "it": "coppia"},
    "engine.category.two_pair": {"en": "two pair", "it": "doppia coppia"},
    "engine.category.three_of_a_kind": {"en": "three of a kind", "it": "tris"},
    "engine.category.straight": {"en": "straight", "it": "scala"},
    "engine.category.flush": {"en": "flush", "it": "colore"},
    "engine.category.full_house": {"en": "full house", "it": "full"},
    "engine.category.four_of_a_kind": {"en": "four of a kind", "it": "poker"},
    "engine.category.straight_flush": {"en": "straight flush", "it": "scala colore"},
    "engine.category.royal_flush": {"en": "royal flush", "it": "scala reale"},
    # A hand in words: {name} is the category, the ranks come in the forms above.
    "engine.hand.high_card": {"en": "{name}, {rank}", "it": "{name} {rank}"},
    "engine.hand.pair": {"en": "{name} of {ranks}", "it": "{name} {ranks}"},
    "engine.hand.two_pair": {"en": "{name}, {high} and {low}", "it": "{name}, {high} e {low}"},
    "engine.hand.three_of_a_kind": {"en": "{name}, {ranks}", "it": "{name} {ranks}"},
    "engine.hand.straight": {"en": "{name}, {rank} high", "it": "{name} {rank}"},
    "engine.hand.flush": {"en": "{name}, {rank} high", "it": "{name} {rank}"},
    "engine.hand.full_house": {
        "en": "{name}, {high} full of {low}",
        "it": "{name} di {high} e {low}",
    },
    "engine.hand.four_of_a_kind": {"en": "{name}, {ranks}", "it": "{name} {ranks}"},
    "engine.hand.straight_flush": {"en": "{name}, {rank} high", "it": "{name} {rank}"},
    "engine.hand.royal_flush": {"en": "{name}", "it": "{name}"},
    # -- refusals: cards and decks -------------------------------------------------------------------
    "engine.err.card.unreadable": {
        "en": "{text!r} is not a card: write the rank ({ranks}) then the suit ({suits}), e.g. Ah or Td",
        "it": "{text!r} non è una carta: scrivi il valore ({ranks}) e poi il seme ({suits}), per esempio Ah o Td",
    },
    "engine.err.card.twice": {
        "en": "the card {card} is used twice; each card is in the deck once",
        "it": "la carta {card} è usata due volte; ogni carta è nel mazzo una volta sola",
    },
    "engine.err.card.deck_order": {
        "en": "a deck order must list each of the 52 cards exactly once",
        "it": "l'ordine di un mazzo deve elencare ciascuna delle 52 carte una volta sola",
    },
    "engine.err.card.deck_short": {
        "en": "the deck has {left} cards left, {count} were asked for",
        "it": "nel mazzo restano {left} carte, ne sono state chieste {count}",
    },
    "engine.err.card.evaluate_count": {
        "en": "a hand is evaluated from 5 to 7 different cards, not {count}",
        "it": "una mano si valuta da 5 a 7 carte diverse, non {count}",
    },
    "engine.err.card.five": {
        "en": "a hand needs five cards, not {count}",
        "it": "una mano ha bisogno di cinque carte, non {count}",
    },
    # -- the games, players and actions in messages ------------------------------------------------
    "engine.game.holdem": {"en": "hold'em", "it": "hold'em"},
    "engine.game.stud": {"en": "seven card stud", "it": "stud a sette carte"},
    "engine.player": {"en": "player {number}", "it": "giocatore {number}"},
    "engine.action.fold": {"en": "fold", "it": "fold"},
    "engine.action.check": {"en": "check", "it": "check"},
    "engine.action.call": {"en": "call", "it": "call"},
    "engine.action.bet": {"en": "bet", "it": "puntata"},
    "engine.action.raise": {"en": "raise", "it": "rilancio"},
    "engine.action.bring_in": {"en": "bring_in", "it": "bring-in"},
    "engine.action.complete": {"en": "complete", "it": "completamento"},
    # What the player to act may do: "{player} may {options}", the options joined by commas.
    "engine.allowed": {"en": "{player} may {options}", "it": "{player} può {options}"},
    "engine.option.bring_in": {"en": "bring in {amount}", "it": "mettere il bring-in di {amount}"},
    "engine.option.fold": {"en": "fold", "it": "fare fold"},
    "engine.option.check": {"en": "check", "it": "fare check"},
    "engine.option.call": {"en": "call {amount}", "it": "vedere {amount}"},
    "engine.option.to.bet": {"en": "bet to {to}", "it": "puntare {to}"},
    "engine.option.to.raise": {"en": "raise to {to}", "it": "rilanciare a {to}"},
    "engine.option.to.complete": {"en": "complete to {to}", "it": "completare a {to}"},
    "engine.option.either.bet": {"en": "bet to {low} or {high}", "it": "puntare {low} o {high}"},
    "engine.option.either.raise": {
        "en": "raise to {low} or {high}",
        "it": "rilanciare a {low} o {high}",
    },
    "engine.option.either.complete": {
        "en": "complete to {low} or {high}",
        "it": "completare a {low} o {high}",
    },
    "engine.option.range.bet": {"en": "bet to {low}..{high}", "it": "puntare da {low} a {high}"},
    "engine.option.range.raise": {
        "en": "raise to {low}..{high}",
        "it": "rilanciare da {low} a {high}",
    },
    "engine.option.range.complete": {
        "en": "complete to {low}..{high}",
        "it": "completare da {low} a {high}",
    },
    "engine.option.nothing": {"en": "do nothing", "it": "non fare nulla"},
    # -- refusals: setting up a hand -------------------------------------------------------------------
    "engine.err.setup.players": {
        "en": "{game} is for 2 to {most} players, not {count}",
        "it": "{game} si gioca da 2 a {most} giocatori, non {count}",
    },
    "engine.err.setup.stack": {
        "en": "every stack must be a positive whole number, not {stack!r}",
        "it": "ogni stack deve essere un numero intero positivo, non {stack!r}",
    },
    "engine.err.setup.button": {
        "en": "the button must be a player from 0 to {last}, not {button!r}",
        "it": "il bottone deve essere un giocatore da 0 a {last}, non {button!r}",
    },
    "engine.err.setup.names": {
        "en": "give {count} names, one per player, not {given}",
        "it": "indica {count} nomi, uno per giocatore, non {given}",
    },
    "engine.err.setup.blinds": {
        "en": "give {count} blinds, whole numbers of chips, one per player",
        "it": "indica {count} bui, numeri interi di chip, uno per giocatore",
    },
    "engine.err.setup.antes": {
        "en": "give {count} antes, whole numbers of chips, one per player",
        "it": "indica {count} ante, numeri interi di chip, uno per giocatore",
    },
    # -- refusals: betting ------------------------------------------------------------------------------
    "engine.err.hand_over": {
        "en": "the hand is over: no more actions",
        "it": "la mano è finita: non ci sono altre azioni",
    },
    "engine.err.at_showdown": {
        "en": "showdown: {player} must show or muck; betting is over",
        "it": "showdown: {player} deve mostrare o scartare le carte; le puntate sono finite",
    },
    "engine.err.action.turn": {
        "en": "it is {actor}'s turn, not {player}'s; {allowed}",
        "it": "tocca a {actor}, non a {player}; {allowed}",
    },
    "engine.err.action.fold": {
        "en": "nothing to call, no need to fold; {allowed}",
        "it": "non c'è nulla da vedere, non serve fare fold; {allowed}",
    },
    "engine.err.action.check": {
        "en": "cannot check: {player} faces a bet of {amount}; {allowed}",
        "it": "impossibile fare check: {player} ha davanti una puntata di {amount}; {allowed}",
    },
    "engine.err.action.call": {
        "en": "there is no bet to call; {allowed}",
        "it": "non c'è nessuna puntata da vedere; {allowed}",
    },
    "engine.err.action.bet": {
        "en": "there is already a bet of {amount}: raise instead; {allowed}",
        "it": "c'è già una puntata di {amount}: rilancia invece; {allowed}",
    },
    "engine.err.action.raise": {
        "en": "nobody has bet yet: bet instead; {allowed}",
        "it": "nessuno ha ancora puntato: punta invece; {allowed}",
    },
    "engine.err.action.unknown": {
        "en": "there is no {action} in this game; {allowed}",
        "it": "in questo gioco non c'è il {action}; {allowed}",
    },
    "engine.err.action.no_raise": {"en": "{why}; {allowed}", "it": "{why}; {allowed}"},
    "engine.err.whole.bet": {
        "en": "a bet needs the total amount as a whole number; {allowed}",
        "it": "una puntata richiede l'importo totale come numero intero; {allowed}",
    },
    "engine.err.whole.raise": {
        "en": "a raise needs the total amount as a whole number; {allowed}",
        "it": "un rilancio richiede l'importo totale come numero intero; {allowed}",
    },
    "engine.err.amount.bet": {
        "en": "cannot bet to {to}: {why}; {allowed}",
        "it": "impossibile puntare {to}: {why}; {allowed}",
    },
    "engine.err.amount.raise": {
        "en": "cannot raise to {to}: {why}; {allowed}",
        "it": "impossibile rilanciare a {to}: {why}; {allowed}",
    },
    "engine.why.chips": {
        "en": "{player} has only {chips} in all",
        "it": "{player} ha solo {chips} in tutto",
    },
    "engine.why.minimum.bet": {
        "en": "the minimum bet is to {amount}",
        "it": "la puntata minima è {amount}",
    },
    "engine.why.minimum.raise": {
        "en": "the minimum raise is to {amount}",
        "it": "il rilancio minimo è a {amount}",
    },
    "engine.why.maximum.bet": {
        "en": "the maximum bet is to {amount}",
        "it": "la puntata massima è {amount}",
    },
    "engine.why.maximum.raise": {
        "en": "the maximum raise is to {amount}",
        "it": "il rilancio massimo è a {amount}",
    },
    "engine.why.call_only": {
        "en": "{player} can only call all-in",
        "it": "{player} può solo vedere all-in",
    },
    "engine.why.not_reopened": {
        "en": "the betting was not reopened: an all-in for less than a full raise does not let a player who already acted raise again",
        "it": "le puntate non sono state riaperte: un all-in inferiore a un rilancio completo non permette a chi ha già agito di rilanciare di nuovo",
    },
    "engine.why.capped": {
        "en": "the betting is capped at {cap} bets",
        "it": "le puntate sono chiuse al limite di {cap}",
    },
    "engine.why.nobody_left": {
        "en": "every other player is all-in: there is nobody left to bet against",
        "it": "tutti gli altri giocatori sono all-in: non resta nessuno contro cui puntare",
    },
    "engine.why.bring_in_only": {
        "en": "{player} has only the bring-in",
        "it": "{player} ha solo il bring-in",
    },
    # -- refusals: the showdown ---------------------------------------------------------------------------
    "engine.err.showdown.over": {
        "en": "the hand is over: nothing to show or muck",
        "it": "la mano è finita: non c'è nulla da mostrare o scartare",
    },
    "engine.err.showdown.betting": {
        "en": "showing or mucking comes after the betting; {allowed}",
        "it": "si mostrano o scartano le carte dopo le puntate; {allowed}",
    },
    "engine.err.showdown.nothing": {
        "en": "{player} has nothing to show or muck now; still to decide: {pending}",
        "it": "{player} ora non ha nulla da mostrare o scartare; devono ancora decidere: {pending}",
    },
    "engine.err.showdown.not_over": {
        "en": "the hand is not over yet: no final stacks",
        "it": "la mano non è ancora finita: niente stack finali",
    },
    # -- refusals: a saved hand -------------------------------------------------------------------------------
    "engine.err.saved.game": {
        "en": "this is not a {game} hand saved by Director",
        "it": "questa non è una mano di {game} salvata da Director",
    },
    "engine.err.saved.newer": {
        "en": "this hand was saved by a newer Director (format {version}); please update",
        "it": "questa mano è stata salvata da un Director più recente (formato {version}); aggiorna Director",
    },
    "engine.err.saved.malformed": {
        "en": "the saved hand is incomplete or malformed: {error}",
        "it": "la mano salvata è incompleta o malformata: {error}",
    },
    "engine.err.saved.replay": {
        "en": "the saved hand does not replay: {error}",
        "it": "la mano salvata non si può rigiocare: {error}",
    },
    # -- the dealer's errors: the rules as written (the Italian is club sheet 000 §04 word for
    # word), where they come from, and what happens at the table ------------------------------------
    "engine.rule.first_card_exposed": {
        "en": "If the first hole card dealt is exposed, it is a misdeal. The dealer gathers the cards, reshuffles and cuts again.",
        "it": "Se la prima carta coperta distribuita viene scoperta, ne deriva un errore. Il mazziere recupererà la carta, rimescolerà, e taglierà di nuovo le carte.",
    },
    "engine.rule.hole_card_exposed": {
        "en": "If another hole card is exposed by the dealer's error, play continues. The exposed card cannot be kept: once the deal is complete the dealer replaces it with the top card of the deck, and the exposed card is then used as the burn card.",
        "it": "Se un'altra carta coperta viene scoperta per un errore del mazziere, il gioco continua. La carta scoperta non può essere tenuta. Dopo aver completato la mano, il mazziere sostituisce la carta con la carta in cima al deck, e la carta scoperta viene poi usata come carta bruciata.",
    },
    "engine.rule.hole_cards_exposed": {
        "en": "If more than one hole card is exposed, it is a misdeal and the cards must be dealt again.",
        "it": "Se viene scoperta più di una carta coperta, questo è un errore e ci deve essere una ridistribuzione.",
    },
    "engine.rule.flop_too_many_cards": {
        "en": "If the flop contains too many cards, it must be dealt again (even if it is possible to know which card was the extra one).",
        "it": "Se il flop contiene troppe carte, deve essere ridistribuito. (Questo si applica anche se fosse possibile sapere quale carta era quella extra.)",
    },
    "engine.rule.extra_card": {
        "en": "If the dealer mistakenly deals the first player an extra card (after every player has received his starting hand), the card goes back to the deck and is used as the burn card.",
        "it": "Se il mazziere per errore distribuisce al primo giocatore una carta extra (dopo che tutti i giocatori hanno ricevuto le loro mani iniziali), la carta sarà restituita al deck e usata come carta bruciata.",
    },
    "engine.rule.extra_cards": {
        "en": "If the dealer mistakenly deals more than one extra card, it is a misdeal.",
        "it": "Se il mazziere per errore distribuisce più di una carta extra, è un errore.",
    },
    "engine.ruling.misdeal": {
        "en": "Misdeal: the blinds and antes go back to the players and the button stays with {button}; the cards are gathered, reshuffled, cut and dealt again.",
        "it": "Smazzata nulla: i bui e gli ante tornano ai giocatori e il bottone resta a {button}; le carte vengono raccolte, rimescolate, tagliate e distribuite di nuovo.",
    },
    "engine.source.sheet_000_04": {
        "en": "club sheet 000 §04",
        "it": "regolamento del club, foglio 000, §04",
    },
    "engine.source.roberts_redealt_flop": {
        "en": "Robert's Rules of Poker (a redealt flop)",
        "it": "Robert's Rules of Poker (un flop ridistribuito)",
    },
    "engine.ruling.card_replaced": {
        "en": "Play continues: {player} cannot keep {card} and gets the top card of the deck. {fate}",
        "it": "Il gioco continua: {player} non può tenere {card} e riceve la prima carta del mazzo. {fate}",
    },
    "engine.ruling.fate.burn": {
        "en": "{card} becomes the flop's burn card.",
        "it": "{card} diventa la carta bruciata del flop.",
    },
    "engine.ruling.fate.out": {
        "en": "{card} stays out of play (the burn card is already set aside).",
        "it": "{card} resta fuori dal gioco (la carta bruciata c'è già).",
    },
    "engine.ruling.extra_card_burned": {
        "en": "The extra card dealt to {player} ({card}) goes back as the flop's burn card; play continues.",
        "it": "La carta in più data a {player} ({card}) torna nel mazzo come carta bruciata del flop; il gioco continua.",
    },
    "engine.ruling.flop_redealt": {
        "en": "The flop is dealt again: the burn card stays burned, the flop cards go back into the deck, which is reshuffled and cut; the new flop is dealt without burning another card.",
        "it": "Il flop va ridistribuito: la carta bruciata resta bruciata, le carte del flop tornano nel mazzo, che viene rimescolato e tagliato; il nuovo flop si distribuisce senza bruciare un'altra carta.",
    },
    # -- the dealer's errors: why one cannot be ruled on now ---------------------------------------------
    "engine.err.ruling.not_holdem": {
        "en": "the dealer's errors are ruled for hold'em hands",
        "it": "gli errori del mazziere si decidono per le mani di hold'em",
    },
    "engine.err.ruling.no_flop": {
        "en": "there is no flop yet: a flop error comes after the flop",
        "it": "il flop non c'è ancora: un errore sul flop viene dopo il flop",
    },
    "engine.err.ruling.flop_betting_begun": {
        "en": "the betting on the flop has begun: a flop with too many cards must be reported before anybody acts on it",
        "it": "le puntate sul flop sono iniziate: un flop con troppe carte va segnalato prima che qualcuno agisca",
    },
    "engine.err.ruling.unknown": {
        "en": "{event} is not a dealer's error the engine knows",
        "it": "{event} non è un errore del mazziere che il motore conosce",
    },
    "engine.err.ruling.betting_begun": {
        "en": "the betting has begun: exposed hole cards and extra cards are ruled during the deal",
        "it": "le puntate sono iniziate: carte coperte scoperte e carte in più si decidono durante la distribuzione",
    },
    "engine.err.ruling.not_a_hole_card": {
        "en": "{card} is not anybody's hole card now; hole cards: {holes}",
        "it": "{card} non è ora la carta coperta di nessuno; carte coperte: {holes}",
    },
    "engine.err.event.cards": {
        "en": "name the exposed cards, e.g. ('Ah',), not {given!r}",
        "it": "indica le carte scoperte, per esempio ('Ah',), non {given!r}",
    },
    "engine.err.event.no_card": {
        "en": "name at least one exposed card",
        "it": "indica almeno una carta scoperta",
    },
    "engine.err.event.card_twice": {
        "en": "each exposed card is named once",
        "it": "ogni carta scoperta va indicata una volta sola",
    },
    "engine.err.event.extra_cards": {
        "en": "the extra cards are 1 or more, not {count!r}",
        "it": "le carte in più sono 1 o più, non {count!r}",
    },
    "engine.err.event.extra_flop": {
        "en": "the extra flop cards are 1 or more, not {count!r}",
        "it": "le carte in più del flop sono 1 o più, non {count!r}",
    },
    "engine.err.event.unknown": {
        "en": "unknown dealer's error {kind!r}",
        "it": "errore del mazziere sconosciuto {kind!r}",
    },
    "engine.err.event.reshuffled": {
        "en": "the reshuffled order must list exactly these {count} cards: {cards}",
        "it": "l'ordine dopo il rimescolamento deve elencare esattamente queste {count} carte: {cards}",
    },
    "engine.err.saved.ruling": {
        "en": "a saved ruling does not replay: {error}",
        "it": "una decisione salvata non si può rigiocare: {error}",
    },
    "engine.err.saved.rulings": {
        "en": "the saved hand has rulings on the dealer's errors, which cannot be replayed here",
        "it": "la mano salvata contiene decisioni sugli errori del mazziere, che qui non si possono rigiocare",
    },
    # -- refusals: seven card stud -----------------------------------------------------------------------
    "engine.err.stud.limit": {
        "en": "seven card stud is played fixed-limit here",
        "it": "qui lo stud a sette carte si gioca fixed-limit",
    },
    "engine.err.stud.blinds": {
        "en": "stud has no blinds: use Rules.stud(ante, bring_in, bets)",
        "it": "lo stud non ha bui: usa Rules.stud(ante, bring_in, bets)",
    },
    "engine.err.stud.bring_in": {
        "en": "stud needs a bring-in (Rules.stud(..., bring_in=...))",
        "it": "lo stud richiede un bring-in (Rules.stud(..., bring_in=...))",
    },
    "engine.err.stud.antes": {
        "en": "in stud every player antes",
        "it": "nello stud ogni giocatore paga l'ante",
    },
    "engine.err.stud.bring_in_done": {
        "en": "the bring-in is posted once, by the low card on third street; {allowed}",
        "it": "il bring-in si mette una volta sola, dalla carta più bassa in terza strada; {allowed}",
    },
    "engine.err.stud.complete_done": {
        "en": "the betting is already completed: bet or raise instead; {allowed}",
        "it": "il bring-in è già stato completato: punta o rilancia invece; {allowed}",
    },
    "engine.err.stud.open_pair.bet": {
        "en": "cannot bet to {to}: with an open pair on fourth street a bet is the small bet (to {low}) or the big bet (to {high}); {allowed}",
        "it": "impossibile puntare {to}: con una coppia scoperta in quarta strada si punta la puntata piccola ({low}) o quella grande ({high}); {allowed}",
    },
    "engine.err.stud.open_pair.raise": {
        "en": "cannot raise to {to}: with an open pair on fourth street a raise is the small bet (to {low}) or the big bet (to {high}); {allowed}",
        "it": "impossibile rilanciare a {to}: con una coppia scoperta in quarta strada si rilancia della puntata piccola (a {low}) o di quella grande (a {high}); {allowed}",
    },
    "engine.err.stud.bring_in_amount": {
        "en": "the bring-in is {amount}, not {to}; {allowed}",
        "it": "il bring-in è {amount}, non {to}; {allowed}",
    },
    "engine.err.stud.low_card": {
        "en": "{player} has the low card and must bring it in; {allowed}",
        "it": "{player} ha la carta più bassa e deve mettere il bring-in; {allowed}",
    },
    "engine.err.stud.bring_in_posted": {
        "en": "the bring-in has already been posted; {allowed}",
        "it": "il bring-in è già stato messo; {allowed}",
    },
    "engine.err.stud.not_a_bet": {
        "en": "the bring-in is not a bet: complete to {to} instead; {allowed}",
        "it": "il bring-in non è una puntata: completa a {to} invece; {allowed}",
    },
    "engine.err.stud.cannot_complete": {
        "en": "cannot complete: {why}; {allowed}",
        "it": "impossibile completare: {why}; {allowed}",
    },
    "engine.err.whole.complete": {
        "en": "a completion needs the total amount as a whole number; {allowed}",
        "it": "un completamento richiede l'importo totale come numero intero; {allowed}",
    },
    "engine.err.stud.completion": {
        "en": "cannot complete to {to}: a completion is to {target}; {allowed}",
        "it": "impossibile completare a {to}: si completa a {target}; {allowed}",
    },
    "engine.err.stud.reshuffled": {
        "en": "the recorded reshuffle does not list the gathered cards: {cards}",
        "it": "il rimescolamento registrato non elenca le carte raccolte: {cards}",
    },
    "engine.err.card.hole": {
        "en": "each player needs two hole cards, not {count}",
        "it": "ogni giocatore ha bisogno di due carte coperte, non {count}",
    },
    "engine.err.card.board": {
        "en": "a board has at most five cards, not {count}",
        "it": "il board ha al massimo cinque carte, non {count}",
    },
    "engine.err.card.not_a_card": {
        "en": "{card!r} is not a card",
        "it": "{card!r} non è una carta",
    },
    "engine.err.card.too_few": {
        "en": "not enough cards left to complete the board",
        "it": "non restano abbastanza carte per completare il board",
    },
    # -- refusals: pots and equity -----------------------------------------------------------------------------
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
    # -- refusals: the rules of a hand ---------------------------------------------------------------------
    "engine.err.rules.choice": {
        "en": "{value!r} is not a valid {kind}",
        "it": "{value!r} non è un valore valido per {kind}",
    },
    "engine.err.rules.chips": {
        "en": "{name} must be a whole number of chips, not {value!r}",
        "it": "{name} deve essere un numero intero di chip, non {value!r}",
    },
    "engine.err.rules.positive": {
        "en": "{name} must be a positive whole number, not {value!r}",
        "it": "{name} deve essere un numero intero positivo, non {value!r}",
    },
    "engine.err.rules.blinds": {
        "en": "the small blind ({small}) cannot exceed the big blind ({big})",
        "it": "il piccolo buio ({small}) non può superare il grande buio ({big})",
    },
    "engine.err.rules.small_bet": {
        "en": "fixed-limit needs a positive small bet",
        "it": "il fixed-limit richiede una puntata piccola positiva",
    },
    "engine.err.rules.min_bet": {
        "en": "the minimum bet (by default the big blind) must be positive",
        "it": "la puntata minima (di norma il grande buio) deve essere positiva",
    },
    "engine.err.rules.bring_in": {
        "en": "the bring-in ({bring_in}) cannot exceed the small bet ({small_bet})",
        "it": "il bring-in ({bring_in}) non può superare la puntata piccola ({small_bet})",
    },
    "engine.err.rules.stud": {
        "en": "bad stud settings: {error}",
        "it": "impostazioni dello stud non valide: {error}",
    },
    "engine.err.rules.unknown": {
        "en": "unknown rule settings: {names}",
        "it": "impostazioni delle regole sconosciute: {names}",
    },
    "engine.err.rules.bad": {
        "en": "bad rule settings: {error}",
        "it": "impostazioni delle regole non valide: {error}",
    },
    # -- the floor tool (director pots, the table window's floor tool) ------------------------------------
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
        "en": "{name}'s hand and the board make {count} cards; a hand is the best five of five to seven (hold'em: two hole cards and the five-card board)",
        "it": "la mano di {name} e il board fanno {count} carte; una mano è la migliore combinazione di cinque tra cinque e sette carte (hold'em: due carte coperte e il board di cinque)",
    },
    "engine.err.floor.chip_unit": {
        "en": "the smallest chip is at least 1, not {unit}",
        "it": "la chip più piccola vale almeno 1, non {unit}",
    },
    "engine.err.floor.no_hand": {
        "en": "the pot of {amount} is contested by {names} but no hand was shown; give the cards they showed",
        "it": "il piatto di {amount} è conteso da {names} ma nessuno ha mostrato la mano; indica le carte mostrate",
    },
    # -- hand histories (PHH files) ---------------------------------------------------------------------
    "engine.variant.F7S": {
        "en": "fixed-limit seven card stud",
        "it": "stud a sette carte fixed-limit",
    },
    "engine.variant.F7S/8": {
        "en": "fixed-limit seven card stud high/low",
        "it": "stud a sette carte high/low fixed-limit",
    },
    "engine.variant.FR": {"en": "fixed-limit razz", "it": "razz fixed-limit"},
    "engine.variant.NS": {"en": "no-limit short-deck hold'em", "it": "hold'em short-deck no-limit"},
    "engine.variant.PO": {"en": "pot-limit Omaha", "it": "Omaha pot-limit"},
    "engine.variant.FO/8": {"en": "fixed-limit Omaha high/low", "it": "Omaha high/low fixed-limit"},
    "engine.variant.N2L1D": {"en": "no-limit 2-7 single draw", "it": "2-7 single draw no-limit"},
    "engine.variant.F2L3D": {
        "en": "fixed-limit 2-7 triple draw",
        "it": "2-7 triple draw fixed-limit",
    },
    "engine.variant.FB": {"en": "fixed-limit badugi", "it": "badugi fixed-limit"},
    "engine.err.phh.number": {
        "en": "{what} must be a number, not {value!r}",
        "it": "{what} deve essere un numero, non {value!r}",
    },
    "engine.err.phh.unknown_amount": {
        "en": "{what} is unknown ({value}); every amount must be known",
        "it": "{what} è sconosciuto ({value}); ogni importo deve essere noto",
    },
    "engine.err.phh.fraction": {
        "en": "{what} is {value}: fractions of a chip are not supported",
        "it": "{what} è {value}: le frazioni di chip non sono ammesse",
    },
    "engine.err.phh.toml": {
        "en": "not a valid PHH (TOML) file: {error}",
        "it": "non è un file PHH (TOML) valido: {error}",
    },
    "engine.err.phh.read": {
        "en": "cannot read {path}: {error}",
        "it": "impossibile leggere {path}: {error}",
    },
    "engine.err.phh.missing": {
        "en": "the required field {name!r} is missing",
        "it": "manca il campo obbligatorio {name!r}",
    },
    "engine.err.phh.variant": {
        "en": "variant must be a text code such as 'NT', not {variant!r}",
        "it": "variant deve essere un codice di testo come 'NT', non {variant!r}",
    },
    "engine.err.phh.list": {
        "en": "{name} must be a list with one amount per player",
        "it": "{name} deve essere una lista con un importo per giocatore",
    },
    "engine.err.phh.list_length": {
        "en": "{name} has {count} values for {players} players",
        "it": "{name} ha {count} valori per {players} giocatori",
    },
    "engine.err.phh.actions": {
        "en": "actions must be a list of texts such as 'p1 cbr 200'",
        "it": "actions deve essere una lista di testi come 'p1 cbr 200'",
    },
    "engine.err.phh.players": {
        "en": "players must be a list of names",
        "it": "players deve essere una lista di nomi",
    },
    "engine.err.phh.finishing": {
        "en": "finishing_stacks must be a list of amounts",
        "it": "finishing_stacks deve essere una lista di importi",
    },
    "engine.err.phh.trimming": {
        "en": "ante_trimming_status must be true or false",
        "it": "ante_trimming_status deve essere true o false",
    },
    "engine.err.phh.unknown_variant": {
        "en": "unknown PHH variant {variant!r}",
        "it": "variante PHH sconosciuta {variant!r}",
    },
    "engine.err.phh.unsupported": {
        "en": "variant {variant} ({name}) is not supported; supported: {supported}",
        "it": "la variante {variant} ({name}) non è supportata; supportate: {supported}",
    },
    "engine.err.phh.unsupported_yet": {
        "en": "variant {variant} ({name}) is not supported yet; supported: {supported}",
        "it": "la variante {variant} ({name}) non è ancora supportata; supportate: {supported}",
    },
    "engine.err.phh.dealer": {
        "en": "{action!r}: the dealer can only deal (dh, db)",
        "it": "{action!r}: il mazziere può solo distribuire (dh, db)",
    },
    "engine.err.phh.shows_count": {
        "en": "{player} shows {count} cards but was dealt {dealt}",
        "it": "{player} mostra {count} carte ma ne ha ricevute {dealt}",
    },
    "engine.err.phh.shows_card": {
        "en": "{player} shows {card} but was dealt {dealt}",
        "it": "{player} mostra {card} ma ha ricevuto {dealt}",
    },
    "engine.err.phh.dealt_twice": {
        "en": "{action!r}: {player} is dealt hole cards twice",
        "it": "{action!r}: {player} riceve le carte coperte due volte",
    },
    "engine.err.phh.board_unknown": {
        "en": "{action!r}: board cards must be known",
        "it": "{action!r}: le carte del board devono essere note",
    },
    "engine.err.phh.player": {
        "en": "{action!r}: {word!r} is not a player p1..{last}",
        "it": "{action!r}: {word!r} non è un giocatore p1..{last}",
    },
    "engine.err.phh.cards": {
        "en": "{action!r}: {text!r} is not a list of two-character cards",
        "it": "{action!r}: {text!r} non è una lista di carte di due caratteri",
    },
    "engine.err.phh.card": {"en": "{action!r}: {error}", "it": "{action!r}: {error}"},
    "engine.err.phh.hole_cards": {
        "en": "{player} must be dealt two hole cards, not {count}",
        "it": "{player} deve ricevere due carte coperte, non {count}",
    },
    "engine.err.phh.board_count": {
        "en": "hold'em has five board cards, the record deals {count}",
        "it": "l'hold'em ha cinque carte sul board, la registrazione ne distribuisce {count}",
    },
    "engine.err.phh.card_twice": {
        "en": "the card {card} is dealt twice in the record",
        "it": "la carta {card} è distribuita due volte nella registrazione",
    },
    "engine.err.phh.holdem_players": {
        "en": "hold'em is for 2 to 10 players, the record has {count}",
        "it": "l'hold'em si gioca da 2 a 10 giocatori, la registrazione ne ha {count}",
    },
    "engine.err.phh.fixed_bets": {
        "en": "fixed-limit needs small_bet and big_bet",
        "it": "il fixed-limit richiede small_bet e big_bet",
    },
    "engine.err.phh.min_bet": {
        "en": "variant {variant} needs min_bet",
        "it": "la variante {variant} richiede min_bet",
    },
    "engine.err.phh.setup": {
        "en": "the hand cannot be set up: {error}",
        "it": "la mano non si può preparare: {error}",
    },
    "engine.err.phh.board_early": {
        "en": "{action!r}: the board is dealt while the betting is still open",
        "it": "{action!r}: il board è distribuito mentre le puntate sono ancora aperte",
    },
    "engine.err.phh.illegal": {
        "en": "illegal action {action!r}: {error}",
        "it": "azione non consentita {action!r}: {error}",
    },
    "engine.err.phh.unknown_decides": {
        "en": "{player}'s unknown cards would decide the pot",
        "it": "le carte sconosciute di {player} deciderebbero il piatto",
    },
    "engine.err.phh.incomplete": {
        "en": "the recorded actions stop before the hand is over",
        "it": "le azioni registrate si fermano prima della fine della mano",
    },
    "engine.err.phh.cbr": {
        "en": "{action!r}: cbr needs one amount",
        "it": "{action!r}: cbr richiede un importo",
    },
    "engine.err.phh.amount": {
        "en": "{action!r}: {word!r} is not an amount",
        "it": "{action!r}: {word!r} non è un importo",
    },
    "engine.err.phh.hole_unknown": {
        "en": "{action!r}: {player}'s hole cards are not known",
        "it": "{action!r}: le carte coperte di {player} non sono note",
    },
    "engine.err.phh.muck_early": {
        "en": "{action!r}: mucking comes at the showdown",
        "it": "{action!r}: le carte si scartano allo showdown",
    },
    "engine.err.phh.no_showdown": {
        "en": "{action!r}: there is no showdown for {player} now",
        "it": "{action!r}: ora non c'è uno showdown per {player}",
    },
    "engine.err.phh.verb_stud": {
        "en": "{action!r}: {verb} does not exist in stud",
        "it": "{action!r}: {verb} non esiste nello stud",
    },
    "engine.err.phh.verb_holdem": {
        "en": "{action!r}: {verb} does not exist in hold'em",
        "it": "{action!r}: {verb} non esiste nell'hold'em",
    },
    "engine.err.phh.verb": {
        "en": "{action!r}: unknown action {verb!r}",
        "it": "{action!r}: azione sconosciuta {verb!r}",
    },
    "engine.err.phh.stud_deal": {
        "en": "{action!r}: stud deals three cards on third street, then one a street",
        "it": "{action!r}: lo stud distribuisce tre carte in terza strada, poi una per strada",
    },
    "engine.err.phh.stud_seven": {
        "en": "{action!r}: {player} is dealt more than 7 cards",
        "it": "{action!r}: {player} riceve più di 7 carte",
    },
    "engine.err.phh.stud_common": {
        "en": "{action!r}: stud has at most one common card",
        "it": "{action!r}: lo stud ha al massimo una carta comune",
    },
    "engine.err.phh.stud_third": {
        "en": "{player} must be dealt three cards on third street",
        "it": "{player} deve ricevere tre carte in terza strada",
    },
    "engine.err.phh.stud_ran_out": {
        "en": "the deck ran out and cannot give every player his card: the record should deal one common card (d db)",
        "it": "il mazzo è finito e non può dare a ogni giocatore la sua carta: la registrazione dovrebbe distribuire una carta comune (d db)",
    },
    "engine.err.phh.stud_common_early": {
        "en": "a common card is dealt only when the deck cannot serve all",
        "it": "una carta comune si distribuisce solo quando il mazzo non basta per tutti",
    },
    "engine.err.phh.stud_players": {
        "en": "seven card stud is for 2 to 8 players, the record has {count}",
        "it": "lo stud a sette carte si gioca da 2 a 8 giocatori, la registrazione ne ha {count}",
    },
    "engine.err.phh.stud_blinds": {
        "en": "seven card stud has no blinds or straddles",
        "it": "lo stud a sette carte non ha bui né straddle",
    },
    "engine.err.phh.stud_bets": {
        "en": "fixed-limit stud needs bring_in, small_bet and big_bet",
        "it": "lo stud fixed-limit richiede bring_in, small_bet e big_bet",
    },
    "engine.err.phh.cards_early": {
        "en": "{action!r}: the cards are dealt while the betting is still open",
        "it": "{action!r}: le carte sono distribuite mentre le puntate sono ancora aperte",
    },
    "engine.err.phh.stud_dealt": {
        "en": "{action!r}: the rules deal {player} {cards} here",
        "it": "{action!r}: qui le regole danno a {player} {cards}",
    },
    "engine.err.phh.no_common": {
        "en": "{action!r}: no common card here (the deck has not run out, or the betting is still open)",
        "it": "{action!r}: qui non c'è una carta comune (il mazzo non è finito, o le puntate sono ancora aperte)",
    },
    "engine.err.phh.write": {
        "en": "cannot write {value!r} in a PHH file",
        "it": "impossibile scrivere {value!r} in un file PHH",
    },
    # -- the command line: director hand replay, director pots --------------------------------------------
    "engine.cli.pot.main": {"en": "main pot", "it": "piatto principale"},
    "engine.cli.pot.side": {"en": "side pot {number}", "it": "piatto laterale {number}"},
    "engine.cli.replay.stacks": {
        "en": "{file}: finishing stacks {stacks}",
        "it": "{file}: stack finali {stacks}",
    },
    "engine.cli.replay.pot": {"en": "{pot} {amount}: {winners}", "it": "{pot} {amount}: {winners}"},
    "engine.cli.replay.split": {
        "en": "{pot} {amount}: {winners} (split {shares})",
        "it": "{pot} {amount}: {winners} (diviso {shares})",
    },
    "engine.cli.replay.error": {"en": "{file}: error: {error}", "it": "{file}: errore: {error}"},
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
