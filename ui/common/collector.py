"""Python's cycle collector, run on the GUI thread only.

CPython collects reference cycles in whichever thread happens to allocate when a generation's
count crosses its threshold. A Qt object kept only by a cycle is then deleted in that thread: in
a worker (the length estimate allocates a great deal) its destructor runs outside the GUI
thread, and a timer it had running stays registered with the GUI thread's event loop, which later
delivers it to freed memory: a crash. So automatic collection is turned off and the GUI thread
collects instead, on a timer, generation by generation by CPython's own thresholds. (qutebrowser
does the same for the same reason.)
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, Qt, QTimer

#: How often the GUI thread looks at the collector's counts (milliseconds).
INTERVAL_MS = 1000


class Collector(QObject):
    """Collects cycles on the GUI thread; automatic collection is off while it lives."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.setTimerType(Qt.TimerType.CoarseTimer)
        self._timer.timeout.connect(self.check)
        gc.disable()
        self._timer.start()

    def check(self) -> int:
        """Collect the oldest generation past its threshold, as CPython would; the generation
        collected, or -1 if none was due."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        generation = -1
        for i in range(3):
            if counts[i] > thresholds[i]:
                generation = i
            else:
                break
        if generation >= 0:
            gc.collect(generation)
        return generation

    def stop(self) -> None:
        """Hand collection back to CPython."""
        self._timer.stop()
        gc.enable()
