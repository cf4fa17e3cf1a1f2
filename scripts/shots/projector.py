"""The projector in a level, in its last minute and in a break, at the sizes rooms have.

16:9 (1920x1080, 1280x720), a TV turned on its side (1080x1920) and an old 4:3 projector
(1024x768): ``<lang>-projector-<moment>-<W>x<H>.png``.
"""

from __future__ import annotations

from shots.common import Shots

SIZES = ((1920, 1080), (1280, 720), (1080, 1920), (1024, 768))


def shoot(shots: Shots) -> None:
    """The three moments at every size."""
    window, t, time = shots.window, shots.t, shots.time
    projector = window.projector
    projector.show()
    for label, seconds in (("level", 0), ("last-minute", -45), ("break", None)):
        if seconds is None:
            # go to a break: the club structure has none, so show the deep-stack one's
            from director.structures import load_structure, shipped_structures

            deep = next(p for p in shipped_structures() if p.name == "deep-stack.yaml")
            t.change_structure(load_structure(deep))
            t.clock.jump(t.structure.next_break_after(0) or 0)
            time.advance(4 * 60 + 30)
        elif seconds < 0:  # to this many seconds before the end of the level
            time.advance(window.controller.view().remaining + seconds)
        else:
            time.advance(seconds)
        window.controller.refresh()
        if label == "break":
            window.set_announcement("")
        for w, h in SIZES:
            projector.resize(w, h)
            shots.save(projector, f"projector-{label}-{w}x{h}")
    projector.hide()
