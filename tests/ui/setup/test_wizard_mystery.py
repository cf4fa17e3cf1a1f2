"""File ▸ New tournament with mystery bounties: the prizes on the money page, drawn from a level
of the chosen structure, committed when the tournament is created."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from director.tournament import Tournament
from tests.helpers.forms import next_page, retype


def to_money_page(qtbot, w):
    retype(qtbot, w.event_section.name_edit, "Mystery night")
    next_page(qtbot, w)
    next_page(qtbot, w)
    assert w.currentPage() is w.money_page


def test_mystery_prizes_typed_in_the_wizard_are_set_with_their_committed_draw(
    wizard, qtbot, tmp_path, fake_time
):
    w = wizard
    to_money_page(qtbot, w)
    levels = len(w.structure_page.structure().levels)
    assert w.mystery.level_box.maximum() == levels  # the chosen structure's levels
    retype(qtbot, w.money.bounty_edit, "20")
    retype(qtbot, w.mystery.prizes_edit, "100x2,20x3")
    w.mystery.level_box.setValue(4)
    for _ in range(4):
        next_page(qtbot, w)
    assert w.currentPage() is w.save_page
    assert "100x2,20x3, drawn from level 4" in w.save_page.summary.text()
    retype(qtbot, w.save_page.path_edit, str(tmp_path / "mystery"))
    qtbot.mouseClick(w.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    r = w.result_values()
    with Tournament.create(r.path, r.structure, r.settings, time=fake_time) as t:
        assert t.settings.mystery == ((10000, 2), (2000, 3)) and t.settings.mystery_from == 4
        assert len(t.mystery.deck.order) == 5 and t.mystery.deck.draws == ()


def test_a_malformed_prize_list_keeps_the_wizard_on_the_money_page(wizard, qtbot):
    w = wizard
    to_money_page(qtbot, w)
    retype(qtbot, w.mystery.prizes_edit, "100 euro")
    next_page(qtbot, w)
    assert w.currentPage() is w.money_page
    assert w.money_page.message.isVisible() and "100 euro" in w.money_page.message.text()
    assert w.mystery.prizes_edit.hasFocus()
