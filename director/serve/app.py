"""The HTTP server that publishes one tournament file to the club's network.

Built on aiohttp: one asyncio loop serves the pages, the JSON API and the Server-Sent Events
stream, so hundreds of phones on the stream cost one task each and no thread. The server opens
the tournament file with a connection of its own, exactly as the command line does: the
window (or ``director`` in another terminal) stays the writer, and the server follows what
they write (:class:`~director.serve.follow.Follower`). A paired remote writes through the same
domain actions, recorded with its device's name.

What the network can reach is fixed when the server starts: the pages and assets bundled in
``director/serve/assets`` are read into memory by name, and a request is answered from that
table or not at all, so no path in a request ever reaches the file system.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import time as _time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from aiohttp import web

from director.errors import DirectorError
from director.i18n import LANGS, Lang, message
from director.serve import control
from director.serve.follow import PAGES, Follower
from director.serve.pairing import Devices, PairingError
from director.serve.texts import page_texts
from director.tournament import Tournament

#: The bundled pages and assets.
ASSETS = Path(__file__).with_name("assets")
#: The pages, by path.
PAGE_FILES = {
    "/": "display.html",
    # The four player sheets are one page that reads which one it is from the address.
    "/seats": "sheet.html",
    "/payouts": "sheet.html",
    "/structure": "sheet.html",
    "/results": "sheet.html",
    "/remote": "remote.html",
}
TYPES = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".woff2": "font/woff2",
}
#: How often the file is looked at for other programs' writes (seconds).
POLL = 0.25
#: A comment on the stream this often keeps idle connections (and proxies) open (seconds).
HEARTBEAT = 15.0
#: The largest request body accepted (a remote's request is a few dozen bytes).
MAX_BODY = 4096
#: The browser waits this long before reconnecting a dropped stream (milliseconds).
RETRY_MS = 2000

_SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    # Everything is bundled: nothing may load from elsewhere (no CDN, works offline).
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; object-src 'none'",
}


def _assets() -> dict[str, tuple[bytes, str]]:
    out = {}
    for p in sorted(ASSETS.iterdir()):
        if p.is_file() and p.suffix in TYPES:
            out[p.name] = (p.read_bytes(), TYPES[p.suffix])
    return out


def language(request: web.Request, default: Lang) -> Lang:
    """``?lang=it|en``, else the browser's first language we speak, else ``default``."""
    asked = request.query.get("lang", "")
    if asked in LANGS:
        return asked
    for part in request.headers.get("Accept-Language", "").split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in LANGS:
            return code
    return default


def addresses(host: str) -> list[str]:
    """The addresses a phone types to reach ``host`` (this computer's own for 0.0.0.0)."""
    if host not in ("0.0.0.0", "::", ""):
        return [host]
    found: list[str] = []
    # The address the computer would use to reach the network: no packet is sent.
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("192.0.2.1", 9))
        found.append(s.getsockname()[0])
    return found or ["127.0.0.1"]


class Client:
    """One browser on the event stream.

    Only the newest message waits for it (an older one is dropped), so a slow phone only ever
    falls behind itself and holds at most one message of the server's memory.
    """

    def __init__(self, lang: Lang) -> None:
        self.lang = lang
        self.queue: asyncio.Queue[bytes] = asyncio.Queue(maxsize=1)
        #: The task answering it, ended when the server stops.
        self.task = asyncio.current_task()

    def offer(self, message_bytes: bytes) -> None:
        """Give it the newest message, replacing one it has not taken yet."""
        if self.queue.full():
            with contextlib.suppress(asyncio.QueueEmpty):
                self.queue.get_nowait()
        self.queue.put_nowait(message_bytes)


