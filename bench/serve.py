"""Network display benchmark: how fast a change reaches every screen on the live stream.

``director serve`` runs in a process of its own on a 30-player tournament, on loopback only.
This process opens N clients on ``/api/events`` (aiohttp, one task each), then records a bust
in the file as the window would (another connection, another program). Each client notes when
the message with the bust arrives; the delay is counted from the bust's commit. The server's
resident memory (with the N streams open) and the CPU time it spent delivering the change are
read from ``/proc``.

The reference is a bare aiohttp server in the same kind of process that pushes one message to
its N streams when asked: the cost of the fan-out alone, without a tournament file to follow.
Our delay includes the server noticing the change in the file, which it looks at every
0.25 s (``director.serve.app.POLL``).

Goal: 200 clients all receive a change within 1 s. ``--clients 200,1000`` (the default) also
shows how it grows. The last line is ``ratio: N`` = 1 s / our slowest delivery at 200 clients
(above 1: within the goal).

Run: ``.venv/bin/python bench/serve.py`` (Linux: it reads /proc). Bounded: each run stops
after 60 s whatever happens.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

TOP = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(TOP))

GOAL_S = 1.0
LIMIT_S = 60.0

BARE = r"""
import asyncio, sys
from aiohttp import web
clients = set()
async def events(request):
    r = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
    await r.prepare(request)
    q = asyncio.Queue(maxsize=1)
    clients.add(q)
    await r.write(b'data: {"players_left": 30}\n\n')
    try:
        while True:
            await r.write(await q.get())
    finally:
        clients.discard(q)
    return r
async def push(request):
    for q in list(clients):
        q.put_nowait(b'data: {"players_left": 29}\n\n')
    return web.Response(text="ok")
app = web.Application()
app.router.add_get("/api/events", events)
app.router.add_post("/push", push)
async def main():
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    print(f"http://127.0.0.1:{site._server.sockets[0].getsockname()[1]}/", flush=True)
    await asyncio.Event().wait()
asyncio.run(main())
"""


def more_files() -> None:
    """Raise this process's open-file limit to its maximum (a socket per client)."""
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def tournament(folder: Path) -> Path:
    """A 30-player tournament in play, on the shipped club structure."""
    from director.structures import default_structure_path, load_structure
    from director.tournament import Settings, Tournament

    path = folder / "bench.director"
    t = Tournament.create(
        path,
        load_structure(default_structure_path()),
        Settings(name="Bench"),
        rng=random.Random(1),
        tables=4,
    )
    for i in range(30):
        t.entrants.register(f"Player {i:02d}")
    t.seating.draw_seats()
    t.clock.start()
    t.close()
    return path


def start(argv: list[str]) -> tuple[subprocess.Popen[str], str]:
    """A server process and its address (the first URL it prints)."""
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, text=True, preexec_fn=more_files, cwd=TOP)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    start_at = line.index("http://")
    url = line[start_at:].split()[0]
    return proc, url


def proc_figures(pid: int) -> tuple[float, float]:
    """(resident MB, CPU seconds used so far) of process ``pid``."""
    with open(f"/proc/{pid}/status", encoding="ascii") as f:
        rss = next(int(line.split()[1]) for line in f if line.startswith("VmRSS:")) / 1024
    with open(f"/proc/{pid}/stat", encoding="ascii") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return rss, (int(fields[11]) + int(fields[12])) / ticks


async def listen(
    session: aiohttp.ClientSession, url: str, ready: asyncio.Event, arrived: list[float], n: int
) -> None:
    """One screen: wait for the first message, then note when the bust arrives."""
    async with session.get(url + "api/events") as response:
        first = True
        async for raw in response.content:
            line = raw.decode().strip()
            if not line.startswith("data: "):
                continue
            data = json.loads(line[6:])
            if first:
                first = False
                arrived.append(0.0)  # counted in: connected
                if len(arrived) == n:
                    ready.set()
                continue
            if data["players_left"] == 29:
                arrived.append(time.perf_counter())
                return


