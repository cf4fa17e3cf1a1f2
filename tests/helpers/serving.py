"""A real server on a loopback port, run in a thread of its own, and plain HTTP to talk to it.

The tests speak to it as a phone does: over TCP, with ``http.client``. Waiting for a message on
the event stream is a blocking read with a time limit, never a sleep.
"""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import json
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from director.serve.app import Server

#: The longest a test waits for an answer or a message (a failure, never a pause).
PATIENCE = 10.0


@dataclass
class Running:
    """A started server and its loop."""

    server: Server
    loop: asyncio.AbstractEventLoop

    @property
    def port(self) -> int:
        return self.server.port

    def call(self, fn, *args):
        """Run ``fn(*args)`` in the server's loop (its tournament lives there); its result."""

        async def run():
            return fn(*args)

        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(PATIENCE)

    def request(
        self,
        method: str,
        path: str,
        body: bytes | str | dict | None = None,
        headers: dict[str, str] | None = None,
    ) -> tuple[int, dict[str, str], bytes]:
        """One request; returns (status, headers, body)."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=PATIENCE)
        try:
            if isinstance(body, dict):
                body = json.dumps(body)
            conn.request(method, path, body=body, headers=headers or {})
            response = conn.getresponse()
            return response.status, dict(response.getheaders()), response.read()
        finally:
            conn.close()

    def json(self, method: str, path: str, body: Any = None, **headers: str) -> tuple[int, Any]:
        """A JSON request; returns (status, decoded body)."""
        status, _h, raw = self.request(method, path, body, headers)
        return status, json.loads(raw)

    def stream(self, path: str = "/api/events", **headers: str) -> Stream:
        """Open the event stream."""
        return Stream(self.port, path, headers)


class Stream:
    """The event stream as a browser reads it: one message after another."""

    def __init__(self, port: int, path: str, headers: dict[str, str]) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=PATIENCE)
        self.conn.request("GET", path, headers=headers)
        self.response = self.conn.getresponse()
        assert self.response.status == 200
        assert self.response.getheader("Content-Type").startswith("text/event-stream")

    def next(self) -> dict[str, Any]:
        """The next message's data (comments and the retry line skipped)."""
        data = None
        while True:
            line = self.response.fp.readline().decode("utf-8")
            if line == "":
                raise EOFError("the stream ended")
            line = line.rstrip("\n")
            if line.startswith("data: "):
                data = json.loads(line[6:])
            elif line == "" and data is not None:
                return data

    def until(self, check) -> dict[str, Any]:
        """The first message for which ``check(data)`` is true."""
        while True:
            data = self.next()
            if check(data):
                return data

    def close(self) -> None:
        self.conn.close()


@contextlib.contextmanager
def serving(path, **kw) -> Iterator[Running]:
    """A :class:`Server` on ``path`` listening on a free loopback port, stopped at the end."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    server = Server(path, **kw)
    try:
        asyncio.run_coroutine_threadsafe(server.start("127.0.0.1", 0), loop).result(PATIENCE)
        yield Running(server, loop)
    finally:
        asyncio.run_coroutine_threadsafe(server.stop(), loop).result(PATIENCE)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(PATIENCE)
        loop.close()
