"""The wizard in the Italian window: a broken file's lines and the minutes as an Italian writes."""

from __future__ import annotations

import pytest

from ui import i18n
from ui.setup.wizard import NewTournamentWizard


@pytest.fixture
def italian(qapp):
    i18n.install("it")
    yield
    i18n.install("en")


def test_a_broken_structure_is_listed_in_italian_at_its_lines(qtbot, tmp_path, italian):
    wizard = NewTournamentWizard(lang="it")
    qtbot.addWidget(wizard)
    page = wizard.structure_page
    bad = tmp_path / "rotta.yaml"
    bad.write_text(
        "name: Rotta\nstarting_stack: 1000\nlevel_minutes: 10\nlevels:\n  - blinds: 20-10\n",
        encoding="utf-8",
    )
    assert not page.load_file(bad)
    problems = [page.problems.item(i).text() for i in range(page.problems.count())]
    assert problems and all(p.startswith(f"{bad}:5:") for p in problems)
    assert any("errore" in p and "piccolo buio" in p for p in problems), problems


def test_half_minutes_are_written_with_a_comma(qtbot, tmp_path, italian):
    from director.structures import loads_structure

    wizard = NewTournamentWizard(lang="it")
    qtbot.addWidget(wizard)
    page = wizard.structure_page
    half = loads_structure(
        "name: Turbo\nstarting_stack: 1000\nlevel_minutes: 7.5\nlevels:\n"
        "  - blinds: 10-20\n  - blinds: 20-40\n"
    )
    page.preview_model.set_structure(half)
    minutes = page.preview_model.index(0, 3).data()
    assert minutes == "7,5"
