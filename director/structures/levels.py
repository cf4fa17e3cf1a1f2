"""Reading one level of a structure: its game, its blinds or bets, its antes and its duration.

:class:`LevelReader` is the part of the structure reader that knows what a level of each game
needs and allows (the TDA and WSOP limit and stud structures); :mod:`director.structures.reader`
reads the rest of the file on top of it.
"""

from __future__ import annotations

import re

import yaml

from director.i18n import Msg
from director.structures.errors import StructureValueError
from director.structures.games import Game, parse_game
from director.structures.model import Level
from director.yamlread import INT, STR, KeyValue, NodeReader, Number, Words, describe, kind

LEVEL_KEYS = (
    "blinds",
    "small_blind",
    "big_blind",
    "ante",
    "bb_ante",
    "bets",
    "small_bet",
    "big_bet",
    "bring_in",
    "minutes",
    "game",
    "name",
)

_PAIR = re.compile(r"^\s*([0-9][0-9_,.]*)\s*[-/]\s*([0-9][0-9_,.]*)\s*$")
_BLIND_KEYS = ("blinds", "small_blind", "big_blind")
_BET_KEYS = ("bets", "small_bet", "big_bet")
#: The amounts given one by one, and how a message names each.
_SINGLE_AMOUNTS = ("small_blind", "big_blind", "small_bet", "big_bet", "bring_in")
_ANTES = ("ante", "bb_ante")

Keys = dict[str, KeyValue]


def amount_name(key: str) -> Msg:
    """How a message names the amount of a level's ``key`` (``small_blind``: small blind)."""
    return Msg(f"structures.what.{key}")


