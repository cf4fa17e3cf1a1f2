"""The betting: what a player may do, and why an action, a set-up or the rules are refused.

The games, players and actions in words are here too.

A refusal ends with what the player to act may do (``allowed``: ``engine.allowed``, the options
``engine.option.*`` joined by commas).
"""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    "engine.game.holdem": {"en": "hold'em", "it": "hold'em"},
    "engine.game.stud": {"en": "seven card stud", "it": "stud a sette carte"},
    "engine.player": {"en": "player {number}", "it": "giocatore {number}"},
    "engine.action.bring_in": {"en": "bring_in", "it": "bring-in"},
    "engine.action.complete": {"en": "complete", "it": "completamento"},
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
    "engine.err.setup.players": {
        "en": "{game} is for 2 to {most} players, not {count}",
        "it": "{game} si gioca da 2 a {most} giocatori, non {count}",
    },
    "engine.err.too_many_chips": {
        "en": "{value} chips is more than any table plays for; at most {most}",
        "it": "{value} chip sono più di quante se ne giochino a qualunque tavolo; al massimo {most}",
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
    "engine.err.action.not_an_action": {
        "en": "{action!r} is not a poker action; {allowed}",
        "it": "{action!r} non è un'azione del poker; {allowed}",
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
}
