"""The poker engine's texts (``director.i18n.engine``): complete in both languages, every key the
code names in the catalogue and every text used, and the engine speaking Italian."""

from __future__ import annotations

import random
import re
import string
from pathlib import Path

import pytest

from director.engine import phh
from director.engine.cards import RANK_CHARS, SUIT_CHARS, parse_cards
from director.engine.errors import (
    CardError,
    ConfigurationError,
    HandHistoryError,
    IllegalActionError,
    UnsupportedVariantError,
)
from director.engine.evaluator import HandCategory, describe, evaluate
from director.engine.floor import settle
from director.engine.holdem import HoldemHand
from director.engine.phh import OTHER_VARIANTS
from director.engine.records import ActionKind, DealerError, RaiseRefusal, RuleSource
from director.engine.rules import Rules
from director.i18n import CATALOGUE, LANGS, Msg, engine

TOP = Path(__file__).resolve().parents[3]
CODE = [
    *sorted((TOP / "director" / "engine").rglob("*.py")),
    TOP / "director" / "cli" / "hand.py",
    TOP / "director" / "cli" / "pots.py",
]


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _built_keys() -> set[str]:
    """The keys the code builds from a value (a rank, a category, an action kind...)."""
    forms = ("", "the.", "plural.", "of.", "high.")
    keys = {f"engine.rank.{form}{c}" for form in forms for c in RANK_CHARS}
    keys |= {f"engine.suit.{c}" for c in SUIT_CHARS}
    keys |= {f"engine.category.{c}" for c in HandCategory}
    keys |= {f"engine.hand.{c}" for c in HandCategory}
    keys |= {f"engine.rule.{e}" for e in DealerError}
    keys |= {f"engine.source.{s}" for s in RuleSource}
    keys |= {f"engine.action.{k}" for k in (ActionKind.BRING_IN, ActionKind.COMPLETE)}
    raising = ("bet", "raise", "complete")
    keys |= {f"engine.option.{way}.{k}" for way in ("to", "either", "range") for k in raising}
    keys |= {f"engine.err.whole.{k}" for k in raising}
    keys |= {f"engine.err.amount.{k}" for k in ("bet", "raise")}
    keys |= {f"engine.why.{m}.{k}" for m in ("minimum", "maximum") for k in ("bet", "raise")}
    keys |= {f"engine.why.{r}" for r in RaiseRefusal if r not in ("fixed_limit", "pot_limit")}
    keys |= {f"engine.err.stud.{k}_done" for k in ("bring_in", "complete")}
    keys |= {f"engine.err.stud.open_pair.{k}" for k in ("bet", "raise")}
    keys |= {f"engine.err.setup.{what}" for what in ("blinds", "antes")}
    keys |= {m.key for m in OTHER_VARIANTS.values()}
    return keys


def test_every_engine_text_is_in_english_and_italian_with_the_same_fields() -> None:
    assert len(engine.TEXTS) > 300
    for key, texts in engine.TEXTS.items():
        assert key.startswith("engine."), key
        assert set(texts) == set(LANGS), key
        assert _fields(texts["en"]) == _fields(texts["it"]), key
        assert all(t.strip() and "\n" not in t for t in texts.values()), key
        assert CATALOGUE[key] is texts  # merged into the one catalogue


def test_the_keys_the_code_names_are_the_keys_of_the_catalogue() -> None:
    named: set[str] = set()
    for path in CODE:
        named |= set(re.findall(r"\"(engine\.[a-z_.]+[a-z_])\"", path.read_text(encoding="utf-8")))
    assert named, "no keys found: has the code moved?"
    built = _built_keys()
    assert sorted((named | built) - set(engine.TEXTS)) == []  # no key missing
    assert sorted(set(engine.TEXTS) - named - built) == []  # no text left unused


def test_an_illegal_action_is_refused_in_italian_with_what_is_allowed() -> None:
    h = HoldemHand([1000, 1000, 1000], 2, Rules(50, 100), rng=random.Random(1))
    with pytest.raises(IllegalActionError) as caught:
        h.check()
    error = caught.value
    assert error.key == "engine.err.action.check"
    assert (
        str(error)
        == "cannot check: p3 faces a bet of 100; p3 may fold, call 100, raise to 200..1000"
    )
    assert error.text("it") == (
        "impossibile fare check: p3 ha davanti una puntata di 100; "
        "p3 può fare fold, vedere 100, rilanciare da 200 a 1000"
    )
    with pytest.raises(IllegalActionError) as caught:
        h.raise_to(150)
    assert caught.value.text("it").startswith(
        "impossibile rilanciare a 150: il rilancio minimo è a 200; p3 può"
    )


def test_cards_hands_and_set_up_refusals_in_italian() -> None:
    with pytest.raises(CardError) as caught:
        parse_cards("Zz")
    assert caught.value.text("it") == (
        "'Zz' non è una carta: scrivi il valore (23456789TJQKA) e poi il seme (cdhs), "
        "per esempio Ah o Td"
    )
    with pytest.raises(ConfigurationError) as caught:
        HoldemHand([1000], 0, Rules(50, 100))
    assert caught.value.text("it") == "hold'em si gioca da 2 a 10 giocatori, non 1"
    assert describe(evaluate(parse_cards("QhQdQcTsTh")), "it") == "full di donne e dieci"
    the_eight = Msg("engine.card", rank=Msg("engine.rank.the.8"), suit=Msg("engine.suit.s"))
    assert the_eight.text("it") == "l'otto di picche"


def test_a_hand_history_and_the_floor_tool_refuse_in_italian() -> None:
    with pytest.raises(UnsupportedVariantError) as caught:
        phh.replay(
            phh.loads(
                "variant = 'FR'\nantes = [1, 1]\nstarting_stacks = [100, 100]\nactions = []\n"
            )
        )
    assert caught.value.text("it").startswith("la variante FR (razz fixed-limit) non è supportata")
    with pytest.raises(HandHistoryError) as caught:
        phh.loads("variant = 'NT'\nantes = [0]\nstarting_stacks = [1.5]\nactions = []\n")
    assert caught.value.text("it") == (
        "starting_stacks[0] è 1.5: le frazioni di chip non sono ammesse"
    )
    with pytest.raises(ConfigurationError) as caught:
        settle([("Anna", 100), ("Bruno", 100)], button="Zoe")
    assert caught.value.text("it") == (
        "il bottone 'Zoe' non è tra i giocatori che hanno messo chip (Anna, Bruno); "
        "aggiungi --put Zoe=AMOUNT"
    )
