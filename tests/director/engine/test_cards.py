"""Cards, their evaluation keys, the deck and its commitment."""

from __future__ import annotations

import copy
import itertools
import pickle
import random
from collections import Counter

import pytest

from director.engine import cards as cards_module
from director.engine.cards import (
    CARDS,
    FLUSH_FLAGS,
    RANK_SHIFT,
    SUIT_BIAS,
    SUIT_FIELD_BITS,
    SUIT_MASK,
    SYSTEM_RANDOM,
    Card,
    Deck,
    check_distinct,
    commitment_of,
    format_cards,
    parse_card,
    parse_cards,
    verify_commitment,
)
from director.engine.errors import CardError
from director.errors import DirectorError


def test_52_distinct_cards_in_rank_then_suit_order():
    assert len(CARDS) == len(set(CARDS)) == 52
    assert format_cards(CARDS[:5]) == "2c2d2h2s3c"
    assert str(CARDS[-1]) == "As"
    for i, c in enumerate(CARDS):
        assert c.index == i
        assert (c.rank, c.suit) == divmod(i, 4)
        assert isinstance(c, int)


def test_parse_and_format_round_trip():
    text = format_cards(CARDS)
    assert parse_cards(text) == CARDS
    assert parse_cards("Ah Kd, 10c") == (Card("Ah"), Card("Kd"), Card("Tc"))
    assert parse_card("ah") is Card("Ah")  # rank case does not matter
    assert parse_card("Q♥") is Card("Qh")
    assert Card("As") is CARDS[51]
    assert repr(Card("Td")) == "Card('Td')"


@pytest.mark.parametrize("bad", ["", "A", "1h", "Ax", "AhK", "Zz", "10"])
def test_bad_cards_are_refused_with_a_hint(bad):
    with pytest.raises(CardError, match="rank") as info:
        parse_cards(bad) if len(bad) > 2 else parse_card(bad)
    assert isinstance(info.value, DirectorError)
    assert "\n" not in str(info.value)


def test_card_names_in_both_languages():
    assert Card("Ah").name() == "ace of hearts"
    assert Card("Ah").name("it") == "asso di cuori"
    assert Card("Qs").name("it") == "donna di picche"
    assert Card("2c").name("it") == "due di fiori"
    assert Card("Td").name() == "ten of diamonds"


def test_a_card_with_its_article_for_a_sentence():
    assert Card("Kh").words(article=True).text() == "the king of hearts"
    assert Card("Kh").words(article=True).text("it") == "il re di cuori"
    assert Card("Ah").words(article=True).text("it") == "l'asso di cuori"
    assert Card("8d").words(article=True).text("it") == "l'otto di quadri"
    assert Card("Qs").words(article=True).text("it") == "la donna di picche"
    assert Card("Qs").words() == Card("Qs").words()  # a value: records holding it compare equal


def test_card_errors_carry_their_key_and_fields():
    with pytest.raises(CardError) as caught:
        parse_cards("AhZz")
    assert caught.value.key == "engine.err.card.unreadable"
    assert caught.value.params["text"] == "Zz"


def test_cards_survive_copy_and_pickle_as_the_same_instances():
    c = Card("7h")
    assert copy.copy(c) is c
    assert copy.deepcopy(c) is c
    assert pickle.loads(pickle.dumps(c)) is c


def test_check_distinct():
    check_distinct(CARDS)
    with pytest.raises(CardError, match="twice"):
        check_distinct(parse_cards("AhKdAh"))


# ---------------------------------------------------------------------- the evaluation keys


def _rank_part(cards):
    return sum(cards) >> RANK_SHIFT


def test_rank_keys_identify_every_multiset_of_five_to_seven_ranks():
    """By construction: the rank part of a sum is the base-5 number of the rank counts."""
    seen = {}
    for size in (5, 6, 7):
        for ranks in itertools.combinations_with_replacement(range(13), size):
            counts = Counter(ranks)
            if max(counts.values()) > 4:
                continue
            key = sum(5**r for r in ranks)
            assert key == sum(n * 5**r for r, n in counts.items())  # digits are the counts
            assert key not in seen, (ranks, seen.get(key))
            seen[key] = ranks
    assert len(seen) == 73_775  # 6,175 + 18,395 + 49,205 multisets
    for c in CARDS:
        assert c >> RANK_SHIFT == 5**c.rank


def test_suit_fields_flag_five_of_a_suit_and_never_overflow():
    """Every split of 5, 6 or 7 cards into suits: the flag bit is set exactly for a flush."""
    suit_key = [c & SUIT_MASK for c in CARDS[:4]]
    for size in (5, 6, 7):
        for suits in itertools.combinations_with_replacement(range(4), size):
            low = sum(suit_key[s] for s in suits) + (SUIT_BIAS if size == 5 else 0)
            assert low <= SUIT_MASK
            counts = Counter(suits)
            for s in range(4):
                field = low >> (SUIT_FIELD_BITS * s) & ((1 << SUIT_FIELD_BITS) - 1)
                assert field < 1 << SUIT_FIELD_BITS
                assert bool(field & 32) == (counts[s] >= 5)
            assert bool(low & FLUSH_FLAGS) == (max(counts.values()) >= 5)


