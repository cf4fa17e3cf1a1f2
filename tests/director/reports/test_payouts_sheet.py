"""The payout sheet: money in, every paid place with its prize, room to sign."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from director.reports import PayoutPlace, render_payouts
from director.reports.format import money
from tests.helpers.reports import EVENT, paid_places, payout_sheet, pdf_pages


def test_small_event_in_italian_adds_up_to_the_prize_pool() -> None:
    data = payout_sheet(58, names=True)
    pages = pdf_pages(render_payouts(data, lang="it"))
    assert len(pages) == 1
    page = pages[0]
    assert page.startswith("MONTEPREMI\n" + EVENT)
    assert "sabato 14 giugno 2025 · Circolo Il Faro, Bologna" in page
    for label, value in [
        ("Iscrizioni", "58"),
        ("Rebuy", "11"),
        ("Add-on", "29"),
        ("Posti pagati", str(len(data.places))),
        ("Buy-in", "€ 20 + 5"),
        ("Fee trattenuta", money(data.fee_cents, "EUR", "it")),
    ]:
        assert f"{label}\n{value}\n" in page, label
    assert f"Montepremi\n{money(data.prize_pool_cents, 'EUR', 'it')}\n" in page
    for header in ("Pos.", "Premio", "Giocatore", "Firma per ricevuta"):
        assert header in page
    read = paid_places(pages, "it")
    assert [place for place, _, _ in read] == [f"{p.place}°" for p in data.places]
    assert [cents for _, cents, _ in read] == [p.amount_cents for p in data.places]
    assert sum(cents for _, cents, _ in read) == data.prize_pool_cents
    assert f"Totale\n{money(data.prize_pool_cents, 'EUR', 'it')}\n100,00%" in page
    # The names, accents and apostrophes included, are printed as written.
    for p in data.places:
        assert p.name in " ".join(page.split()), p.name


def test_percentages_are_each_prize_share_of_the_pool_and_given_ones_are_kept() -> None:
    data = payout_sheet(10, places=(PayoutPlace(1, 14000), PayoutPlace(2, 6000)))
    data = payout_sheet(10, prize_pool_cents=20000, places=data.places)
    pages = pdf_pages(render_payouts(data, lang="en"))
    read = paid_places(pages, "en")
    assert read == [("1st", 14000, "70%"), ("2nd", 6000, "30%")]
    given = payout_sheet(
        10, prize_pool_cents=20000, places=(PayoutPlace(1, 13000, 65), PayoutPlace(2, 7000, 35))
    )
    assert paid_places(pdf_pages(render_payouts(given, lang="en")), "en")[1] == ("2nd", 7000, "35%")
    thirds = payout_sheet(
        3, prize_pool_cents=30001, places=(PayoutPlace(1, 10001), PayoutPlace(2, 10000))
    )
    page = pdf_pages(render_payouts(thirds, lang="it"))[0]
    assert "€ 100,01" in page and "€ 100,00" in page  # cents kept for the whole column


def test_english_on_letter_paper() -> None:
    data = payout_sheet(58)
    page = pdf_pages(render_payouts(data, lang="en", paper="letter"))[0]
    assert page.startswith("PAYOUTS\n")
    assert "Saturday 14 June 2025" in page
    for label in ("Entries", "Rebuys", "Add-ons", "Places paid", "Fee kept by the house"):
        assert label in page
    assert f"Prize pool\n{money(data.prize_pool_cents, 'EUR', 'en')}\n" in page
    assert "Signature on receipt" in page and "Firma" not in page
    assert "1st" in page and "2nd" in page and "3rd" in page


def test_a_thousand_entries_paginate_with_the_header_and_page_numbers_on_every_page() -> None:
    data = payout_sheet(1000)
    pages = pdf_pages(render_payouts(data, lang="it"))
    assert len(pages) > 1
    for i, page in enumerate(pages, 1):
        assert "Pos.\nPremio\n%\nGiocatore\nFirma per ricevuta" in page, i
        assert f"Pagina {i} di {len(pages)}" in page
        if i > 1:  # the running header names the sheet and the tournament
            assert page.startswith(f"Montepremi — {EVENT}")
    read = paid_places(pages, "it")
    assert [place for place, _, _ in read] == [f"{p.place}°" for p in data.places]
    assert sum(cents for _, cents, _ in read) == data.prize_pool_cents
    assert "Totale" in pages[-1]


def test_guarantee_overlay_bounty_and_deal_are_printed_when_there_are_some() -> None:
    plain = pdf_pages(render_payouts(payout_sheet(20), lang="en"))[0]
    assert "Guarantee" not in plain and "Overlay" not in plain and "deal" not in plain
    data = payout_sheet(
        20,
        guarantee_cents=100000,
        overlay_cents=40000,
        bounty_cents=1000,
        players=18,
        deal_players=3,
    )
    page = pdf_pages(render_payouts(data, lang="en"))[0]
    assert "Guarantee\n€1,000\n" in page
    assert "Overlay\n€400\n" in page
    assert "Bounty\n€10\n" in page
    assert "Players\n18\n" in page
    assert "A deal was made among the last 3 players" in " ".join(page.split())
    settled = payout_sheet(20, deal_players=3, deal_settled=True)
    page = " ".join(pdf_pages(render_payouts(settled, lang="en"))[0].split())
    assert "The last 3 players' prizes are those of the deal they made." in page


def test_an_empty_prize_pool_says_so() -> None:
    data = payout_sheet(0, prize_pool_cents=0, places=(), rebuys=0, addons=0)
    page = pdf_pages(render_payouts(data, lang="it"))[0]
    assert "Nessun premio da pagare" in page
    assert "Firma per ricevuta" not in page


@settings(max_examples=20)
@given(st.lists(st.integers(min_value=1, max_value=10**7), min_size=1, max_size=40))
def test_printed_payouts_add_up_to_the_printed_total(amounts: list[int]) -> None:
    amounts.sort(reverse=True)
    places = tuple(PayoutPlace(i, a) for i, a in enumerate(amounts, 1))
    data = payout_sheet(len(amounts), prize_pool_cents=sum(amounts), places=places)
    pages = pdf_pages(render_payouts(data, lang="en"))
    read = paid_places(pages, "en")
    assert [cents for _, cents, _ in read] == amounts
    decimals = any(a % 100 for a in amounts)
    total = money(sum(amounts), "EUR", "en", decimals=decimals)
    assert f"Total\n{total}\n100" in pages[-1]
