"""Writing text as a YAML scalar that reads back to exactly the same text.

PyYAML's own emitter does not always manage it: a name holding U+0085 (NEXT LINE, a line
break to YAML 1.1) is written plain and read back with a space in its place. Director's
files are written by these two functions instead, and a property test holds them to it.
"""

from __future__ import annotations

import yaml


def _printable(char: str) -> bool:
    """True for characters YAML lets stand as they are inside a double-quoted scalar."""
    c = ord(char)
    if char in '"\\' or c in (0x85, 0x2028, 0x2029, 0xFEFF):  # quotes and line breaks
        return False
    return 0x20 <= c <= 0x7E or 0xA0 <= c <= 0xD7FF or 0xE000 <= c <= 0xFFFD or c >= 0x10000


def quoted(text: str) -> str:
    """``text`` in double quotes, escaping whatever YAML would not keep as it is."""
    out = []
    for char in text:
        c = ord(char)
        if _printable(char):
            out.append(char)
        elif char in '"\\':
            out.append("\\" + char)
        elif c <= 0xFF:
            out.append(f"\\x{c:02x}")
        elif c <= 0xFFFF:
            out.append(f"\\u{c:04x}")
        else:
            out.append(f"\\U{c:08x}")
    return '"' + "".join(out) + '"'


def plain_or_quoted(text: str) -> str:
    """``text`` as it reads when YAML would take it back unchanged (``Lega 2027``), else quoted.

    A hand-edited file stays as a person would write it; ``#1``, ``yes``, ``100`` or a name
    with a line break in it get quotes, so none of them comes back as something else.
    """
    plain = yaml.safe_dump(text, allow_unicode=True, width=1 << 30, default_style=None)
    plain = plain.removesuffix("\n...\n").removesuffix("\n")
    if "\n" not in plain and not plain.startswith(("'", '"')):
        try:
            if yaml.safe_load(f"key: {plain}") == {"key": text}:
                return plain
        except yaml.YAMLError:  # never for what safe_dump writes; the quoted form is safe
            pass
    return quoted(text)
