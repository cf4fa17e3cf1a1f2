"""The games a level can be played in, their names and every spelling a director may write."""

from __future__ import annotations

from enum import StrEnum

from director.i18n import Msg
from director.structures.errors import StructureValueError


class Game(StrEnum):
    """The games a level can be played in."""

    NLHE = "nlhe"
    PLHE = "plhe"
    FLHE = "flhe"
    STUD = "stud"

    def text(self, lang: str = "en") -> str:
        """The game's name in ``lang`` (``Texas Hold'em No Limit`` in Italian)."""
        return Msg(f"structures.game.{self.value}").text(lang)

    @property
    def label(self) -> str:
        """The English name."""
        return self.text("en")

    @property
    def label_it(self) -> str:
        """The Italian name."""
        return self.text("it")

    @property
    def short(self) -> str:
        """The usual abbreviation (NLHE, PLHE, FLHE, 7CS), the same in every language."""
        return _SHORT[self]

    @property
    def is_fixed_limit(self) -> bool:
        """True for games bet in fixed small and big bets."""
        return self in (Game.FLHE, Game.STUD)

    @property
    def uses_blinds(self) -> bool:
        """True for the hold'em games (stud uses antes and a bring-in)."""
        return self is not Game.STUD


_SHORT = {Game.NLHE: "NLHE", Game.PLHE: "PLHE", Game.FLHE: "FLHE", Game.STUD: "7CS"}

#: Every spelling accepted for ``game:`` (compared after lower-casing and squeezing spaces).
GAME_ALIASES: dict[str, Game] = {
    "nlhe": Game.NLHE,
    "nlh": Game.NLHE,
    "nl": Game.NLHE,
    "no-limit": Game.NLHE,
    "no limit": Game.NLHE,
    "no-limit hold'em": Game.NLHE,
    "no limit hold'em": Game.NLHE,
    "no-limit holdem": Game.NLHE,
    "no-limit texas hold'em": Game.NLHE,
    "texas hold'em": Game.NLHE,
    "texas holdem": Game.NLHE,
    "hold'em": Game.NLHE,
    "holdem": Game.NLHE,
    "plhe": Game.PLHE,
    "plh": Game.PLHE,
    "pl": Game.PLHE,
    "pot-limit": Game.PLHE,
    "pot limit": Game.PLHE,
    "pot-limit hold'em": Game.PLHE,
    "pot limit hold'em": Game.PLHE,
    "pot-limit holdem": Game.PLHE,
    "flhe": Game.FLHE,
    "lhe": Game.FLHE,
    "fl": Game.FLHE,
    "fixed-limit": Game.FLHE,
    "fixed limit": Game.FLHE,
    "limit": Game.FLHE,
    "fixed-limit hold'em": Game.FLHE,
    "fixed limit hold'em": Game.FLHE,
    "limit hold'em": Game.FLHE,
    "fixed-limit holdem": Game.FLHE,
    "limit holdem": Game.FLHE,
    "stud": Game.STUD,
    "7cs": Game.STUD,
    "7-card stud": Game.STUD,
    "seven card stud": Game.STUD,
    "seven-card stud": Game.STUD,
    "7 card stud": Game.STUD,
    "fixed-limit seven card stud": Game.STUD,
    # The Italian names the app shows (Game.label_it).
    "texas hold'em no limit": Game.NLHE,
    "texas holdem no limit": Game.NLHE,
    "texas hold'em pot limit": Game.PLHE,
    "texas holdem pot limit": Game.PLHE,
    "texas hold'em limit": Game.FLHE,
    "texas holdem limit": Game.FLHE,
}


def parse_game(text: str) -> Game:
    """Return the game named by ``text`` (any accepted spelling).

    Raises:
        StructureValueError: (a ValueError) no game is called that.
    """
    key = " ".join(str(text).lower().replace("’", "'").split())
    try:
        return GAME_ALIASES[key]
    except KeyError:
        raise StructureValueError("structures.err.unknown_game", name=text) from None
