"""Errors a person can act on.

Every error the domain raises for bad input derives from :class:`DirectorError`. It carries a
catalogue key and its parameters (:mod:`director.i18n`), so the command line, the window and a
phone each say it in their own language; ``str(error)`` is the English text. The message is one
line that says what is wrong and, where it can, what to do instead. Anything else escaping is a
bug.
"""

from __future__ import annotations

from typing import Any

from director.i18n import Msg


class DirectorError(Exception):
    """A problem with the input or the request, explained in one line for a person.

    Args:
        key: The catalogue key of the message (also the error's code, for callers that decide
            on it).
        **params: The message's fields.
    """

    def __init__(self, key: str, /, **params: Any) -> None:
        self.msg = Msg(key, **params)
        super().__init__(self.msg.text("en"))

    @property
    def key(self) -> str:
        """The catalogue key: what went wrong, for code that decides on it."""
        return self.msg.key

    @property
    def params(self) -> dict[str, Any]:
        """The message's fields."""
        return self.msg.params

    def text(self, lang: str = "en") -> str:
        """The message in ``lang``, on one line."""
        return " ".join(self.msg.text(lang).split())

    def __str__(self) -> str:  # never a multi-line message
        return " ".join(super().__str__().split("\n"))
