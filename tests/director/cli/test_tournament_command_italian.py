"""The tournament commands speak the director's language: ``--lang it`` before or after the
command, or the environment's; the JSON is the same in every language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.helpers.tournament_cli import Cli


@pytest.fixture
def evening(tournament_cli: Cli, friday: Path) -> Path:
    """The Friday tournament a little way in: five players seated, one out, stacks counted."""
    cli, file = tournament_cli, friday
    for name in ("Mario Rossi", "Anna Bianchi", "Nicolò D'Angelo", "Luca Verdi", "Giulia"):
        cli("register", file, name)
    cli("seat", file)
    cli("bust", file, "Mario Rossi", "--by", "Anna Bianchi")
    cli("chips", file, "Anna Bianchi", "2500", "Nicolò", "1250", "Luca", "1000", "Giulia", "250")
    return file


def _italian_show(out: str) -> None:
    lines = out.splitlines()
    assert lines[0] == "Venerdì"
    assert lines[1] == "Orologio: livello 1 (10-20), mancano 10:00, non iniziato"
    assert lines[2] == "Ingressi 5 (5 giocatori), rimasti 4; rebuy 0, add-on 0"
    assert lines[3] == "Montepremi € 100; commissioni € 25"
    assert lines[4] == "Taglie: € 5 per ingresso, € 25 accantonate, € 5 già vinte"
    assert lines[5].startswith("Chip in gioco 5.000; media 1.250 (62,5 BB); chip leader Anna")
    assert lines[6].startswith("Premi: 1. € ")
    assert lines[8].split() == [
        "#", "Nome", "Stato", "Pos.", "Tavolo", "Posto", "Chip", "Premio", "Taglie"
    ]  # fmt: skip
    assert "Mario Rossi                  eliminato     5" in out
    assert "Anna Bianchi                 in gioco " in out
    assert "2.500" in out


def test_lang_it_before_the_command(tournament_cli: Cli, evening: Path) -> None:
    _italian_show(tournament_cli("--lang", "it", "show", evening))


def test_lang_it_after_the_command(tournament_cli: Cli, evening: Path) -> None:
    _italian_show(tournament_cli("show", evening, "--lang", "it"))


def test_lang_it_from_the_environment(
    tournament_cli: Cli, evening: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    _italian_show(tournament_cli("show", evening))
    assert tournament_cli("show", evening, "--lang", "en").startswith("Venerdì\nClock: level 1")


def test_the_actions_say_what_they_did_in_italian(
    tournament_cli: Cli, friday: Path, tmp_path: Path
) -> None:
    def cli(*argv: object) -> str:
        return tournament_cli(*argv, "--lang", "it")

    file = friday
    assert cli("register", file, "Mario Rossi") == (
        "Iscritto Mario Rossi (ingresso #1, ancora senza posto): incassare € 30, consegnare 1.000 chip\n"
    )
    cli("register", file, "Anna Bianchi")
    assert cli("seat", file).startswith("Tavolo ")
    assert cli("clock", file, "start") == "Livello 1: 10-20, mancano 10:00, in corso\n"
    assert cli("bust", file, "Mario Rossi", "--by", "Anna") == (
        "Mario Rossi eliminato in posizione 2 da Anna Bianchi\n"
    )
    assert cli("undo", file) == "Annullato: eliminazione di Mario Rossi\n"
    assert cli("redo", file) == "Ripetuto: eliminazione di Mario Rossi\n"
    assert cli("chips", file, "Anna", "1200") == (
        "Anna Bianchi: 1.200\nChip leader: Anna Bianchi 1.200\n"
    )
    assert cli("tournament", "tables", file).startswith("Tavolo 1: ")
    assert cli("balance", file) == "I tavoli sono bilanciati\n"
    assert cli("payouts", file).splitlines() == [
        "Montepremi € 40 per 2 ingressi, posti pagati: 1",
        "   1.          € 40  100,0%",
    ]
    assert cli("export", file, tmp_path / "out.csv") == (
        f"Iscritti esportati in {tmp_path / 'out.csv'}: 2\n"
    )


def test_numbers_and_money_the_italian_way(
    tournament_cli: Cli, small_structure: Path, tmp_path: Path
) -> None:
    path = tmp_path / "sabato.director"
    out = tournament_cli("--lang", "it", "tournament", "new", path, "--structure", small_structure,
                         "--buy-in", "1250,50", "--fee", "2,5%", "--name", "Sabato")  # fmt: skip
    assert out == (
        f"Creato {path}: Sabato, Small, buy-in € 1.250,50 (2,5% del montepremi), 1.000 chip, "
        "tavoli: 0\n"
    )
    out = tournament_cli(
        "icm", "--stacks", "5000,3000,2000", "--prizes", "500,300,200", "--lang", "it"
    )
    assert out.splitlines()[0] == "Giocatore 1:        5.000 chip ( 50,0%)  equity 383,93"


def test_refusals_are_one_italian_line(tournament_cli: Cli, friday: Path) -> None:
    cli, file = tournament_cli, friday
    cli("register", file, "Mario Rossi")
    assert cli("--lang", "it", "bust", file, "Zorro", ok=False) == (
        "director: errore: nessun iscritto si chiama Zorro; controlla il nome o usa il numero "
        "d'ingresso (n. 1 è Mario Rossi)\n"
    )
    assert cli("register", file, "mario rossi", "--lang", "it", ok=False) == (
        "director: errore: mario rossi è già iscritto; per un'altra persona con lo stesso nome "
        'aggiungi --nickname SOPRANNOME, per la stessa persona usa: director reenter FILE "mario '
        'rossi"\n'
    )
    # The command line's own refusals too.
    assert cli("--lang", "it", "chips", file, "Mario Rossi", ok=False) == (
        "director: errore: indica coppie NOME QUANTITÀ: chips FILE NAME AMOUNT [NAME AMOUNT ...]\n"
    )
    assert cli("--lang", "it", "tournament", "set", file, "--seats", "x", ok=False) == (
        "director: errore: --seats: ci vuole un numero intero, non 'x'\n"
    )


def test_refusals_follow_the_environment(
    tournament_cli: Cli, friday: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    assert "nessun iscritto si chiama Zorro" in tournament_cli("bust", friday, "Zorro", ok=False)
    monkeypatch.setenv("LC_ALL", "C")  # LC_ALL comes first (POSIX)
    assert "no entrant is called Zorro" in tournament_cli("bust", friday, "Zorro", ok=False)


@pytest.mark.parametrize(
    "command",
    [
        ("show", "{file}", "--json"),
        ("payouts", "{file}", "--json"),
        ("tournament", "history", "{file}", "--json"),
        ("deal", "{file}", "--json"),
        ("payouts", "--entries", "40", "--buy-in", "20", "--fee", "10%", "--json"),
        ("icm", "--stacks", "5000,3000,2000", "--prizes", "500,300,200", "--json"),
    ],
)
def test_json_is_the_same_in_every_language(
    tournament_cli: Cli, evening: Path, command: tuple[str, ...]
) -> None:
    argv = [a.format(file=evening) for a in command]
    english = tournament_cli(*argv, "--lang", "en")
    italian = tournament_cli(*argv, "--lang", "it")
    assert italian == english
    json.loads(english)


def test_a_seating_refusal_reaches_the_italian_command_line_in_italian(
    tournament_cli: Cli, evening: Path
) -> None:
    """The seating rules refuse in the catalogue's words, not in English wrapped in Italian."""
    tournament_cli("tournament", "hand-for-hand", evening, "on")
    refused = tournament_cli(
        "tournament", "hand-for-hand", evening, "next", "--lang", "it", ok=False
    )
    assert refused.startswith("director: errore: ")
    assert "la mano 1 è ancora in gioco (tavoli: " in refused
    assert "still being played" not in refused
    english = tournament_cli("tournament", "hand-for-hand", evening, "next", ok=False)
    assert "hand 1 is still being played at table" in english
