"""A guard against a reference-counting bug of PySide6 6.12 on Python 3.11.

With PySide6 6.12.0 (the ``abi3`` wheels) on Python 3.11, every call of a Qt method that returns
nothing (``QPainter.drawRect``, ``QLabel.setText``, ...) takes one reference away from ``None``
without having given it one; Python 3.12 and later do not count ``None``'s references (PEP 683,
immortal objects), so the bug only shows before 3.12. ``None`` starts with a few thousand
references, so after a few thousand such calls Python aborts with "Fatal Python error:
none_dealloc: deallocating None". Painting the room makes thousands of them per second.

:func:`protect_none` gives ``None`` a very large reference count once, as Python 3.12 does: the
spurious decrements can then never bring it to zero. It does nothing on Python 3.12 and later.
This belongs with the application's start-up (``ui/app.py``); it lives here until it moves there.
"""

from __future__ import annotations

import ctypes
import sys

#: The reference count given to ``None`` (as large as Python 3.12's immortal objects' counts).
IMMORTAL = 1 << 60


def protect_none() -> bool:
    """Make ``None``'s reference count too large to reach zero; True if it was raised."""
    if sys.version_info >= (3, 12) or sys.getrefcount(None) >= IMMORTAL // 2:
        return False
    ctypes.c_ssize_t.from_address(id(None)).value += IMMORTAL
    return True
