"""File ▸ New tournament, page by page."""

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QWizard

from director.payouts import loads_payout_table, shipped_payout_tables
from director.structures import load_structure, shipped_structures
from director.tournament import AddonRules, Price, RebuyRules, Tournament
from tests.helpers.forms import next_page, retype
from ui.setup.wizard import NewTournamentWizard


def test_the_club_defaults(wizard):
    w = wizard
    assert w.currentPage() is w.event_page
    assert w.event_section.name_edit.text() == ""
    assert w.structure_page.structure().name == "Club 50"
    assert w.money.buy_in_edit.text() == "20+5"
    assert w.money.summary.text() == "A player pays €25: €20 to the prize pool, €5 to the house."
    assert w.tables.seats_spin.value() == 9
    assert w.payouts.chooser.table().name == "Club"
    assert w.payouts.rounding.cents() == 100


def test_filled_page_by_page_it_creates_a_tournament_with_those_settings(
    wizard, qtbot, tmp_path, fake_time
):
    w = wizard
    retype(qtbot, w.event_section.name_edit, "Venerdì sera")
    retype(qtbot, w.event_section.date_edit, "4/12/2026")
    retype(qtbot, w.event_section.venue_edit, "Circolo Aurora")
    next_page(qtbot, w)
    # the structure: Turbo, with a preview of its first levels
    assert w.currentPage() is w.structure_page
    turbo = next(i for i, s in enumerate(w.structure_page.structures) if s.name == "Turbo")
    item = w.structure_page.list.item(turbo)
    rect = w.structure_page.list.visualItemRect(item)
    qtbot.mouseClick(w.structure_page.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    preview = w.structure_page.preview_model
    turbo_levels = w.structure_page.structure().levels
    assert preview.data(preview.index(0, 1)) == turbo_levels[0].blinds_text
    assert "Starting stack 5,000" in w.structure_page.about.text()
    next_page(qtbot, w)
    # the money, the Italian way
    assert w.currentPage() is w.money_page
    retype(qtbot, w.money.buy_in_edit, "20,50+5")
    retype(qtbot, w.money.bounty_edit, "5")
    retype(qtbot, w.money.guarantee_edit, "1.000,00")  # 1.000 alone is ambiguous
    assert w.money.summary.text().startswith("A player pays €30.50: €20.50 to the prize pool")
    next_page(qtbot, w)
    # rebuys and add-on: suggested up to the end of the first hour (turbo: 6-minute levels)
    assert w.currentPage() is w.rules_page
    assert w.rules.late_spin.value() == 10
    w.rules.rebuy_box.setChecked(True)
    retype(qtbot, w.rules.rebuy_price, "20")
    retype(qtbot, w.rules.rebuy_chips, "5.000")
    w.rules.rebuy_max.setValue(2)
    w.rules.addon_box.setChecked(True)
    retype(qtbot, w.rules.addon_price, "10")
    retype(qtbot, w.rules.addon_chips, "7500")
    next_page(qtbot, w)
    assert w.currentPage() is w.tables_page
    w.tables.tables_spin.setValue(2)
    w.tables.seats_spin.setValue(8)
    assert w.tables_page.seats_label.text() == "2 tables × 8 seats: room for 16 players."
    next_page(qtbot, w)
    # payouts: the flat table, prizes in 5-euro notes; the preview follows
    assert w.currentPage() is w.payouts_page
    chooser = w.payouts.chooser
    flat = next(i for i in range(chooser.combo.count()) if chooser.combo.itemText(i) == "Flat")
    chooser.combo.setCurrentIndex(flat)
    chooser.combo.activated.emit(flat)
    w.payouts.rounding.setCurrentIndex(w.payouts.rounding.findData(500))
    assert "places paid" in w.payouts_page.preview.text()
    next_page(qtbot, w)
    assert w.currentPage() is w.save_page
    assert w.save_page.path_edit.text().endswith("2026-12-04 Venerdì sera.director")
    assert "Turbo" in w.save_page.summary.text()
    retype(qtbot, w.save_page.path_edit, str(tmp_path / "friday"))
    qtbot.mouseClick(w.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    assert w.result() == QWizard.DialogCode.Accepted

    r = w.result_values()
    assert r.path == tmp_path / "friday.director"
    assert r.tables == 2
    # create it as the app does (App.create), then read the file back
    t = Tournament.create(r.path, r.structure, r.settings, time=fake_time)
    t.seating.add_tables(r.tables)
    t.close()
    t = Tournament.open(r.path, time=fake_time)
    s = t.settings
    assert s.name == "Venerdì sera"
    assert s.date == "2026-12-04"
    assert s.venue == "Circolo Aurora"
    assert t.structure.name == "Turbo"
    assert s.buy_in == Price(2050, 500)
    assert s.bounty_cents == 500
    assert s.guarantee_cents == 100000
    assert s.late_registration_level == 10
    assert s.rebuy == RebuyRules(price=Price(2000), chips=5000, until_level=10, max_per_entry=2)
    assert s.addon == AddonRules(price=Price(1000), chips=7500, level=10)
    assert s.seats_per_table == 8
    assert len(t.state.tables) == 2
    flat_file = next(p for p in shipped_payout_tables() if p.name == "flat.yaml")
    assert (
        loads_payout_table(s.payout_table).brackets
        == loads_payout_table(flat_file.read_text(encoding="utf-8")).brackets
    )
    assert s.rounding_cents == 500
    t.close()


def test_an_empty_name_or_a_bad_buy_in_is_refused_with_a_message(wizard, qtbot):
    w = wizard
    next_page(qtbot, w)
    assert w.currentPage() is w.event_page
    assert w.event_page.message.isVisible()
    assert w.event_page.message.text() == (
        "Give the tournament a name; it is printed on every sheet."
    )
    assert w.event_section.name_edit.hasFocus()
    retype(qtbot, w.event_section.name_edit, "   ")
    next_page(qtbot, w)
    assert w.currentPage() is w.event_page
    retype(qtbot, w.event_section.name_edit, "Martedì")
    retype(qtbot, w.event_section.date_edit, "31/02/2026")
    next_page(qtbot, w)
    assert w.currentPage() is w.event_page
    assert "is not a date" in w.event_page.message.text()
    retype(qtbot, w.event_section.date_edit, "")
    next_page(qtbot, w)
    assert w.currentPage() is w.structure_page
    next_page(qtbot, w)
    retype(qtbot, w.money.buy_in_edit, "abc")
    assert w.money.summary.text() == "'abc' is not an amount; write it like 20 or 20,50"
    next_page(qtbot, w)
    assert w.currentPage() is w.money_page
    assert w.money_page.message.text() == "'abc' is not an amount; write it like 20 or 20,50"
    retype(qtbot, w.money.buy_in_edit, "20+5")
    retype(qtbot, w.money.fee_edit, "10%")
    next_page(qtbot, w)
    assert w.money_page.message.text() == (
        "Give the fee once: either in the buy-in (20+5) or in the fee field."
    )
    retype(qtbot, w.money.buy_in_edit, "20")
    next_page(qtbot, w)
    assert w.currentPage() is w.rules_page
    w.rules.rebuy_box.setChecked(True)
    next_page(qtbot, w)
    assert w.rules_page.message.text() == "Give the rebuy's price, or turn rebuys off."
    w.rules.rebuy_box.setChecked(False)
    next_page(qtbot, w)
    assert w.currentPage() is w.tables_page


def test_a_structure_file_is_checked_and_its_mistakes_listed(wizard, qtbot, tmp_path):
    page = wizard.structure_page
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "name: Bad\nstarting_stack: 1000\nlevel_minutes: 10\nlevels:\n  - blinds: 20-10\n",
        encoding="utf-8",
    )
    chosen = page.structure()
    assert not page.load_file(bad)
    problems = [page.problems.item(i).text() for i in range(page.problems.count())]
    assert problems and all(p.startswith(f"{bad}:") for p in problems)
    assert any("below the small blind" in p for p in problems)
    assert (
        page.message.text() == "bad.yaml has mistakes (listed above); fix them or choose another."
    )
    assert page.structure() is chosen  # nothing changed
    good = tmp_path / "mine.yaml"
    shipped = next(p for p in shipped_structures() if p.name == "deep-stack.yaml")
    good.write_text(shipped.read_text(encoding="utf-8"), encoding="utf-8")
    assert page.load_file(good)
    assert page.structure() == load_structure(good)
    assert page.list.currentItem().text() == "Deep Stack (mine.yaml)"
    assert not page.problems.isVisible()


def test_an_existing_file_is_not_overwritten(wizard, qtbot, tmp_path):
    w = wizard
    retype(qtbot, w.event_section.name_edit, "Giovedì")
    for _ in range(6):
        next_page(qtbot, w)
    assert w.currentPage() is w.save_page
    taken = tmp_path / "taken.director"
    taken.write_bytes(b"")
    retype(qtbot, w.save_page.path_edit, str(taken))
    qtbot.mouseClick(w.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    assert w.isVisible()
    assert w.save_page.message.text() == "taken.director already exists; choose another name."


def test_structure_preview_model(wizard, qtmodeltester):
    qtmodeltester.check(wizard.structure_page.preview_model)


def test_file_new_in_the_app_runs_the_wizard_and_opens_the_tournament(
    qtbot, speaker, tmp_path, monkeypatch
):
    import random

    import ui.common.recent
    from director.clock import ManualTime
    from ui.app import App

    folder = tmp_path / "Documents" / "Director"
    monkeypatch.setattr(ui.common.recent, "tournaments_dir", lambda: folder)
    app = App(speaker, "en", time=ManualTime(), rng=random.Random(3), ask=lambda t, m: None)
    app.open_at_start(new=True)
    seen = []

    def fill():
        w = QApplication.activeModalWidget()
        try:
            seen.append(w)
            retype(qtbot, w.event_section.name_edit, "Sabato")
            for _ in range(6):
                w.next()
            assert w.currentPage() is w.save_page
            w.button(QWizard.WizardButton.FinishButton).click()
        finally:
            if w is not None and w.isVisible():
                w.reject()  # never leave a modal dialog open

    QTimer.singleShot(0, fill)
    app.new_dialog()  # File ▸ New tournament (Ctrl+N)
    try:
        assert isinstance(seen[0], NewTournamentWizard)
        t = app.document.tournament
        assert t.settings.name == "Sabato"
        assert t.path.parent == folder
        assert t.path.name.endswith(" Sabato.director")
        assert len(t.state.tables) == 3  # the wizard's default
        assert app.window.windowTitle().endswith("Sabato")
    finally:
        app.window.close()
        app.document.close()
