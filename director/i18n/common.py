"""Texts every part of Director shares: languages, files, numbers."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    "common.untranslated": {"en": "{text}", "it": "{text}"},
    "common.err.lang": {
        "en": "unknown language {lang!r}; use one of {langs}",
        "it": "lingua {lang!r} sconosciuta; usa una tra {langs}",
    },
}
