"""Pieces of the engine's messages that are put into words together with the message.

A catalogue message (:class:`~director.i18n.Msg`) renders its fields in its own language when
they have a ``text(lang)`` method; these two values add what ``str.format`` cannot do: a list
of messages (what a player may do) and a message at the start of a sentence (``L'asso di cuori
diventa ...``). Both are frozen values, so records that hold them compare equal when their words
do.
"""

from __future__ import annotations

from dataclasses import dataclass

from director.i18n import Msg


@dataclass(frozen=True, slots=True)
class Joined:
    """Messages said one after the other: ``fold, call 100, raise to 200..1000``.

    Attributes:
        parts: The messages, in order.
        sep: What goes between two of them.
    """

    parts: tuple[Msg, ...]
    sep: str = ", "

    def text(self, lang: str = "en") -> str:
        """The messages in ``lang``, joined."""
        return self.sep.join(part.text(lang) for part in self.parts)


@dataclass(frozen=True, slots=True)
class Capitalized:
    """A message that begins a sentence: its first letter in capitals.

    Attributes:
        msg: The message.
    """

    msg: Msg

    def text(self, lang: str = "en") -> str:
        """The message in ``lang``, its first letter a capital."""
        words = self.msg.text(lang)
        return words[:1].upper() + words[1:]