def test_the_rank_part_of_real_hands_ignores_suits():
    assert _rank_part(parse_cards("AhKhQhJhTh")) == _rank_part(parse_cards("AsKcQdJhTh"))


# ---------------------------------------------------------------------- the deck


def test_a_deck_is_all_52_cards_once():
    deck = Deck(random.Random(1))
    assert sorted(deck.order) == list(CARDS)
    assert deck.remaining == 52
    hole = deck.deal(2)
    assert deck.peek(3) == deck.order[2:5]
    assert deck.deal(3) == deck.order[2:5]
    assert hole == deck.order[:2]
    assert deck.remaining == 47


def test_a_seeded_deck_is_reproducible_and_seeds_differ():
    assert Deck(random.Random(42)).order == Deck(random.Random(42)).order
    assert Deck(random.Random(42)).order != Deck(random.Random(43)).order


def test_the_shuffle_is_the_standard_fisher_yates():
    """Same generator state, same order as random.shuffle (rejection sampling, no modulo bias)."""
    for seed in range(20):
        expected = list(CARDS)
        random.Random(seed).shuffle(expected)
        assert list(Deck(random.Random(seed)).order) == expected


def test_the_default_generator_is_the_systems_secure_one(monkeypatch):
    assert type(SYSTEM_RANDOM).__name__ == "SystemRandom"
    calls = []

    class Spy(random.Random):
        def getrandbits(self, k):
            calls.append(k)
            return super().getrandbits(k)

    monkeypatch.setattr(cards_module, "SYSTEM_RANDOM", Spy(5))
    Deck()
    assert len(calls) >= 51


def test_every_card_lands_everywhere_about_equally_often():
    r = random.Random(2024)
    top = Counter(Deck(r).order[0] for _ in range(26_000))
    assert len(top) == 52
    assert min(top.values()) > 350
    assert max(top.values()) < 650  # 500 expected each


def test_dealing_past_the_end_is_refused():
    deck = Deck(random.Random(3))
    deck.deal(50)
    with pytest.raises(CardError, match="2 cards left"):
        deck.deal(3)
    assert deck.remaining == 2


def test_a_given_order_must_be_a_whole_deck():
    Deck(order=CARDS)
    with pytest.raises(CardError, match="52"):
        Deck(order=CARDS[:51])
    with pytest.raises(CardError, match="52"):
        Deck(order=(CARDS[0], *CARDS[:51]))


def test_commitment_verifies_the_revealed_deck_and_nothing_else():
    deck = Deck(random.Random(9))
    published = deck.commitment
    assert len(published) == 64 and int(published, 16) >= 0
    deck.deal(20)
    assert deck.commitment == published  # published once, stable for the hand
    reveal = deck.reveal()
    assert reveal.commitment == published
    assert reveal.order == format_cards(deck.order)
    assert verify_commitment(published, reveal.order, reveal.secret)
    swapped = reveal.order[2:4] + reveal.order[:2] + reveal.order[4:]
    assert not verify_commitment(published, swapped, reveal.secret)
    assert not verify_commitment(published, reveal.order, "00" + reveal.secret[2:])
    assert commitment_of(reveal.order, reveal.secret) == published


def test_two_decks_in_the_same_order_have_different_commitments():
    a = Deck(order=CARDS)
    b = Deck(order=CARDS)
    assert a.commitment != b.commitment  # the secret hides the order until it is revealed


def test_italian_letters_follow_the_club_names():
    # Sheet 004: Jack (J), Donna (Q), Re (K), Asso (A); suits picche, cuori, quadri, fiori.
    assert parse_cards("AcRpDqJf10c", "it") == tuple(
        Card(t) for t in ("Ah", "Ks", "Qd", "Jc", "Th")
    )
    # English letters that name no other Italian suit or rank still read the same.
    assert parse_cards("AsKdQh", "it") == (Card("As"), Card("Kd"), Card("Qh"))
    assert parse_cards("A♣ D♥", "it") == (Card("Ac"), Card("Qh"))


def test_c_is_clubs_in_english_and_hearts_in_italian():
    assert parse_cards("Ac") == (Card("Ac"),)
    assert parse_cards("Ac", "it") == (Card("Ah"),)
    with pytest.raises(CardError) as english:
        parse_cards("Rp")
    assert english.value.key == "engine.err.card.unreadable"
    with pytest.raises(CardError) as italian:
        parse_cards("Ax", "it")
    assert "p picche, c cuori" in italian.value.text("it")
