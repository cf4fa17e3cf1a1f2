"""``director report ...``: the sheets from the command line, exit codes, one-line errors,
and the languages of the sheet and of the messages."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from director.cli import main
from tests.helpers import reports
from tests.helpers.reports import EVENT, pdf_pages, pdf_reader, structure_path

Files = Callable[[str], Path]


@pytest.fixture(scope="module")
def tournament_files(tmp_path_factory: pytest.TempPathFactory) -> Files:
    """Tournament files made once for these tests: ``running`` (40 entrants, 13 left)."""
    return reports.tournament_files(tmp_path_factory.mktemp("tournaments"))


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["report", *argv])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("sheet", ["payouts", "results", "seating", "structure"])
def test_each_sheet_from_a_tournament_file(
    sheet: str, tournament_files: Files, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / f"{sheet}.pdf"
    status, stdout, err = run(capsys, sheet, str(tournament_files("running")), "--pdf", str(out))
    assert (status, err) == (0, "")
    assert stdout == f"wrote {out}\n"
    pages = pdf_pages(out.read_bytes())
    assert EVENT in pages[0]
    title = {"payouts": "MONTEPREMI", "results": "CLASSIFICA", "seating": "POSTI A SEDERE"}
    assert pages[0].startswith(title.get(sheet, "STRUTTURA DEI BUI"))


def test_language_paper_and_start_time(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "s.pdf"
    yaml = str(structure_path("club-50"))
    args = ["structure", yaml, "--pdf", str(out), "--lang", "en", "--paper", "letter"]
    status, _, err = run(capsys, *args, "--start", "20:30")
    assert (status, err) == (0, "")
    reader = pdf_reader(out.read_bytes())
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)
    page = reader.pages[0].extract_text()
    assert page.startswith("BLIND STRUCTURE\nClub 50")
    assert "Starts" in page and "20:30\n" in page and "20:40\n" in page


def test_seating_options(
    tournament_files: Files, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(tournament_files("running"))
    cards = tmp_path / "cards.pdf"
    assert run(capsys, "seating", path, "--pdf", str(cards), "--cards-only")[0] == 0
    pages = pdf_pages(cards.read_bytes())
    assert all("TAVOLO" in p for p in pages) and "Per tavolo" not in "".join(pages)
    listing = tmp_path / "list.pdf"
    args = ["seating", path, "--pdf", str(listing), "--no-cards", "--by-name"]
    assert run(capsys, *args)[0] == 0
    text = "".join(pdf_pages(listing.read_bytes()))
    assert "Per tavolo" in text and "In ordine alfabetico" in text and "TAVOLO" not in text


def test_pdf_to_standard_output(
    tournament_files: Files, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    status = main(["report", "payouts", str(tournament_files("running")), "--pdf", "-"])
    out, err = capsysbinary.readouterr()
    assert (status, err) == (0, b"")
    assert out.startswith(b"%PDF-") and b"wrote" not in out
    assert "MONTEPREMI" in pdf_pages(out)[0]


def one_line_error(status: int, stdout: str, err: str, lang: str = "en") -> str:
    assert status == 1
    assert stdout == ""
    said = {"en": "director: error: ", "it": "director: errore: "}[lang]
    assert err.startswith(said) and err.count("\n") == 1, err
    assert "Traceback" not in err
    return err


def test_missing_damaged_and_wrong_kinds_of_files(
    tournament_files: Files, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out.pdf"
    pdf = ["--pdf", str(out)]
    err = one_line_error(*run(capsys, "results", str(tmp_path / "nope.director"), *pdf))
    assert "there is no such file" in err

    damaged = tmp_path / "damaged.director"
    damaged.write_bytes(tournament_files("running").read_bytes()[:3000])
    err = one_line_error(*run(capsys, "payouts", str(damaged), *pdf))
    assert "damaged" in err and "backup" in err

    yaml = str(structure_path())
    err = one_line_error(*run(capsys, "payouts", yaml, *pdf))
    assert "not a tournament" in err and "blind structure" in err

    picture = tmp_path / "logo.png"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    err = one_line_error(*run(capsys, "structure", str(picture), *pdf))
    assert "neither a tournament file nor a blind structure" in err
    err = one_line_error(*run(capsys, "seating", str(picture), *pdf))
    assert "not a tournament file" in err

    bad = tmp_path / "bad.yaml"
    bad.write_text("name: Broken\ngame: nlhe\nstarting_stack: 1000\nlevels:\n  - blinds: ten\n")
    err = one_line_error(*run(capsys, "structure", str(bad), *pdf))
    assert f"{bad}:5:" in err  # FILE:LINE:COLUMN

    err = one_line_error(*run(capsys, "results", str(tmp_path), *pdf))
    assert "folder" in err
    assert not out.exists()


def test_output_folder_missing(
    tournament_files: Files, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = tmp_path / "t.director"
    shutil.copy(tournament_files("running"), copy)
    out = tmp_path / "no" / "such" / "folder" / "p.pdf"
    err = one_line_error(*run(capsys, "payouts", str(copy), "--pdf", str(out)))
    assert "does not exist" in err


def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    yaml = str(structure_path())
    for argv in (
        ["report", "structure", yaml, "--pdf", "x.pdf", "--start", "25:00"],
        ["report", "payouts", yaml],  # no --pdf
        ["report", "results", yaml, "--pdf", "x.pdf", "--lang", "fr"],
        ["report", "menu", yaml, "--pdf", "x.pdf"],
    ):
        with pytest.raises(SystemExit) as exc:
            main(argv)
        assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "'25:00' is not a time of day; write it as HH:MM" in err
    assert "the following arguments are required: --pdf" in err


def test_without_lang_the_sheet_is_italian_and_the_messages_follow_the_environment(
    tournament_files: Files,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    out = tmp_path / "p.pdf"
    path = str(tournament_files("running"))
    status, stdout, err = run(capsys, "payouts", path, "--pdf", str(out))
    assert (status, stdout, err) == (0, f"wrote {out}\n", "")  # the tests' environment: C
    assert pdf_pages(out.read_bytes())[0].startswith("MONTEPREMI")
    missing = tmp_path / "none" / "p.pdf"
    err = one_line_error(*run(capsys, "payouts", path, "--pdf", str(missing)))
    assert (
        err
        == f"director: error: cannot write {missing}: the folder {missing.parent} does not exist\n"
    )

    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    status, stdout, err = run(capsys, "results", path, "--pdf", str(out))
    assert (status, stdout, err) == (0, f"salvato {out}\n", "")
    assert pdf_pages(out.read_bytes())[0].startswith("CLASSIFICA")
    status, stdout, err = run(capsys, "payouts", path, "--pdf", str(missing))
    assert (status, stdout) == (1, "")
    assert err == (
        f"director: errore: impossibile scrivere {missing}: la cartella {missing.parent} "
        "non esiste\n"
    )


def test_lang_chooses_the_sheet_and_the_messages(
    tournament_files: Files,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = str(tournament_files("running"))
    out = tmp_path / "p.pdf"
    status, stdout, err = run(capsys, "payouts", path, "--pdf", str(out), "--lang", "it")
    assert (status, stdout, err) == (0, f"salvato {out}\n", "")
    assert pdf_pages(out.read_bytes())[0].startswith("MONTEPREMI")
    yaml = structure_path()
    err = one_line_error(
        *run(capsys, "payouts", str(yaml), "--pdf", str(out), "--lang", "it"), "it"
    )
    assert err == (
        f"director: errore: {yaml}: questo è un file di testo (una struttura dei bui?), non un "
        "torneo; il foglio payouts si stampa da un file di torneo\n"
    )

    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    status, stdout, err = run(capsys, "results", path, "--pdf", str(out), "--lang", "en")
    assert (status, stdout, err) == (0, f"wrote {out}\n", "")
    assert pdf_pages(out.read_bytes())[0].startswith("RESULTS")
    err = one_line_error(*run(capsys, "results", path, "--pdf", str(tmp_path), "--lang", "en"))
    assert "it is a folder" in err


def test_lang_before_the_command_works_as_after_it(
    tournament_files: Files, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "s.pdf"
    path = str(tournament_files("running"))
    status = main(["--lang", "en", "report", "seating", path, "--pdf", str(out), "--no-cards"])
    stdout, err = capsys.readouterr()
    assert (status, stdout, err) == (0, f"wrote {out}\n", "")
    assert pdf_pages(out.read_bytes())[0].startswith("SEATING")
    status = main(
        ["--lang", "it", "report", "seating", str(tmp_path / "none.director"), "--pdf", str(out)]
    )
    stdout, err = capsys.readouterr()
    assert status == 1 and err.startswith("director: errore: ")
    # Typed after the command it wins, as the nearer option does for every command.
    status = main(["--lang", "it", "report", "results", path, "--pdf", str(out), "--lang", "en"])
    stdout, err = capsys.readouterr()
    assert (status, stdout) == (0, f"wrote {out}\n")
    assert pdf_pages(out.read_bytes())[0].startswith("RESULTS")


def test_a_bad_start_time_is_said_in_the_environments_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    yaml = str(structure_path())
    with pytest.raises(SystemExit) as exc:
        main(["report", "structure", yaml, "--pdf", "x.pdf", "--start", "8 di sera"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "'8 di sera' non è un orario; scrivilo come HH:MM, per esempio 20:30" in err


def test_the_sheet_languages_are_the_sheets_own() -> None:
    from director.cli.report import SHEET_LANGS
    from director.reports import LANGS

    assert SHEET_LANGS == LANGS


def test_a_tournament_command_does_not_load_the_sheets(tmp_path: Path) -> None:
    """reportlab is loaded by the commands that print, not by every ``director`` command."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from director.cli import main\n"
        "status = main(['tournament', 'new', sys.argv[1], '--buy-in', '20+5'])\n"
        "status = status or main(['register', sys.argv[1], 'Mario Rossi'])\n"
        "print(status, 'reportlab' in sys.modules, 'director.reports' in sys.modules)\n"
    )
    top = Path(__file__).resolve().parents[3]
    done = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "t.director")],
        capture_output=True,
        text=True,
        cwd=top,
        check=True,
    )
    assert done.stdout.splitlines()[-1] == "0 False False"
