"""Where a sheet goes: a path written whole or not at all, a file object, or the bytes."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest

from director.errors import DirectorError
from director.reports import render_payouts, render_results
from tests.helpers.reports import payout_sheet, results_sheet


def test_output_to_a_path_a_file_object_or_bytes(tmp_path: Path) -> None:
    data = results_sheet(30)
    pdf = render_results(data)
    out = tmp_path / "results.pdf"
    assert render_results(data, out) == out
    assert out.read_bytes() == pdf
    assert render_results(data, str(out)) == out  # a string path; replaced whole
    buf = io.BytesIO()
    assert render_results(data, buf) == pdf
    assert buf.getvalue() == pdf
    assert sorted(p.name for p in tmp_path.iterdir()) == ["results.pdf"]  # no temporary left


def test_output_problems_are_one_line_and_leave_nothing_behind(tmp_path: Path) -> None:
    data = payout_sheet(10)
    with pytest.raises(DirectorError, match=r"the folder .*missing.* does not exist") as info:
        render_payouts(data, tmp_path / "missing" / "p.pdf")
    assert info.value.key == "sheet.err.no_folder"
    assert "la cartella" in info.value.text("it") and "non esiste" in info.value.text("it")
    with pytest.raises(DirectorError, match="it is a folder") as info:
        render_payouts(data, tmp_path)
    assert info.value.key == "sheet.err.is_folder"
    if os.name == "posix" and os.geteuid() != 0:
        locked = tmp_path / "locked"
        locked.mkdir()
        locked.chmod(0o500)
        try:
            with pytest.raises(DirectorError, match="cannot write"):
                render_payouts(data, locked / "p.pdf")
        finally:
            locked.chmod(0o700)
    assert [p.name for p in tmp_path.iterdir() if p.is_file()] == []
    with pytest.raises(DirectorError, match="unknown language"):
        render_payouts(data, lang="de")
    with pytest.raises(DirectorError, match="unknown paper size"):
        render_payouts(data, paper="legal")


def test_a_failed_write_removes_its_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full_disk(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    out = tmp_path / "p.pdf"
    with pytest.raises(DirectorError) as info:
        render_payouts(payout_sheet(10), out)
    assert str(info.value) == f"cannot write {out}: No space left on device"
    assert info.value.key == "sheet.err.write"
    assert list(tmp_path.iterdir()) == []
