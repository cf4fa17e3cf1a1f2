"""The pages' words in one language, from the catalogue's ``serve.page.*`` keys."""

from __future__ import annotations

from director.i18n import CATALOGUE, Lang

_PREFIX = "serve.page."


def page_texts(lang: Lang) -> dict[str, str]:
    """Every page text in ``lang``, keyed without the prefix (``level``, ``paused``, …).

    Texts with fields keep them as ``{n}`` / ``{name}`` for the page to fill in.
    """
    return {
        key.removeprefix(_PREFIX): texts[lang]
        for key, texts in CATALOGUE.items()
        if key.startswith(_PREFIX)
    }
