"""The structure editor checks as the director types, with the same messages as the CLI."""

from PySide6.QtCore import Qt

from director.structures import check_file, load_structure, shipped_structures
from ui.setup.structure_editor import COLUMNS, StructureEditor

COL = {key: i for i, (key, _title) in enumerate(COLUMNS)}


def make(qtbot, name="club-50.yaml", lang="en"):
    editor = StructureEditor(lang)
    qtbot.addWidget(editor)
    path = next(p for p in shipped_structures() if p.name == name)
    editor.set_structure(load_structure(path), path)
    return editor


def messages(editor):
    return [editor.messages.item(i).text() for i in range(editor.messages.count())]


def test_every_shipped_structure_round_trips_through_the_editor(qtbot):
    for path in shipped_structures():
        editor = make(qtbot, path.name)
        result = editor.validate()
        assert result.ok, messages(editor)
        assert result.structure.entries == load_structure(path).entries
        assert editor.apply_button.isEnabled()


def test_a_mistake_is_reported_on_its_row_and_blocks_use(qtbot):
    editor = make(qtbot)
    model = editor.model
    model.setData(model.index(2, COL["blinds"]), "60-30")
    text = messages(editor)
    assert any("level 3: big blind 30 is below the small blind 60" in m for m in text)
    assert any(m.startswith(f"{editor.path}:") and ": error: " in m for m in text)
    assert 2 in model.problems
    assert not editor.apply_button.isEnabled()
    # clicking the message selects the row it is about
    item = next(
        editor.messages.item(i)
        for i in range(editor.messages.count())
        if "below" in editor.messages.item(i).text()
    )
    editor.messages.itemClicked.emit(item)
    assert editor.table.selectionModel().selectedRows()[0].row() == 2
    model.setData(model.index(2, COL["blinds"]), "30-60")
    assert editor.apply_button.isEnabled()
    assert model.problems == {}


def test_the_same_messages_as_structure_check(qtbot, tmp_path):
    editor = make(qtbot)
    editor.model.setData(editor.model.index(0, COL["minutes"]), "-5")
    editor.stack_edit.setText("lots")
    bad = tmp_path / "bad.yaml"
    bad.write_text(editor.yaml_text(), encoding="utf-8")
    editor.path = bad
    editor.validate()
    shown = messages(editor)
    expected = [str(d) for d in check_file(bad).diagnostics]
    assert shown == expected
    assert any("starting_stack must be a whole number" in m for m in shown)
    assert any("minutes must be more than zero" in m for m in shown)


def test_add_move_remove_and_apply(qtbot, tmp_path):
    editor = make(qtbot, "turbo.yaml")
    editor.table.selectRow(0)
    editor.add_break()
    assert editor.model.rows[1].kind == "break"
    assert editor.validate().ok  # a 10-minute break after level 1
    editor.table.selectRow(1)
    editor._move(1)
    assert editor.model.rows[2].kind == "break"
    editor.add_level()
    assert not editor.validate().ok  # a level with no blinds yet
    row = editor.table.selectionModel().selectedRows()[0].row()
    editor.model.setData(editor.model.index(row, COL["blinds"]), "80-160")
    assert editor.validate().ok
    applied = []
    editor.apply_requested.connect(applied.append)
    qtbot.mouseClick(editor.apply_button, Qt.MouseButton.LeftButton)
    assert applied
    assert applied[0].levels[2].big_blind == 160
    editor.save(tmp_path / "mine.yaml")
    assert load_structure(tmp_path / "mine.yaml").entries == applied[0].entries
    editor.remove_selected()
    assert len(editor.model.rows) == len(applied[0].entries) - 1


def test_loading_a_broken_file_leaves_nothing_to_use_by_mistake(qtbot, tmp_path):
    editor = make(qtbot)
    assert editor.file_label.text() == "File: club-50.yaml"
    applied = []
    editor.apply_requested.connect(applied.append)
    bad = tmp_path / "broken.yaml"
    bad.write_text("name: x\nlevels: [\n", encoding="utf-8")
    result = editor.load(bad)
    assert not result.ok
    assert messages(editor)[0].startswith(f"{bad}:")
    # the old structure is gone from the table and the fields: it cannot pass for the new file
    assert editor.model.rowCount() == 0
    assert editor.table.model().rowCount() == 0
    assert editor.name_edit.text() == ""
    assert not editor.apply_button.isEnabled()
    assert editor.file_label.text().startswith("broken.yaml was not loaded: it has errors")
    editor._apply()  # even asked directly, nothing is handed to the clock
    assert applied == []
    # a good file makes it usable again, and says which file it is
    good = next(p for p in shipped_structures() if p.name == "club-50.yaml")
    assert editor.load(good).ok
    assert editor.apply_button.isEnabled()
    assert editor.file_label.text() == "File: club-50.yaml"


def test_after_a_broken_load_valid_edits_make_the_structure_usable(qtbot, tmp_path):
    editor = make(qtbot)
    bad = tmp_path / "broken.yaml"
    bad.write_text("name: x\nlevels: [\n", encoding="utf-8")
    editor.load(bad)
    editor.name_edit.setText("Built by hand")
    editor.stack_edit.setText("10000")
    editor.minutes_edit.setText("20")
    assert not editor.apply_button.isEnabled()  # no level yet
    editor.add_level()
    model = editor.model
    model.setData(model.index(0, COL["blinds"]), "50-100")
    assert editor.result is not None and editor.result.ok, messages(editor)
    assert editor.apply_button.isEnabled()
    assert editor.file_label.text() == "A new structure, not saved yet."


def test_an_italian_window_reads_the_checker_in_italian(qtbot):
    """The checker's messages come from the catalogue, in the window's language."""
    editor = make(qtbot, lang="it")
    model = editor.model
    model.setData(model.index(2, COL["blinds"]), "60-30")
    (error,) = list(editor.result.errors)
    text = messages(editor)
    assert error.text("it") in text
    assert ": errore: " in error.text("it") and error.text("it") != str(error)
    assert all(": error: " not in m and ": warning: " not in m for m in text)
    assert error.said("it") in model.problems[2]


def test_a_broken_load_is_named_in_italian(qtbot, tmp_path):
    from ui import i18n

    i18n.install("it")
    try:
        editor = make(qtbot, lang="it")
        bad = tmp_path / "rotta.yaml"
        bad.write_text("name: x\nlevels: [\n", encoding="utf-8")
        editor.load(bad)
        assert editor.file_label.text().startswith("rotta.yaml non è stato caricato")
        assert editor.apply_button.text() == "Usa questa struttura"
        assert not editor.apply_button.isEnabled()
    finally:
        i18n.install("en")
