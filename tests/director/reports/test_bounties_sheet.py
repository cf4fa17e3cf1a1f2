"""The bounty sheet (and the results' bounty money) of a progressive knockout and of a fixed one."""

import random

import pytest

from director.clock import ManualTime
from director.reports import render_results
from director.reports.bounties import bounty_data, render_bounties
from director.reports.fromtournament import results_data
from director.tournament import Price, Settings, Tournament
from tests.helpers.reports import pdf_pages
from tests.helpers.tournament import SMALL


@pytest.fixture
def pko(tmp_path):
    t = Tournament.create(
        tmp_path / "pko.director",
        SMALL,
        Settings(name="PKO", buy_in=Price(2000, 500), bounty_cents=1000, progressive=True),
        time=ManualTime(1_800_000_000.0),
        rng=random.Random(3),
    )
    for name in ("Anna", "Bruno", "Carla", "Dario"):
        t.entrants.register(name)
    t.close_registration()
    yield t
    t.close()


def test_the_sheet_lists_bounties_won_and_on_heads_and_the_pool_apart(pko):
    t = pko
    t.entrants.bust("Dario", by="Carla")  # Carla: €5 cash, €15 on her head
    t.entrants.bust("Carla", by="Anna")  # Anna: €7.50 cash, €17.50 on her head
    data = bounty_data(t)
    assert [(r.name, r.won_cents, r.head_cents) for r in data.rows] == [
        ("Anna", 750, 1750),
        ("Bruno", 0, 1000),
        ("Carla", 500, 0),
    ]
    assert (data.taken_cents, data.paid_cents, data.on_heads_cents) == (4000, 1250, 2750)
    english = "\n".join(pdf_pages(render_bounties(t, lang="en")))
    assert "BOUNTIES" in english
    assert "Bounty money taken in €40: paid €12.50, still on heads €27.50" in english
    assert "Progressive knockout: half of each bounty" in english
    # Blank cells (Bruno has won nothing, Carla has no head) are not in the text.
    assert "Anna\n€7.50\n€17.50\nBruno\n€10.00\nCarla\n€5.00\nTotal\n€12.50\n€27.50" in english
    assert "Dario" not in english
    italian = "\n".join(pdf_pages(render_bounties(t, lang="it")))
    assert "TAGLIE" in italian and "Taglie incassate € 40:" in italian
    assert "Taglia sulla testa" in italian


def test_the_results_give_a_progressive_knockouts_bounty_cash(pko):
    t = pko
    t.entrants.bust("Dario", by="Carla")
    t.entrants.bust("Carla", by="Anna")
    t.entrants.bust("Bruno", by="Anna")  # Anna wins: 7.50 + 5 + her own 22.50 = 35
    rows = {r.name: r.bounty_cents for r in results_data(t).rows}
    assert rows == {"Anna": 3500, "Bruno": 0, "Carla": 500, "Dario": 0}
    # Anna: prize €80, 3 bounties (her own too), €35 of bounty cash, €115 in all.
    assert "Anna\n€80\n3\n€35\n€115" in "\n".join(pdf_pages(render_results(t, lang="en")))
    data = bounty_data(t)
    assert (data.paid_cents, data.on_heads_cents, data.unclaimed_cents) == (4000, 0, 0)


def test_a_fixed_bounty_sheet_and_an_unclaimed_bounty(tmp_path):
    t = Tournament.create(
        tmp_path / "kos.director",
        SMALL,
        Settings(name="KO", buy_in=Price(2000, 500), bounty_cents=500),
        time=ManualTime(1_800_000_000.0),
    )
    try:
        for name in ("Anna", "Bruno", "Carla"):
            t.entrants.register(name)
        t.entrants.bust("Carla", by="Anna")
        t.entrants.bust("Bruno")
        data = bounty_data(t)
        assert [(r.name, r.won_cents, r.head_cents) for r in data.rows] == [("Anna", 500, 500)]
        assert (data.taken_cents, data.paid_cents, data.unclaimed_cents) == (1500, 500, 500)
        english = "\n".join(pdf_pages(render_bounties(t, lang="en")))
        assert "Unclaimed (busts with no eliminator, stacks given up on a day 2): €5" in english
        assert "Progressive" not in english
    finally:
        t.close()


def test_a_mystery_tournament_says_its_envelopes_not_bounties_on_heads(tmp_path):
    from director.tournament.mystery import parse_prizes

    settings = Settings(name="Mystery", bounty_cents=2000).changed(
        mystery=parse_prizes("100x1,20x4"), mystery_from=1
    )
    with Tournament.create(
        tmp_path / "m.director", SMALL, settings, time=ManualTime(1.8e9), rng=random.Random(3)
    ) as t:
        for name in ("Anna", "Bruno", "Carla"):
            t.entrants.register(name)
        t.close_registration()
        t.entrants.bust("Carla", by="Anna")  # one envelope opened for Anna
        data = bounty_data(t)
        opened = t.mystery.deck.draws[0].cents
        assert [(r.name, r.won_cents, r.head_cents) for r in data.rows] == [("Anna", opened, 0)]
        assert (data.envelopes, data.opened, data.envelopes_cents) == (5, 1, 18000)
        assert data.unopened_cents == 18000 - opened and data.unclaimed_cents == 0
        text = " ".join(" ".join(pdf_pages(render_bounties(t, lang="en"))).split())
        # €60 taken in with three entries; the envelopes hold €180: the house pays the rest
        assert "Mystery bounties: 5 envelopes worth €180, 1 opened" in text
        assert "taken in with the entries €60" in text
        assert "Unclaimed" not in text and "-€" not in text
