"""Cycles are collected on the GUI thread, never in a worker that happens to allocate."""

from __future__ import annotations

import gc
import threading
import weakref


def test_automatic_collection_is_off_and_the_gui_thread_collects(qapp):
    from ui.common.collector import Collector

    collector = Collector()
    try:
        assert not gc.isenabled()

        class Cycle:
            pass

        first = Cycle()
        first.me = first
        freed = threading.Event()
        weakref.finalize(first, freed.set)
        del first

        def allocate() -> None:  # a worker that allocates a great deal, as the estimate does
            junk = [[i] for i in range(200_000)]
            del junk

        worker = threading.Thread(target=allocate)
        worker.start()
        worker.join()
        assert not freed.is_set()  # the worker collected nothing
        kept = [[] for _ in range(gc.get_threshold()[0] + 1)]  # generation 0 is due now
        assert gc.get_count()[0] > gc.get_threshold()[0]
        assert collector.check() >= 0
        del kept
        assert freed.is_set()  # collected here, on the GUI thread
    finally:
        collector.stop()
        gc.disable()  # the session's own collector keeps it off
