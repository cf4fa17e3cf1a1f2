"""The command line's own words: its outputs and usage errors."""

from __future__ import annotations

#: key -> {"en": text, "it": text}
TEXTS: dict[str, dict[str, str]] = {
    "cli.error": {"en": "director: error: {message}", "it": "director: errore: {message}"},
}
