"""The proposed moves as the director reads them, one sentence each."""

from PySide6.QtCore import Qt

from director.seating import Move, MoveReason
from director.tournament.model import entry_of
from tests.helpers.tables import room
from ui.tables.moves import MovesModel


def test_a_move_that_waits_for_the_button_says_so(qapp, tournament):
    t = tournament
    room(t)
    model = MovesModel()
    player = next(iter(t.state.tables[1].occupants.values()))
    waits = Move(player, 1, t.state.tables[1].seat_of(player), 2, 9, MoveReason.BALANCE, True)
    model.set_moves(t.state, (waits,))
    text = model.index(0, 0).data()
    assert text.endswith("to table 2 seat 9 (sits out until the button has passed)")
    assert "dealt in once the button has passed" in model.index(0, 0).data(
        Qt.ItemDataRole.ToolTipRole
    )


def test_moves_model_is_a_sound_model(qapp, qtmodeltester, tournament):
    t = tournament
    room(t, players=12, tables=2)
    for p in list(t.state.tables[1].occupants.values())[:3]:
        t.entrants.bust(entry_of(p))
    model = MovesModel()
    model.set_moves(t.state, tuple(t.seating.propose_final_table() or t.seating.propose_balance()))
    assert model.rowCount() > 0
    qtmodeltester.check(model)
    model.set_moves(t.state, ())
    qtmodeltester.check(model)


def test_moves_read_in_the_window_language_as_the_domain_says_them(qapp, tournament):
    t = tournament
    room(t)
    player = next(iter(t.state.tables[1].occupants.values()))
    move = Move(player, 1, t.state.tables[1].seat_of(player), 2, 9, MoveReason.BALANCE)
    model = MovesModel()
    model.set_moves(t.state, (move,), "it")
    name = t.state.label(entry_of(player))
    assert model.index(0, 0).data() == move.describe(name, "it")
    assert model.index(0, 0).data().startswith(f"Bilanciamento: {name} passa dal tavolo 1")