async def measure(url: str, clients: int, change, pid: int) -> tuple[list[float], float]:
    """(delays in seconds, server CPU seconds for the delivery) with ``clients`` streams open."""
    connector = aiohttp.TCPConnector(limit=0)
    timeout = aiohttp.ClientTimeout(total=LIMIT_S)
    async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
        ready = asyncio.Event()
        arrived: list[float] = []
        tasks = [
            asyncio.create_task(listen(session, url, ready, arrived, clients))
            for _ in range(clients)
        ]
        await asyncio.wait_for(ready.wait(), LIMIT_S)
        arrived.clear()
        _mb, cpu_before = proc_figures(pid)
        began = await change()
        await asyncio.wait_for(asyncio.gather(*tasks), LIMIT_S)
        _mb, cpu_after = proc_figures(pid)
        return [t - began for t in arrived], cpu_after - cpu_before


def bust_in_file(path: Path):
    """The change made by another program: a bust written to the file."""

    async def change() -> float:
        from director.tournament import Tournament

        t = Tournament.open(path)
        try:
            t.entrants.bust(t.state.playing[0].id)
            return time.perf_counter()  # committed: the clock of the delay starts
        finally:
            t.close()

    return change


def push_bare(url: str, session_maker=aiohttp.ClientSession):
    """The reference's change: ask it to push."""

    async def change() -> float:
        began = time.perf_counter()
        async with session_maker() as s, s.post(url + "push") as r:
            await r.read()
        return began

    return change


def run(clients: int) -> dict[str, float]:
    """Ours and the reference at ``clients`` streams."""
    folder = Path(tempfile.mkdtemp(prefix="director-bench-serve-"))
    path = tournament(folder)
    ours, url = start([sys.executable, "-m", "director", "serve", str(path), "--port", "0"])
    bare, bare_url = start([sys.executable, "-c", BARE])
    try:
        idle_mb, _ = proc_figures(ours.pid)
        delays, cpu = asyncio.run(measure(url, clients, bust_in_file(path), ours.pid))
        mb, _cpu = proc_figures(ours.pid)
        bare_delays, bare_cpu = asyncio.run(
            measure(bare_url, clients, push_bare(bare_url), bare.pid)
        )
        bare_mb, _ = proc_figures(bare.pid)
    finally:
        for p in (ours, bare):
            p.terminate()
            p.wait(10)
    return {
        "median": statistics.median(delays),
        "slowest": max(delays),
        "received": len(delays),
        "idle_mb": idle_mb,
        "mb": mb,
        "cpu": cpu,
        "bare_cpu": bare_cpu,
        "bare_median": statistics.median(bare_delays),
        "bare_slowest": max(bare_delays),
        "bare_mb": bare_mb,
    }


def report(n: int, r: dict[str, float]) -> None:
    """One run's line."""
    print(
        f"{n:>5} clients: all {r['received']:.0f} received the bust; "
        f"median {r['median'] * 1000:.0f} ms, slowest {r['slowest'] * 1000:.0f} ms; "
        f"server {r['mb']:.0f} MB with the streams open ({r['idle_mb']:.0f} MB idle), "
        f"{r['cpu'] * 1000:.0f} ms CPU to deliver it | bare aiohttp fan-out: median "
        f"{r['bare_median'] * 1000:.0f} ms, slowest {r['bare_slowest'] * 1000:.0f} ms, "
        f"{r['bare_mb']:.0f} MB, {r['bare_cpu'] * 1000:.0f} ms CPU"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", default="200,1000", help="counts of streams, comma separated")
    parser.add_argument(
        "--repeat",
        type=int,
        default=3,
        help="runs per count (the change lands anywhere "
        "between two looks at the file: the worst run counts)",
    )
    args = parser.parse_args()
    more_files()
    counts = [int(c) for c in args.clients.split(",")]
    results = {}
    for n in counts:
        runs = [run(n) for _ in range(args.repeat)]
        for r in runs:
            report(n, r)
        results[n] = max(runs, key=lambda r: r["slowest"])
    if len(counts) > 1:
        a, b = counts[0], counts[-1]
        print(
            f"growth {a} -> {b} clients (x{b / a:.0f}): slowest x"
            f"{results[b]['slowest'] / results[a]['slowest']:.1f}, memory above idle x"
            f"{(results[b]['mb'] - results[b]['idle_mb']) / max(results[a]['mb'] - results[a]['idle_mb'], 0.1):.1f}"
        )
    base = results.get(200, results[counts[0]])
    print(f"ratio below = {GOAL_S:.0f} s goal / our slowest delivery at 200 clients")
    print(f"ratio: {GOAL_S / base['slowest']:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
