"""The screenshots, one module per part of the app (run through ``scripts/screenshots OUTDIR``).

Each module here (other than ``common``) has ``shoot(shots: Shots) -> None`` and saves its PNGs
through ``shots.save(widget, name)``: ``OUTDIR/<lang>-<name>.png``. Every module gets its own
freshly built tournament and main window (``common.Shots``), so one module's changes (a
structure with breaks, a deal) never show in another's pictures. Names say what a reader looks
for: ``main-*`` the tabs, ``projector-*-WxH``, ``tablewindow-*``, ``wall-*``, ``dialog-*``.
"""
