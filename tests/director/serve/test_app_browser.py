"""A real browser (Debian's chromium, headless) on the real server: the display counts down by
itself and follows a level change without a reload; the player page finds a seat."""

from __future__ import annotations

import re
import shutil

import pytest

from tests.helpers.serving import serving

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
playwright = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="chromium is not installed (scripts/bootstrap test installs it)"
)


@pytest.fixture
def browser():
    with playwright.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            yield b
        finally:
            b.close()


def test_the_display_counts_down_and_changes_level_without_reloading(evening, clock, browser):
    path, _t = evening
    expect = playwright.expect
    with serving(path, lang="en", time=clock, poll=0.05) as s:
        page = browser.new_page(viewport={"width": 1280, "height": 720})
        errors: list[str] = []
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        loads: list[str] = []
        page.on("load", lambda p: loads.append(p.url))
        page.goto(f"http://127.0.0.1:{s.port}/?lang=it")
        expect(page.locator("#level")).to_have_text("Livello 1")
        expect(page.locator("#blinds")).to_have_text("10 / 20")
        # The server's time stands still (a ManualTime); the page's own clock runs on from the
        # end time it was given: it counts down by itself.
        expect(page.locator("#time")).to_have_text(re.compile(r"^09:5\d$"), timeout=5000)
        s.call(clock.advance, 600)  # the level ends on the server
        expect(page.locator("#level")).to_have_text("Livello 2", timeout=5000)
        expect(page.locator("#blinds")).to_have_text("20 / 40")
        assert len(loads) == 1  # no reload
        assert errors == []  # nothing refused by the page's own security policy


def test_the_display_says_when_it_lost_the_server(evening, clock, browser):
    path, _t = evening
    expect = playwright.expect
    with serving(path, lang="en", time=clock) as s:
        page = browser.new_page()
        page.goto(f"http://127.0.0.1:{s.port}/?lang=en")
        expect(page.locator("#level")).to_have_text("Level 1")
        expect(page.locator("#reconnecting")).to_be_hidden()
    # the server is gone: the page shows that it is reconnecting
    expect(page.locator("#reconnecting")).to_be_visible(timeout=10_000)
    expect(page.locator("#reconnecting")).to_have_text("Connection lost: reconnecting…")


def test_a_player_finds_their_seat_ignoring_accents(evening, browser):
    path, t = evening
    expect = playwright.expect
    where = t.state.seat_of[t.entrants.find("Nicolò D'Angelo").id]
    with serving(path, lang="en") as s:
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(f"http://127.0.0.1:{s.port}/seats?lang=it")
        page.locator("#search").fill("nicolo dangelo")
        found = page.locator(".found")
        expect(found).to_have_count(1)
        expect(found).to_contain_text(f"Tavolo {where.table} · Posto {where.seat}")


def test_the_remote_pairs_pauses_and_records_a_bust_from_a_phone(evening, browser):
    path, t = evening
    expect = playwright.expect
    pin = "246810"
    anna = t.entrants.find("Anna")
    table = t.state.seat_of[anna.id].table
    mate = next(
        e for e in t.state.playing if e.id != anna.id and t.state.seat_of[e.id].table == table
    )
    with serving(path, lang="en", pin=pin) as s:
        page = browser.new_page(viewport={"width": 390, "height": 844}, has_touch=True)
        page.on("dialog", lambda d: d.accept())  # "Record Anna out, eliminated by …?"
        page.goto(f"http://127.0.0.1:{s.port}/remote?lang=it")
        page.locator("#pin").fill("000000")
        page.locator("#device").fill("Sala 2")
        page.locator("#pair").click()
        expect(page.locator("#message")).to_contain_text("PIN sbagliato")
        page.locator("#pin").fill(pin)
        page.locator("#pair").click()
        expect(page.locator("#paired-as")).to_have_text("Abbinato come Sala 2")
        expect(page.locator("#toggle")).to_have_text("Pausa")
        page.locator("#toggle").click()
        expect(page.locator("#toggle")).to_have_text("Riprendi")
        page.locator("#show-bust").click()
        page.locator("#table").select_option(str(table))
        page.locator("#victims button", has_text="Anna").click()
        page.locator("#eliminators button", has_text=t.state.label(mate)).click()
        page.locator("#record-bust").click()
        expect(page.locator("#message")).to_have_text("Fatto")
        page.reload()  # paired once: the phone stays paired
        expect(page.locator("#paired-as")).to_have_text("Abbinato come Sala 2")
    t.sync()
    assert not t.clock.running
    assert t.state.entries[anna.id].busted_by == mate.id
    assert [r.device for r in t.history()[-2:]] == ["Sala 2", "Sala 2"]
