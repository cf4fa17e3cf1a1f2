"""ICM and deals (``icm.*``): every refusal, and the words of a deal read out to the players."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- the stacks and prizes given --------------------------------------------------------------
    "icm.err.stacks_type": {
        "en": "the stacks must be a list of chip counts, like 5000,3000,2000",
        "it": "gli stack devono essere una lista di conteggi di chip, come 5000,3000,2000",
    },
    "icm.err.no_players": {
        "en": "no players: give the chip count of each player left",
        "it": "nessun giocatore: indica le chip di ogni giocatore rimasto",
    },
    "icm.err.stack_type": {
        "en": "player {player}'s stack must be a whole number of chips, not {value!r}",
        "it": "lo stack del giocatore {player} deve essere un numero intero di chip, non {value!r}",
    },
    "icm.err.stack_negative": {
        "en": "player {player}'s stack is {chips}: chip counts cannot be negative",
        "it": "lo stack del giocatore {player} è {chips}: le chip non possono essere negative",
    },
    "icm.err.no_chips": {
        "en": "nobody has any chips: enter the chip counts of the players left",
        "it": "nessuno ha chip: inserisci le chip dei giocatori rimasti",
    },
    "icm.err.prizes_type": {
        "en": "the prizes must be a list of amounts, first place first",
        "it": "i premi devono essere una lista di importi, dal primo posto in giù",
    },
    "icm.err.prize_cents_type": {
        "en": "the prize for place {place} must be a whole number of cents, not {value!r}",
        "it": "il premio del posto {place} deve essere un numero intero di centesimi, "
        "non {value!r}",
    },
    "icm.err.prize_number_type": {
        "en": "the prize for place {place} must be a number, not {value!r}",
        "it": "il premio del posto {place} deve essere un numero, non {value!r}",
    },
    "icm.err.prize_negative": {
        "en": "the prize for place {place} is negative ({value}); prizes are 0 or more",
        "it": "il premio del posto {place} è negativo ({value}); i premi sono 0 o più",
    },
    "icm.err.prize_order": {
        "en": "the prize for place {place} ({value}) is more than for place {above} "
        "({above_value}); list the prizes from first place down",
        "it": "il premio del posto {place} ({value}) è più di quello del posto {above} "
        "({above_value}); elenca i premi dal primo posto in giù",
    },
    "icm.err.too_many_prizes": {
        "en": "{prizes} prizes for {players} players: give only the prizes of the places "
        "still to be decided (1st to {last})",
        "it": "{prizes} premi per {players} giocatori: indica solo i premi dei posti "
        "ancora da decidere (dal 1° al {last})",
    },
    "icm.err.too_many_prizes_one": {
        "en": "{prizes} prizes for {players} player: give only the prizes of the places "
        "still to be decided (1st to {last})",
        "it": "{prizes} premi per {players} giocatore: indica solo i premi dei posti "
        "ancora da decidere (dal 1° al {last})",
    },
    "icm.err.too_big": {
        "en": "exact ICM for {players} players with {paid} paid places is too big to compute; "
        "it is limited to {limit} players (more when only a few places are paid)",
        "it": "l'ICM esatto per {players} giocatori con {paid} posti pagati è troppo grande "
        "da calcolare; il limite è di {limit} giocatori (di più se si pagano pochi posti)",
    },
    # -- a deal -----------------------------------------------------------------------------------
    "icm.err.deal_empty": {
        "en": "a deal needs at least one player",
        "it": "un accordo ha bisogno di almeno un giocatore",
    },
    "icm.err.deal_lengths": {
        "en": "a deal needs one stack, amount and share per player",
        "it": "un accordo ha bisogno di uno stack, un importo e una quota per giocatore",
    },
    "icm.err.deal_negative": {
        "en": "a deal cannot give a player a negative amount",
        "it": "un accordo non può dare a un giocatore un importo negativo",
    },
    "icm.err.play_for_range": {
        "en": "the amount to play for must be between 0 and the prizes left",
        "it": "l'importo in palio deve essere tra 0 e i premi rimasti",
    },
    "icm.err.deal_sum": {
        "en": "the deal pays {paid} but {left} is left to pay; the amounts must add up",
        "it": "l'accordo paga {paid} ma restano da pagare {left}; gli importi devono tornare",
    },
    "icm.err.no_player": {
        "en": "there is no player {player} in this deal of {players}",
        "it": "non c'è il giocatore {player} in questo accordo fra {players}",
    },
    "icm.err.damaged": {
        "en": "the recorded deal is damaged ({detail})",
        "it": "l'accordo registrato è danneggiato ({detail})",
    },
    "icm.err.play_for_between": {
        "en": "the amount to play for ({amount}) must be between {zero} and the prizes left "
        "({prizes})",
        "it": "l'importo in palio ({amount}) deve essere tra {zero} e i premi rimasti ({prizes})",
    },
    "icm.err.method": {
        "en": "unknown deal method {method!r}; use icm or chip-chop",
        "it": "metodo di accordo {method!r} sconosciuto; usa icm o chip-chop",
    },
    "icm.err.play_for_type": {
        "en": "the amount to play for must be whole cents, not {value!r}",
        "it": "l'importo in palio deve essere in centesimi interi, non {value!r}",
    },
    "icm.err.rounding": {
        "en": "the deal's rounding unit must be whole cents, 1 or more, not {value!r}",
        "it": "l'arrotondamento dell'accordo deve essere in centesimi interi, almeno 1, "
        "non {value!r}",
    },
    "icm.err.too_big_deal": {
        "en": "exact ICM for {players} players with {paid} paid places is too big to compute; "
        "use a chip-chop deal",
        "it": "l'ICM esatto per {players} giocatori con {paid} posti pagati è troppo grande "
        "da calcolare; usa un accordo chip-chop",
    },
    "icm.err.custom_needs_amounts": {
        "en": "a custom deal needs its amounts: use custom_deal()",
        "it": "un accordo personalizzato ha bisogno dei suoi importi: usa custom_deal()",
    },
    "icm.err.amount_count": {
        "en": "give one amount per player: {amounts} amounts for {players} players",
        "it": "indica un importo per giocatore: {amounts} importi per {players} giocatori",
    },
    "icm.err.amount_type": {
        "en": "player {player}'s amount must be whole cents, 0 or more, not {value!r}",
        "it": "l'importo del giocatore {player} deve essere in centesimi interi, 0 o più, "
        "non {value!r}",
    },
    "icm.err.amounts_sum": {
        "en": "the amounts add up to {total} but {split} is to be split; "
        "change them so they add up",
        "it": "gli importi sommano a {total} ma da dividere ci sono {split}; "
        "cambiali perché tornino",
    },
    "icm.err.name_count": {
        "en": "give one name per player: {names} names for {players} players",
        "it": "indica un nome per giocatore: {names} nomi per {players} giocatori",
    },
    # -- a deal read out --------------------------------------------------------------------------
    "icm.method.icm": {"en": "ICM (Malmuth-Harville)", "it": "ICM (Malmuth-Harville)"},
    "icm.method.chip-chop": {"en": "chip-chop", "it": "chip-chop"},
    "icm.method.custom": {"en": "custom", "it": "personalizzato"},
    "icm.method_title.icm": {"en": "ICM (Malmuth-Harville)", "it": "ICM (Malmuth-Harville)"},
    "icm.method_title.chip-chop": {"en": "Chip-chop", "it": "chip-chop"},
    "icm.method_title.custom": {"en": "Custom", "it": "personalizzato"},
    "icm.player": {"en": "Player {number}", "it": "Giocatore {number}"},
    "icm.explain.title": {
        "en": "{method} deal among {players} players for the {total} still to be paid.",
        "it": "Accordo {method} fra {players} giocatori per i {total} ancora da pagare.",
    },
    "icm.explain.title_one": {
        "en": "{method} deal among {players} player for the {total} still to be paid.",
        "it": "Accordo {method} per {players} giocatore per i {total} ancora da pagare.",
    },
    "icm.explain.play_for": {
        "en": "{play_for} is left to play for and goes to the winner; {split} is split now.",
        "it": "{play_for} restano in palio e vanno al vincitore; {split} si dividono ora.",
    },
    "icm.explain.prizes": {"en": "Prizes split: {prizes}.", "it": "Premi divisi: {prizes}."},
    "icm.explain.prize": {"en": "{place} {amount}", "it": "{place} {amount}"},
    "icm.explain.icm": {
        "en": "Each player takes their ICM value: their expected prize if the places were "
        "drawn one by one in proportion to the chips of those still in.",
        "it": "Ogni giocatore prende il suo valore ICM: il premio che si aspetta se i posti "
        "fossero estratti uno alla volta in proporzione alle chip di chi è ancora in gioco.",
    },
    "icm.explain.chip-chop": {
        "en": "Each player is guaranteed {floor} (the smallest prize split); the rest is shared "
        "in proportion to chips, nobody taking more than {cap}.",
        "it": "Ogni giocatore ha garantiti {floor} (il premio più piccolo diviso); il resto si "
        "divide in proporzione alle chip, senza che nessuno prenda più di {cap}.",
    },
    "icm.explain.custom": {
        "en": "The players agreed these amounts.",
        "it": "I giocatori hanno concordato questi importi.",
    },
    "icm.explain.busted": {
        "en": "Players with no chips take the prize of their place.",
        "it": "I giocatori senza chip prendono il premio del loro posto.",
    },
    "icm.explain.player": {
        "en": "  {name}  {chips} chips ({pct}%)  {amount}",
        "it": "  {name}  {chips} chip ({pct}%)  {amount}",
    },
}
