"""Hand histories: PHH files read and replayed, hands saved by Director rebuilt.

Also what ``director hand replay`` prints.
"""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
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
    "engine.err.saved.rulings": {
        "en": "the saved hand has rulings on the dealer's errors, which cannot be replayed here",
        "it": "la mano salvata contiene decisioni sugli errori del mazziere, che qui non si possono rigiocare",
    },
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
    "engine.err.phh.too_many_chips": {
        "en": "{what} is {value}, more chips than any table plays for; at most {most}",
        "it": "{what} è {value}, più chip di quante se ne giochino a qualunque tavolo; al massimo {most}",
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
    "engine.cli.replay.no_files": {
        "en": "{folder}: no .phh file in this folder; nothing was replayed",
        "it": "{folder}: nessun file .phh in questa cartella; non è stato rigiocato niente",
    },
    "engine.cli.replay.disagree": {
        "en": "{file}: the recorded finishing stacks differ from the engine's: {players}",
        "it": "{file}: gli stack finali registrati sono diversi da quelli del motore: {players}",
    },
    "engine.cli.replay.differs": {
        "en": "{player} recorded {recorded}, engine {engine}",
        "it": "{player} registrato {recorded}, motore {engine}",
    },
}
