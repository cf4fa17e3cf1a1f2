"""The club's command line (``director club``, ``director league``) and its CSV files.

Keys are ``club.cli.*``: what a command says it did, the columns of its tables (also the
header of the standings' CSV, in the language asked), the summary of a league's rule, and the
refusals that are the command line's own (a flag's value, a CSV cell).
"""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    # -- what a command did ------------------------------------------------------------------------
    "club.cli.created": {
        "en": "created the club file {path}",
        "it": "creato il file del circolo {path}",
    },
    "club.cli.added": {
        "en": "added {name} (player {id})",
        "it": "aggiunto {name} (giocatore {id})",
    },
    "club.cli.edited": {
        "en": "changed {name} (player {id})",
        "it": "modificato {name} (giocatore {id})",
    },
    "club.cli.merged": {
        "en": "merged {other} into {kept}: the results are all {kept}'s now",
        "it": "unito {other} a {kept}: ora i risultati sono tutti di {kept}",
    },
    "club.cli.undone": {"en": "undone: {action}", "it": "annullato: {action}"},
    "club.cli.imported": {
        "en": "{added} players added from {file}; {skipped} skipped (the club has them already)",
        "it": "{added} giocatori aggiunti da {file}; {skipped} saltati (il circolo li ha già)",
    },
    "club.cli.no_players": {
        "en": "the club has no players yet: director club add-player CLUB NAME, or "
        "director club import CLUB FILE.csv",
        "it": "il circolo non ha ancora giocatori: director club add-player CIRCOLO NOME, o "
        "director club import CIRCOLO FILE.csv",
    },
    "club.cli.player_line": {
        "en": "{name}: {events} events, {cashes} cashes, {wins} wins, net {net}",
        "it": "{name}: {events} tornei, {cashes} a premio, {wins} vittorie, netto {net}",
    },
    "club.cli.no_history": {
        "en": "{name} has played no tournament in the club yet",
        "it": "{name} non ha ancora giocato tornei del circolo",
    },
    "club.cli.league_created": {
        "en": "created the league {name}: {rule}",
        "it": "creato il campionato {name}: {rule}",
    },
    "club.cli.counted": {
        "en": "{tournament} ({date}, {entries} entries) counted in {league}",
        "it": "{tournament} ({date}, {entries} iscrizioni) contato in {league}",
    },
    "club.cli.matched": {
        "en": "club players ({count}): {names}",
        "it": "giocatori del circolo ({count}): {names}",
    },
    "club.cli.new_players": {
        "en": "new to the club ({count}): {names}",
        "it": "nuovi nel circolo ({count}): {names}",
    },
    "club.cli.removed": {
        "en": "{tournament} ({date}) taken out of {league}; it stays in the players' history",
        "it": "{tournament} ({date}) tolto da {league}; resta nello storico dei giocatori",
    },
    "club.cli.no_leagues": {
        "en": "the club has no leagues yet: director league new CLUB NAME --points FORMULA",
        "it": "il circolo non ha ancora campionati: director league new CIRCOLO NOME "
        "--points FORMULA",
    },
    "club.cli.league_line": {
        "en": "{name}: {count} tournaments; {rule}",
        "it": "{name}: {count} tornei; {rule}",
    },
    "club.cli.no_standings": {
        "en": "{league} has no results yet: director league add CLUB {league} TOURNAMENT_FILE",
        "it": "{league} non ha ancora risultati: director league add CIRCOLO {league} FILE_TORNEO",
    },
    "club.cli.exported": {
        "en": "wrote the standings of {count} players to {path}",
        "it": "salvata la classifica di {count} giocatori in {path}",
    },
    "club.cli.yes": {"en": "yes", "it": "sì"},
    "club.cli.no": {"en": "no", "it": "no"},
    # -- the league's rule in words (the command line and the sheet) -----------------------------
    "club.cli.rule.formula": {"en": "points = {formula}", "it": "punti = {formula}"},
    "club.cli.rule.table": {
        "en": "points by place from a table ({places} places listed, others {others})",
        "it": "punti per posto da una tabella ({places} posti elencati, gli altri {others})",
    },
    "club.cli.rule.best": {
        "en": "best {best} results count",
        "it": "contano i migliori {best} risultati",
    },
    "club.cli.rule.minimum": {
        "en": "ranked from {minimum} events",
        "it": "in classifica da {minimum} tornei",
    },
    "club.cli.rule.attendance": {
        "en": "{points} points per event played",
        "it": "{points} punti per torneo giocato",
    },
    "club.cli.rule.knockout": {
        "en": "{points} points per knock-out",
        "it": "{points} punti per eliminazione",
    },
    "club.cli.rule.ties": {
        "en": "ties: more wins, then the better best finish, more cashes, more events",
        "it": "a pari punti: più vittorie, poi il miglior piazzamento, più premi, più tornei",
    },
    # -- columns (text tables, the standings' CSV, JSON aside) -------------------------------------
    "club.cli.col.id": {"en": "No.", "it": "N."},
    "club.cli.col.rank": {"en": "Rank", "it": "Pos."},
    "club.cli.col.name": {"en": "Name", "it": "Nome"},
    "club.cli.col.nickname": {"en": "Nickname", "it": "Soprannome"},
    "club.cli.col.member": {"en": "Member", "it": "Tessera"},
    "club.cli.col.active": {"en": "Active", "it": "Attivo"},
    "club.cli.col.events": {"en": "Events", "it": "Tornei"},
    "club.cli.col.counted": {"en": "Counted", "it": "Contati"},
    "club.cli.col.cashes": {"en": "Cashes", "it": "Premi"},
    "club.cli.col.itm": {"en": "ITM %", "it": "ITM %"},
    "club.cli.col.wins": {"en": "Wins", "it": "Vittorie"},
    "club.cli.col.best": {"en": "Best", "it": "Migliore"},
    "club.cli.col.paid_in": {"en": "Buy-ins", "it": "Iscrizioni"},
    "club.cli.col.prizes": {"en": "Prizes", "it": "Vincite"},
    "club.cli.col.net": {"en": "Net", "it": "Netto"},
    "club.cli.col.roi": {"en": "ROI %", "it": "ROI %"},
    "club.cli.col.bounties": {"en": "Bounties", "it": "Taglie"},
    "club.cli.col.last_played": {"en": "Last played", "it": "Ultimo torneo"},
    "club.cli.col.points": {"en": "Points", "it": "Punti"},
    "club.cli.col.date": {"en": "Date", "it": "Data"},
    "club.cli.col.tournament": {"en": "Tournament", "it": "Torneo"},
    "club.cli.col.place": {"en": "Place", "it": "Posto"},
    "club.cli.col.entries": {"en": "Entries", "it": "Iscritti"},
    "club.cli.col.prize": {"en": "Prize", "it": "Premio"},
    # -- refusals of the command line ---------------------------------------------------------------
    "club.cli.flag": {"en": "{flag}: {refusal}", "it": "{flag}: {refusal}"},
    "club.cli.err.points": {
        "en": "{flag}: {text!r} is not a number of points (write e.g. 5 or 2.5)",
        "it": "{flag}: {text!r} non è un numero di punti (scrivi es. 5 o 2.5)",
    },
    "club.cli.err.player_id": {
        "en": "{text!r} is not a player's number: see director club players CLUB",
        "it": "{text!r} non è il numero di un giocatore: vedi director club players CIRCOLO",
    },
    "club.cli.err.nothing_to_change": {
        "en": "nothing to change; give an option such as --name or --nickname",
        "it": "niente da cambiare; indica un'opzione come --name o --nickname",
    },
    "club.cli.err.csv_active": {
        "en": "{file}: line {line}: active is {value!r}: write yes or no",
        "it": "{file}: riga {line}: attivo è {value!r}: scrivi sì o no",
    },
    "club.cli.err.csv_player": {
        "en": "{file}: line {line}: {refusal}",
        "it": "{file}: riga {line}: {refusal}",
    },
    "club.cli.err.csv_write": {
        "en": "cannot write {file} ({reason}); nothing was written",
        "it": "impossibile scrivere {file} ({reason}); non è stato scritto nulla",
    },
}
