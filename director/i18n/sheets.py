"""The printed sheets: payouts, results, seating and seat cards, the structure.

Every text a sheet prints, the names of the days and months in its date, why a sheet cannot be
printed, and what ``director report`` says. Italian poker rooms keep a few English words
(buy-in, rebuy, add-on, fee, ante, big blind, bring-in): the Italian texts use them as the clubs
do, and Italian words where the club's rule sheet has them (``piccolo buio``, ``grande buio``,
``montepremi``, ``tavolo``, ``posto``).
"""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- every sheet ------------------------------------------------------------------------------
    "sheet.page": {"en": "Page {page} of {pages}", "it": "Pagina {page} di {pages}"},
    "sheet.printed_by": {"en": "Printed with Director", "it": "Stampato con Director"},
    "sheet.total": {"en": "Total", "it": "Totale"},
    # The words of a date are texts, not locale data: a sheet prints the same in any locale.
    "sheet.date.long": {
        "en": "{weekday} {day} {month} {year}",
        "it": "{weekday} {day} {month} {year}",
    },
    "sheet.weekday.monday": {"en": "Monday", "it": "lunedì"},
    "sheet.weekday.tuesday": {"en": "Tuesday", "it": "martedì"},
    "sheet.weekday.wednesday": {"en": "Wednesday", "it": "mercoledì"},
    "sheet.weekday.thursday": {"en": "Thursday", "it": "giovedì"},
    "sheet.weekday.friday": {"en": "Friday", "it": "venerdì"},
    "sheet.weekday.saturday": {"en": "Saturday", "it": "sabato"},
    "sheet.weekday.sunday": {"en": "Sunday", "it": "domenica"},
    "sheet.month.january": {"en": "January", "it": "gennaio"},
    "sheet.month.february": {"en": "February", "it": "febbraio"},
    "sheet.month.march": {"en": "March", "it": "marzo"},
    "sheet.month.april": {"en": "April", "it": "aprile"},
    "sheet.month.may": {"en": "May", "it": "maggio"},
    "sheet.month.june": {"en": "June", "it": "giugno"},
    "sheet.month.july": {"en": "July", "it": "luglio"},
    "sheet.month.august": {"en": "August", "it": "agosto"},
    "sheet.month.september": {"en": "September", "it": "settembre"},
    "sheet.month.october": {"en": "October", "it": "ottobre"},
    "sheet.month.november": {"en": "November", "it": "novembre"},
    "sheet.month.december": {"en": "December", "it": "dicembre"},
    # -- payouts ----------------------------------------------------------------------------------
    "sheet.payouts.title": {"en": "Payouts", "it": "Montepremi"},
    "sheet.payouts.entries": {"en": "Entries", "it": "Iscrizioni"},
    "sheet.payouts.players": {"en": "Players", "it": "Giocatori"},
    "sheet.payouts.rebuys": {"en": "Rebuys", "it": "Rebuy"},
    "sheet.payouts.addons": {"en": "Add-ons", "it": "Add-on"},
    "sheet.payouts.buy_in": {"en": "Buy-in", "it": "Buy-in"},
    "sheet.payouts.rebuy_price": {"en": "Rebuy price", "it": "Prezzo rebuy"},
    "sheet.payouts.addon_price": {"en": "Add-on price", "it": "Prezzo add-on"},
    "sheet.payouts.bounty": {"en": "Bounty", "it": "Taglia"},
    "sheet.payouts.prize_pool": {"en": "Prize pool", "it": "Montepremi"},
    "sheet.payouts.guarantee": {"en": "Guarantee", "it": "Garantito"},
    "sheet.payouts.overlay": {"en": "Overlay", "it": "Integrazione della sala"},
    "sheet.payouts.fee": {"en": "Fee kept by the house", "it": "Fee trattenuta"},
    "sheet.payouts.places_paid": {"en": "Places paid", "it": "Posti pagati"},
    "sheet.payouts.place": {"en": "Place", "it": "Pos."},
    "sheet.payouts.amount": {"en": "Prize", "it": "Premio"},
    "sheet.payouts.percent": {"en": "%", "it": "%"},
    "sheet.payouts.player": {"en": "Player", "it": "Giocatore"},
    "sheet.payouts.signature": {"en": "Signature on receipt", "it": "Firma per ricevuta"},
    "sheet.payouts.deal": {
        "en": "A deal was made among the last {count} players: the places still to be decided "
        "are paid as agreed in the deal, not as in this table.",
        "it": "Accordo registrato tra gli ultimi {count} giocatori: i posti ancora da assegnare "
        "sono pagati come stabilito nell'accordo, non secondo la tabella.",
    },
    "sheet.payouts.deal_done": {
        "en": "The last {count} players' prizes are those of the deal they made.",
        "it": "Premi degli ultimi {count} giocatori secondo l'accordo registrato.",
    },
    "sheet.payouts.none": {
        "en": "No prizes to pay: the prize pool is empty.",
        "it": "Nessun premio da pagare: il montepremi è vuoto.",
    },
    # -- results ----------------------------------------------------------------------------------
    "sheet.bounties.title": {"en": "Bounties", "it": "Taglie"},
    "sheet.bounties.summary": {
        "en": "Bounty money taken in {taken}: paid {paid}, still on heads {heads}",
        "it": "Taglie incassate {taken}: pagate {paid}, ancora sulle teste {heads}",
    },
    "sheet.bounties.mystery": {
        "en": "Mystery bounties: {count} envelopes worth {total}, {opened} opened, {left} still in the unopened ones; taken in with the entries {taken}",
        "it": "Mystery bounty: {count} buste per {total}, {opened} aperte, {left} ancora in quelle chiuse; incassate con le iscrizioni {taken}",
    },
    "sheet.bounties.unclaimed": {
        "en": "Unclaimed (busts with no eliminator, stacks given up on a day 2): {amount}",
        "it": "Non assegnate (eliminazioni senza chi ha eliminato, stack lasciati al day 2): {amount}",
    },
    "sheet.bounties.progressive": {
        "en": "Progressive knockout: half of each bounty to the eliminator in cash, half onto their own bounty",
        "it": "Progressive knockout: metà di ogni taglia a chi elimina in contanti, metà sulla sua taglia",
    },
    "sheet.bounties.player": {"en": "Player", "it": "Giocatore"},
    "sheet.bounties.won": {"en": "Bounty cash won", "it": "Taglie vinte"},
    "sheet.bounties.head": {"en": "Bounty on head", "it": "Taglia sulla testa"},
    "sheet.bounties.none": {
        "en": "No bounty won or on a head yet.",
        "it": "Ancora nessuna taglia vinta o sulle teste.",
    },
    "sheet.results.title": {"en": "Results", "it": "Classifica"},
    "sheet.results.provisional": {
        "en": "Provisional: {count} still playing",
        "it": "Classifica provvisoria: {count} ancora in gioco",
    },
    "sheet.results.place": {"en": "Place", "it": "Pos."},
    "sheet.results.player": {"en": "Player", "it": "Giocatore"},
    "sheet.results.prize": {"en": "Prize", "it": "Premio"},
    "sheet.results.bounties": {"en": "Bounties", "it": "Taglie"},
    "sheet.results.bounty_amount": {"en": "Bounty money", "it": "Valore taglie"},
    "sheet.results.total": {"en": "Total", "it": "Totale"},
    "sheet.results.summary": {
        "en": "{entries} entries · prize pool {pool}",
        "it": "{entries} iscrizioni · montepremi {pool}",
    },
    "sheet.results.deal": {
        "en": "The last {count} players' prizes are those of the deal they made.",
        "it": "I premi degli ultimi {count} giocatori sono quelli dell'accordo registrato.",
    },
    "sheet.results.none": {
        "en": "Nobody has been eliminated yet.",
        "it": "Nessun giocatore eliminato finora.",
    },
    # -- seating ----------------------------------------------------------------------------------
    "sheet.seating.title": {"en": "Seating", "it": "Posti a sedere"},
    "sheet.seating.by_table": {"en": "By table", "it": "Per tavolo"},
    "sheet.seating.by_name": {"en": "By name", "it": "In ordine alfabetico"},
    "sheet.seating.table": {"en": "Table", "it": "Tavolo"},
    "sheet.seating.seat": {"en": "Seat", "it": "Posto"},
    "sheet.seating.player": {"en": "Player", "it": "Giocatore"},
    "sheet.seating.summary": {
        "en": "{players} players at {tables} tables",
        "it": "{players} giocatori a {tables} tavoli",
    },
    "sheet.seating.summary_one": {
        "en": "{players} players at 1 table",
        "it": "{players} giocatori a 1 tavolo",
    },
    "sheet.seating.cards": {"en": "Seat cards", "it": "Cartellini dei posti"},
    "sheet.seating.cut": {
        "en": "Cut along the marks at the corners.",
        "it": "Ritagliare lungo i segni agli angoli.",
    },
    "sheet.seating.none": {"en": "Nobody is seated.", "it": "Nessun giocatore seduto."},
    "sheet.seating.chips": {"en": "Starting chips: {chips}", "it": "Chip iniziali: {chips}"},
    "sheet.seating.chip": {"en": "{count} × {value}", "it": "{count} × {value}"},
    # -- structure --------------------------------------------------------------------------------
    "sheet.structure.title": {"en": "Blind structure", "it": "Struttura dei bui"},
    "sheet.structure.level": {"en": "Level", "it": "Livello"},
    "sheet.structure.game": {"en": "Game", "it": "Gioco"},
    "sheet.structure.small_blind": {"en": "Small blind", "it": "Piccolo buio"},
    "sheet.structure.big_blind": {"en": "Big blind", "it": "Grande buio"},
    "sheet.structure.bets": {"en": "Bets", "it": "Puntate"},
    "sheet.structure.ante": {"en": "Ante", "it": "Ante"},
    "sheet.structure.bb_ante": {"en": "BB {amount}", "it": "BB {amount}"},
    "sheet.structure.bring_in": {"en": "Bring-in", "it": "Bring-in"},
    "sheet.structure.minutes": {"en": "Length", "it": "Durata"},
    "sheet.structure.minutes_value": {"en": "{minutes} min", "it": "{minutes} min"},
    "sheet.structure.starts": {"en": "Starts", "it": "Inizio"},
    "sheet.structure.from_start": {"en": "From start", "it": "Dall'inizio"},
    "sheet.structure.break": {"en": "Break", "it": "Pausa"},
    "sheet.structure.color_up": {"en": "colour up the {chips}", "it": "cambio chip da {chips}"},
    "sheet.structure.starting_stack": {
        "en": "Starting stack {stack}",
        "it": "Stack iniziale {stack}",
    },
    "sheet.structure.level_minutes": {
        "en": "{minutes}-minute levels",
        "it": "livelli da {minutes} min",
    },
    "sheet.structure.chips": {"en": "Chips: {chips}", "it": "Chip: {chips}"},
    "sheet.structure.ends": {
        "en": "End of the structure: {time}",
        "it": "Fine della struttura: {time}",
    },
    "sheet.structure.and": {"en": " and ", "it": " e "},
    # -- a league's standings and a club player's history --------------------------------------
    "sheet.league.title": {"en": "League standings", "it": "Classifica del campionato"},
    "sheet.league.counted": {
        "en": "{count} tournaments counted",
        "it": "{count} tornei contati",
    },
    "sheet.league.unranked": {
        "en": "Players without a rank have fewer than {minimum} events.",
        "it": "I giocatori senza posizione hanno meno di {minimum} tornei.",
    },
    "sheet.league.none": {
        "en": "No tournament is counted in this league yet.",
        "it": "Nessun torneo è ancora contato in questo campionato.",
    },
    "sheet.player.title": {"en": "Player history", "it": "Storico del giocatore"},
    "sheet.player.member": {"en": "Membership number {member}", "it": "Tessera {member}"},
    "sheet.player.record": {
        "en": "{events} events · {cashes} cashes (ITM {itm}) · {wins} wins · best finish {best}",
        "it": "{events} tornei · {cashes} a premio (ITM {itm}) · {wins} vittorie · "
        "miglior piazzamento {best}",
    },
    "sheet.player.money": {
        "en": "Buy-ins {paid} · prizes {prizes} · bounties {bounties} · net {net} (ROI {roi})",
        "it": "Iscrizioni {paid} · vincite {prizes} · taglie {bounties} · netto {net} (ROI {roi})",
    },
    "sheet.player.none": {
        "en": "No tournament played in the club yet.",
        "it": "Nessun torneo giocato nel circolo finora.",
    },
    # -- director report --------------------------------------------------------------------------
    "sheet.wrote": {"en": "wrote {path}", "it": "salvato {path}"},
    # -- why a sheet cannot be printed ------------------------------------------------------------
    "sheet.err.lang": {
        "en": "unknown language {lang!r} for the sheets; use it or en",
        "it": "lingua {lang!r} sconosciuta per i fogli stampati; usa it o en",
    },
    "sheet.err.paper": {
        "en": "unknown paper size {paper!r}; use a4 or letter",
        "it": "formato di carta {paper!r} sconosciuto; usa a4 o letter",
    },
    "sheet.err.font": {
        "en": "cannot load the font {path}: {reason}; reinstall Director",
        "it": "impossibile caricare il font {path}: {reason}; reinstalla Director",
    },
    "sheet.err.nothing": {
        "en": "nothing to print: choose the list by table, by name or the cards",
        "it": "niente da stampare: scegli l'elenco per tavolo, per nome o i cartellini",
    },
    "sheet.err.source": {
        "en": "cannot print a sheet from {kind}; give a tournament or its data",
        "it": "impossibile stampare un foglio da {kind}; indica un torneo o i suoi dati",
    },
    "sheet.err.no_folder": {
        "en": "cannot write {path}: the folder {folder} does not exist",
        "it": "impossibile scrivere {path}: la cartella {folder} non esiste",
    },
    "sheet.err.is_folder": {
        "en": "cannot write {path}: it is a folder; give a file name like sheet.pdf",
        "it": "impossibile scrivere {path}: è una cartella; indica un nome di file come foglio.pdf",
    },
    "sheet.err.write": {
        "en": "cannot write {path}: {reason}",
        "it": "impossibile scrivere {path}: {reason}",
    },
    "sheet.err.text_file": {
        "en": "{path}: this is a text file (a blind structure?), not a tournament; the {sheet} "
        "sheet is printed from a tournament file",
        "it": "{path}: questo è un file di testo (una struttura dei bui?), non un torneo; il "
        "foglio {sheet} si stampa da un file di torneo",
    },
    "sheet.err.not_a_source": {
        "en": "{path}: this is neither a tournament file nor a blind structure (YAML)",
        "it": "{path}: questo non è né un file di torneo né una struttura dei bui (YAML)",
    },
    "sheet.err.start_time": {
        "en": "{value!r} is not a time of day; write it as HH:MM, like 20:30",
        "it": "{value!r} non è un orario; scrivilo come HH:MM, per esempio 20:30",
    },
}
