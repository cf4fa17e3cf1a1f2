"""Draw Director's icon: a poker chip whose centre is a clock with a countdown wedge.

Writes, next to this script in ``icons/``:

* ``director.svg``: the drawing (Linux ``scalable`` icon; the source of everything else);
* ``director-<N>.png`` for N in :data:`PNG_SIZES` (Linux ``hicolor`` sizes, window icons);
* ``director.ico`` (Windows: the programs, the setup and the uninstaller);
* ``director.icns`` (macOS: the ``.app``).

The files are committed; run this again only after changing the drawing::

    .venv/bin/python installer/make_icon.py

The PNGs are rendered from the SVG with Qt's own SVG renderer, and the ``.ico`` and ``.icns``
files are put together here from those PNGs (both formats can hold PNG images as they are).
"""

from __future__ import annotations

import math
import os
import struct
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "icons"

#: Sizes of the PNG files (Linux hicolor theme sizes).
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: Sizes inside the Windows .ico (256 is the largest the format holds).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: The macOS .icns entries: type code -> pixel size.
ICNS_TYPES = {
    b"icp4": 16,
    b"icp5": 32,
    b"icp6": 64,
    b"ic07": 128,
    b"ic08": 256,
    b"ic09": 512,
    b"ic10": 1024,
    b"ic11": 32,
    b"ic12": 64,
    b"ic13": 256,
    b"ic14": 512,
}

CHIP = "#c62828"  # the chip's red
CHIP_DARK = "#8e1c1c"
INSERT = "#f5f5f0"  # the white edge inserts
FACE = "#fbfaf5"
INK = "#1f2328"
WEDGE = "#ffc53d"  # the projector's accent colour


def _point(cx: float, cy: float, r: float, degrees: float) -> tuple[float, float]:
    """A point at ``degrees`` clockwise from 12 o'clock."""
    a = math.radians(degrees)
    return cx + r * math.sin(a), cy - r * math.cos(a)


def _sector(cx: float, cy: float, r_in: float, r_out: float, start: float, end: float) -> str:
    """An SVG path for the ring between two radii from ``start`` to ``end`` degrees."""
    large = 1 if end - start > 180 else 0
    x1, y1 = _point(cx, cy, r_out, start)
    x2, y2 = _point(cx, cy, r_out, end)
    x3, y3 = _point(cx, cy, r_in, end)
    x4, y4 = _point(cx, cy, r_in, start)
    return (
        f"M{x1:.2f},{y1:.2f} A{r_out},{r_out} 0 {large} 1 {x2:.2f},{y2:.2f} "
        f"L{x3:.2f},{y3:.2f} A{r_in},{r_in} 0 {large} 0 {x4:.2f},{y4:.2f} Z"
    )


def _wedge(cx: float, cy: float, r: float, start: float, end: float) -> str:
    """An SVG path for a pie slice from ``start`` to ``end`` degrees."""
    large = 1 if end - start > 180 else 0
    x1, y1 = _point(cx, cy, r, start)
    x2, y2 = _point(cx, cy, r, end)
    return f"M{cx},{cy} L{x1:.2f},{y1:.2f} A{r},{r} 0 {large} 1 {x2:.2f},{y2:.2f} Z"


def svg() -> str:
    """The icon as SVG (256 × 256 user units)."""
    c = 128.0
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
        "<title>Director</title>",
        # the chip and its rim
        f'<circle cx="{c}" cy="{c}" r="122" fill="{CHIP}"/>',
    ]
    for i in range(8):  # eight edge inserts, as on a casino chip
        start = i * 45 - 11
        parts.append(f'<path d="{_sector(c, c, 98, 122, start, start + 22)}" fill="{INSERT}"/>')
    parts += [
        f'<circle cx="{c}" cy="{c}" r="122" fill="none" stroke="{CHIP_DARK}" stroke-width="4"/>',
        f'<circle cx="{c}" cy="{c}" r="98" fill="{CHIP_DARK}"/>',
        f'<circle cx="{c}" cy="{c}" r="90" fill="{CHIP}"/>',
        # the clock face
        f'<circle cx="{c}" cy="{c}" r="76" fill="{FACE}"/>',
        # time gone in this level: a wedge from 12 o'clock to the hand
        f'<path d="{_wedge(c, c, 66, 0, 128)}" fill="{WEDGE}"/>',
    ]
    for i in range(12):  # hour marks, longer at 12, 3, 6 and 9
        inner = 56 if i % 3 == 0 else 62
        x1, y1 = _point(c, c, inner, i * 30)
        x2, y2 = _point(c, c, 70, i * 30)
        width = 7 if i % 3 == 0 else 4
        parts.append(
            f'<line x1="{x1:.2f}" y1="{y1:.2f}" x2="{x2:.2f}" y2="{y2:.2f}" '
            f'stroke="{INK}" stroke-width="{width}" stroke-linecap="round"/>'
        )
    hx, hy = _point(c, c, 60, 128)
    parts += [
        f'<line x1="{c}" y1="{c}" x2="{hx:.2f}" y2="{hy:.2f}" stroke="{INK}" '
        'stroke-width="9" stroke-linecap="round"/>',
        f'<circle cx="{c}" cy="{c}" r="10" fill="{INK}"/>',
        f'<circle cx="{c}" cy="{c}" r="4" fill="{WEDGE}"/>',
        "</svg>",
    ]
    return "\n".join(parts) + "\n"


def render_png(svg_text: str, size: int) -> bytes:
    """Render the SVG to a square PNG of ``size`` pixels with Qt."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(["make_icon", "-platform", "offscreen"])
    renderer = QSvgRenderer(QByteArray(svg_text.encode()))
    if not renderer.isValid():
        raise SystemExit("make_icon: the SVG is not valid")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding the given PNG images (size -> PNG bytes)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries = b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(pngs[s] for s in sizes)


def icns(pngs: dict[bytes, bytes]) -> bytes:
    """A macOS .icns holding the given PNG images (type code -> PNG bytes)."""
    body = b"".join(code + struct.pack(">I", 8 + len(data)) + data for code, data in pngs.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    """Write every icon file; returns 0."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    OUT.mkdir(exist_ok=True)
    text = svg()
    (OUT / "director.svg").write_text(text, encoding="utf-8")
    wanted = set(PNG_SIZES) | set(ICO_SIZES) | set(ICNS_TYPES.values())
    rendered = {size: render_png(text, size) for size in sorted(wanted)}
    for size in PNG_SIZES:
        (OUT / f"director-{size}.png").write_bytes(rendered[size])
    (OUT / "director.ico").write_bytes(ico({s: rendered[s] for s in ICO_SIZES}))
    (OUT / "director.icns").write_bytes(icns({t: rendered[s] for t, s in ICNS_TYPES.items()}))
    for path in sorted(OUT.iterdir()):
        print(f"{path.relative_to(HERE.parent)}  {path.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
