"""The results sheet: finishing order, prizes, bounties; 1,000 entrants on clean pages."""

from __future__ import annotations

from director.reports import ResultRow, ResultsSheetData, render_results
from director.reports.format import money
from tests.helpers.reports import EVENT, LONG_NAME, NAMES, pdf_pages, results_sheet


def flat(text: str) -> str:
    return " ".join(text.split())


def test_a_thousand_entrants_every_name_once_in_order_headers_and_page_numbers() -> None:
    data = results_sheet(1000)
    pages = pdf_pages(render_results(data, lang="it"))
    assert 15 <= len(pages) <= 40
    for i, page in enumerate(pages, 1):
        assert "Pos.\nGiocatore\nPremio\nTaglie\nValore taglie\nTotale" in page, i
        assert f"Pagina {i} di {len(pages)}" in page
        if i > 1:
            assert page.startswith(f"Classifica — {EVENT}\nsabato 14 giugno 2025\n")
    text = flat("\n".join(pages))
    where = [text.find(f"{r.place} {r.name}") for r in data.rows]
    assert all(w >= 0 for w in where), [
        r.name for r, w in zip(data.rows, where, strict=True) if w < 0
    ][:3]
    assert where == sorted(where)
    # No page holds a lone row: the totals come with some of the last places.
    last = pages[-1]
    assert "Totale" in last
    assert sum(1 for r in data.rows[-5:] if r.name in flat(last)) >= 3
    total = money(sum(r.prize_cents for r in data.rows), "EUR", "it")
    assert total == money(data.prize_pool_cents, "EUR", "it")
    assert f"Totale\n{total}\n" in last


def test_prizes_bounties_and_totals_in_english() -> None:
    rows = (
        ResultRow(1, NAMES[0], 50000, 3, 3000),
        ResultRow(2, NAMES[1], 30000, 0, 0),
        ResultRow(3, NAMES[2], 20000, 1, 1000),
        ResultRow(4, NAMES[3], 0, 2, 2000, tied_to=5),
        ResultRow(4, NAMES[4], 0, 0, 0, tied_to=5),
        ResultRow(6, LONG_NAME, 0, 0, 0),
    )
    data = ResultsSheetData(
        name=EVENT, entries=6, prize_pool_cents=100000, rows=rows, bounties=True
    )
    page = pdf_pages(render_results(data, lang="en", paper="letter"))[0]
    assert page.startswith("RESULTS\n" + EVENT)
    assert "6 entries · prize pool €1,000" in page
    assert "Place\nPlayer\nPrize\nBounties\nBounty money\nTotal" in page
    assert f"1\n{NAMES[0]}\n€500\n3\n€30\n€530\n" in page
    assert f"2\n{NAMES[1]}\n€300\n€300\n" in page
    assert f"4-5\n{NAMES[3]}\n2\n€20\n€20\n" in page  # a tie; no prize, a bounty
    assert f"4-5\n{NAMES[4]}\n" in page
    assert LONG_NAME in flat(page)  # wrapped, never cut
    assert "Total\n€1,000\n6\n€60\n€1,060" in page
    assert "Provisional" not in page


def test_no_bounty_columns_without_bounties_and_a_provisional_line_while_playing() -> None:
    data = results_sheet(60, left=9, bounty_cents=0)
    pages = pdf_pages(render_results(data, lang="it"))
    assert "Classifica provvisoria: 9 ancora in gioco" in pages[0]
    assert "Pos.\nGiocatore\nPremio\n" in pages[0]
    assert "Taglie" not in "".join(pages)
    assert f"10 {data.rows[0].name}" in flat(pages[0])  # the first one out of nine left


def test_nobody_out_yet() -> None:
    data = ResultsSheetData(name=EVENT, entries=12, players_left=12)
    page = pdf_pages(render_results(data, lang="en"))[0]
    assert "Nobody has been eliminated yet." in page


def test_deal_note() -> None:
    data = results_sheet(20)
    data = ResultsSheetData(
        name=data.name, entries=20, prize_pool_cents=40000, rows=data.rows, deal_players=3
    )
    page = pdf_pages(render_results(data, lang="it"))[0]
    assert "I premi degli ultimi 3 giocatori sono quelli dell'accordo registrato." in flat(page)
