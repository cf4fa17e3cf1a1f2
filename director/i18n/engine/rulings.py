"""The dealer's errors: the rules as written, what happens at the table, refusals.

The Italian rules are club sheet 000 §04 word for word; the sources say where each rule comes
from; a refusal says why an error cannot be ruled on now.
"""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
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
}
