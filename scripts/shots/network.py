"""The network pages in Debian's chromium, and the window's Share panel.

``network-<page>-<W>x<H>.png`` for the display (a TV, a TV on its side, a phone), the seat
finder, the payouts and the remote (phone sizes), and ``dialog-share`` for the panel with its
QR codes. Needs chromium (``scripts/bootstrap test`` installs it); without it only the panel.
"""

from __future__ import annotations

import asyncio
import shutil
import threading

from shots.common import Shots

PAGES = (
    ("display", "/", ((3840, 2160), (1920, 1080), (1080, 1920), (390, 844))),
    ("seats", "/seats", ((390, 844),)),
    ("payouts", "/payouts", ((390, 844), (1280, 720))),
    ("remote", "/remote", ((390, 844),)),
)
PIN = "135790"


def shoot(shots: Shots) -> None:
    """The panel, then each page at its sizes."""
    _panel(shots)
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        print("network pages skipped: chromium is not installed")
        return
    from director.serve.app import Server

    shots.t.entrants.bust(shots.t.state.playing[0].id, by=shots.t.state.playing[1].id)
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    server = Server(shots.t.path, lang=shots.lang, pin=PIN, time=shots.time)
    port = asyncio.run_coroutine_threadsafe(server.start("127.0.0.1", 0), loop).result(10)
    try:
        _pages(shots, chromium, f"http://127.0.0.1:{port}")
    finally:
        asyncio.run_coroutine_threadsafe(server.stop(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)


def _pages(shots: Shots, chromium: str, base: str) -> None:
    from playwright.sync_api import expect, sync_playwright

    name = shots.t.state.label(shots.t.state.playing[3])
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        try:
            for page_name, path, sizes in PAGES:
                for w, h in sizes:
                    page = browser.new_page(viewport={"width": w, "height": h})
                    page.on("dialog", lambda d: d.dismiss())
                    page.goto(f"{base}{path}?lang={shots.lang}")
                    if page_name == "display":
                        expect(page.locator("#level")).not_to_be_empty()
                    elif page_name == "seats":
                        page.locator("#search").fill(name.split()[0].lower())
                        expect(page.locator(".found").first).to_be_visible()
                    elif page_name == "payouts":
                        expect(page.locator("table.rows")).to_be_visible()
                    else:
                        page.locator("#pin").fill(PIN)
                        page.locator("#device").fill("Sala 2")
                        page.locator("#pair").click()
                        expect(page.locator("#paired-as")).not_to_be_empty()
                        page.locator("#show-bust").click()
                        page.locator("#victims button").first.click()
                    out = shots.out / f"{shots.lang}-network-{page_name}-{w}x{h}.png"
                    page.screenshot(path=str(out), full_page=page_name != "display")
                    shots.saved.append(out)
                    page.close()
        finally:
            browser.close()


def _pin_free_panel(shots: Shots):  # the panel makes its own PIN
    from ui.share.server import SharedServer

    return SharedServer(shots.t.path, shots.lang)


def _panel(shots: Shots) -> None:
    from ui.share.dialog import ShareDialog

    shared = _pin_free_panel(shots)
    dialog = ShareDialog(shared, shots.window)
    dialog.reach.setCurrentIndex(dialog.reach.findData("127.0.0.1"))
    dialog.port.setValue(18765)
    dialog.show()
    try:
        dialog.toggle_sharing()
        shots.save(dialog, "dialog-share")
    finally:
        shared.stop()
        dialog.close()
