"""File ▸ New tournament on a 1366×768 laptop: every page fits one size that never jumps, and
the structure preview says how many levels it leaves out."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QFormLayout, QWidget

from director.structures import load_structure, loads_structure, shipped_structures
from tests.helpers.structures import structure
from ui import i18n
from ui.common import sizes
from ui.common.sizes import FRAME, LAPTOP
from ui.setup.settings import SettingsDialog
from ui.setup.wizard import NewTournamentWizard
from ui.setup.wizard_pages import PREVIEW_ROWS


@pytest.fixture(params=["en", "it"])
def language(request, qapp):
    """The windows in English, then in Italian (English again afterwards)."""
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


@pytest.fixture
def laptop(monkeypatch):
    """The screen of a 1366×768 laptop with its task bar (the offscreen screen is another size)."""
    monkeypatch.setattr(sizes, "available", lambda _widget: LAPTOP)


def fits(size: QSize, room: QSize = LAPTOP) -> bool:
    return size.width() <= room.width() and size.height() <= room.height()


def wrapped(page: QWidget) -> list[str]:
    """The form rows of ``page`` whose field went under its label for want of width."""
    found = []
    for form in page.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            if label is None or field is None or label.widget() is None:
                continue
            text = label.widget()
            if text.isVisible() and field.geometry().top() >= text.geometry().bottom():
                found.append(text.text())
    return found


def test_every_page_fits_one_size_that_never_changes(laptop, language, qtbot):
    wizard = NewTournamentWizard(language)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.waitExposed(wizard)
    size = wizard.size()
    assert size == sizes.WIZARD
    assert fits(size + FRAME)  # with its title bar, on the laptop's screen
    wizard.event_section.name_edit.setText("Venerdì")
    seen = []
    while True:
        page = wizard.currentPage()
        seen.append(page)
        assert wizard.size() == size, f"{type(page).__name__} resized the wizard"
        # the page has the room it asks for: nothing squeezed, no field pushed under its label
        assert fits(page.sizeHint(), page.size()), type(page).__name__
        assert not wrapped(page), type(page).__name__
        assert fits(wizard.minimumSizeHint(), size)
        if page is wizard.save_page:
            break
        wizard.next()
    assert seen == list(wizard.pages)


def test_the_settings_dialog_fits_the_laptop(laptop, language, document, qtbot):
    dialog = SettingsDialog(document)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.size() == sizes.SETTINGS
    assert fits(dialog.size() + FRAME)
    for i in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(i)
        tab = dialog.tabs.widget(i)
        assert fits(tab.sizeHint(), tab.size()), dialog.tabs.tabText(i)
        assert not wrapped(tab), dialog.tabs.tabText(i)


def test_the_preview_says_how_many_levels_follow(language, qtbot):
    wizard = NewTournamentWizard(language)
    qtbot.addWidget(wizard)
    page = wizard.structure_page
    club = page.structure()
    assert club.name == "Club 50" and len(club.levels) == 25
    model = page.preview_model
    assert model.rowCount() == PREVIEW_ROWS + 1
    last = model.data(model.index(PREVIEW_ROWS, 0))
    assert last == ("… and 15 more levels" if language == "en" else "… e altri 15 livelli")
    assert page.preview.columnSpan(PREVIEW_ROWS, 0) == 4  # across the whole table
    assert model.data(model.index(PREVIEW_ROWS - 1, 0)) == "10"
    # breaks are not levels: the deep stack shows 10 entries (two breaks) of 26 levels
    deep = next(p for p in shipped_structures() if p.name == "deep-stack.yaml")
    model.set_structure(load_structure(deep))
    shown = sum(1 for row in model.rows[:PREVIEW_ROWS] if row[0].isdigit())
    assert shown < PREVIEW_ROWS
    rest = 26 - shown
    words = f"… and {rest} more levels" if language == "en" else f"… e altri {rest} livelli"
    assert model.rows[-1][0] == words


def test_a_short_structure_is_shown_whole(qtbot):
    wizard = NewTournamentWizard("en")
    qtbot.addWidget(wizard)
    model = wizard.structure_page.preview_model
    levels = "\n".join(f"- blinds: {10 * n}-{20 * n}" for n in range(1, PREVIEW_ROWS + 1))
    model.set_structure(loads_structure(structure(levels)))
    assert model.rowCount() == PREVIEW_ROWS and model.more == ""
    one_more = levels + f"\n- blinds: {10 * (PREVIEW_ROWS + 1)}-{20 * (PREVIEW_ROWS + 1)}"
    model.set_structure(loads_structure(structure(one_more)))
    assert model.rows[-1][0] == "… and one more level"
