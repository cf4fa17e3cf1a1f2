"""The network server in the app's own process: an asyncio loop on a thread of its own.

The server opens the tournament file with its own connection, exactly as ``director serve``
does; the window's :class:`~ui.document.Document` follows what a paired remote writes as it
follows the command line. Starting and stopping wait for the loop (binding a port takes
milliseconds), so the window gets a refusal as one line at once.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from director.errors import DirectorError
from director.i18n import Lang
from director.serve.app import Server
from director.serve.pairing import Device, new_pin

T = TypeVar("T")

#: The port offered first (the same as ``director serve``'s).
DEFAULT_PORT = 8765
#: The longest the window waits for the server's loop to start or stop (seconds).
WAIT_S = 10.0


class SharedServer:
    """One tournament file shared on the network from the window.

    Args:
        path: The tournament file.
        lang: The language of a browser that asks for none we speak (the window's).
    """

    def __init__(self, path: str | Path, lang: Lang) -> None:
        self.path = Path(path)
        self.lang: Lang = lang
        self.pin = new_pin()
        self.host = ""
        self.port = 0
        self._server: Server | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        """True while it serves."""
        return self._server is not None

    def start(self, host: str, port: int) -> int:
        """Listen on ``host:port`` (port 0: any free one); returns the port.

        Raises:
            DirectorError: The file cannot be opened, or the address cannot be listened on
                (``serve.err.address``: the port is taken, the address is not this computer's).
        """
        if self.running:
            return self.port
        loop = asyncio.new_event_loop()
        thread = threading.Thread(target=loop.run_forever, name="director-serve", daemon=True)
        thread.start()
        server = Server(self.path, lang=self.lang, pin=self.pin)
        try:
            got = asyncio.run_coroutine_threadsafe(server.start(host, port), loop).result(WAIT_S)
        except OSError as exc:
            self._end_loop(loop, thread)
            reason = exc.strerror or str(exc)
            raise DirectorError("serve.err.address", host=host, port=port, reason=reason) from None
        except BaseException:
            self._end_loop(loop, thread)
            raise
        self._server, self._loop, self._thread = server, loop, thread
        self.host, self.port = host, got
        return got

    def stop(self) -> None:
        """Stop serving (the phones' pages say they are reconnecting)."""
        server, loop, thread = self._server, self._loop, self._thread
        if server is None or loop is None or thread is None:
            return
        self._server = self._loop = self._thread = None
        try:
            asyncio.run_coroutine_threadsafe(server.stop(), loop).result(WAIT_S)
        finally:
            self._end_loop(loop, thread)

    @staticmethod
    def _end_loop(loop: asyncio.AbstractEventLoop, thread: threading.Thread) -> None:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(WAIT_S)
        if not thread.is_alive():
            loop.close()

    def _in_loop(self, fn: Callable[[], T]) -> T:
        """``fn()`` run in the server's loop (its file connection lives there)."""
        assert self._loop is not None

        async def call() -> T:
            return fn()

        return asyncio.run_coroutine_threadsafe(call(), self._loop).result(WAIT_S)

    def devices(self) -> list[Device]:
        """Every device paired with this file, the newest first (empty when not serving)."""
        server = self._server
        if server is None or server.devices is None:
            return []
        devices = server.devices
        return self._in_loop(devices.all)

    def revoke(self, device: int) -> None:
        """Refuse ``device`` from now on."""
        server = self._server
        if server is not None and server.devices is not None:
            devices = server.devices
            self._in_loop(lambda: devices.revoke(device))

    def renew_pin(self) -> str:
        """A fresh PIN (the old one no longer pairs; paired devices stay paired)."""
        self.pin = new_pin()
        server = self._server
        if server is not None and server.devices is not None:
            devices, pin = server.devices, self.pin
            self._in_loop(lambda: setattr(devices, "pin", pin))
        return self.pin
