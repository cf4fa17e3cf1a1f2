"""Estimate, in the structure editor and the wizard: the end the model expects, and its plots."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt

from director.errors import DirectorError
from director.structures import load_structure, shipped_structures
from director.structures.estimate import estimate
from tests.helpers.entrants import seeded
from tests.helpers.worker import worker_held
from ui import i18n
from ui.setup.estimate_view import EstimateDialog
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


def hm(minutes):
    whole = round(minutes)
    return whole // 60, whole % 60


def test_the_editor_estimates_its_structure_as_the_model_does(qtbot):
    editor = editor_with_club(qtbot)
    qtbot.mouseClick(editor.estimate_button, Qt.MouseButton.LeftButton)
    dialog = editor.findChild(EstimateDialog, "estimateDialog")
    assert dialog is not None and dialog.isVisible()
    dialog.finish()
    _path, structure = club()
    expected = estimate(structure, 40)
    assert dialog.players_spin.value() == 40
    assert dialog.stack_spin.value() == structure.starting_stack
    assert dialog.panel.estimate == expected
    h, m = hm(expected.minutes)
    lo_h, lo_m = hm(expected.low)
    hi_h, hi_m = hm(expected.high)
    level = next(lv for lv in structure.levels if lv.number == expected.end_level)
    assert dialog.panel.summary.text() == (
        f"Estimated end: about {h} h {m:02d} min (10-90 %: {lo_h} h {lo_m:02d} – "
        f"{hi_h} h {hi_m:02d}), in level {expected.end_level} "
        f"({level.small_blind:,} / {level.big_blind:,})"
    )


def test_the_plots_hold_the_median_and_the_range_of_each_curve(qtbot):
    editor = editor_with_club(qtbot)
    dialog = editor.estimate()
    dialog.finish()
    expected = estimate(club()[1], 40)
    for chart, curve in (
        (dialog.panel.players_chart, expected.players_left_curve),
        (dialog.panel.stack_chart, expected.average_bb_curve),
    ):
        assert chart.median.count() == len(curve) > 10
        assert chart.band.upperSeries().count() == len(curve)
        assert chart.band.lowerSeries().count() == len(curve)
        assert chart.chart().series() == [chart.band, chart.median, chart.end]
        for i in (0, len(curve) // 2, len(curve) - 1):
            minute, median, low, high = curve[i]
            assert chart.median.at(i).x() == pytest.approx(minute / 60)
            assert chart.median.at(i).y() == pytest.approx(median)
            assert chart.band.lowerSeries().at(i).y() == pytest.approx(low)
            assert chart.band.upperSeries().at(i).y() == pytest.approx(high)
        # the dashed line stands at the estimated end, across the plot
        assert [p.x() for p in chart.end.points()] == [pytest.approx(expected.minutes / 60)] * 2


def test_the_shaded_range_outlives_the_windows_references_to_its_edges(qtbot):
    # A closed window's Python side can go before its Qt side; the range must still be drawn
    # from live edges, not freed memory (the next window opened used to crash).
    editor = editor_with_club(qtbot)
    dialog = editor.estimate()
    dialog.finish()
    chart = dialog.panel.players_chart
    points = chart.band.upperSeries().count()
    del chart.low, chart.high
    gc.collect()
    assert chart.band.upperSeries().count() == chart.band.lowerSeries().count() == points > 10
    assert not chart.grab().isNull()


def test_a_bigger_field_and_rebuys_are_estimated_again(qtbot):
    editor = editor_with_club(qtbot)
    dialog = editor.estimate()
    dialog.finish()
    shorter = dialog.panel.estimate
    dialog.players_spin.setValue(80)
    dialog.rebuys_spin.setValue(10)
    dialog.hands_spin.setValue(25)
    dialog.finish()
    expected = estimate(club()[1], 80, rebuys=10, hands_per_hour=25)
    assert dialog.panel.estimate == expected
    assert expected.minutes > shorter.minutes


def test_the_estimate_runs_off_the_gui_thread(qtbot):
    editor = editor_with_club(qtbot)
    with worker_held():
        dialog = editor.estimate()
        assert dialog.busy
        assert dialog.panel.summary.text() == "Estimating…"
        dialog.players_spin.setValue(60)  # asked for while one runs: estimated after it
    dialog.finish()
    assert not dialog.busy
    assert dialog.panel.estimate == estimate(club()[1], 60)


def test_one_player_gets_the_domains_refusal_and_no_plot(qtbot):
    editor = editor_with_club(qtbot)
    dialog = editor.estimate()
    dialog.finish()
    dialog.players_spin.setValue(1)
    dialog.finish()
    with pytest.raises(DirectorError) as refused:
        estimate(club()[1], 1)
    assert dialog.panel.message.text() == refused.value.text("en")
    assert dialog.panel.message.isVisibleTo(dialog)
    assert dialog.panel.estimate is None
    assert dialog.panel.players_chart.median.count() == 0
    assert dialog.panel.stack_chart.band.upperSeries().count() == 0
    dialog.players_spin.setValue(30)  # mended: the estimate is back, the refusal gone
    dialog.finish()
    assert dialog.panel.estimate == estimate(club()[1], 30)
    assert not dialog.panel.message.isVisibleTo(dialog)


def test_a_structure_too_short_for_the_field_says_so(qtbot):
    editor = editor_with_club(qtbot)
    dialog = editor.estimate()
    dialog.players_spin.setValue(5000)
    dialog.finish()
    assert dialog.panel.estimate is None
    assert "add levels" in dialog.panel.message.text()


def test_estimate_is_off_while_the_structure_has_errors(qtbot):
    editor = editor_with_club(qtbot)
    assert editor.estimate_button.isEnabled()
    editor.stack_edit.setText("lots")
    assert not editor.estimate_button.isEnabled()
    assert editor.estimate() is None


def test_the_tournaments_entries_are_the_players_estimated(qtbot, main_window):
    seeded(main_window.document.tournament, 12)
    editor = main_window.structure_editor
    assert editor.players() == 12
    dialog = editor.estimate()
    dialog.finish()
    assert dialog.players_spin.value() == 12
    assert dialog.stack_spin.value() == main_window.document.tournament.structure.starting_stack
    dialog.close()


def test_the_wizard_estimates_the_structure_chosen(qtbot):
    wizard = NewTournamentWizard(lang="en")
    qtbot.addWidget(wizard)
    page = wizard.structure_page
    turbo = next(i for i, s in enumerate(page.structures) if s.name == "Turbo")
    page.list.setCurrentRow(turbo)
    dialog = page.estimate()
    dialog.finish()
    assert dialog.structure is page.structures[turbo]
    assert dialog.panel.estimate == estimate(page.structures[turbo], 40)
    assert "Turbo" in dialog.windowTitle()


@pytest.fixture
def italian(qapp):
    i18n.install("it")
    yield
    i18n.install("en")


def test_the_estimate_in_italian(qtbot, italian):
    editor = editor_with_club(qtbot, "it")
    assert editor.estimate_button.text() == "Stima"
    dialog = editor.estimate()
    dialog.finish()
    expected = estimate(club()[1], 40)
    h, m = hm(expected.minutes)
    assert dialog.panel.summary.text().startswith(f"Fine stimata: circa {h} h {m:02d} min (")
    assert f"al livello {expected.end_level} (" in dialog.panel.summary.text()
    assert dialog.panel.players_chart.chart().title() == "Giocatori rimasti"
    assert dialog.panel.stack_chart.median.name() == "Mediana"
    dialog.players_spin.setValue(1)
    dialog.finish()
    assert dialog.panel.message.text() == "un torneo richiede almeno 2 giocatori (indicati: 1)"


def test_the_wizard_says_each_structures_end_for_a_club_evening(qtbot):
    with worker_held():
        wizard = NewTournamentWizard(lang="en")
        qtbot.addWidget(wizard)
        page = wizard.structure_page
        assert "Estimated end with 40 players: estimating…" in page.about.text()
    page.background.wait()
    club_50 = page.structure()
    expected = estimate(club_50, 40)
    h, m = hm(expected.minutes)
    said = f"Estimated end with 40 players: about {h} h {m:02d} min, in level {expected.end_level}"
    assert said in page.about.text()
    turbo = next(i for i, s in enumerate(page.structures) if s.name == "Turbo")
    page.list.setCurrentRow(turbo)
    page.background.wait()
    assert said not in page.about.text()
    assert f"level {estimate(page.structures[turbo], 40).end_level}" in page.about.text()
    page.list.setCurrentRow(0)  # said again at once, not estimated again
    assert said in page.about.text()
    assert not page.background.polling
