"""Design…, in the structure editor and the wizard: a structure for the night, used or not."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from director.errors import DirectorError
from director.structures import load_structure, shipped_structures
from director.structures.design import design
from ui import i18n
from ui.setup.design_dialog import DesignDialog
from ui.setup.structure_editor import StructureEditor
from ui.setup.wizard import NewTournamentWizard


def club():
    path = next(p for p in shipped_structures() if p.name == "club-50.yaml")
    return path, load_structure(path)


def editor_with_club(qtbot, lang="en"):
    editor = StructureEditor(lang)
    qtbot.addWidget(editor)
    path, structure = club()
    editor.set_structure(structure, path)
    return editor


def asked(dialog, **changed):
    """What the dialog asks design() for, as design()'s own arguments."""
    every = dialog.break_every_spin.value()
    args = {
        "players": dialog.players_spin.value(),
        "stack": dialog.stack_spin.value(),
        "hours": dialog.hours_spin.value(),
        "level_minutes": dialog.minutes_spin.value(),
        "chips": dialog.chips(),
        "antes": dialog.antes_combo.currentData(),
        "break_every": float(every) if every else None,
        "break_minutes": dialog.break_minutes_spin.value(),
        "lang": dialog.lang,
    }
    args.update(changed)
    return args


def press_design(qtbot, dialog):
    qtbot.mouseClick(dialog.design_button, Qt.MouseButton.LeftButton)
    dialog.finish()


def test_the_defaults_come_from_the_editors_structure(qtbot):
    editor = editor_with_club(qtbot)
    dialog = editor.design()
    structure = club()[1]
    assert dialog.isVisible()
    assert dialog.players_spin.value() == 40
    assert dialog.stack_spin.value() == structure.starting_stack
    assert dialog.chips() == structure.chips
    assert dialog.minutes_spin.value() == structure.levels[0].minutes
    assert not dialog.use_button.isEnabled()  # nothing designed yet


def test_a_design_used_replaces_the_editors_structure(qtbot):
    editor = editor_with_club(qtbot)
    dialog = editor.design()
    dialog.players_spin.setValue(30)
    dialog.hours_spin.setValue(3)
    dialog.minutes_spin.setValue(15)
    dialog.break_every_spin.setValue(60)
    dialog.chips_edit.setText("25, 100, 500, 1000, 5000")
    dialog.stack_spin.setValue(20000)
    press_design(qtbot, dialog)
    expected = design(**asked(dialog))
    assert dialog.design.structure.entries == expected.structure.entries
    assert dialog.panel.estimate == expected.estimate
    # every entry in the preview, the level the estimate ends in in bold
    entries = expected.structure.entries
    assert dialog.levels.rowCount() == len(entries)
    bold = [r for r in range(len(entries)) if dialog.levels.item(r, 0).font().bold()]
    assert [dialog.levels.item(r, 0).text() for r in bold] == [str(expected.estimate.end_level)]
    assert dialog.levels.item(1, 4).text() == "0:15"
    assert any(dialog.levels.item(r, 0).text() == "Break" for r in range(len(entries)))
    assert dialog.use_button.isEnabled()
    applied = []
    editor.apply_requested.connect(applied.append)
    qtbot.mouseClick(dialog.use_button, Qt.MouseButton.LeftButton)
    result = editor.validate()
    assert result.ok
    assert result.structure.entries == expected.structure.entries
    assert result.structure.starting_stack == 20000
    assert editor.stack_edit.text() == "20000"
    assert editor.file_label.text() == "A new structure, not saved yet."
    qtbot.mouseClick(editor.apply_button, Qt.MouseButton.LeftButton)
    assert applied[0].entries == expected.structure.entries


def test_cancel_changes_nothing(qtbot):
    editor = editor_with_club(qtbot)
    before = editor.yaml_text()
    dialog = editor.design()
    dialog.hours_spin.setValue(2)
    press_design(qtbot, dialog)
    assert dialog.design is not None
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert editor.yaml_text() == before
    assert editor.file_label.text() == "File: club-50.yaml"


@pytest.mark.parametrize(("field", "value"), [("players_spin", 1), ("hours_spin", 0)])
def test_bad_input_gets_the_domains_refusal_and_changes_nothing(qtbot, field, value):
    editor = editor_with_club(qtbot)
    before = editor.yaml_text()
    dialog = editor.design()
    press_design(qtbot, dialog)  # a good design first: the refusal takes it away
    assert dialog.use_button.isEnabled()
    getattr(dialog, field).setValue(value)
    press_design(qtbot, dialog)
    with pytest.raises(DirectorError) as refused:
        design(**asked(dialog))
    assert dialog.message.text() == refused.value.text("en")
    assert "\n" not in dialog.message.text()
    assert dialog.design is None
    assert dialog.levels.rowCount() == 0
    assert dialog.panel.players_chart.median.count() == 0
    assert not dialog.use_button.isEnabled()
    dialog.buttons.accepted.emit()  # even forced, nothing is used
    assert editor.yaml_text() == before


def test_a_chip_that_is_not_a_number_is_said(qtbot):
    dialog = DesignDialog(club()[1])
    qtbot.addWidget(dialog)
    dialog.chips_edit.setText("25, cento, 500")
    press_design(qtbot, dialog)
    assert dialog.message.text() == (
        "Chips: 'cento' is not a chip value; write them like 25, 100, 500."
    )
    assert dialog.design is None
    assert not dialog.use_button.isEnabled()


def test_the_wizard_offers_the_designed_structure_chosen(qtbot):
    wizard = NewTournamentWizard(lang="en")
    qtbot.addWidget(wizard)
    page = wizard.structure_page
    count = page.list.count()
    dialog = page.design()
    dialog.hours_spin.setValue(2.5)
    press_design(qtbot, dialog)
    designed = dialog.design.structure
    qtbot.mouseClick(dialog.use_button, Qt.MouseButton.LeftButton)
    assert page.list.count() == count + 1
    assert page.structure() is designed
    assert page.list.currentItem().text() == f"{designed.name} (designed)"


def test_cancel_in_the_wizard_adds_nothing(qtbot):
    wizard = NewTournamentWizard(lang="en")
    qtbot.addWidget(wizard)
    page = wizard.structure_page
    chosen, count = page.structure(), page.list.count()
    dialog = page.design()
    press_design(qtbot, dialog)
    dialog.reject()
    assert page.list.count() == count
    assert page.structure() is chosen


@pytest.fixture
def italian(qapp):
    i18n.install("it")
    yield
    i18n.install("en")


def test_design_in_italian(qtbot, italian):
    editor = editor_with_club(qtbot, "it")
    assert editor.design_button.text() == "Progetta…"
    dialog = editor.design()
    assert dialog.windowTitle() == "Progetta una struttura"
    assert dialog.use_button.text() == "Usa questa struttura"
    dialog.hours_spin.setValue(0)
    press_design(qtbot, dialog)
    with pytest.raises(DirectorError) as refused:
        design(**asked(dialog))
    assert dialog.message.text() == refused.value.text("it")
    dialog.hours_spin.setValue(3)
    press_design(qtbot, dialog)
    assert dialog.panel.summary.text().startswith("Fine stimata: circa ")
    assert dialog.levels.horizontalHeaderItem(4).text() == "Inizio"
