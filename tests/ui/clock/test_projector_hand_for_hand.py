"""Hand-for-hand play on the projector: the room sees the state and the hand being played."""

from __future__ import annotations

from tests.helpers.projector import projector_at, settle
from tests.helpers.tables import room
from ui.clock.layout import cap_height
from ui.clock.projector import HAND


def shown(projector) -> str | None:
    settle()
    projector.compose()
    return projector.texts.get("hand")


def test_hand_for_hand_and_its_hand_are_on_the_projector(main_window, qtbot):
    w, t = main_window, main_window.tournament
    room(t, players=30, tables=4)
    w.controller.start()
    projector = projector_at(w, qtbot, 1280, 720)
    assert shown(projector) is None

    w.document.act(t.seating.set_hand_for_hand, True)
    assert shown(projector) == "HAND FOR HAND · Hand 1"
    # prominent: larger than the level line, dark on a bright banner across the screen
    assert cap_height(projector.fonts["hand"]) > cap_height(projector.fonts["level"])
    image = projector.grab().toImage()
    banner = projector.boxes["hand"]
    assert image.pixelColor(5, int(banner.center().y())) == HAND

    for table in t.seating.still_playing()[:-1]:
        w.document.act(t.seating.table_done, table)
    assert shown(projector) == "HAND FOR HAND · Hand 1"  # a table still plays the hand
    w.document.act(t.seating.table_done, t.seating.still_playing()[0])
    w.document.act(t.seating.next_hand)
    assert shown(projector) == "HAND FOR HAND · Hand 2"

    w.document.undo()
    assert shown(projector) == "HAND FOR HAND · Hand 1"
    w.document.act(t.seating.set_hand_for_hand, False)
    assert shown(projector) is None
    assert "hand" not in projector.boxes


def test_hand_for_hand_in_italian(qtbot, tournament, speaker):
    from ui import i18n
    from ui.document import Document
    from ui.main_window import MainWindow

    t = tournament
    room(t, players=30, tables=4)
    t.seating.set_hand_for_hand(True)
    i18n.install("it")
    try:
        w = MainWindow(Document(t, "it"), speaker, speech_engine="mock")
        qtbot.addWidget(w)
        qtbot.addWidget(w.projector)
        projector = projector_at(w, qtbot, 1080, 1920)
        assert shown(projector) == "MANO PER MANO · Mano 1"
    finally:
        i18n.install("en")
