"""Generate the clock's sounds (ui/sounds/*.wav): soft chimes synthesised from sine partials.

Run it again only to change the sounds: `.venv/bin/python scripts/make_sounds.py`.
The output is deterministic, so the committed files match what this script writes.
"""

import math
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "ui" / "sounds"


def chime(freq: float, start: float, length: float, volume: float) -> list[tuple[int, float]]:
    """A bell-like note: a few inharmonic partials with an exponential decay."""
    partials = [(1.0, 1.0), (2.0, 0.45), (3.01, 0.2), (4.2, 0.08)]
    samples = []
    n0 = int(start * RATE)
    for n in range(int(length * RATE)):
        t = n / RATE
        attack = min(1.0, t / 0.005)
        env = attack * math.exp(-3.2 * t / length * 2)
        v = sum(a * math.sin(2 * math.pi * freq * k * t) for k, a in partials)
        samples.append((n0 + n, volume * env * v / 1.73))
    return samples


def render(notes: list[tuple[float, float, float, float]], total: float) -> bytes:
    buf = [0.0] * int(total * RATE)
    for freq, start, length, volume in notes:
        for i, v in chime(freq, start, length, volume):
            if i < len(buf):
                buf[i] += v
    peak = max(1e-9, max(abs(x) for x in buf))
    scale = min(1.0, 0.89 / peak)
    return b"".join(struct.pack("<h", int(32767 * scale * x)) for x in buf)


SOUNDS = {
    # A new level: a rising major third, then the fifth.
    "level": ([(659.25, 0.0, 0.9, 0.8), (830.61, 0.18, 0.9, 0.8), (987.77, 0.36, 1.2, 0.9)], 1.6),
    # One minute left: two gentle, lower notes.
    "minute": ([(523.25, 0.0, 0.7, 0.7), (523.25, 0.3, 0.9, 0.6)], 1.2),
    # A break starts: a falling figure.
    "break": ([(783.99, 0.0, 0.9, 0.8), (659.25, 0.2, 0.9, 0.8), (523.25, 0.4, 1.3, 0.9)], 1.8),
    # The break is over: three quick rising notes, back to the tables.
    "break_end": (
        [
            (523.25, 0.0, 0.6, 0.8),
            (659.25, 0.14, 0.6, 0.8),
            (783.99, 0.28, 0.6, 0.8),
            (1046.5, 0.42, 1.4, 0.9),
        ],
        1.9,
    ),
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (notes, total) in SOUNDS.items():
        with wave.open(str(OUT / f"{name}.wav"), "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(RATE)
            w.writeframes(render(notes, total))
        print(OUT / f"{name}.wav")


if __name__ == "__main__":
    main()
