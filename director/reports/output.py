"""Where a finished PDF goes: a file written whole or not at all, a file object, or the bytes."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import IO, TypeAlias

from director.errors import DirectorError

#: Where a sheet goes: a path, a binary file object, or None for the bytes.
Output: TypeAlias = "str | os.PathLike[str] | IO[bytes] | None"


def deliver(pdf: bytes, out: Output) -> Path | bytes:
    """Send the PDF where the caller asked.

    Args:
        pdf: The document.
        out: A path (written whole or not at all: a temporary file renamed over it), a binary
            file object (written to, not closed), or None.

    Returns:
        The path written, or the bytes (for a file object or None).

    Raises:
        DirectorError: the file cannot be written: ``sheet.err.no_folder`` (a missing folder),
            ``sheet.err.is_folder`` (the path is a folder) or ``sheet.err.write`` (no
            permission, a full disk).
    """
    if out is None:
        return pdf
    if isinstance(out, (str, os.PathLike)):
        return _write(pdf, Path(out))
    out.write(pdf)
    return pdf


def _write(pdf: bytes, path: Path) -> Path:
    """Write ``pdf`` to a temporary file beside ``path`` and rename it over ``path``."""
    folder = path.parent
    if not folder.is_dir():
        raise DirectorError("sheet.err.no_folder", path=str(path), folder=str(folder))
    if path.is_dir():
        raise DirectorError("sheet.err.is_folder", path=str(path))
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise DirectorError("sheet.err.write", path=str(path), reason=_reason(exc)) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(pdf)
        os.replace(tmp, path)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise DirectorError("sheet.err.write", path=str(path), reason=_reason(exc)) from None
    return path


def _reason(exc: OSError) -> str:
    """What the system says went wrong (its words, in its own language)."""
    return exc.strerror or str(exc)