class Server:
    """One tournament file on the network.

    Args:
        path: The tournament file.
        lang: The language of a browser that asks for none we speak.
        pin: The PIN that pairs a remote; None: the server is read-only.
        time: The time source (tests pass a ManualTime).
        poll: How often to look at the file, in seconds.
    """

    def __init__(
        self,
        path: str | Path,
        *,
        lang: Lang = "en",
        pin: str | None = None,
        time: Callable[[], float] = _time.time,
        poll: float = POLL,
    ) -> None:
        self.path = Path(path)
        self.lang: Lang = lang
        self.pin = pin
        self._time = time
        self.poll = poll
        self.clients: set[Client] = set()
        self.t: Tournament | None = None
        self.follower: Follower | None = None
        self.devices: Devices | None = None
        self._assets = _assets()
        self._runner: web.AppRunner | None = None
        self._watch: asyncio.Task[None] | None = None
        self.port = 0

    # -- starting and stopping -------------------------------------------------------------------
    async def start(self, host: str = "127.0.0.1", port: int = 0) -> int:
        """Open the file and listen; returns the port (``port`` 0: a free one).

        Raises:
            DirectorError: The file cannot be opened (a one-line reason).
            OSError: The address cannot be listened on (e.g. the port is taken).
        """
        self.t = Tournament.open(self.path, time=self._time)
        try:
            self.follower = Follower(self.t)
            self.devices = Devices(self.path, self.pin, self._time)
            # handler_cancellation: a phone that walks away ends its stream's task at once,
            # instead of at the next message written to it.
            self._runner = web.AppRunner(
                self.app(), access_log=None, handle_signals=False, handler_cancellation=True
            )
            await self._runner.setup()
            site = web.TCPSite(self._runner, host, port, reuse_address=True)
            await site.start()
        except BaseException:
            await self.stop()
            raise
        server = site._server
        assert server is not None
        assert hasattr(server, "sockets")
        self.port = server.sockets[0].getsockname()[1]
        self._watch = asyncio.get_running_loop().create_task(self._watching())
        return self.port

    async def stop(self) -> None:
        """Stop listening, end the streams and close the file."""
        if self._watch is not None:
            self._watch.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._watch
            self._watch = None
        for client in list(self.clients):  # the streams never end by themselves
            if client.task is not None:
                client.task.cancel()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        if self.devices is not None:
            self.devices.close()
            self.devices = None
        if self.t is not None:
            self.t.close()
            self.t = None

    async def _watching(self) -> None:
        while True:
            await asyncio.sleep(self.poll)
            self.changed()

    def changed(self) -> None:
        """Look at the file now; tell every stream if anything the screens show changed."""
        assert self.follower is not None
        try:
            news = self.follower.poll()
        except DirectorError:
            return  # the file is being written right now: the next look takes it in
        if news:
            self.broadcast()

    def broadcast(self) -> None:
        """Send the state now to every browser on the stream."""
        assert self.follower is not None
        by_lang: dict[Lang, bytes] = {}
        for client in list(self.clients):
            if client.lang not in by_lang:
                by_lang[client.lang] = self._sse(self.follower.page("state", client.lang))
            client.offer(by_lang[client.lang])

    @staticmethod
    def _sse(data: dict[str, Any]) -> bytes:
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        return f"id: {data['version']}\ndata: {text}\n\n".encode()

    # -- the application -------------------------------------------------------------------------
    def app(self) -> web.Application:
        """The routes, with the security headers on every answer."""
        app = web.Application(client_max_size=MAX_BODY, middlewares=[self._headers])
        for route in PAGE_FILES:
            app.router.add_get(route, self._page)
        app.router.add_get("/assets/{name}", self._asset)
        app.router.add_get("/api/state", self._api_page)
        for what in PAGES:
            app.router.add_get(f"/api/{what}", self._api_page)
        app.router.add_get("/api/texts", self._texts)
        app.router.add_get("/api/events", self._events)
        app.router.add_post("/api/pair", self._pair)
        app.router.add_post("/api/control", self._control)
        app.router.add_get("/api/device", self._device)
        return app

    @web.middleware
    async def _headers(
        self, request: web.Request, handler: Callable[[web.Request], Any]
    ) -> web.StreamResponse:
        try:
            response: web.StreamResponse = await handler(request)
        except web.HTTPException as exc:
            if exc.status in (413,):
                return self._error(request, 413, "serve.err.too_big", limit=MAX_BODY)
            exc.headers.update(_SECURITY_HEADERS)
            raise
        if not response.prepared:
            response.headers.update(_SECURITY_HEADERS)
        return response

    def _lang(self, request: web.Request) -> Lang:
        return language(request, self.lang)

    def _error(self, request: web.Request, status: int, key: str, **fields: Any) -> web.Response:
        text = message(key, self._lang(request), **fields)
        return web.json_response(
            {"error": text, "code": key}, status=status, headers=_SECURITY_HEADERS
        )

    def _refused(self, request: web.Request, status: int, exc: DirectorError) -> web.Response:
        return web.json_response(
            {"error": exc.text(self._lang(request)), "code": exc.key},
            status=status,
            headers=_SECURITY_HEADERS,
        )

    async def _page(self, request: web.Request) -> web.Response:
        return self._send(PAGE_FILES[request.path])

    async def _asset(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name.endswith(".html") or name not in self._assets:
            raise web.HTTPNotFound()
        return self._send(name)

    def _send(self, name: str) -> web.Response:
        body, kind = self._assets[name]
        headers = {"Cache-Control": "no-cache"}
        return web.Response(body=body, content_type=kind, charset="utf-8", headers=headers)

    async def _api_page(self, request: web.Request) -> web.Response:
        assert self.follower is not None
        self.changed()
        what = request.path.removeprefix("/api/")
        return web.json_response(self.follower.page(what, self._lang(request)))

    async def _texts(self, request: web.Request) -> web.Response:
        lang = self._lang(request)
        return web.json_response({"lang": lang, "texts": page_texts(lang)})

    async def _events(self, request: web.Request) -> web.StreamResponse:
        assert self.follower is not None
        client = Client(self._lang(request))
        response = web.StreamResponse(
            headers={
                "Content-Type": "text/event-stream",
                "Cache-Control": "no-cache",
                "X-Accel-Buffering": "no",
                **_SECURITY_HEADERS,
            }
        )
        await response.prepare(request)
        self.clients.add(client)
        try:
            self.changed()
            await response.write(f"retry: {RETRY_MS}\n".encode())
            await response.write(self._sse(self.follower.page("state", client.lang)))
            while True:
                try:
                    data = await asyncio.wait_for(client.queue.get(), HEARTBEAT)
                except TimeoutError:
                    data = b": still here\n\n"
                await response.write(data)
        except (ConnectionError, RuntimeError):
            pass  # the browser went away
        finally:
            self.clients.discard(client)
        return response

    async def _body(self, request: web.Request) -> object:
        raw = await request.read()
        try:
            return json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            raise control.RequestError("serve.err.not_json") from None

    async def _pair(self, request: web.Request) -> web.Response:
        assert self.devices is not None
        try:
            body = await self._body(request)
            if not isinstance(body, dict):
                raise control.RequestError("serve.err.not_an_object")
            pin, name = body.get("pin"), body.get("device")
            if not isinstance(pin, str) or not isinstance(name, str):
                raise control.RequestError("serve.err.pair_fields")
            address = request.remote or "?"
            token = self.devices.pair(pin, name, address)
        except control.RequestError as exc:
            return self._refused(request, 400, exc)
        except PairingError as exc:
            status = 429 if exc.key == "serve.err.too_many_tries" else 403
            return self._refused(request, status, exc)
        return web.json_response({"token": token, "device": " ".join(name.split())})

    def _holder(self, request: web.Request) -> str | None:
        """The device name of a valid bearer token, else None."""
        assert self.devices is not None
        auth = request.headers.get("Authorization", "")
        scheme, _, token = auth.partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            return None
        device = self.devices.check(token.strip())
        return device.name if device is not None else None

    async def _device(self, request: web.Request) -> web.Response:
        name = self._holder(request)
        if name is None:
            return self._error(request, 401, "serve.err.unpaired")
        return web.json_response({"device": name})

    async def _control(self, request: web.Request) -> web.Response:
        assert self.t is not None
        assert self.follower is not None
        name = self._holder(request)
        if name is None:
            return self._error(request, 401, "serve.err.unpaired")
        try:
            body = await self._body(request)
            control.run(self.t, name, body)
        except control.RequestError as exc:
            return self._refused(request, 400, exc)
        except DirectorError as exc:
            return self._refused(request, 409, exc)
        self.changed()
        return web.json_response(self.follower.page("state", self._lang(request)))
