"""Mystery bounties: the prizes, their draw, the projector's announcement."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    "mystery.err.format": {
        "en": "mystery prizes {text!r} not understood: write AMOUNTxCOUNT separated by commas, "
        "e.g. 500x1,100x2,20x10",
        "it": "premi mystery {text!r} non compresi: scrivi IMPORTOxQUANTI separati da virgole, "
        "ad es. 500x1,100x2,20x10",
    },
    "mystery.err.too_many": {
        "en": "too many mystery prizes: at most {most}",
        "it": "troppi premi mystery: al massimo {most}",
    },
    "mystery.err.level": {
        "en": "the mystery bounty level must be 1 or more",
        "it": "il livello delle mystery bounty deve essere 1 o più",
    },
    "mystery.err.level_missing": {
        "en": "mystery prizes need the level they are drawn from (--mystery-from LEVEL)",
        "it": "i premi mystery richiedono il livello da cui si estraggono (--mystery-from LIVELLO)",
    },
    "mystery.err.order": {
        "en": "the mystery draw order is not the prizes entered",
        "it": "l'ordine di estrazione mystery non corrisponde ai premi inseriti",
    },
    "mystery.err.secret": {
        "en": "the mystery draw secret must be 64 hexadecimal digits",
        "it": "il segreto dell'estrazione mystery deve avere 64 cifre esadecimali",
    },
    "mystery.err.drawn": {
        "en": "{count} mystery prizes are already drawn: undo those busts to change the prizes",
        "it": "{count} premi mystery sono già estratti: annulla quelle eliminazioni per cambiare "
        "i premi",
    },
    "mystery.err.use_mystery": {
        "en": "mystery prizes are set with their draw (tournament set --mystery), not as a "
        "plain setting",
        "it": "i premi mystery si impostano con la loro estrazione (tournament set --mystery), "
        "non come semplice impostazione",
    },
    "mystery.err.level_beyond": {
        "en": "mystery bounties from level {level}, but the structure has {levels} levels",
        "it": "mystery bounty dal livello {level}, ma la struttura ha {levels} livelli",
    },
    "mystery.cli.set": {
        "en": "Mystery bounties {prizes} from level {level}; commitment to their draw: "
        "{commitment}",
        "it": "Mystery bounty {prizes} dal livello {level}; impegno sulla loro estrazione: "
        "{commitment}",
    },
    "mystery.cli.cleared": {"en": "No mystery bounties", "it": "Nessuna mystery bounty"},
    "mystery.action.set": {"en": "mystery prizes", "it": "premi mystery"},
    "mystery.action.clear": {"en": "no mystery prizes", "it": "nessun premio mystery"},
    "mystery.announce": {
        "en": "Mystery bounty: {winners} wins {amount} ({out} out)",
        "it": "Mystery bounty: {winners} vince {amount} ({out} eliminato)",
    },
    "mystery.announce.none_left": {
        "en": "Mystery bounties: none left to draw",
        "it": "Mystery bounty: non ne restano da estrarre",
    },
}
