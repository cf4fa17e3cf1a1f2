"""The network screens: the server's refusals and every text of the pages it serves.

The pages ask the server for their texts (``/api/texts``) in the browser's language, so the
catalogue stays the one place where Director's words live. ``serve.page.*`` keys are the
pages' words; ``serve.err.*`` the server's refusals, each saying what to do.
"""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- refusals ----------------------------------------------------------------------------------
    "serve.err.pairing_closed": {
        "en": "this server does not pair remotes: start it with --pin, or share from the window",
        "it": "questo server non abbina telecomandi: avvialo con --pin, o condividi dalla finestra",
    },
    "serve.err.too_many_tries": {
        "en": "too many wrong PINs: wait a minute, then type the PIN the director's screen shows",
        "it": "troppi PIN sbagliati: aspetta un minuto, poi scrivi il PIN mostrato dal direttore",
    },
    "serve.err.wrong_pin": {
        "en": "wrong PIN: type the 6 digits the director's screen shows",
        "it": "PIN sbagliato: scrivi le 6 cifre mostrate sullo schermo del direttore",
    },
    "serve.err.device_name": {
        "en": "give this phone a name of 1 to {limit} characters (e.g. Floor 2)",
        "it": "dai a questo telefono un nome da 1 a {limit} caratteri (es. Sala 2)",
    },
    "serve.err.unpaired": {
        "en": "this phone is not paired (or was revoked): pair it again with the director's PIN",
        "it": "questo telefono non è abbinato (o è stato revocato): abbinalo di nuovo con il PIN",
    },
    "serve.err.not_json": {
        "en": "the request is not JSON: send a JSON object",
        "it": "la richiesta non è JSON: invia un oggetto JSON",
    },
    "serve.err.not_an_object": {
        "en": 'the request must be a JSON object such as {{"action": "pause"}}',
        "it": 'la richiesta deve essere un oggetto JSON come {{"action": "pause"}}',
    },
    "serve.err.pair_fields": {
        "en": 'pairing needs "pin" and "device" as text',
        "it": 'l\'abbinamento richiede "pin" e "device" come testo',
    },
    "serve.err.action": {
        "en": "unknown action: use one of {actions}",
        "it": "azione sconosciuta: usa una tra {actions}",
    },
    "serve.err.field": {
        "en": '"{field}" is missing or wrong in the request',
        "it": '"{field}" manca o è sbagliato nella richiesta',
    },
    "serve.err.too_big": {
        "en": "the request is too big (at most {limit} bytes)",
        "it": "la richiesta è troppo grande (al massimo {limit} byte)",
    },
    "serve.err.address": {
        "en": "cannot listen on {host}:{port} ({reason}): choose another port, or close the "
        "program that uses it",
        "it": "impossibile ascoltare su {host}:{port} ({reason}): scegli un'altra porta, o chiudi "
        "il programma che la usa",
    },
    # -- the command line ------------------------------------------------------------------------
    "serve.cli.serving": {
        "en": "Publishing {name} on {url} (Ctrl+C stops)",
        "it": "Pubblico {name} su {url} (Ctrl+C per fermare)",
    },
    "serve.cli.pages": {
        "en": "  display {url}   seats {url}seats   remote {url}remote",
        "it": "  display {url}   posti {url}seats   telecomando {url}remote",
    },
    "serve.cli.pin": {
        "en": "Remote PIN: {pin} (a phone pairs at {url}remote)",
        "it": "PIN del telecomando: {pin} (un telefono si abbina su {url}remote)",
    },
    "serve.cli.read_only": {
        "en": "Read-only: no remote can pair (add --pin to allow it)",
        "it": "Sola lettura: nessun telecomando può abbinarsi (aggiungi --pin per permetterlo)",
    },
    "serve.cli.loopback": {
        "en": "Only this computer can reach it: add --host 0.0.0.0 for the club's network",
        "it": "Solo questo computer lo raggiunge: aggiungi --host 0.0.0.0 per la rete del circolo",
    },
    "serve.cli.stopped": {"en": "Stopped.", "it": "Fermato."},
    # -- the pages -------------------------------------------------------------------------------
    "serve.page.level": {"en": "Level {n}", "it": "Livello {n}"},
    "serve.page.break": {"en": "Break", "it": "Pausa"},
    "serve.page.blinds": {"en": "Blinds", "it": "Bui"},
    "serve.page.ante": {"en": "Ante", "it": "Ante"},
    "serve.page.next": {"en": "Next", "it": "Prossimo"},
    "serve.page.next_break": {"en": "Break in", "it": "Pausa tra"},
    "serve.page.players": {"en": "Players", "it": "Giocatori"},
    "serve.page.entries": {"en": "Entries", "it": "Ingressi"},
    "serve.page.average": {"en": "Average", "it": "Media"},
    "serve.page.pool": {"en": "Prize pool", "it": "Montepremi"},
    "serve.page.payouts": {"en": "Payouts", "it": "Premi"},
    "serve.page.paused": {"en": "PAUSED", "it": "IN PAUSA"},
    "serve.page.not_started": {"en": "Starting soon", "it": "Si comincia a breve"},
    "serve.page.overtime": {"en": "Last level", "it": "Ultimo livello"},
    "serve.page.reconnecting": {
        "en": "Connection lost: reconnecting…",
        "it": "Connessione persa: mi riconnetto…",
    },
    "serve.page.hand_for_hand": {"en": "HAND FOR HAND", "it": "MANO PER MANO"},
    "serve.page.hand": {"en": "Hand {n}", "it": "Mano {n}"},
    "serve.page.finished": {"en": "Tournament over", "it": "Torneo concluso"},
    "serve.page.deal": {"en": "Deal", "it": "Accordo"},
    "serve.page.play_for": {"en": "Left to play for", "it": "Ancora in palio"},
    "serve.page.place": {"en": "Place", "it": "Posizione"},
    "serve.page.prize": {"en": "Prize", "it": "Premio"},
    "serve.page.won_by": {"en": "Won by", "it": "Vinto da"},
    "serve.page.name": {"en": "Name", "it": "Nome"},
    "serve.page.busted_by": {"en": "Eliminated by", "it": "Eliminato da"},
    "serve.page.table": {"en": "Table", "it": "Tavolo"},
    "serve.page.seat": {"en": "Seat", "it": "Posto"},
    "serve.page.minutes": {"en": "Minutes", "it": "Minuti"},
    "serve.page.structure": {"en": "Structure", "it": "Struttura"},
    "serve.page.results": {"en": "Results", "it": "Classifica"},
    "serve.page.seats": {"en": "Find your seat", "it": "Trova il tuo posto"},
    "serve.page.search": {"en": "Type your name", "it": "Scrivi il tuo nome"},
    "serve.page.no_match": {
        "en": "No player by that name",
        "it": "Nessun giocatore con questo nome",
    },
    "serve.page.unseated": {"en": "not seated yet", "it": "non ancora seduto"},
    "serve.page.clock": {"en": "Clock", "it": "Orologio"},
    "serve.page.remote": {"en": "Remote", "it": "Telecomando"},
    "serve.page.pin": {"en": "PIN", "it": "PIN"},
    "serve.page.device": {"en": "This phone's name", "it": "Nome di questo telefono"},
    "serve.page.pair": {"en": "Pair", "it": "Abbina"},
    "serve.page.paired_as": {"en": "Paired as {name}", "it": "Abbinato come {name}"},
    "serve.page.forget": {"en": "Unpair", "it": "Disabbina"},
    "serve.page.pause": {"en": "Pause", "it": "Pausa"},
    "serve.page.resume": {"en": "Resume", "it": "Riprendi"},
    "serve.page.next_level": {"en": "Next level", "it": "Livello successivo"},
    "serve.page.previous_level": {"en": "Previous level", "it": "Livello precedente"},
    "serve.page.add_minute": {"en": "+1 min", "it": "+1 min"},
    "serve.page.remove_minute": {"en": "−1 min", "it": "−1 min"},
    "serve.page.bust": {"en": "Bust", "it": "Eliminazione"},
    "serve.page.who_busts": {"en": "Who is out?", "it": "Chi è eliminato?"},
    "serve.page.eliminator": {"en": "Eliminated by", "it": "Eliminato da"},
    "serve.page.nobody": {"en": "(nobody)", "it": "(nessuno)"},
    "serve.page.chips": {"en": "Chip count", "it": "Conteggio chip"},
    "serve.page.record": {"en": "Record", "it": "Registra"},
    "serve.page.cancel": {"en": "Cancel", "it": "Annulla"},
    "serve.page.done": {"en": "Done", "it": "Fatto"},
    "serve.page.choose_table": {"en": "Your table", "it": "Il tuo tavolo"},
    "serve.page.confirm_bust": {
        "en": "Record {name} out, eliminated by {by}?",
        "it": "Registrare {name} eliminato da {by}?",
    },
}
