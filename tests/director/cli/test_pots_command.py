"""``director pots``: the floor tool on the command line, its JSON, its text and its refusals."""

from __future__ import annotations

import json

import pytest

from director.cli import main

#: Three players, a side pot, the aces win the main pot: the same showdown in JSON and in text.
SHOWDOWN = [
    "pots",
    "--put", "Anna=300", "Bruno=1000", "Carla=600",
    "--board", "Ah7d7c2s9h",
    "--hand", "Anna=AsAd", "Bruno=KsKd", "Carla=QcQd",
    "--button", "Carla",
]  # fmt: skip


def test_cli_json(capsys):
    status = main([*SHOWDOWN, "--json"])
    assert status == 0
    data = json.loads(capsys.readouterr().out)
    assert data["pots"] == [
        {
            "amount": 900,
            "eligible": ["Anna", "Bruno", "Carla"],
            "winners": ["Anna"],
            "shares": [900],
            "hand": "full house, aces full of sevens",
        },
        {
            "amount": 600,
            "eligible": ["Bruno", "Carla"],
            "winners": ["Bruno"],
            "shares": [600],
            "hand": "two pair, kings and sevens",
        },
    ]
    assert data["won"] == {"Anna": 900, "Bruno": 600, "Carla": 0}
    assert data["returned"] == {"Bruno": 400}


def test_cli_text_and_repeated_options(capsys):
    status = main(
        [
            "pots",
            "--put",
            "Anna=1,000",
            "--put",
            "Bruno=1000",
            "--folded",
            "Bruno",
        ]
    )
    assert status == 0
    out = capsys.readouterr().out
    assert "main pot 2000 [Anna]: won by Anna" in out
    assert "won: Anna 2000" in out


@pytest.mark.parametrize(
    ("args", "text"),
    [
        ([], "say what each player put in"),
        (["--put", "Anna"], "NAME=AMOUNT"),
        (["--put", "Anna=lots", "Bruno=1"], "whole number of chips"),
        (["--put", "Anna=10", "Bruno=10", "--board", "ZZ"], "is not a card"),
        (["--put", "Anna=10", "Bruno=10", "--hand", "Anna=AsAd", "Anna=KsKd"], "given twice"),
        (["--put", "Anna=10", "Bruno=10", "--button", "Zoe"], "--put Zoe=AMOUNT"),
    ],
)
def test_cli_errors_are_one_line(args, text, capsys):
    status = main(["pots", *args])
    err = capsys.readouterr().err
    assert status == 1
    assert err.count("\n") == 1
    assert err.startswith("director: error: ")
    assert text in err


def test_cli_text_in_italian(capsys):
    status = main(
        [
            *SHOWDOWN,
            "--lang",
            "it",
        ]
    )
    assert status == 0
    assert capsys.readouterr().out.splitlines() == [
        "piatto principale 900 [Anna, Bruno, Carla]: vince Anna (full di assi e sette)",
        "piatto laterale 1 600 [Bruno, Carla]: vince Bruno (doppia coppia, re e sette)",
        "puntata non chiamata restituita a Bruno: 400",
        "vincite: Anna 900, Bruno 600",
    ]


def test_cli_errors_in_italian(capsys):
    status = main(["pots", "--put", "Anna=lots", "Bruno=1", "--lang", "it"])
    assert status == 1
    assert capsys.readouterr().err == (
        "director: errore: Anna ha messo 'lots': indica un numero intero di chip, per esempio 1500\n"
    )


def test_the_odd_chip_choices_are_the_engines():
    from director.cli.pots import ODD_CHIP_RULES
    from director.engine.pots import OddChipRule

    assert tuple(OddChipRule) == ODD_CHIP_RULES


def test_odd_chip_biggest_bet_from_the_command_line(capsys):
    from director.cli import main

    argv = ["pots", "--put", "Anna=1001", "Bruno=2001", "Carla=2001", "--folded", "Carla",
        "--board", "5h6d7cKs2c", "--hand", "Anna=8s9s", "Bruno=8c9h", "--button", "Carla"]  # fmt: skip
    assert main(argv) == 0
    assert "won by Anna 1502, Bruno 1501" in capsys.readouterr().out
    assert main([*argv, "--odd-chip", "biggest_bet"]) == 0
    assert "won by Bruno 1502, Anna 1501" in capsys.readouterr().out


def test_a_showdown_on_three_board_cards_is_refused(capsys):
    from director.cli import main

    status = main(["pots", "--put", "Anna=100", "Bruno=100", "--board", "AhKdQc",
        "--hand", "Anna=AsKs", "Bruno=QdQh"])  # fmt: skip
    out, err = capsys.readouterr()
    assert status == 1 and out == ""
    assert err.startswith("director: error: a hold'em showdown is settled on the five board")