class LevelReader(NodeReader):
    """Reads levels, collecting diagnostics; the structure reader builds on it.

    A consequence of an earlier error (a key reported as unknown, a game that is not known) is
    not reported a second time as something missing.
    """

    def pair(
        self, node: yaml.Node, what: str, names: tuple[Words, Words]
    ) -> tuple[int, int] | None:
        """``10-20`` or ``10/20`` (also ``[10, 20]``) as two amounts."""
        if not self.tag_ok(node):
            return None
        if isinstance(node, yaml.SequenceNode):
            if len(node.value) != 2:
                self.error(node, "structures.err.pair_count", what=what)
                return None
            a = self.amount(node.value[0], names[0])
            b = self.amount(node.value[1], names[1])
            return (a, b) if a is not None and b is not None else None
        if isinstance(node, yaml.ScalarNode) and node.tag == STR:
            m = _PAIR.match(node.value)
            if m:
                a = self._side(node, m.group(1), names[0])
                b = self._side(node, m.group(2), names[1])
                return (a, b) if a is not None and b is not None else None
        if isinstance(node, yaml.ScalarNode) and node.tag == INT:
            # YAML reads 10_20 (and 10:20) as one number; anything numeric is one amount, not two.
            self.error(node, "structures.err.pair_one_number", what=what, value=node.value)
            return None
        self.error(node, "structures.err.pair_form", what=what, value=describe(node))
        return None

    def _side(self, node: yaml.ScalarNode, text: str, what: Words) -> int | None:
        """One side of ``10-20``, read with the same rules as a single amount."""
        tag: str = self._constructor.resolve(  # type: ignore[no-untyped-call]  # no stub
            yaml.ScalarNode, text, (True, False)
        )
        side = yaml.ScalarNode(tag, text, node.start_mark, node.end_mark)
        return self.amount(side, what)

    def game(self, node: yaml.Node) -> Game | None:
        """The game named at ``node``, or None (with an error)."""
        value = self.text(node, "game")
        if value is None:
            return None
        try:
            return parse_game(value)
        except StructureValueError as exc:
            self.error(node, exc.key, **exc.params)
            return None

    # -- a level ---------------------------------------------------------------------------------
    def level(
        self,
        node: yaml.Node,
        number: int,
        default_game: Game | None,
        default_seconds: int | None,
        has_default: bool,
    ) -> Level | None:
        """Level ``number`` written at ``node``, or None (with every error recorded)."""
        what = Msg("structures.what.level", number=number)
        if not isinstance(node, yaml.MappingNode):
            if self.tag_ok(node):
                self.error(node, "structures.err.level_not_mapping", what=what, kind=kind(node))
            return None
        keys = self.mapping(node, what, LEVEL_KEYS, suggest=("break", "color_up"))
        if not node.value:
            self.error(node, "structures.err.level_empty", what=what)
            return None
        errors_before = self.error_count
        # A key reported as unknown is most likely the one that looks missing: say it once.
        typo = bool(self.unknown_keys(node))
        game = self.game(keys["game"][1]) if "game" in keys else default_game
        amounts = self._amounts(what, keys)
        seconds = default_seconds
        if "minutes" in keys:
            seconds = self.duration(keys["minutes"][1], "minutes")
        elif not has_default and not typo:
            self.error(node, "structures.err.no_duration", what=what)
        name = (self.text(keys["name"][1], "name") or "") if "name" in keys else ""
        self._order(what, keys, amounts)
        if game is not None:
            self._game_rules(what, game, keys, amounts, node, typo)
        if self.error_count > errors_before or seconds is None or game is None:
            return None
        return Level(number=number, game=game, seconds=seconds, name=name, **amounts)

    def _amounts(self, what: Msg, keys: Keys) -> dict[str, int]:
        """The amounts written in a level, by key (the bad ones reported and left out)."""
        amounts: dict[str, int] = {}
        for pair_key, small_key, big_key, both in (
            ("blinds", "small_blind", "big_blind", "structures.err.both_blinds"),
            ("bets", "small_bet", "big_bet", "structures.err.both_bets"),
        ):
            if pair_key not in keys:
                continue
            if small_key in keys or big_key in keys:
                self.error(keys[pair_key][0], both, what=what)
            names = (amount_name(small_key), amount_name(big_key))
            p = self.pair(keys[pair_key][1], pair_key, names)
            if p:
                amounts[small_key], amounts[big_key] = p
        for key in _SINGLE_AMOUNTS + _ANTES:
            if key in keys:
                v = self.amount(keys[key][1], amount_name(key), allow_zero=key in _ANTES)
                if v is not None:
                    amounts[key] = v
        return amounts

    def _order(self, what: Msg, keys: Keys, amounts: dict[str, int]) -> None:
        """Big blind below the small blind, big bet below the small bet: wrong in any game."""
        for small_key, big_key, pair_key, reversed_key in (
            ("small_blind", "big_blind", "blinds", "structures.err.blinds_reversed"),
            ("small_bet", "big_bet", "bets", "structures.err.bets_reversed"),
        ):
            small, big = amounts.get(small_key), amounts.get(big_key)
            if small is None or big is None or big >= small:
                continue
            at = keys.get(pair_key) or keys.get(big_key) or keys[small_key]
            self.error(
                at[1],
                reversed_key,
                what=what,
                big=Number(big),
                small=Number(small),
                fix=f"{big}-{small}",
            )

    def _game_rules(
        self,
        what: Msg,
        game: Game,
        keys: Keys,
        amounts: dict[str, int],
        node: yaml.Node,
        typo: bool,
    ) -> None:
        """Check which amounts a level of ``game`` needs and allows; fills fixed-limit bets."""
        if game.uses_blinds:
            self._blind_rules(what, game, keys, amounts, node, typo)
        else:
            self._stud_rules(what, keys, node, typo)
        small = amounts.get("small_bet")
        bring_in = amounts.get("bring_in")
        if game is Game.STUD and small is not None and bring_in is not None and bring_in > small:
            self.error(
                keys["bring_in"][1],
                "structures.err.bring_in_above",
                what=what,
                bring_in=Number(bring_in),
                small=Number(small),
            )

    def _blind_rules(
        self,
        what: Msg,
        game: Game,
        keys: Keys,
        amounts: dict[str, int],
        node: yaml.Node,
        typo: bool,
    ) -> None:
        """A hold'em level: both blinds, no bring-in, bets only in fixed limit."""
        if not any(k in keys for k in _BLIND_KEYS):
            if not typo:
                self.error(node, "structures.err.no_blinds", what=what)
        elif "blinds" not in keys and ("small_blind" in keys) != ("big_blind" in keys):
            lack = amount_name("big_blind" if "small_blind" in keys else "small_blind")
            self.error(node, "structures.err.half_blinds", what=what, lack=lack)
        if "bring_in" in keys:
            self.error(
                keys["bring_in"][0], "structures.err.bring_in_not_stud", what=what, game=game
            )
        if game is Game.FLHE:
            self._limit_bets(what, keys, amounts)
        elif any(k in keys for k in _BET_KEYS):
            first = next(keys[k][0] for k in _BET_KEYS if k in keys)
            self.error(first, "structures.err.bets_not_limit", what=what, game=game)

    def _limit_bets(self, what: Msg, keys: Keys, amounts: dict[str, int]) -> None:
        """Fixed-limit hold'em: bets left out are the big blind and twice it."""
        has_bets = any(k in keys for k in _BET_KEYS)
        if "big_blind" in amounts and not has_bets:
            # TDA/WSOP limit structures: small bet = big blind, big bet = twice that.
            amounts["small_bet"] = amounts["big_blind"]
            amounts["big_bet"] = 2 * amounts["small_bet"]
        elif "small_bet" in amounts and "big_bet" not in keys and "bets" not in keys:
            amounts["big_bet"] = 2 * amounts["small_bet"]
        elif "big_bet" in amounts and "small_bet" not in keys and "bets" not in keys:
            self.error(keys["big_bet"][0], "structures.err.big_bet_alone", what=what)

    def _stud_rules(self, what: Msg, keys: Keys, node: yaml.Node, typo: bool) -> None:
        """A stud level: antes, a bring-in and both bets; no blinds."""
        if any(k in keys for k in _BLIND_KEYS):
            first = next(keys[k][0] for k in _BLIND_KEYS if k in keys)
            self.error(first, "structures.err.stud_blinds", what=what)
        if "bb_ante" in keys:
            self.error(keys["bb_ante"][0], "structures.err.stud_bb_ante", what=what)
        if not any(k in keys for k in _BET_KEYS):
            if not typo:
                self.error(node, "structures.err.stud_no_bets", what=what)
        elif "bets" not in keys and ("small_bet" in keys) != ("big_bet" in keys):
            lack = amount_name("big_bet" if "small_bet" in keys else "small_bet")
            self.error(node, "structures.err.stud_half_bets", what=what, lack=lack)
        if "bring_in" not in keys and not typo:
            self.error(node, "structures.err.stud_no_bring_in", what=what)
