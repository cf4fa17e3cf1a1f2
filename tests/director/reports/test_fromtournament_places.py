"""The results sheet from a tournament where a player re-entered: one line per person."""

from __future__ import annotations

import random
from pathlib import Path

from director.clock import ManualTime
from director.reports import render_results
from director.reports.fromtournament import results_data
from director.tournament import Settings, Tournament
from tests.helpers.reports import pdf_pages
from tests.helpers.tournament import SMALL


def test_the_results_sheet_prints_places_per_person(tmp_path: Path) -> None:
    settings = Settings(reentry=True, late_registration_level=2, bounty_cents=500, places_paid=3)
    t = Tournament.create(
        tmp_path / "t.director", SMALL, settings, time=ManualTime(1.8e9), rng=random.Random(7)
    )
    with t:
        for name in ("Ada", "Bea", "Cid", "Dan", "Eva"):
            t.entrants.register(name)
        t.entrants.bust("Ada", by="Bea")
        t.entrants.reenter("Ada")
        t.entrants.bust("Cid", by="Ada")
        t.entrants.bust("Eva", by="Ada")
        t.entrants.bust("Ada #2", by="Dan")
        t.close_registration()
        t.entrants.bust("Dan", by="Bea")
        data = results_data(t)
        expected = [(r.place, r.name) for r in t.money.results()]
    assert [(r.place, r.name) for r in data.rows] == expected
    lines = pdf_pages(render_results(data, lang="en"))[0].splitlines()
    assert "Ada #2" not in lines
    # Ada's one line: 3rd, her prize, the two bounties of both her entries.
    assert lines[lines.index("Ada") - 1 : lines.index("Ada") + 5] == [
        "3", "Ada", "€24", "2", "€10", "€34"
    ]  # fmt: skip
    assert lines[lines.index("Cid") - 1] == "5"  # the last place is the 5th person, not 6th
