"""The new-tournament wizard, shown, as the setup tests drive it."""

import pytest

from ui.setup.wizard import NewTournamentWizard


@pytest.fixture
def wizard(qtbot):
    """File ▸ New tournament, open on its first page (the window's language)."""
    w = NewTournamentWizard()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w
