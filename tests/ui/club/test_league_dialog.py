"""New league…: the formula checked as it is typed (the domain's line with its column), a points
table file's problems at FILE:LINE:COLUMN, the options, and a refusal kept in the dialog."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox

OK = QDialogButtonBox.StandardButton.Ok


def test_the_formula_is_checked_as_it_is_typed(club_path, league_tab, qtbot):
    dialog = league_tab.new_league()
    assert dialog.formula_check.text() == "Type the points formula."
    qtbot.keyClicks(dialog.formula, "100 * os")
    assert dialog.formula_check.text().startswith("Column 7: unknown name 'os'")
    dialog.formula.setText("100 * sqrt(n) / r")
    assert dialog.formula_check.text() == "✓ The formula gives points for every place."
    dialog.formula.setText("1 / (r - 1)")  # nothing for the winner
    assert "r = 1" in dialog.formula_check.text() or "r=1" in dialog.formula_check.text()
    dialog.reject()


def test_a_new_league_with_its_options_is_made_and_chosen(club_path, league_tab):
    dialog = league_tab.new_league()
    dialog.name.setText("Inverno 2027")
    dialog.formula.setText("100 * sqrt(n) / r")
    dialog.best.setValue(8)
    dialog.minimum.setValue(3)
    dialog.attendance.setValue(2.5)
    dialog.knockout.setValue(1)
    dialog.buttons.button(OK).click()
    assert not dialog.isVisible()
    assert club_path.exists()  # the first league made the club file
    assert league_tab.choice.currentText() == "Inverno 2027"
    rule = league_tab.league.rule
    assert (rule.best, rule.minimum, str(rule.attendance), str(rule.knockout)) == (
        8,
        3,
        "2.50",
        "1.00",
    )
    assert "Each player's best 8 results count." in league_tab.rule.text()
    assert "League Inverno 2027 made." in league_tab.notice.text()


def test_a_refused_league_stays_in_the_dialog(season, league_tab):
    dialog = league_tab.new_league()
    dialog.name.setText("Inverno")  # the club has one already
    dialog.formula.setText("n - r")
    dialog.buttons.button(OK).click()
    assert dialog.isVisible()
    assert "Inverno" in dialog.message.text()
    assert [lg.name for lg in season.leagues()] == ["Inverno"]
    dialog.reject()


def test_a_points_table_files_problems_are_listed_at_their_place(club_path, league_tab, tmp_path):
    bad = tmp_path / "punti.yaml"
    bad.write_text("points:\n  1: 100\n  2: cento\n", encoding="utf-8")
    dialog = league_tab.new_league()
    assert not dialog.set_table_file(bad)
    problems = [dialog.problems.item(i).text() for i in range(dialog.problems.count())]
    assert problems and problems[0].startswith(f"{bad}:3:")
    dialog.name.setText("Tabella")
    dialog.buttons.button(OK).click()
    assert dialog.isVisible()
    assert dialog.message.text() == "Choose a points table file without errors."
    good = tmp_path / "buoni.yaml"
    good.write_text("points:\n  1: 100\n  2: 60\nothers: 5\n", encoding="utf-8")
    assert dialog.set_table_file(good)
    dialog.buttons.button(OK).click()
    assert not dialog.isVisible()
    assert "Points by place: 1: 100.00 · 2: 60.00 · others: 5.00" in league_tab.rule.text()
