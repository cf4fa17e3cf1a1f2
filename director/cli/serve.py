"""``director serve FILE``: publish a tournament to the club's network, without the window.

A second laptop or a Raspberry Pi can run it beside the director's laptop on a shared file, or
the director's laptop itself from a terminal. It binds to this computer only (127.0.0.1)
unless ``--host`` says otherwise; with ``--pin`` it prints a fresh PIN that pairs the floor's
phones as remotes, without it the server is read-only.
"""

from __future__ import annotations

import argparse
import asyncio
import sys

from director.cli.common import add_lang, lang
from director.errors import DirectorError
from director.i18n import Lang, message

#: The port when none is given (a free one above the well-known ports, easy to type on a TV).
DEFAULT_PORT = 8765


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``serve``."""
    p = sub.add_parser(
        "serve",
        help="publish a tournament on the network: a live display, player pages, a remote",
        description=(
            "Serve a tournament file over HTTP: the display (/) for TVs and phones, the player "
            "pages (/seats, /payouts, /structure, /results), a JSON API (/api/state) with a "
            "live stream (/api/events), and, with --pin, a paired remote for the floor "
            "(/remote). The file stays the truth: changes made by the window or the command "
            "line show within a second."
        ),
        epilog="Example: director serve venerdi.director --host 0.0.0.0 --pin --lang it",
    )
    p.add_argument("file", metavar="FILE", help="the tournament file")
    p.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to listen on (default 127.0.0.1: this computer only; 0.0.0.0: every network)",
    )
    p.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT}; 0: any)"
    )
    p.add_argument(
        "--pin",
        action="store_true",
        help="print a fresh 6-digit PIN and let phones pair as remotes with it",
    )
    add_lang(p)
    p.set_defaults(func=serve)


def serve(args: argparse.Namespace) -> int:
    """Run the server until Ctrl+C (or the end of the process)."""
    # Imported here: the HTTP stack is only loaded by the command that serves, so every other
    # command starts as fast as before.
    from director.serve.app import Server, addresses
    from director.serve.pairing import new_pin

    said: Lang = lang(args)
    pin = new_pin() if args.pin else None
    server = Server(args.file, lang=said, pin=pin)

    async def run() -> None:
        try:
            port = await server.start(args.host, args.port)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            raise DirectorError(
                "serve.err.address", host=args.host, port=args.port, reason=reason
            ) from None
        try:
            assert server.t is not None
            for address in addresses(args.host):
                url = f"http://{address}:{port}/"
                print(message("serve.cli.serving", said, name=server.t.settings.name, url=url))
                print(message("serve.cli.pages", said, url=url))
            if pin is not None:
                print(message("serve.cli.pin", said, pin=pin, url=url))
            else:
                print(message("serve.cli.read_only", said))
            if args.host in ("127.0.0.1", "localhost", "::1"):
                print(message("serve.cli.loopback", said))
            sys.stdout.flush()
            await asyncio.Event().wait()
        finally:
            await server.stop()

    try:
        asyncio.run(run())
    except KeyboardInterrupt:
        print(message("serve.cli.stopped", said))
    return 0
