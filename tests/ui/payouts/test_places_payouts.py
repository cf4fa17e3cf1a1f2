"""The places paid: their amounts add up to the prize pool as the entries arrive."""

from __future__ import annotations

from tests.helpers.payouts import euros, register, shown_places


def test_thirty_entries_show_the_places_and_amounts_adding_up_to_the_pool(
    tab, tournament, qtmodeltester
):
    assert tab.pool.labels["pool"].text() == "€0"
    assert tab.places.check.text() == "No prize pool yet: nothing to pay."
    register(tournament, 30)  # the tab follows the entries as they arrive
    payouts = tournament.money.payouts()
    pool = tournament.money.summary().prize_pool_cents
    assert pool == 30 * 2000
    assert sum(payouts) == pool
    rows = shown_places(tab)
    assert [r[0] for r in rows] == [str(i) for i in range(1, len(payouts) + 1)]
    assert [r[2] for r in rows] == [euros(a) for a in payouts]
    assert rows[0][1] == f"{100 * payouts[0] / pool:.1f}%"
    assert tab.pool.labels["entries"].text() == "30 × €20 = €600"
    assert tab.pool.labels["fees"].text() == "€150"  # the 5 fee of each entry, kept by the house
    assert tab.pool.labels["pool"].text() == "€600"
    assert tab.pool.labels["paid"].text().startswith(f"{len(payouts)} of 30 entries")
    assert tab.places.check.text() == f"✓ {len(payouts)} places, €600 in all: the whole prize pool."
    qtmodeltester.check(tab.places.model)


def test_a_player_who_re_entered_is_paid_once_under_their_own_name(tab, tournament):
    tournament.update_settings(reentry=True, late_registration_level=3, places_paid=3)
    register(tournament, 5)
    tournament.entrants.bust("Player 05", by="Player 01")
    tournament.entrants.reenter("Player 05", seat=False)
    tournament.entrants.bust("Player 04", by="Player 01")
    tournament.entrants.bust("Player 03", by="Player 01")
    tournament.entrants.bust("Player 05 #2", by="Player 01")
    rows = shown_places(tab)
    # Six entries, five people: Player 05 finishes once, 3rd, by their last entry.
    assert [r[0] for r in rows] == ["1", "2", "3"]
    assert rows[2][3] == "Player 05"
    assert all("#2" not in str(cell) for row in rows for cell in row)
