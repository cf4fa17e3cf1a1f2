"""The projector's break line with the chip set known: the bank's chips and the race's rule."""

import pytest

from director.structures import loads_structure
from director.structures.chipset import ChipSet
from director.tournament import Settings, Tournament
from tests.helpers.main_window import advance, answer_start_question
from ui.document import Document
from ui.main_window import MainWindow

STRUCTURE = (
    "name: B\nstarting_stack: 1000\nlevel_minutes: 10\nlevels:\n"
    "  - blinds: 10-20\n  - break: 5\n    color_up: [5]\n  - blinds: 20-40\n"
)


@pytest.mark.parametrize(
    ("chipset", "said"),
    [
        (
            ChipSet.parse("5:400,25:400,100:300"),
            # Ten stacks of 10 × 5 (50 each): 500 in 5s, twenty 25s from the bank.
            "Break: colour up the 5 chips; the bank brings 20 × 25; race: at most one per player",
        ),
        (None, "Break: colour up the 5 chips"),  # no chip set: the chips alone
    ],
)
def test_the_break_line_says_what_the_bank_brings(
    qtbot, fake_time, speaker, tmp_path, chipset, said
):
    s = loads_structure(STRUCTURE)
    settings = Settings(name="B", chipset=chipset)
    t = Tournament.create(tmp_path / "b.director", s, settings, time=fake_time)
    for i in range(10):
        t.entrants.register(f"Player {i}")
    w = MainWindow(Document(t), speaker)
    qtbot.addWidget(w)
    qtbot.addWidget(w.projector)
    w.controller.start()
    answer_start_question(w)  # nobody is seated: the window asks first
    advance(w, fake_time, 600)
    assert w.controller.view().is_break
    w.projector.compose()
    assert w.projector.texts["announcement"] == said
    t.close()
