"""The projector as the room sees it: what its repaints left on screen, the paints it got."""

from PIL import Image, ImageChops
from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QImage, QRegion

from tests.helpers.main_window import answer_start_question
from ui.common.sizes import screen_of

#: How much Qt's own repaints of an unchanged glyph differ (seen: up to 13 of 255).
GLYPH_EDGES = 24


class PaintSpy(QObject):
    """Remembers the region of each paint event of the widget it watches."""

    def __init__(self) -> None:
        super().__init__()
        self.regions: list[QRegion] = []

    def eventFilter(self, _obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.regions.append(QRegion(event.region()))
        return False


def settle() -> None:
    for _ in range(5):
        QCoreApplication.processEvents()


def running_projector(w, qtbot):
    w.controller.start()
    answer_start_question(w)  # nobody is seated: the window asks first
    w.show_projector(fullscreen=False)
    qtbot.waitExposed(w.projector)
    w.projector.resize(960, 540)
    settle()
    spy = PaintSpy()
    w.projector.installEventFilter(spy)
    return spy


def on_screen(projector) -> QImage:
    """What the window shows now: its backing store, as the repaints left it."""
    return screen_of(projector).grabWindow(projector.winId()).toImage()


def looks_as_repainted(projector) -> bool:
    """The window on screen is what a repaint from scratch would show.

    A few levels of grey on the edges of glyphs are allowed (:data:`GLYPH_EDGES`): Qt itself
    draws an unchanged line that much differently from one paint to the next (its glyph
    cache), as the old projector, which repainted everything each second, did too. A line
    left stale, a wrong colour or a missing band differ by far more.
    """
    shown, whole = on_screen(projector), projector.grab().toImage()
    if shown.size() != whole.size():
        return False
    a, b = (to_pil(img) for img in (shown, whole))
    return all(high <= GLYPH_EDGES for _low, high in ImageChops.difference(a, b).getextrema())


def to_pil(image: QImage) -> Image.Image:
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    data = bytes(rgb.constBits())[: rgb.bytesPerLine() * rgb.height()]
    return Image.frombytes(
        "RGB", (rgb.width(), rgb.height()), data, "raw", "RGB", rgb.bytesPerLine()
    )


#: Names as long as a club's real ones get, for announcements that do not fit one row.
LONG_NAMES = (
    "Pierluigi Martinelli-Bonaventura",
    "Maria Giovanna Scarpellini-Fontanarosa",
    "Gianfranco Delle Piane Bertolucci",
    "Annamaria Castelfranchi De Simone",
)


def long_named_room(t, players: int = 60) -> list[int]:
    """A room of ``players`` at 9-seat tables, the first four with :data:`LONG_NAMES`; their
    entry ids."""
    t.seating.add_tables(-(-players // 9), seats=9)
    names = [*LONG_NAMES, *(f"Player {i:02d}" for i in range(len(LONG_NAMES) + 1, players + 1))]
    t.entrants.register_many([{"name": n} for n in names])
    t.seating.draw_seats()
    return [t.entrants.find(n).id for n in LONG_NAMES]


def projector_at(w, qtbot, width: int, height: int):
    """The main window's projector shown as a window of ``width`` × ``height``, laid out."""
    w.show_projector(fullscreen=False)
    qtbot.waitExposed(w.projector)
    w.projector.resize(width, height)
    settle()
    w.projector.compose()
    return w.projector
