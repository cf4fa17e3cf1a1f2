"""The structure editor checks as the director types, with the checks of the CLI said at the
rows of the table, in the window's language."""

from PySide6.QtCore import Qt

from director.structures import (
    check_file,
    editor_line,
    level_row,
    load_structure,
    loads_structure,
    shipped_structures,
)
from ui.setup.structure_editor import COLUMNS, Row, StructureEditor

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
    assert messages(editor) == [
        "Error: level 3: big blind 30 is below the small blind 60; "
        "write the small blind first: 30-60"
    ]
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


def test_the_checks_of_structure_check_said_at_the_rows(qtbot, tmp_path):
    editor = make(qtbot)
    editor.model.setData(editor.model.index(0, COL["minutes"]), "-5")
    editor.stack_edit.setText("lots")
    bad = tmp_path / "bad.yaml"
    bad.write_text(editor.yaml_text(), encoding="utf-8")
    editor.validate()
    checked = check_file(bad).diagnostics
    assert editor_line(checked[0], None) == messages(editor)[0]
    assert editor_line(checked[1], level_row(1)) == messages(editor)[1]
    assert messages(editor) == [
        "Error: starting stack must be a whole number, not the text 'lots'",
        "Error: level 1, minutes must be more than zero, not -5",
    ]


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
    # at the file's own lines (its name is in the label), not at FILE:LINE:COLUMN
    assert messages(editor)[0].startswith("Line 3: error: YAML syntax error: ")
    assert editor.messages.item(0).toolTip() == ""  # line 3 is the end: nothing written there
    bad.write_text("name: x\nstarting_stack: 100\nlevels:\n  - blinds: 5-1O\n", encoding="utf-8")
    editor.load(bad)
    assert messages(editor)[0].startswith("Line 4: error: ")
    assert editor.messages.item(0).toolTip() == "  - blinds: 5-1O"  # the line as written
    editor.load(tmp_path / "broken.yaml")
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
    said = (
        "livello 3: il grande buio 30 è sotto il piccolo buio 60; "
        "scrivi prima il piccolo buio: 30-60"
    )
    assert messages(editor) == ["Errore: " + said]
    assert model.problems[2] == [said[:1].upper() + said[1:]]


def test_italian_messages_name_the_row_and_column_not_yaml_keys(qtbot):
    editor = make(qtbot, lang="it")
    model = editor.model
    model.setData(model.index(3, COL["minutes"]), "dieci")
    model.setData(model.index(4, COL["blinds"]), "cento")
    model.setData(model.index(5, COL["ante"]), "-5")
    editor.stack_edit.setText("molte")
    assert messages(editor) == [
        "Errore: stack iniziale: deve essere un numero intero, non il testo 'molte'",
        "Errore: livello 4, minuti: deve essere un numero di minuti (come 10) o MM:SS "
        "(come \"7:30\"), non il testo 'dieci'",
        "Errore: livello 5, bui: deve essere come 10-20 (piccolo-grande), non il testo 'cento'",
        "Errore: livello 6, ante: deve essere zero o più, non -5",
    ]


def test_a_warning_is_said_at_its_row_in_italian(qtbot):
    editor = make(qtbot, lang="it")
    model = editor.model
    model.insert(2, Row(kind="break", minutes="10"))
    model.insert(3, Row(kind="break", minutes="10"))
    model.setData(model.index(4, COL["blinds"]), "25-60")
    assert editor.result.ok and editor.apply_button.isEnabled()
    assert messages(editor)[:2] == [
        "Avviso: pausa dopo il livello 2: due pause di fila",
        "Avviso: livello 3: il grande buio 60 non è il doppio del piccolo buio 25",
    ]


def test_the_tournaments_structure_is_no_file_and_its_messages_name_rows(qtbot):
    """The tournament keeps its structure as text named <tournament structure>: not a file."""
    shipped = load_structure(next(p for p in shipped_structures() if p.name == "club-50.yaml"))
    kept = loads_structure(shipped.to_yaml(), "<tournament structure>")
    editor = StructureEditor("it")
    qtbot.addWidget(editor)
    editor.set_structure(kept)
    assert editor.path is None
    assert "<" not in editor.file_label.text()
    editor.model.setData(editor.model.index(3, COL["blinds"]), "60-30")
    assert messages(editor) == [
        "Errore: livello 4: il grande buio 30 è sotto il piccolo buio 60; "
        "scrivi prima il piccolo buio: 30-60"
    ]
    assert all("<tournament structure>" not in m for m in messages(editor))


def test_minutes_with_a_decimal_comma_are_accepted_and_shown_so_in_italian(qtbot):
    editor = make(qtbot, lang="it")
    model = editor.model
    model.setData(model.index(0, COL["minutes"]), "7,5")
    model.setData(model.index(1, COL["minutes"]), "")  # the minutes per level, then
    editor.minutes_edit.setText("12,5")
    assert editor.result.ok, messages(editor)
    assert editor.result.structure.levels[0].seconds == 450
    assert editor.result.structure.levels[1].seconds == 750
    editor.set_structure(editor.result.structure)
    assert model.rows[0].minutes == "7,5"
    assert editor.minutes_edit.text() == "10"  # what most levels last
    editor.set_structure(
        loads_structure(
            "name: T\nstarting_stack: 5000\nlevel_minutes: 7.5\nlevels: [{blinds: 5-10}]"
        )
    )
    assert editor.minutes_edit.text() == "7,5"

    english = make(qtbot)
    english.set_structure(editor.result.structure)
    assert english.model.rows[0].minutes == "7.5"


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


def test_thousands_with_dots_are_thousands_in_the_italian_window(qtbot):
    """In a file 10.000 is ambiguous; typed by an Italian it can only be ten thousand."""
    editor = make(qtbot, lang="it")
    model = editor.model
    editor.stack_edit.setText("10.000")
    model.setData(model.index(9, COL["blinds"]), "1.000-2.000")
    assert editor.result.ok, messages(editor)
    assert editor.result.structure.starting_stack == 10_000
    assert editor.result.structure.levels[9].big_blind == 2_000
    english = make(qtbot)
    english.stack_edit.setText("10.000")
    assert messages(english)[0] == (
        "Error: starting stack 10.000 is ambiguous: write 10000 for 10,000 chips (no dot)"
    )


def test_a_chip_set_with_counts_survives_the_editor(qtbot):
    editor = StructureEditor("en")
    qtbot.addWidget(editor)
    counted = loads_structure(
        "name: Counted\nstarting_stack: 10000\nlevel_minutes: 10\n"
        "chips: {25: 400, 100: 600, 1000: 300}\nlevels:\n  - blinds: 25-50\n  - blinds: 50-100\n"
    )
    editor.set_structure(counted, None)
    assert editor.chips_edit.text() == "25:400, 100:600, 1000:300"
    result = editor.validate()
    assert result.ok, messages(editor)
    assert result.structure.chip_counts == ((25, 400), (100, 600), (1000, 300))


def test_names_with_a_next_line_character_survive_the_editor(qtbot):
    # YAML 1.1 reads a bare U+0085 inside quotes as a line break folded into a space.
    editor = StructureEditor("en")
    qtbot.addWidget(editor)
    named = loads_structure(
        'name: "Sera\\x85A"\nstarting_stack: 10000\nlevel_minutes: 10\nlevels:\n'
        '  - {blinds: 25-50, name: "Primo\\x85livello"}\n  - blinds: 50-100\n'
    )
    editor.set_structure(named, None)
    result = editor.validate()
    assert result.ok, messages(editor)
    assert result.structure.name == "Sera\x85A"
    assert result.structure.levels[0].name == "Primo\x85livello"
