"""The sheets' fonts: embedded in every PDF, with every letter the names use."""

from __future__ import annotations

import threading
import unicodedata
from dataclasses import replace
from pathlib import Path

import pytest
from reportlab.pdfbase.ttfonts import TTFont

from director.errors import DirectorError
from director.paths import package_data
from director.reports import render_payouts, render_results, render_seating, styles
from tests.helpers.reports import (
    payout_sheet,
    pdf_pages,
    pdf_reader,
    results_sheet,
    seating_sheet,
)


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


NAMES_ANY_SCRIPT = ["山田太郎", "Müller", "김민수", "やまだ はなこ", "Niccolò 李小龍 Rossi"]


def _text_by_font(pdf: bytes) -> dict[str, str]:
    """The text each font of the PDF draws, by font name (subset prefix taken off)."""
    drawn: dict[str, str] = {}

    def visit(text: str, _cm: object, _tm: object, font: object, _size: object) -> None:
        if font and text.strip():
            name = str(font["/BaseFont"]).split("+")[-1]  # type: ignore[index]
            drawn[name] = drawn.get(name, "") + text

    for page in pdf_reader(pdf).pages:
        page.extract_text(visitor_text=visit)
    return drawn


def test_cjk_names_print_with_the_embedded_fallback_font_that_has_their_glyphs() -> None:
    data = results_sheet(len(NAMES_ANY_SCRIPT))
    rows = [replace(r, name=n) for r, n in zip(data.rows, NAMES_ANY_SCRIPT, strict=True)]
    pdf = render_results(replace(data, name="Torneo 山田", rows=tuple(rows)), lang="it")
    text = pdf_pages(pdf)[0]
    for name in NAMES_ANY_SCRIPT:
        assert name in text
    by_font = _text_by_font(pdf)
    cjk = {ch for name in NAMES_ANY_SCRIPT for ch in name if ord(ch) > 0x3000}
    # Each CJK character is drawn by Droid Sans Fallback (none by DejaVu, which would print an
    # empty box), and that font has a real glyph for it.
    assert cjk <= set(by_font["DroidSansFallback"])
    assert not cjk & set(by_font["DejaVuSans"] + by_font["DejaVuSans-Bold"])
    assert "Müller" in by_font["DejaVuSans"] and "Niccolò" in by_font["DejaVuSans"]
    glyphs = TTFont("check", str(package_data("fonts", "DroidSansFallback.ttf"))).face
    assert all(glyphs.charToGlyph.get(ord(ch), 0) != 0 for ch in cjk)
    fonts = pdf_reader(pdf).pages[0]["/Resources"]["/Font"]
    for ref in fonts.values():  # embedded, so it prints on any computer and printer
        assert "/FontFile2" in ref.get_object()["/FontDescriptor"].get_object()


def test_seat_cards_and_running_headers_print_cjk_names() -> None:
    data = seating_sheet(30)
    seats = [replace(s, name=f"山田 {i}") if i % 3 == 0 else s for i, s in enumerate(data.seats)]
    pdf = render_seating(replace(data, name="Festival 東京", seats=tuple(seats)), lang="en")
    by_font = _text_by_font(pdf)
    assert {"山", "田", "東", "京"} <= set(by_font["DroidSansFallback"])
    assert "山" not in by_font["DejaVuSans-Bold"] + by_font["DejaVuSans"]


def test_text_is_cut_into_runs_of_the_font_that_has_it() -> None:
    assert styles.runs("Mario Rossi", styles.FONT) == [("Mario Rossi", styles.FONT)]
    assert styles.runs("Niccolò 李小龍 Rossi", styles.BOLD) == [
        ("Niccolò ", styles.BOLD),
        ("李小龍 ", styles.FALLBACK),
        ("Rossi", styles.BOLD),
    ]
    # DejaVu has Hebrew; drawn left to right in the order it is seen.
    assert styles.runs("שרה", styles.FONT) == [("הרש", styles.FONT)]
    assert styles.text_width("山田", styles.FONT, 10) > 0
    assert styles.markup("<b>山</b>", styles.FONT) == (
        '&lt;b&gt;<font name="DirectorFallback">山</font>&lt;/b&gt;'
    )


def test_hebrew_and_arabic_names_print_as_they_are_read() -> None:
    data = results_sheet(4)
    names = ["שרה לוי", "محمد", "Müller", "علاء"]
    rows = [replace(r, name=n) for r, n in zip(data.rows, names, strict=True)]
    pdf = render_results(replace(data, rows=tuple(rows)), lang="it")
    # pypdf reads right-to-left letters drawn left to right back into the order they are read:
    # the names come back only if they were drawn the way a reader sees them (drawn as stored,
    # "שרה" came back as "הרש").
    text = _text_by_font(pdf)["DejaVuSans"]
    assert "שרה לוי" in text
    assert "\ufee3\ufea4\ufee4\ufeaa" in text  # محمد, its letters joined
    assert "\ufecb\ufefc\ufe80" in text  # علاء, lam with alef in one ligature
    letters = unicodedata.normalize("NFKC", text)
    assert "محمد" in letters
    assert "علاء" in letters
