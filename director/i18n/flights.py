"""Flights and day 2: merging the flights into a new day-2 file, and why a merge is refused."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    "flights.action.merged": {
        "en": "day 2 made from {count} flight(s)",
        "it": "day 2 creato da {count} flight",
    },
    "flights.day2_name": {"en": "{name} – Day 2", "it": "{name} – Day 2"},
    "flights.err.none": {
        "en": "no flight given: name the flights' files after the day-2 file",
        "it": "nessun flight indicato: scrivi i file dei flight dopo il file del day 2",
    },
    "flights.err.exists": {
        "en": "{path} already exists: day 2 is always a new file; choose another name",
        "it": "{path} esiste già: il day 2 è sempre un file nuovo; scegli un altro nome",
    },
    "flights.err.twice": {
        "en": "{flight} is the same flight as {other}: give each flight once",
        "it": "{flight} è lo stesso flight di {other}: indica ogni flight una volta sola",
    },
    "flights.err.currency": {
        "en": "{first} is in {first_currency} and {other} in {other_currency}: "
        "the flights of one day 2 share a currency",
        "it": "{first} è in {first_currency} e {other} in {other_currency}: "
        "i flight di un day 2 hanno la stessa valuta",
    },
    "flights.err.structure": {
        "en": "{first} and {other} have different levels or starting stacks: "
        "the flights of one day 2 play one structure",
        "it": "{first} e {other} hanno livelli o stack iniziali diversi: "
        "i flight di un day 2 giocano la stessa struttura",
    },
    "flights.err.deal": {
        "en": "{flight} recorded a deal: its prizes were shared out, it cannot go on to a day 2",
        "it": "{flight} ha registrato un accordo: i premi sono stati divisi, "
        "non può proseguire in un day 2",
    },
    "flights.err.format": {
        "en": "{flight} has {format} bounties, which day 2 does not carry over yet: "
        "merge flights with no bounty, a fixed one or a progressive one",
        "it": "{flight} ha bounty {format}, che il day 2 non riporta ancora: "
        "unisci flight senza bounty, con bounty fisso o progressivo",
    },
    "flights.err.progressive": {
        "en": "{first} and {other} have different bounties, one progressive and one fixed: "
        "the flights of one day 2 share the bounty",
        "it": "{first} e {other} hanno bounty diversi, uno progressivo e uno fisso: "
        "i flight di un day 2 hanno lo stesso bounty",
    },
    "flights.err.bounty": {
        "en": "{first} and {other} have different bounties: the flights of one day 2 "
        "share the bounty",
        "it": "{first} e {other} hanno bounty diversi: i flight di un day 2 hanno lo stesso bounty",
    },
    "flights.err.uncounted": {
        "en": "no chip count for {names}: count their stacks (director chips FILE NAME AMOUNT) "
        "and merge again",
        "it": "manca il conteggio chip di {names}: conta i loro stack "
        "(director chips FILE NOME QUANTITÀ) e unisci di nuovo",
    },
    "flights.err.no_survivors": {
        "en": "no player is left in the flights: there is nobody to bring to day 2",
        "it": "nei flight non è rimasto nessun giocatore: non c'è nessuno da portare al day 2",
    },
    "flights.err.ambiguous": {
        "en": "{names} of {flight} would be one player on day 2 (same name, or same club id): "
        "give one of them a nickname in that flight and merge again",
        "it": "{names} di {flight} sarebbero un solo giocatore al day 2 (stesso nome o stesso "
        "id del club): dai a uno dei due un soprannome in quel flight e unisci di nuovo",
    },
    "flights.cli.made": {
        "en": "{path}: day 2 of {flights} flight(s): {entries} entries, {players} players, "
        "pool {pool}; {survivors} players on {tables} table(s), seats drawn",
        "it": "{path}: day 2 di {flights} flight: {entries} ingressi, {players} giocatori, "
        "montepremi {pool}; {survivors} giocatori su {tables} tavoli, posti sorteggiati",
    },
    "flights.cli.given_up": {
        "en": "{name} survived more than one flight: keeps {kept} chips, gives up {dropped}",
        "it": "{name} ha superato più di un flight: tiene {kept} chip, lascia {dropped}",
    },
    "flights.show.flight": {
        "en": "From flight {name}: {path} ({entries} entries, {survivors} to day 2)",
        "it": "Dal flight {name}: {path} ({entries} ingressi, {survivors} al day 2)",
    },
}
