"""The table window, driven for real: hands dealt and played by clicks and keys, written back."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from director.cli import main as cli
from director.engine.cards import Deck, parse_cards
from director.engine.equity import pot_equity
from director.engine.phh import load
from director.table.session import read_table
from director.tournament import events as ev
from tests.helpers.entrants import answer_next_question
from tests.helpers.table import click, deck_for, key, open_window, stud_deck, table
from ui.play.counts import ChipCountsDialog
from ui.play.sessions import shot_clock_key
from ui.play.window import TableWindow


def window(qtbot, document, fake_time, decks) -> TableWindow:
    return open_window(qtbot, document, fake_time, decks)


def raise_to(qtbot, w, amount: int) -> None:
    """R, type the amount, Enter."""
    key(qtbot, w, Qt.Key.Key_R)
    assert w.controls.amount.hasFocus()
    qtbot.keyClicks(w.controls.amount, str(amount))
    qtbot.keyClick(w.controls.amount, Qt.Key.Key_Return)


def chips(t, name):
    return t.state.entries[t.entrants.find(name).id].chips


def seat_note(w, public, seat):
    scene = w.scene(public=public, now=w.now())
    return next(s for s in scene.seat_scenes if s.seat == seat)


THREE = [("Anna", 1, 1000), ("Bruno", 3, 1000), ("Carla", 5, 1000)]


def test_simple_hand_to_showdown(qtbot, tournament, document, fake_time, tmp_path):
    t = tournament
    table(t, THREE, button=5)  # Carla on the button, Anna small blind, Bruno big blind
    deck = deck_for(2, ["AhKh", "QsQd", "7c2d"], "Kd8s3c5h2s")
    w = window(qtbot, document, fake_time, [deck])
    assert (
        "Level 1" in w.deal_panel.setup_label.text() and "10/20" in w.deal_panel.setup_label.text()
    )
    commitment = deck.commitment
    assert commitment[:8] in w.deal_panel.commitment_label.text()
    assert w.scene(public=True, now=w.now()).footer.endswith(commitment)

    key(qtbot, w, Qt.Key.Key_D)  # deal
    assert w.controls.to_act_label.text() == "Carla to act: 20 to call"
    wall = w.scene(public=True, now=w.now())
    assert all(not s.face_up for s in wall.seat_scenes if s.cards)  # hidden on the wall
    assert all(s.face_up for s in w.scene(public=False, now=w.now()).seat_scenes if s.cards)
    key(qtbot, w, Qt.Key.Key_C)  # Carla calls
    click(qtbot, w.controls.call_button)  # Anna completes
    assert w.controls.call_button.text() == "Check (C)"
    key(qtbot, w, Qt.Key.Key_C)  # Bruno checks
    assert [str(c) for c in w.session.board] == ["Kd", "8s", "3c"]
    key(qtbot, w, Qt.Key.Key_C)  # Anna checks
    assert w.controls.raise_button.text() == "Bet (R)"
    assert (w.controls.amount.minimum(), w.controls.amount.maximum()) == (20, 980)
    raise_to(qtbot, w, 5)  # below the minimum bet: refused, and the bounds are given
    assert w.status_label.text() == "5 is not allowed. Bet: 20 to 980"
    assert w.controls.to_act_label.text() == "Bruno to act"
    w.controls.amount.selectAll()
    qtbot.keyClicks(w.controls.amount, "5000")  # more than his stack cannot even be typed
    assert w.controls.amount.value() <= 980
    raise_to(qtbot, w, 100)  # Bruno bets 100
    assert (
        w.pots_box.pots_label.text() == "Main pot: 160 — Anna, Bruno, Carla"
    )  # live, bets included
    key(qtbot, w, Qt.Key.Key_F)  # Carla folds
    click(qtbot, w.controls.call_button)  # Anna calls
    for _ in range(4):  # turn and river checked through
        key(qtbot, w, Qt.Key.Key_C)
    assert w.session.finished

    assert w.showdown_box.result_label.text().splitlines()[:3] == [
        "1. Anna shows A♥ K♥: pair of kings",
        "2. Bruno mucks",
        "Main pot 260: Anna 260",
    ]
    assert "Recorded in the tournament" in w.showdown_box.result_label.text()
    assert (chips(t, "Anna"), chips(t, "Bruno"), chips(t, "Carla")) == (1140, 880, 980)
    after = t.state.tables[1]
    assert (after.button, after.small_blind, after.big_blind) == (1, 3, 5)  # the button moved
    assert isinstance(t.history()[-1], ev.HandRecorded)
    # The wall shows Anna's shown cards, not Bruno's mucked ones nor Carla's folded ones.
    assert seat_note(w, True, 1).face_up
    assert not seat_note(w, True, 3).face_up
    assert seat_note(w, True, 5).cards == ()
    assert seat_note(w, False, 1).winner and seat_note(w, False, 1).won == 260
    # The deck is revealed and checks out against what was published before the deal.
    assert w.deal_panel.commitment_label.full.startswith("Hand 1: deck verified · next deck ")
    assert "verified: the deck was not changed" in w.deal_panel.commitment_full.text()
    assert w.session.history[-1].verified is True
    # The history lists the hand; the tournament's own log keeps it (no file beside it).
    model = w.history.model
    assert model.rowCount() == 1
    assert [model.index(0, c).data() for c in range(5)] == ["1", "1", "Anna", "260", "Recorded"]
    (stored,) = t.hands.played(1)
    assert stored.data["commitment"] == commitment and not stored.undone
    assert not t.path.with_suffix(".hands.jsonl").exists()


def test_three_way_all_in_with_two_side_pots(qtbot, tournament, document, fake_time):
    t = tournament
    players = [("Anna", 1, 300), ("Bruno", 2, 600), ("Carla", 3, 1000), ("Dario", 4, 2000)]
    table(t, players, button=4)  # Dario button, Anna small blind, Bruno big blind
    deck = deck_for(3, ["JsJh", "AsAh", "QsQh", "KsKh"], "2c7d9h4s3c")
    w = window(qtbot, document, fake_time, [deck])
    key(qtbot, w, Qt.Key.Key_D)
    assert w.controls.to_act_label.text() == "Carla to act: 20 to call"
    key(qtbot, w, Qt.Key.Key_A)  # Carla all-in for 1000
    key(qtbot, w, Qt.Key.Key_C)  # Dario calls 1000
    # Anna can only call, for less: raising is impossible and says why.
    assert not w.controls.raise_button.isEnabled()
    assert w.controls.raise_button.toolTip() == "Only a call is possible: it puts all the chips in."
    assert w.controls.to_act_label.text() == "Anna to act: 290 to call, all-in"
    key(qtbot, w, Qt.Key.Key_A)  # Anna all-in (a call for less)
    click(qtbot, w.controls.all_in_button)  # Bruno all-in
    assert w.session.running_out
    assert w.pots_box.pots_label.text().splitlines() == [
        "Main pot: 1,200 — Anna, Bruno, Carla, Dario",
        "Side pot 1: 900 — Bruno, Carla, Dario",
        "Side pot 2: 800 — Carla, Dario",
    ]
    # Each player's exact share of each pot he can win, pre-flop four ways, on the felt and on
    # the wall: the main pot for all four, side pot 1 without Anna, side pot 2 for Carla and Dario.
    holes = [parse_cards(h) for h in ("JsJh", "AsAh", "QsQh", "KsKh")]
    main, side1, side2 = pot_equity(holes, [(0, 1, 2, 3), (1, 2, 3), (2, 3)])
    assert seat_note(w, True, 1).chances == (f"Main {100 * main.equity(0):.1f}%",)
    assert seat_note(w, False, 3).chances == (
        f"Main {100 * main.equity(2):.1f}%",
        f"Side 1 {100 * side1.equity(2):.1f}%",
        f"Side 2 {100 * side2.equity(2):.1f}%",
    )
    for seat in (1, 2, 3, 4):
        assert seat_note(w, True, seat).face_up  # turned up for the all-in
    assert w.history.model.rowCount() == 0  # nothing to spoil before the river
    assert chips(t, "Anna") == 300  # nothing recorded before the river

    key(qtbot, w, Qt.Key.Key_N)
    assert len(w.session.board) == 3
    flop = pot_equity(holes, [(0, 1, 2, 3), (1, 2, 3), (2, 3)], w.session.board)
    assert seat_note(w, False, 2).chances[0] == f"Main {100 * flop[0].equity(1):.1f}%"
    click(qtbot, w.controls.next_button)
    seen: list[str] = []
    answer_next_question(QMessageBox.StandardButton.Yes, seen)  # Anna and Carla are out
    key(qtbot, w, Qt.Key.Key_N)
    assert w.session.finished
    assert not w.controls.next_button.isEnabled()
    assert "Carla: 3rd place, eliminated by Bruno" in seen[0]
    assert "Anna: 4th place, eliminated by Bruno" in seen[0]

    awards = [(a.amount, a.eligible, a.winners) for a in w.session.awards()]
    assert awards == [(1200, (0, 1, 2, 3), (1,)), (900, (1, 2, 3), (1,)), (800, (2, 3), (3,))]
    assert (chips(t, "Bruno"), chips(t, "Dario")) == (2100, 1800)
    s = t.state
    anna, carla = t.entrants.find("Anna"), t.entrants.find("Carla")
    assert not anna.playing and not carla.playing
    # Same-hand busts: the bigger starting stack finishes higher (TDA).
    assert (s.places[carla.id].best, s.places[anna.id].best) == (3, 4)
    assert anna.busted_by == t.entrants.find("Bruno").id
    assert "Carla is out, finishing place 3rd." in w.showdown_box.result_label.text()
    assert seat_note(w, False, 1).note == "Out: 4th"
    assert 1 not in s.tables[1].occupants and 3 not in s.tables[1].occupants


def test_split_pot_odd_chip_goes_left_of_the_button(qtbot, tournament, document, fake_time):
    t = tournament
    table(t, THREE, button=5)
    # Bruno and Carla both play the straight on the board; the smallest chip in play is 10.
    deck = deck_for(2, ["Ac4d", "2c2d", "3h3s"], "5c6d7h8s9c")
    w = window(qtbot, document, fake_time, [deck])
    key(qtbot, w, Qt.Key.Key_D)
    key(qtbot, w, Qt.Key.Key_C)  # Carla calls 20
    key(qtbot, w, Qt.Key.Key_F)  # Anna folds her small blind
    key(qtbot, w, Qt.Key.Key_C)  # Bruno checks
    for _ in range(6):
        key(qtbot, w, Qt.Key.Key_C)
    (award,) = w.session.awards()
    # 50 in 10-chips splits 20 each; the odd 10 goes to the first winner left of the button.
    assert (award.amount, award.shares) == (50, (30, 20))
    assert [w.session.hand.names[p] for p in award.winners] == ["Bruno", "Carla"]
    assert "Main pot 50 split: Bruno 30, Carla 20" in w.showdown_box.result_label.text()
    assert (chips(t, "Anna"), chips(t, "Bruno"), chips(t, "Carla")) == (990, 1010, 1000)


def test_shot_clock_checks_or_folds(qtbot, tournament, document, fake_time):
    t = tournament
    table(t, THREE, button=5)
    deck = deck_for(2, ["AhKh", "QsQd", "7c2d"], "Kd8s3c5h2s")
    w = window(qtbot, document, fake_time, [deck])
    w.controls.shot_spin.selectAll()
    qtbot.keyClicks(w.controls.shot_spin, "20")
    assert QSettings().value(shot_clock_key(document), 0, int) == 20
    key(qtbot, w, Qt.Key.Key_D)
    key(qtbot, w, Qt.Key.Key_C)  # Carla calls
    key(qtbot, w, Qt.Key.Key_C)  # Anna calls
    fake_time.advance(12)
    w.tick()
    assert w.felt.scene.shot == 8
    assert w.wall is None
    key(qtbot, w, Qt.Key.Key_W)  # the wall shows the shot clock too
    assert w.wall.felt.scene.shot == 8
    fake_time.advance(9)
    w.tick()  # Bruno's time is up and he may check: he checks
    assert w.status_label.text() == "Time! Bruno checks."
    assert len(w.session.board) == 3
    assert w.felt.scene.shot == 20  # Anna's decision starts with the full time
    raise_to(qtbot, w, 40)  # Anna bets
    key(qtbot, w, Qt.Key.Key_C)  # Bruno calls
    fake_time.advance(20)
    w.tick()  # Carla faces a bet: she folds
    assert w.status_label.text() == "Time! Carla folds."
    assert w.session.hand.folded == [False, False, True]
    w.close()
    # The shot clock is kept for the tournament: a new window starts with it.
    again = TableWindow(document, 1, time_source=fake_time)
    qtbot.addWidget(again)
    assert again.controls.shot_spin.value() == 20


def test_undo_from_the_main_window_takes_the_hand_back(qtbot, main_window, tournament, fake_time):
    t = tournament
    table(t, THREE, button=5)
    w = main_window.open_table(1)
    qtbot.addWidget(w)
    assert main_window.open_table(1) is w  # one window per table
    w.now = fake_time
    decks = [deck_for(2, ["AhKh", "QsQd", "7c2d"], "Kd8s3c5h2s")]
    w.session.deck_factory = lambda: decks.pop(0) if decks else Deck(random.Random(2))
    w.session._deck = None
    w.refresh()
    click(qtbot, w.deal_panel.deal_button)
    click(qtbot, w.controls.fold_button)  # Carla folds
    click(qtbot, w.controls.fold_button)  # Anna folds: Bruno wins the blinds
    assert (chips(t, "Anna"), chips(t, "Bruno"), chips(t, "Carla")) == (990, 1010, 1000)
    assert t.state.tables[1].button == 1
    assert main_window.undo_action.iconText() == "Undo hand at table 1"

    main_window.activateWindow()
    qtbot.keyClick(main_window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (chips(t, "Anna"), chips(t, "Bruno"), chips(t, "Carla")) == (1000, 1000, 1000)
    assert t.state.tables[1].button == 5
    assert w.history.model.index(0, 4).data() == "Undone"
    assert w.status_label.text() == "Hand 1 was taken back: the stacks are as before it."
    assert w.deal_panel.deal_button.isEnabled()  # the table can deal again
    main_window.redo_action.trigger()
    assert chips(t, "Bruno") == 1010
    assert w.history.model.index(0, 4).data() == "Recorded"


def test_phh_export_replays(qtbot, tournament, document, fake_time, tmp_path, capsys):
    t = tournament
    table(t, THREE, button=5)
    deck = deck_for(2, ["AhKh", "QsQd", "7c2d"], "Kd8s3c5h2s")
    w = window(qtbot, document, fake_time, [deck])
    key(qtbot, w, Qt.Key.Key_D)
    raise_to(qtbot, w, 60)  # Carla raises to 60
    key(qtbot, w, Qt.Key.Key_C)  # Anna calls
    raise_to(qtbot, w, 200)  # Bruno re-raises to 200
    key(qtbot, w, Qt.Key.Key_F)  # Carla folds
    key(qtbot, w, Qt.Key.Key_A)  # Anna all-in
    key(qtbot, w, Qt.Key.Key_C)  # Bruno calls
    for _ in range(2):
        key(qtbot, w, Qt.Key.Key_N)
    answer_next_question(QMessageBox.StandardButton.Yes, [])  # Bruno is out
    key(qtbot, w, Qt.Key.Key_N)
    played = w.selected_hand()
    assert played is w.session.history[-1]
    path = tmp_path / "hand.phh"
    assert w.export_phh(played, path)
    assert w.status_label.text() == f"Hand 1 exported to {path}"
    history = load(path)
    assert history.players == ("Anna", "Bruno", "Carla")  # from the left of the button
    assert cli(["hand", "replay", "--json", str(path)]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["finishing_stacks"] == [2060, 0, 940]
    assert replayed["pots"] == [{"amount": 2060, "winners": ["Anna"]}]
    assert (chips(t, "Anna"), chips(t, "Carla")) == (2060, 940)


def test_history_model_and_counts(qtbot, qtmodeltester, tournament, document, fake_time):
    t = tournament
    t.seating.add_tables(1, seats=6)
    for name, seat in (("Anna", 2), ("Bruno", 4)):
        t.entrants.register(name, seat=False)
        t.seating.seat(name, 1, seat)
    w = window(qtbot, document, fake_time, [])
    # No button yet: the window asks for it; the director picks a seat.
    assert "Where is the button?" in w.deal_panel.setup_label.text()
    assert not w.deal_panel.deal_button.isEnabled()
    assert w.deal_panel.button_row.isVisible()
    w.deal_panel.button_combo.setCurrentIndex(1)
    click(qtbot, w.findChild(type(w.deal_panel.deal_button), "setButton"))
    assert t.state.tables[1].button == 4
    assert not w.deal_panel.button_row.isVisible()
    # Never counted: they start from what their entry bought, marked on the felt.
    setup = read_table(t, 1)
    assert [(p.chips, p.counted) for p in setup.players] == [(10000, False), (10000, False)]
    assert seat_note(w, False, 2).estimated
    dialog = ChipCountsDialog(setup, w)
    dialog.spins[t.entrants.find("Anna").id].setValue(12000)
    dialog.accept()
    assert w.apply_counts(dialog.counts())
    assert (chips(t, "Anna"), chips(t, "Bruno")) == (12000, 10000)
    assert not seat_note(w, False, 2).estimated
    # Heads-up: the button posts the small blind and acts first before the flop.
    key(qtbot, w, Qt.Key.Key_D)
    assert w.controls.to_act_label.text() == "Bruno to act: 10 to call"
    assert seat_note(w, False, 4).marks == ("D", "SB")
    key(qtbot, w, Qt.Key.Key_F)
    assert w.session.finished
    qtmodeltester.check(w.history.model)
    assert w.history.model.rowCount() == 1


@pytest.mark.parametrize("lang", ["it"])
def test_hand_names_in_the_window_language(qtbot, tournament, fake_time, lang):
    from ui.document import Document

    t = tournament
    table(t, THREE, button=5)
    document = Document(t, lang=lang)
    deck = deck_for(2, ["AhKh", "QsQd", "7c2d"], "Kd8s3c5h2s")
    w = window(qtbot, document, fake_time, [deck])
    key(qtbot, w, Qt.Key.Key_D)
    for k in (Qt.Key.Key_C, Qt.Key.Key_C, Qt.Key.Key_C):
        key(qtbot, w, k)
    for _ in range(9):
        if w.session.finished:
            break
        key(qtbot, w, Qt.Key.Key_C)
    assert "coppia di re" in w.showdown_box.result_label.text()


def test_a_stud_level_is_dealt_as_stud(qtbot, tmp_path, fake_time, capsys):
    from director.structures import load_structure, shipped_structures_dir
    from director.tournament import Settings, Tournament
    from ui.document import Document

    structure = load_structure(shipped_structures_dir() / "stud.yaml")
    t = Tournament.create(
        tmp_path / "stud.director", structure, Settings(name="Stud"), time=fake_time
    )
    table(t, THREE, button=2)  # the button is kept for the flop games; stud deals from seat 1
    document = Document(t)
    deck = stud_deck(
        [
            ["Ac", "7c", "9c", "Ad", "6d", "9s", "Kh", "2c", "9d"],  # two down, the door card up
            ["??", "Ks", "3c", "9h"],  # fourth street: a burn, one up each
            ["??", "7s", "4h"],
            ["??", "8d", "5s"],
            ["??", "Qc", "Jc"],  # seventh street, down
        ]
    )
    w = window(qtbot, document, fake_time, [deck])
    assert "Ante 5 · Bring-in 10 · Bets 25/50" in w.deal_panel.setup_label.text()
    key(qtbot, w, Qt.Key.Key_D)
    assert w.controls.to_act_label.text() == "Bruno has the low card: bring in 10 or complete"
    wall = {s.seat: s for s in w.scene(public=True, now=w.now()).seat_scenes}
    assert wall[1].faces == (False, False, True)  # the room sees the door card only
    assert [str(c) for c in wall[1].cards][2] == "Kh"
    assert w.scene(public=True, now=w.now()).board_slots == 0
    assert not w.controls.fold_button.isEnabled()  # the bring-in cannot fold
    key(qtbot, w, Qt.Key.Key_C)  # Bruno brings in 10
    assert w.controls.raise_button.text() == "Complete to 25 (R)"
    key(qtbot, w, Qt.Key.Key_R)  # Carla completes
    key(qtbot, w, Qt.Key.Key_C)  # Anna calls 25
    key(qtbot, w, Qt.Key.Key_C)  # Bruno calls
    # Fourth street: Anna's open kings act first and may bet the small or the big bet.
    assert w.controls.to_act_label.text() == "Anna to act"
    assert w.controls.bounds_label.text() == "Either 25 or 50 (an open pair allows the big bet)"
    raise_to(qtbot, w, 40)
    assert w.status_label.text().startswith("40 is not allowed. Either 25 or 50")
    w.controls.amount.selectAll()
    qtbot.keyClicks(w.controls.amount, "50")
    qtbot.keyClick(w.controls.amount, Qt.Key.Key_Return)
    key(qtbot, w, Qt.Key.Key_F)  # Bruno folds
    key(qtbot, w, Qt.Key.Key_C)  # Carla calls
    for _ in range(6):
        key(qtbot, w, Qt.Key.Key_C)
    assert w.session.finished
    lines = w.showdown_box.result_label.text().splitlines()
    assert lines[0] == "1. Anna shows A♣ A♦ K♥ K♠ 7♠ 8♦ Q♣: two pair, aces and kings"
    assert lines[1] == "2. Carla shows 9♣ 9♠ 9♦ 9♥ 4♥ 5♠ J♣: four of a kind, nines"
    assert (chips(t, "Anna"), chips(t, "Bruno"), chips(t, "Carla")) == (920, 970, 1110)
    assert t.state.tables[1].button == 2  # frozen during stud
    path = tmp_path / "stud.phh"
    assert w.export_phh(w.selected_hand(), path)
    assert load(path).variant == "F7S"
    assert cli(["hand", "replay", "--json", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["finishing_stacks"] == [920, 970, 1110]
    t.close()
