"""The projector in a level, with two busts of one hand announced, in hand-for-hand play, in
its last minute and in a break, at the sizes rooms have.

16:9 (1920x1080, 1280x720), a TV turned on its side (1080x1920) and an old 4:3 projector
(1024x768): ``<lang>-projector-<moment>-<W>x<H>.png``.
"""

from __future__ import annotations

from shots.common import Shots

SIZES = ((1920, 1080), (1280, 720), (1080, 1920), (1024, 768))


def shoot(shots: Shots) -> None:
    """Every moment at every size."""
    window, t, time = shots.window, shots.t, shots.time
    projector = window.projector
    projector.show()
    moments = ("level", "busts", "handforhand", "last-minute", "break")
    for label in moments:
        if label == "busts":
            two_busts(shots)
        elif label == "handforhand":
            hand_for_hand(shots)
        elif label == "last-minute":  # to 45 seconds before the end of the level
            window.document.act(t.seating.set_hand_for_hand, False)
            window.set_announcement("")
            time.advance(window.controller.view().remaining - 45)
        elif label == "break":
            # go to a break: the club structure has none, so show the deep-stack one's
            from director.structures import load_structure, shipped_structures

            deep = next(p for p in shipped_structures() if p.name == "deep-stack.yaml")
            t.change_structure(load_structure(deep))
            t.clock.jump(t.structure.next_break_after(0) or 0)
            time.advance(4 * 60 + 30)
        window.controller.refresh()
        if label == "break":
            window.set_announcement("")
        for w, h in SIZES:
            projector.resize(w, h)
            shots.save(projector, f"projector-{label}-{w}x{h}")
    projector.hide()


def two_busts(shots: Shots) -> None:
    """Two players out in one hand, the longest names of the evening, as the room hears it."""
    t = shots.t
    playing = [e for e in t.state.entries.values() if e.status == "playing"]
    longest = sorted(playing, key=lambda e: -len(t.state.label(e.id)))
    out, by = longest[:2], longest[2]
    stacks = {out[0].id: 3000, out[1].id: 2000}  # placed by their stacks (TDA)
    busted = shots.window.document.act(
        t.entrants.bust, [e.id for e in out], by=by.id, stacks=stacks
    )
    assert busted is not None, "the two busts were refused"


def hand_for_hand(shots: Shots) -> None:
    """Hand-for-hand play, its third hand, two tables still playing it."""
    t, document = shots.t, shots.window.document
    document.act(t.seating.set_hand_for_hand, True)
    for _ in range(2):
        for table in t.seating.still_playing():
            document.act(t.seating.table_done, table)
        document.act(t.seating.next_hand)
    document.act(t.seating.table_done, t.seating.still_playing()[0])
