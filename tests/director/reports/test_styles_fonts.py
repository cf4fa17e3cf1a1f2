"""The sheets' fonts: embedded in every PDF, with every letter the names use."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from director.errors import DirectorError
from director.reports import render_payouts, styles
from tests.helpers.reports import payout_sheet, pdf_pages, pdf_reader


def test_fonts_are_embedded_and_have_every_letter_used() -> None:
    data = payout_sheet(20, names=True)
    pdf = render_payouts(data, lang="it")
    reader = pdf_reader(pdf)
    fonts = reader.pages[0]["/Resources"]["/Font"]
    names = set()
    for ref in fonts.values():
        font = ref.get_object()
        assert font["/Subtype"] == "/TrueType", font  # no standard font left unembedded
        descriptor = font["/FontDescriptor"].get_object()
        assert "/FontFile2" in descriptor
        names.add(str(font["/BaseFont"]).split("+")[-1])
    assert {"DejaVuSans", "DejaVuSans-Bold"} <= names
    text = " ".join(pdf_pages(pdf)[0].split())
    for place in data.places:
        assert place.name in text
    assert "€" in text and "ì" in text and "Ż" in text


def test_a_missing_font_file_says_to_reinstall(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(styles, "_fonts_ready", threading.Event())  # as in a fresh process
    monkeypatch.setattr(styles, "package_data", lambda *parts: tmp_path.joinpath(*parts))
    with pytest.raises(DirectorError) as info:
        styles.register_fonts()
    assert info.value.key == "sheet.err.font"
    assert str(info.value).startswith(f"cannot load the font {tmp_path / 'fonts'}")
    assert str(info.value).endswith("; reinstall Director")
    assert info.value.text("it").endswith("; reinstalla Director")
